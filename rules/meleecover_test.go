package rules_test

import (
	"strings"
	"testing"

	"battlemat/internal/fighttest"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
)

// cornerOne is corner with only the wall square (6, 1): Buck at (5, 1)
// and Cultist 1 at (6, 2) touch across its corner, and the wall hides
// half of Cultist 1's base from Buck's centre.
var cornerOne = strings.Replace(corner, `    - ".....#......"`, `    - "............"`, 1)

// meleeBesideWall: Buck swings the Machete at Cultist 1 past the wall
// square: d8 7, Wild d6 2.
func meleeBesideWall(t *testing.T, src string, rev int) string {
	b := newBattleAt(t, src, 1, rev)
	fighttest.ToTurn(t, b, "buck", 0)
	return tried(b, []int{7, 2, 1, 1}, rules.Melee{Who: "buck", Target: "c1"})
}

// Melee takes cover as a shot does, by the same hidden share of the
// base: half of Cultist 1 behind the wall square is medium cover in
// swade (-4), so the swing 7 + 1 Gang Up (Doc) - 4 = 4 misses Parry 5, and the Colt fired
// from the same square takes the same -4; in deluxe exactly half hidden
// is light cover (-1): 7 + 1 - 1 = 7 hits.
func TestMeleeTakesCoverLikeAShot(t *testing.T) {
	assert.Contains(t, meleeBesideWall(t, cornerOne, rules.CurrentRevision),
		"Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, +1 Gang Up, -4 medium cover = 4 vs 5: miss.")
	b := newBattle(t, cornerOne, 1)
	fighttest.ToTurn(t, b, "buck", 0)
	assert.Contains(t, tried(b, []int{7, 2, 1, 1}, rules.Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c1"}}),
		"-4 medium cover")
	assert.Contains(t, meleeBesideWall(t, "edition: deluxe\n"+cornerOne, rules.CurrentRevision),
		"Buck attacks Cultist 1 with the Machete: d8 7, Wild d6 2, +1 Gang Up, -1 light cover = 7 vs 5: hit.")
}
