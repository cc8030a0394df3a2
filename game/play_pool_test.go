package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
)

// The orc, the GM's Extra, has no benny of its own: when Vera's knife
// wounds it the window of a GM asked about every figure (Ctrl+B) offers
// the GM's pool (one benny: Vera is the one player character), Y spends
// it on the Soak and the log says so; the orc's sheet shows the pool.
func TestPlaySoakFromTheGMsPool(t *testing.T) {
	for from := uint64(1); from < 400; {
		g, seed := arenaOf(t, arenaYAML, 1, from)
		from = seed + 1
		f := g.ctl.Fight()
		press(g, CmdGMAsks.Key())
		require.Equal(t, rules.GMAsksAll, f.GMAsks(), "Ctrl+B: from the Wild Cards to every figure")
		b := g.ctl.Battle()
		orc := b.Figure("orc")
		assert.Equal(t, "Bennies 0 (GM's pool 1)", g.ctl.BenniesText(orc))
		assert.Equal(t, "Bennies 3", g.ctl.BenniesText(b.Figure("vera")), "a player's Wild Card: no pool")
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		keepRolls(t, g) // Vera's knife as it fell
		q := g.ctl.Asked()
		if q == nil {
			continue
		}
		require.Equal(t, "orc", q.Who)
		assert.True(t, strings.HasSuffix(q.Text(), "spend a benny to Soak (from the GM's pool, 1 left)?"), q.Text())
		assert.Contains(t, g.ctl.promptText(), "from the GM's pool, 1 left")
		yes, no := g.ctl.fight.mirror.asked.labels(g.ctl.now())
		assert.Equal(t, [2]string{"Soak (benny)", "Take it"}, [2]string{yes, no}, "the window's question waits for the GM: no countdown")
		press(g, CmdYes.Key())
		for g.ctl.Asked() != nil {
			press(g, CmdNo.Key())
		}
		assert.Equal(t, 0, b.Pool())
		assert.Contains(t, b.Log(), "The GM spends a benny from the pool for Orc on soak (0 left in the pool).")
		assert.Equal(t, "Bennies 0 (GM's pool 0)", g.ctl.BenniesText(orc))
		return
	}
	t.Fatal("no seed had Vera's knife wound the orc")
}

// By default the GM is asked about the GM's Wild Cards only: Vera's
// knife wounding the orc, an Extra, asks nothing; the default policy
// soaks its one Wound from the pool.
func TestPlayTheGMIsNotAskedAboutAnExtraByDefault(t *testing.T) {
	for from := uint64(1); from < 400; {
		g, seed := arenaOf(t, arenaYAML, 1, from)
		from = seed + 1
		b := g.ctl.Battle()
		assert.Equal(t, rules.GMAsksWildCards, g.ctl.Fight().GMAsks())
		n := len(b.Events())
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		hit := false
		for _, e := range b.Events()[n:] {
			hit = hit || e.Kind == rules.EventDamage && e.Target == "orc" && e.Outcome != "no effect"
		}
		if !hit {
			continue
		}
		assert.Nil(t, g.ctl.Asked(), "nobody is asked about the Extra")
		return
	}
	t.Fatal("no seed had Vera's knife hit the orc")
}

// declineSoaks answers no to every Soak question the last action raised
// (the GM's Extras may Soak from the GM's pool, so a hit on one asks).
func declineSoaks(g *Game) {
	for g.ctl.Asked() != nil {
		press(g, CmdNo.Key())
	}
}
