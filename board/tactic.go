package board

import "battlemat/rules"

// Glance is the part of Sight that the rules' tactics ask many times a
// turn (rules.Glancer): whether from sees to, the target's cover and weapon
// w's range band, without the obstacle and the bystanders that only a shot
// needs.
func (t *Table) Glance(from, to string, w *rules.Weapon) (bool, rules.Cover, rules.RangeBand) {
	a, b := t.byID[from], t.byID[to]
	if a == nil || b == nil {
		return false, rules.NoCover, rules.OutOfRange
	}
	lof := t.B.LineOfFire(a, b, w)
	return lof.Visible, lof.Cover, lof.Band
}

var _ rules.Glancer = (*Table)(nil)
