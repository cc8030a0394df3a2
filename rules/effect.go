package rules

import (
	"fmt"
	"strings"
)

// Effects: the one vocabulary in which Edges, Hindrances, special
// abilities, powers and the GM's own rulings change a fight.
//
// An Effect is a Source (what brings it: an Edge, a Hindrance, an ability,
// a power, the GM; and its name as written), a Change (what it changes,
// from the closed list below, with Detail narrowing it: a trait, an attack
// kind, a damage type, a movement mode), a Value, a When (the condition
// under which it applies, with its own parameter N and Detail) and an
// Ends (never, or after N of the carrier's turns, or N rounds).
//
// A figure's effects are those its Edges, Hindrances and Abilities grant
// (the registry, effect_registry.go, turns each name into effects for the
// battle's edition when the battle starts: Figure.Grant) plus the active
// ones put on it during the fight (State.Effects: a GM's ruling, a
// power), which undo and replay restore like any other state.
//
// A modifier that comes from an effect is named after its source ("-2
// Dodge", "+1 Block", "+2 Undead"), so the plan, the preview, the odds, the
// log and `apply` show it without knowing the Edge: effect_apply.go turns
// effects into the named modifiers of the plans (RegisterRollHook and
// RegisterDieHook), of Parry (Battle.ParryMods), Toughness and the rest.
//
// To give an Edge its effect: add one Entry to the registry (RegisterEntry
// from an init, one per Edge), whose Grant returns the effects for an
// edition and the name's parameter. A rule that needs more than a number
// (First Strike's free attack, Sweep) keeps the Effect as its marker
// (ChangeFeature, Detail naming it) and reads it where the engine acts:
// Battle.HasFeature. Add a Change, When or Ends constant here (and to its
// list) only when no existing one says it.

// SourceKind is what brings an effect.
type SourceKind string

// The kinds of source.
const (
	FromEdge      SourceKind = "edge"
	FromHindrance SourceKind = "hindrance"
	FromAbility   SourceKind = "ability"
	FromPower     SourceKind = "power"
	FromGM        SourceKind = "gm"
	FromGear      SourceKind = "gear" // a shield
)

var sourceKinds = []SourceKind{FromEdge, FromHindrance, FromAbility, FromPower, FromGM, FromGear}

// Source names what brings an effect: its kind and its name as written
// ("Block", "Armor +2", "GM").
type Source struct {
	Kind SourceKind `json:"kind"`
	Name string     `json:"name"`
}

// Change is what an effect changes: a closed list.
type Change string

// What an effect can change. Detail narrows some of them (said on each).
const (
	// Rolls of the figure.
	ChangeTrait    Change = "trait"     // its trait rolls; Detail: the trait ("" every trait)
	ChangeAttack   Change = "attack"    // its attack rolls; Detail: melee, ranged, thrown or "" (all)
	ChangeAttacked Change = "attacked"  // attack rolls against it; Detail as ChangeAttack (Dodge: ranged)
	ChangeDamage   Change = "damage"    // its damage rolls; Detail as ChangeAttack
	ChangeDamageIn Change = "damage_in" // damage rolls against it; Detail: a damage type ("" all)
	ChangeAP       Change = "ap"        // the AP of its attacks; Detail as ChangeAttack
	ChangeEvade    Change = "evade"     // its Agility rolls to evade area attacks
	ChangeDie      Change = "die"       // a trait's die type, Value steps up (down when negative); Detail: the trait
	// Derived statistics.
	ChangeParry     Change = "parry"
	ChangeToughness Change = "toughness" // Toughness that AP does not reduce
	ChangeArmor     Change = "armor"     // armor (AP reduces it); Detail "area": against area effects only
	ChangeSize      Change = "size"      // Size: Toughness, Scale, extra Wounds
	ChangeScale     Change = "scale"     // Swat: Value points of Scale penalty ignored
	ChangeWounds    Change = "wounds"    // Wounds it takes before Incapacitation (Resilient)
	ChangeWoundCap  Change = "wound_cap" // at most Value Wounds from one attack (Unstoppable)
	// Recovery and survival.
	ChangeUnshake        Change = "unshake"        // its Spirit roll to recover from Shaken
	ChangeUnstun         Change = "unstun"         // its Vigor roll to recover from Stunned
	ChangeSoak           Change = "soak"           // its Soak rolls
	ChangeIncapacitation Change = "incapacitation" // its Vigor roll on Incapacitation
	ChangeBleedingOut    Change = "bleeding_out"   // its Bleeding Out rolls
	ChangeIgnoreWounds   Change = "ignore_wounds"  // Value points of Wound penalty ignored
	ChangeIgnoreFatigue  Change = "ignore_fatigue" // Value points of Fatigue penalty ignored (Relief's numb)
	// Cards, bennies, Gang Up.
	ChangeCards    Change = "cards"   // Value more Action Cards dealt, the best kept
	ChangeBennies  Change = "bennies" // Value more (or fewer) bennies at the start
	ChangeGangUp   Change = "gang_up" // the Gang Up bonus of its attacks
	ChangeGangedUp Change = "ganged"  // the Gang Up bonus of attacks against it (Block: -1)
	// Movement and senses.
	ChangePace      Change = "pace"       // Pace
	ChangeRunning   Change = "running"    // the running die, in steps
	ChangeMove      Change = "move"       // a movement mode; Detail: fly, burrow, swim, climb; Value its Pace
	ChangeSense     Change = "sense"      // Detail: low_light, infravision, darkvision
	ChangeFear      Change = "fear"       // its Fear checks (Brave +2)
	ChangeFearTable Change = "fear_table" // its rolls on the Fear Table (Brave -2)
	// What damage does to it.
	ChangeImmune       Change = "immune"       // Detail: fire, poison, disease, fear, called (no called-shot damage), bleeding (no Bleeding Out)
	ChangeWeakness     Change = "weakness"     // Detail: a damage type; Value extra damage from it (For "double": doubled)
	ChangeHardy        Change = "hardy"        // a second Shaken does not Wound it
	ChangeInvulnerable Change = "invulnerable" // only Detail's damage Wounds it
	ChangeHeavyArmor   Change = "heavy_armor"  // only Heavy Weapons harm it
	ChangeEthereal     Change = "ethereal"     // only magic harms it; passes through walls
	ChangeRegenerate   Change = "regenerate"   // a Vigor roll each turn heals a Wound; Detail: what it does not heal
	// What it does to others.
	ChangeCausesFear  Change = "causes_fear"  // who first sees it makes a Fear check at Value
	ChangeWeapon      Change = "weapon"       // a natural weapon: Detail its damage (Str+d6)
	ChangeHeavyWeapon Change = "heavy_weapon" // its attacks are Heavy Weapons
	ChangePoison      Change = "poison"       // who it Shakes or Wounds rolls Vigor at Value; Detail the kind
	ChangeInfection   Change = "infection"    // as poison; Detail the result
	// Anything else the engine does by name: Detail names it (first_strike,
	// counterattack, sweep, frenzy, level_headed...), Value its count.
	ChangeFeature Change = "feature"
)

var changes = []Change{ChangeTrait, ChangeAttack, ChangeAttacked, ChangeDamage, ChangeDamageIn, ChangeAP, ChangeEvade, ChangeDie,
	ChangeParry, ChangeToughness, ChangeArmor, ChangeSize, ChangeScale, ChangeWounds, ChangeWoundCap,
	ChangeUnshake, ChangeUnstun, ChangeSoak, ChangeIncapacitation, ChangeBleedingOut, ChangeIgnoreWounds, ChangeIgnoreFatigue,
	ChangeCards, ChangeBennies, ChangeGangUp, ChangeGangedUp,
	ChangePace, ChangeRunning, ChangeMove, ChangeSense, ChangeFear, ChangeFearTable,
	ChangeImmune, ChangeWeakness, ChangeHardy, ChangeInvulnerable, ChangeHeavyArmor, ChangeEthereal, ChangeRegenerate,
	ChangeCausesFear, ChangeWeapon, ChangeHeavyWeapon, ChangePoison, ChangeInfection, ChangeFeature}

// Attack kinds, the Detail of ChangeAttack, ChangeAttacked, ChangeDamage
// and ChangeAP ("" is every attack).
const (
	AttackMelee  = "melee"
	AttackRanged = "ranged" // shots and throws
	AttackThrown = "thrown"
)

// When is the condition under which an effect applies: a closed list.
type When string

// The conditions. N and Detail are the Effect's.
const (
	Always         When = ""              // always
	WhenRanged     When = "vs_ranged"     // against (or with) a ranged attack, not an area attack
	WhenMelee      When = "vs_melee"      // against (or with) a melee attack
	WhenNotMoved   When = "not_moved"     // the figure has not moved this turn
	WhenOnceTurn   When = "once_turn"     // once per turn of the figure
	WhenOnceRound  When = "once_round"    // once per round
	WhenJoker      When = "joker"         // the figure acts on a Joker
	WhenNearLeader When = "near_leader"   // within N" of an ally with the Edge named by Detail
	WhenWeapon     When = "weapon"        // with the weapon named by Detail
	WhenLarger     When = "vs_larger"     // against a foe at least N Sizes larger
	WhenVulnerable When = "vs_vulnerable" // against a Vulnerable foe
	WhenShaken     When = "shaken"        // while the figure is Shaken
	WhenReroll     When = "reroll"        // on a benny's reroll
	WhenArmed      When = "armed"         // the figure holds a weapon (natural weapons and Martial Artist count)
	WhenFeared     When = "feared"        // a figure that is the thing named by For is present (Phobia)
)

var whens = []When{Always, WhenRanged, WhenMelee, WhenNotMoved, WhenOnceTurn, WhenOnceRound, WhenJoker,
	WhenNearLeader, WhenWeapon, WhenLarger, WhenVulnerable, WhenShaken, WhenReroll, WhenArmed, WhenFeared}

// Ends is when an effect put on a figure ends: a closed list.
type Ends string

// How effects end.
const (
	EndsNever  Ends = ""       // lasts the fight (what Edges and abilities grant)
	EndsTurns  Ends = "turns"  // at the end of the carrier's N-th next turn (N 1: "until the end of its next turn")
	EndsRounds Ends = "rounds" // at the end of the N-th round counting the one it was put on in
)

var endings = []Ends{EndsNever, EndsTurns, EndsRounds}

// Effect is one change to a fight (see the top of this file).
type Effect struct {
	Source Source `json:"source"`
	Change Change `json:"change"`
	Detail string `json:"detail,omitempty"`
	Value  int    `json:"value,omitempty"`
	When   When   `json:"when,omitempty"`
	// N is When's number (the leader's radius, the Size difference).
	N   int    `json:"n,omitempty"`
	For string `json:"for,omitempty"` // When's name (the weapon, the leader's Edge)
	// AsCover: the modifier counts as cover (Dodge, a shield): against an
	// attack the larger of it and the cover there applies, not both.
	AsCover bool `json:"as_cover,omitempty"`
	Ends    Ends `json:"ends,omitempty"`
	Span    int  `json:"span,omitempty"` // Ends' count of turns or rounds
	// Round is the round it was put on in (Ends rounds); Fresh marks one
	// put on during its carrier's own turn, which does not count towards
	// Ends turns.
	Round int  `json:"round,omitempty"`
	Fresh bool `json:"fresh,omitempty"`
	// By is the caster who maintains a power's effect (Source FromPower):
	// its Backlash or its choice ends it (cast.go).
	By string `json:"by,omitempty"`
}

// Name is the name a modifier from the effect carries: its source's.
func (e Effect) Name() string {
	if e.Source.Name != "" {
		return e.Source.Name
	}
	return string(e.Source.Kind)
}

// Label is the effect as a mark names it: "Parry -2 (GM)", "Dodge".
func (e Effect) Label() string {
	if e.Value == 0 {
		return e.Name()
	}
	what := string(e.Change)
	if e.Detail != "" {
		what += " " + e.Detail
	}
	if e.Source.Kind == FromGM || e.Source.Kind == FromPower {
		return fmt.Sprintf("%s %+d (%s)", what, e.Value, e.Name())
	}
	return fmt.Sprintf("%s %+d", e.Name(), e.Value)
}

// String says the effect in a few words: "Parry -2 (GM) until the end of
// its next turn".
func (e Effect) String() string {
	var b strings.Builder
	b.WriteString(string(e.Change))
	if e.Detail != "" {
		b.WriteString(" " + e.Detail)
	}
	if e.Value != 0 {
		fmt.Fprintf(&b, " %+d", e.Value)
	}
	fmt.Fprintf(&b, " (%s)", e.Name())
	if e.When != Always {
		b.WriteString(" " + string(e.When))
		if e.N != 0 {
			fmt.Fprintf(&b, " %d", e.N)
		}
		if e.For != "" {
			b.WriteString(" " + e.For)
		}
	}
	if s := e.EndText(); s != "" {
		b.WriteString(" " + s)
	}
	return b.String()
}

// EndText says when the effect ends ("" for never).
func (e Effect) EndText() string {
	switch e.Ends {
	case EndsTurns:
		if e.Span <= 1 {
			return "until the end of its next turn"
		}
		return fmt.Sprintf("until the end of its %d-th turn from now", e.Span)
	case EndsRounds:
		if e.Span <= 1 {
			return "until the end of the round"
		}
		return fmt.Sprintf("for %d rounds", e.Span)
	}
	return ""
}

// Check says whether the effect uses only the known vocabulary.
func (e Effect) Check() error {
	if !inList(sourceKinds, e.Source.Kind) {
		return fmt.Errorf("%q is not a source of effects (%s)", e.Source.Kind, joinList(sourceKinds))
	}
	if !inList(changes, e.Change) {
		return fmt.Errorf("%q is not something an effect changes (%s)", e.Change, joinList(changes))
	}
	if !inList(whens, e.When) {
		return fmt.Errorf("%q is not a condition of effects (%s)", e.When, joinList(whens))
	}
	if !inList(endings, e.Ends) {
		return fmt.Errorf("%q is not how an effect ends (never, turns, rounds)", e.Ends)
	}
	if e.Ends != EndsNever && e.Span < 1 {
		return fmt.Errorf("an effect that ends after %s needs a count of 1 or more", e.Ends)
	}
	return nil
}

// ParseChange, ParseWhen and ParseEnds read the names above ("never" is
// EndsNever, "always" Always).
func ParseChange(s string) (Change, error) {
	c := Change(strings.ToLower(strings.TrimSpace(s)))
	if !inList(changes, c) {
		return "", fmt.Errorf("%q is not something an effect changes (%s)", s, joinList(changes))
	}
	return c, nil
}

// ParseWhen reads a condition ("" and "always" are Always).
func ParseWhen(s string) (When, error) {
	w := When(strings.ToLower(strings.TrimSpace(s)))
	if w == "always" {
		w = Always
	}
	if !inList(whens, w) {
		return "", fmt.Errorf("%q is not a condition of effects (always, %s)", s, joinList(whens[1:]))
	}
	return w, nil
}

// ParseEnds reads how an effect ends ("" and "never" are EndsNever).
func ParseEnds(s string) (Ends, error) {
	e := Ends(strings.ToLower(strings.TrimSpace(s)))
	if e == "never" {
		e = EndsNever
	}
	if !inList(endings, e) {
		return "", fmt.Errorf("%q is not how an effect ends (never, turns, rounds)", s)
	}
	return e, nil
}

func inList[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func joinList[T ~string](list []T) string {
	parts := make([]string, 0, len(list))
	for _, x := range list {
		if x != "" {
			parts = append(parts, string(x))
		}
	}
	return strings.Join(parts, ", ")
}
