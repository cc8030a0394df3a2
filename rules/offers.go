package rules

// Offers lists what the item, door, healing and mount rules let a figure
// do right now, each action already checked, so the window can show one
// button per entry: open or close a door next to it, break a closed one
// with its first melee weapon (an inch of a Barrier's wall too), pick up a weapon within reach, stabilise a
// dying figure next to it, mount, dismount, or charge a foe after a ride.
// Disarm, which needs a choice of where to strike, is left to the attack
// menu. The order is stable: doors by square, then items, figures in
// scenario order.
func Offers(b *Battle, who string) []Action {
	f := b.Figure(who)
	if f == nil || b.turn == nil || b.turn.Who != who {
		return nil
	}
	var out []Action
	try := func(a Action) {
		if b.Check(a) == nil {
			out = append(out, a)
		}
	}
	for _, d := range b.Doors() {
		if !b.withinReach(who, d.At) || d.Broken {
			continue
		}
		try(UseDoor{Who: who, At: d.At, Open: !d.Open})
		if !d.Open {
			try(BreakDoor{Who: who, At: d.At})
		}
	}
	for _, s := range b.BarrierSections() { // powers_barrier_break.go
		for _, sq := range s.Squares() {
			if b.withinReach(who, sq) {
				try(BreakBarrier{Who: who, At: s.Mid()})
				break
			}
		}
	}
	seen := map[string]bool{}
	for _, it := range b.extra.ground {
		key := it.Weapon.Name + it.At.String()
		if seen[key] || it.Broken {
			continue
		}
		seen[key] = true
		at := it.At
		try(PickUp{Who: who, Weapon: it.Weapon.Name, At: &at})
	}
	for _, g := range b.figs {
		if g.ID == who {
			continue
		}
		if g.BleedingOut {
			try(Stabilize{Who: who, Target: g.ID})
		}
		if f.Riding == "" {
			try(MountUp{Who: who, Mount: g.ID})
		} else if g.Side != f.Side {
			try(Charge{Who: who, Target: g.ID})
		}
	}
	return out
}
