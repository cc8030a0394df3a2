package game

import (
	"fmt"
	"strings"

	"battlemat/rules"
	"battlemat/wire"
)

// What every screen at a hosted table shows of each accepted action, in
// the order the host sent them: its dice, its moves sliding, and an area
// attack's template and deviation for a moment. The view calls Tick once
// per frame (60 a second); tests call it by hand.

// slideTicks is how long a move slides: 0.4 s at 60 ticks a second.
const slideTicks = 24

// templateTicks is how long a template stays drawn: 3 s.
const templateTicks = 180

// remoteSlide is one figure's move shown sliding.
type remoteSlide struct {
	from, to rules.Pos
}

// remoteAnim is what the last accepted action shows.
type remoteAnim struct {
	dice      []wire.Roll
	log       []string // the host's lines of it (the table seat shows them)
	slides    map[string]remoteSlide
	slideTick int
	marks     []wire.AreaMark
	markTicks int
}

// animate starts showing an accepted action: the running slide ends at
// once (its figure stands where it went), so moves play in order.
func (r *Remote) animate(a wire.Applied, before map[string]rules.Pos) {
	r.anim.dice, r.anim.log = a.Rolls, a.Log
	r.anim.slides, r.anim.slideTick = nil, 0
	for id, st := range a.Figures {
		from, ok := before[id]
		if !ok || from == st.At {
			continue
		}
		if r.anim.slides == nil {
			r.anim.slides = map[string]remoteSlide{}
		}
		r.anim.slides[id] = remoteSlide{from: from, to: st.At}
	}
	if len(a.Areas) > 0 {
		r.anim.marks, r.anim.markTicks = a.Areas, templateTicks
	}
}

// Tick moves the animations on by one frame.
func (r *Remote) Tick() {
	if left, ok := r.QuestionLeft(); ok && left != r.shownLeft {
		r.shownLeft = left // the countdown's second changed: draw it
		r.version++
	}
	if r.anim.slides != nil {
		r.anim.slideTick++
		if r.anim.slideTick >= slideTicks {
			r.anim.slides, r.anim.slideTick = nil, 0
		}
		r.version++
	}
	if r.anim.markTicks > 0 {
		r.anim.markTicks--
		if r.anim.markTicks == 0 {
			r.anim.marks = nil
		}
		r.version++
	}
}

// Sliding is where the figure's token is drawn while its move slides,
// in squares (the top left corner), and whether it is sliding.
func (r *Remote) Sliding(id string) (x, y float64, ok bool) {
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
func (r *Remote) Areas() []wire.AreaMark { return r.anim.marks }

// DiceLines are the last accepted action's trait rolls, one line each:
// who rolls what, the total against the TN, the modifiers, hit or miss.
func (r *Remote) DiceLines() []string {
	out := make([]string, 0, len(r.anim.dice))
	for _, ro := range r.anim.dice {
		out = append(out, r.diceLine(ro))
	}
	return out
}

func (r *Remote) diceLine(ro wire.Roll) string {
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

// traitName capitalises a trait for the panel: shooting -> Shooting.
func traitName(t rules.Trait) string {
	s := string(t)
	if s == "" {
		return "roll"
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
