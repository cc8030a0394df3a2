package rules_test

import (
	"os"
	"testing"

	"battlemat/board"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// quietScenarios are the fights the Odds and simulate play most: the
// demo and the 40x40 field of 20 figures.
func quietScenarios(t *testing.T) map[string][]byte {
	field, err := os.ReadFile("../testdata/field40.yaml")
	require.NoError(t, err)
	return map[string][]byte{"demo.yaml": demo(t), "field40.yaml": field}
}

// quietFight plays one whole fight of src with the seed as simulate does
// (the plain tactic, the plain bennies).
func quietFight(t *testing.T, name string, src []byte, seed uint64, opt rules.FightOptions) (rules.FightResult, *rules.Battle) {
	_, b, err := board.StartBattle(name, src, seed)
	require.NoError(t, err)
	rules.PlainBennies(b)
	res, err := rules.PlayFight(b, opt)
	require.NoError(t, err)
	return res, b
}

// wordless is e without the words a quiet battle may leave out.
func wordless(e rules.Event) rules.Event {
	e.What, e.Outcome = "", ""
	return e
}

// A quiet fight leaves out words only: for seeds 1..50 of the demo and
// the 40x40 field it ends as the same fight with the same outcome, every
// figure in the same state, and the same events with the same rolls and
// numbers. It must leave out something, or it saves nothing.
func TestQuietFightPlaysTheSameFight(t *testing.T) {
	for name, src := range quietScenarios(t) {
		shorter := 0
		for seed := uint64(1); seed <= 50; seed++ {
			want, loud := quietFight(t, name, src, seed, rules.FightOptions{})
			got, quiet := quietFight(t, name, src, seed, rules.FightOptions{Quiet: true})
			require.Equal(t, want, got, "%s seed %d: outcome", name, seed)
			for i, f := range loud.Figures() {
				require.Equal(t, f.State, quiet.Figures()[i].State, "%s seed %d: %s", name, seed, f.ID)
				lp, _ := loud.Battlefield.Position(f.ID)
				qp, _ := quiet.Battlefield.Position(f.ID)
				require.Equal(t, lp, qp, "%s seed %d: %s", name, seed, f.ID)
			}
			le, qe := loud.Events(), quiet.Events()
			require.Len(t, qe, len(le), "%s seed %d: events", name, seed)
			for i := range le {
				require.Equal(t, wordless(le[i]), wordless(qe[i]), "%s seed %d: event %d", name, seed, i)
				if len(qe[i].Outcome)+len(qe[i].What) < len(le[i].Outcome)+len(le[i].What) {
					shorter++
				}
			}
		}
		assert.Positive(t, shorter, "%s: a quiet fight left out no words", name)
	}
}

// Quiet lasts as long as the fight it was given to: a battle played on
// afterwards (the present state, after the Odds) writes every word again.
func TestQuietEndsWithItsFight(t *testing.T) {
	for name, src := range quietScenarios(t) {
		_, loud := quietFight(t, name, src, 7, rules.FightOptions{})
		_, b, err := board.StartBattle(name, src, 7)
		require.NoError(t, err)
		rules.PlainBennies(b)
		_, err = rules.PlayFight(b, rules.FightOptions{MaxRounds: 2, Quiet: true})
		require.NoError(t, err)
		from := len(b.Events())
		_, err = rules.PlayFight(b, rules.FightOptions{})
		require.NoError(t, err)
		require.Len(t, b.Events(), len(loud.Events()), name)
		assert.Equal(t, loud.Events()[from:], b.Events()[from:], name)
	}
}
