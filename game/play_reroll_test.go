package game

import (
	"strings"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// arenaWildOrc is the arena with the orc a Wild Card on its last legs
// (3 Wounds, Vigor d4, one benny) and Vera without bennies.
var arenaWildOrc = strings.Replace(strings.Replace(arenaYAML,
	"{id: orc, name: Orc, side: blue, at: [2, 2], traits: {agility: d6, fighting: d6, vigor: d8}}",
	"{id: orc, name: Orc, side: blue, at: [2, 2], wildcard: true, wounds: 3, bennies: 1, traits: {agility: d6, fighting: d6, vigor: d4}}", 1),
	"{id: vera, name: Vera, side: red, wildcard: true, at: [1, 2],",
	"{id: vera, name: Vera, side: red, wildcard: true, bennies: 0, at: [1, 2],", 1)

func TestPlayRerollOfferForTheIncapacitationRoll(t *testing.T) {
	// Vera's knife puts the orc out; its Vigor roll falls short of a raise,
	// so the window asks about the orc's benny on it before the action
	// ends. Y rolls it again: both rolls are in the log with the benny
	// between them, and the attack is applied once.
	for from := uint64(1); from < 400; {
		g, seed := arenaOf(t, arenaWildOrc, 1, from)
		from = seed + 1
		b := g.ctl.Battle()
		n := len(b.Applied)
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		var q *SoakQuestion
		for g.ctl.Asked() != nil {
			if a := g.ctl.Asked(); a.Reroll && a.Who == "orc" && a.What == "Vigor (Incapacitation)" {
				q = a
				break
			}
			assert.Contains(t, g.ctl.Asked().Text(), "Orc takes")
			press(g, CmdNo.Key())
		}
		if q == nil {
			continue
		}
		assert.Contains(t, g.ctl.promptText(), "Orc's Vigor (Incapacitation) ")
		assert.Contains(t, g.ctl.promptText(), ": a "+q.Outcome+"; spend a benny to reroll (1 left)? (Y/N)")
		assert.NotEmpty(t, g.ctl.Dice(), "the roll is on the panel before the prompt asks")
		btn, ok := g.ButtonFor(CmdYes)
		require.True(t, ok)
		assert.Equal(t, "Reroll (benny)", btn.Label)
		require.Len(t, b.Applied, n, "the attack waits for the answer")
		press(g, CmdYes.Key())
		for g.ctl.Asked() != nil {
			press(g, CmdNo.Key())
		}
		require.Len(t, b.Applied, n+1, "the attack is applied once, with the answer")
		// The orc is the GM's: once its own benny is spent, the GM's pool
		// is asked next (answered no).
		assert.Equal(t, []bool{true, false}, b.Applied[n].Rerolls)
		assert.Equal(t, 0, b.Figure("orc").Bennies)
		var lines []string
		for _, l := range b.Log() {
			if strings.Contains(l, "Vigor (Incapacitation)") {
				lines = append(lines, l)
			}
		}
		require.Len(t, lines, 3, "%q", lines)
		assert.True(t, strings.HasPrefix(lines[0], "Orc rolls Vigor (Incapacitation): "), lines[0])
		assert.Equal(t, "Orc spends a benny on a reroll of Vigor (Incapacitation) after a "+q.Outcome+" (0 left).", lines[1])
		assert.True(t, strings.HasPrefix(lines[2], "Orc rolls Vigor (Incapacitation): "), lines[2])
		return
	}
	t.Fatal("no seed put the orc out with a Vigor roll short of a raise")
}

func TestPlayNoRerollQuestionAfterAHitThatPutTheTargetOut(t *testing.T) {
	// Vera (3 bennies) hits the orc without a raise and the damage puts it
	// out: a reroll cannot improve that, so she is not asked.
	for from := uint64(1); from < 400; {
		g, seed := arenaFrom(t, 1, from)
		from = seed + 1
		b := g.ctl.Battle()
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		asked := false
		for q := g.ctl.Asked(); q != nil; q = g.ctl.Asked() {
			asked = asked || q.Reroll && q.Who == "vera"
			press(g, CmdNo.Key())
		}
		var roll *rules.Event
		for _, e := range b.Events() {
			if e.Kind == rules.EventTrait && e.Who == "vera" && e.What == "Fighting" {
				roll = &e
			}
		}
		require.NotNil(t, roll)
		if roll.Outcome != "hit" || !b.Figure("orc").Incapacitated {
			continue
		}
		assert.False(t, asked, "a hit that put the orc out is not asked about")
		return
	}
	t.Fatal("no seed gave a hit without a raise that put the orc out")
}

func TestSoakRerollPromptNamesTheRoll(t *testing.T) {
	q := SoakQuestion{Name: "Orc", Wounds: 2, Soaked: 1, Rolls: 1, Bennies: 1}
	assert.Equal(t, "Orc's Soak soaks 1 of 2 Wounds: reroll it with a benny? (Y/N, 1 left)", q.Text())
	q.Rolls = 0
	assert.Equal(t, "Orc takes 2 Wounds: spend a benny to Soak? (1 left)", q.Text())
}

func TestPlayAJokerInterruptsWithoutHold(t *testing.T) {
	// The orc holds this round's Joker and Vera's turn is under way: I
	// lets the orc interrupt her, though it is not on Hold, with no roll.
	for seed := uint64(1); seed < 500; seed++ {
		f, err := NewFight("arena.yaml", []byte(arenaYAML), seed)
		require.NoError(t, err)
		g := New(nil)
		g.SetScreenSize(1280, 800)
		g.SetFight(f)
		press(g, CmdNext.Key())
		b := f.Battle()
		in := &b.Fight.Init
		if !in.Joker("orc") || in.Joker("vera") || len(b.Fight.Held()) > 0 {
			continue
		}
		if g.ctl.Apply(rules.StartTurn{Who: "vera"}) != nil {
			continue
		}
		btn, ok := g.ButtonFor(CmdInterrupt)
		require.True(t, ok)
		assert.True(t, btn.Enabled, "a Joker may interrupt")
		n := len(b.Events())
		press(g, CmdInterrupt.Key())
		require.Equal(t, rules.KindInterrupt, lastKind(g), g.ctl.msg)
		assert.Equal(t, []string{"Orc interrupts Vera with the Joker and acts first."}, b.Log()[n:])
		require.NotNil(t, b.Turn())
		assert.Equal(t, "orc", b.Turn().Who)
		return
	}
	t.Fatal("no seed deals the orc a Joker with Vera able to act")
}

// keepRolls answers N to the benny rerolls an action of a figure with
// bennies stops at (asked during the action, the one flow): the action
// goes on with the rolls as they fell, to its end or its next question.
func keepRolls(t *testing.T, g *Game) {
	t.Helper()
	for q := g.ctl.Asked(); q != nil && q.Reroll; q = g.ctl.Asked() {
		press(g, CmdNo.Key())
		require.NotEqual(t, q, g.ctl.Asked(), "N answers the reroll")
	}
}

func TestPlayDamageRerollPromptAndAnswer(t *testing.T) {
	// Vera (3 bennies) knifes the orc (Toughness 6) for less than a
	// Wound: the window asks, after the damage roll, whether she spends a
	// benny to reroll it, naming the damage and the Toughness. Y rolls it
	// again; the action is applied once, both rolls in the log.
	for from := uint64(1); from < 400; {
		g, seed := arenaFrom(t, 1, from)
		from = seed + 1
		b := g.ctl.Battle()
		n := len(b.Applied)
		press(g, CmdFight.Key())
		clickSquare(g, 2, 2)
		var q *SoakQuestion
		for g.ctl.Asked() != nil {
			if a := g.ctl.Asked(); a.Reroll && a.Who == "vera" && a.What == rules.DamageReroll {
				q = a
				break
			}
			press(g, CmdNo.Key())
		}
		if q == nil {
			continue
		}
		assert.Regexp(t, `^Spend a benny to reroll Vera's damage \d+ against Toughness 6 \(\d left\)\? \(Y/N\)`, g.ctl.promptText())
		btn, ok := g.ButtonFor(CmdYes)
		require.True(t, ok)
		assert.Equal(t, "Reroll (benny)", btn.Label)
		require.Len(t, b.Applied, n, "the attack waits for the answer")
		bennies := b.Figure("vera").Bennies
		press(g, CmdYes.Key())
		for g.ctl.Asked() != nil {
			press(g, CmdNo.Key())
		}
		require.Len(t, b.Applied, n+1, "the attack is applied once, with the answer")
		assert.Contains(t, b.Applied[n].Rerolls, true)
		assert.Equal(t, bennies-1, b.Figure("vera").Bennies)
		log := strings.Join(b.Log(), "\n")
		assert.Contains(t, log, "Vera spends a benny on a reroll of damage (")
		assert.Contains(t, log, "(thrown away by a reroll: ")
		return
	}
	t.Fatal("no seed gave Vera a hit on the orc short of a Wound")
}
