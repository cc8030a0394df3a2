package rules

import (
	"fmt"
	"slices"
	"strings"
)

// Tests of will: a skill roll opposed by the foe's attribute linked to
// that skill (swade's Test; deluxe's Intimidation and Taunt). Winning
// leaves the foe Distracted or Vulnerable, the tester's pick; a raise
// also Shakes it.

func init() {
	RegisterAction(Test{Who: "buck", Target: "c1", Skill: Intimidation})
	RegisterHelp(HelpEntry{Key: "test", Title: "Tests of will", Text: "Rattle a foe instead of hurting it. " +
		"Roll a skill (Intimidation, Taunt, or in swade any skill you can describe a trick with: Athletics to throw sand, " +
		"Fighting to feint...) against the foe's attribute tied to that skill: Spirit against Intimidation, Smarts against Taunt, " +
		"Agility against Athletics or Fighting. You must beat the foe's total, and get at least 4. " +
		"Win, and the foe is Distracted (-2 to its trait rolls) or Vulnerable (+2 to actions against it), your choice, until the end of its next turn. " +
		"Win with a raise and it is also Shaken (a test never wounds a foe already Shaken). " +
		"The deluxe edition allows only Intimidation and Taunt."})
}

// KindTest is the test of will action.
const KindTest = "test"

// Effects a test of will may leave on the foe.
const (
	TestDistracted = "distracted"
	TestVulnerable = "vulnerable"
)

// linkedAttribute is the attribute each skill is tied to, which resists a
// test made with it.
var linkedAttribute = map[Trait]Trait{
	Athletics:    Agility,
	Boating:      Agility,
	Driving:      Agility,
	Fighting:     Agility,
	Piloting:     Agility,
	Riding:       Agility,
	Shooting:     Agility,
	Stealth:      Agility,
	Thievery:     Agility,
	Throwing:     Agility,
	Intimidation: Spirit,
	Faith:        Spirit,
	Performance:  Spirit,
	Persuasion:   Spirit,
	Taunt:        Smarts,
	Notice:       Smarts,
	Gambling:     Smarts,
	Healing:      Smarts,
	Occult:       Smarts,
	Repair:       Smarts,
	Survival:     Smarts,
	Tracking:     Smarts,
	Spellcasting: Smarts,
}

// LinkedAttribute is the attribute tied to a skill ("" when the program
// does not know it: then the test must name the attribute). An attribute
// is linked to itself.
func LinkedAttribute(skill Trait) Trait {
	s := traitOf(string(skill))
	if IsAttribute(s) {
		return s
	}
	return linkedAttribute[s]
}

// Test is a test of will against a foe the tester can see: Skill
// (Intimidation when empty) against the foe's Resist attribute (the
// skill's linked one when empty). Effect is TestDistracted (the default)
// or TestVulnerable.
type Test struct {
	Who    string `json:"who"`
	Target string `json:"target"`
	Skill  Trait  `json:"skill,omitempty"`
	Resist Trait  `json:"resist,omitempty"`
	Effect string `json:"effect,omitempty"`
}

func (Test) Kind() string { return KindTest }

func (t Test) skill() Trait {
	if t.Skill == "" {
		return Intimidation
	}
	return traitOf(string(t.Skill))
}

func (t Test) resist() Trait {
	if t.Resist != "" {
		return traitOf(string(t.Resist))
	}
	return LinkedAttribute(t.skill())
}

func (t Test) effect() string {
	if t.Effect == "" {
		return TestDistracted
	}
	return strings.ToLower(t.Effect)
}

// Plan: the tester's skill opposed by the foe's resisting attribute.
func (t Test) Plan(b *Battle) (*Plan, error) {
	if err := t.check(b); err != nil {
		return nil, err
	}
	rolls := b.planOpposed(t.Who, t.Target, t.skill(), t.resistIn(b), b.againstMods(b.Figure(t.Target)), "test")
	rolls[1].Roll.Mods = withMods(rolls[1].Roll.Mods, b.resistTestMods(b.Figure(t.Target), t.skill(), t.resistIn(b))) // edges_will.go
	return &Plan{Who: t.Who, Rolls: rolls}, nil
}

func (t Test) check(b *Battle) error {
	skill := t.skill()
	f, err := b.CheckAction(t.Who, KindTest+":"+string(skill))
	if err != nil {
		return err
	}
	foe := b.Figure(t.Target)
	switch {
	case f.Bound:
		return fmt.Errorf("%s is Bound: it can only try to break free", b.name(t.Who))
	case t.Target == "":
		return fmt.Errorf("%s tests nobody: name a target", b.name(t.Who))
	case foe == nil:
		return fmt.Errorf("there is no figure %q", t.Target)
	case t.Target == t.Who:
		return fmt.Errorf("%s cannot test itself", b.name(t.Who))
	case foe.Dead || foe.Incapacitated:
		return fmt.Errorf("%s is out of the fight", b.name(t.Target))
	case b.Rules.TestSkills != nil && !slices.Contains(b.Rules.TestSkills, skill):
		return fmt.Errorf("in %s a test of will uses %s, not %s", b.Rules.Edition, joinTraits(b.Rules.TestSkills, " or "), skill)
	case IsAttribute(skill):
		return fmt.Errorf("a test of will is made with a skill, not %s", skill.Label())
	case skill == Intimidation && foe.ImmuneTo(ImmuneFear):
		return fmt.Errorf("%s is Fearless: Intimidation does nothing to it", b.name(t.Target))
	case foe.ImmuneTo(ImmuneWill) && (skill == Intimidation || skill == Taunt || t.resistIn(b) == Smarts):
		return fmt.Errorf("%s is Mindless: a test of %s does nothing to it", b.name(t.Target), skill.Label())
	case t.resistIn(b) == "":
		return fmt.Errorf("which attribute resists a test of %s? name it (resist)", skill)
	case !IsAttribute(t.resistIn(b)):
		return fmt.Errorf("%q is not an attribute (agility, smarts, spirit, strength, vigor)", t.Resist)
	case t.effect() != TestDistracted && t.effect() != TestVulnerable:
		return fmt.Errorf("%q is not an effect of a test (distracted or vulnerable)", t.Effect)
	}
	if !b.Battlefield.Adjacent(t.Who, t.Target) && !b.Battlefield.Sight(t.Who, t.Target, nil).Visible {
		return fmt.Errorf("%s cannot see %s to test it", b.name(t.Who), b.name(t.Target))
	}
	return nil
}

func (t Test) Do(b *Battle, p *Plan) error {
	f, foe := b.Figure(t.Who), b.Figure(t.Target)
	skill := t.skill()
	b.UseAction(KindTest + ":" + string(skill))
	won, raises, err := b.opposed(f, foe, p.Rolls)
	if err != nil || !won {
		return err
	}
	var got []string
	if t.effect() == TestVulnerable {
		foe.Vulnerable = true
		got = append(got, "Vulnerable")
	} else {
		foe.Distracted = true
		got = append(got, "Distracted")
	}
	if raises > 0 && !foe.Shaken {
		// Shaken from a test never turns into a Wound.
		foe.Shaken = true
		got = append(got, "Shaken")
	}
	cause := fmt.Sprintf("%s's %s test", b.name(t.Who), skill.Label())
	return b.Record(foe.stateEvent(EventState, cause, andList(got)))
}
