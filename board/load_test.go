package board_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/assets"
	"battlemat/board"
	"battlemat/rules"
)

// base is a small valid scenario; the broken cases below each change one
// thing in it. Line numbers in the expected messages count from its first
// line.
const base = `name: Test
map:
  rows:
    - "......"
    - "..#..."
    - "......"
figures:
  - id: a
    side: heroes
    at: [0, 0]
    traits: {shooting: d8}
    weapons:
      - {name: Colt, range: 12/24/48, damage: 2d6+1}
  - id: b
    side: cultists
    at: [5, 2]
`

// edit replaces old with new in base, failing the test if old is not
// there (a case that edits nothing would test nothing).
func edit(t *testing.T, src, old, new string) string {
	t.Helper()
	require.Contains(t, src, old, "test case edits text that is not in the scenario")
	return strings.Replace(src, old, new, 1)
}

func TestParseBase(t *testing.T) {
	b, err := board.Parse("t.yaml", []byte(base))
	require.NoError(t, err)
	assert.Equal(t, "Test", b.Name)
	assert.Equal(t, 6, b.W)
	assert.Equal(t, 3, b.H)
	require.Len(t, b.Figures, 2)
}

func TestParseErrors(t *testing.T) {
	const bFig = "    side: cultists"
	const colt = "{name: Colt, range: 12/24/48, damage: 2d6+1}"
	const legend = "  rows:"
	cases := []struct {
		name string
		src  func(t *testing.T) string
		want string
	}{
		// Unknown keys, with the nearest known key offered.
		{"unknown top-level key", func(t *testing.T) string { return edit(t, base, "name: Test", "nmae: Test") },
			"t.yaml:1:1: nmae: unknown key, did you mean name? (expected one of: name, description, edition, measure, light, map, sides, figures, reveal, gm_asks, roster)"},
		{"unknown figure key", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    shootng: d6") },
			"t.yaml:16:5: figures[1].shootng: unknown key (expected one of: id, name, side, wildcard, at, size, pace, traits, armor, parry, toughness, bennies, weapons, group, leader..."},
		{"unknown legend key", func(t *testing.T) string {
			return edit(t, base, legend, "  legend:\n    \"=\": {blocking: true}\n"+legend)
		},
			`t.yaml:4:11: map.legend["="].blocking: unknown key, did you mean blocks? (expected one of: blocks, difficult, cover, material, door, open, hardness, unstable...`},
		{"unknown trait", func(t *testing.T) string { return edit(t, base, "shooting: d8", "shootin: d8") },
			`t.yaml:11:14: figures[0].traits.shootin: "shootin" is not a trait (an attribute such as agility or vigor, or a skill such as fighting, shooting, athletics, notice)`},
		{"key given twice", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    side: heroes") },
			"t.yaml:16:5: figures[1].side: key given twice (each key once per mapping)"},

		// Dice and weapon profiles.
		{"bad die", func(t *testing.T) string { return edit(t, base, "shooting: d8", "shooting: d7") },
			`t.yaml:11:24: figures[0].traits.shooting: "d7" is not a die (d4, d6, d8, d10, d12, or d12+N)`},
		{"bad range", func(t *testing.T) string { return edit(t, base, "12/24/48", "12/24") },
			`t.yaml:13:29: figures[0].weapons[0].range: "12/24" is not a range (Short/Medium/Long in inches, e.g. 12/24/48)`},
		{"bad damage", func(t *testing.T) string { return edit(t, base, "2d6+1", "2d7") },
			`t.yaml:13:47: figures[0].weapons[0].damage: "2d7" is not a damage roll (dice like "2d6+1", "str+d6" or "str")`},
		{"unknown template", func(t *testing.T) string { return edit(t, base, "damage: 2d6+1}", "damage: 2d6+1, template: blast}") },
			`t.yaml:13:64: figures[0].weapons[0].template: "blast" is not a template (sbt, mbt, lbt, cone, stream)`},
		{"template weapon without damage", func(t *testing.T) string {
			return edit(t, base, colt, "{name: Grenade, range: 5/10/20, template: mbt, thrown: true}")
		}, "t.yaml:13:9: figures[0].weapons[0]: missing damage: (e.g. 2d6+1, or str+d6 for a melee weapon)"},
		{"thrown without range", func(t *testing.T) string { return edit(t, base, colt, "{name: Axe, damage: str+d6, thrown: true}") },
			"t.yaml:13:45: figures[0].weapons[0].thrown: a thrown weapon needs a range: (e.g. 5/10/20)"},
		{"blast without range", func(t *testing.T) string { return edit(t, base, colt, "{name: Bomb, damage: 3d6, template: lbt}") },
			"t.yaml:13:45: figures[0].weapons[0].template: a lbt weapon lands at a point: it needs a range: (e.g. 5/10/20)"},
		{"shotgun without range", func(t *testing.T) string { return edit(t, base, colt, "{name: Sawn, damage: 3d6, shotgun: true}") },
			"t.yaml:13:44: figures[0].weapons[0].shotgun: a shotgun needs a range: (e.g. 12/24/48)"},
		{"rof on a melee weapon", func(t *testing.T) string { return edit(t, base, colt, "{name: Chainsaw, damage: str+d8, rof: 2}") },
			"t.yaml:13:47: figures[0].weapons[0].rof: rof 2 on a weapon without range: (Rate of Fire is for weapons that shoot)"},
		{"rof zero", func(t *testing.T) string { return edit(t, base, "damage: 2d6+1}", "damage: 2d6+1, rof: 0}") },
			"t.yaml:13:59: figures[0].weapons[0].rof: 0 is out of range (expected 1 to 12)"},
		{"negative ap", func(t *testing.T) string { return edit(t, base, "damage: 2d6+1}", "damage: 2d6+1, ap: -1}") },
			"t.yaml:13:58: figures[0].weapons[0].ap: -1 is out of range (expected 0 to 100)"},
		{"absurd shots", func(t *testing.T) string { return edit(t, base, "damage: 2d6+1}", "damage: 2d6+1, shots: 100000}") },
			"t.yaml:13:61: figures[0].weapons[0].shots: 100000 is out of range (expected 0 to 10000)"},
		{"two weapons of one name", func(t *testing.T) string { return edit(t, base, colt, colt+"\n      - {name: colt, damage: str}") },
			`t.yaml:14:16: figures[0].weapons[1].name: "colt" is already weapons[0] (a figure's weapon names must differ)`},
		{"scope on a melee weapon", func(t *testing.T) string { return edit(t, base, colt, "{name: Sword, damage: str+d8, scope: true}") },
			"t.yaml:13:46: figures[0].weapons[0].scope: a scope goes on a weapon that fires at figures (it needs a range:, and is not thrown or a template weapon)"},
		{"double tap on a thrown weapon", func(t *testing.T) string {
			return edit(t, base, colt, "{name: Axe, range: 3/6/12, damage: str+d6, thrown: true, double_tap: true}")
		}, "t.yaml:13:78: figures[0].weapons[0].double_tap: double_tap is for a firearm (it needs a range:, and is not thrown or a template weapon)"},
		{"burst on a template weapon", func(t *testing.T) string {
			return edit(t, base, colt, "{name: Flamer, damage: 2d10, template: cone, burst: true}")
		}, "t.yaml:13:61: figures[0].weapons[0].burst: burst is for an automatic firearm (it needs a range:, and is not thrown or a template weapon)"},
		{"two barrels on a rifle", func(t *testing.T) string { return edit(t, base, "damage: 2d6+1}", "damage: 2d6+1, barrels: 2}") },
			"t.yaml:13:63: figures[0].weapons[0].barrels: barrels: 2 is for a double-barrelled shotgun (add shotgun: true)"},
		{"three barrels", func(t *testing.T) string { return edit(t, base, "damage: 2d6+1}", "damage: 2d6+1, barrels: 3}") },
			"t.yaml:13:63: figures[0].weapons[0].barrels: 3 is out of range (expected 1 to 2)"},
		{"a thrown pistol", func(t *testing.T) string {
			return edit(t, base, colt, "{name: Knife, range: 3/6/12, damage: str+d4, thrown: true, pistol: true}")
		}, "t.yaml:13:76: figures[0].weapons[0].pistol: a pistol fires at figures: it needs a range:, and is not thrown or a template weapon"},
		{"an edged grenade", func(t *testing.T) string {
			return edit(t, base, colt, "{name: Bomb, range: 5/10/20, damage: 3d6, template: mbt, edged: true}")
		}, "t.yaml:13:73: figures[0].weapons[0].edged: a mbt weapon has no blade: edged: is for knives, swords, axes"},
		{"edged is a yes or no", func(t *testing.T) string { return edit(t, base, "damage: 2d6+1}", "damage: 2d6+1, edged: 2}") },
			"t.yaml:13:61: figures[0].weapons[0].edged: expected true or false, got 2"},
		{"weapon without name", func(t *testing.T) string { return edit(t, base, "{name: Colt, ", "{") },
			"t.yaml:13:9: figures[0].weapons[0]: missing name: (the weapon's name)"},

		// The map.
		{"rows of unequal length", func(t *testing.T) string { return edit(t, base, `"..#..."`, `"..#.."`) },
			"t.yaml:5:7: map.rows[1]: 5 squares, but row 0 has 6 (all rows must be the same length)"},
		{"unknown symbol, quoted row: the column of the symbol", func(t *testing.T) string { return edit(t, base, `"..#..."`, `"..#X.."`) },
			`t.yaml:5:11: map.rows[1]: symbol "X" at x=3 is not in the legend (known: # + . / = T ~)`},
		{"unknown symbol, plain row", func(t *testing.T) string { return edit(t, base, `"..#..."`, `..#X..`) },
			`t.yaml:5:10: map.rows[1]: symbol "X" at x=3 is not in the legend (known: # + . / = T ~)`},
		{"empty map", func(t *testing.T) string {
			return edit(t, base, "  rows:\n    - \"......\"\n    - \"..#...\"\n    - \"......\"", "  rows: []")
		}, "t.yaml:3:9: map.rows: expected at least one row of squares (the map is empty)"},
		{"empty row", func(t *testing.T) string { return edit(t, base, `"..#..."`, `""`) },
			"t.yaml:5:7: map.rows[1]: expected a row of squares, got empty text"},
		{"map too wide", func(t *testing.T) string { return edit(t, base, `"......"`, `"`+strings.Repeat(".", 501)+`"`) },
			"t.yaml:4:7: map.rows[0]: 501 squares: a map is at most 500 squares wide"},
		{"map too high", func(t *testing.T) string {
			return edit(t, base, "  rows:\n", "  rows:\n"+strings.Repeat("    - \".\"\n", 501))
		}, "t.yaml:4:5: map.rows: 504 rows: a map is at most 500 squares high"},
		{"no map", func(t *testing.T) string { return "name: x\nfigures: []\n" },
			"t.yaml:1:1: map: missing: expected map: with rows: (one text line per row of squares)"},
		{"map with nothing in it", func(t *testing.T) string { return "name: x\nmap:\nfigures: []\n" },
			"t.yaml:2:5: map: expected rows: (one text line per row of squares), got nothing"},
		{"legend symbol of two characters", func(t *testing.T) string { return edit(t, base, legend, "  legend:\n    \"==\": {}\n"+legend) },
			`t.yaml:4:5: map.legend["=="]: a legend symbol is one visible character, got "=="`},
		{"legend symbol ~ unquoted is null", func(t *testing.T) string { return edit(t, base, legend, "  legend:\n    ~: {}\n"+legend) },
			`t.yaml:4:5: map.legend: a key is null: quote it ("~" is null in YAML)`},
		{"unknown material", func(t *testing.T) string {
			return edit(t, base, legend, "  legend:\n    \"=\": {material: adamant}\n"+legend)
		},
			`t.yaml:4:21: map.legend["="].material: "adamant" is not a material (brick, bulletproof_glass, car_door, cinder_block, drywall, heavy_glass, leather, oak_door, sheet_metal, stone, stone_wall, tree, wood, wooden_shield)`},
		{"unknown cover", func(t *testing.T) string {
			return edit(t, base, legend, "  legend:\n    \"=\": {cover: half}\n"+legend)
		},
			`t.yaml:4:18: map.legend["="].cover: "half" is not a cover (none, light, medium, heavy, near_total)`},

		// Figures on the map.
		{"figure off the map", func(t *testing.T) string { return edit(t, base, "at: [5, 2]", "at: [6, 2]") },
			"t.yaml:16:9: figures[1].at: [6, 2] puts the figure off the 6x3 map (x 0..5, y 0..2)"},
		{"a large base partly off the map", func(t *testing.T) string {
			return edit(t, base, "at: [5, 2]", "at: [5, 0]\n    size: 4")
		}, "t.yaml:16:9: figures[1].at: [5, 0] puts the figure (a 2x2 base for Size 4) off the 6x3 map (x 0..4, y 0..1)"},
		{"figure on a wall", func(t *testing.T) string { return edit(t, base, "at: [5, 2]", "at: [2, 1]") },
			"t.yaml:16:9: figures[1].at: square [2, 1] is blocking terrain # (brick): a figure cannot stand there"},
		{"a large base over a wall", func(t *testing.T) string { return edit(t, base, "at: [5, 2]", "at: [1, 0]\n    size: 4") },
			"t.yaml:16:9: figures[1].at: square [2, 1] is blocking terrain # (brick): a figure cannot stand there"},
		{"figures on one square", func(t *testing.T) string { return edit(t, base, "at: [5, 2]", "at: [0, 0]") },
			`t.yaml:16:9: figures[1].at: square [0, 0] is taken by "a" (figures[0]): bases may not overlap`},
		{"bases overlap", func(t *testing.T) string {
			s := edit(t, base, "at: [0, 0]", "at: [4, 1]")
			return edit(t, s, "at: [5, 2]", "at: [3, 0]\n    size: 4")
		}, `t.yaml:16:9: figures[1].at: square [4, 1] is taken by "a" (figures[0]): bases may not overlap`},
		{"at with three numbers", func(t *testing.T) string { return edit(t, base, "at: [5, 2]", "at: [5, 2, 1]") },
			"t.yaml:16:9: figures[1].at: expected [x, y], got 3 numbers"},
		{"at as text", func(t *testing.T) string { return edit(t, base, "at: [5, 2]", `at: "5,2"`) },
			`t.yaml:16:9: figures[1].at: expected a list, got "5,2"`},
		{"no at", func(t *testing.T) string { return edit(t, base, "    at: [5, 2]\n", "") },
			"t.yaml:14:5: figures[1]: missing at: [x, y] (the square of the base's top-left corner)"},

		// Ids and sides.
		{"duplicate id", func(t *testing.T) string { return edit(t, base, "id: b", "id: a") },
			`t.yaml:14:9: figures[1].id: "a" is already the id of figures[0] (ids must be unique)`},
		{"id with capitals", func(t *testing.T) string { return edit(t, base, "id: b", "id: B") },
			`t.yaml:14:9: figures[1].id: "B" is not an id (1 to 64 of a-z, 0-9, _ and -)`},
		{"id with a space", func(t *testing.T) string { return edit(t, base, "id: b", `id: "cultist 2"`) },
			`t.yaml:14:9: figures[1].id: "cultist 2" is not an id (1 to 64 of a-z, 0-9, _ and -)`},
		{"no id", func(t *testing.T) string { return edit(t, base, "  - id: b\n    side", "  - side") },
			"t.yaml:14:5: figures[1]: missing id: (lowercase letters, digits, _ and -)"},
		{"side not among sides:", func(t *testing.T) string {
			return edit(t, base, "name: Test", "name: Test\nsides:\n  heroes: {color: \"#00f\"}")
		},
			`t.yaml:17:11: figures[1].side: "cultists" is not one of the sides (heroes)`},
		{"no side", func(t *testing.T) string { return edit(t, base, bFig+"\n", "") },
			"t.yaml:14:5: figures[1]: missing side: (which team the figure fights for)"},
		{"bad colour", func(t *testing.T) string {
			return edit(t, base, "name: Test", "name: Test\nsides:\n  heroes: {color: blue}\n  cultists: {}")
		}, `t.yaml:3:19: sides.heroes.color: "blue" is not a colour (#rrggbb or #rgb, quoted)`},
		{"unquoted colour is a comment", func(t *testing.T) string {
			return edit(t, base, "name: Test", "name: Test\nsides:\n  heroes:\n    color: #00f\n  cultists: {}")
		}, `t.yaml:4:11: sides.heroes.color: expected a colour, got nothing (quote it: color: "#2f6fdf", since # starts a YAML comment)`},
		{"unknown control", func(t *testing.T) string {
			return edit(t, base, "name: Test", "name: Test\nsides:\n  heroes: {control: robot}\n  cultists: {}")
		}, `t.yaml:3:21: sides.heroes.control: "robot" is not a controller (human or ai)`},
		{"gm not a bool", func(t *testing.T) string {
			return edit(t, base, "name: Test", "name: Test\nsides:\n  heroes: {}\n  cultists: {gm: maybe}")
		}, `t.yaml:4:18: sides.cultists.gm: expected true or false, got "maybe"`},
		{"leader unknown", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    leader: zed") },
			`t.yaml:16:13: figures[1].leader: "zed" is not the id of a figure in this scenario`},
		{"leader of another side", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    leader: a") },
			`t.yaml:16:13: figures[1].leader: "a" fights for heroes, not cultists: a leader is on the figure's side`},
		{"leaders in a circle", func(t *testing.T) string {
			s := edit(t, base, bFig, "    side: heroes\n    leader: a")
			return edit(t, s, "    side: heroes\n    at: [0, 0]", "    side: heroes\n    leader: b\n    at: [0, 0]")
		}, `t.yaml:10:13: figures[0].leader: leaders go round in a circle from "a" back to "a"`},

		// Numbers: kind and range.
		{"pace above 48", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    pace: 49") },
			"t.yaml:16:11: figures[1].pace: 49 is out of range (expected 0 to 48)"},
		{"pace as a word", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    pace: fast") },
			`t.yaml:16:11: figures[1].pace: expected a whole number, got "fast"`},
		{"pace with a fraction", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    pace: 6.5") },
			"t.yaml:16:11: figures[1].pace: expected a whole number, got 6.5"},
		{"pace too big for any integer", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    pace: 99999999999999999999999") },
			`t.yaml:16:11: figures[1].pace: expected a whole number, got "99999999999999999999999"`},
		{"pace beyond 64 bits", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    pace: 18446744073709551615") },
			"t.yaml:16:11: figures[1].pace: expected a whole number, got 18446744073709551615 (too large)"},
		{"size below Tiny", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    size: -5") },
			"t.yaml:16:11: figures[1].size: -5 is out of range (expected -4 to 20)"},
		{"negative armor", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    armor: -1") },
			"t.yaml:16:12: figures[1].armor: -1 is out of range (expected 0 to 100)"},
		{"absurd parry", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    parry: 99") },
			"t.yaml:16:12: figures[1].parry: 99 is out of range (expected 0 to 30)"},
		{"toughness zero", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    toughness: 0") },
			"t.yaml:16:16: figures[1].toughness: 0 is out of range (expected 1 to 100)"},
		{"too many bennies", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    bennies: 21") },
			"t.yaml:16:14: figures[1].bennies: 21 is out of range (expected 0 to 20)"},
		{"wildcard not a bool", func(t *testing.T) string { return edit(t, base, bFig, bFig+"\n    wildcard: maybe") },
			`t.yaml:16:15: figures[1].wildcard: expected true or false, got "maybe"`},

		// Top-level words.
		{"unknown edition", func(t *testing.T) string { return "edition: sw6\n" + base },
			`t.yaml:1:10: edition: "sw6" is not an edition (swade or deluxe)`},
		{"unknown light", func(t *testing.T) string { return "light: gloomy\n" + base },
			`t.yaml:1:8: light: "gloomy" is not a light level (bright, dim, dark, pitch)`},
		{"unknown measure", func(t *testing.T) string { return "measure: manhattan\n" + base },
			`t.yaml:1:10: measure: "manhattan" is not a measure (chebyshev or euclidean)`},
		{"name on two lines", func(t *testing.T) string { return edit(t, base, "name: Test", `name: "Te\nst"`) },
			`t.yaml:1:7: name: expected one line of printable text, got "Te\nst"`},

		// Structure.
		{"figures not a list", func(t *testing.T) string { return strings.Split(base, "figures:")[0] + "figures: {a: 1}\n" },
			"t.yaml:7:10: figures: expected a list, got a mapping"},
		{"traits as a list", func(t *testing.T) string { return edit(t, base, "traits: {shooting: d8}", "traits: [d8]") },
			"t.yaml:11:13: figures[0].traits: expected a mapping (key: value), got a list"},
		{"anchor", func(t *testing.T) string { return edit(t, base, "traits: {", "traits: &t {") },
			"t.yaml:11:13: figures[0].traits: anchors and aliases (& and *) are not supported: write the value out"},
		{"merge key", func(t *testing.T) string { return edit(t, base, "  - id: b\n", "  - <<: {id: b}\n") },
			"t.yaml:14:5: figures[1]: merge keys (<<) are not supported"},
		{"tag", func(t *testing.T) string { return edit(t, base, "name: Test", "name: !!str Test") },
			"t.yaml:1:7: name: tags (!!type) are not supported: write the plain value"},
		{"number as a legend key", func(t *testing.T) string { return edit(t, base, legend, "  legend:\n    1: {}\n"+legend) },
			`t.yaml:4:5: map.legend: key 1 must be text: quote it ("1")`},
		{"two documents", func(t *testing.T) string { return base + "---\nname: again\n" },
			"t.yaml:17:1: scenario: a second YAML document (number 2): expected one scenario per file"},
		{"syntax: unclosed list", func(t *testing.T) string { return "name: [unclosed\n" },
			"t.yaml:1:7: syntax: sequence end token ']' not found"},
		{"syntax: a tab indents", func(t *testing.T) string { return edit(t, base, "  - id: b\n", "\t- id: b\n") },
			"t.yaml:14:1: syntax: a tab where YAML expects spaces: indent with spaces only"},
		{"syntax: unclosed flow mapping", func(t *testing.T) string { return edit(t, base, "{shooting: d8}", "{shooting: d8") },
			"t.yaml:12:5: syntax: ',' or '}' must be specified"},

		// Not a scenario at all.
		{"empty file", func(t *testing.T) string { return "" },
			"t.yaml:1:1: scenario: the file is empty: expected a mapping with map: and figures:"},
		{"only whitespace", func(t *testing.T) string { return " \n\t\n" },
			"t.yaml:1:1: scenario: the file is empty: expected a mapping with map: and figures:"},
		{"only comments", func(t *testing.T) string { return "# nothing here\n" },
			"t.yaml:1:1: scenario: the file holds only comments: expected a mapping with map: and figures:"},
		{"a list", func(t *testing.T) string { return "- a\n- b\n" },
			"t.yaml:1:1: scenario: expected a mapping with map: and figures:, got a list"},
		{"a word", func(t *testing.T) string { return "hello\n" },
			`t.yaml:1:1: scenario: expected a mapping with map: and figures:, got "hello"`},
		{"binary: a NUL byte", func(t *testing.T) string { return "name: x\x00\x01\n" },
			"t.yaml:1:8: scenario: not a text file (a NUL byte): expected a YAML or JSON scenario"},
		{"binary: a PNG", func(t *testing.T) string { return "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" },
			"t.yaml:3:1: scenario: not a text file (a NUL byte): expected a YAML or JSON scenario"},
		{"binary: not UTF-8", func(t *testing.T) string { return "name: x\nmap: \xff\xfe\n" },
			"t.yaml:2:6: scenario: not UTF-8 text: expected a YAML or JSON scenario"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := board.Parse("t.yaml", []byte(c.src(t)))
			require.Error(t, err)
			assert.Nil(t, b, "a broken file never half-loads")
			if prefix, ok := strings.CutSuffix(c.want, "..."); ok {
				// Lists of keys others extend at their end: the keys of
				// docs/formats.md must be there, in this order, first.
				assert.True(t, strings.HasPrefix(err.Error(), prefix), "%q\ndoes not start with\n%q", err.Error(), prefix)
			} else {
				assert.Equal(t, c.want, err.Error())
			}
			assert.NotContains(t, err.Error(), "\n", "errors are one line")
			var se *board.ScenarioError
			assert.ErrorAs(t, err, &se)
		})
	}
}

// Files built to exhaust the YAML parser (its memory grows with the square
// of the nesting depth and of a block mapping's size) are refused before
// parsing; without these checks each of them takes gigabytes.
func TestHostileFiles(t *testing.T) {
	var manyKeys strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&manyKeys, "k%d: 1\n", i)
	}
	cases := []struct{ name, src, want string }{
		{"a million brackets", strings.Repeat("[", 1<<20-1),
			"h.yaml:1:17: scenario: brackets nested more than 16 deep: a scenario needs a handful of levels"},
		{"nested flow mappings", "name: " + strings.Repeat("{a: ", 100000),
			"h.yaml:1:71: scenario: brackets nested more than 16 deep: a scenario needs a handful of levels"},
		{"lists nested on one line", strings.Repeat("- ", 100000) + "x",
			"h.yaml:1:33: scenario: lists nested more than 16 deep on one line: a scenario needs a handful of levels"},
		{"a mapping of 5000 keys", manyKeys.String(),
			"h.yaml:1001:1: scenario: a mapping with more than 1000 keys: a scenario's mappings hold a few dozen"},
		{"lists nested on a line that ends in a bare CR", "name: x\r" + strings.Repeat("- ", 100000) + "x",
			"h.yaml:2:33: scenario: lists nested more than 16 deep on one line: a scenario needs a handful of levels"},
		{"5000 keys on lines that end in bare CRs", strings.ReplaceAll(manyKeys.String(), "\n", "\r"),
			"h.yaml:1001:1: scenario: a mapping with more than 1000 keys: a scenario's mappings hold a few dozen"},
		{"over a megabyte", "name: x\n" + strings.Repeat("#", 1<<20),
			"h.yaml:1:1: scenario: the file is over 1048576 bytes: a scenario is at most that"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := board.Parse("h.yaml", []byte(c.src))
			assert.Nil(t, b)
			require.Error(t, err)
			assert.Equal(t, c.want, err.Error())
		})
	}
	// Brackets inside quotes and comments are not nesting; a legend of a
	// hundred symbols is not a big mapping.
	var legend strings.Builder
	legend.WriteString("map:\n  legend:\n")
	row := ""
	for i := range 100 {
		r := string(rune(0x4e00 + i))
		fmt.Fprintf(&legend, "    %q: {}  # [[[[[[[[[[[[[[[[[[[[\n", r)
		row += r
	}
	fmt.Fprintf(&legend, "  rows: [%q]\nname: \"%s\"\n", row, strings.Repeat("[", 40))
	b, err := board.Parse("ok.yaml", []byte(legend.String()))
	require.NoError(t, err)
	assert.Equal(t, 100, b.W)
}

// Load names the file as given in its messages and reads JSON as well as
// YAML.
func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "ford.yaml")
	require.NoError(t, os.WriteFile(p, []byte(edit(t, base, "shooting: d8", "shooting: d7")), 0o644))
	_, err := board.Load(p)
	require.Error(t, err)
	assert.Equal(t, p+`:11:24: figures[0].traits.shooting: "d7" is not a die (d4, d6, d8, d10, d12, or d12+N)`, err.Error())

	_, err = board.Load(filepath.Join(dir, "missing.yaml"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "missing.yaml: no such file")
	assert.NotContains(t, err.Error(), "\n")

	_, err = board.Load(dir)
	require.Error(t, err)
	assert.Equal(t, dir+": is a directory", err.Error())

	// An endless file is refused after its first megabyte.
	if _, statErr := os.Stat("/dev/zero"); statErr == nil {
		_, err = board.Load("/dev/zero")
		require.Error(t, err)
		assert.Equal(t, "/dev/zero:1:1: scenario: the file is over 1048576 bytes: a scenario is at most that", err.Error())
	}
}

func TestJSONScenario(t *testing.T) {
	src := `{
  "name": "From JSON",
  "measure": "euclidean",
  "map": {"rows": ["...", ".#.", "..."], "legend": {"#": {"blocks": true, "material": "stone wall"}}},
  "figures": [
    {"id": "a", "side": "x", "at": [0, 0], "wildcard": true, "traits": {"vigor": "d8"},
     "weapons": [{"name": "Bow", "range": "12/24/48", "damage": "2d6"}]},
    {"id": "b", "side": "y", "at": [2, 2], "pace": 8}
  ]
}`
	b, err := board.Parse("j.json", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, "From JSON", b.Name)
	assert.True(t, b.Euclidean)
	assert.Equal(t, 10, b.At(board.Square{X: 1, Y: 1}).Armor, "stone wall is +10")
	assert.Equal(t, "stone_wall", b.At(board.Square{X: 1, Y: 1}).Material)
	require.Len(t, b.Figures, 2)
	assert.Equal(t, 8, b.Figures[1].Pace)
	assert.Equal(t, [3]int{12, 24, 48}, b.Figures[0].Weapons[0].Range)

	// JSON errors carry positions like YAML's.
	_, err = board.Parse("j.json", []byte(strings.Replace(src, `"pace": 8`, `"pace": "8"`, 1)))
	require.Error(t, err)
	assert.Equal(t, `j.json:8:52: figures[1].pace: expected a whole number, got "8"`, err.Error())
}

func TestDefaults(t *testing.T) {
	src := `map:
  rows: ["....", "...."]
figures:
  - {id: hero, side: good, wildcard: true, at: [0, 0],
     weapons: [{name: Tommy Gun, range: 12/24/48, damage: 2d6+1, rof: 3, shots: 50},
               {name: Fists, damage: str}]}
  - {id: mook, side: bad, at: [3, 1]}
`
	b, err := board.Parse("scenarios/skirmish.yaml", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, "skirmish", b.Name, "the name defaults to the file's base name")
	assert.Equal(t, rules.SWADE, b.Edition)
	assert.Same(t, rules.SWADE.Rules(), b.Rules)
	assert.False(t, b.Euclidean, "chebyshev by default")
	assert.Equal(t, rules.Bright, b.Light)

	hero, mook := b.Figure("hero"), b.Figure("mook")
	require.NotNil(t, hero)
	require.NotNil(t, mook)
	assert.Equal(t, "hero", hero.Name, "the name defaults to the id")
	assert.Equal(t, 6, hero.Pace)
	assert.Equal(t, 0, hero.Size)
	assert.Equal(t, 3, hero.Bennies, "a Wild Card starts with 3 bennies (a battle gives the GM's 2)")
	assert.True(t, hero.DefaultBennies, "no bennies: key")
	assert.Equal(t, 0, mook.Bennies, "an Extra with none")
	assert.False(t, mook.WildCard)
	assert.Equal(t, 0, hero.Armor)
	assert.Nil(t, hero.ParryOverride)
	assert.Nil(t, hero.ToughnessOverride)
	assert.Equal(t, board.Square{X: 3, Y: 1}, mook.At)
	require.Len(t, hero.Weapons, 2)
	assert.Equal(t, 3, hero.Weapons[0].RoF)
	assert.Equal(t, 1, hero.Weapons[1].RoF, "RoF 1 unless given")
	assert.False(t, hero.Weapons[1].Ranged())
	assert.Equal(t, rules.Damage{Strength: true}, hero.Weapons[1].Damage)
	assert.Equal(t, []int{50, 0}, hero.State.Ammo, "ammo starts full")
	assert.Empty(t, mook.State.Ammo)

	// Sides named only by figures get distinct palette colours, in order.
	require.Len(t, b.Sides, 2)
	// The first side is the players', every other the GM's.
	assert.Equal(t, board.Side{Name: "good", Color: "#2f6fdf", Control: board.ControlHuman}, b.Sides["good"])
	assert.Equal(t, board.Side{Name: "bad", Color: "#d03a2f", Control: board.ControlHuman, GM: true}, b.Sides["bad"])
	assert.False(t, hero.GM)
	assert.True(t, mook.GM)
}

// A side's gm: says whether it is the GM's; without it every side but the
// first (of sides:, else of the figures) is. A GM's Wild Card with no
// bennies: key starts a battle with 2 bennies, a player's with 3, and the
// GM's pool has one per player character.
func TestGMSides(t *testing.T) {
	src := `sides:
  heroes: {}
  allies: {gm: false}
  cult: {}
  beasts: {gm: true}
map: {rows: ["......"]}
figures:
  - {id: hero, side: heroes, wildcard: true, at: [0, 0]}
  - {id: ally, side: allies, wildcard: true, at: [1, 0]}
  - {id: priest, side: cult, wildcard: true, at: [2, 0]}
  - {id: boss, side: cult, wildcard: true, bennies: 5, at: [3, 0]}
  - {id: wolf, side: beasts, at: [4, 0]}
`
	b, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	assert.False(t, b.Sides["heroes"].GM, "the first side")
	assert.False(t, b.Sides["allies"].GM, "gm: false")
	assert.True(t, b.Sides["cult"].GM, "by default")
	assert.True(t, b.Sides["beasts"].GM, "gm: true")
	assert.True(t, b.Figure("wolf").GM)
	assert.False(t, b.Figure("boss").DefaultBennies, "bennies: 5")

	bt, err := board.NewBattle(b, 1)
	require.NoError(t, err)
	for id, n := range map[string]int{"hero": 3, "ally": 3, "priest": 2, "boss": 5, "wolf": 0} {
		assert.Equal(t, n, bt.Figure(id).Bennies, id)
	}
	assert.Equal(t, 2, bt.Pool(), "hero and ally: one each")

	// Revision 2 had every Wild Card start with 3 and no pool.
	b, err = board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	bt, err = board.NewBattleAt(b, 1, 2)
	require.NoError(t, err)
	assert.Equal(t, 3, bt.Figure("priest").Bennies)
	assert.Equal(t, 0, bt.Pool())

	// With no sides:, the first figure's side is the players'.
	b, err = board.Parse("t.yaml", []byte("map: {rows: [\"..\"]}\nfigures:\n  - {id: c, side: cult, at: [0, 0]}\n  - {id: h, side: heroes, at: [1, 0]}\n"))
	require.NoError(t, err)
	assert.False(t, b.Sides["cult"].GM)
	assert.True(t, b.Sides["heroes"].GM)
}

func TestExplicitValues(t *testing.T) {
	src := `name: Explicit
edition: deluxe
measure: euclidean
light: dim
sides:
  heroes: {color: "#0F0"}
  villains: {color: "#123abc", control: ai}
map: {rows: ["......", "......", "......"]}
figures:
  - id: brute
    name: The Brute
    side: villains
    wildcard: true
    at: [1, 1]
    size: 4
    pace: 8
    armor: 2
    parry: 7
    toughness: 12
    bennies: 1
    traits: {fighting: d12+2, vigor: d10, knowledge_occult: d6}
    weapons: [{name: Club, damage: str+d8+1, ap: 2}]
  - {id: kid, side: heroes, at: [0, 0], group: scouts, leader: hero}
  - {id: hero, side: heroes, at: [5, 2], wildcard: true}
`
	b, err := board.Parse("x.yaml", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, rules.Deluxe, b.Edition)
	assert.Same(t, rules.Deluxe.Rules(), b.Rules)
	assert.True(t, b.Euclidean)
	assert.Equal(t, rules.Dim, b.Light)
	assert.Equal(t, "#00ff00", b.Sides["heroes"].Color, "#rgb is widened to #rrggbb")
	assert.Equal(t, board.ControlAI, b.Sides["villains"].Control)

	f := b.Figure("brute")
	require.NotNil(t, f)
	assert.Equal(t, "The Brute", f.Name)
	assert.Equal(t, 2, f.Footprint(), "Size 4 takes 2x2 squares")
	assert.Equal(t, 8, f.Pace)
	assert.Equal(t, 2, f.Armor)
	require.NotNil(t, f.ParryOverride)
	assert.Equal(t, 7, *f.ParryOverride)
	require.NotNil(t, f.ToughnessOverride)
	assert.Equal(t, 12, *f.ToughnessOverride)
	assert.Equal(t, 1, f.Bennies)
	assert.Equal(t, rules.Die{Sides: 12, Bonus: 2}, f.Traits["fighting"])
	assert.Equal(t, rules.D6, f.Traits["knowledge_occult"])
	assert.Equal(t, rules.Damage{Strength: true, Dice: []rules.Die{rules.D8}, Plus: 1}, f.Weapons[0].Damage)
	assert.Equal(t, 2, f.Weapons[0].AP)
	assert.Equal(t, f, b.FigureAt(board.Square{X: 2, Y: 2}), "the 2x2 base covers [1..2]x[1..2]")

	assert.Equal(t, map[string]string{"kid": "scouts"}, b.Dealing.Group)
	assert.Equal(t, map[string]string{"kid": "hero"}, b.Dealing.Leader)
}

func TestLegend(t *testing.T) {
	src := `map:
  legend:
    "#": {blocks: true, material: cinder block}   # redefine: the whole entry is replaced
    "=": {}                                        # redefine as open ground
    "o": {cover: heavy, material: oak door}        # add
    "~": null                                      # an empty entry: open ground
    "w": {difficult: true}
  rows:
    - ".#=oT~w"
figures: []
`
	b, err := board.Parse("l.yaml", []byte(src))
	require.NoError(t, err)
	require.Equal(t, 7, b.W)
	at := func(x int) board.Terrain { return b.At(board.Square{X: x, Y: 0}) }
	assert.Equal(t, board.Terrain{Symbol: '.'}, at(0))
	assert.Equal(t, board.Terrain{Symbol: '#', Blocks: true, Material: "cinder_block", Armor: 6}, at(1))
	assert.Equal(t, board.Terrain{Symbol: '='}, at(2))
	assert.Equal(t, board.Terrain{Symbol: 'o', Cover: rules.HeavyCover, Material: "oak_door", Armor: 6}, at(3))
	assert.Equal(t, board.Terrain{Symbol: 'T', Blocks: true, Material: "tree", Armor: 10}, at(4), "built-ins not redefined stay")
	assert.Equal(t, board.Terrain{Symbol: '~'}, at(5))
	assert.Equal(t, board.Terrain{Symbol: 'w', Difficult: true}, at(6))
}

// The five built-in symbols and their obstacle armor.
func TestBuiltinLegend(t *testing.T) {
	b, err := board.Parse("b.yaml", []byte("map: {rows: ['.#~T=']}\n"))
	require.NoError(t, err)
	at := func(x int) board.Terrain { return b.At(board.Square{X: x, Y: 0}) }
	assert.Equal(t, board.Terrain{Symbol: '.'}, at(0))
	assert.Equal(t, board.Terrain{Symbol: '#', Blocks: true, Material: "brick", Armor: 8}, at(1))
	assert.Equal(t, board.Terrain{Symbol: '~', Difficult: true, Water: true}, at(2), "drawn as water")
	assert.Equal(t, board.Terrain{Symbol: 'T', Blocks: true, Material: "tree", Armor: 10}, at(3))
	assert.Equal(t, board.Terrain{Symbol: '=', Difficult: true, Cover: rules.MediumCover, Material: "wood", Armor: 2}, at(4))
}

func TestMaterialArmor(t *testing.T) {
	// docs/formats.md: +2 heavy glass, drywall, leather, wooden shield; +4 sheet
	// metal, car door; +6 oak door, cinder block; +8 brick; +10 stone wall,
	// bulletproof glass, tree.
	for name, want := range map[string]int{
		"heavy glass": 2, "drywall": 2, "leather": 2, "wooden shield": 2, "wood": 2,
		"sheet metal": 4, "car door": 4, "oak door": 6, "cinder-block": 6,
		"Brick": 8, "stone wall": 10, "stone": 10, "bulletproof_glass": 10, "tree": 10,
	} {
		got, ok := board.MaterialArmor(name)
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	_, ok := board.MaterialArmor("adamantium")
	assert.False(t, ok)
}

// Every shipped scenario loads, and each is what its name promises.
func TestShippedScenarios(t *testing.T) {
	names := assets.ScenarioNames()
	require.Subset(t, names, []string{"demo", "street", "ford", "warehouse"})
	for _, n := range names {
		t.Run(n, func(t *testing.T) {
			data, err := assets.Scenario(n)
			require.NoError(t, err)
			b, err := board.Parse(n+".yaml", data)
			require.NoError(t, err)
			assert.NotEmpty(t, b.Name)
			assert.NotEmpty(t, b.Description)
			assert.GreaterOrEqual(t, len(b.Figures), 4)
			assert.GreaterOrEqual(t, len(b.Sides), 2)
		})
	}
}

func TestDemoScenario(t *testing.T) {
	data, err := assets.Scenario(assets.DefaultScenario)
	require.NoError(t, err)
	b, err := board.Parse("demo.yaml", data)
	require.NoError(t, err)
	assert.InDelta(t, 20, b.W, 4, "about 20x14")
	assert.InDelta(t, 14, b.H, 3)

	buck := b.Figure("buck")
	require.NotNil(t, buck)
	assert.Equal(t, "Buck Savage", buck.Name)
	assert.True(t, buck.WildCard)
	assert.Equal(t, rules.D10, buck.Traits["shooting"])

	// The weapons the demo exists to show.
	var grenade, tommy, shotgun, melee bool
	for _, f := range b.Figures {
		for _, w := range f.Weapons {
			grenade = grenade || w.Thrown && w.Template.Blast()
			tommy = tommy || w.RoF >= 2
			shotgun = shotgun || w.Shotgun
			melee = melee || !w.Ranged() && w.Template == rules.NoTemplate
		}
	}
	assert.True(t, grenade && tommy && shotgun && melee)

	// And the terrain: walls, a low wall, difficult ground and trees.
	seen := map[rune]bool{}
	for _, c := range b.Cells {
		seen[c.Symbol] = true
	}
	for _, s := range "#=~T" {
		assert.True(t, seen[s], string(s))
	}
	assert.Equal(t, "#2f6fdf", b.Sides["heroes"].Color)
}

func TestScenarioAsset(t *testing.T) {
	a, err := assets.Scenario("demo")
	require.NoError(t, err)
	b, err := assets.Scenario("demo.yaml")
	require.NoError(t, err)
	assert.Equal(t, a, b)
	_, err = assets.Scenario("../go.mod")
	assert.Error(t, err)
	_, err = assets.Scenario("nope")
	assert.ErrorContains(t, err, `"nope" is not a shipped scenario (`)
}

// Seeds for FuzzParse: the valid base, every shipped scenario, and the
// kinds of breakage the table above names.
func FuzzParse(f *testing.F) {
	f.Add([]byte(base))
	for _, n := range assets.ScenarioNames() {
		data, err := assets.Scenario(n)
		require.NoError(f, err)
		f.Add(data)
	}
	for _, s := range []string{
		"", "---", "[", "{", "- a", "a: *b", "&a [*a]", "map: {rows: ['#']}",
		"map: {rows: ['.']}\nfigures: [{id: a, side: s, at: [0, 0], size: 20}]",
		"map: {rows: ['..']}\nfigures: [{id: a, side: s, at: [-1, 0]}]",
		"{\"map\": {\"rows\": [\"..\"]}, \"figures\": [{\"id\": \"a\", \"side\": \"s\", \"at\": [1, 0]}]}",
		"name: x\x00", "name: \xff", "map:\n  rows:\n    - |\n      ..\n",
		"<<: {a: 1}", "? [a]\n: b", "%YAML 1.2\n---\nname: x",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := board.Parse("f.yaml", data)
		if err != nil {
			require.Nil(t, b, "a broken file never half-loads")
			require.NotContains(t, err.Error(), "\n", "errors are one line")
			require.True(t, strings.HasPrefix(err.Error(), "f.yaml:"), err.Error())
			require.NotContains(t, err.Error(), "could not be read as YAML")
			return
		}
		// A loaded board is whole: every figure stands on the map, off
		// blocking terrain, on its own squares.
		require.Len(t, b.Cells, b.W*b.H)
		taken := map[board.Square]bool{}
		for _, fg := range b.Figures {
			n := fg.Footprint()
			for y := fg.At.Y; y < fg.At.Y+n; y++ {
				for x := fg.At.X; x < fg.At.X+n; x++ {
					s := board.Square{X: x, Y: y}
					require.True(t, b.InBounds(s))
					require.False(t, b.At(s).Blocks)
					require.False(t, taken[s])
					taken[s] = true
				}
			}
		}
	})
}

func BenchmarkParseDemo(b *testing.B) {
	data, err := assets.Scenario("demo")
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := board.Parse("demo.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}

// The largest map a scenario may have: 500x500 squares and 500 figures.
func BenchmarkParseLargestMap(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("map:\n  rows:\n")
	row := "    - \"" + strings.Repeat(".~T=", 125) + "\"\n"
	for range board.MaxMapSide {
		sb.WriteString(row)
	}
	sb.WriteString("figures:\n")
	for i := range 500 {
		fmt.Fprintf(&sb, "  - {id: f%d, side: s%d, at: [%d, %d], traits: {shooting: d8}, weapons: [{name: Gun, range: 12/24/48, damage: 2d6}]}\n", i, i%2, (i%125)*4, i/125*100)
	}
	data := []byte(sb.String())
	bd, err := board.Parse("big.yaml", data)
	require.NoError(b, err)
	require.Equal(b, 500, bd.W)
	require.Len(b, bd.Figures, 500)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := board.Parse("big.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}

// A full example scenario whose third row is one square longer than the
// others is refused; with that fixed it loads and means what its comments
// say.
func TestExampleScenarioWithALongRow(t *testing.T) {
	_, err := board.Load(filepath.Join("testdata", "long_row.yaml"))
	require.Error(t, err)
	assert.Equal(t, "testdata/long_row.yaml:10:7: map.rows[2]: 17 squares, but row 0 has 16 (all rows must be the same length)", err.Error())

	b, err := board.Load(filepath.Join("testdata", "long_row_fixed.yaml"))
	require.NoError(t, err)
	assert.Equal(t, "Ambush at the Ford", b.Name)
	assert.Equal(t, 16, b.W)
	assert.Equal(t, 3, b.H)
	assert.Equal(t, board.Terrain{Symbol: '#', Blocks: true, Material: "brick", Armor: 8}, b.At(board.Square{X: 4, Y: 1}))
	assert.Equal(t, board.Terrain{Symbol: '~', Difficult: true}, b.At(board.Square{X: 10, Y: 1}))
	assert.Equal(t, board.Terrain{Symbol: 'T', Blocks: true, Material: "tree", Armor: 10}, b.At(board.Square{X: 15, Y: 2}))
	assert.Equal(t, "#d03a2f", b.Sides["cultists"].Color)
	buck := b.Figure("buck")
	require.NotNil(t, buck)
	assert.Equal(t, board.Square{X: 2, Y: 1}, buck.At)
	assert.Equal(t, 1, buck.Armor)
	require.NotNil(t, buck.ParryOverride)
	assert.Equal(t, 6, *buck.ParryOverride)
	assert.Equal(t, 3, buck.Bennies)
	require.Len(t, buck.Weapons, 6)
	colt, grenade, flamer, tommy, shotgun := buck.Weapons[0], buck.Weapons[2], buck.Weapons[3], buck.Weapons[4], buck.Weapons[5]
	assert.Equal(t, rules.Weapon{Name: "Colt .45", Range: [3]int{12, 24, 48},
		Damage: rules.Damage{Dice: []rules.Die{rules.D6, rules.D6}, Plus: 1}, RoF: 1, AP: 1, Shots: 7, Pistol: true}, colt, "a RoF 1 firearm with Short 12\": a pistol by default")
	assert.True(t, grenade.Thrown)
	assert.Equal(t, rules.MBT, grenade.Template)
	assert.True(t, flamer.Evadable)
	assert.Equal(t, rules.Cone, flamer.Template)
	assert.False(t, flamer.Ranged())
	assert.Equal(t, 3, tommy.RoF)
	assert.True(t, shotgun.Shotgun)
	assert.Equal(t, []int{7, 0, 0, 0, 50, 0}, buck.State.Ammo)
}

// Files saved on Windows (CRLF, a byte order mark) or old Macs (bare CR)
// load, and their errors count lines the same way.
func TestLineEndings(t *testing.T) {
	broken := edit(t, base, "shooting: d8", "shooting: d7")
	want := `t.yaml:11:24: figures[0].traits.shooting: "d7" is not a die (d4, d6, d8, d10, d12, or d12+N)`
	for name, conv := range map[string]func(string) string{
		"CRLF":         func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") },
		"BOM and LF":   func(s string) string { return "\ufeff" + s },
		"CR":           func(s string) string { return strings.ReplaceAll(s, "\n", "\r") },
		"BOM and CRLF": func(s string) string { return "\ufeff" + strings.ReplaceAll(s, "\n", "\r\n") },
	} {
		t.Run(name, func(t *testing.T) {
			b, err := board.Parse("t.yaml", []byte(conv(base)))
			require.NoError(t, err)
			assert.Len(t, b.Figures, 2)
			_, err = board.Parse("t.yaml", []byte(conv(broken)))
			require.Error(t, err)
			assert.Equal(t, want, err.Error())
		})
	}
}

func TestLoadGaps(t *testing.T) {
	const legend = "  rows:"
	src := edit(t, base, legend, "  legend:\n    \"_\": {gap: true}\n"+legend)
	src = edit(t, src, `"......"`, `".._..."`)
	b, err := board.Parse("t.yaml", []byte(src))
	require.NoError(t, err)
	assert.True(t, b.At(board.Square{X: 2, Y: 0}).Gap)
	assert.False(t, b.At(board.Square{X: 2, Y: 0}).Blocks, "a gap hides nothing")

	for _, c := range []struct{ name, src, want string }{
		{"a gap that blocks", edit(t, src, "{gap: true}", "{gap: true, blocks: true}"),
			`t.yaml:4:30: map.legend._.blocks: a gap is open (it can be jumped over and seen across): leave out blocks: or gap:`},
		{"a gap that is a door", edit(t, src, "{gap: true}", "{gap: true, door: true}"),
			`t.yaml:4:28: map.legend._.door: a gap cannot be a door: leave out door: or gap:`},
		{"a gap that gives cover", edit(t, src, "{gap: true}", "{gap: true, cover: light}"),
			`t.yaml:4:29: map.legend._.cover: a gap hides nothing and gives no cover: leave out cover: or gap:`},
		{"a figure in a gap", edit(t, src, "at: [0, 0]", "at: [2, 0]"),
			"t.yaml:12:9: figures[0].at: square [2, 0] is a gap _: a figure cannot stand there"},
	} {
		_, err := board.Parse("t.yaml", []byte(c.src))
		assert.EqualError(t, err, c.want, c.name)
	}
}

// A hosted table's gm_asks: key says whom the GM is asked about; a value
// that is none of wildcards, all and never is one clear line.
func TestGMAsksKeyIsReadAndCheckedOnItsLine(t *testing.T) {
	text := "name: t\nmap:\n  rows: [\"..\"]\ngm_asks: %s\nfigures:\n  - {id: a, name: A, side: x, at: [0, 0]}\n"
	b, err := board.Parse("t.yaml", []byte(fmt.Sprintf(text, "all")))
	require.NoError(t, err)
	assert.Equal(t, rules.GMAsksAll, b.GMAsks)
	b, err = board.Parse("t.yaml", []byte(strings.Replace(fmt.Sprintf(text, "x"), "gm_asks: x\n", "", 1)))
	require.NoError(t, err)
	assert.Equal(t, rules.GMAsksWildCards, b.GMAsks, "the default")
	_, err = board.Parse("t.yaml", []byte(fmt.Sprintf(text, "sometimes")))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `gm_asks`)
	assert.Contains(t, err.Error(), `"sometimes" is not a gm_asks setting (wildcards, all or never)`)
}
