package game

import (
	"fmt"
	"strings"

	"battlemat/board"
	"battlemat/rules"
)

// AttackOptions are the choices a player makes before clicking the
// target of a Fight or a Shoot: they go into the action (and so into the
// odds box, which plans the same action).
type AttackOptions struct {
	Called    string // "", rules.CalledLimb, CalledHand, CalledHeadVitals
	Wild      bool   // Wild Attack (Fight)
	Desperate int    // Desperate Attack: 0, 2 or 4 (Fight)
	Drop      bool   // The Drop (Fight; the GM grants it)
	Nonlethal bool   // Fight
	Mode      string // "", rules.DoubleTap, rules.Burst (Shoot, one die)
	Slugs     bool   // a shotgun fires slugs (Shoot)
	Dice      int    // trait dice for a RoF weapon (Shoot; 0 is one)
	// Vulnerable: a test of will leaves the foe Vulnerable instead of
	// Distracted (More: Intimidate, Taunt). Support: the ally's trait
	// Support helps (an index of supportTraits).
	Vulnerable bool
	Support    int
}

func (o AttackOptions) willEffect() string {
	if o.Vulnerable {
		return rules.TestVulnerable
	}
	return rules.TestDistracted
}

// Options are the attack options chosen for the turn under way.
func (g *Game) Options() AttackOptions { return g.play.opt }

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
	}
	return "none"
}

// option carries out an attack option's command; false when c is none.
func (g *Game) option(c Cmd) bool {
	o := &g.play.opt
	switch c {
	case CmdCalled:
		i := 0
		for k, v := range calledCycle {
			if v == o.Called {
				i = k
			}
		}
		o.Called = calledCycle[(i+1)%len(calledCycle)]
		g.say("Called shot: %s", calledLabel(o.Called))
	case CmdWild:
		o.Wild = !o.Wild
		if o.Wild {
			o.Desperate = 0 // not both
		}
		g.say("Wild Attack: %s", onOff(o.Wild))
	case CmdDesperate:
		o.Desperate = map[int]int{0: 2, 2: 4, 4: 0}[o.Desperate]
		if o.Desperate > 0 {
			o.Wild = false
			g.say("Desperate Attack: +%d to hit, -%d damage", o.Desperate, o.Desperate)
		} else {
			g.say("Desperate Attack: off")
		}
	case CmdDrop:
		o.Drop = !o.Drop
		g.say("The Drop (granted by the GM): %s", onOff(o.Drop))
	case CmdNonlethal:
		o.Nonlethal = !o.Nonlethal
		g.say("Nonlethal: %s", onOff(o.Nonlethal))
	case CmdFire:
		switch {
		case g.play.mode == ModeMore && (More[g.play.more] == "Intimidate" || More[g.play.more] == "Taunt"):
			o.Vulnerable = !o.Vulnerable
			g.say("The test of will leaves the foe %s", map[bool]string{true: "Vulnerable", false: "Distracted"}[o.Vulnerable])
		case g.play.mode == ModeMore && More[g.play.more] == "Support":
			o.Support = (o.Support + 1) % len(supportTraits)
			g.say("Support the ally's %s", supportTraits[o.Support])
		default:
			g.cycleFire()
		}
	default:
		return false
	}
	return true
}

func onOff(v bool) string {
	if v {
		return "on"
	}
	return "off"
}

// cycleFire steps the shooting weapon's fire option: slugs or shot for a
// shotgun, the number of dice for a RoF weapon, else single shot, double
// tap and three-round burst (the engine says when the weapon cannot).
func (g *Game) cycleFire() {
	o := &g.play.opt
	a := g.actor()
	if a == nil {
		g.say("No turn is under way")
		return
	}
	i := g.weaponFor(a.Figure, ModeShoot)
	if i < 0 {
		g.say("%s has no weapon to shoot", a.Name)
		return
	}
	w := a.Weapons[i]
	switch {
	case w.Shotgun:
		o.Slugs = !o.Slugs
		g.say("The %s fires %s", w.Name, map[bool]string{true: "slugs (2d10, no +2)", false: "shot"}[o.Slugs])
	case w.RoF >= 2:
		o.Dice = max(o.Dice, 1)%w.RoF + 1
		g.say("The %s fires %d trait dice (RoF %d)", w.Name, o.Dice, w.RoF)
	default:
		o.Mode = map[string]string{"": rules.DoubleTap, rules.DoubleTap: rules.Burst, rules.Burst: ""}[o.Mode]
		g.say("Fire mode: %s", fireLabel(o.Mode))
	}
}

func fireLabel(m string) string {
	switch m {
	case rules.DoubleTap:
		return "double tap +1"
	case rules.Burst:
		return "burst +2"
	}
	return "single"
}

// meleeOf is the Fight action on t with the options.
func (g *Game) meleeOf(a, t *board.Figure) rules.Melee {
	o := g.play.opt
	return rules.Melee{Who: a.ID, Target: t.ID, Weapon: g.weaponName(a.Figure, ModeFight),
		Wild: o.Wild, Desperate: o.Desperate, Drop: o.Drop, Called: o.Called, Nonlethal: o.Nonlethal}
}

// shootOf is the Shoot action at t with the options.
func (g *Game) shootOf(a, t *board.Figure) rules.Shoot {
	o := g.play.opt
	s := rules.Shoot{Who: a.ID, Weapon: g.weaponName(a.Figure, ModeShoot), Called: o.Called}
	n := 1
	if i := g.weaponFor(a.Figure, ModeShoot); i >= 0 {
		w := a.Weapons[i]
		switch {
		case w.Shotgun:
			s.Slugs = o.Slugs
		case w.RoF >= 2:
			n = min(max(o.Dice, 1), w.RoF)
		default:
			s.Mode = o.Mode
		}
	}
	for range n {
		s.Targets = append(s.Targets, t.ID)
	}
	return s
}

// optionButtons are the options of the mode (Fight or Shoot) as toggle
// buttons, labelled with their state.
func (g *Game) optionButtons() []Button {
	o := g.play.opt
	var bs []Button
	switch g.play.mode {
	case ModeMove:
		return g.offerButtons()
	case ModeFight:
		bs = append(bs,
			Button{Cmd: CmdCalled, Label: "Called: " + calledLabel(o.Called), Key: "V", Active: o.Called != ""},
			Button{Cmd: CmdWild, Label: "Wild Attack", Key: "K", Active: o.Wild},
			Button{Cmd: CmdDesperate, Label: desperateLabel(o.Desperate), Key: "J", Active: o.Desperate > 0},
			Button{Cmd: CmdDrop, Label: "The Drop (GM)", Key: "O", Active: o.Drop},
			Button{Cmd: CmdNonlethal, Label: "Nonlethal", Key: "L", Active: o.Nonlethal},
		)
	case ModeMore:
		switch More[g.play.more] {
		case "Intimidate", "Taunt":
			bs = append(bs, Button{Cmd: CmdFire, Label: "Effect: " + map[bool]string{true: "Vulnerable", false: "Distracted"}[o.Vulnerable], Key: "Q", Active: o.Vulnerable})
		case "Support":
			bs = append(bs, Button{Cmd: CmdFire, Label: "Trait: " + string(supportTraits[o.Support%len(supportTraits)]), Key: "Q"})
		}
	case ModeShoot:
		fire := "Fire: " + fireLabel(o.Mode)
		active := o.Mode != ""
		if a := g.actor(); a != nil {
			if i := g.weaponFor(a.Figure, ModeShoot); i >= 0 {
				w := a.Weapons[i]
				switch {
				case w.Shotgun:
					fire, active = "Slugs", o.Slugs
				case w.RoF >= 2:
					fire, active = fmt.Sprintf("Dice: %d of RoF %d", min(max(o.Dice, 1), w.RoF), w.RoF), o.Dice > 1
				}
			}
		}
		bs = append(bs,
			Button{Cmd: CmdCalled, Label: "Called: " + calledLabel(o.Called), Key: "V", Active: o.Called != ""},
			Button{Cmd: CmdFire, Label: fire, Key: "Q", Active: active},
		)
	}
	for i := range bs {
		bs[i].Enabled = true
	}
	return bs
}

func desperateLabel(d int) string {
	if d == 0 {
		return "Desperate: off"
	}
	return fmt.Sprintf("Desperate +%d", d)
}

// optionSummary lists the options in force, for the prompt ("" when none).
func (o AttackOptions) summary(m Mode) string {
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
	}
	if m == ModeShoot {
		if o.Mode != "" {
			parts = append(parts, fireLabel(o.Mode))
		}
		if o.Slugs {
			parts = append(parts, "slugs")
		}
		if o.Dice > 1 {
			parts = append(parts, fmt.Sprintf("%d dice", o.Dice))
		}
	}
	return strings.Join(parts, ", ")
}

// maxOffers is how many of rules.Offers get a button.
const maxOffers = 6

// offerButtons are the extra actions the rules offer the actor right now
// (rules.Offers: doors within reach, weapons to pick up, the dying to
// stabilise, a mount, a charge), one button each, in Move mode.
func (g *Game) offerButtons() []Button {
	p := &g.play
	p.offers = p.offers[:0]
	b := g.Battle()
	if p.mode != ModeMove || b == nil || b.Turn() == nil {
		return nil
	}
	var bs []Button
	for _, a := range rules.Offers(b, b.Turn().Who) {
		if len(bs) == maxOffers {
			break
		}
		p.offers = append(p.offers, a)
		bs = append(bs, Button{Cmd: CmdOffer, Arg: fmt.Sprint(len(bs)), Label: offerLabel(b, a), Enabled: true})
	}
	return bs
}

// offerLabel names an offered action for its button.
func offerLabel(b *rules.Battle, a rules.Action) string {
	name := func(id string) string {
		if f := b.Figure(id); f != nil {
			return f.Name
		}
		return id
	}
	switch a := a.(type) {
	case rules.UseDoor:
		if a.Open {
			return "Open door " + a.At.String()
		}
		return "Close door " + a.At.String()
	case rules.BreakDoor:
		return "Break door " + a.At.String()
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
func (g *Game) pressOffer(arg string) {
	var i int
	if _, err := fmt.Sscan(arg, &i); err != nil || i < 0 || i >= len(g.play.offers) {
		g.fail(fmt.Errorf("that offer is gone"))
		return
	}
	_ = g.Apply(g.play.offers[i])
}
