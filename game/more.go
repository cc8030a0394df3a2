package game

import (
	"fmt"
	"strconv"
	"strings"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"
)

// moreID names a further action of the More menu; the controller
// dispatches on it, never on the label a person reads.
type moreID int

const (
	moreIntimidate moreID = iota
	moreTaunt
	moreGrapple
	morePush
	moreDisarm
	moreStabilize
	moreDoor
	moreBreakFree
	moreReload
	moreSupport
	moreBreakDoor
	morePickUp
	moreReady
	moreFinishing
	moreTouch
	moreMount
	moreDismount
	moreCharge
	morePlatform
	moreAimIgnore
	moreRelease
	moreGMStun
	moreGMFatigue
	moreGMRecover
	moreGMDrop
)

// moreEntry is one line of the More menu.
type moreEntry struct {
	id    moreID
	label string
	gm    bool // the GM's
}

// moreMenu is the More menu in its order: X steps through it, a click on
// its list picks one; the pick is carried out by a click on its target.
var moreMenu = []moreEntry{
	{moreIntimidate, "Intimidate", false}, {moreTaunt, "Taunt", false}, {moreGrapple, "Grapple", false},
	{morePush, "Push", false}, {moreDisarm, "Disarm", false}, {moreStabilize, "Stabilize", false},
	{moreDoor, "Door", false}, {moreBreakFree, "Break free", false}, {moreRelease, "Let go", false}, {moreReload, "Reload", false},
	{moreSupport, "Support", false}, {moreBreakDoor, "Break door", false}, {morePickUp, "Pick up", false},
	{moreReady, "Ready weapon", false}, {moreFinishing, "Finishing Move", false}, {moreTouch, "Touch", false},
	{moreMount, "Mount", false}, {moreDismount, "Dismount", false}, {moreCharge, "Charge", false},
	{morePlatform, "Unstable platform", false}, {moreAimIgnore, "Aim: ignore penalties", false},
	{moreGMStun, "GM: Stun", true},
	{moreGMFatigue, "GM: Fatigue", true}, {moreGMRecover, "GM: recover Fatigue", true},
	{moreGMDrop, "GM: The Drop (on Hold)", true},
}

// supportTraits are the traits Support cycles through (Q), the ally's
// roll that the supporter's same skill helps.
var supportTraits = []rules.Trait{rules.Fighting, rules.Shooting, rules.Athletics, rules.Notice, rules.Stealth, rules.Persuasion, rules.Agility, rules.Strength, rules.Spirit, rules.Vigor}

// moreChosen is the entry chosen now.
func (c *Controller) moreChosen() moreID { return moreMenu[c.more].id }

// cycleMore is X: into More mode, or on to the next entry.
func (c *Controller) cycleMore() {
	if c.mode == ModeMore {
		c.more = (c.more + 1) % len(moreMenu)
	}
	c.mode = ModeMore
	c.say("More: %s - click its target (X for the next action)", moreMenu[c.more].label)
}

// pickMore is a click on the menu's entry arg (its index).
func (c *Controller) pickMore(arg string) {
	i, err := strconv.Atoi(arg)
	if err != nil || i < 0 || i >= len(moreMenu) {
		c.fail(fmt.Errorf("no further action %q", arg))
		return
	}
	c.more, c.mode = i, ModeMore
	c.say("More: %s - click its target", moreMenu[i].label)
}

// moreButtons are the menu's entries as buttons, the chosen one lit.
func (c *Controller) moreButtons(gm bool, dst []Button) []Button {
	for i, e := range moreMenu {
		if e.gm && !gm {
			continue
		}
		bt := Button{Cmd: CmdMoreItem, Arg: strconv.Itoa(i), Label: e.label, Enabled: true, Active: i == c.more}
		if who := c.turn(); who != "" {
			if err := c.moreRefusal(i, who, gm); err != nil {
				bt.Enabled, bt.Why = false, e.label+": "+oneLine(err.Error())
			}
		}
		dst = append(dst, bt)
	}
	return dst
}

// moreAction is the further action k of the actor on a click at square
// sq (fig is the figure there, if any).
func (c *Controller) moreAction(k int, who string, sq board.Square, fig *board.Figure) (rules.Action, error) {
	e := moreMenu[k]
	need := func() error {
		if fig == nil || fig.ID == who {
			return fmt.Errorf("click the figure to %s", strings.ToLower(e.label))
		}
		return nil
	}
	switch e.id {
	case moreIntimidate, moreTaunt:
		if err := need(); err != nil {
			return nil, err
		}
		skill := rules.Intimidation
		if e.id == moreTaunt {
			skill = rules.Taunt
		}
		return rules.Test{Who: who, Target: fig.ID, Skill: skill, Effect: c.opt.willEffect()}, nil
	case moreGrapple:
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Grapple{Who: who, Target: fig.ID}, nil
	case morePush:
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Push{Who: who, Target: fig.ID}, nil
	case moreDisarm:
		if err := need(); err != nil {
			return nil, err
		}
		a := c.actor()
		w := c.weaponName(a.Figure, ModeFight)
		if !c.Battle().Table.Adjacent(who, fig.ID) {
			w = c.weaponName(a.Figure, ModeShoot)
		}
		// The hand (swade), or the arm where the edition strikes only that.
		at := rules.DisarmHand
		if c.Battle().Rules.DisarmArmOnly {
			at = rules.DisarmLimb
		}
		return rules.Disarm{Who: who, Target: fig.ID, Weapon: w, At: at}, nil
	case moreStabilize:
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Stabilize{Who: who, Target: fig.ID}, nil
	case moreDoor:
		at := rules.Pos{X: sq.X, Y: sq.Y}
		for _, d := range c.Battle().Doors() {
			if d.At == at {
				return rules.UseDoor{Who: who, At: at, Open: !d.Open}, nil
			}
		}
		return nil, fmt.Errorf("there is no door at %s: click a door next to %s", at, c.Battle().Figure(who).Name)
	case moreBreakFree:
		return rules.BreakFree{Who: who}, nil
	case moreRelease:
		// A free action: a click on the figure held lets it go, a click
		// anywhere else everyone the actor holds.
		if fig != nil && fig.ID != who {
			return rules.Release{Who: who, Target: fig.ID}, nil
		}
		return rules.Release{Who: who}, nil
	case moreAimIgnore:
		// Aim's other choice, at the figure clicked: next turn's shot
		// ignores up to 4 points of range, cover and called-shot penalties.
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Aim{Who: who, Target: fig.ID, Ignore: true}, nil
	case moreReload:
		// The weapon chosen for shooting (W), on a click anywhere.
		return rules.Reload{Who: who, Weapon: c.weaponName(c.actor().Figure, ModeShoot)}, nil
	case moreSupport:
		if err := need(); err != nil {
			return nil, err
		}
		return rules.SupportAlly{Who: who, Ally: fig.ID, Trait: supportTraits[c.opt.Support%len(supportTraits)]}, nil
	case moreBreakDoor:
		return rules.BreakDoor{Who: who, At: rules.Pos{X: sq.X, Y: sq.Y}, Weapon: c.weaponName(c.actor().Figure, ModeFight)}, nil
	case morePickUp:
		at := rules.Pos{X: sq.X, Y: sq.Y}
		for _, it := range c.Battle().Ground() {
			if it.At == at && !it.Broken {
				return rules.PickUp{Who: who, Weapon: it.Weapon.Name, At: &at}, nil
			}
		}
		return nil, fmt.Errorf("nothing lies at %s to pick up", at)
	case moreReady:
		// The weapon chosen with W, on a click anywhere.
		f := c.actor().Figure
		i := c.weaponFor(f, ModeMore)
		if i < 0 {
			return nil, fmt.Errorf("%s has no weapon to ready", f.Name)
		}
		return rules.Ready{Who: who, Weapons: []string{f.Weapons[i].Name}}, nil
	case moreFinishing:
		if err := need(); err != nil {
			return nil, err
		}
		return rules.FinishingMove{Who: who, Target: fig.ID, Weapon: c.weaponName(c.actor().Figure, ModeFight)}, nil
	case moreTouch:
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Touch{Who: who, Target: fig.ID}, nil
	case moreMount:
		if err := need(); err != nil {
			return nil, err
		}
		return rules.MountUp{Who: who, Mount: fig.ID}, nil
	case moreDismount:
		return rules.Dismount{Who: who, To: rules.Pos{X: sq.X, Y: sq.Y}}, nil
	case moreCharge:
		if err := need(); err != nil {
			return nil, err
		}
		return rules.Charge{Who: who, Target: fig.ID, Weapon: c.weaponName(c.actor().Figure, ModeFight)}, nil
	case morePlatform:
		f := c.actor().Figure
		return rules.SetPlatform{Who: who, Unstable: !f.Unstable}, nil
	case moreGMDrop:
		// Deluxe: the figure clicked has The Drop and counts as on Hold.
		if fig == nil {
			return nil, fmt.Errorf("click the figure that has The Drop")
		}
		return rules.SetHold{Who: fig.ID, Hold: true, Drop: true}, nil
	case moreGMStun, moreGMFatigue, moreGMRecover:
		// The GM's: any figure clicked (the actor when none).
		id := who
		if fig != nil {
			id = fig.ID
		}
		switch e.id {
		case moreGMStun:
			return rules.Stun{Who: id, Cause: "the GM"}, nil
		case moreGMFatigue:
			return rules.Fatigue{Who: id, Cause: "the GM"}, nil
		}
		return rules.Fatigue{Who: id, Cause: "the GM", Recover: true}, nil
	}
	return nil, fmt.Errorf("no action %q", e.label)
}

// doorNear is the square naming the thin door drawn within a quarter
// inch of pt (its bar is 0.2" wide). A door on a picture map stands on
// the line between two squares and is named by one of them: a click on
// the door's other side landed on a square with no door.
func (c *Controller) doorNear(pt geom.Point) (board.Square, bool) {
	best, at, ok := 0.25, board.Square{}, false
	for i := range c.board.Walls {
		w := &c.board.Walls[i]
		if w.Kind != board.WallDoor {
			continue
		}
		if d := w.Dist(pt); d <= best {
			best, at, ok = d, w.At, true
		}
	}
	return at, ok
}
