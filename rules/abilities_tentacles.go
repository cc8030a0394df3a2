package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Tentacle Actions (CHARACTERS.md 4.2, played from rules revision 6): a
// creature with a number of tentacles strikes with them all in what
// counts as one action of its turn. Each tentacle attack is its own
// Fighting roll against its own target's Parry, with its own Wild Die for
// a Wild Card (unlike a Frenzy's dice, which share one), its own benny
// reroll and its own damage; the turn's multi-action penalty counts the
// volley once. Using every tentacle is a limited action (6.4): no Frenzy
// or Sweep in the same turn, and not after one.

// KindTentacles is the action kind of a tentacle volley.
const KindTentacles = "tentacles"

// EventTentacles opens a volley: Who strikes with Total tentacles (What
// is tentaclesAll when it used every one: a limited action). Each
// attack's roll follows as an attack event of its own.
const EventTentacles EventKind = "tentacles"

const (
	featTentacles = "tentacle_actions"
	tentaclesAll  = "all"
	// TentacleActions is the ability's name (and the limited action's).
	TentacleActions = "Tentacle Actions"
	// DefaultTentacles is the number of tentacle attacks when the block
	// names none (the usual count of the rules' examples).
	DefaultTentacles = 2
	maxTentacles     = 10
)

func init() {
	RegisterEntry(Entry{Kind: FromAbility, Name: TentacleActions, Fight: true, Param: TextParam, Since: 6,
		Validate: func(w Written) error {
			_, err := tentacleCount(w)
			return err
		},
		Grant: func(_ Edition, w Written) []Effect {
			n, _ := tentacleCount(w)
			return []Effect{feat(featTentacles, n)}
		}})
	RegisterAction(Tentacles{Who: "kraken", Target: "buck", Also: []string{"doc"}})
	RegisterLine(EventTentacles, func(e Event, who string, _ func(string) string) string {
		s := fmt.Sprintf("%s strikes with %d tentacles (%s) as one action, each its own roll", who, e.Total, e.Weapon)
		if e.What == tentaclesAll {
			s += ": a limited action"
		}
		return s + "."
	})
}

// tentacleCount is the number of tentacle attacks a block gives: the
// first number it writes ("Tentacle Actions (4)", "Tentacle Actions: 4
// tentacles"), DefaultTentacles when it writes none.
func tentacleCount(w Written) (int, error) {
	text := strings.TrimSpace(w.NumberText + " " + w.Detail)
	for _, word := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == ' ' }) {
		if !looksNumeric(word) {
			continue
		}
		n, err := strconv.Atoi(strings.TrimPrefix(word, "+"))
		if err != nil || n < 1 || n > maxTentacles {
			return 0, fmt.Errorf("%q is not a number of tentacles (1 to %d)", word, maxTentacles)
		}
		return n, nil
	}
	return DefaultTentacles, nil
}

// Tentacles is a tentacle volley (kind "tentacles"): Count tentacle
// attacks (0: every tentacle the ability gives), the first at Target and
// each next one at the next figure of Also, or at Target when Also runs
// out. Weapon names the tentacle weapon ("" the figure's first weapon
// whose name says tentacle).
type Tentacles struct {
	Who    string   `json:"who"`
	Target string   `json:"target"`
	Also   []string `json:"also,omitempty"`
	Weapon string   `json:"weapon,omitempty"`
	Count  int      `json:"count,omitempty"`
}

func (Tentacles) Kind() string { return KindTentacles }

// TentaclePlan is a checked volley: one melee plan per tentacle attack.
type TentaclePlan struct {
	Each []*MeleePlan
	All  bool // every tentacle: a limited action
}

// TentacleCount is how many tentacle attacks the figure's Tentacle
// Actions give (0: none, or not played in this battle's revision).
func TentacleCount(f *Figure) int {
	if f == nil || !f.HasEffects() {
		return 0
	}
	return f.feature(featTentacles)
}

// TentacleWeapon is tentacleWeapon for the screens: the weapon a volley
// strikes with, whose Reach says which foes it reaches.
func TentacleWeapon(f *Figure, name string) string { return tentacleWeapon(f, name) }

// tentacleWeapon is the figure's tentacle weapon: the one named, else its
// first melee weapon whose name says tentacle; "" with none.
func tentacleWeapon(f *Figure, name string) string {
	for _, w := range f.Weapons {
		if !IsMeleeWeapon(w) {
			continue
		}
		if name != "" && strings.EqualFold(w.Name, name) || name == "" && strings.Contains(NameKey(w.Name), "tentacle") {
			return w.Name
		}
	}
	return ""
}

// Plan: one Fighting roll per tentacle, each against its target's Parry
// with that target's own modifiers.
func (a Tentacles) Plan(b *Battle) (*Plan, error) {
	f := b.Figure(a.Who)
	if f == nil {
		return nil, fmt.Errorf("there is no figure %q", a.Who)
	}
	n := TentacleCount(f)
	count := a.Count
	if count == 0 {
		count = n
	}
	switch {
	case n == 0:
		return nil, fmt.Errorf("%s has no Tentacle Actions (played from rules revision 6)", b.name(a.Who))
	case count < 1 || count > n:
		return nil, fmt.Errorf("%s has %d tentacles to strike with, not %d", b.name(a.Who), n, a.Count)
	case a.Target == "":
		return nil, targetless(fmt.Sprintf("%s attacks nobody: name a target", b.name(a.Who)))
	case len(a.Also) > count-1:
		return nil, fmt.Errorf("%s strikes with %d tentacles: at most %d more targets, not %d", b.name(a.Who), count, count-1, len(a.Also))
	}
	if b.turn != nil && b.turn.Who == a.Who && b.tentaclesStruck(a.Who) {
		// The tentacles together are one action: one volley a turn.
		return nil, fmt.Errorf("%s has struck with its tentacles this turn: all of them together are one action", b.name(a.Who))
	}
	if count == n && b.turn != nil && b.turn.Who == a.Who {
		if used := b.limitedAction(a.Who); used != "" {
			return nil, fmt.Errorf("%s has taken a limited action this turn (%s): striking with every tentacle is one too", b.name(a.Who), used)
		}
	}
	w := tentacleWeapon(f, a.Weapon)
	if w == "" {
		if a.Weapon != "" {
			return nil, fmt.Errorf("%s has no melee weapon called %q to strike with its tentacles", b.name(a.Who), a.Weapon)
		}
		return nil, fmt.Errorf("%s has no tentacle weapon (a melee weapon called Tentacles)", b.name(a.Who))
	}
	tp := &TentaclePlan{All: count == n}
	rolls := make([]PlannedRoll, 0, count)
	for i := range count {
		one := Melee{Who: a.Who, Target: a.Target, Weapon: w}
		if i > 0 && i-1 < len(a.Also) {
			one.Target = a.Also[i-1]
		}
		p, err := one.plan(b, false)
		if err != nil {
			return nil, err
		}
		tp.Each = append(tp.Each, p)
		rolls = append(rolls, b.meleeRoll(p))
	}
	return &Plan{Who: a.Who, Rolls: rolls, Detail: tp}, nil
}

// Do takes one action of the turn and strikes with each tentacle in
// turn: a figure put out by an earlier tentacle is not struck again.
func (a Tentacles) Do(b *Battle, pl *Plan) error {
	tp := pl.Detail.(*TentaclePlan)
	first := tp.Each[0]
	b.UseAction(KindFight + ":" + first.Damage.Weapon)
	b.turn.Fired = append(b.turn.Fired, first.Index)
	ev := Event{Kind: EventTentacles, Who: a.Who, Weapon: first.Damage.Weapon, Total: len(tp.Each)}
	if tp.All {
		ev.What = tentaclesAll
	}
	if err := b.Record(ev); err != nil {
		return err
	}
	for i, p := range tp.Each {
		f, t := p.Who, p.Target
		if f.Incapacitated || f.Dead {
			break
		}
		if t.Incapacitated || t.Dead {
			continue
		}
		m := Melee{Who: a.Who, Target: t.ID, Weapon: first.Damage.Weapon}
		if err := m.resolve(b, p, pl.Rolls[i]); err != nil {
			return err
		}
	}
	return nil
}

// tentaclesStruck: who has struck with its tentacles since its turn (or
// the round) began.
func (b *Battle) tentaclesStruck(who string) bool {
	struck := false
	b.thisTurn(who, func(e *Event) bool {
		struck = e.Kind == EventTentacles
		return struck
	})
	return struck
}
