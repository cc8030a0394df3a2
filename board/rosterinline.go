package board

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"

	"github.com/goccy/go-yaml"
)

// Inlined is the scenario standing alone: one that names a roster comes
// back with the roster's figures written in place of its use: entries,
// under the ids and names the loader gives them (cultist-1 "Cultist 1"),
// and without roster:, so it loads where the roster file is not (a
// seat's page, a battle file on another machine). Any other scenario
// comes back as it is, byte for byte. name is the scenario's file name:
// its roster is beside it.
func Inlined(name string, scenario []byte) ([]byte, error) {
	if !bytes.Contains(scenario, []byte("roster")) {
		return scenario, nil
	}
	var top yaml.MapSlice
	if err := yaml.UnmarshalWithOptions(scenario, &top, yaml.UseOrderedMap()); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	rosterName, ok := msValue(top, "roster")
	if !ok {
		return scenario, nil
	}
	roster, err := readRosterFigures(name, fmt.Sprint(rosterName))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	for _, it := range top {
		switch fmt.Sprint(it.Key) {
		case "roster":
			continue
		case "figures":
			list, _ := it.Value.([]any)
			b.WriteString("figures:\n")
			for i, v := range list {
				m, ok := v.(yaml.MapSlice)
				if !ok {
					return nil, fmt.Errorf("%s: figures[%d] is not a mapping", name, i)
				}
				figs, err := inlineUse(m, roster)
				if err != nil {
					return nil, fmt.Errorf("%s: figures[%d]: %v", name, i, err)
				}
				for _, f := range figs {
					line, err := yaml.MarshalWithOptions(f, yaml.Flow(true))
					if err != nil {
						return nil, err
					}
					fmt.Fprintf(&b, "  - %s\n", bytes.TrimSpace(line))
				}
			}
		default:
			part, err := yaml.Marshal(yaml.MapSlice{it})
			if err != nil {
				return nil, err
			}
			b.Write(part)
		}
	}
	out := b.Bytes()
	if len(out) > maxFileBytes {
		return nil, fmt.Errorf("%s: with its roster's figures written in, the scenario is over %d bytes, the most a scenario holds", name, maxFileBytes)
	}
	if err := sameFigures(name, scenario, out); err != nil {
		return nil, err
	}
	return out, nil
}

// sameFigures checks that the scenario written out loads as the one it
// was written from: the same figures in the same order.
func sameFigures(name string, from, to []byte) error {
	was, err := Parse(name, from)
	if err != nil {
		return err
	}
	now, err := Parse(name, to)
	if err != nil {
		return fmt.Errorf("%s with its roster's figures written in: %v", name, err)
	}
	if len(was.Figures) != len(now.Figures) {
		return fmt.Errorf("%s with its roster's figures written in has %d figures, not %d", name, len(now.Figures), len(was.Figures))
	}
	for i, f := range was.Figures {
		if !reflect.DeepEqual(f, now.Figures[i]) {
			return fmt.Errorf("%s with its roster's figures written in: figure %q is not the same", name, f.ID)
		}
	}
	return nil
}

// readRosterFigures reads the roster file beside the scenario: its
// figures' keys by id.
func readRosterFigures(scenario, rosterName string) (map[string]yaml.MapSlice, error) {
	path := rosterName
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(scenario), path)
	}
	data, err := ReadMapFile(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("%s: roster %s: %v", scenario, rosterName, err)
	}
	var top yaml.MapSlice
	if err := yaml.UnmarshalWithOptions(data, &top, yaml.UseOrderedMap()); err != nil {
		return nil, fmt.Errorf("%s: %v", rosterName, err)
	}
	list, _ := msValue(top, "figures")
	figs, _ := list.([]any)
	out := map[string]yaml.MapSlice{}
	for _, v := range figs {
		m, ok := v.(yaml.MapSlice)
		if !ok {
			continue
		}
		if id, ok := msValue(m, "id"); ok {
			out[fmt.Sprint(id)] = m
		}
	}
	return out, nil
}

// inlineUse is a figures: entry as the loader reads it: one with use:
// becomes the roster figure's keys with the entry's own over them, one
// figure per square, numbered when several; any other is as it was.
func inlineUse(entry yaml.MapSlice, roster map[string]yaml.MapSlice) ([]yaml.MapSlice, error) {
	use, ok := msValue(entry, "use")
	if !ok {
		return []yaml.MapSlice{entry}, nil
	}
	base, ok := roster[fmt.Sprint(use)]
	if !ok {
		return nil, fmt.Errorf("%q is not a figure of the roster", fmt.Sprint(use))
	}
	at, _ := msValue(entry, "at")
	squares := []any{at}
	if s, ok := at.([]any); ok && len(s) > 0 {
		if _, nested := s[0].([]any); nested {
			squares = s
		}
	}
	// The entry's keys, then the roster's it does not give, id and name
	// first so that a person reads who it is.
	keys := yaml.MapSlice{}
	for _, it := range entry {
		if k := fmt.Sprint(it.Key); k != "use" && k != "at" {
			keys = append(keys, it)
		}
	}
	for _, it := range base {
		if _, own := msValue(entry, fmt.Sprint(it.Key)); !own {
			keys = append(keys, it)
		}
	}
	id, _ := msValue(keys, "id")
	nameV, hasName := msValue(keys, "name")
	name := fmt.Sprint(nameV)
	if !hasName {
		name = fmt.Sprint(id)
	}
	rest := yaml.MapSlice{}
	for _, it := range keys {
		if k := fmt.Sprint(it.Key); k != "id" && k != "name" {
			rest = append(rest, it)
		}
	}
	var out []yaml.MapSlice
	for j, sq := range squares {
		fid, fname := fmt.Sprint(id), name
		if len(squares) > 1 {
			fid, fname = fmt.Sprintf("%s-%d", fid, j+1), fmt.Sprintf("%s %d", name, j+1)
		}
		m := yaml.MapSlice{{Key: "id", Value: fid}}
		if hasName || len(squares) > 1 {
			m = append(m, yaml.MapItem{Key: "name", Value: fname})
		}
		m = append(m, rest...)
		out = append(out, append(m, yaml.MapItem{Key: "at", Value: sq}))
	}
	return out, nil
}

// msValue is the value of key k in m.
func msValue(m yaml.MapSlice, k string) (any, bool) {
	for _, it := range m {
		if fmt.Sprint(it.Key) == k {
			return it.Value, true
		}
	}
	return nil, false
}
