package game

import (
	"fmt"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// What the table's view (the projector: the window's table view and a
// hosted screen on the table seat, projector.go) and a hosted screen show
// of each accepted action, in the order the seat's messages bring them:
// its dice, its moves sliding, and an area attack's template and
// deviation for a moment. The mirror keeps it (mirrorApplied starts it);
// the screens call tickAnim once per frame (60 a second); tests call it
// by hand.

// slideTicks is how long a move slides: 0.4 s at 60 ticks a second.
const slideTicks = 24

// templateTicks is how long a template stays drawn: 3 s.
const templateTicks = 180

// animSlide is one figure's move shown sliding.
type animSlide struct {
	from, to rules.Pos
}

// tableAnim is what the last accepted action shows.
type tableAnim struct {
	dice      []wire.Roll
	log       []string // the host's lines of it (the table seat shows them)
	slides    map[string]animSlide
	slideTick int
	marks     []wire.AreaMark
	markTicks int
}

// animate starts showing an accepted action: the running slide ends at
// once (its figure stands where it went), so moves play in order.
func (r *seatMirror) animate(a wire.Applied, before map[string]rules.Pos) {
	r.anim.dice, r.anim.log = a.Rolls, a.Log
	r.anim.slides, r.anim.slideTick = nil, 0
	for id, st := range a.Figures {
		from, ok := before[id]
		if !ok || from == st.At {
			continue
		}
		if r.anim.slides == nil {
			r.anim.slides = map[string]animSlide{}
		}
		r.anim.slides[id] = animSlide{from: from, to: st.At}
	}
	if len(a.Areas) > 0 {
		r.anim.marks, r.anim.markTicks = a.Areas, templateTicks
	}
}

// tickAnim moves the animations on by one frame; it reports whether
// anything drawn changed.
func (r *seatMirror) tickAnim() bool {
	changed := false
	if r.anim.slides != nil {
		r.anim.slideTick++
		if r.anim.slideTick >= slideTicks {
			r.anim.slides, r.anim.slideTick = nil, 0
		}
		changed = true
	}
	if r.anim.markTicks > 0 {
		r.anim.markTicks--
		if r.anim.markTicks == 0 {
			r.anim.marks = nil
		}
		changed = true
	}
	return changed
}

// Sliding is where the figure's token is drawn while its move slides,
// in squares (the top left corner), and whether it is sliding.
func (r *seatMirror) Sliding(id string) (x, y float64, ok bool) {
	s, ok := r.anim.slides[id]
	if !ok {
		return 0, 0, false
	}
	t := float64(r.anim.slideTick) / slideTicks
	t = t * t * (3 - 2*t) // ease in and out: a mini picked up and set down
	return float64(s.from.X) + t*float64(s.to.X-s.from.X), float64(s.from.Y) + t*float64(s.to.Y-s.from.Y), true
}

// Areas are the templates (and deviations) of the last area attack or
// suppressive fire while they are shown.
func (r *seatMirror) Areas() []wire.AreaMark { return r.anim.marks }

// DiceLines are the last accepted action's trait rolls, one line each:
// who rolls what, the total against the TN, the modifiers, hit or miss.
func (r *seatMirror) DiceLines() []string {
	out := make([]string, 0, len(r.anim.dice))
	for _, ro := range r.anim.dice {
		out = append(out, r.diceLine(ro))
	}
	return out
}

func (r *seatMirror) diceLine(ro wire.Roll) string {
	var b strings.Builder
	b.WriteString(r.name(ro.Who))
	b.WriteString(": ")
	b.WriteString(traitName(ro.Trait))
	if ro.Target != "" {
		b.WriteString(" vs " + r.name(ro.Target))
	}
	if ro.Total == nil {
		fmt.Fprintf(&b, ", TN %d", ro.TN)
	} else {
		verdict := "miss"
		if *ro.Total >= ro.TN {
			verdict = "hit"
			if *ro.Total >= ro.TN+4 {
				verdict = "raise"
			}
		}
		fmt.Fprintf(&b, " %d vs TN %d: %s", *ro.Total, ro.TN, verdict)
	}
	if len(ro.Mods) > 0 {
		b.WriteString(" (" + ro.Mods.String() + ")")
	}
	return b.String()
}

// name is a figure's name as the seat was told it (its id when not).
func (r *seatMirror) name(id string) string {
	if f, ok := r.Roster[id]; ok {
		return f.Name
	}
	return id
}

// traitName capitalises a trait for the panel: shooting -> Shooting.
func traitName(t rules.Trait) string {
	s := string(t)
	if s == "" {
		return "roll"
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
