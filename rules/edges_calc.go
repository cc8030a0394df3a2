package rules

// Calculating (swade, revision 5): on a turn whose Action Card is a
// Five or lower, the first roll of the figure's own that carries
// penalties has up to two points of them ignored (multi-action, cover,
// range, Wounds: any penalty), shown as a +N Calculating modifier.

// Named numbers.
const (
	CalculatingCard   = 5 // the highest card it works on
	CalculatingIgnore = 2 // penalty points ignored
)

const featCalculating = "calculating"

func init() {
	edge5("Calculating", func(*EdgeRules, Written) []Effect { return []Effect{feat(featCalculating, 1)} }, "", SWADE)
}

// calculating is Calculating's modifier on a planned roll: the roller's
// own turn, on a card of Five or lower, not used yet this turn.
func (b *Battle) calculating(r *PlannedRoll) Mods {
	f := b.Figure(r.Who)
	if f == nil || r.Free || !f.HasEffects() || f.feature(featCalculating) == 0 || b.turn == nil || b.turn.Who != r.Who || b.Fight == nil {
		return nil
	}
	c, ok := b.Fight.Init.Card(r.Who)
	if !ok || c.Rank == JokerRank || c.Rank > CalculatingCard {
		return nil
	}
	used := false
	b.turnEvents(r.Who, func(e *Event) {
		if e.Who == r.Who {
			if _, ok := modNamedIn(e.Mods, "Calculating"); ok {
				used = true
			}
		}
	})
	if used {
		return nil
	}
	pen := 0
	for _, m := range r.Mods(0) {
		if m.Value < 0 {
			pen -= m.Value
		}
	}
	if pen == 0 {
		return nil
	}
	return Mods{{Name: "Calculating", Value: min(pen, CalculatingIgnore)}}
}
