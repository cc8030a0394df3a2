package session

// Source is the battle's scenario: the file name it was read under (its
// map files are beside it) and its text, whole (the GM's, hidden figures
// and all).
func (s *Session) Source() (name string, scenario []byte) { return s.name, s.scenario }
