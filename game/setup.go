package game

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"battlemat/board"
	"battlemat/rules"
	"battlemat/statblock"

	"github.com/goccy/go-yaml"
)

// The GM's setup screen: a fight prepared without writing YAML. Setup
// holds the scenario being made (setupDoc) apart from the fight's
// Controller; every step is a change to it that board's loader must
// accept (else one line says why and nothing changes), kept for undo and
// redo. The window draws the loader's board as the preview
// (setup_view.go) and hands taps and drags to the methods here.

// Setup is the setup screen's state.
type Setup struct {
	doc        setupDoc
	undo, redo []setupDoc
	// path is the scenario's file: the one reopened, or where the new one
	// is written (beside its map). In the browser only its name counts.
	path string
	// preview is the loader's board of the scenario as it stands.
	preview *board.Board
	msg     string
	msgErr  bool
	version uint64
	// unsaved: the scenario changed since it was opened or saved (Esc
	// asks before leaving it).
	unsaved bool
}

// DefaultPxPerInch is a picture's scale until the grid is aligned: the
// squares of most battlemap exports.
const DefaultPxPerInch = 70

// NewSetup starts a setup of a blank w x h map whose scenario will be
// written to path.
func NewSetup(path string, w, h int) (*Setup, error) {
	s := &Setup{path: path}
	if err := s.OpenBlank(w, h); err != nil {
		return nil, err
	}
	s.undo, s.unsaved = nil, false
	s.say("%s", setupFirstLine)
	return s, nil
}

// OpenSetup starts a setup from FILE: a scenario to change, a Universal
// VTT file or a picture to build one on (the scenario then goes beside
// it, NAME.yaml). The roster.yaml beside it is read when there is one.
func OpenSetup(path string) (*Setup, error) {
	s := &Setup{path: path}
	if err := s.Open(path); err != nil {
		return nil, err
	}
	s.undo, s.unsaved = nil, false
	s.say("%s", setupFirstLine) // the title names the scenario
	return s, nil
}

// setupFirstLine is the screen's first message: what to do first.
const setupFirstLine = "Pick a tool below and paint the map or place figures; Start plays, Esc leaves"

// Unsaved says the scenario changed since it was opened or saved.
func (s *Setup) Unsaved() bool { return s.unsaved }

// Version changes with every change the screen shows.
func (s *Setup) Version() uint64 { return s.version }

// Board is the preview: the scenario as the loader reads it.
func (s *Setup) Board() *board.Board { return s.preview }

// Path is the scenario's file.
func (s *Setup) Path() string { return s.path }

// Message is the last line said, and whether it was a refusal.
func (s *Setup) Message() (string, bool) { return s.msg, s.msgErr }

func (s *Setup) say(format string, args ...any) {
	s.msg, s.msgErr = fmt.Sprintf(format, args...), false
	s.version++
}

func (s *Setup) fail(err error) error {
	s.msg, s.msgErr = oneLine(err.Error()), true
	s.version++
	return err
}

// previewName is the name the preview is parsed under: the scenario's
// path, so the map files it names are found beside it.
func (s *Setup) previewName() string {
	if s.path != "" {
		return s.path
	}
	return "setup.yaml"
}

// change applies f to a copy of the scenario; the loader must accept the
// result, which then stands (the old one kept for undo).
func (s *Setup) change(what string, f func(d *setupDoc) error) error {
	d := s.doc.clone()
	if err := f(&d); err != nil {
		return s.fail(fmt.Errorf("%s: %w", what, err))
	}
	b, err := previewOf(s.previewName(), &d)
	if err != nil {
		return s.fail(fmt.Errorf("%s: %w", what, err))
	}
	s.undo = append(s.undo, s.doc)
	s.redo = nil
	s.doc, s.preview, s.unsaved = d, b, true
	s.say("%s", what)
	return nil
}

func previewOf(name string, d *setupDoc) (*board.Board, error) {
	text, err := d.text(true)
	if err != nil {
		return nil, err
	}
	b, err := board.Parse(name, text)
	if err != nil {
		// The loader's position is in the preview's text, not a file the
		// GM has: keep its words only.
		var se *board.ScenarioError
		if errors.As(err, &se) {
			return nil, fmt.Errorf("%s: %s", se.Path, se.Msg)
		}
		return nil, err
	}
	return b, nil
}

// Undo takes the last step back.
func (s *Setup) Undo() error {
	if len(s.undo) == 0 {
		return s.fail(errors.New("nothing to undo"))
	}
	return s.step(&s.undo, &s.redo, "Undone")
}

// Redo does the last undone step again.
func (s *Setup) Redo() error {
	if len(s.redo) == 0 {
		return s.fail(errors.New("nothing to redo"))
	}
	return s.step(&s.redo, &s.undo, "Redone")
}

func (s *Setup) step(from, to *[]setupDoc, what string) error {
	d := (*from)[len(*from)-1]
	b, err := previewOf(s.previewName(), &d)
	if err != nil {
		return s.fail(err)
	}
	*from = (*from)[:len(*from)-1]
	*to = append(*to, s.doc)
	s.doc, s.preview, s.unsaved = d, b, true
	s.say("%s", what)
	return nil
}

// CanUndo and CanRedo say whether there is a step to take back or again.
func (s *Setup) CanUndo() bool { return len(s.undo) > 0 }
func (s *Setup) CanRedo() bool { return len(s.redo) > 0 }

// OpenBlank replaces the map with w x h squares of open ground (the
// figures and roster stay).
func (s *Setup) OpenBlank(w, h int) error {
	if w < 1 || h < 1 || w > board.MaxMapSide || h > board.MaxMapSide {
		return s.fail(fmt.Errorf("a map is 1 to %d squares each way, not %d x %d", board.MaxMapSide, w, h))
	}
	return s.change(fmt.Sprintf("A blank map of %d x %d squares", w, h), func(d *setupDoc) error {
		if d.name == "" {
			d.name = strings.TrimSuffix(filepath.Base(s.previewName()), filepath.Ext(s.previewName()))
		}
		d.rows = blankRows(w, h)
		d.mapRest = msUnset(msUnset(d.mapRest, "image"), "uvtt")
		return s.rosterBeside(d)
	})
}

// IsPicture reports whether a path names a picture by its ending.
func IsPicture(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".png", ".jpg", ".jpeg", ".webp":
		return true
	}
	return false
}

// Open opens FILE: a scenario (reopened to change), a Universal VTT file
// or a picture (a new map on it).
func (s *Setup) Open(path string) error {
	data, err := board.ReadMapFile(path)
	if err != nil {
		return s.fail(fmt.Errorf("%s: %v", path, err))
	}
	return s.OpenData(path, data)
}

// OpenData opens FILE's content (the browser hands it over read).
func (s *Setup) OpenData(path string, data []byte) error {
	base := filepath.Base(path)
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	// A new scenario beside a map never takes an existing file's name.
	beside := FreePath(strings.TrimSuffix(path, filepath.Ext(path)) + ".yaml")
	switch {
	case board.IsUVTT(path):
		if _, err := board.ParseUVTT(data, false); err != nil {
			return s.fail(fmt.Errorf("%s: %v", path, err))
		}
		s.path = beside
		return s.change("The map "+base, func(d *setupDoc) error {
			d.name, d.rows = stem, nil
			d.mapRest = yaml.MapSlice{{Key: "uvtt", Value: base}}
			d.walls, d.windows, d.doors = nil, nil, nil
			return s.rosterBeside(d)
		})
	case IsPicture(path):
		pic, err := board.ReadPicture(data)
		if err != nil {
			return s.fail(fmt.Errorf("%s: %v", path, err))
		}
		w, h := pic.W/DefaultPxPerInch, pic.H/DefaultPxPerInch
		if w < 1 || h < 1 || w > board.MaxMapSide || h > board.MaxMapSide {
			return s.fail(fmt.Errorf("%s: %dx%d pixels at %d per square is not a map of 1 to %d squares", path, pic.W, pic.H, DefaultPxPerInch, board.MaxMapSide))
		}
		s.path = beside
		return s.change(fmt.Sprintf("The picture %s: %d x %d squares at %d px each (align the grid after Start)", base, w, h, DefaultPxPerInch), func(d *setupDoc) error {
			d.name, d.rows = stem, blankRows(w, h)
			d.mapRest = yaml.MapSlice{{Key: "image", Value: yaml.MapSlice{{Key: "file", Value: base}, {Key: "px_per_inch", Value: DefaultPxPerInch}}}}
			d.walls, d.windows, d.doors = nil, nil, nil
			return s.rosterBeside(d)
		})
	}
	if board.IsRoster(data) {
		return s.fail(fmt.Errorf("%s is a roster: open a scenario or a map; its figures come with the scenario beside it", path))
	}
	if _, err := board.Parse(path, data); err != nil {
		return s.fail(err)
	}
	nd, err := parseSetupDoc(data)
	if err != nil {
		return s.fail(fmt.Errorf("%s: %v", path, err))
	}
	if nd.name == "" {
		nd.name = stem
	}
	if nd.roster != "" {
		if err := s.readRoster(&nd, filepath.Join(filepath.Dir(path), nd.roster)); err != nil {
			return s.fail(err)
		}
	} else if err := s.rosterBesideOf(&nd, path); err != nil {
		return s.fail(err)
	}
	s.path = path
	return s.change("Reopened "+base, func(d *setupDoc) error {
		*d = nd
		return nil
	})
}

// FreePath is path, or when a file is there already the first free
// NAME-2.yaml, NAME-3.yaml... beside it: a new scenario never replaces
// one.
func FreePath(path string) string {
	ext := filepath.Ext(path)
	stem := strings.TrimSuffix(path, ext)
	p := path
	for n := 2; n < 1000; n++ {
		if _, err := os.Stat(p); err != nil {
			return p
		}
		p = fmt.Sprintf("%s-%d%s", stem, n, ext)
	}
	return p
}

// RosterFile is the roster file the setup reads and writes: roster.yaml
// beside the scenario unless the scenario names another.
const RosterFile = "roster.yaml"

func (s *Setup) rosterBeside(d *setupDoc) error { return s.rosterBesideOf(d, s.path) }

// rosterBesideOf reads roster.yaml beside path, when there is one and
// the scenario has no roster yet.
func (s *Setup) rosterBesideOf(d *setupDoc, path string) error {
	if d.roster != "" {
		return nil
	}
	p := filepath.Join(filepath.Dir(path), RosterFile)
	if _, err := board.ReadMapFile(p); err != nil {
		return nil // no roster beside it: the party comes by paste
	}
	d.roster = RosterFile
	return s.readRoster(d, p)
}

func (s *Setup) readRoster(d *setupDoc, path string) error {
	data, err := board.ReadMapFile(path)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if _, err := board.ParseRoster(path, data); err != nil {
		return err
	}
	var top yaml.MapSlice
	if err := yaml.UnmarshalWithOptions(data, &top, yaml.UseOrderedMap()); err != nil {
		return fmt.Errorf("%s: %v", path, oneLine(err.Error()))
	}
	v, _ := msGet(top, "figures")
	figs, _ := v.([]any)
	d.rosterFigs = nil
	for _, f := range figs {
		if m, ok := f.(yaml.MapSlice); ok {
			d.rosterFigs = append(d.rosterFigs, m)
		}
	}
	return nil
}

// Roster lists the roster's figures: id and name.
func (s *Setup) Roster() [][2]string {
	out := make([][2]string, 0, len(s.doc.rosterFigs))
	for _, m := range s.doc.rosterFigs {
		name := msStr(m, "name")
		if name == "" {
			name = msStr(m, "id")
		}
		out = append(out, [2]string{msStr(m, "id"), name})
	}
	return out
}

// PasteStatBlock reads stat blocks (the statblock package) and adds
// their figures to the roster, written with the scenario.
func (s *Setup) PasteStatBlock(text string) error {
	ed := rules.SWADE
	if b := s.preview; b != nil {
		ed = b.Edition
	}
	res, err := statblock.Parse("paste", []byte(text), ed)
	if err != nil {
		return s.fail(err)
	}
	var top yaml.MapSlice
	if err := yaml.UnmarshalWithOptions([]byte(statblock.YAML(res.Figures)), &top, yaml.UseOrderedMap()); err != nil {
		return s.fail(fmt.Errorf("paste: %v", oneLine(err.Error())))
	}
	v, _ := msGet(top, "figures")
	figs, _ := v.([]any)
	var names []string // as the roster's buttons say them
	err = s.change("", func(d *setupDoc) error {
		for _, f := range figs {
			m, ok := f.(yaml.MapSlice)
			if !ok {
				continue
			}
			id := msStr(m, "id")
			for n := 2; slices.Contains(d.rosterIDs(), id); n++ {
				id = fmt.Sprintf("%s-%d", msStr(m, "id"), n)
			}
			d.rosterFigs = append(d.rosterFigs, msSet(slices.Clone(m), "id", id))
			d.pasted++
			names = append(names, cmp.Or(msStr(m, "name"), id))
		}
		if d.roster == "" {
			d.roster = RosterFile
		}
		return s.checkRoster(d)
	})
	if err != nil {
		return err
	}
	warn := ""
	if n := len(res.Warnings); n > 0 {
		// The first warning itself: a tablet has no battlemat import to
		// list them, and the first is often the one that matters. The
		// count comes before it: a tablet's panel cuts the line.
		if n > 1 {
			warn = fmt.Sprintf(" (%d warnings, battlemat import lists them)", n)
		}
		w := res.Warnings[0]
		warn += fmt.Sprintf(". Line %d: %s", w.Line, w.Msg)
	}
	s.say("Added to the roster: %s%s", strings.Join(names, ", "), warn)
	return nil
}

// checkRoster has board's roster check read the roster as it will be
// written.
func (s *Setup) checkRoster(d *setupDoc) error {
	if len(d.rosterFigs) == 0 {
		return nil
	}
	_, err := board.ParseRoster(d.roster, d.rosterText())
	return err
}

// Save writes the scenario (and the roster, when figures were pasted
// into it) atomically beside its map; in the browser they are downloads.
// It returns where the scenario went.
func (s *Setup) Save() (string, error) {
	text, err := s.doc.text(false)
	if err != nil {
		return "", s.fail(err)
	}
	name := filepath.Base(s.previewName())
	if SaveText != nil {
		if s.doc.pasted > 0 {
			roster := s.doc.rosterText()
			if err := SaveText(s.doc.roster, roster); err != nil {
				return "", s.fail(err)
			}
			// The page reads the roster it has kept: the one it saved now.
			if KeepText != nil {
				KeepText(s.doc.roster, roster)
			}
		}
		if err := SaveText(name, text); err != nil {
			return "", s.fail(err)
		}
		s.doc.pasted = 0
		s.say("Downloaded %s", name)
		return name, nil
	}
	if inAssets(s.path) {
		return "", s.fail(fmt.Errorf("%s is in the program's assets/: setup never writes there; open a copy elsewhere", s.path))
	}
	if s.doc.pasted > 0 {
		rp := filepath.Join(filepath.Dir(s.path), s.doc.roster)
		if err := writeFileAtomic(rp, s.doc.rosterText()); err != nil {
			return "", s.fail(err)
		}
	}
	if err := writeFileAtomic(s.path, text); err != nil {
		return "", s.fail(err)
	}
	if _, err := board.Load(s.path); err != nil {
		return "", s.fail(fmt.Errorf("saved, but the loader refuses it: %v", err))
	}
	s.doc.pasted = 0
	s.unsaved = false
	s.say("Saved %s", s.path)
	return s.path, nil
}

// Text is the scenario as Save writes it.
func (s *Setup) Text() ([]byte, error) { return s.doc.text(false) }

// inAssets reports whether path lies in the program's assets/ (its own
// scenarios and maps, a folder assets or assets/scenarios).
func inAssets(path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return true
	}
	dir := filepath.Dir(abs)
	return filepath.Base(dir) == "assets" ||
		(filepath.Base(dir) == "scenarios" && filepath.Base(filepath.Dir(dir)) == "assets")
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it over path: a reader sees the old file or the new one, never half.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		_ = os.Remove(tmp)
	}
	return err
}

// Fight is the setup as a fight: the saved scenario played (Start).
func (s *Setup) Fight(seed uint64) (*Fight, error) {
	if SaveText == nil {
		if _, err := s.Save(); err != nil {
			return nil, err
		}
		return OpenFile(s.path, seed)
	}
	// The browser: nothing on disk; the roster is inside the text.
	text, err := s.doc.text(true)
	if err != nil {
		return nil, s.fail(err)
	}
	return NewFight(filepath.Base(s.previewName()), text, seed)
}

// rosterWildCard tells whether the roster's figure id is a Wild Card.
func (s *Setup) rosterWildCard(id string) bool {
	for _, m := range s.doc.rosterFigs {
		if msStr(m, "id") == id {
			v, _ := msGet(m, "wildcard")
			wc, _ := v.(bool)
			return wc
		}
	}
	return false
}

// OpenRoster takes the roster file at path (beside the scenario) as the
// setup's roster. Figures pasted and not yet saved are in no file: they
// stay, after the file's, to be written with it.
func (s *Setup) OpenRoster(path string) error {
	figs := s.doc.rosterFigs
	kept := slices.Clone(figs[len(figs)-s.doc.pasted:])
	msg := "The roster " + filepath.Base(path)
	switch len(kept) {
	case 0:
	case 1:
		msg += ", and the 1 figure it had before"
	default:
		msg += fmt.Sprintf(", and the %d figures it had before", len(kept))
	}
	return s.change(msg, func(d *setupDoc) error {
		d.roster = filepath.Base(path)
		if err := s.readRoster(d, path); err != nil {
			return err
		}
		for _, m := range kept {
			id := msStr(m, "id")
			for n := 2; slices.Contains(d.rosterIDs(), id); n++ {
				id = fmt.Sprintf("%s-%d", msStr(m, "id"), n)
			}
			d.rosterFigs = append(d.rosterFigs, msSet(slices.Clone(m), "id", id))
		}
		d.pasted = len(kept)
		return nil
	})
}
