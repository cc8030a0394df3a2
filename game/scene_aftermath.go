package game

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/wire"
)

// The end of the fight: when one side is left standing (rules.Over), or
// on End fight (F12), the panel shows every figure with its Wounds, a
// Heal button for each wounded survivor (the Healing roll of the chosen
// healer, a rules.Heal action: its dice are shown and undo keeps it), and
// a button that writes the survivors back into the scenario for the next
// fight. On a desktop that is NAME.after.yaml beside the scenario, never
// the original, unless the person presses Overwrite twice; in a browser
// the YAML is handed to SaveText (a download, see download_js.go).

// SaveText, when set, receives the survivors' scenario instead of a file
// being written (the browser's download). nil writes files.
var SaveText func(name string, data []byte) error

// KeepText, when set, keeps a file the page wrote (a roster Save
// downloaded) where the loader looks first, as a file the person opened
// is kept: a scenario just downloaded opens again with the roster it
// names as saved (cmd/battlemat/maps_js.go).
var KeepText func(name string, data []byte)

// aftermath is what the end of the fight keeps once opened: closed and
// opened again (F12), it has the same healer and knows what was saved.
type aftermath struct {
	healer  string // the figure the Heal buttons roll for
	confirm bool   // Overwrite pressed once: the next press writes
	saved   string // where the survivors went, once saved
	// ended: the actions End fight applied (the turn's end, the fight's)
	// and the count they leave, which Back to the fight takes back while
	// nothing came since.
	ended, endedAt int
}

// aftermathScene is the end-of-fight screen while it is open. It sits in
// the panel beside the fight: the map takes no click, its own commands
// (and the keys that run them there) go first, the few of both screens
// (undo, redo, save) go on, and the rest are refused with a line.
type aftermathScene struct{ *aftermath }

// Update keeps the map's click from the fight underneath.
func (s *aftermathScene) Update(c *Controller, it *Intent) bool {
	it.Click = false
	return c.aftermathOpen() == s
}

// Press runs the screen's commands; a question waiting is answered first.
func (s *aftermathScene) Press(c *Controller, id Cmd, arg string) bool {
	if c.Asked() != nil {
		return false
	}
	cmd := commandOf(id)
	if v := viaOf(id); v != nil {
		cmd = v
	}
	switch cmd.scope {
	case scopeAftermath:
		cmd.do(c, arg)
		return true
	case scopeBoth:
		return false
	}
	c.fail(errors.New("the fight is over: heal, save the survivors, or close this screen (F12)"))
	return true
}

// aftermathOpen is the open end-of-fight screen, or nil.
func (c *Controller) aftermathOpen() *aftermathScene {
	s, _ := sceneOf[*aftermathScene](c)
	return s
}

// AftermathOpen reports whether the end-of-fight screen is shown.
func (c *Controller) AftermathOpen() bool { return c.aftermathOpen() != nil }

// openAftermath shows the screen (the turn under way ends at the first
// Heal: healing waits for it).
func (c *Controller) openAftermath() {
	if c.fight == nil {
		return
	}
	if c.after == nil {
		c.after = &aftermath{healer: c.defaultHealer()}
	}
	if !c.AftermathOpen() {
		c.push(&aftermathScene{c.after})
	}
	c.say("After the fight: heal the wounded (Q picks the healer), then save the survivors (Y)")
}

// endFight is End fight (F12): with both sides standing the fight ends
// at once (the turn under way first), so every seat hears the GM ended
// it, not only at the first Heal; then the screen opens.
func (c *Controller) endFight() {
	n, from := 0, c.actions()
	if end := c.fightEnd(); end != nil && !end.Over && !end.Ended && !c.AftermathOpen() {
		if who := c.turn(); who != "" {
			if c.apply(rules.EndTurn{Who: who}) != nil {
				return
			}
			n++
		}
		if c.apply(rules.EndFight{}) != nil {
			return
		}
		n++
	}
	c.openAftermath()
	if n > 0 {
		c.after.ended, c.after.endedAt = n, from+n
	}
}

// openEnded opens the end screen on a fight that comes over or ended
// (the host reopened on its saved battle, the page loaded afresh): an
// ended fight opens ended. Once opened, closing it is the GM's say.
func (c *Controller) openEnded() {
	if end := c.fightEnd(); c.after == nil && end != nil && (end.Over || end.Ended) && c.actions() > 0 {
		c.openAftermath()
	}
}

// healers are the figures that may heal, as the GM's seat tells them
// (its sheet gives each its Healing die): those neither dead nor
// Incapacitated, in the map's order.
func (c *Controller) healers() []*rules.Figure {
	m := c.seatState()
	if m == nil || m.Board == nil {
		return nil
	}
	var out []*rules.Figure
	for _, f := range m.Board.Figures {
		if !f.Dead && !f.Incapacitated {
			out = append(out, f.Figure)
		}
	}
	return out
}

// defaultHealer is the standing figure with the best Healing, the first
// standing Wild Card when nobody has the skill.
func (c *Controller) defaultHealer() string {
	var best *rules.Figure
	for _, f := range c.healers() {
		d := f.Traits[rules.Healing].Sides
		if best == nil || d > best.Traits[rules.Healing].Sides || (d == best.Traits[rules.Healing].Sides && f.WildCard && !best.WildCard) {
			best = f
		}
	}
	if best == nil {
		return ""
	}
	return best.ID
}

// Healer is the figure the Heal buttons roll for (the seat's copy: its
// name and Healing die).
func (c *Controller) Healer() *rules.Figure {
	m := c.seatState()
	if m == nil || m.Board == nil || c.after == nil {
		return nil
	}
	if f := m.Board.Figure(c.after.healer); f != nil {
		return f.Figure
	}
	if hs := c.healers(); len(hs) > 0 {
		return hs[0]
	}
	return nil
}

// nextHealer is Q on the screen: the next healer who can act.
func (c *Controller) nextHealer() {
	hs := c.healers()
	if len(hs) == 0 {
		return
	}
	next := hs[0]
	for i, f := range hs {
		if f.ID == c.after.healer {
			next = hs[(i+1)%len(hs)]
		}
	}
	c.after.healer = next.ID
	c.say("Healer: %s", next.Name)
}

// fightEnded reports whether the fight was ended (the GM's seat's
// FightEnd.Ended): healing Wounds may begin.
func (c *Controller) fightEnded() bool {
	m := c.seatState()
	return m != nil && m.End != nil && m.End.Ended
}

// heal is a row's Heal button: the healer's roll for figure id (the turn
// under way ends first, then the fight: healing waits for both).
func (c *Controller) heal(id string) {
	if id == "" {
		c.fail(errors.New("press the Heal button of a wounded figure"))
		return
	}
	if who := c.turn(); who != "" {
		if c.apply(rules.EndTurn{Who: who}) != nil {
			return
		}
	}
	// Healing Wounds belongs to the hour after the fight: the first Heal
	// ends it (undo takes both back).
	if r := c.rulesNow(); r != nil && r.HealAfterFight && !c.fightEnded() {
		if c.apply(rules.EndFight{}) != nil {
			return
		}
	}
	h := c.Healer()
	if h == nil {
		c.fail(errors.New("nobody is left standing to heal"))
		return
	}
	_ = c.apply(rules.Heal{Who: h.ID, Target: id})
}

func (c *Controller) closeAftermath() {
	if s := c.aftermathOpen(); s != nil {
		c.closeScene(s)
	}
	if a := c.after; a != nil && a.ended > 0 {
		// End fight's own steps, nothing since: the fight goes on where
		// it was, on every seat.
		n := a.ended
		a.ended = 0
		if c.actions() == a.endedAt {
			for range n {
				if c.step(wire.TypeUndo) != nil {
					break
				}
			}
		}
	}
	c.say("Back to the fight (F12 ends it again)")
}

// AftermathPath is where Save survivors writes on a desktop: NAME.after.yaml
// beside the scenario (or the battle file).
func (f *Fight) AftermathPath() string {
	dir := "."
	switch {
	case f.ScenarioPath != "":
		dir = filepath.Dir(f.ScenarioPath)
	case f.SavePath != "":
		dir = filepath.Dir(f.SavePath)
	}
	base := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(f.Name), ".yaml"), ".yml")
	if base == "" || base == "." {
		base = "scenario"
	}
	return filepath.Join(dir, base+".after.yaml")
}

// saveSurvivors writes the survivors' scenario: beside the original, or
// over it when overwrite was confirmed (a second press).
func (c *Controller) saveSurvivors(overwrite bool) {
	f := c.fight
	if len(f.Scenario) == 0 {
		c.fail(errors.New("this battle has no scenario text to write the survivors into"))
		return
	}
	surv := c.survivors()
	if SaveText != nil {
		data, err := board.AftermathYAML(f.Name, f.Scenario, surv)
		if err == nil {
			err = SaveText(filepath.Base(f.AftermathPath()), data)
		}
		if err != nil {
			c.fail(err)
			return
		}
		c.after.saved = filepath.Base(f.AftermathPath())
		c.say("The survivors' scenario is downloaded as %s", c.after.saved)
		return
	}
	path := f.AftermathPath()
	if overwrite {
		if f.ScenarioPath == "" {
			c.fail(errors.New("the original scenario's file is not known here: save beside it instead"))
			return
		}
		if !c.after.confirm {
			c.after.confirm = true
			c.say("Press Overwrite again to replace %s (the original is lost)", filepath.Base(f.ScenarioPath))
			return
		}
		path = f.ScenarioPath
	}
	c.after.confirm = false
	if err := board.SaveAftermath(path, f.Scenario, surv); err != nil {
		c.fail(err)
		return
	}
	c.after.saved = path
	c.say("Saved the survivors to %s", path)
}

type aftermathRow struct {
	id, text string
	heal     bool // wounded and still in the fight, or still Bleeding Out
	out      bool
}

// aftermathRows is one line per figure: its side, Wounds, Fatigue, or why
// it is out.
func (c *Controller) aftermathRows() []aftermathRow {
	var rows []aftermathRow
	for _, s := range c.survivors() {
		var parts []string
		switch {
		case s.Out:
			parts = append(parts, s.Why)
		case s.Wounds > 0:
			parts = append(parts, fmt.Sprintf("%d Wound%s", s.Wounds, plural(s.Wounds)))
		default:
			parts = append(parts, "unhurt")
		}
		if s.Fatigue > 0 && !s.Out {
			parts = append(parts, fmt.Sprintf("Fatigue %d", s.Fatigue))
		}
		rows = append(rows, aftermathRow{id: s.ID, out: s.Out, heal: (!s.Out && s.Wounds > 0) || s.Bleeding,
			text: fmt.Sprintf("%s (%s): %s", s.Name, s.Side, strings.Join(parts, ", "))})
	}
	return rows
}

// aftermathPrompt is the screen's headinc.
func (c *Controller) aftermathPrompt() string {
	s := "After the fight"
	if end := c.fightEnd(); end != nil && len(end.Standing) > 0 {
		s += ": " + strings.Join(end.Standing, ", ") + " standing"
	}
	if a := c.after; a != nil && a.saved != "" {
		return s + ". Saved to " + filepath.Base(a.saved) + "."
	}
	return s + ". Heal the wounded, then save the survivors."
}

// survivors are every figure as the fight would leave it now, as the
// GM's seat is told them.
func (c *Controller) survivors() []rules.Survivor {
	end := c.fightEnd()
	if end == nil {
		return nil
	}
	out := make([]rules.Survivor, len(end.Survivors))
	for i, s := range end.Survivors {
		out[i] = s.Rules()
	}
	return out
}
