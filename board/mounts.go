package board

// Mounts in scenarios: a rider names its mount (mount: ID) and sits on
// the mount's base (its at: is a square of that base). The mount acts on
// its rider's Action Card, so the rider becomes its leader.

// buildMounts checks every mount: is another figure of the same side,
// rides nothing itself, carries one rider, has no leader of its own; and
// the rider's at: lies on the mount's base.
func buildMounts(d *yamlDoc, raw *rawScenario, b *Board) error {
	carried := map[string]string{}
	index := make(map[string]int, len(b.Figures))
	for i, f := range b.Figures {
		index[f.ID] = i
	}
	for i, rf := range raw.Figures {
		if rf.Mount == nil {
			continue
		}
		p := indexPath("figures", i) + ".mount"
		f := b.Figures[i]
		m := b.Figure(*rf.Mount)
		switch {
		case m == nil:
			return d.errAt(p, "%q is not the id of a figure in this scenario", *rf.Mount)
		case m == f:
			return d.errAt(p, "%q is the figure itself: a mount is another figure", *rf.Mount)
		case m.Side != f.Side:
			return d.errAt(p, "%q fights for %s, not %s: a mount is on its rider's side", m.ID, m.Side, f.Side)
		case raw.Figures[index[m.ID]].Mount != nil:
			return d.errAt(p, "%q rides %q itself: a mount carries its rider and rides nothing", m.ID, *raw.Figures[index[m.ID]].Mount)
		case carried[m.ID] != "":
			return d.errAt(p, "%q already carries %q: one rider per mount", m.ID, carried[m.ID])
		case raw.Figures[index[m.ID]].Leader != nil:
			return d.errAt(indexPath("figures", index[m.ID])+".leader", "%q is a mount: it acts on its rider's card, leave out leader:", m.ID)
		case !m.Covers(f.At):
			return d.errAt(indexPath("figures", i)+".at", "[%d, %d] is not on the base of its mount %q at [%d, %d]", f.At.X, f.At.Y, m.ID, m.At.X, m.At.Y)
		case f.Footprint() > m.Footprint():
			return d.errAt(p, "%q is smaller than its rider: a mount's base must hold the rider's", m.ID)
		case raw.Figures[index[m.ID]].Steed != nil && !*raw.Figures[index[m.ID]].Steed:
			return d.errAt(indexPath("figures", index[m.ID])+".steed", "%q carries %q (its mount:): it is a steed, leave out steed: false", m.ID, f.ID)
		}
		m.Steed = true // a rider's mount is a steed
		carried[m.ID] = f.ID
		f.At = m.At
		f.Riding = m.ID
		if b.Dealing.Leader == nil {
			b.Dealing.Leader = map[string]string{}
		}
		b.Dealing.Leader[m.ID] = f.ID
	}
	return nil
}
