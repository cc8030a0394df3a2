package game

// shownEdit is an edit entry as a screen shows it.
type shownEdit struct{ Key, Label, Why string }
