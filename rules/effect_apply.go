package rules

import (
	"slices"
	"strings"
)

// How effects (effect.go) reach the rolls: each becomes a modifier named
// after its source, added where the plan of a roll is worked out, so a
// preview and the roll that follows carry the same list.

func init() {
	RegisterRollHook(effectRollMods)
}

// effectCtx is the situation an effect's When is read in. b is nil when
// no battle is at hand (a figure's card): conditions that need the map or
// the turn then do not hold.
type effectCtx struct {
	b      *Battle
	f      *Figure // the carrier
	attack string  // AttackMelee, AttackRanged or AttackThrown; "" for no attack
	area   bool    // an area attack (template)
	weapon string  // the carrier's weapon in use
	other  *Figure // the other side of the attack (target or attacker)
	reroll bool
}

// eachEffect calls fn with each of the figure's effects: those its names
// grant, then the active ones. An active effect whose rounds are over is
// skipped (it is taken off at the next turn's end).
func (f *Figure) eachEffect(fn func(e *Effect)) {
	for i := range f.granted {
		fn(&f.granted[i])
	}
	for i := range f.Effects {
		fn(&f.Effects[i])
	}
}

// HasEffects says whether any effect touches the figure.
func (f *Figure) HasEffects() bool { return len(f.granted) > 0 || len(f.Effects) > 0 }

// AllEffects lists the figure's effects: granted, then active.
func (f *Figure) AllEffects() []Effect {
	out := make([]Effect, 0, len(f.granted)+len(f.Effects))
	out = append(out, f.granted...)
	return append(out, f.Effects...)
}

// Granted lists the effects the figure's names give it (Figure.Grant).
func (f *Figure) Granted() []Effect { return f.granted }

// holds says whether effect e applies in the situation.
func (c effectCtx) holds(e *Effect) bool {
	if c.b != nil && e.Ends == EndsRounds && e.Round > 0 && c.b.Fight != nil && c.b.Fight.Init.Round > c.b.lastRound(e) {
		return false
	}
	switch e.When {
	case Always:
		return true
	case WhenRanged:
		return !c.area && (c.attack == AttackRanged || c.attack == AttackThrown)
	case WhenMelee:
		return c.attack == AttackMelee
	case WhenWeapon:
		return c.weapon != "" && sameNameKey(c.weapon, e.For)
	case WhenJoker:
		return c.b != nil && c.b.Fight != nil && len(c.b.Fight.JokerMods(c.f.ID)) > 0
	case WhenLarger:
		return c.other != nil && c.other.Size-c.f.Size >= e.N
	case WhenVulnerable:
		return c.other != nil && c.b != nil && c.b.Vulnerable(c.other)
	case WhenShaken:
		return c.f.Shaken
	case WhenReroll:
		return c.reroll
	case WhenArmed:
		return c.f.armed()
	case WhenNotMoved:
		return c.b != nil && c.b.turn != nil && c.b.turn.Who == c.f.ID && c.b.turn.Moved == 0
	case WhenFeared:
		return c.b != nil && c.b.fearedPresent(c.f, e.For)
	}
	// once per turn or round, near a leader: the rule that uses them asks
	// (their count and the map are its own).
	return false
}

// matches says whether an effect's Detail covers what is asked: "" covers
// everything; an attack kind "ranged" covers thrown attacks too.
func detailCovers(detail, asked string) bool {
	if detail == "" || sameNameKey(detail, asked) {
		return true
	}
	return detail == AttackRanged && asked == AttackThrown
}

// mods is the named modifiers of the figure's effects of one change whose
// Detail covers detail and whose When holds. skipGranted leaves out what
// the figure's names grant (a stat block's printed Parry already has them).
func (c effectCtx) mods(ch Change, detail string, skipGranted bool) Mods {
	return c.appendMods(nil, ch, detail, skipGranted)
}

// appendMods is mods appended to ms.
func (c effectCtx) appendMods(ms Mods, ch Change, detail string, skipGranted bool) Mods {
	add := func(e *Effect) {
		if e.Change == ch && e.Value != 0 && detailCovers(e.Detail, detail) && c.holds(e) {
			ms = append(ms, Modifier{Name: e.Name(), Value: e.Value})
		}
	}
	if !skipGranted {
		for i := range c.f.granted {
			add(&c.f.granted[i])
		}
	}
	for i := range c.f.Effects {
		add(&c.f.Effects[i])
	}
	return ms
}

// has says whether one of the figure's effects of a change (with that
// Detail, "" any) holds.
func (c effectCtx) has(ch Change, detail string) bool {
	found := false
	c.f.eachEffect(func(e *Effect) {
		if !found && e.Change == ch && (detail == "" || sameNameKey(e.Detail, detail)) && c.holds(e) {
			found = true
		}
	})
	return found
}

// sum adds the values of the figure's effects of a change that hold.
func (c effectCtx) sum(ch Change, detail string) int {
	return c.total(ch, detail, false)
}

// total is mods(ch, detail, skipGranted).Sum() without making the list:
// Toughness, armor and Parry are read at every attack planned.
func (c effectCtx) total(ch Change, detail string, skipGranted bool) int {
	n := 0
	add := func(e *Effect) {
		if e.Change == ch && e.Value != 0 && detailCovers(e.Detail, detail) && c.holds(e) {
			n += e.Value
		}
	}
	if !skipGranted {
		for i := range c.f.granted {
			add(&c.f.granted[i])
		}
	}
	for i := range c.f.Effects {
		add(&c.f.Effects[i])
	}
	return n
}

// HasFeature says whether the figure has an effect of ChangeFeature named
// detail (first_strike, sweep...) whose When holds in the battle.
func (b *Battle) HasFeature(f *Figure, detail string) bool {
	return f != nil && effectCtx{b: b, f: f}.has(ChangeFeature, detail)
}

// EffectValue is the sum of the figure's effects of a change and Detail
// that hold now, outside any attack: for a rule that reads a number
// (cards dealt, bennies, Gang Up).
func (b *Battle) EffectValue(f *Figure, ch Change, detail string) int {
	if f == nil {
		return 0
	}
	return effectCtx{b: b, f: f}.sum(ch, detail)
}

// EffectMods is EffectValue as named modifiers, for a roll the rules
// make (Soak, the recovery rolls, a Fear check).
func (b *Battle) EffectMods(f *Figure, ch Change, detail string) Mods {
	if f == nil || !f.HasEffects() {
		return nil
	}
	return effectCtx{b: b, f: f}.mods(ch, detail, false)
}

// attackKind is the kind of attack a planned roll is: "" for none.
func (b *Battle) attackKind(f *Figure, r *PlannedRoll) string {
	switch {
	case !r.Attack:
		return ""
	case !r.Ranged:
		return AttackMelee
	}
	if i := WeaponIndex(f, r.Weapon); i >= 0 && f.Weapons[i].Thrown {
		return AttackThrown
	}
	return AttackRanged
}

// effectRollMods is the roll hook: the roller's own effects on this trait
// and, for an attack, on attacks of its kind, in the battle's scratch
// (hookRolls and notice copy it at once).
func effectRollMods(b *Battle, _ *Plan, r *PlannedRoll) Mods {
	f := b.Figure(r.Who)
	if f == nil || !f.HasEffects() {
		return nil
	}
	c := effectCtx{b: b, f: f, attack: b.attackKind(f, r), weapon: r.Weapon}
	c.area = r.Attack && (len(r.Victims) > 0 || (len(r.Dice) > 0 && r.Dice[0].Target == ""))
	// Built in the battle's scratch: both callers copy the list at once
	// into the roll's own.
	ms := c.appendMods(b.hookMods[:0], ChangeTrait, string(r.Trait), false)
	if c.attack != "" {
		// A free attack drops the attacker's Edge bonuses (CHARACTERS
		// 6.5): Trademark Weapon, Marksman...
		ms = c.appendMods(ms, ChangeAttack, c.attack, r.Free)
	}
	b.hookMods = ms[:0]
	if len(ms) == 0 {
		return nil
	}
	return ms
}

// AttackedMods are the modifiers an attack of a kind (AttackMelee...) by
// attacker takes from target's effects: Dodge's -2 against ranged
// attacks. Area attacks take none (they are aimed at a point). have is
// the die's modifiers so far: an effect that counts as cover (AsCover)
// replaces the cover there when it is the larger penalty and is left out
// when the cover is (CHARACTERS.md 6.15); the cover left out is returned
// as a +N "(cover counted once)" modifier.
func (b *Battle) AttackedMods(attacker, target *Figure, kind string, have Mods) Mods {
	if target == nil || !target.HasEffects() {
		return nil
	}
	c := effectCtx{b: b, f: target, attack: kind, other: attacker}
	var out Mods
	asCover := 0 // the largest penalty of the effects that count as cover
	coverName := ""
	add := func(e *Effect) {
		if e.Change != ChangeAttacked || e.Value == 0 || !detailCovers(e.Detail, kind) || !c.holds(e) {
			return
		}
		if e.AsCover {
			if e.Value < asCover {
				asCover, coverName = e.Value, e.Name()
			}
			return
		}
		out = append(out, Modifier{Name: e.Name(), Value: e.Value})
	}
	target.eachEffect(add)
	if asCover == 0 {
		return out
	}
	cover := 0
	for _, m := range have {
		if IsCoverMod(m) {
			cover += m.Value
		}
	}
	if asCover < cover {
		out = append(out, Modifier{Name: coverName, Value: asCover})
		if cover < 0 {
			out = append(out, Modifier{Name: "cover counted once", Value: -cover})
		}
	}
	return out
}

// ParryMods are the named changes the figure's effects make to its Parry
// ("Block" +1). With the scenario's parry: (a stat block's printed Parry)
// the figure's own Edges and abilities are taken as counted already.
func (f *Figure) ParryMods() Mods { return f.parryMods(nil) }

// parryTotal is parryMods(b).Sum() without making the list.
func (f *Figure) parryTotal(b *Battle) int {
	if !f.HasEffects() {
		return 0
	}
	c := effectCtx{b: b, f: f, attack: AttackMelee}
	if w := f.readiedWeapon(); w != "" {
		c.weapon = w
	}
	return c.total(ChangeParry, "", f.ParryOverride != nil)
}

func (f *Figure) parryMods(b *Battle) Mods {
	if !f.HasEffects() {
		return nil
	}
	c := effectCtx{b: b, f: f, attack: AttackMelee}
	if w := f.readiedWeapon(); w != "" {
		c.weapon = w
	}
	ms := c.mods(ChangeParry, "", f.ParryOverride != nil)
	if len(ms) > 0 && c.weapon != "" {
		return ms
	}
	return ms
}

// readiedWeapon names a weapon a WhenWeapon Parry bonus can check
// (Trademark Weapon): the figure's first weapon for now.
func (f *Figure) readiedWeapon() string {
	if len(f.Weapons) > 0 {
		return f.Weapons[0].Name
	}
	return ""
}

// effectToughness is the Toughness the figure's effects add (Toughness
// and armor effects; armor ones come back through effectArmor for AP).
// With the scenario's toughness: its own names count as included.
func (f *Figure) effectToughness() int {
	if !f.HasEffects() {
		return 0
	}
	c := effectCtx{f: f}
	skip := f.ToughnessOverride != nil
	return c.total(ChangeToughness, "", skip) + c.total(ChangeArmor, "", skip) + c.total(ChangeSize, "", skip)
}

// effectArmor is the armor the figure's effects add (Armor +N), which AP
// reduces like worn armor.
func (f *Figure) effectArmor() int {
	if !f.HasEffects() {
		return 0
	}
	return effectCtx{f: f}.total(ChangeArmor, "", false)
}

// ArmorArea is the Detail of an armor effect that counts against area
// effects only (deluxe Deflection); the figure's Toughness leaves it out.
const ArmorArea = "area"

// areaArmor is the armor the figure's effects give against area effects
// only, named after their source.
func (b *Battle) areaArmor(f *Figure) Mods {
	var ms Mods
	c := effectCtx{b: b, f: f, area: true}
	f.eachEffect(func(e *Effect) {
		if e.Change == ChangeArmor && e.Detail == ArmorArea && e.Value != 0 && c.holds(e) {
			ms = append(ms, Modifier{Name: e.Name(), Value: e.Value})
		}
	})
	return ms
}

// withMods is a followed by more, in a new list when more has any (a may
// be a shared one, as the Joker's is).
func withMods(a, more Mods) Mods {
	if len(more) == 0 {
		return a
	}
	return append(append(Mods(nil), a...), more...)
}

// rollMods are the effect modifiers of a roll the rules make outside any
// plan (the recovery rolls, Bleeding Out, Soak): the roller's effects on
// the trait (as the roll hook adds them to a plan) and on that roll.
func (b *Battle) rollMods(f *Figure, trait Trait, ch Change) Mods {
	if f == nil {
		return nil
	}
	lead := b.recoveryMods(f, ch) // Command: edges_wiring.go
	if !f.HasEffects() {
		return lead
	}
	c := effectCtx{b: b, f: f}
	return append(append(c.mods(ChangeTrait, string(trait), false), c.mods(ch, "", false)...), lead...)
}

// expireEffects takes off, at the end of f's turn, the active effects
// that end with it: those of Ends turns whose count of turns is done (one
// put on during this very turn waits for the next), and those of Ends
// rounds whose rounds are over.
//
// A swade power's effects end instead with its caster's turn: f's turn
// end also takes them off the figures f keeps them up on.
func (b *Battle) expireEffects(f *Figure) error {
	if err := b.expireOn(f, f); err != nil {
		return err
	}
	for _, g := range b.figs {
		if g != f && len(g.Effects) > 0 { // expireOn's own first question, without the call
			if err := b.expireOn(g, f); err != nil {
				return err
			}
		}
	}
	return nil
}

// lastRound is the last round an Ends-rounds effect holds in: a swade
// power's the Span-th after the one it was cast in (it ends with the
// caster's turn then), the others' the Span-th counting the one they
// were put on in.
func (b *Battle) lastRound(e *Effect) int {
	if b.castersRounds(e) {
		return e.Round + e.Span
	}
	return e.Round + e.Span - 1
}

// castersRounds says whether the effect's rounds are its caster's (swade
// powers).
func (b *Battle) castersRounds(e *Effect) bool {
	return b.edition == SWADE && e.Ends == EndsRounds && e.Source.Kind == FromPower && e.By != ""
}

// expireStep is g's effect e as f's turn leaves it; changed says it was
// counted down (an effect that ends this turn is told by expired).
func (b *Battle) expireStep(g, f *Figure, e Effect) (_ Effect, changed bool) {
	round := b.Fight.Init.Round
	switch {
	case g != f && !(b.castersRounds(&e) && e.By == f.ID):
	case e.Ends == EndsTurns && e.Fresh:
		e.Fresh, changed = false, true
	case e.Ends == EndsTurns:
		e.Span, changed = e.Span-1, true
	case e.Ends == EndsRounds && (round > b.lastRound(&e) || (round == b.lastRound(&e) && b.castersRounds(&e) && e.By == f.ID)):
		e.Span = 0
	}
	return e, changed
}

// expired: the effect, as expireStep left it, ends now.
func expired(e *Effect) bool { return e.Ends != EndsNever && e.Span <= 0 }

// expireOn takes off g's effects that end with f's turn.
func (b *Battle) expireOn(g, f *Figure) error {
	if len(g.Effects) == 0 {
		return nil
	}
	// Most turns change none of them: look before making the new list.
	if !slices.ContainsFunc(g.Effects, func(e Effect) bool {
		e, changed := b.expireStep(g, f, e)
		return changed || expired(&e)
	}) {
		return nil
	}
	var kept []Effect
	var gone []string
	for _, e := range g.Effects {
		e, _ = b.expireStep(g, f, e)
		if expired(&e) {
			gone = append(gone, e.Label())
			continue
		}
		kept = append(kept, e)
	}
	g.Effects = kept
	if len(gone) == 0 {
		return b.Record(g.stateEvent(EventState, "", "effects counted down"))
	}
	return b.Record(g.stateEvent(EventState, "", "no longer has "+strings.Join(gone, ", ")))
}

// damageMods are the attacker's effects on the damage of an attack of a
// kind (Adrenaline Surge's +2), named after their source.
func (b *Battle) damageMods(f, target *Figure, kind string) Mods {
	if f == nil || !f.HasEffects() {
		return nil
	}
	return effectCtx{b: b, f: f, attack: kind, other: target}.mods(ChangeDamage, kind, false)
}
