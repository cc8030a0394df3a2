package rules

import "unsafe"

// tableParts are the optional parts of the battle's table that the rules
// ask for on every look and after every action, found once per table: in
// wasm an assertion to an interface finds its itab by a hash every time
// (the other platforms remember it at the call site), and these few were
// some 2% of a fight there.
type tableParts struct {
	of       [2]unsafe.Pointer // the Battlefield's two words they were found for
	glancer  Glancer
	ranger   Ranger
	counter  barrierCounter
	barriers BarrierBattlefield
	unstable UnstableBattlefield
	ground   GroundBattlefield
	lighter  Lighter
}

// parts are the optional parts of b.Battlefield. They are found again
// whenever the Battlefield is another value (its words differ: the
// words kept keep the old value alive, so they cannot come back as
// another table).
func (b *Battle) parts() *tableParts {
	p := &b.tparts
	// The words compared one by one: an array's compare is a call.
	if w := *(*[2]unsafe.Pointer)(unsafe.Pointer(&b.Battlefield)); w[0] != p.of[0] || w[1] != p.of[1] {
		t := b.Battlefield
		*p = tableParts{of: w}
		p.glancer, _ = t.(Glancer)
		p.ranger, _ = t.(Ranger)
		p.counter, _ = t.(barrierCounter)
		p.barriers, _ = t.(BarrierBattlefield)
		p.unstable, _ = t.(UnstableBattlefield)
		p.ground, _ = t.(GroundBattlefield)
		p.lighter, _ = t.(Lighter)
	}
	return p
}
