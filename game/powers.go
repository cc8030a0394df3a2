package game

import (
	"fmt"
	"slices"
	"strings"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/templates"
)

// The window's Powers: in More mode the Powers entry lists the acting
// figure's powers (the rules' table) as buttons and the chosen power's
// modifiers with their Power Points as toggles; Q steps the power, V its
// option (Boost or Lower Trait's trait, Confusion's or Havoc's choice). A
// power aimed at a figure previews like a shot on the figure under the
// cursor (its refusal, out of range or out of sight, in the tip); a
// template power's template follows the cursor like a grenade's. Maintain
// and Drop power take the power kept up that Q or its button chose.

// powerEntry reports whether the More entry chosen takes a power: the
// Powers entry ("power") or Maintain/Drop ("kept").
func (c *Controller) powerEntry() string {
	if c.mode != ModeMore {
		return ""
	}
	return menu.Catalogue[c.more].Choice
}

// powerList is what an entry of the choice picks from: the actor's
// powers ("power"), or those it keeps up ("kept").
func (c *Controller) powerList(choice string) []string {
	a := c.actor()
	if a == nil {
		return nil
	}
	m := c.seatState()
	switch {
	case m == nil:
		return nil // the seat lags: nothing offered until it is in step
	case choice == "power":
		return m.powersOffered(a.ID)
	case choice == "kept":
		return m.keptOffered(a.ID)
	}
	return nil
}

// edition is the edition the fight plays: the seat's map names it (the
// drawn map's while the seat lags).
func (c *Controller) edition() rules.Edition {
	if bd := c.drawnBoard(); bd != nil {
		return bd.Edition
	}
	return ""
}

// powerChosen is the power an entry of the choice takes now: the one
// chosen if its list has it, else the list's first ("" none).
func (c *Controller) powerChosen(choice string) string {
	ps := c.powerList(choice)
	if slices.Contains(ps, c.opt.Power) {
		return c.opt.Power
	}
	if len(ps) > 0 {
		return ps[0]
	}
	return ""
}

// cyclePower is Q on a power entry: the next power.
func (c *Controller) cyclePower() {
	ps := c.powerList(c.powerEntry())
	if len(ps) == 0 {
		c.say("No power to choose")
		return
	}
	i := slices.Index(ps, c.powerChosen(c.powerEntry()))
	c.setPower(ps[(i+1)%len(ps)])
}

// setPower chooses a power; its modifiers and option are chosen afresh.
func (c *Controller) setPower(name string) {
	c.opt.choose(name)
	if c.powerEntry() != "power" {
		c.say("%s: %s", menu.Catalogue[c.more].Label, name)
		return
	}
	pw, ok := rules.LookupPower(c.edition(), name)
	if ok && menu.Destination(pw) {
		c.say("Cast %s: click who it carries (none: the caster), then the square to send them to", name)
		return
	}
	if ok && menu.AimsAtPoint(pw, nil) {
		c.say("Cast %s: the template follows the cursor - click where it goes", name)
		return
	}
	c.say("Cast %s: click the figure to cast it on", name)
}

// toggleMod is a modifier's button: on or off for the power chosen.
func (c *Controller) toggleMod(name string) {
	c.opt.choose(c.powerChosen("power"))
	on := c.opt.switchMod(name)
	c.say("%s: %s %s", c.powerChosen("power"), map[bool]string{true: "with", false: "without"}[on], name)
}

// powerOption is the option of the power chosen (Boost or Lower
// Trait's trait, Confusion's or Havoc's choice): the one chosen with V if
// the power has it, else its first.
func (c *Controller) powerOption() string {
	ch := c.castNow()
	return ch.option()
}

// castNow is the cast chosen with the power the Powers entry takes now
// (its list's first while none is chosen).
func (c *Controller) castNow() castChoice {
	ch := c.opt.castChoice
	ch.choose(c.powerChosen("power"))
	return ch
}

// powerOptionTitle is V's button on the Powers entry ("" the power
// chosen has no option).
func (c *Controller) powerOptionTitle() string {
	if c.powerEntry() != "power" {
		return ""
	}
	return menu.PowerOptionLabel(c.powerChosen("power"), c.powerOption())
}

// cyclePowerOption is V on the Powers entry: the power's next option.
func (c *Controller) cyclePowerOption() {
	name := c.powerChosen("power")
	c.opt.choose(name)
	if !c.opt.stepOption() {
		c.say("%s has no trait or choice to pick", name)
		return
	}
	c.say("%s: %s", name, c.opt.optionLabel())
}

// castName is the power chosen as a preview names it, with its option:
// "Boost Trait (Trait: Spirit)".
func (c *Controller) castName() string {
	ch := c.castNow()
	return ch.name()
}

// powerPick puts the window's choices into a pick of entry e: the
// power, and the Powers entry's modifiers and option (in place of the
// Support trait the pick may carry).
func (c *Controller) powerPick(e menu.Entry, p *menu.Pick) {
	switch e.Choice {
	case "power":
		ch := c.castNow()
		ch.put(p)
	case "kept":
		p.Power = c.powerChosen(e.Choice)
	}
}

// powerButtons are the power entry's own row: a button per power (its
// Power Points; disabled with the reason when the rules take it at no
// target), then the chosen power's modifiers with their Power Points.
func (c *Controller) powerButtons(gm bool, dst []Button) []Button {
	a := c.actor()
	kind := c.powerEntry()
	if a == nil || kind == "" {
		return dst
	}
	ed := c.edition()
	chosen := c.powerChosen(kind)
	for _, name := range c.powerList(kind) {
		label := name
		if pw, ok := rules.LookupPower(ed, name); ok && kind == "power" {
			label = fmt.Sprintf("%s %d PP", name, pw.PP)
		}
		bt := Button{Cmd: CmdPower, Arg: name, Label: label, Enabled: true, Active: name == chosen}
		if why := c.powerWhy(c.more, name, a.ID, gm); why != "" {
			bt.Enabled, bt.Why = false, name+": "+oneLine(why)
		}
		dst = append(dst, bt)
	}
	if kind != "power" {
		return dst
	}
	ch := c.castNow()
	for _, m := range ch.modsOffered(ed, false) {
		// "AP 2 +1": four to a row, so the More list below keeps its room.
		label := strings.Replace(m.Name, "Armor Piercing", "AP", 1)
		dst = append(dst, Button{Cmd: CmdPowerMod, Arg: m.Name, Label: fmt.Sprintf("%s +%d", label, m.PP), Enabled: true, Active: m.On})
	}
	return dst
}

// castPower is the power the Powers entry casts now, when it is one.
func (c *Controller) castPower() (rules.Power, bool) {
	if c.powerEntry() != "power" {
		return rules.Power{}, false
	}
	return rules.LookupPower(c.edition(), c.powerChosen("power"))
}

// castAction is the cast a click at pt (on square sq, figure fig) makes.
func (c *Controller) castAction(a *board.Figure, sq board.Square, fig *board.Figure, pt geom.Point) (rules.Action, error) {
	if _, ok := c.teleporting(); ok {
		return c.teleportAction(a, c.recipientsPicked(), sq, false), nil
	}
	ch := c.castNow()
	if ch.Power == "" {
		return nil, fmt.Errorf("%s casts no powers", a.Name)
	}
	if ch.atPoint(c.edition()) {
		return ch.castPoint(c.edition(), a.ID, pt)
	}
	target := ""
	if fig != nil {
		target = fig.ID
	}
	return ch.castAt(c.edition(), a.ID, target)
}

// castPreview is the odds of casting the power on the figure under the
// cursor: the activation roll (a Bolt's is its attack, with cover and
// range) and, for a Bolt, its damage's chances; or why not.
func (c *Controller) castPreview(a, t *board.Figure) *AttackPreview {
	ap := &AttackPreview{Kind: "cast", Target: t.ID, Weapon: c.castName(), From: a.Center(), To: t.Center(), Visible: true, DamageOdds: -1}
	act, err := c.castAction(a, t.At, t, t.Center())
	if err != nil {
		ap.Err = oneLine(err.Error())
		return ap
	}
	ap.fromPreview(c.previewOf(act))
	return ap
}

// castTemplatePreview is a template power's template at the cursor, who
// is under it, and the odds of its activation roll.
func (c *Controller) castTemplatePreview(a *board.Figure, pw rules.Power, pt geom.Point) *TemplatePreview {
	ch := c.castNow()
	kind := ch.template(c.edition())
	at := castSpot(kind, pt)
	tp := &TemplatePreview{Weapon: c.castName(), At: at, Kind: kind}
	act, err := c.castAction(a, board.Square{X: int(at.X), Y: int(at.Y)}, nil, pt)
	if err != nil {
		tp.Err = oneLine(err.Error())
		return tp
	}
	p := c.previewOf(act)
	k, err := templates.Parse(string(tp.Kind))
	if err != nil {
		tp.Err = err.Error()
		return tp
	}
	if s, under, err := templateOn(c.drawnBoard(), k, a.ID, at); err == nil {
		tp.Outline = s.Outline(48)
		for _, u := range under {
			tp.Under = append(tp.Under, u.ID)
		}
	}
	tp.fromPreview(p)
	return tp
}

// costLine is a cast preview's Power Points line ("" for no cast).
func costLine(cost string) []string {
	if cost == "" {
		return nil
	}
	return []string{"cost " + strings.TrimSpace(cost)}
}

// templateOn places a template aimed by who at at on the seat's board
// (a Blast's centre, a Cone's or Stream's direction from who): the
// outline and who is under it, the same for every screen.
func templateOn(bd *board.Board, k rules.Template, who string, at geom.Point) (templates.Shape, []*board.Figure, error) {
	var from *board.Figure
	if !k.Blast() {
		from = bd.Figure(who)
	}
	return bd.PlaceTemplate(k, from, at)
}
