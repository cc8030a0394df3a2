package rules

import "strings"

// Trait names an attribute or a skill as scenarios spell it: lowercase,
// underscores for spaces ("shooting", "common_knowledge"). A Trait is a
// string underneath, so it marshals as one; the constants below are the
// one spelling of each trait the program knows, and KnownTraits lists
// them.
type Trait string

// The five attributes.
const (
	Agility  Trait = "agility"
	Smarts   Trait = "smarts"
	Spirit   Trait = "spirit"
	Strength Trait = "strength"
	Vigor    Trait = "vigor"
)

// The skills of SWADE.
const (
	Academics       Trait = "academics"
	Athletics       Trait = "athletics"
	BattleSkill     Trait = "battle" // the skill Battle (Battle is the fight)
	Boating         Trait = "boating"
	CommonKnowledge Trait = "common_knowledge"
	Driving         Trait = "driving"
	Electronics     Trait = "electronics"
	Faith           Trait = "faith"
	// Fighting is also the skill Parry derives from.
	Fighting     Trait = "fighting"
	Focus        Trait = "focus"
	Gambling     Trait = "gambling"
	Hacking      Trait = "hacking"
	Healing      Trait = "healing"
	Intimidation Trait = "intimidation"
	Language     Trait = "language"
	Notice       Trait = "notice"
	Occult       Trait = "occult"
	Performance  Trait = "performance"
	Persuasion   Trait = "persuasion"
	Piloting     Trait = "piloting"
	Psionics     Trait = "psionics"
	Repair       Trait = "repair"
	Research     Trait = "research"
	// Riding is also the skill of staying in the saddle (mounted.go).
	Riding       Trait = "riding"
	Science      Trait = "science"
	Shooting     Trait = "shooting"
	Spellcasting Trait = "spellcasting"
	Stealth      Trait = "stealth"
	Survival     Trait = "survival"
	Taunt        Trait = "taunt"
	Thievery     Trait = "thievery"
	WeirdScience Trait = "weird_science"
)

// The skills of the Deluxe edition that SWADE folded into others.
const (
	Climbing      Trait = "climbing"
	Investigation Trait = "investigation"
	Knowledge     Trait = "knowledge"
	Lockpicking   Trait = "lockpicking"
	Streetwise    Trait = "streetwise"
	Swimming      Trait = "swimming"
	Throwing      Trait = "throwing"
	Tracking      Trait = "tracking"
)

// Attributes lists the five attributes; every other trait is a skill.
var Attributes = []Trait{Agility, Smarts, Spirit, Strength, Vigor}

// KnownTraits are the attributes and then the skills of both editions. A
// trait outside this list is a typo, not a new skill, except that
// Knowledge and Language may name their subject after an underscore
// (knowledge_occult, language_latin): see Known.
var KnownTraits = []Trait{
	Agility, Smarts, Spirit, Strength, Vigor,

	Academics, Athletics, BattleSkill, Boating, CommonKnowledge, Driving,
	Electronics, Faith, Fighting, Focus, Gambling, Hacking, Healing,
	Intimidation, Language, Notice, Occult, Performance, Persuasion,
	Piloting, Psionics, Repair, Research, Riding, Science, Shooting,
	Spellcasting, Stealth, Survival, Taunt, Thievery, WeirdScience,

	Climbing, Investigation, Knowledge, Lockpicking, Streetwise, Swimming,
	Throwing, Tracking,
}

// subjectTraits may name a subject after an underscore.
var subjectTraits = []Trait{Knowledge, Language}

// IsAttribute reports whether t is one of the five attributes.
func IsAttribute(t Trait) bool {
	for _, a := range Attributes {
		if a == t {
			return true
		}
	}
	return false
}

// Known reports whether t is an attribute or skill of KnownTraits, or
// Knowledge or Language with a subject ([a-z0-9_-]+) after an underscore.
func (t Trait) Known() bool {
	for _, k := range KnownTraits {
		if k == t {
			return true
		}
	}
	for _, p := range subjectTraits {
		if rest, ok := strings.CutPrefix(string(t), string(p)+"_"); ok && IsID(rest) {
			return true
		}
	}
	return false
}

// IsID reports whether s matches [a-z0-9_-]+: the spelling of figure
// ids, sides, players and trait subjects.
func IsID(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// traitOf reads a trait name as given (an action's JSON, a flag): the
// spelling of the constants, whatever its case and surrounding spaces.
func traitOf(name string) Trait {
	if IsID(name) {
		return Trait(name) // already lower case without spaces: the constants' way
	}
	return Trait(strings.ToLower(strings.TrimSpace(name)))
}

// Label is the trait as the log writes it: "Shooting".
func (t Trait) Label() string { return traitLabel(string(t)) }

// joinTraits joins the traits' names with sep.
func joinTraits(ts []Trait, sep string) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = string(t)
	}
	return strings.Join(s, sep)
}
