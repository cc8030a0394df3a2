//go:build !js

package game_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/board"
	"battlemat/game"
	"battlemat/rules"
	"battlemat/server"
	"battlemat/wire"
)

// offered is Ann's screen on her hero's turn with the host's offers.
func offered(t *testing.T, offers ...wire.Offer) (*game.Remote, *outbox) {
	t.Helper()
	r, o := remoteAt(t, true)
	a, err := json.Marshal(wire.Applied{Type: "applied", Seq: r.Seq + 1, Round: 1, Up: &[]string{"hero1"}[0], Acting: true,
		Figures: r.Figures, Offers: offers})
	require.NoError(t, err)
	require.NoError(t, r.Receive(a))
	return r, o
}

func buttonLabels(r *game.Remote) map[string]string {
	out := map[string]string{}
	for _, b := range r.Buttons() {
		out[b.Label] = b.ID
	}
	return out
}

// turnPage presses the More menu's next page when it has one.
func turnPage(r *game.Remote) {
	for _, b := range r.Buttons() {
		if b.ID == game.RemoteMorePage {
			r.Press(b.ID)
			return
		}
	}
}

func TestRemoteOffersAreButtonsLabelledAsTheWindowsCommands(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: "run", Who: "hero1"}, wire.Offer{Kind: "aim", Who: "hero1"},
		wire.Offer{Kind: "defend", Who: "hero1"}, wire.Offer{Kind: "reload", Who: "hero1", Weapon: "Colt"})
	labels := buttonLabels(r)
	for _, l := range []string{"Run", "Aim", "Defend", "Reload: Colt", "End turn"} {
		assert.Contains(t, labels, l)
	}
	r.Press(labels["Run"])
	r.Press(labels["Aim"])
	r.Press(labels["Reload: Colt"])
	require.Len(t, o.msgs, 3)
	assert.JSONEq(t, `{"kind":"run","who":"hero1"}`, string(o.msgs[0].Action))
	assert.JSONEq(t, `{"kind":"aim","who":"hero1"}`, string(o.msgs[1].Action))
	assert.JSONEq(t, `{"kind":"reload","who":"hero1","weapon":"Colt"}`, string(o.msgs[2].Action))
}

func TestRemoteHoldActFromHoldAndInterruptAreOffersToo(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: "hold", Who: "hero1"}, wire.Offer{Kind: "turn", Who: "hero1"},
		wire.Offer{Kind: "interrupt", Who: "hero1", Target: "c1"}, wire.Offer{Kind: "unshake", Who: "hero1"})
	labels := buttonLabels(r)
	for _, id := range labels {
		r.Press(id)
	}
	var kinds []string
	for _, m := range o.msgs {
		var a map[string]any
		require.NoError(t, json.Unmarshal(m.Action, &a))
		kinds = append(kinds, a["kind"].(string))
	}
	assert.ElementsMatch(t, []string{"hold", "turn", "interrupt", "unshake", "end_turn"}, kinds)
	r.Press("offer:defend:hero1:")
	_, bad := r.Message()
	assert.True(t, bad, "a button no longer offered sends nothing and says so")
	assert.Len(t, o.msgs, 5)
}

func TestRemoteAreaAttackIsPlacedShownThenThrown(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: "area", Who: "hero1", Weapon: "Colt", Template: "mbt"})
	r.Press(buttonLabels(r)["Throw: Colt"])
	require.True(t, r.Placing())
	assert.Nil(t, r.AreaOutline(), "nothing shown before a tap")
	assert.NotContains(t, buttonLabels(r), "Throw!", "nothing to throw at yet")

	// A drag carries the template (no odds asked), the tap's end asks them.
	r.AreaAt(rules.Spot{X: 5, Y: 1}, false)
	assert.NotEmpty(t, r.AreaOutline())
	assert.Empty(t, o.msgs)
	r.Tap(board.Square{X: 6, Y: 1}, true)
	require.Len(t, o.msgs, 1)
	assert.Equal(t, "preview", o.msgs[0].Type)
	assert.JSONEq(t, `{"kind":"area","who":"hero1","weapon":"Colt","at":{"x":6.5,"y":1.5}}`, string(o.msgs[0].Action))
	s, raise := 0.7, 0.3
	p, _ := json.Marshal(wire.Preview{Type: "preview", ID: o.msgs[0].ID, Rolls: []wire.Roll{{Who: "hero1", TN: 4, Success: &s, Raise: &raise}}})
	require.NoError(t, r.Receive(p))
	odds, ok := r.AreaOdds()
	require.True(t, ok)
	assert.Equal(t, "TN 4: 70% to hit, 30% a raise", odds)
	msg, _ := r.Message()
	assert.Contains(t, msg, "Cultist", "the figures under the template are named")

	r.Press(game.RemoteConfirm)
	require.Len(t, o.msgs, 2)
	assert.Equal(t, "action", o.msgs[1].Type)
	assert.JSONEq(t, `{"kind":"area","who":"hero1","weapon":"Colt","at":{"x":6.5,"y":1.5}}`, string(o.msgs[1].Action))
	assert.False(t, r.Placing())
}

func TestRemoteOddsSayShakenAndWoundOrWhyNot(t *testing.T) {
	r, o := remoteAt(t, true)
	r.Tap(board.Square{X: 7, Y: 2}, true)
	s, raise, shaken, wound := 0.6, 0.2, 0.45, 0.25
	p, _ := json.Marshal(wire.Preview{Type: "preview", ID: o.msgs[0].ID, Rolls: []wire.Roll{{Who: "hero1", Target: "c1", TN: 4,
		Success: &s, Raise: &raise, Shaken: &shaken, Wound: &wound}}})
	require.NoError(t, r.Receive(p))
	_, odds, _ := r.Aim()
	assert.Equal(t, "TN 4: 60% to hit, 20% a raise; 45% Shaken or worse, 25% a Wound", odds)

	r.Tap(board.Square{X: 7, Y: 2}, true)
	p, _ = json.Marshal(wire.Preview{Type: "preview", ID: o.msgs[1].ID, Rolls: []wire.Roll{{Who: "hero1", Target: "c1", TN: 4,
		Success: &s, Raise: &raise, DamageNote: "its Toughness is hidden: the odds to hit only"}}})
	require.NoError(t, r.Receive(p))
	_, odds, _ = r.Aim()
	assert.Equal(t, "TN 4: 60% to hit, 20% a raise (its Toughness is hidden: the odds to hit only)", odds)
}

func TestRemoteQuestionCountsDown(t *testing.T) {
	r, _ := remoteAt(t, true)
	now := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	r.Now = func() time.Time { return now }
	q, _ := json.Marshal(wire.Question{Type: "question", ID: "q1", Who: "hero1", Seat: "player:anna", Kind: "soak",
		Text: "Soak?", Default: true, Timeout: 30})
	require.NoError(t, r.Receive(q))
	text, _ := r.Question()
	assert.Equal(t, "Soak? (no answer in 30s: yes)", text)
	v := r.Version()
	now = now.Add(7*time.Second + 300*time.Millisecond)
	r.Tick()
	assert.Greater(t, r.Version(), v, "a new second is drawn")
	text, _ = r.Question()
	assert.Equal(t, "Soak? (no answer in 23s: yes)", text)
	now = now.Add(time.Minute)
	left, ok := r.QuestionLeft()
	assert.True(t, ok)
	assert.Equal(t, 0, left, "never below zero")
}

func TestRemoteGMEditsAFigureAsTheWindowDoes(t *testing.T) {
	o := &outbox{}
	r := game.NewRemote(o)
	full := rules.State{Bennies: 1, Wounds: 0, Crouching: true}
	st := wire.State{Type: "state", Seq: 3, Seat: wire.SeatGM, Round: 1,
		Scenario: remoteTable, Mine: []string{"hero1", "c1", "lurker"},
		Roster: map[string]wire.FigureInfo{"hero1": {Name: "Ann's Hero", Side: "heroes", Player: "anna"},
			"c1": {Name: "Cultist", Side: "cult"}, "lurker": {Name: "Skulking Horror", Side: "cult"}},
		Figures: map[string]wire.FigureState{"hero1": {At: rules.Pos{X: 0, Y: 0}, State: &rules.State{Bennies: 3}},
			"c1": {At: rules.Pos{X: 7, Y: 2}, State: &full}, "lurker": {At: rules.Pos{X: 7, Y: 0}, Hidden: true, State: &rules.State{}}}}
	data, err := json.Marshal(st)
	require.NoError(t, err)
	require.NoError(t, r.Receive(data))

	require.Contains(t, buttonIDs(r), game.RemoteEdit)
	r.Press(game.RemoteEdit)
	require.True(t, r.Editing())
	r.Tap(board.Square{X: 7, Y: 2}, true)
	labels := buttonLabels(r)
	assert.Equal(t, "Cultist is not hidden", r.ButtonWhy(labels["Reveal Cultist"]), "only a hidden figure is revealed")
	r.Press(labels["Shaken: set"])
	r.Press(labels["Wounds +"])
	r.Press(labels["Benny -"])
	r.Tap(board.Square{X: 5, Y: 1}, true)
	require.Len(t, o.msgs, 4)
	var shaken struct {
		Kind  string
		Who   string
		State rules.State
	}
	require.NoError(t, json.Unmarshal(o.msgs[0].Action, &shaken))
	assert.Equal(t, "set_state", shaken.Kind)
	assert.True(t, shaken.State.Shaken)
	assert.True(t, shaken.State.Crouching, "the rest of the state is kept")
	assert.Equal(t, 1, shaken.State.Bennies)
	assert.Contains(t, string(o.msgs[1].Action), `"Incapacitated":true`, "an Extra's Wound puts it out")
	assert.Contains(t, string(o.msgs[2].Action), `"Bennies":0`)
	assert.JSONEq(t, `{"kind":"place","who":"c1","to":{"x":5,"y":1}}`, string(o.msgs[3].Action))

	r.Tap(board.Square{X: 7, Y: 0}, true)
	r.Press(buttonLabels(r)["Reveal Skulking Horror"])
	require.Len(t, o.msgs, 5)
	assert.JSONEq(t, `{"kind":"reveal","who":"lurker"}`, string(o.msgs[4].Action))
}

func TestRemotePlayerHasNoEditMode(t *testing.T) {
	r, o := remoteAt(t, true)
	assert.NotContains(t, buttonIDs(r), game.RemoteEdit)
	r.Press(game.RemoteEdit)
	assert.False(t, r.Editing())
	assert.Empty(t, o.msgs)
}

// A player's phone against a real host: her hero runs by its button and
// throws a grenade placed with a tap; the GM's screen sees the template.
func TestRemotePlayerRunsAndThrowsAgainstARealHost(t *testing.T) {
	data := strings.Replace(remoteTable, "      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n",
		"      - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}\n      - {name: Grenade, range: 5/10/20, damage: 3d6, template: MBT, thrown: true}\n", 1)
	data = strings.Replace(data, "traits: {agility: d8, shooting: d8, vigor: d6}", "traits: {agility: d8, athletics: d8, shooting: d8, vigor: d6}", 1)
	h, ctx := hostOn(t, server.Config{Name: "remote.yaml", Data: []byte(data), Seed: 7, SeedSet: true, Logf: t.Logf})
	startTurnOf(t, h, "hero1")
	gm, anna := join(t, ctx, h, "gm"), join(t, ctx, h, "player:anna")
	press := func(j *joined, label string) {
		t.Helper()
		j.do(func(r *game.Remote) {
			id, ok := buttonLabels(r)[label]
			require.True(t, ok, "no %q in %v", label, buttonLabels(r))
			r.Press(id)
		})
	}
	press(anna, "Run")
	anna.wait(t, "the run", func(r *game.Remote) bool { _, ok := buttonLabels(r)["Run"]; return !ok })
	h.Battle(func(b *rules.Battle) { require.True(t, b.Turn().Running, "the host applied the run") })

	press(anna, "Throw: Grenade")
	anna.do(func(r *game.Remote) { r.Tap(board.Square{X: 6, Y: 2}, true) })
	anna.wait(t, "the odds", func(r *game.Remote) bool { odds, _ := r.AreaOdds(); return odds != "" })
	seq := h.Seq()
	press(anna, "Throw!")
	// A benny reroll may be asked: Ann declines; so does the GM, asked
	// whether the GM's pool Soaks for a cultist under the blast.
	anna.wait(t, "the throw", func(r *game.Remote) bool {
		if _, ok := r.Question(); ok {
			r.Press(game.RemoteNo)
		}
		gm.do(func(g *game.Remote) {
			if q, ok := g.Question(); ok && !strings.HasPrefix(q, "For ") {
				g.Press(game.RemoteNo)
			}
		})
		return r.Seq > seq
	})
	gm.wait(t, "the template on the GM's screen", func(r *game.Remote) bool { return r.Seq > seq && len(r.Areas()) == 1 })
	gm.do(func(r *game.Remote) { assert.Equal(t, "mbt", r.Areas()[0].Kind) })
}

// A hosted screen takes the standoff the session offers the GM's seat
// between rounds (as the window's GM: standoff does): a button named as
// the window's command, which sends the standoff.
func TestRemoteStandoffOfferIsTheGMsButton(t *testing.T) {
	r, o := offered(t, wire.Offer{Kind: rules.KindStandoff})
	labels := buttonLabels(r)
	require.Contains(t, labels, "GM: standoff")
	r.Press(labels["GM: standoff"])
	require.Len(t, o.msgs, 1)
	assert.JSONEq(t, `{"kind":"standoff"}`, string(o.msgs[0].Action))
}
