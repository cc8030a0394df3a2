package board

import (
	"sort"
	"strings"

	"battlemat/rules"
)

// The scenario file's schema as the YAML decoder sees it. Every optional
// field is a pointer so that "absent" (take the default) differs from a
// value given; the field names are the keys of docs/formats.md.

type rawScenario struct {
	Name        *string             `yaml:"name"`
	Description *string             `yaml:"description"`
	Edition     *string             `yaml:"edition"`
	Measure     *string             `yaml:"measure"`
	Light       *string             `yaml:"light"`
	Map         *rawMap             `yaml:"map"`
	Sides       map[string]*rawSide `yaml:"sides"`
	Figures     []*rawFigure        `yaml:"figures"`
	// Reveal lists the foes' numbers players are told (host.go: Reveal).
	Reveal *[]string `yaml:"reveal"`
	// GMAsks is which of the GM's figures the GM is asked about
	// (rules.GMAsks).
	GMAsks *string `yaml:"gm_asks"`
	// Roster names the file of figures that use: entries take
	// (rosterfile.go).
	Roster *string `yaml:"roster"`
}

type rawMap struct {
	Rows   []string               `yaml:"rows"`
	Legend map[string]*rawTerrain `yaml:"legend"`
	// Thin walls by hand ([x1, y1, x2, y2] in inches), doors and windows
	// on them; a Universal VTT file's walls, doors, windows and lights
	// (uvtt.go). walls_material is the thin walls' material; open_portals
	// says what a file's closed: false portals are (window or door).
	Walls         [][]float64    `yaml:"walls"`
	Windows       [][]float64    `yaml:"windows"`
	Doors         []*rawThinDoor `yaml:"doors"`
	WallsMaterial *string        `yaml:"walls_material"`
	UVTT          *string        `yaml:"uvtt"`
	OpenPortals   *string        `yaml:"open_portals"`
	// Image is a battlemap picture under the grid (picture.go).
	Image *rawImage `yaml:"image"`
}

type rawImage struct {
	File      *string   `yaml:"file"`
	PxPerInch *float64  `yaml:"px_per_inch"`
	Offset    []float64 `yaml:"offset"`
}

type rawThinDoor struct {
	From     []float64 `yaml:"from"`
	To       []float64 `yaml:"to"`
	Closed   *bool     `yaml:"closed"`
	Material *string   `yaml:"material"`
	Hardness *int      `yaml:"hardness"`
}

type rawTerrain struct {
	Blocks    *bool   `yaml:"blocks"`
	Difficult *bool   `yaml:"difficult"`
	Cover     *string `yaml:"cover"`
	Material  *string `yaml:"material"`
	// Door makes the symbol a door, closed unless open: true; Hardness is
	// what breaks it (8 a light door, 10 a heavy one).
	Door     *bool `yaml:"door"`
	Open     *bool `yaml:"open"`
	Hardness *int  `yaml:"hardness"`
	// Unstable: the squares are an unstable platform (a cart, a deck):
	// ranged attacks from them are -2 (unstable.go).
	Unstable *bool `yaml:"unstable"`
	// Water: drawn as water (a creek, a ford) rather than rubble; the
	// rules read only difficult:.
	Water *bool `yaml:"water"`
	// Gap: a ditch, a chasm, a roof's edge: never walked into or across,
	// jumped over (a figure's move jumps it when the rules allow).
	Gap *bool `yaml:"gap"`
}

type rawSide struct {
	Color   *string `yaml:"color"`
	Control *string `yaml:"control"`
	// GM: the side is the GM's (its figures may spend from the GM's pool
	// of bennies, its Wild Cards start with 2); by default every side but
	// the first is.
	GM *bool `yaml:"gm"`
}

type rawFigure struct {
	ID        *string           `yaml:"id"`
	Name      *string           `yaml:"name"`
	Side      *string           `yaml:"side"`
	WildCard  *bool             `yaml:"wildcard"`
	At        []int             `yaml:"at"`
	Size      *int              `yaml:"size"`
	Pace      *int              `yaml:"pace"`
	Traits    map[string]string `yaml:"traits"`
	Armor     *int              `yaml:"armor"`
	Parry     *int              `yaml:"parry"`
	Toughness *int              `yaml:"toughness"`
	Bennies   *int              `yaml:"bennies"`
	Weapons   []*rawWeapon      `yaml:"weapons"`
	// Group and Leader feed rules.Dealing: Extras of one group share an
	// Action Card; a figure with a leader acts on the leader's card.
	Group  *string `yaml:"group"`
	Leader *string `yaml:"leader"`
	// Wounds, Fatigue and lasting Injuries the figure brings from an
	// earlier fight (aftermath.go); Mount is the id of the figure it rides
	// (mounts.go).
	Wounds  *int `yaml:"wounds"`
	Fatigue *int `yaml:"fatigue"`
	// PowerPointsSpent: a caster's Power Points spent in an earlier
	// fight and not yet recharged (arcane.go).
	PowerPointsSpent *int         `yaml:"power_points_spent"`
	Mount            *string      `yaml:"mount"`
	Injuries         []*rawInjury `yaml:"injuries"`
	// Steed: the figure carries a rider (a horse); a rider's mount: is one.
	Steed *bool `yaml:"steed"`
	// Player names the person who plays the figure at a hosted table
	// (server/); Hidden keeps the figure from everyone but the GM until
	// revealed.
	Player *string `yaml:"player"`
	Hidden *bool   `yaml:"hidden"`
	// Edges, Hindrances and Abilities as a stat block writes them, and
	// the shield carried (characters.go).
	Edges      []string `yaml:"edges"`
	Hindrances []string `yaml:"hindrances"`
	Abilities  []string `yaml:"abilities"`
	Shield     *string  `yaml:"shield"`
	// Kind says what the figure is ("spider", "undead"): a Phobia names
	// its feared thing by it (rules.Figure.IsA).
	Kind *string `yaml:"kind"`
	// Arcane and Powers: the arcane skill, Power Points and powers as
	// written (arcane.go); kept with the figure, not yet played.
	Arcane *rawArcane `yaml:"arcane"`
	Powers []string   `yaml:"powers"`
}

type rawArcane struct {
	Skill       *string `yaml:"skill"`
	PowerPoints *int    `yaml:"power_points"`
}

// rawInjury is a lasting injury from the Injury Table (aftermath.go).
type rawInjury struct {
	Location *string `yaml:"location"`
	Effect   *string `yaml:"effect"`
	Trait    *string `yaml:"trait"`
	Lasts    *string `yaml:"lasts"`
}

type rawWeapon struct {
	Name     *string `yaml:"name"`
	Range    *string `yaml:"range"`
	Damage   *string `yaml:"damage"`
	RoF      *int    `yaml:"rof"`
	AP       *int    `yaml:"ap"`
	Shots    *int    `yaml:"shots"`
	Template *string `yaml:"template"`
	Thrown   *bool   `yaml:"thrown"`
	Evadable *bool   `yaml:"evadable"`
	Shotgun  *bool   `yaml:"shotgun"`
	Reload   *int    `yaml:"reload"`
	// DamageType says what the weapon does to objects (blunt, cutting,
	// piercing, fire); Reach is its reach in inches (a spear 1).
	DamageType *string `yaml:"damage_type"`
	Reach      *int    `yaml:"reach"`
	// Material is what the weapon is made of or carries besides its
	// damage type (silver, cold iron): a Weakness, Immunity or
	// Invulnerability of that name meets it.
	Material *string `yaml:"material"`
	// Natural: a bite, claws, horns (always armed, never disarmed);
	// OffHand: wielded in the off hand (-2 to attack): unstable.go.
	Natural *bool `yaml:"natural"`
	// Heavy: a Heavy Weapon, the only kind that harms Heavy Armor.
	Heavy   *bool `yaml:"heavy"`
	OffHand *bool `yaml:"offhand"`
	// Scope, DoubleTap, Burst, Barrels, Pistol, Edged: what the weapon
	// can do (weaponKinds in load.go).
	Scope     *bool `yaml:"scope"`
	DoubleTap *bool `yaml:"double_tap"`
	Burst     *bool `yaml:"burst"`
	Barrels   *int  `yaml:"barrels"`
	Pistol    *bool `yaml:"pistol"`
	Edged     *bool `yaml:"edged"`
	// TwoHanded: wielded in both hands (Sweep, One Arm).
	TwoHanded *bool `yaml:"two_handed"`
}

// Limits on scenario numbers. They are far above anything a table uses and
// keep a typo (pace: 66) or a hostile file from passing or eating memory.
const (
	MaxMapSide     = 500 // squares across or down
	MaxPace        = 48  // inches per turn
	MinSize        = -4  // Tiny
	MaxSize        = 20  // Gargantuan
	MaxArmor       = 100 // heavy armour and vehicles
	MaxParry       = 30
	MaxToughness   = 100
	MaxBennies     = 20
	MaxRoF         = 12
	MaxAP          = 100
	MaxShots       = 10000
	MaxReload      = 10
	MaxBarrels     = 2   // a double-barrelled shotgun
	MaxWeapons     = 32  // per figure
	MaxTextLength  = 200 // names, in bytes
	MaxDescription = 2000
)

// builtinLegend holds the seven symbols every scenario knows. A scenario's
// legend may add symbols or redefine these (a redefinition replaces the
// whole entry).
func builtinLegend() map[rune]Terrain {
	return map[rune]Terrain{
		'.': {Symbol: '.'},
		'#': {Symbol: '#', Blocks: true, Material: "brick", Armor: materialArmor["brick"]},
		'~': {Symbol: '~', Difficult: true, Water: true},
		'T': {Symbol: 'T', Blocks: true, Material: "tree", Armor: materialArmor["tree"]},
		'=': {Symbol: '=', Difficult: true, Cover: 2 /* medium */, Material: "wood", Armor: materialArmor["wood"]},
		// Doors: a closed light door and an open one (doors.go).
		'+': {Symbol: '+', Door: true, Blocks: true, Hardness: DefaultDoorHardness, Material: "wood", Armor: materialArmor["wood"], DoorDefault: true},
		'/': {Symbol: '/', Door: true, Open: true, StartOpen: true, Hardness: DefaultDoorHardness, Material: "wood", Armor: materialArmor["wood"], DoorDefault: true},
	}
}

// materialArmor is the obstacle table of docs/formats.md: the armor an obstacle adds
// when it turns a hit into a miss only through its cover. Names are
// lowercase with spaces and hyphens read as underscores.
var materialArmor = map[string]int{
	"heavy_glass":   2,
	"drywall":       2,
	"leather":       2,
	"wooden_shield": 2,
	// "wood" (the built-in low wall of planks or a fence) is not in the
	// table; it counts as the table's thinnest wood, the wooden shield
	// (+2), since the seeds put thicker wood (the oak door) at +6 by name.
	"wood":              2,
	"sheet_metal":       4,
	"car_door":          4,
	"oak_door":          6,
	"cinder_block":      6,
	"brick":             8,
	"stone":             10,
	"stone_wall":        10,
	"bulletproof_glass": 10,
	"tree":              10,
}

// MaterialArmor returns the obstacle armor of a material name as a
// scenario spells it, and whether the name is known.
func MaterialArmor(name string) (int, bool) {
	a, ok := materialArmor[normalizeMaterial(name)]
	return a, ok
}

func normalizeMaterial(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	return strings.NewReplacer(" ", "_", "-", "_").Replace(s)
}

func materialNames() string {
	names := make([]string, 0, len(materialArmor))
	for n := range materialArmor {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// sidePalette colours the sides a scenario names without a sides: entry,
// in order of first appearance.
var sidePalette = []string{"#2f6fdf", "#d03a2f", "#2f9f4f", "#c08a1f", "#8a4fbf", "#1fa3a3", "#d0509f", "#6f6f6f"}

// isID reports whether s matches [a-z0-9_-]+ (rules.IsID).
func isID(s string) bool { return rules.IsID(s) }
