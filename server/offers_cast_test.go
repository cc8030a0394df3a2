//go:build !js

package server_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/rules"
	"battlemat/server"
)

// castTable is the More table with Ann's hero a caster: Smarts d4, so
// Protection reaches 4" and Bolt 8"; Bob's hero is 3" off, the cultist
// next to her, the horror hidden.
func castTable() string {
	return strings.Replace(moreTable, "    traits: {agility: d8, athletics: d6, fighting: d8, intimidation: d6, shooting: d8, vigor: d6}\n",
		"    traits: {agility: d8, athletics: d6, fighting: d8, intimidation: d6, shooting: d8, smarts: d4, spellcasting: d8, vigor: d6}\n    arcane: {skill: spellcasting, power_points: 10}\n    powers: [Bolt, Blast, Protection]\n", 1)
}

// castOffers are the message's cast offers: by power:target, the offer.
func castOffers(m map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	list, _ := m["offers"].([]any)
	for _, o := range list {
		o := o.(map[string]any)
		if o["kind"] != rules.KindCast {
			continue
		}
		key := o["weapon"]
		if a, ok := o["action"].(map[string]any); ok {
			key = a["power"].(string) + ":" + o["target"].(string)
		}
		out[key.(string)] = o
	}
	return out
}

func TestOffersCastEachPowerAtEachFigureSeenAndTemplatePowersToAim(t *testing.T) {
	data := strings.Replace(castTable(), "    at: [0, 3]\n", "    at: [6, 3]\n", 1) // Bob's hero 6" off
	h, ts := newHost(t, server.Config{Name: "more.yaml", Data: []byte(data)})
	toTurnOf(t, h, "hero1", true)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	casts := castOffers(anna.next())
	for _, k := range []string{"Bolt:c1", "Bolt:hero2", "Protection:hero1", "Protection:c1", "Protection:hero2"} {
		require.Contains(t, casts, k)
	}
	assert.NotContains(t, casts, "Bolt:lurker", "a hidden figure is no target")
	assert.NotContains(t, casts, "Protection:lurker")
	assert.Nil(t, casts["Protection:c1"]["why"], "the cultist is in reach")
	assert.Equal(t, `Bob's Hero is out of range of Protection (6"; Smarts: 4")`, casts["Protection:hero2"]["why"], "refused with the reason, for the screen to grey")
	assert.Nil(t, casts["Bolt:hero2"]["why"], "Bolt reaches 8\"")
	blast := casts["Blast"]
	require.NotNil(t, blast, "Blast is aimed with taps")
	assert.Equal(t, "mbt", blast["template"])
	assert.Nil(t, blast["action"])
}

func TestOffersMaintainAndDropEachPowerKeptUp(t *testing.T) {
	h, ts := newHost(t, server.Config{Name: "more.yaml", Data: []byte(castTable())})
	h.Battle(func(b *rules.Battle) {
		b.Figure("hero2").Effects = []rules.Effect{{Source: rules.Source{Kind: rules.FromPower, Name: "Protection"}, Change: rules.ChangeArmor, Value: 2, Ends: rules.EndsRounds, Span: 5, By: "hero1"}}
	})
	toTurnOf(t, h, "hero1", true)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	st := anna.next()
	var got []string
	for _, a := range offersOfKind(t, st, rules.KindMaintain) {
		got = append(got, a["power"].(string)+map[bool]string{true: " end", false: ""}[a["end"] == true])
	}
	assert.Equal(t, []string{"Protection", "Protection end"}, got)
}

func TestOffersAFigurePowerWithAreaModifiersAsATemplateToAimToo(t *testing.T) {
	data := strings.Replace(castTable(), "powers: [Bolt, Blast, Protection]", "powers: [Entangle]", 1)
	h, ts := newHost(t, server.Config{Name: "more.yaml", Data: []byte(data)})
	toTurnOf(t, h, "hero1", true)
	anna, _, err := dialToken(t, ts, token(t, h, "player:anna"))
	require.NoError(t, err)
	casts := castOffers(anna.next())
	require.Contains(t, casts, "Entangle:c1", "at a figure, as before")
	area := casts["Entangle"]
	require.NotNil(t, area, "and as a Medium Blast aimed with taps")
	assert.Equal(t, "mbt", area["template"])
	assert.Nil(t, area["action"])
}
