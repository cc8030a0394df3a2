package rules_test

import (
	"encoding/json"
	"testing"

	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestKnownTraitsAreTheAttributesThenTheSkills(t *testing.T) {
	require.Greater(t, len(rules.KnownTraits), len(rules.Attributes))
	assert.Equal(t, rules.Attributes, rules.KnownTraits[:len(rules.Attributes)])
	seen := map[rules.Trait]bool{}
	for _, k := range rules.KnownTraits {
		assert.False(t, seen[k], "%s listed twice", k)
		seen[k] = true
		assert.True(t, k.Known(), k)
	}
	for _, k := range []rules.Trait{"knowledge_occult", "language_latin", rules.CommonKnowledge, rules.Riding, rules.Healing} {
		assert.True(t, k.Known(), k)
	}
	for _, k := range []rules.Trait{"", "shootin", "Shooting", "knowledge_", "language_Latin", "knitting"} {
		assert.False(t, k.Known(), k)
	}
}

func TestTraitMarshalsAsItsName(t *testing.T) {
	js, err := json.Marshal(rules.SupportAlly{Who: "v", Ally: "b", Trait: rules.Shooting, Skill: rules.Taunt})
	require.NoError(t, err)
	assert.JSONEq(t, `{"who":"v","ally":"b","trait":"shooting","skill":"taunt"}`, string(js))
	js, err = json.Marshal(map[rules.Trait]rules.Die{rules.Vigor: rules.D8})
	require.NoError(t, err)
	assert.Equal(t, `{"vigor":{"sides":8}}`, string(js))
}
