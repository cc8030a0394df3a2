package rules

import "unsafe"

// SameString reports whether a and b are the very same string: the same
// bytes in memory, not merely equal ones. The rules ask for figures by
// the figures' own id strings, so a lookup that finds the asked string
// among the ids has found its figure without hashing it; a string that
// only equals an id falls through to the map. (Strings are immutable and
// the ids are kept alive by their figures, so an address never stands
// for two contents.)
func SameString(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

// StringSlot is where a table placed by string addresses starts probing
// for s (the rules' figure index and the board's figure lookup): its
// address, whose low bits say little (strings are allocated 8 or 16
// bytes apart).
func StringSlot(s string) uintptr {
	a := uintptr(unsafe.Pointer(unsafe.StringData(s)))
	return a>>3 ^ a>>9
}
