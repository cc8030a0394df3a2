package rules

// Figure is one combatant's statistics and state. Position lives on the
// board; everything the dice need lives here.
type Figure struct {
	ID   string
	Name string
	// Kind is what the figure is (the scenario's kind:, "spider",
	// "undead"): a Phobia names it (Figure.IsA).
	Kind string `json:",omitempty"`
	Side string
	// WildCard figures roll a Wild Die, take three Wounds and hold bennies;
	// Extras are out at the first Wound.
	WildCard bool
	// Steed: the figure carries a rider (a horse): only a steed may be
	// mounted (MountUp). A scenario's mount: makes its figure one.
	Steed bool
	Size  int
	Pace  int
	// Traits maps an attribute or skill name to its die. A skill missing
	// from the map is unskilled (d4-2); a missing attribute counts as d4.
	Traits map[Trait]Die
	Armor  int
	// ParryOverride and ToughnessOverride replace the derived values when
	// set (the scenario's parry: and toughness:).
	ParryOverride     *int
	ToughnessOverride *int
	Weapons           []Weapon
	// Hidden: the scenario's hidden: true; only the GM is told of the
	// figure until the reveal action (reveal.go, Battle.Hidden).
	Hidden bool
	// GM: the figure is the GM's (its side's gm:, by default every side
	// but the first): it may spend from the GM's pool (bennies.go).
	GM bool `json:",omitempty"`
	// DefaultBennies: the scenario gave the figure no bennies: key, so a
	// battle under GMBennies starts it with StartingBennies (3 for a
	// player's Wild Card, 2 for the GM's); otherwise Bennies stands.
	DefaultBennies bool `json:",omitempty"`
	// Edges, Hindrances and Abilities are the names as the scenario
	// writes them ("Block", "Bad Eyes (Major)", "Armor +2", "Claws:
	// Str+d6"), kept whether battlemat knows them or not (effect_registry.go).
	Edges      []string `json:",omitempty"`
	Hindrances []string `json:",omitempty"`
	Abilities  []string `json:",omitempty"`
	// Shield is the shield carried: "small", "medium", "large" or "".
	Shield string `json:",omitempty"`

	// granted: the effects those names give under the battle's edition
	// (Grant); never changed during a fight.
	granted []Effect
	// fears, fearValue: whether granted has Fear and its penalty
	// (causesFear), set with granted (noteGranted) so that the check
	// after every action reads no list.
	fears     bool
	fearValue int
	// extraWounds: the Wounds its Size adds under the battle's rules.
	extraWounds int
	// oldWounds: of its Wounds, those older than the golden hour (brought
	// into the fight: powers_healing.go).
	oldWounds int
	// lastingWounds: of its Wounds, those from damage its Fast
	// Regeneration does not heal (abilities_more.go).
	lastingWounds int

	// Arcane and Powers are the scenario's arcane: and powers: (as
	// written, trappings included: "Bolt (hellfire)"); the cast action
	// plays them (cast.go).
	Arcane *Arcane  `json:",omitempty"`
	Powers []string `json:",omitempty"`

	State
}

// Arcane is a figure's Arcane Background in numbers: the skill it casts
// with and its Power Points at most (what it has left: Figure.PowerPoints).
type Arcane struct {
	Skill       Trait
	PowerPoints int
}

// State is everything about a figure that changes during a fight. Bennies
// live here, not on Figure, so that an Event's After records a benny spent
// and replay restores it.
type State struct {
	Bennies       int
	Wounds        int
	Fatigue       int // 1 Fatigued, 2 Exhausted; one more Incapacitates
	Shaken        bool
	Distracted    bool
	Vulnerable    bool
	Stunned       bool
	Prone         bool
	Incapacitated bool
	BleedingOut   bool
	// Dead: a critical failure on the Incapacitation roll, or a failed
	// Bleeding Out roll.
	Dead bool
	// Entangled and Bound: held in a grapple by Grappler (grapple.go).
	// Neither may move; both are Vulnerable; Bound is also Distracted and
	// may only try to break free.
	Entangled bool   `json:",omitempty"`
	Bound     bool   `json:",omitempty"`
	Grappler  string `json:",omitempty"`
	// Unconscious: knocked out (nonlethal damage, a knockout blow); it is
	// Incapacitated too, with no Incapacitation roll.
	Unconscious bool `json:",omitempty"`
	// Crouching (deluxe): the figure moves at half Pace and ranged
	// attacks against it take the edition's CrouchRangedMod (move.go).
	Crouching bool `json:",omitempty"`
	// Riding names the mount the figure sits on ("" on foot): mounted.go.
	Riding string `json:",omitempty"`
	// Unstable: the figure stands on an unstable platform (a moving
	// vehicle, a rocking boat): -2 to its ranged attacks (smallrules.go).
	Unstable bool `json:",omitempty"`
	// Effects are the active effects put on the figure during the fight
	// (a GM's ruling, a power), each with when it ends (effect.go).
	Effects []Effect `json:",omitempty"`
	// PowerPointsSpent: the Power Points spent so far in the fight (what
	// is left: Figure.PowerPoints), so a snapshot carries them.
	PowerPointsSpent int `json:",omitempty"`
	// Injuries from the Injury Table, in the order taken.
	Injuries []Injury
	// Ammo left per weapon index (only for weapons with Shots).
	Ammo []int
}

// Footprint is how many squares across a base of this Size fills
// (docs/geometry.md: 1 up to Size 3, then 2, 3, 4 for Size 4-7, 8-11, 12+).
func Footprint(size int) int {
	switch {
	case size >= 12:
		return 4
	case size >= 8:
		return 3
	case size >= 4:
		return 2
	}
	return 1
}

// MaxWounds is how many Wounds a figure can take before Incapacitation.
// A Wild Card takes 3, an Extra none; in swade a big creature more (its
// Size), and an Extra's Resilient or Very Resilient 1 or 2.
func (f *Figure) MaxWounds() int {
	n := f.extraWounds
	if f.HasEffects() {
		f.eachEffect(func(e *Effect) {
			if e.Change == ChangeWounds && (!f.WildCard || e.Source.Kind != FromAbility) {
				n += e.Value
			}
		})
	}
	if f.WildCard {
		return 3 + n
	}
	return n
}
