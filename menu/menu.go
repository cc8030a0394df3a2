package menu

import (
	"fmt"
	"strings"

	"battlemat/rules"
)

// ID names an entry of the catalogue; screens dispatch on it, never on
// the label a person reads. The order is the window's More menu's.
type ID int

// The entries, in the order the window's More menu lists them.
const (
	Intimidate ID = iota
	Taunt
	Grapple
	Push
	Disarm
	Stabilize
	Door
	BreakFree
	Reload
	Support
	BreakDoor
	PickUp
	Ready
	Finishing
	Touch
	Mount
	Dismount
	Charge
	Platform
	AimIgnore
	Release
	CastPower
	MaintainPower
	DropPower
	SoulDrain
	GMStun
	GMFatigue
	GMRecover
	GMDrop
	GMEffect
	GMClearEffects
	Feint
	BreakBarrier
	CalmDown
	Tentacles
	HandCard
	Stomp
	// Jump is the Athletics jump: a square it lands on (the window's
	// drag with Ctrl+J is its shortcut).
	Jump
	Search
	// MoveArea moves a Mobile Light, Darkness or Silence cast at bare
	// ground (rules revision 8): the square its centre goes to.
	MoveArea
)

// Aim is what an entry is aimed at.
type Aim int

// What an entry may be aimed at.
const (
	// Nothing: the entry is taken as it is (a click anywhere).
	Nothing Aim = iota
	// Other: another figure than the one acting.
	Other
	// OtherOrNone: another figure, or none for all of them (Let go).
	OtherOrNone
	// AnyFigure: any figure, the acting one when none is named (the GM's).
	AnyFigure
	// ADoor: a door's square.
	ADoor
	// Ground: a square where something lies.
	Ground
	// Square: a square next to the figure (or its mount) it lands on;
	// for MoveArea, any square (the area's centre goes to its middle).
	Square
	// PowerAim: as the power chosen aims: a figure (the caster too) for
	// a Bolt or a power put on someone, a point of the map for a
	// template (a Blast's centre, the direction of a Burst's Cone).
	PowerAim
	// ABarrier: a square beside an inch of a Barrier's wall (the inch
	// nearest the square's centre, the striker's side on a tie).
	ABarrier
)

// Entry is one thing a figure may be asked to do besides moving and
// attacking.
type Entry struct {
	ID    ID
	Label string
	// Kind is the rules action kind Build makes.
	Kind string
	// GM: the GM's alone.
	GM  bool
	Aim Aim
	// Choice is what the person chooses besides the target: "weapon"
	// (the weapon of a Disarm, Finishing Move, Charge, Break door,
	// Reload or Ready), "trait" (Support: SupportTraits), "effect" (a
	// test of will: Distracted or Vulnerable), "gmeffect" (one of
	// GMEffects), "power" (one of the figure's powers and its
	// modifiers: Powers), "kept" (a power the figure keeps up:
	// Maintain, Drop); "" none.
	Choice string
	build  func(b *rules.Battle, p Pick) (rules.Action, error)
}

// Pick is everything a person chose for an entry: who acts, the target
// and the choices. A field the entry does not read is ignored.
type Pick struct {
	Who string
	// Target is the figure aimed at ("" none).
	Target string
	// At is the square aimed at (a door, something on the ground, where
	// a dismount lands).
	At rules.Pos
	// Fight is the weapon for a blow (Disarm next to the foe, Finishing
	// Move, Charge, Break door): "" is the rules' own choice. Shoot is
	// the weapon for a shot (Disarm from afar, Reload).
	Fight, Shoot string
	// Ready is the weapon to ready; Item the weapon on the ground to
	// pick up ("" the first one there).
	Ready, Item string
	// Trait is the ally's trait a Support helps, or the trait Boost or
	// Lower Trait changes ("" the recipient's main one).
	Trait rules.Trait
	// Effect is a test of will's effect (rules.TestDistracted,
	// rules.TestVulnerable).
	Effect string
	// GMEffect is the GM's effect chosen: an index of GMEffects.
	GMEffect int
	// Power is the power cast, kept up or dropped ("" the figure's
	// first); Mods its modifiers (swade). Spot is the point a template
	// power is aimed at (nil: the centre of At). Choice is the power's
	// option (rules.PowerChoices: Confusion's, Havoc's).
	// Afar: the target is not next to the figure (a Disarm is a shot);
	// the screen tells it from its board.
	Afar   bool
	Power  string
	Mods   []string
	Spot   *rules.Spot
	Choice string
	// Recipients are who a power with a destination carries (Teleport),
	// in order, the first landing on the destination (none: Target, else
	// the caster); the destination is Spot, else the centre of At.
	Recipients []string
}

// SupportTraits are the traits a Support may help, in the order a
// screen cycles them.
var SupportTraits = []rules.Trait{rules.Fighting, rules.Shooting, rules.Athletics, rules.Notice, rules.Stealth, rules.Persuasion, rules.Agility, rules.Strength, rules.Spirit, rules.Vigor}

// Build is the entry's action for the pick, or why the pick is not
// enough to make one (no target named, no door there). The action is
// not checked: Battle.Check says whether the rules take it now.
func (e Entry) Build(b *rules.Battle, p Pick) (rules.Action, error) {
	if e.Aim == Other && (p.Target == "" || p.Target == p.Who) {
		return nil, fmt.Errorf("click the figure to %s", strings.ToLower(e.Label))
	}
	return e.build(b, p)
}

// Get is the entry id.
func Get(id ID) Entry { return Catalogue[id] }

// Catalogue is every entry, indexed by its ID.
var Catalogue = []Entry{
	{Intimidate, "Intimidate", rules.KindTest, false, Other, "effect", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Test{Who: p.Who, Target: p.Target, Skill: rules.Intimidation, Effect: p.Effect}, nil
	}},
	{Taunt, "Taunt", rules.KindTest, false, Other, "effect", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Test{Who: p.Who, Target: p.Target, Skill: rules.Taunt, Effect: p.Effect}, nil
	}},
	{Grapple, "Grapple", rules.KindGrapple, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Grapple{Who: p.Who, Target: p.Target}, nil
	}},
	{Push, "Push", rules.KindPush, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Push{Who: p.Who, Target: p.Target}, nil
	}},
	{Disarm, "Disarm", rules.KindDisarm, false, Other, "weapon", func(b *rules.Battle, p Pick) (rules.Action, error) {
		// A blow next to the foe, a shot from afar; the hand (swade), or
		// the arm where the edition strikes only that.
		w := p.Fight
		if !b.Battlefield.Adjacent(p.Who, p.Target) {
			w = p.Shoot
		}
		at := rules.DisarmHand
		if b.Rules.DisarmArmOnly {
			at = rules.DisarmLimb
		}
		return rules.Disarm{Who: p.Who, Target: p.Target, Weapon: w, At: at}, nil
	}},
	{Stabilize, "Stabilize", rules.KindStabilize, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Stabilize{Who: p.Who, Target: p.Target}, nil
	}},
	{Door, "Door", rules.KindDoor, false, ADoor, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		for _, d := range b.Doors() {
			if d.At == p.At {
				return rules.UseDoor{Who: p.Who, At: p.At, Open: !d.Open}, nil
			}
		}
		return nil, fmt.Errorf("there is no door at %s: click a door next to %s", p.At, name(b, p.Who))
	}},
	{BreakFree, "Break free", rules.KindBreakFree, false, Nothing, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.BreakFree{Who: p.Who}, nil
	}},
	{Reload, "Reload", rules.KindReload, false, Nothing, "weapon", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Reload{Who: p.Who, Weapon: p.Shoot}, nil
	}},
	{Support, "Support", rules.KindSupport, false, Other, "trait", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.SupportAlly{Who: p.Who, Ally: p.Target, Trait: p.Trait}, nil
	}},
	{BreakDoor, "Break door", rules.KindBreakDoor, false, ADoor, "weapon", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.BreakDoor{Who: p.Who, At: p.At, Weapon: p.Fight}, nil
	}},
	{PickUp, "Pick up", rules.KindPickUp, false, Ground, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		for _, it := range b.Ground() {
			if it.At == p.At && !it.Broken && (p.Item == "" || it.Weapon.Name == p.Item) {
				at := p.At
				return rules.PickUp{Who: p.Who, Weapon: it.Weapon.Name, At: &at}, nil
			}
		}
		return nil, fmt.Errorf("nothing lies at %s to pick up", p.At)
	}},
	{Ready, "Ready weapon", rules.KindReady, false, Nothing, "weapon", func(b *rules.Battle, p Pick) (rules.Action, error) {
		if p.Ready == "" {
			return nil, fmt.Errorf("%s has no weapon to ready", name(b, p.Who))
		}
		return rules.Ready{Who: p.Who, Weapons: []string{p.Ready}}, nil
	}},
	{Finishing, "Finishing Move", rules.KindFinish, false, Other, "weapon", func(b *rules.Battle, p Pick) (rules.Action, error) {
		w := p.Fight
		if w == "" {
			w = rules.UnarmedWeapon
		}
		return rules.FinishingMove{Who: p.Who, Target: p.Target, Weapon: w}, nil
	}},
	{Touch, "Touch", rules.KindTouch, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Touch{Who: p.Who, Target: p.Target}, nil
	}},
	{Mount, "Mount", rules.KindMountUp, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.MountUp{Who: p.Who, Mount: p.Target}, nil
	}},
	{Dismount, "Dismount", rules.KindDismount, false, Square, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Dismount{Who: p.Who, To: p.At}, nil
	}},
	{Charge, "Charge", rules.KindCharge, false, Other, "weapon", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Charge{Who: p.Who, Target: p.Target, Weapon: p.Fight}, nil
	}},
	{Platform, "Unstable platform", rules.KindPlatform, false, Nothing, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		f := b.Figure(p.Who)
		if f == nil {
			return nil, fmt.Errorf("no figure %q", p.Who)
		}
		return rules.SetPlatform{Who: p.Who, Unstable: !f.Unstable}, nil
	}},
	{AimIgnore, "Aim: ignore penalties", rules.KindAim, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		// Aim's other choice: next turn's shot at this figure ignores up
		// to 4 points of range, cover and called-shot penalties.
		return rules.Aim{Who: p.Who, Target: p.Target, Ignore: true}, nil
	}},
	{Release, "Let go", rules.KindRelease, false, OtherOrNone, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		// A free action: the figure named lets go, none everyone held.
		if p.Target == p.Who {
			return rules.Release{Who: p.Who}, nil
		}
		return rules.Release{Who: p.Who, Target: p.Target}, nil
	}},
	{CastPower, "Powers", rules.KindCast, false, PowerAim, "power", buildCast},
	{MaintainPower, "Maintain power", rules.KindMaintain, false, Nothing, "kept", func(b *rules.Battle, p Pick) (rules.Action, error) {
		pw, err := kept(b, p)
		return rules.Maintain{Who: p.Who, Power: pw}, err
	}},
	{DropPower, "Drop power", rules.KindMaintain, false, Nothing, "kept", func(b *rules.Battle, p Pick) (rules.Action, error) {
		pw, err := kept(b, p)
		return rules.Maintain{Who: p.Who, Power: pw, End: true}, err
	}},
	{SoulDrain, "Soul Drain", rules.KindSoulDrain, false, Nothing, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.SoulDrain{Who: p.Who}, nil
	}},
	{GMStun, "GM: Stun", rules.KindStun, true, AnyFigure, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Stun{Who: anyOne(p), Cause: "the GM"}, nil
	}},
	{GMFatigue, "GM: Fatigue", rules.KindFatigue, true, AnyFigure, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Fatigue{Who: anyOne(p), Cause: "the GM"}, nil
	}},
	{GMRecover, "GM: recover Fatigue", rules.KindFatigue, true, AnyFigure, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Fatigue{Who: anyOne(p), Cause: "the GM", Recover: true}, nil
	}},
	{GMDrop, "GM: The Drop (on Hold)", rules.KindSetHold, true, AnyFigure, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		// Deluxe: the figure named has The Drop and counts as on Hold.
		if p.Target == "" {
			return nil, fmt.Errorf("click the figure that has The Drop")
		}
		return rules.SetHold{Who: p.Target, Hold: true, Drop: true}, nil
	}},
	{GMEffect, "GM: effect", rules.KindEffect, true, AnyFigure, "gmeffect", func(b *rules.Battle, p Pick) (rules.Action, error) {
		c := GMEffects[((p.GMEffect%len(GMEffects))+len(GMEffects))%len(GMEffects)]
		a := rules.PutEffect{Who: anyOne(p), Change: c.Change, Detail: c.Detail, Value: c.Value, Ends: c.Ends}
		if c.Ends != rules.EndsNever {
			a.Span = 1
		}
		return a, nil
	}},
	{GMClearEffects, "GM: remove effects", rules.KindEffect, true, AnyFigure, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		// Takes off every effect the GM's entry put on the figure (all
		// are named "GM"); the rules refuse it on a figure with none.
		return rules.PutEffect{Who: anyOne(p), Clear: true}, nil
	}},
	// A test of will with Fighting (swade): the Feint Edge has the foe
	// resist with Smarts.
	{Feint, "Feint (Fighting test)", rules.KindTest, false, Other, "effect", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Test{Who: p.Who, Target: p.Target, Skill: rules.Fighting, Effect: p.Effect}, nil
	}},
	// An inch of a Barrier's wall, struck like a door (rules/powers_barrier_break.go).
	{BreakBarrier, "Break barrier", rules.KindBreakBarrier, false, ABarrier, "weapon", func(b *rules.Battle, p Pick) (rules.Action, error) {
		at := p.At.Center()
		if p.Spot != nil {
			at = *p.Spot
		}
		return rules.BreakBarrier{Who: p.Who, At: at, Weapon: p.Fight}, nil
	}},
	// A berserker ends its rage early (rules revision 6): a Smarts roll.
	{CalmDown, "Calm down (end Berserk)", rules.KindCalm, false, Nothing, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Calm{Who: p.Who}, nil
	}},
	// Tentacle Actions (rules revision 6): every tentacle at the figure
	// clicked, as one action (the tentacles action's also spreads them).
	{Tentacles, "Tentacles", rules.KindTentacles, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Tentacles{Who: p.Who, Target: p.Target}, nil
	}},
	// A Tactician's extra card, handed to an allied Extra after the deal
	// (before the round's first turn): the figure picking is the leader.
	{HandCard, "Hand out card (Tactician)", rules.KindHandCard, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.HandCard{Who: p.Who, Target: p.Target}, nil
	}},
	// Stomp (rules revision 7): the ground beside the creature on the
	// picked figure's side.
	{Stomp, "Stomp", rules.KindStomp, false, Other, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Stomp{Who: p.Who, Target: p.Target}, nil
	}},
	// The Athletics jump: the roll is the action, the square its landing.
	{Jump, "Jump (Athletics)", rules.KindJump, false, Square, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Jump{Who: p.Who, To: p.At}, nil
	}},
	// Search (rules revision 8): Notice against every hidden foe's
	// Stealth. It names no figure, so a player's seat learns none.
	{Search, "Search (Notice)", rules.KindSearch, false, Nothing, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		return rules.Search{Who: p.Who}, nil
	}},
	// A Mobile area cast at bare ground (rules revision 8): its caster
	// moves it, a free action; the power kept up, "" the last cast.
	{MoveArea, "Move Mobile area", rules.KindMoveArea, false, Square, "", func(b *rules.Battle, p Pick) (rules.Action, error) {
		at := p.At.Center()
		if p.Spot != nil {
			at = *p.Spot
		}
		return rules.MoveArea{Who: p.Who, Power: p.Power, At: at}, nil
	}},
}

// GMEffectChoice is one of the GM's common effects.
type GMEffectChoice struct {
	Label  string
	Change rules.Change
	Detail string // a feature's name (the marks Champion reads)
	Value  int
	Ends   rules.Ends // rules.EndsTurns: until the end of the figure's next turn
}

// GMEffects are the effects the GM's entry offers, in the order a screen
// cycles them: the common rulings, each until the end of the figure's
// next turn or until removed, then the marks a Champion fights (rules
// revision 8), until removed.
var GMEffects = func() []GMEffectChoice {
	var out []GMEffectChoice
	for _, ends := range []rules.Ends{rules.EndsTurns, rules.EndsNever} {
		until := "to its next turn's end"
		if ends == rules.EndsNever {
			until = "until removed"
		}
		for _, c := range []struct {
			what   string
			change rules.Change
			value  int
		}{{"Parry -2", rules.ChangeParry, -2}, {"Parry +2", rules.ChangeParry, 2},
			{"trait rolls -2", rules.ChangeTrait, -2}, {"trait rolls +2", rules.ChangeTrait, 2},
			{"Toughness +2", rules.ChangeToughness, 2}} {
			out = append(out, GMEffectChoice{Label: c.what + " " + until, Change: c.change, Value: c.value, Ends: ends})
		}
	}
	for _, m := range []struct{ what, mark string }{{"supernaturally evil", rules.MarkEvil}, {"supernaturally good", rules.MarkGood}} {
		out = append(out, GMEffectChoice{Label: m.what + " until removed", Change: rules.ChangeFeature, Detail: m.mark, Value: 1, Ends: rules.EndsNever})
	}
	return out
}()

// GMEffectOf is the index in GMEffects of the effect a puts on (false:
// none of them).
func GMEffectOf(a rules.PutEffect) (int, bool) {
	for i, c := range GMEffects {
		if c.Change == a.Change && c.Value == a.Value && c.Ends == a.Ends && a.Detail == c.Detail && a.When == rules.Always && !a.Clear {
			return i, true
		}
	}
	return 0, false
}

// anyOne is the figure a GM's entry acts on: the one named, else the
// acting one.
func anyOne(p Pick) string {
	if p.Target != "" {
		return p.Target
	}
	return p.Who
}

func name(b *rules.Battle, id string) string {
	if f := b.Figure(id); f != nil {
		return f.Name
	}
	return id
}
