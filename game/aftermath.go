package game

import (
	"errors"
	"fmt"
	"image/color"
	"math"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"battlemat/board"
	"battlemat/rules"
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

// aftermath is the end-of-fight screen's state.
type aftermath struct {
	healer    int    // index into the battle's figures
	confirm   bool   // Overwrite pressed once: the next press writes
	saved     string // where the survivors went, once saved
	dismissed bool   // closed by the person: not opened again by itself
}

// AftermathOpen reports whether the end-of-fight screen is shown.
func (g *Game) AftermathOpen() bool { return g.play.after != nil && !g.play.after.dismissed }

// openAftermath shows the screen (the turn under way ends at the first
// Heal: healing waits for it).
func (g *Game) openAftermath() {
	p := &g.play
	if g.Battle() == nil {
		return
	}
	if p.after == nil {
		p.after = &aftermath{healer: g.defaultHealer()}
	}
	p.after.dismissed = false
	p.version++
	g.say("After the fight: heal the wounded (Q picks the healer), then save the survivors (Y)")
}

// defaultHealer is the standing figure with the best Healing, the first
// standing Wild Card when nobody has the skill.
func (g *Game) defaultHealer() int {
	b := g.Battle()
	best, bestDie := -1, 0
	for i, f := range b.Figures() {
		if f.Dead || f.Incapacitated {
			continue
		}
		d := f.Traits[rules.Healing].Sides
		if best < 0 || d > bestDie || (d == bestDie && f.WildCard && !b.Figures()[best].WildCard) {
			best, bestDie = i, d
		}
	}
	return max(best, 0)
}

// Healer is the figure the Heal buttons roll for.
func (g *Game) Healer() *rules.Figure {
	b := g.Battle()
	if b == nil || g.play.after == nil || len(b.Figures()) == 0 {
		return nil
	}
	return b.Figures()[g.play.after.healer%len(b.Figures())]
}

// pressAftermath is a command while the screen is shown; false leaves it
// to the usual commands (undo, help, save).
func (g *Game) pressAftermath(c Cmd, arg string) bool {
	p := &g.play
	b := g.Battle()
	switch c {
	case CmdFire, CmdHealer: // the next healer who can act
		figs := b.Figures()
		for k := 1; k <= len(figs); k++ {
			i := (p.after.healer + k) % len(figs)
			if f := figs[i]; !f.Dead && !f.Incapacitated {
				p.after.healer = i
				break
			}
		}
		g.say("Healer: %s", g.Healer().Name)
	case CmdHeal:
		if arg == "" {
			g.fail(errors.New("press the Heal button of a wounded figure"))
			return true
		}
		if t := b.Turn(); t != nil {
			if g.Apply(rules.EndTurn{Who: t.Who}) != nil {
				return true
			}
		}
		_ = g.Apply(rules.Heal{Who: g.Healer().ID, Target: arg})
	case CmdYes, CmdSaveSurvivors:
		g.saveSurvivors(false)
	case CmdOverwrite:
		g.saveSurvivors(true)
	case CmdEndFight, CmdCloseAftermath:
		p.after.dismissed = true
		g.say("Back to the fight (F12 ends it again)")
	case CmdUndo, CmdRedo, CmdSave, CmdHelp:
		return false
	default:
		g.fail(errors.New("the fight is over: heal, save the survivors, or close this screen (F12)"))
	}
	p.version++
	return true
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
func (g *Game) saveSurvivors(overwrite bool) {
	p := &g.play
	f := p.fight
	if len(f.Scenario) == 0 {
		g.fail(errors.New("this battle has no scenario text to write the survivors into"))
		return
	}
	surv := rules.Survivors(f.Battle)
	if SaveText != nil {
		data, err := board.AftermathYAML(f.Name, f.Scenario, surv)
		if err == nil {
			err = SaveText(filepath.Base(f.AftermathPath()), data)
		}
		if err != nil {
			g.fail(err)
			return
		}
		p.after.saved = filepath.Base(f.AftermathPath())
		g.say("The survivors' scenario is downloaded as %s", p.after.saved)
		return
	}
	path := f.AftermathPath()
	if overwrite {
		if f.ScenarioPath == "" {
			g.fail(errors.New("the original scenario's file is not known here: save beside it instead"))
			return
		}
		if !p.after.confirm {
			p.after.confirm = true
			g.say("Press Overwrite again to replace %s (the original is lost)", filepath.Base(f.ScenarioPath))
			return
		}
		path = f.ScenarioPath
	}
	p.after.confirm = false
	if err := board.SaveAftermath(path, f.Scenario, surv); err != nil {
		g.fail(err)
		return
	}
	p.after.saved = path
	g.say("Saved the survivors to %s", path)
}

// aftermathButtons lays out the screen's buttons from y: the healer,
// save, overwrite and close, then a Heal button on each wounded row.
func (g *Game) aftermathButtons(dst []Button, x0, y, w, bh, u float64) []Button {
	p := &g.play
	cols := 2
	bw := (w - u*0.25) / float64(cols)
	healer := "Healer: ?"
	if h := g.Healer(); h != nil {
		healer = "Healer: " + h.Name
	}
	over := "Overwrite original"
	if p.after.confirm {
		over = "Press again: overwrite"
	}
	top := []Button{
		{Cmd: CmdHealer, Label: healer, Key: "Q"},
		{Cmd: CmdSaveSurvivors, Label: "Save survivors", Key: "Y"},
		{Cmd: CmdOverwrite, Label: over, Active: p.after.confirm},
		{Cmd: CmdCloseAftermath, Label: "Back to the fight", Key: "F12"},
	}
	for i, b := range top {
		b.X, b.Y, b.W, b.H, b.Enabled = x0+float64(i%cols)*(bw+u*0.25), y+float64(i/cols)*(bh+u*0.25), bw, bh, true
		if b.Cmd == CmdOverwrite {
			b.Enabled = SaveText == nil && p.fight.ScenarioPath != ""
		}
		dst = append(dst, b)
	}
	y += 2*(bh+u*0.25) + u*0.3
	hw := w * 0.26
	bottom := float64(g.screenH) - float64(statusBarHeight(g.screenH)) - u*4
	for _, r := range g.aftermathRows() {
		if y+bh*0.8 > bottom {
			break // drawAftermath says how many more
		}
		if r.heal {
			dst = append(dst, Button{Cmd: CmdHeal, Arg: r.id, Label: "Heal", X: x0 + w - hw, Y: y, W: hw, H: bh * 0.8, Enabled: true})
		}
		y += bh*0.8 + u*0.2
	}
	return dst
}

type aftermathRow struct {
	id, text string
	heal     bool // wounded and still in the fight
	out      bool
}

// aftermathRows is one line per figure: its side, Wounds, Fatigue, or why
// it is out.
func (g *Game) aftermathRows() []aftermathRow {
	b := g.Battle()
	var rows []aftermathRow
	for _, s := range rules.Survivors(b) {
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
		rows = append(rows, aftermathRow{id: s.ID, out: s.Out, heal: !s.Out && s.Wounds > 0,
			text: fmt.Sprintf("%s (%s): %s", s.Name, s.Side, strings.Join(parts, ", "))})
	}
	return rows
}

// aftermathPrompt is the screen's heading.
func (g *Game) aftermathPrompt() string {
	b := g.Battle()
	s := "After the fight"
	if st := rules.Standing(b); len(st) > 0 {
		s += ": " + strings.Join(st, ", ") + " standing"
	}
	if a := g.play.after; a != nil && a.saved != "" {
		return s + ". Saved to " + filepath.Base(a.saved) + "."
	}
	return s + ". Heal the wounded, then save the survivors."
}

// drawAftermath writes one line per figure from y (the Heal buttons sit
// at the right of the wounded's lines) and returns the y below them.
func (g *Game) drawAftermath(dst *ebiten.Image, x, y, w, size float64) float64 {
	u := g.ui()
	bh := math.Round(u * 1.7)
	y += 2*(bh+u*0.25) + u*0.3
	bottom := float64(g.screenH) - float64(statusBarHeight(g.screenH)) - u*4
	rows := g.aftermathRows()
	for i, r := range rows {
		if y+bh*0.8 > bottom {
			drawText(dst, fmt.Sprintf("and %d more", len(rows)-i), fontRegular, size*0.9, x, y, colIncap, text.AlignStart, text.AlignStart)
			return y + bh*0.8
		}
		col := color.Color(colWhite)
		if r.out {
			col = colIncap
		} else if r.heal {
			col = colGold
		}
		tw := w
		if r.heal {
			tw = w * 0.72
		}
		drawWrapped(dst, r.text, fontRegular, size*0.9, x, y+bh*0.12, tw, 1, col)
		y += bh*0.8 + u*0.2
	}
	return y + u*0.2
}
