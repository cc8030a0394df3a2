package game

import (
	"fmt"
	"strconv"

	"battlemat/rules"
	"battlemat/wire"
)

// Previews and odds come from the seat, for every screen: the window's
// overlay and odds box, and a hosted screen's odds line, draw the
// session's wire.Preview of the action under the pointer (or the
// finger). aimPreview is that one "aim and preview" state: the action
// last asked about (keyed by its JSON and the state it was asked in, so
// a preview goes once per distinct aim), the message's id, and the
// seat's answer, kept until the aim changes. The odds shown are those
// the action's dice are rolled with (the session reads the rules'
// plan, rules.Battle.Preview).
type aimPreview struct {
	key string        // the aim last asked about ("" for none)
	id  string        // its preview message's id
	got *wire.Preview // the seat's answer; nil while asked
	n   int           // previews sent, for their ids
	// answers counts the answers taken: the overlay's key has it, so the
	// frame that shows "asking the odds..." is repainted when they come
	// (an answer moves no version, and a finger no cursor).
	answers int
}

// asks reports whether key is a new aim; when it is, the state forgets the
// last answer and takes the id of the preview about to go.
func (p *aimPreview) asks(key string) bool {
	if key == p.key {
		return false
	}
	p.n++
	p.key, p.id, p.got = key, "pv"+strconv.Itoa(p.n), nil
	return true
}

// take keeps the seat's answer when it answers the aim last asked about;
// false for an answer to an aim since changed.
func (p *aimPreview) take(m wire.Preview) bool {
	if p.key == "" || m.ID != p.id {
		return false
	}
	p.got = &m
	p.answers++
	return true
}

// answer is what was last asked and come (nil while asked).
func (p *aimPreview) answer() *wire.Preview { return p.got }

// aimKey keys an aim by the action's JSON and the state it is read in.
func aimKey(state uint64, a rules.Action) (string, []byte, error) {
	raw, err := rules.MarshalAction(a)
	if err != nil {
		return "", nil, err
	}
	return strconv.FormatUint(state, 10) + " " + string(raw), raw, nil
}

// previewOf is the seat's preview of a, asked once per distinct action
// and state: the window's local seat answers on the Poll the window makes
// at once (a link's comes a frame or more later: nil until then, and the
// overlay is worked out again when it comes).
func (c *Controller) previewOf(a rules.Action) *wire.Preview {
	key, raw, err := aimKey(c.version, a)
	if err != nil {
		return &wire.Preview{Error: oneLine(err.Error())}
	}
	if !c.pv.asks(key) {
		return c.pv.answer()
	}
	if err := c.fight.seat.Send(wire.Incoming{Type: wire.TypePreview, ID: c.pv.id, Action: raw}); err != nil {
		c.pv.got = &wire.Preview{Error: err.Error()}
		return c.pv.answer()
	}
	_ = c.poll()
	return c.pv.answer()
}

// takePreview keeps the seat's answer for the aim under the pointer and
// has the overlay worked out again with it.
func (c *Controller) takePreview(m wire.Preview) {
	if c.pv.take(m) {
		c.ovKey = overlayKey{}
	}
}

// rollAt is the previewed die read against target (a Frenzy's or a
// Sweep's die at the foe pointed at), else the first.
func rollAt(p *wire.Preview, target string) (wire.Roll, bool) {
	if len(p.Rolls) == 0 {
		return wire.Roll{}, false
	}
	for _, r := range p.Rolls {
		if r.Target == target && target != "" {
			return r, true
		}
	}
	return p.Rolls[0], true
}

// fromPreview reads the seat's answer into an attack's preview: the odds,
// every modifier by name (a Fight's TN's besides the Parry after them),
// the TN, the weapon a Fight swings, a shot's cover and sight, a cast's
// cost and a Bolt's damage odds. nil: asked, not come yet.
func (ap *AttackPreview) fromPreview(p *wire.Preview) {
	if p == nil {
		ap.Waiting = true
		return
	}
	if p.Error != "" {
		ap.Err = p.Error
		return
	}
	ap.Cost = p.Cost
	r, ok := rollAt(p, ap.Target)
	if !ok {
		return
	}
	if r.Weapon != "" {
		ap.Weapon = r.Weapon
	}
	if r.Success != nil && r.Raise != nil {
		ap.Success, ap.Raise = *r.Success, *r.Raise
	}
	ap.Mods = append(append(rules.Mods(nil), r.Mods...), r.ParryMods...)
	ap.TN = r.TN
	if ap.Kind == "shoot" || ap.Kind == "cast" {
		ap.Visible, ap.Cover = !r.Unseen, r.Cover
	}
	if r.Shaken != nil && r.Wound != nil {
		ap.Shaken, ap.DamageOdds = *r.Shaken, *r.Wound
	}
}

// fromPreview reads the seat's answer into a template's preview: an area
// attack's roll with each figure under it (its armor, damage modifiers
// and chance to evade); suppressive fire's modifiers common to every
// figure, each figure's own cover and odds, and the rules' words on it.
func (tp *TemplatePreview) fromPreview(p *wire.Preview) {
	if p == nil {
		tp.Waiting = true
		return
	}
	if p.Error != "" {
		tp.Err = p.Error
		return
	}
	tp.Cost = p.Cost
	if tp.Suppress {
		tp.Lines, tp.Futile = p.Notes, p.Futile
		for i, r := range p.Rolls {
			if i == 0 {
				tp.Mods = r.Mods[:len(r.Mods)-len(r.Own)]
			}
			if r.Target == "" {
				continue
			}
			tt := TemplateTarget{ID: r.Target, Mods: r.Own, Evade: -1}
			if r.Success != nil && r.Raise != nil {
				tt.Success, tt.Raise = *r.Success, *r.Raise
			}
			tp.Targets = append(tp.Targets, tt)
		}
		return
	}
	if len(p.Rolls) == 0 {
		return
	}
	r := p.Rolls[0]
	if r.Success != nil && r.Raise != nil {
		tp.Success, tp.Raise = *r.Success, *r.Raise
	}
	tp.Mods = r.Mods
	for _, v := range r.Victims {
		tt := TemplateTarget{ID: v.Target, Armor: v.Armor, Mods: v.Damage, Evade: -1}
		if v.Evade != nil {
			tt.Evade = *v.Evade
		}
		tp.Targets = append(tp.Targets, tt)
	}
}

// oddsLine is a hosted screen's one line of a preview's odds: the TN
// (a Fight's Parry's make-up), the chances to hit and of a raise, the
// damage's, and the modifiers that say why.
func oddsLine(rolls []wire.Roll) string {
	for _, ro := range rolls {
		if ro.Success == nil {
			return "odds: the foe's Parry is not known"
		}
		tn := fmt.Sprint(ro.TN)
		if len(ro.ParryMods) > 0 {
			tn += " (Parry " + ro.ParryMods.String() + ")"
		}
		line := fmt.Sprintf("TN %s: %s to hit, %s a raise", tn, pct(*ro.Success), pct(*ro.Raise))
		switch {
		case ro.Shaken != nil && ro.Wound != nil:
			line += fmt.Sprintf("; %s Shaken or worse, %s a Wound", pct(*ro.Shaken), pct(*ro.Wound))
		case ro.DamageNote != "":
			line += " (" + ro.DamageNote + ")"
		}
		if len(ro.Mods) > 0 {
			// The modifiers say why: the multi-action penalty, range, cover.
			line += " [" + ro.Mods.String() + "]"
		}
		return line
	}
	return "no roll"
}

func pct(p float64) string { return strconv.Itoa(int(p*100+0.5)) + "%" }
