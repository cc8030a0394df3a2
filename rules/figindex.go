package rules

// figIndex finds a figure of a big fight by the very id string it is
// asked with, without hashing it: the rules ask by the figures' own id
// strings, and a map's look-up hashes and compares the whole id, a cost
// every turn pays for every foe. It holds the figures byID held when it
// was made, placed by their id strings' addresses (open addressing, at
// most a quarter full); a string that only equals an id is not found
// and goes to the map. Fight.forget drops it whenever byID changes.
type figIndex struct {
	slots []*Figure
}

// find is the figure whose own id string is id, nil if none is.
func (x *figIndex) find(id string) *Figure {
	mask := uintptr(len(x.slots) - 1)
	for h := StringSlot(id) & mask; x.slots[h] != nil; h = (h + 1) & mask {
		if g := x.slots[h]; SameString(g.ID, id) {
			return g
		}
	}
	return nil
}

// build places every figure of byID.
func (x *figIndex) build(byID map[string]*Figure, figs []*Figure) {
	n := 64
	for n < 4*len(byID) {
		n *= 2
	}
	x.slots = make([]*Figure, n)
	mask := uintptr(n - 1)
	for _, g := range figs {
		if byID[g.ID] != g {
			continue // not the figure its id names (a map look-up finds that one)
		}
		h := StringSlot(g.ID) & mask
		for x.slots[h] != nil {
			h = (h + 1) & mask
		}
		x.slots[h] = g
	}
}
