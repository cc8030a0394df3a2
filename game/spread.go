package game

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"battlemat/board"
	"battlemat/rules"
)

// A Frenzy's dice and a tentacle volley spread over the foes in reach,
// one implementation for the window and a hosted screen: once the first
// foe is picked and another foe is in reach, each further die (or
// tentacle) goes on the same foe or on another in reach, chosen with a
// click or a tap on the foe or with a button per die, and the action
// sent is the engine's own `also` form (rules.Melee.Also,
// rules.Tentacles.Also). The odds shown are the seat's preview of the
// spread action.

// dieSpread is the spread being chosen: the foe of every die after the
// first.
type dieSpread struct {
	who, first string
	tentacles  bool     // a tentacle volley, else a Frenzy
	also       []string // the foe of each die after the first
	foes       []string // the foes in reach, the first picked first
	next       int      // the die (an index of also) a click or tap sets
}

// spreadOf is the spread act may have: a Frenzy of two dice or more, or a
// volley of two tentacles or more, with a foe in reach besides the one
// picked (nil: none, the action goes as it is).
func spreadOf(bd *board.Board, act rules.Action) *dieSpread {
	if bd == nil {
		return nil
	}
	var who, first, weapon string
	n, tentacles := 0, false
	switch m := act.(type) {
	case rules.Melee:
		if !m.Frenzy || m.Sweep {
			return nil
		}
		if a := bd.Figure(m.Who); a != nil {
			n = rules.FrenzyDice(editionOf(bd), granted(bd, a.Figure))
		}
		who, first, weapon = m.Who, m.Target, m.Weapon
	case rules.Tentacles:
		a := bd.Figure(m.Who)
		if a == nil {
			return nil
		}
		f := granted(bd, a.Figure)
		n = m.Count
		if n == 0 {
			n = rules.TentacleCount(f)
		}
		who, first, weapon, tentacles = m.Who, m.Target, rules.TentacleWeapon(f, m.Weapon), true
	default:
		return nil
	}
	a, t := bd.Figure(who), bd.Figure(first)
	if n < 2 || a == nil || t == nil {
		return nil
	}
	foes := append([]string{first}, foesInReach(bd, a, granted(bd, a.Figure), weapon, first)...)
	if len(foes) < 2 {
		return nil
	}
	s := &dieSpread{who: who, first: first, tentacles: tentacles, foes: foes, also: make([]string, n-1)}
	for i := range s.also {
		s.also[i] = first
	}
	return s
}

// foesInReach are the figures of another side, up, that a's weapon (by
// name; bare hands when it names none of a's melee weapons) strikes from
// where a stands: adjacent, or within the weapon's Reach. but is left out.
func foesInReach(bd *board.Board, a *board.Figure, f *rules.Figure, weapon, but string) []string {
	reach := 0
	if i := rules.WeaponIndex(f, weapon); i >= 0 && rules.IsMeleeWeapon(f.Weapons[i]) {
		reach = rules.FigureReach(editionOf(bd), f, f.Weapons[i], true)
	}
	var out []string
	for _, g := range bd.Figures {
		if g.ID == a.ID || g.ID == but || g.Side == a.Side || g.Incapacitated || g.Dead {
			continue
		}
		if board.Adjacent(a, g) || rules.WithinReach(bd.Distance(a, g), reach) {
			out = append(out, g.ID)
		}
	}
	return out
}

// granted is f with what its Edges and abilities give it (its Frenzy's
// rank, its Tentacle Actions, its natural weapons): the window's board
// holds the battle's figures, granted as it started; a hosted screen's
// mirror parses the scenario's, which are not, so a copy is granted here.
func granted(bd *board.Board, f *rules.Figure) *rules.Figure {
	if len(f.Granted()) > 0 || len(f.Edges)+len(f.Abilities) == 0 {
		return f
	}
	g := *f
	g.Weapons = slices.Clone(f.Weapons)
	g.GrantAt(bd.Edition, rules.CurrentRevision)
	return &g
}

// keep takes the dice already placed of old, the same figure's spread at
// the same first foe (an option changed under it), where still in reach.
func (s *dieSpread) keep(old *dieSpread) {
	if old == nil || old.who != s.who || old.first != s.first || old.tentacles != s.tentacles {
		return
	}
	for i := range s.also {
		if i < len(old.also) && slices.Contains(s.foes, old.also[i]) {
			s.also[i] = old.also[i]
		}
	}
	if old.next < len(s.also) {
		s.next = old.next
	}
}

// on is act with the spread's dice: the foes of the dice after the first
// as its also, those on the first foe at the end left out (all on it: no
// also, the action as the screens sent it before).
func (s *dieSpread) on(act rules.Action) rules.Action {
	n := len(s.also)
	for n > 0 && s.also[n-1] == s.first {
		n--
	}
	var also []string
	if n > 0 {
		also = slices.Clone(s.also[:n])
	}
	switch m := act.(type) {
	case rules.Melee:
		m.Also = also
		return m
	case rules.Tentacles:
		m.Also = also
		return m
	}
	return act
}

// put puts the next die on foe id and makes the die after it the next.
func (s *dieSpread) put(id string) error {
	if !slices.Contains(s.foes, id) {
		return errors.New("not in reach")
	}
	s.also[s.next] = id
	s.next = (s.next + 1) % len(s.also)
	return nil
}

// step puts die k (an index of also) on the next foe in reach, the first
// after the last, and makes the die after it the next a click sets.
func (s *dieSpread) step(k int) {
	if k < 0 || k >= len(s.also) {
		return
	}
	i := slices.Index(s.foes, s.also[k])
	s.also[k] = s.foes[(i+1)%len(s.foes)]
	s.next = k
}

// what is a die's word: "die" or "tentacle".
func (s *dieSpread) what() string {
	if s.tentacles {
		return "tentacle"
	}
	return "die"
}

// dieLabel names die k and its foe for its button: "2nd die: Cultist 2",
// "2nd die: same" while on the first foe.
func (s *dieSpread) dieLabel(k int, name func(string) string) string {
	foe := "same"
	if s.also[k] != s.first {
		foe = name(s.also[k])
	}
	return fmt.Sprintf("%s %s: %s", ordinal(k+2), s.what(), foe)
}

// said is the spread as the message line says it, with how to go on
// (click on the window, tap on a phone).
func (s *dieSpread) said(name func(string) string, click string) string {
	what := "Frenzy"
	if s.tentacles {
		what = "Tentacles"
	}
	parts := []string{what + " at " + name(s.first)}
	for k := range s.also {
		parts = append(parts, s.dieLabel(k, name))
	}
	foes := []string{name(s.first) + " (the same)"}
	for _, id := range s.foes[1:] {
		foes = append(foes, name(id))
	}
	return fmt.Sprintf("%s: %s %s for the %s %s", strings.Join(parts, ", "), click, strings.Join(foes, " or "), ordinal(s.next+2), s.what())
}

// ordinal is 2nd, 3rd, 4th...
func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return strconv.Itoa(n) + "th"
	case n%10 == 2:
		return strconv.Itoa(n) + "nd"
	case n%10 == 3:
		return strconv.Itoa(n) + "rd"
	case n%10 == 1:
		return strconv.Itoa(n) + "st"
	}
	return strconv.Itoa(n) + "th"
}

// spreadAim is act as the spread chooses it: a Frenzy or a volley with a
// foe in reach besides the one picked begins a spread (keeping the dice
// placed when it is the same aim again, an option changed), any other
// action ends it.
func (ch *attackChoice) spreadAim(bd *board.Board, act rules.Action) rules.Action {
	s := spreadOf(bd, act)
	if s == nil {
		ch.spread = nil
		return act
	}
	s.keep(ch.spread)
	ch.spread = s
	return s.on(act)
}

// spreadFoe puts the next die on the foe clicked or tapped; the error
// says why not (not in reach).
func (ch *attackChoice) spreadFoe(bd *board.Board, fig *board.Figure) error {
	s := ch.spread
	if fig == nil {
		return fmt.Errorf("pick a foe in reach for the %s %s", ordinal(s.next+2), s.what())
	}
	if err := s.put(fig.ID); err != nil {
		return fmt.Errorf("%s is not in reach for the %s %s", fig.Name, ordinal(s.next+2), s.what())
	}
	return nil
}

// The window's: a click on the first foe of a Frenzy or a volley with
// another foe in reach begins the spread instead of striking; clicks on
// foes (or the prompt's die buttons) place the dice, Enter (or the
// prompt's button) strikes, Esc cancels.

// strike applies a blow or a volley at once, or begins its spread.
func (c *Controller) strike(act rules.Action) {
	c.spread = nil
	if bd := c.seatBoard(); bd != nil {
		c.spreadAim(bd, act)
	}
	if c.spread == nil {
		_ = c.apply(act)
		return
	}
	c.spreadBase = act
	c.say("%s", c.spread.said(c.nameOf, "click"))
}

// spreadAction is the spread's action with the options in force now: a
// Frenzy built again on the first foe (Wild Attack, the weapon...), a
// volley as picked. nil when the spread has ended (the option changed
// it into something else).
func (c *Controller) spreadAction() rules.Action {
	s := c.spread
	if s == nil {
		return nil
	}
	act := c.spreadBase
	bd := c.seatBoard() // the seat's map, as a phone's spread reads it
	if bd == nil {
		return nil
	}
	a, foe := grantedOn(bd, s.who), bd.Figure(s.first)
	if _, ok := act.(rules.Melee); ok && a != nil && foe != nil {
		act, _ = c.attackOn(bd, a, foe)
	}
	act = c.spreadAim(bd, act)
	if c.spread == nil {
		return nil
	}
	return act
}

// spreadClick is a click while the spread is chosen: a foe in reach takes
// the next die.
func (c *Controller) spreadClick(fig *board.Figure) {
	if err := c.spreadFoe(c.seatBoard(), fig); err != nil {
		c.fail(fmt.Errorf("%v: Enter strikes, Esc cancels", err))
		return
	}
	c.say("%s", c.spread.said(c.nameOf, "click"))
}

// stepSpreadDie steps die arg (its index; Tab: the die a click sets
// next) to the next foe in reach.
func (c *Controller) stepSpreadDie(arg string) {
	if c.spread == nil {
		return
	}
	k, err := strconv.Atoi(arg)
	if arg == "" {
		k, err = c.spread.next, nil
	}
	if err != nil {
		return
	}
	c.spread.step(k)
	c.say("%s", c.spread.said(c.nameOf, "click"))
}

// strikeSpread sends the spread action (Enter, the prompt's button).
func (c *Controller) strikeSpread() {
	act := c.spreadAction()
	c.spread = nil
	if act == nil {
		c.fail(errors.New("the attack changed: pick its foe again"))
		return
	}
	_ = c.apply(act)
}

// cancelSpread drops the spread (Esc): nothing is sent.
func (c *Controller) cancelSpread() {
	c.spread = nil
	c.say("Cancelled: pick the foe again")
}

// spreadButtons are the prompt's while the spread is chosen: a button per
// die after the first (each press moves it to the next foe in reach),
// the strike and Cancel.
func (c *Controller) spreadButtons() []Button {
	s := c.spread
	var out []Button
	for k := range s.also {
		out = append(out, Button{Cmd: CmdSpreadDie, Arg: strconv.Itoa(k), Label: s.dieLabel(k, c.nameOf), Key: KeyLabel(CmdSpreadDie), Active: k == s.next})
	}
	verb := "Frenzy!"
	if s.tentacles {
		verb = "Tentacles!"
	}
	return append(out, Button{Cmd: CmdNext, Label: verb, Key: KeyLabel(CmdNext)}, Button{Cmd: CmdDeselect, Label: "Cancel", Key: KeyLabel(CmdDeselect)})
}

// spreadPreview is the overlay's attack while the spread is chosen: the
// seat's preview of the spread action, read at the foe under the cursor
// when it is one of the dice's, else at the first.
func (c *Controller) spreadPreview(fig *board.Figure) *AttackPreview {
	act := c.spreadAction()
	bd := c.seatBoard()
	if act == nil || bd == nil {
		return nil
	}
	a, t := bd.Figure(c.spread.who), bd.Figure(c.spread.first)
	if fig != nil && slices.Contains(c.spread.foes, fig.ID) {
		t = fig
	}
	if act == nil || a == nil || t == nil {
		return nil
	}
	ap := &AttackPreview{Kind: "fight", Target: t.ID, From: a.Center(), To: t.Center(), Visible: true}
	if m, ok := act.(rules.Melee); ok {
		ap.Weapon = m.Weapon
	}
	ap.fromPreview(c.previewOf(act))
	return ap
}

// A hosted screen's: the aim at the first foe of a Frenzy or a volley
// with another foe in reach shows a button per die after the first (each
// tap moves it to the next foe in reach) and a tap on a foe in reach puts
// the next die on it; the aim's button sends it, Cancel drops it.

// remoteSpread is the die buttons' id prefix: remoteSpread+the die's index.
const remoteSpread = "spread:"
