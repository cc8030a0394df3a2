package rules

// EventKind says what an Event records.
type EventKind string

// Event is one thing that happened in a fight: a roll, or a change of a
// figure's state, or both. A fight is its seed plus its events: the log is
// written from them and replay applies them in order.
type Event struct {
	Kind   EventKind `json:"kind"`
	Who    string    `json:"who,omitempty"`    // the acting figure
	Target string    `json:"target,omitempty"` // the figure acted upon
	What   string    `json:"what,omitempty"`   // trait, weapon or card named
	Rolls  []DieRoll `json:"rolls,omitempty"`  // every die, ace chains included
	Mods   Mods      `json:"mods,omitempty"`
	Total  int       `json:"total,omitempty"`
	TN     int       `json:"tn,omitempty"`
	Raises int       `json:"raises,omitempty"`
	// Outcome in a GM's words: "failure", "success", "raise", "Shaken"...
	Outcome string `json:"outcome,omitempty"`
	// Figure and After record a change of state: Figure's State after
	// the event. Replay sets it; undo replays all but the last event.
	Figure string `json:"figure,omitempty"`
	After  *State `json:"after,omitempty"`
}
