package game

import "battlemat/rules"

// windowCardLines are a figure's card lines beyond its numbers as the
// battle has them, which the tests hold the seat's (cardLines) to; ends
// says when an effect ends as of now (Battle.EndsText: a power's rounds
// left; nil: as the effect was put on).
func windowCardLines(f *rules.Figure, ed rules.Edition, ends func(rules.Effect) string) []string {
	if ends == nil {
		ends = rules.Effect.EndText
	}
	out := characterLines(f, ed)
	left := f.PowerPoints()
	if l := powerLine(f, &left, nil); l != "" {
		out = append(out, l)
	}
	for _, e := range f.Effects {
		out = append(out, effectLine(e.Label(), ends(e)))
	}
	return out
}
