package rules

import "fmt"

// Stomp (CHARACTERS.md 1.4, played from rules revision 7): a big
// creature stamps on the ground beside it, a square as wide as its own
// base, next to it on one side or corner. Every figure with a square
// under it, friend or foe, resists with an opposed roll: the creature's
// Athletics against the figure's Agility, each figure its own opposed
// roll, with no Scale modifier (the stomp is aimed at the ground, as a
// template is). Those who lose take the creature's Strength damage (no
// raise die: the rules give the Strength roll only); a Gargantuan's is a
// Heavy Weapon's, as all its attacks are. battlemat's templates roll at
// TN 4, so the stomp is an action of its own, not a template attack.

// KindStomp is the action kind of a stomp.
const KindStomp = "stomp"

// EventStomp opens a stomp: Who stamps on the ground of Total squares
// across toward Target, catching the figures of What.
const EventStomp EventKind = "stomp"

const featStomp = "stomp"

// stompSince is the rules revision that first plays Stomp: a Gargantuan
// creature (swade) stomps from it whether or not its block names Stomp.
const stompSince = 7

func init() {
	RegisterEntry(Entry{Kind: FromAbility, Name: "Stomp", Fight: true, Param: TextParam, Since: stompSince,
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featStomp, 1)} }})
	RegisterAction(Stomp{Who: "giant", Target: "buck"})
	RegisterLine(EventStomp, func(e Event, who string, name func(string) string) string {
		return fmt.Sprintf("%s stomps on the ground %d\" across toward %s: each figure under it rolls Agility against its Athletics.", who, e.Total, name(e.Target))
	})
}

// Stomp is a stomp (kind "stomp") on the ground beside Who's base on
// Target's side: Target must have a square there.
type Stomp struct {
	Who    string `json:"who"`
	Target string `json:"target"`
}

func (Stomp) Kind() string { return KindStomp }

// StompPlan is a checked stomp: the square stamped on (top-left corner
// and width) and the figures under it, in the table's order; the plan's
// rolls are an opposed pair (the creature's Athletics, the figure's
// Agility) for each.
type StompPlan struct {
	At     Pos
	Across int
	Under  []string
}

// CanStomp: the figure's Stomp is played in this battle.
func CanStomp(f *Figure) bool { return f != nil && f.HasEffects() && f.feature(featStomp) > 0 }

// stompGround is the square of ground beside who's base toward target's
// base, as wide as who's base: on each axis the side the target's base
// lies wholly on, or the base's own rows or columns when it overlaps
// them. ok is false when the target's base has no square in it.
func (b *Battle) stompGround(f, t *Figure) (at Pos, n int, ok bool) {
	fp, _ := b.Battlefield.Position(f.ID)
	tp, _ := b.Battlefield.Position(t.ID)
	n, tn := Footprint(f.Size), Footprint(t.Size)
	side := func(base, other int) int {
		switch {
		case other+tn-1 < base:
			return base - n
		case other > base+n-1:
			return base + n
		}
		return base
	}
	at = Pos{X: side(fp.X, tp.X), Y: side(fp.Y, tp.Y)}
	if at == fp {
		return at, n, false // the bases overlap: no side to stomp on
	}
	return at, n, overlaps(at, n, tp, tn)
}

// overlaps: the squares a wide at a and b wide at c share one.
func overlaps(a Pos, an int, c Pos, cn int) bool {
	return a.X < c.X+cn && c.X < a.X+an && a.Y < c.Y+cn && c.Y < a.Y+an
}

// Plan: an opposed roll for each figure under the stomp, the creature's
// Athletics (in its action) against the figure's Agility.
func (s Stomp) Plan(b *Battle) (*Plan, error) {
	f := b.Figure(s.Who)
	if f == nil {
		return nil, fmt.Errorf("there is no figure %q", s.Who)
	}
	if !CanStomp(f) {
		return nil, fmt.Errorf("%s has no Stomp (played from rules revision 7)", b.name(s.Who))
	}
	if _, err := b.CheckAction(s.Who, KindStomp); err != nil {
		return nil, err
	}
	t := b.Figure(s.Target)
	switch {
	case s.Target == "":
		return nil, targetless(fmt.Sprintf("%s stomps toward nobody: name a figure beside it", b.name(s.Who)))
	case t == nil:
		return nil, fmt.Errorf("there is no figure %q", s.Target)
	case s.Target == s.Who:
		return nil, fmt.Errorf("%s cannot stomp on itself", b.name(s.Who))
	}
	at, n, ok := b.stompGround(f, t)
	if !ok {
		return nil, fmt.Errorf("%s is not on the ground beside %s (a stomp covers %d\" across next to its base)", b.name(s.Target), b.name(s.Who), n)
	}
	sp := &StompPlan{At: at, Across: n}
	var rolls []PlannedRoll
	for _, g := range b.Battlefield.Figures() {
		if g.ID == s.Who || g.Dead || g.Incapacitated {
			continue
		}
		gp, _ := b.Battlefield.Position(g.ID)
		if !overlaps(at, n, gp, Footprint(g.Size)) {
			continue
		}
		sp.Under = append(sp.Under, g.ID)
		rolls = append(rolls, b.planOpposed(s.Who, g.ID, Athletics, Agility, nil, "stomp")...)
	}
	if len(sp.Under) == 0 {
		return nil, fmt.Errorf("nobody able to fight is under %s's stomp", b.name(s.Who))
	}
	return &Plan{Who: s.Who, Rolls: rolls, Detail: sp}, nil
}

// Do takes one action of the turn and resolves each figure under the
// stomp in turn: an opposed roll, the Strength damage to a loser.
func (s Stomp) Do(b *Battle, pl *Plan) error {
	sp := pl.Detail.(*StompPlan)
	f := b.Figure(s.Who)
	b.UseAction(KindStomp)
	if err := b.Record(Event{Kind: EventStomp, Who: s.Who, Target: s.Target, Total: sp.Across}); err != nil {
		return err
	}
	for i, id := range sp.Under {
		t := b.Figure(id)
		if f.Incapacitated || f.Dead {
			break
		}
		if t.Incapacitated || t.Dead {
			continue
		}
		won, _, err := b.opposed(f, t, pl.Rolls[2*i:2*i+2])
		if err != nil {
			return err
		}
		if !won {
			continue
		}
		spec := WeaponDamage(f, Weapon{Name: "Stomp", Damage: Damage{Strength: true}})
		spec.Joker = b.Fight.Init.Joker(s.Who)
		if _, err := b.Damage(spec, t); err != nil {
			return err
		}
	}
	return nil
}

// stompAttack is the plain tactic's stomp: toward an adjacent foe when
// the ground there holds two or more foes and no friend (one foe is
// better struck with a weapon, which may raise).
func stompAttack(b *Battle, f *Figure, adj []string) []Action {
	if !CanStomp(f) {
		return nil
	}
	for _, id := range adj {
		a := Stomp{Who: f.ID, Target: id}
		p, err := b.Preview(a)
		if err != nil {
			continue
		}
		foes, friends := 0, 0
		for _, u := range p.Detail.(*StompPlan).Under {
			if b.Figure(u).Side == f.Side {
				friends++
			} else {
				foes++
			}
		}
		if friends == 0 && foes >= 2 {
			return []Action{a}
		}
	}
	return nil
}
