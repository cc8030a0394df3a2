package game

import (
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"battlemat/board"
	"battlemat/rules"

	"github.com/goccy/go-yaml"
)

// The table as a scenario: the edit mode's changes during a fight (the
// figures placed, added, taken off, revealed, their Wounds and Fatigue)
// written as a scenario of their own, NAME.table.yaml beside the
// scenario (a download in the browser), through the setup.

// SetupFromTable is a setup of the fight's scenario with its figures as
// they stand on the table now. The scenario's file is NAME.table.yaml
// beside the fight's, so the original stays as it was.
func SetupFromTable(f *Fight) (*Setup, error) {
	if f == nil || len(f.Scenario) == 0 {
		return nil, errors.New("save table: this battle has no scenario text (open it from a file)")
	}
	src := f.ScenarioPath
	if src == "" {
		src = f.Name
	}
	stem := strings.TrimSuffix(src, filepath.Ext(src))
	s := &Setup{path: stem + ".table.yaml"}
	d, err := parseSetupDoc(f.Scenario)
	if err != nil {
		return nil, err
	}
	if d.roster != "" {
		if err := s.readRoster(&d, filepath.Join(filepath.Dir(src), d.roster)); err != nil {
			return nil, err
		}
	}
	orig, err := board.Parse(src, f.Scenario)
	if err != nil {
		return nil, err
	}
	if err := tableFigures(&d, orig, f); err != nil {
		return nil, err
	}
	if d.name != "" {
		d.name += " (table)"
	}
	b, err := previewOf(s.path, &d)
	if err != nil {
		return nil, fmt.Errorf("save table: %v", err)
	}
	s.doc, s.preview = d, b
	s.say("The table as a scenario: %s", filepath.Base(s.path))
	return s, nil
}

// tableFigures rewrites d's figures as the table has them: one entry per
// figure (a group's numbered ids and names written out), on its square,
// hidden while unrevealed, with its Wounds and Fatigue; the figures added
// in the fight join as copies of their model, or as the Extra they are.
func tableFigures(d *setupDoc, orig *board.Board, f *Fight) error {
	// Who is hidden is the seat's; the figures added are the battle
	// file's add_figure actions.
	m := f.seatState()
	if m == nil {
		return errors.New("save table: the battle's state could not be read")
	}
	data, err := f.battleFile()
	if err != nil {
		return err
	}
	bf, err := board.ParseBattleFile(data)
	if err != nil {
		return err
	}
	now := map[string]*board.Figure{}
	for _, fig := range m.Board.Figures {
		now[fig.ID] = fig
	}
	byID := map[string]yaml.MapSlice{}
	var out []setupFigure
	i := 0
	for _, e := range d.figures {
		for range e.at {
			if i >= len(orig.Figures) {
				return errors.New("save table: the scenario's figures do not match the board's")
			}
			o := orig.Figures[i]
			i++
			keys := slices.Clone(e.keys)
			if len(e.at) > 1 {
				keys = msSet(msSet(keys, "id", o.ID), "name", o.Name)
			}
			byID[o.ID] = keys
			if fig := now[o.ID]; fig != nil {
				out = append(out, setupFigure{keys: tableFigureState(keys, fig, m.hidden(fig.ID)), at: [][2]int{{fig.At.X, fig.At.Y}}})
			}
		}
	}
	for _, ap := range bf.Actions {
		add, ok := ap.Action.(rules.AddFigure)
		if !ok {
			continue
		}
		fig := now[add.ID]
		if fig == nil {
			continue
		}
		var keys yaml.MapSlice
		if like, ok := byID[add.Like]; ok && add.Like != "" {
			keys = msSet(msSet(slices.Clone(like), "id", add.ID), "name", fig.Name)
		} else {
			traits := yaml.MapSlice{}
			for _, t := range slices.Sorted(maps.Keys(add.Traits)) {
				traits = append(traits, yaml.MapItem{Key: string(t), Value: add.Traits[t]})
			}
			keys = yaml.MapSlice{{Key: "id", Value: add.ID}, {Key: "name", Value: fig.Name}, {Key: "side", Value: fig.Side}, {Key: "traits", Value: traits}}
			if add.Pace > 0 {
				keys = append(keys, yaml.MapItem{Key: "pace", Value: add.Pace})
			}
			if add.WildCard {
				keys = append(keys, yaml.MapItem{Key: "wildcard", Value: true})
			}
		}
		byID[add.ID] = keys
		out = append(out, setupFigure{keys: tableFigureState(keys, fig, m.hidden(fig.ID)), at: [][2]int{{fig.At.X, fig.At.Y}}})
	}
	d.figures = out
	return nil
}

// tableFigureState is keys with the figure's hidden, Wounds and Fatigue now.
func tableFigureState(keys yaml.MapSlice, fig *board.Figure, hidden bool) yaml.MapSlice {
	keys = slices.Clone(keys)
	if hidden {
		keys = msSet(keys, "hidden", true)
	} else {
		keys = msUnset(keys, "hidden")
	}
	for _, kv := range []struct {
		k string
		v int
	}{{"wounds", fig.Wounds}, {"fatigue", min(fig.Fatigue, board.MaxCarriedFatigue)}} {
		if kv.v > 0 {
			keys = msSet(keys, kv.k, kv.v)
		} else {
			keys = msUnset(keys, kv.k)
		}
	}
	return keys
}

// saveTable writes the table as a scenario (the edit mode's button).
func (c *Controller) saveTable() {
	s, err := SetupFromTable(c.fight)
	if err != nil {
		c.fail(err)
		return
	}
	if SaveText == nil && (c.fight.ScenarioPath == "" || inAssets(s.path)) {
		// A shipped scenario's folder is the program's: the data directory.
		d, derr := DataDir()
		if derr != nil {
			c.fail(derr)
			return
		}
		s.path = filepath.Join(d, filepath.Base(s.path))
	}
	where, err := s.Save()
	if err != nil {
		c.fail(err)
		return
	}
	c.say("The table saved as a scenario: %s", where)
}
