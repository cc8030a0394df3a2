package board

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"battlemat/rules"
)

// BattleFormat names the battle file format and its version.
const BattleFormat = "battlemat-battle/1"

// battleFormatFamily starts the format of every version of a battle file.
const battleFormatFamily = "battlemat-battle/"

// IsBattleFile reports whether data is meant as a battle file: a JSON
// object whose "format" is text ("battlemat-battle/1", or another that
// ParseBattleFile then names). A scenario, YAML or JSON, never is: it has
// no "format" key (unknown keys are errors).
func IsBattleFile(data []byte) bool {
	format, ok := jsonFormat(data)
	return ok && format != ""
}

// jsonFormat is the "format" of a JSON object, read up to that key only:
// a battle file cut short after it is still known as one (and reported as
// a truncated battle file, not as a broken scenario), and one of a format
// this battlemat does not know is reported naming its format. A scenario
// has no "format" key; a Universal VTT file's is a number.
func jsonFormat(data []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", false
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return "", false
		}
		if key, _ := t.(string); key == "format" {
			v, err := dec.Token()
			s, isText := v.(string)
			return s, err == nil && isText
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return "", false
		}
	}
	return "", false
}

// BattleFile is a saved battle: the scenario's whole text (so the file
// stands alone), the seed, the revision of the rules it is played under
// and the actions applied, each with the Soak answers it took. Loading
// parses the scenario and replays the actions under that revision, which
// gives back the identical battle even after later versions corrected
// the rules.
//
// It is JSON: the actions already marshal with encoding/json (a kind tag
// and their fields), the standard library writes it byte for byte the same
// everywhere, the browser build can read it without a YAML parser, and the
// scenario, which is YAML, travels inside it as one string untouched.
type BattleFile struct {
	Format   string `json:"format"`
	Name     string `json:"name"`     // the scenario's file name, for its errors
	Scenario string `json:"scenario"` // the scenario's text
	Seed     uint64 `json:"seed"`
	// Rules is the revision of the rules the battle is played under
	// (rules.RulesAt); 0, as in every file saved before revisions were
	// recorded, is revision 1.
	Rules   int             `json:"rules,omitempty"`
	Actions []rules.Applied `json:"actions"`
}

// Revision is the revision of the rules the file's battle is played
// under: its rules key, 1 when it has none.
func (f *BattleFile) Revision() int {
	if f.Rules == 0 {
		return rules.FirstRevision
	}
	return f.Rules
}

// OlderRules says, for a battle file played under an older revision of
// the rules than new battles are, so a window or the CLI can tell the
// user; "" when it is the current one.
func (f *BattleFile) OlderRules() string { return OlderRules(f.Revision()) }

// OlderRules is what to tell the user of a battle played under revision
// rev of the rules: "" for the current one.
func OlderRules(rev int) string {
	if rev < rules.CurrentRevision {
		return fmt.Sprintf("played under the rules of revision %d (new battles: revision %d); it keeps them", rev, rules.CurrentRevision)
	}
	return ""
}

// StartBattle parses a scenario and starts a battle on it with the seed,
// under the current revision of the rules.
func StartBattle(name string, scenario []byte, seed uint64) (*Board, *rules.Battle, error) {
	return StartBattleAt(name, scenario, seed, rules.CurrentRevision)
}

// StartBattleAt is StartBattle under a revision of the rules.
func StartBattleAt(name string, scenario []byte, seed uint64, rev int) (*Board, *rules.Battle, error) {
	bd, err := Parse(name, scenario)
	if err != nil {
		return nil, nil, err
	}
	b, err := NewBattleAt(bd, seed, rev)
	if err != nil {
		return nil, nil, err
	}
	return bd, b, nil
}

// FileOf is the battle file of a battle started from the scenario text.
func FileOf(name string, scenario []byte, b *rules.Battle) *BattleFile {
	return &BattleFile{Format: BattleFormat, Name: name, Scenario: string(scenario), Seed: b.Seed(),
		Rules: b.Revision(), Actions: append([]rules.Applied(nil), b.Applied...)}
}

// Start rebuilds the battle: the scenario parsed, the actions replayed
// under the file's revision of the rules.
func (f *BattleFile) Start() (*Board, *rules.Battle, error) {
	return f.startIn("")
}

// startIn is Start with the scenario's map files looked up in dir (the
// battle file's folder, where it was saved beside its scenario).
func (f *BattleFile) startIn(dir string) (*Board, *rules.Battle, error) {
	name := f.Name
	if dir != "" && !filepath.IsAbs(name) && filepath.Dir(name) == "." {
		name = filepath.Join(dir, name)
	}
	bd, b, err := StartBattleAt(name, []byte(f.Scenario), f.Seed, f.Revision())
	if err != nil {
		return nil, nil, err
	}
	if err := b.Replay(f.Actions); err != nil {
		return nil, nil, fmt.Errorf("replaying the battle: %w", err)
	}
	return bd, b, nil
}

// Marshal writes the file as indented JSON.
func (f *BattleFile) Marshal() ([]byte, error) {
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// ParseBattleFile reads a battle file's bytes (it does not replay them).
func ParseBattleFile(data []byte) (*BattleFile, error) {
	var f BattleFile
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return nil, errors.New("the battle file ends too soon (truncated?)")
		}
		return nil, fmt.Errorf("not a battle file: %s", rules.JSONWords(err))
	}
	if f.Format != BattleFormat && strings.HasPrefix(f.Format, battleFormatFamily) {
		return nil, fmt.Errorf("battle file format %q needs a newer battlemat (this one reads %q)", f.Format, BattleFormat)
	}
	if f.Format != BattleFormat {
		return nil, fmt.Errorf("not a battle file: format %q, want %q", f.Format, BattleFormat)
	}
	if f.Scenario == "" {
		return nil, errors.New("the battle file has no scenario")
	}
	if f.Rules < 0 {
		return nil, fmt.Errorf("rules revision %d: revisions count from %d", f.Rules, rules.FirstRevision)
	}
	if f.Rules > rules.CurrentRevision {
		return nil, fmt.Errorf("the battle is played under rules revision %d and needs a newer battlemat (this one knows up to %d)", f.Rules, rules.CurrentRevision)
	}
	return &f, nil
}

// LoadBattle reads a battle file and replays it.
func LoadBattle(path string) (*BattleFile, *Board, *rules.Battle, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, nil, err
	}
	f, err := ParseBattleFile(data)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	bd, b, err := f.startIn(filepath.Dir(path))
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, bd, b, nil
}

// SaveBattle writes the battle file atomically: into a temporary file in
// the same directory, synced to disk, then renamed over path. A failure at
// any step leaves path as it was and no temporary file behind.
func SaveBattle(path string, f *BattleFile) error {
	data, err := f.Marshal()
	if err != nil {
		return fmt.Errorf("saving the battle: %w", err)
	}
	return writeAtomic(path, data)
}

// WriteAtomic writes data to path as SaveBattle does: whole or not at all.
func WriteAtomic(path string, data []byte) error { return writeAtomic(path, data) }

func writeAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(name)
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(name, path); err != nil {
		return err
	}
	// The rename is durable once the directory is synced; not every system
	// can sync a directory, and the file is whole either way.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
