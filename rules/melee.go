package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Melee: the Melee action, kind "fight" (Fighting against Parry with
// every option of the rules: Gang Up, unarmed defender, two weapons, Wild
// and Desperate Attacks, The Drop and its knockout blow, called shots,
// improvised weapons, nonlethal damage, prone fighters) and Defend. Free
// attacks on a withdrawing figure use the same resolution with no options.

func init() {
	RegisterAction(Melee{Who: "buck", Target: "c1", Weapon: "Machete", Called: CalledLimb})
	RegisterAction(Defend{Who: "buck"})
}

// Melee action kinds.
const (
	KindFight  = "fight"
	KindDefend = "defend"
)

// Event kinds of melee, grappling and area effects (combat_log.go renders them).
const (
	EventDefend   EventKind = "defend"   // Who defends: Total is the Parry bonus until its next turn
	EventArea     EventKind = "area"     // an area-effect attack roll: Who, What skill, Weapon; Target is the point aimed at, as text
	EventSuppress EventKind = "suppress" // suppressive fire: Who, What skill, Weapon; Target is the template's centre; Figures are under it
	EventPinned   EventKind = "pinned"   // one figure under suppressive fire: Total (with Mods) vs TN, Outcome
	EventEvade    EventKind = "evade"    // Target evades (or dives clear of) Who's template: Outcome says where it went
)

// Melee modifiers by name.
const (
	TwoWeaponsMod       = 1  // two melee weapons against a foe with at most one
	WildAttackMod       = 2  // Wild Attack: +2 to hit and damage
	DropMod             = 4  // The Drop: +4 to hit (and damage: DropDamage)
	ImprovisedMod       = -2 // an improvised weapon
	NonlethalEdgedMod   = -1 // nonlethal with the flat of an edged weapon
	KnockoutHeadMod     = -2 // the knockout blow's Vigor roll after a head shot
	DefaultImprovised   = "str+d4"
	unarmedWeaponIndex  = -1 // Fired key of bare hands
	improvisedWeaponIdx = -2 // Fired key of an improvised weapon
)

// Melee is a melee attack (kind "fight") on an adjacent figure with Fighting against its
// Parry. Weapon "" is the first melee weapon (bare hands without one);
// "unarmed" fights bare-handed. Every option is the attacker's declared
// choice (The Drop is the GM's call).
type Melee struct {
	Who    string `json:"who"`
	Target string `json:"target"`
	Weapon string `json:"weapon,omitempty"`
	// Wild: a Wild Attack (+2 to hit and damage; Vulnerable until the end
	// of the attacker's next turn). Desperate: a Desperate Attack of +2 or
	// +4 to hit, the same taken off the damage. Not both.
	Wild      bool `json:"wild,omitempty"`
	Desperate int  `json:"desperate,omitempty"`
	// Drop: the attacker has The Drop on the target (+4 to hit and
	// damage; damage that Shakes calls for the knockout blow's Vigor roll).
	Drop bool `json:"drop,omitempty"`
	// Called is a called shot: "", "limb", "hand" or "head".
	Called string `json:"called,omitempty"`
	// Nonlethal: Incapacitation knocks the target out instead; with a
	// weapon marked edged it strikes with the flat, at -1. Edged is kept
	// for old battle files and scripts: in revision 1 it was what gave the
	// -1; since (EdgedByWeapon) the weapon's own key does and it means
	// nothing.
	Nonlethal bool `json:"nonlethal,omitempty"`
	Edged     bool `json:"edged,omitempty"`
	// Improvised names an object used as a weapon (-2 to hit, counts as
	// armed) and ImprovisedDamage its damage ("str+d4" when empty).
	Improvised       string `json:"improvised,omitempty"`
	ImprovisedDamage string `json:"improvised_damage,omitempty"`
	// Frenzy: the attacker's Frenzy Edge, its extra Fighting dice at
	// Target or the next of Also; Sweep: its Sweep Edge, one roll against
	// everyone in reach (Target unused). Limited actions: edges_melee.go.
	Frenzy bool     `json:"frenzy,omitempty"`
	Also   []string `json:"also,omitempty"`
	Sweep  bool     `json:"sweep,omitempty"`
}

func (Melee) Kind() string { return KindFight }

// MeleePlan is a checked melee attack: everything worked out before the dice.
type MeleePlan struct {
	Who, Target *Figure
	// Index is the weapon's index (-1 bare hands, -2 improvised).
	Index  int
	Weapon Weapon
	Armed  bool // a melee weapon (improvised counts), not bare hands
	// Mods are the attack's modifiers beyond the turn's (Gang Up, Wild
	// Attack...); TN is the Parry with ParryMods (Defend, prone).
	Mods      Mods
	TN        int
	ParryMods Mods
	Damage    DamageSpec
	Free      bool // a free attack: no action of the attacker's turn

	host *Plan // room for the action's plan, allocated with this one
}

// UnarmedWeapon is the weapon name of a fight with bare hands (Melee.Weapon):
// every figure has it, whatever it carries.
const UnarmedWeapon = "unarmed"

// IsMeleeWeapon reports whether a weapon strikes in melee: no range and
// no template, or a thrown weapon that adds Strength (a knife).
func IsMeleeWeapon(w Weapon) bool {
	// w.Ranged() written out: in the browser, which builds the rules
	// without inlining, the call copied the whole weapon.
	return (w.Range[2] <= 0 && w.Template == NoTemplate) || (w.Thrown && w.Damage.Strength && w.Template == NoTemplate)
}

// meleeWeapons counts the figure's melee weapons.
func meleeWeapons(f *Figure) int {
	n := 0
	for _, w := range f.Weapons {
		if IsMeleeWeapon(w) {
			n++
		}
	}
	return n
}

// Vulnerable reports whether attacks on the figure get the Vulnerable +2:
// it is Vulnerable, held in a grapple, or holds a Bound foe.
func (b *Battle) Vulnerable(f *Figure) bool {
	if f.Vulnerable || f.Entangled || f.Bound || Asleep(f) {
		return true
	}
	for _, g := range b.figs {
		if g.Bound && g.Grappler == f.ID {
			return true
		}
	}
	return false
}

// againstMods are the modifiers of an action against t that come from t's
// state: +2 when it is Vulnerable (tests of will, Grapple, Push; attacks
// add it in their own plans).
func (b *Battle) againstMods(t *Figure) Mods {
	if t != nil && b.Rules.VulnerableEveryAction && b.Vulnerable(t) {
		return Mods{{Name: "Vulnerable", Value: VulnerableMod}}
	}
	return nil
}

// Defending reports whether the figure took the Defend action and its
// next turn has not come yet (its card, a Hold or an interrupt ends it).
func (b *Battle) Defending(id string) bool {
	evs := b.Fight.Events
	for i := len(evs) - 1; i >= 0; i-- {
		e := &evs[i]
		if e.Who != id {
			continue
		}
		switch e.Kind {
		case EventDefend:
			return true
		case EventTurn, EventHold, EventInterrupt:
			return false
		}
	}
	return false
}

// MeleeParry is the defender's Parry against a melee attack, with what
// changed it: Defend and lying prone.
func (b *Battle) MeleeParry(d *Figure) (int, Mods) {
	ms := d.parryMods(b)
	if b.Defending(d.ID) {
		ms = ms.With("Defend", b.Rules.DefendParry)
	}
	if d.Prone {
		ms = ms.With(ProneModName, b.Rules.ProneMeleeParry)
	}
	return max(d.BaseParry()+ms.Sum(), 1), ms
}

// meleeHost is a blow's MeleePlan and its Plan in one piece of the
// battle's slab.
type meleeHost struct {
	MeleePlan
	plan Plan
}

// Plan checks a Melee attack and works out its modifiers. It rolls nothing.
func (a Melee) plan(b *Battle, free bool) (*MeleePlan, error) {
	f := b.Figure(a.Who)
	if f == nil {
		return nil, fmt.Errorf("there is no figure %q", a.Who)
	}
	host := &b.meleeSlab.takeOf(1, planChunk)[0]
	p := &host.MeleePlan
	*p = MeleePlan{Who: f, Free: free, host: &host.plan}
	switch {
	case a.Improvised != "" && a.Weapon != "":
		return nil, fmt.Errorf("%s fights with the %s or with an improvised %s, not both", b.name(a.Who), a.Weapon, a.Improvised)
	case a.Improvised != "":
		expr := a.ImprovisedDamage
		if expr == "" {
			expr = DefaultImprovised
		}
		dmg, err := ParseDamage(expr)
		if err != nil {
			return nil, fmt.Errorf("improvised %s: %w", a.Improvised, err)
		}
		p.Index, p.Armed = improvisedWeaponIdx, true
		p.Weapon = Weapon{Name: a.Improvised, Damage: dmg}
	case strings.EqualFold(a.Weapon, UnarmedWeapon):
		p.Index = unarmedWeaponIndex
	case a.Weapon != "":
		i := WeaponIndex(f, a.Weapon)
		if i < 0 {
			return nil, fmt.Errorf("%s has no weapon called %q", b.name(a.Who), a.Weapon)
		}
		if !IsMeleeWeapon(f.Weapons[i]) {
			return nil, fmt.Errorf("the %s is not a melee weapon", f.Weapons[i].Name)
		}
		p.Index, p.Weapon, p.Armed = i, f.Weapons[i], true
	default:
		p.Index = unarmedWeaponIndex
		for i, w := range f.Weapons {
			if IsMeleeWeapon(w) {
				p.Index, p.Weapon, p.Armed = i, w, true
				break
			}
		}
		if i, _ := b.longestReach(f); i >= 0 && a.Target != "" && !b.Battlefield.Adjacent(a.Who, a.Target) {
			p.Index, p.Weapon, p.Armed = i, f.Weapons[i], true // edges_reach.go
		}
	}
	wname := p.Weapon.Name
	if !p.Armed {
		wname = "unarmed"
	}
	if free {
		if f.Incapacitated || f.Dead || f.Shaken || f.Stunned {
			return nil, fmt.Errorf("%s cannot attack", b.name(a.Who))
		}
	} else {
		if _, err := b.CheckAction(a.Who, b.actionKey(KindFight, wname)); err != nil {
			return nil, err
		}
		if b.fired(p.Index) {
			return nil, fmt.Errorf("%s has already attacked with the %s this turn", b.name(a.Who), weaponWords(p))
		}
	}
	if f.Bound {
		return nil, fmt.Errorf("%s is Bound: it can only try to break free", b.name(a.Who))
	}
	t := b.Figure(a.Target)
	switch {
	case a.Target == "":
		return nil, targetless(fmt.Sprintf("%s attacks nobody: name a target", b.name(a.Who)))
	case t == nil:
		return nil, fmt.Errorf("there is no figure %q", a.Target)
	case a.Target == a.Who:
		return nil, fmt.Errorf("%s cannot attack itself", b.name(a.Who))
	case t.Dead:
		return nil, fmt.Errorf("%s is dead", b.name(a.Target))
	case t.Incapacitated:
		return nil, fmt.Errorf("%s is Incapacitated already", b.name(a.Target))
	case !b.inMeleeReach(a.Who, a.Target, b.weaponReach(f, p.Weapon, p.Armed)):
		return nil, b.outOfReach(a.Who, a.Target, p.Weapon, b.weaponReach(f, p.Weapon, p.Armed))
	case a.Wild && a.Desperate != 0:
		return nil, fmt.Errorf("a Wild Attack cannot also be a Desperate Attack")
	case a.Desperate != 0 && a.Desperate != 2 && a.Desperate != 4:
		return nil, fmt.Errorf("a Desperate Attack is +2 or +4, not %+d", a.Desperate)
	case a.Edged && !a.Nonlethal && !b.Rules.EdgedByWeapon:
		return nil, fmt.Errorf("edged only matters for a nonlethal attack (the flat of the blade)")
	case a.Edged && !p.Armed && !b.Rules.EdgedByWeapon:
		return nil, fmt.Errorf("bare hands have no edge")
	}
	if err := b.holderStrike(f, t, p); err != nil {
		return nil, err
	}
	p.Target = t
	gang := b.Battlefield.GangUp(a.Who, a.Target)
	var buf [8]Modifier // the list is built here, then kept at its length
	ms := Mods(buf[:0]).With("Gang Up", gang)
	if fm := b.formationMods(f, t, gang); len(fm) > 0 { // edges_formation.go
		ms, gang = append(ms, fm...), gang+fm.Sum()
	}
	ms = append(ms, b.gangedUpMods(t, gang)...) // Block: edges_wiring.go
	if f.Prone {
		ms = ms.With(ProneModName, b.Rules.ProneMeleeFighting)
	}
	sight := bareSight(b.Battlefield, a.Who, a.Target)
	if sight.Cover > NoCover && b.Rules.MeleeCover {
		// Cover counts against a swing as against a shot from here.
		ms = ms.With(coverModNames[sight.Cover], b.Rules.CoverMod[sight.Cover])
	}
	// Illumination applies to every roll that needs sight, melee too.
	if l := sight.Light; l != Bright && b.Rules.MeleeLight {
		ms = ms.With(l.String(), b.Rules.LightMod[l])
	}
	// The Drop does not stack with an unarmed defender or a Vulnerable one.
	if p.Armed && meleeWeapons(t) == 0 && t.Shield == "" && t.feature(featMartialArtist) == 0 && !a.Drop { // a shield parries too; a Martial Artist is armed
		ms = ms.With("unarmed defender", UnarmedDefenderMod)
	}
	// Two weapons gain nothing against natural weapons (natural.go).
	if p.Index >= 0 && meleeWeapons(f) >= 2 && meleeWeapons(t) <= 1 && t.Shield == "" && !HasNaturalWeapons(t) {
		ms = ms.With("two weapons", TwoWeaponsMod)
	}
	if p.Index == improvisedWeaponIdx {
		ms = ms.With("improvised weapon", ImprovisedMod)
	}
	if r := f.feature(featMartialArtist); r > 0 && !p.Armed && !free {
		ms = ms.With(edgeNameOf("Martial Artist", "Martial Warrior", r), r)
	}
	edged := a.Edged
	if b.Rules.EdgedByWeapon {
		edged = p.Armed && p.Weapon.Edged
	}
	natural := false
	if b.Rules.NonlethalByDamageType && p.Armed && p.Index != improvisedWeaponIdx {
		// The weapon's damage type says whether it cuts.
		natural = p.Weapon.Natural
		edged = !natural && (p.Weapon.Edged || TypeOf(p.Weapon, Short) == Cutting)
	}
	switch {
	case a.Nonlethal && natural:
		ms = ms.With("nonlethal (natural weapon)", NonlethalEdgedMod)
	case a.Nonlethal && edged:
		ms = ms.With("nonlethal (flat of the blade)", NonlethalEdgedMod)
	}
	if a.Wild {
		ms = ms.With("Wild Attack", WildAttackMod)
	}
	if a.Desperate != 0 {
		ms = ms.With("Desperate Attack", a.Desperate)
	}
	if a.Drop {
		ms = ms.With("The Drop", DropMod)
	} else if b.Vulnerable(t) {
		ms = ms.With("Vulnerable", VulnerableMod)
	}
	called, err := calledShot(b.Rules, a.Called)
	if err != nil {
		return nil, err
	}
	ms = append(ms, called...)
	swung := UnarmedWeapon
	if p.Armed {
		swung = p.Weapon.Name
	}
	ms = ms.With(b.scaleMod(f, t, swung))
	ms = append(ms, b.senseMods(f, t, ms)...)
	ms = append(ms, b.AttackedMods(f, t, AttackMelee, ms)...)
	p.Mods = b.modSlab.keep(ms)
	p.TN, p.ParryMods = b.MeleeParry(t)

	spec := UnarmedDamage(f)
	unarmedEdges(&spec, f) // Brawler, Martial Artist: edges_wiring.go
	if p.Armed {
		spec = WeaponDamage(f, p.Weapon)
		if !p.Weapon.Damage.Strength {
			// Melee damage is always Strength plus the weapon's die.
			spec.Damage.Strength = true
		}
	}
	spec.Joker = b.Fight.Init.Joker(a.Who)
	spec.Drop = a.Drop
	spec.HeadVitals = a.Called == CalledHeadVitals
	spec.Extra = append(spec.Extra, calledDamage(a.Called)...)
	spec.Extra = append(spec.Extra, b.damageMods(f, t, AttackMelee)...)
	spec.Extra = append(spec.Extra, b.assassinMods(f, t, a.Drop)...) // edges_fifth.go
	spec.Extra = append(spec.Extra, championMods(spec, f, t)...)     // edges_eighth.go
	weaponMasterDie(&b.Rules.EdgeRules, &spec, f, p.Armed)
	spec.Extra = append(spec.Extra, b.elderlyDamage(f, spec)...)
	spec.Nonlethal = a.Nonlethal
	if a.Wild {
		spec.Extra = spec.Extra.With("Wild Attack", WildAttackMod)
	}
	if a.Desperate != 0 {
		spec.Extra = spec.Extra.With("Desperate Attack", -a.Desperate)
	}
	giantKiller(&spec, f, t) // edges_wiring.go
	if spec.Joker && f.feature(featMightyBlow) > 0 && !free && !b.doubledThisRound(f.ID, MightyBlow) {
		spec.Double = MightyBlow
	}
	spec.Extra = append(spec.Extra, b.damageLeadership(f)...)
	spec.Extra = append(spec.Extra, packTactics(f, gang, b.gangedUpMods(t, gang))...) // abilities_attacks.go
	p.Damage = spec
	b.hornsCharge(p)
	return p, nil
}

func weaponWords(p *MeleePlan) string {
	if !p.Armed {
		return "bare hands"
	}
	return p.Weapon.Name
}

// resolveMelee makes one melee attack of attacker on defender outside an
// action of its own: a free attack (free) takes no action of its turn. An
// attack the rules cannot make (no longer adjacent, already out...) does
// not happen, and the log says why.
func (b *Battle) resolveMelee(attacker, defender string, free bool, extra ...Modifier) error {
	a := Melee{Who: attacker, Target: defender}
	p, err := a.plan(b, free)
	if err != nil {
		return b.Record(Event{Kind: EventAttack, Who: attacker, Target: defender, Outcome: "no free attack: " + err.Error()})
	}
	p.Mods = append(p.Mods, extra...) // deluxe's Counterattack -2
	pl := b.innerPlan(attacker, p, b.meleeRoll(p))
	return a.resolve(b, p, pl.Rolls[0])
}

// Plan: one Fighting roll against the target's Parry.
func (a Melee) Plan(b *Battle) (*Plan, error) {
	a = a.raging(b) // Berserk: edges_berserk.go
	if a.Frenzy || a.Sweep {
		return a.planMany(b) // edges_melee.go
	}
	d, err := a.plan(b, false)
	if err != nil {
		return nil, err
	}
	return onePlanIn(d.host, a.Who, b.meleeRoll(d), d), nil
}

// meleeRoll is a melee plan's Fighting roll (a free attack's takes no
// turn modifiers).
func (b *Battle) meleeRoll(d *MeleePlan) PlannedRoll {
	var r PlannedRoll
	if d.Free {
		r = b.planFreeRoll(d.Who.ID, Fighting, d.Mods)
	} else {
		r = b.planRoll(d.Who.ID, Fighting, d.Mods)
	}
	r.Weapon, r.Attack = d.Damage.Weapon, true
	r.Dice = b.dieSlab.take(1)
	r.Dice[0] = PlannedDie{Target: d.Target.ID, TN: d.TN}
	return r
}

func (a Melee) Do(b *Battle, pl *Plan) error {
	a = a.raging(b)
	if mp, ok := pl.Detail.(*MeleeManyPlan); ok {
		return a.doMany(b, mp, pl.Rolls[0])
	}
	p := pl.Detail.(*MeleePlan)
	b.UseAction(b.actionKey(KindFight, p.Damage.Weapon))
	b.turn.Fired = append(b.turn.Fired, p.Index)
	return a.resolve(b, p, pl.Rolls[0])
}

// MeleeResult is a resolved melee attack.
type MeleeResult struct {
	Roll    TraitResult
	Hit     bool
	Damage  *DamageOutcome
	Knocked bool // the knockout blow put the target out
}

// resolve rolls a planned attack: Fighting against the Parry, damage on a
// hit, the knockout blow after The Drop, and a Wild Attack's Vulnerable.
func (a Melee) resolve(b *Battle, p *MeleePlan, r PlannedRoll) error {
	f, t := p.Who, p.Target
	tr := r.Test(0)
	res := b.traitTestAgainst(f, tr, []*Figure{t}) // benny rerolls: reroll.go
	if len(p.ParryMods) > 0 {
		note := Event{Kind: EventAttack, Who: a.Who, Target: a.Target, What: ParryNote}
		if !b.quiet { // the note's words are for a person (quiet.go)
			note.Outcome = b.name(a.Target) + "'s Parry " + strconv.Itoa(t.BaseParry()) + ", " + p.ParryMods.String() + " = " + strconv.Itoa(p.TN)
		}
		if err := b.Record(note); err != nil {
			return err
		}
	}
	ev := res.eventFrom(a.Who, a.Target, &b.rollSlab)
	ev.Weapon = weaponWords(p)
	ev.Outcome = hitWord(res.Success, res.Raises, res.CriticalFailure)
	if err := b.Record(ev); err != nil {
		return err
	}
	if a.Wild && !f.Vulnerable {
		f.Vulnerable = true
		if err := b.Record(f.stateEvent(EventState, "Wild Attack", "Vulnerable")); err != nil {
			return err
		}
	}
	if !res.Success {
		return b.counterattack(f, t) // edges_reactions.go
	}
	spec := p.Damage
	spec.Raise = res.Raises > 0
	out, err := b.Damage(spec, t)
	if err != nil {
		return err
	}
	if a.Drop && b.knocksOut(out, t) {
		return b.knockoutBlow(a.Who, t, a.Called == CalledHeadVitals)
	}
	return nil
}

// knocksOut: damage from an attacker with The Drop calls for the knockout
// blow's Vigor roll: the edition has the blow, the damage Shook the
// victim and (SoakedNoKnockout) Soak did not take every Wound off.
func (b *Battle) knocksOut(out DamageOutcome, t *Figure) bool {
	soaked := out.Effect.Wounds > 0 && out.Taken == 0
	return b.Rules.DropKnockout && out.Effect.Shaken && !t.Incapacitated && !(soaked && b.Rules.SoakedNoKnockout)
}

// knockoutBlow: damage from an attacker with The Drop that Shakes or
// wounds the victim calls for a Vigor roll (-2 after a head shot); on a
// failure the victim is knocked out.
func (b *Battle) knockoutBlow(attacker string, t *Figure, head bool) error {
	ms := append(Mods(nil), b.Fight.JokerMods(t.ID)...)
	if head {
		ms = ms.With("head", KnockoutHeadMod)
	}
	ms = append(ms, b.ironJawKnockout(t)...) // edges_will.go
	tr := t.TraitRoll(Vigor, ms)
	tr.Name = "Vigor (knockout blow)"
	tr.TN = DefaultTN
	res := b.anyTest(t, tr)
	ev := res.Event(t.ID, "")
	if err := b.Record(ev); err != nil {
		return err
	}
	if res.Success {
		return nil
	}
	t.Unconscious, t.Incapacitated = true, true
	return b.Record(t.stateEvent(EventState, "knockout blow", "is knocked out"))
}

// Defend: the figure's whole turn goes into defending (it may still move
// but not run): its Parry rises by the edition's bonus until its next turn.
type Defend struct {
	Who string `json:"who"`
}

func (Defend) Kind() string { return KindDefend }

func (d Defend) Plan(b *Battle) (*Plan, error) { return b.plainPlan(d.Who, d.check(b)) }

func (d Defend) check(b *Battle) error {
	f, err := b.CheckAction(d.Who, KindDefend)
	if err != nil {
		return err
	}
	switch {
	case b.turn.Actions > 1 || len(b.turn.Taken) > 0:
		return fmt.Errorf("defending takes %s's whole turn: no other action", b.name(d.Who))
	case b.turn.Running:
		return fmt.Errorf("%s ran this turn and cannot defend", b.name(d.Who))
	case f.Bound:
		return fmt.Errorf("%s is Bound: it can only try to break free", b.name(d.Who))
	}
	return nil
}

func (d Defend) Do(b *Battle, _ *Plan) error {
	b.UseAction(KindDefend)
	return b.Record(Event{Kind: EventDefend, Who: d.Who, Total: b.Rules.DefendParry})
}

// Named to-hit modifiers of attacks.
const (
	UnarmedDefenderMod = 2 // attacking a foe with no melee weapon
	VulnerableMod      = 2 // attacking a Vulnerable foe
)

// hitRaisesWords are hitWord's words for two to five raises, made once.
var hitRaisesWords = [...]string{2: "hit with 2 raises", 3: "hit with 3 raises", 4: "hit with 4 raises", 5: "hit with 5 raises"}

// hitWord names an attack roll's result: "hit", "hit with a raise",
// "hit with 2 raises", "miss", "critical failure".
func hitWord(ok bool, raises int, crit bool) string {
	switch {
	case crit:
		return "critical failure"
	case !ok:
		return "miss"
	case raises == 1:
		return "hit with a raise"
	case raises > 1 && raises < len(hitRaisesWords):
		return hitRaisesWords[raises]
	case raises > 1:
		return fmt.Sprintf("hit with %d raises", raises)
	}
	return "hit"
}
