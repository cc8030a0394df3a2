package game

import (
	"fmt"
	"strings"

	"battlemat/menu"
	"battlemat/rules"
)

// AttackOptions are the choices a player makes before clicking the
// target of a Fight or a Shoot: they go into the action (and so into the
// odds box, which plans the same action).
type AttackOptions struct {
	Called    string // "", rules.CalledLimb, CalledHand, CalledHeadVitals
	Wild      bool   // Wild Attack (Fight)
	Desperate int    // Desperate Attack: 0, 2 or 4 (Fight)
	Drop      bool   // The Drop (Fight and Shoot; the GM grants it)
	Nonlethal bool   // Fight
	Mode      string // "", rules.DoubleTap, rules.Burst (Shoot, one die)
	Slugs     bool   // a shotgun fires slugs (Shoot)
	Both      bool   // a double-barrelled shotgun fires both barrels (Shoot)
	Dice      int    // trait dice for a RoF weapon (Shoot; 0 is one)
	// Vulnerable: a test of will leaves the foe Vulnerable instead of
	// Distracted (More: Intimidate, Taunt, Feint). Support: the ally's trait
	// Support helps (an index of menu.SupportTraits).
	Vulnerable bool
	Support    int
	// GMEffect: the GM's effect (More: GM: effect), an index of
	// menu.GMEffects.
	GMEffect int
	// Edge: the Edge attack of a Fight ("", edgeFrenzy, edgeSweep:
	// edgeattack.go).
	Edge string
	// castChoice is the cast chosen (castchoice.go): the power of
	// More's Powers, Maintain or Drop entry, its modifiers, option and
	// recipients, the same on every screen.
	castChoice
	// Leap: a click in Move mode jumps with an Athletics roll as the
	// figure's action (rules.Jump: 1" more over a gap).
	Leap bool
}

func (o AttackOptions) willEffect() string {
	if o.Vulnerable {
		return rules.TestVulnerable
	}
	return rules.TestDistracted
}

// Options are the attack options chosen for the turn under way.
func (c *Controller) Options() AttackOptions { return c.opt }

var calledCycle = []string{"", rules.CalledLimb, rules.CalledHand, rules.CalledHeadVitals}

// calledLabel names a called shot with its modifier.
func calledLabel(c string) string {
	switch c {
	case rules.CalledLimb:
		return fmt.Sprintf("limb %d", rules.LimbShotMod)
	case rules.CalledHand:
		return fmt.Sprintf("hand %d", rules.HandShotMod)
	case rules.CalledHeadVitals:
		return fmt.Sprintf("head %d (%+d dmg)", rules.HeadVitalsShotMd, rules.HeadVitalsDamage)
	case rules.CalledSmall:
		return fmt.Sprintf("small %d (%+d dmg)", rules.SmallShotMod, rules.SmallTinyDamage)
	case rules.CalledTiny:
		return fmt.Sprintf("tiny %d (%+d dmg)", rules.TinyShotMod, rules.SmallTinyDamage)
	}
	return "none"
}

func (c *Controller) cycleCalled() { c.say("%s", c.stepCalled(editionOf(c.drawnBoard()))) }

func (c *Controller) toggleLeap() {
	c.opt.Leap = !c.opt.Leap
	c.say("Jump with an Athletics roll (1\" more, the action): %s", onOff(c.opt.Leap))
}

// jumping is how far the reach shading and a move click jump over gaps:
// a move's free jumps, or with the Athletics option its roll's inch too.
func (c *Controller) jumping() rules.Jumping {
	if c.opt.Leap {
		return rules.AthleticsJumping()
	}
	return rules.FreeJumping()
}

func (c *Controller) toggleWild() { c.say("%s", c.attackChoice.toggleWild()) }

func (c *Controller) cycleDesperate() { c.say("%s", c.stepDesperate()) }

func (c *Controller) toggleDrop() {
	c.opt.Drop = !c.opt.Drop
	c.say("The Drop (granted by the GM): %s", onOff(c.opt.Drop))
}

func (c *Controller) toggleNonlethal() {
	c.opt.Nonlethal = !c.opt.Nonlethal
	c.say("Nonlethal: %s", onOff(c.opt.Nonlethal))
}

// fire is Q: the effect of a test of will, the trait Support helps, or
// the shooting weapon's fire option.
func (c *Controller) fire() {
	o := &c.opt
	switch c.fireKind() {
	case fireWill:
		o.Vulnerable = !o.Vulnerable
		c.say("The test of will leaves the foe %s", map[bool]string{true: "Vulnerable", false: "Distracted"}[o.Vulnerable])
	case fireSupport:
		o.Support = (o.Support + 1) % len(menu.SupportTraits)
		c.say("Support the ally's %s", menu.SupportTraits[o.Support])
	case fireGMEffect:
		o.GMEffect = (o.GMEffect + 1) % len(menu.GMEffects)
		c.say("The GM's effect: %s", menu.GMEffects[o.GMEffect].Label)
	case firePower:
		c.cyclePower()
	default:
		c.cycleFire()
	}
}

// What Q means now.
const (
	fireShot = iota
	fireWill
	fireSupport
	fireGMEffect
	firePower
)

func (c *Controller) fireKind() int {
	if c.mode == ModeMore {
		switch c.moreChosen() {
		case menu.Intimidate, menu.Taunt, menu.Feint:
			return fireWill
		case menu.Support:
			return fireSupport
		case menu.GMEffect:
			return fireGMEffect
		}
		if c.powerEntry() != "" {
			return firePower
		}
	}
	return fireShot
}

// fireState is Q's button label and whether it is lit ("" when Q has no
// button in this mode).
func (c *Controller) fireState() (string, bool) {
	o := c.opt
	switch {
	case c.mode == ModeMore && c.fireKind() == fireWill:
		return "Effect: " + map[bool]string{true: "Vulnerable", false: "Distracted"}[o.Vulnerable], o.Vulnerable
	case c.mode == ModeMore && c.fireKind() == fireSupport:
		return "Trait: " + string(menu.SupportTraits[o.Support%len(menu.SupportTraits)]), false
	case c.mode == ModeMore && c.fireKind() == fireGMEffect:
		return "Effect: " + menu.GMEffects[o.GMEffect%len(menu.GMEffects)].Label, false
	case c.mode == ModeMore && c.fireKind() == firePower:
		if p := c.powerChosen(c.powerEntry()); p != "" {
			return "Power: " + p, false
		}
		return "", false
	case c.mode != ModeShoot:
		return "", false
	}
	if a := c.actor(); a != nil {
		return c.gunFire(editionOf(c.drawnBoard()), a.Figure, true)
	}
	return "Fire: " + fireLabel(editionOf(c.drawnBoard()), o.Mode), o.Mode != ""
}

// fireModes are the single-die fire modes f has with the weapon under
// the battle's rules r: a single shot, then double tap and burst where
// its scenario gives them (double tap where the Double Tap Edge does, and
// in swade from revision 9 only there).
func fireModes(r *rules.EditionRules, f *rules.Figure, w rules.Weapon) []string {
	modes := []string{""}
	if rules.DoubleTaps(r, f, w) {
		modes = append(modes, rules.DoubleTap)
	}
	if w.Burst {
		modes = append(modes, rules.Burst)
	}
	return modes
}

// nextMode is the fire mode after m among modes (the first when m is not
// one of them).
func nextMode(modes []string, m string) string {
	for i, v := range modes {
		if v == m {
			return modes[(i+1)%len(modes)]
		}
	}
	return modes[0]
}

func (c *Controller) fireTitle() string { t, _ := c.fireState(); return t }

func onOff(v bool) string {
	if v {
		return "on"
	}
	return "off"
}

// cycleFire steps the shooting weapon's fire option: slugs or shot for a
// shotgun, the number of dice for a RoF weapon (then its burst, where it
// has one), else single shot, double tap and three-round burst as far as
// the weapon fires them (double_tap:, burst:).
func (c *Controller) cycleFire() {
	a := c.actor()
	if a == nil {
		c.say("No turn is under way")
		return
	}
	said, err := c.stepFire(editionOf(c.drawnBoard()), a.Figure)
	if err != nil {
		c.say("%s", err.Error())
		return
	}
	c.say("%s", said)
}

// shellLabel names what a shotgun fires: shot or slugs, and both barrels
// of a double-barrelled one.
func shellLabel(w rules.Weapon, o AttackOptions) string {
	l := map[bool]string{true: "Slugs", false: "Shot"}[o.Slugs]
	if o.Both && w.Barrels >= 2 {
		l += fmt.Sprintf(", both barrels +%d", rules.BothBarrelsMod)
	}
	return l
}

func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

// fireLabel names fire mode m with its bonus under the battle's rules r
// (a weapon marked double_tap's double tap; swade's burst is +1 from
// revision 9).
func fireLabel(r *rules.EditionRules, m string) string {
	switch m {
	case rules.DoubleTap:
		return fmt.Sprintf("double tap +%d", rules.DoubleTapMod)
	case rules.Burst:
		return fmt.Sprintf("burst +%d", rules.BurstBonus(r))
	}
	return "single"
}

func desperateLabel(d int) string {
	if d == 0 {
		return "Desperate: off"
	}
	return fmt.Sprintf("Desperate +%d", d)
}

// summary lists the options in force, for the prompt ("" when none);
// fire names the fire mode with its bonus (attackChoice.summary).
func (o AttackOptions) summary(m Mode, fire string) string {
	var parts []string
	if o.Called != "" {
		parts = append(parts, "called "+calledLabel(o.Called))
	}
	if m == ModeFight {
		if o.Wild {
			parts = append(parts, "Wild Attack")
		}
		if o.Desperate > 0 {
			parts = append(parts, fmt.Sprintf("Desperate +%d", o.Desperate))
		}
		if o.Drop {
			parts = append(parts, "The Drop")
		}
		if o.Nonlethal {
			parts = append(parts, "nonlethal")
		}
		if o.Edge != "" {
			parts = append(parts, edgeAttackLabel(o.Edge)[len("Edge: "):])
		}
	}
	if m == ModeShoot {
		if o.Drop {
			parts = append(parts, "The Drop")
		}
		if o.Mode != "" {
			parts = append(parts, fire)
		}
		if o.Slugs {
			parts = append(parts, "slugs")
		}
		if o.Both {
			parts = append(parts, "both barrels")
		}
		if o.Dice > 1 {
			parts = append(parts, fmt.Sprintf("%d dice", o.Dice))
		}
	}
	return strings.Join(parts, ", ")
}

// maxOffers is how many of rules.Offers get a button.
const maxOffers = 6

// offersNow are the extra actions the session offers the actor right
// now that get a button in Move mode (doors within reach, a Barrier's
// wall, weapons to pick up, then the dying to stabilise, a mount, a
// charge: rules.Offers' order), at most maxOffers.
func (c *Controller) offersNow(dst []rules.Action) []rules.Action {
	m, who := c.seatState(), c.turn()
	if c.mode != ModeMove || m == nil || who == "" {
		return dst
	}
	var figs []rules.Action
	for _, o := range m.offers {
		if o.Who != who || o.Why != "" || len(o.Action) == 0 {
			continue
		}
		var err error
		var a rules.Action
		switch o.Entry {
		case menu.Door.Key(), menu.BreakDoor.Key(), menu.BreakBarrier.Key(), menu.PickUp.Key():
			if a, err = rules.UnmarshalAction(o.Action); err == nil {
				dst = append(dst, a)
			}
		case menu.Stabilize.Key(), menu.Mount.Key(), menu.Charge.Key():
			if a, err = rules.UnmarshalAction(o.Action); err == nil {
				figs = append(figs, a)
			}
		}
	}
	dst = append(dst, figs...)
	return dst[:min(len(dst), maxOffers)]
}

// offerButtons are the offers, one button each.
func (c *Controller) offerButtons(dst []Button) []Button {
	name := func(id string) string { return id }
	if m := c.seatState(); m != nil {
		name = m.name
	}
	for i, a := range c.offers {
		dst = append(dst, Button{Cmd: CmdOffer, Arg: fmt.Sprint(i), Label: offerLabel(name, a), Enabled: true})
	}
	return dst
}

// offerLabel names an offered action for its button.
func offerLabel(name func(string) string, a rules.Action) string {
	switch a := a.(type) {
	case rules.UseDoor:
		if a.Open {
			return "Open door " + a.At.String()
		}
		return "Close door " + a.At.String()
	case rules.BreakDoor:
		return "Break door " + a.At.String()
	case rules.BreakBarrier:
		return menu.Label(a, "")
	case rules.PickUp:
		return "Pick up " + a.Weapon
	case rules.Stabilize:
		return "Stabilize " + name(a.Target)
	case rules.MountUp:
		return "Mount " + name(a.Mount)
	case rules.Charge:
		return "Charge " + name(a.Target)
	}
	return a.Kind()
}

// pressOffer applies the offered action of the button pressed.
func (c *Controller) pressOffer(arg string) {
	var i int
	if _, err := fmt.Sscan(arg, &i); err != nil || i < 0 || i >= len(c.offers) {
		c.fail(fmt.Errorf("that offer is gone"))
		return
	}
	_ = c.apply(c.offers[i])
}
