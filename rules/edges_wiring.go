package rules

import (
	"fmt"
	"slices"
)

// Where the Edges and Hindrances that are more than a plain roll
// modifier meet the engine: Block against Gang Up, Dodge on evasion, the
// Wound penalty ignored, Hard to Kill, Giant Killer's die, Marksman and
// Rock and Roll! when the shooter has not moved, One Eye and One Arm,
// bennies, Pace and the running die, and leadership by radius.

// Named numbers of these Edges and Hindrances.
const (
	MarksmanMod     = 1  // Marksman's +1 (or up to MarksmanIgnore points of penalties)
	MarksmanIgnore  = 2  // penalties Marksman may ignore instead
	OneEyeMod       = -2 // One Eye: sight beyond OneEyeInches
	OneEyeInches    = 5
	OneArmMod       = -4 // One Arm with a two-handed weapon
	CommandRange    = 5  // inches from the leader (CommandPresenceRange with Command Presence)
	CommandPresence = 10
	GiantKillerSize = 3 // Sizes larger the foe must be
	// SteadyRunningBack: Steady Hands makes the running penalty -1 (swade).
	SteadyRunningBack = 1
)

func init() {
	RegisterRollHook(edgeRollMods)
	RegisterMoveCheck(func(b *Battle, f *Figure) error {
		if b.turn != nil && b.turn.Who == f.ID && b.marksmanShot(f.ID) {
			return fmt.Errorf("%s shot as a Marksman this turn and cannot move", b.name(f.ID))
		}
		return nil
	})
}

// gangedUpMods are the modifiers that take Block's points off a Gang Up
// bonus of gang against t, never below 0 (CHARACTERS 6.16).
func (b *Battle) gangedUpMods(t *Figure, gang int) Mods {
	if gang <= 0 || t == nil || !t.HasEffects() {
		return nil
	}
	var ms Mods
	for _, m := range b.EffectMods(t, ChangeGangedUp, "") {
		if gang <= 0 {
			break
		}
		v := max(m.Value, -gang)
		gang += v
		ms = ms.With(m.Name, v)
	}
	return ms
}

// hardToKill cancels the Wound penalty on the Incapacitation and Bleeding
// Out rolls (CHARACTERS 6.8) beyond what other Edges cancel already.
func (f *Figure) hardToKill() Mods {
	if f.feature(featHardToKill) == 0 {
		return nil
	}
	left := -min(f.WoundPenalty()+f.ignoredWounds(), 0)
	return Mods(nil).With("Hard to Kill", left)
}

// giantKiller adds Giant Killer's d6 to a damage spec against a target at
// least three Sizes larger (each figure's effective Size: 6.21).
func giantKiller(spec *DamageSpec, f, t *Figure) {
	if f.feature(featGiantKiller) > 0 && t.SizeNow()-f.SizeNow() >= GiantKillerSize {
		spec.Damage.Dice = append(append([]Die(nil), spec.Damage.Dice...), D6)
		spec.Weapon += ", Giant Killer"
	}
}

// marksmanShot: who has shot this turn with Marksman's bonus.
func (b *Battle) marksmanShot(who string) bool {
	if b.turn == nil || b.turn.Who != who {
		return false
	}
	f := b.Figure(who)
	if f == nil || f.feature(featMarksman) == 0 {
		return false
	}
	found := false
	b.turnEvents(who, func(e *Event) {
		for _, m := range e.Mods {
			if m.Name == "Marksman" && e.Who == who {
				found = true
			}
		}
	})
	return found
}

// turnEvents calls fn on the events of who's turn under way.
func (b *Battle) turnEvents(who string, fn func(e *Event)) {
	evs := b.Fight.Events
	for i := len(evs) - 1; i >= 0; i-- {
		e := &evs[i]
		if e.Kind == EventRound || ((e.Kind == EventTurn || e.Kind == EventInterrupt) && e.Who == who) {
			return
		}
		fn(e)
	}
}

// stillShooter: the figure whose turn it is has not moved (no Pace spent,
// not running) and has taken no action yet.
func (b *Battle) stillShooter(who string) bool {
	t := b.turn
	return t != nil && t.Who == who && t.Moved == 0 && !t.Running && len(t.Taken) == 0
}

// edgeRollMods is the roll hook of these Edges and Hindrances.
func edgeRollMods(b *Battle, _ *Plan, r *PlannedRoll) Mods {
	f := b.Figure(r.Who)
	if f == nil || !f.HasEffects() || !r.Attack {
		return nil
	}
	var ms Mods
	if r.Ranged && !r.Free && len(r.Dice) > 0 && r.Dice[0].Target != "" {
		if f.feature(featMarksman) > 0 && len(r.Dice) == 1 && b.stillShooter(r.Who) && !b.aimedNow(r.Who) {
			if b.Rules.MarksmanAim {
				ms = ms.With("Marksman", AimMod)
			} else {
				pen := 0
				for _, m := range r.Mods(0) {
					if marksmanIgnores(m) && m.Value < 0 {
						pen -= m.Value
					}
				}
				ms = ms.With("Marksman", max(MarksmanMod, min(MarksmanIgnore, pen)))
			}
		}
		if f.feature(featRockAndRoll) > 0 && b.turn != nil && b.turn.Who == r.Who && b.turn.Moved == 0 && !b.turn.Running {
			if v, ok := modNamedIn(r.Roll.Mods, "recoil"); ok {
				ms = ms.With("Rock and Roll!", -v)
			}
		}
		if f.feature(featSteadyHands) > 0 {
			if b.OnUnstablePlatform(f) { // smallrules.go's -2, whichever hook runs first
				ms = ms.With("Steady Hands", -UnstableMod)
			}
			if v, ok := modNamedIn(r.Roll.Mods, "running"); ok && b.Rules.SteadyRunning {
				ms = ms.With("Steady Hands", min(-v, SteadyRunningBack))
			}
		}
		if f.feature(featOneEye) > 0 && b.Battlefield.Distance(r.Who, r.Dice[0].Target) > OneEyeInches {
			ms = ms.With("One Eye", OneEyeMod)
		}
	}
	if f.feature(featOneArm) > 0 {
		if i := WeaponIndex(f, r.Weapon); i >= 0 && f.Weapons[i].TwoHanded {
			ms = ms.With("One Arm", OneArmMod)
		}
	}
	return ms
}

// marksmanIgnores: the penalties Marksman may ignore instead of its +1:
// called shot, cover, range, Scale.
func marksmanIgnores(m Modifier) bool {
	if aimIgnores(m) || m.Name == "Scale" {
		return true
	}
	for _, n := range calledModNames {
		if n != "" && n == m.Name {
			return true
		}
	}
	return false
}

// aimedNow: who aimed last turn (Marksman does not add to an Aim).
func (b *Battle) aimedNow(who string) bool {
	a, ok := b.aim[who]
	return ok && !a.Fresh
}

func modNamedIn(ms Mods, name string) (int, bool) {
	for _, m := range ms {
		if m.Name == name {
			return m.Value, true
		}
	}
	return 0, false
}

// startBonusBennies adds the bennies the figures' Edges and Hindrances
// give at the start of a fight (Luck, Great Luck, Young, Bad Luck) to
// the figures that start with the rules' bennies (no bennies: key).
func startBonusBennies(figs []*Figure) {
	for _, f := range figs {
		if f.DefaultBennies && f.HasEffects() {
			f.Bennies = max(f.Bennies+(effectCtx{f: f}).sum(ChangeBennies, ""), 0)
		}
	}
}

// paceEffects is what the figure's effects add to its Pace.
func (f *Figure) paceEffects() int {
	if !f.HasEffects() {
		return 0
	}
	return (effectCtx{f: f}).sum(ChangePace, "")
}

// runningDie is the edition's running die with the figure's steps
// (Fleet-Footed up, Slow and Obese down: a d4 goes no lower).
func (f *Figure) runningDie(er *EditionRules) Die {
	d := er.RunningDie
	if !f.HasEffects() {
		return d
	}
	if f.feature(featFleetFooted) > 0 {
		if er.FleetFootedDie.Sides > 0 {
			d = er.FleetFootedDie
		} else {
			d = d.Raise()
		}
	}
	for n := (effectCtx{f: f}).sum(ChangeRunning, ""); n < 0; n++ {
		d = d.Lower()
	}
	return d
}

// Raise returns the die one type larger: d4 -> d6 ... d12 -> d12+1.
func (d Die) Raise() Die {
	if d.Sides >= 12 {
		d.Bonus++
	} else {
		d.Sides += 2
	}
	return d
}

// leaders lists the allies of f within Command Range with the leadership
// feature whose Edge helps f (Extras; Wild Cards too under a Natural
// Leader), each leader once.
func (b *Battle) leaders(f *Figure, feature string) []*Figure {
	var out []*Figure
	for _, g := range b.figs {
		if g == f || g.Side != f.Side || g.Incapacitated || g.Dead || g.feature(feature) == 0 {
			continue
		}
		if f.WildCard && g.feature(featNaturalLeader) == 0 {
			continue
		}
		r := CommandRange
		if g.feature(featPresence) > 0 {
			r = CommandPresence
		}
		if b.Battlefield.Distance(g.ID, f.ID) <= float64(r) {
			out = append(out, g)
		}
	}
	return out
}

// leadership is the bonus one leadership Edge gives f (the same Edge from
// two leaders does not stack): named after the Edge.
func (b *Battle) leadership(f *Figure, feature, name string, v int) Mods {
	if len(b.leaders(f, feature)) == 0 {
		return nil
	}
	return Mods{{Name: name, Value: v}}
}

// recoveryLeadership is Command's +1 to the Spirit roll that ends Shaken
// and the Vigor roll that ends Stunned.
func (b *Battle) recoveryLeadership(f *Figure) Mods {
	if ms := b.inspireMods(f); ms != nil { // deluxe Inspire: edges_lead.go
		return ms
	}
	return b.leadership(f, featCommand, "Command", 1)
}

// toughnessLeadership is Hold the Line!'s +1 Toughness.
func (b *Battle) toughnessLeadership(f *Figure) Mods {
	return b.leadership(f, featHoldTheLine, "Hold the Line!", 1)
}

// damageLeadership is Fervor's +1 to Fighting damage.
func (b *Battle) damageLeadership(f *Figure) Mods {
	return b.leadership(f, featFervor, "Fervor", 1)
}

// recoveryMods is what leadership adds to a recovery roll (ch
// ChangeUnshake or ChangeUnstun); nothing to other rolls.
func (b *Battle) recoveryMods(f *Figure, ch Change) Mods {
	if ch != ChangeUnshake && ch != ChangeUnstun {
		return nil
	}
	return b.recoveryLeadership(f)
}

// soakMods are the figure's effects on its Soak rolls (Iron Jaw +2).
func (f *Figure) soakMods() Mods {
	if !f.HasEffects() {
		return nil
	}
	return (effectCtx{f: f}).mods(ChangeSoak, "", false)
}

// EventHarderToKill: Who, about to die, rolls a die for Harder to Kill:
// Outcome says whether it lives.
const EventHarderToKill EventKind = "harder_to_kill"

func init() {
	RegisterLine(EventHarderToKill, func(e Event, who string, _ func(string) string) string {
		return fmt.Sprintf("%s rolls %s for Harder to Kill: %s.", who, diceList(e.Rolls), e.Outcome)
	})
}

// harderToKill: a figure with Harder to Kill that would die rolls a die;
// on an even number it lives, Incapacitated. The event records the die.
func (r *RNG) harderToKill(f *Figure) (bool, []Event) {
	if f.feature(featHarderToKill) == 0 {
		return false, nil
	}
	d := r.RollNoAce(D6)
	saved := d.Sum()%2 == 0
	out := "odd: dies"
	if saved {
		out = "even: lives, Incapacitated"
	}
	return saved, []Event{{Kind: EventHarderToKill, Who: f.ID, Rolls: []DieRoll{d}, Total: d.Sum(), Outcome: out}}
}

// The Edges that double a Joker's first hit of the round.
const (
	DeadShot   = "Dead Shot"   // Shooting or throwing
	MightyBlow = "Mighty Blow" // Fighting
)

// doubledThisRound: who's damage was doubled by the Edge this round.
func (b *Battle) doubledThisRound(who, edge string) bool {
	found := false
	b.roundEvents(func(e *Event) bool {
		if e.Kind == EventDamage && e.Who == who {
			if _, ok := modNamedIn(e.Mods, edge); ok {
				found = true
				return false
			}
		}
		return true
	})
	return found
}

// ElanMod is Elan's bonus to a trait roll rerolled with a benny.
const ElanMod = 2

// elan is tr as a benny's reroll of it is rolled: +2 with Elan.
func elan(f *Figure, tr TraitRoll) TraitRoll {
	if f == nil || f.feature(featElan) == 0 {
		return tr
	}
	tr.Mods = withMods(tr.Mods, Mods{{Name: "Elan", Value: ElanMod}})
	return tr
}

// edgeNameOf names an Edge by its rank (the Edge, or its better version).
func edgeNameOf(name, better string, rank int) string {
	if rank > 1 {
		return better
	}
	return name
}

// unarmedEdges gives bare hands their die: Martial Artist Str+d4 (Martial
// Warrior d6), then Brawler one step more (Str+d4 alone), Bruiser two.
func unarmedEdges(spec *DamageSpec, f *Figure) {
	if !f.HasEffects() {
		return
	}
	var d Die
	switch f.feature(featMartialArtist) {
	case 1:
		d = D4
	case 2:
		d = D6
	}
	for range f.feature(featBrawler) {
		if d.Sides == 0 {
			d = D4
		} else {
			d = d.Raise()
		}
	}
	if d.Sides > 0 {
		spec.Damage.Dice = append(append([]Die(nil), spec.Damage.Dice...), d)
	}
}

// extracted are the foes that get no free attack on f as it withdraws:
// one with Extraction, three with Improved Extraction, the best
// fighters first (the choice a player would make).
func extracted(b *Battle, f *Figure, foes []string) map[string]bool {
	n := f.feature(featExtraction)
	if n == 0 || len(foes) == 0 {
		return nil
	}
	order := append([]string(nil), foes...)
	fighting := func(id string) int {
		g := b.Figure(id)
		if g == nil {
			return 0
		}
		d, _ := g.Trait(Fighting)
		return d.Sides*10 + d.Bonus
	}
	slices.SortStableFunc(order, func(a, c string) int { return fighting(c) - fighting(a) })
	out := map[string]bool{}
	for _, id := range order[:min(n, len(order))] {
		out[id] = true
	}
	return out
}
