package game

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
)

// setupDoc is the scenario the setup screen is making, as the parts it
// changes (the rows, the thin walls, doors and windows, the figures and
// the roster) and, kept as they were read, the keys it does not touch
// (description, edition, sides, a legend, a picture...). It writes the
// scenario format of docs/formats.md; board's loader is the judge of it.
type setupDoc struct {
	name    string
	top     yaml.MapSlice // other top-level keys, in their order
	mapRest yaml.MapSlice // other map: keys (legend, image, uvtt...)
	rows    [][]rune      // nil: the map has no rows (a UVTT file's)
	walls   [][4]float64
	windows [][4]float64
	doors   []setupDoor
	figures []setupFigure
	// roster is the roster file's name as written (roster.yaml beside the
	// scenario) and rosterFigs its figures, with those pasted since.
	roster     string
	rosterFigs []yaml.MapSlice
	pasted     int // how many of rosterFigs were pasted (not yet written)
}

type setupDoor struct {
	from, to [2]float64
	rest     yaml.MapSlice // closed, material, hardness
}

// setupFigure is one figures: entry: its keys but at, and its squares
// (several for a use: entry placing a group of Extras).
type setupFigure struct {
	keys yaml.MapSlice
	at   [][2]int
}

// clone copies d deeply enough that changing the copy's parts leaves d
// alone (kept values are replaced, never changed in place).
func (d setupDoc) clone() setupDoc {
	c := d
	c.top = slices.Clone(d.top)
	c.mapRest = slices.Clone(d.mapRest)
	c.rows = make([][]rune, len(d.rows))
	for i, r := range d.rows {
		c.rows[i] = slices.Clone(r)
	}
	if d.rows == nil {
		c.rows = nil
	}
	c.walls = slices.Clone(d.walls)
	c.windows = slices.Clone(d.windows)
	c.doors = slices.Clone(d.doors)
	c.figures = make([]setupFigure, len(d.figures))
	for i, f := range d.figures {
		c.figures[i] = setupFigure{keys: slices.Clone(f.keys), at: slices.Clone(f.at)}
	}
	c.rosterFigs = slices.Clone(d.rosterFigs)
	return c
}

// size is the map's squares across and down (0, 0 without rows).
func (d *setupDoc) size() (w, h int) {
	if len(d.rows) == 0 {
		return 0, 0
	}
	return len(d.rows[0]), len(d.rows)
}

// blankRows is a w x h map of open ground.
func blankRows(w, h int) [][]rune {
	rows := make([][]rune, h)
	for y := range rows {
		rows[y] = []rune(strings.Repeat(".", w))
	}
	return rows
}

// get is key k's value in m.
func msGet(m yaml.MapSlice, k string) (any, bool) {
	for _, it := range m {
		if fmt.Sprint(it.Key) == k {
			return it.Value, true
		}
	}
	return nil, false
}

// set puts k: v in m (replacing, or appending after the others).
func msSet(m yaml.MapSlice, k string, v any) yaml.MapSlice {
	for i, it := range m {
		if fmt.Sprint(it.Key) == k {
			m[i].Value = v
			return m
		}
	}
	return append(m, yaml.MapItem{Key: k, Value: v})
}

// unset removes key k from m.
func msUnset(m yaml.MapSlice, k string) yaml.MapSlice {
	return slices.DeleteFunc(m, func(it yaml.MapItem) bool { return fmt.Sprint(it.Key) == k })
}

func msStr(m yaml.MapSlice, k string) string {
	v, _ := msGet(m, k)
	s, _ := v.(string)
	return s
}

// num reads a decoded YAML number.
func yamlNum(v any) (float64, bool) {
	switch n := v.(type) {
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	case uint64:
		return float64(n), true
	case float64:
		return n, true
	}
	return 0, false
}

func yamlNums(v any, n int) ([]float64, bool) {
	s, ok := v.([]any)
	if !ok || len(s) != n {
		return nil, false
	}
	out := make([]float64, n)
	for i, x := range s {
		if out[i], ok = yamlNum(x); !ok {
			return nil, false
		}
	}
	return out, true
}

// parseSetupDoc reads a scenario's text into a setupDoc; the text has
// passed board's loader already, so only its shape is checked here.
func parseSetupDoc(data []byte) (setupDoc, error) {
	var d setupDoc
	var top yaml.MapSlice
	if err := yaml.UnmarshalWithOptions(data, &top, yaml.UseOrderedMap()); err != nil {
		return d, fmt.Errorf("the scenario cannot be read for setting up: %v", oneLine(err.Error()))
	}
	for _, it := range top {
		k := fmt.Sprint(it.Key)
		switch k {
		case "name":
			d.name, _ = it.Value.(string)
		case "roster":
			d.roster, _ = it.Value.(string)
		case "map":
			m, _ := it.Value.(yaml.MapSlice)
			if err := d.readMap(m); err != nil {
				return d, err
			}
		case "figures":
			s, _ := it.Value.([]any)
			for i, v := range s {
				m, ok := v.(yaml.MapSlice)
				if !ok {
					return d, fmt.Errorf("figures[%d]: not a mapping", i)
				}
				f, err := readFigure(m)
				if err != nil {
					return d, fmt.Errorf("figures[%d]: %v", i, err)
				}
				d.figures = append(d.figures, f)
			}
		default:
			d.top = append(d.top, it)
		}
	}
	return d, nil
}

func (d *setupDoc) readMap(m yaml.MapSlice) error {
	for _, it := range m {
		switch fmt.Sprint(it.Key) {
		case "rows":
			s, _ := it.Value.([]any)
			for _, r := range s {
				rs, _ := r.(string)
				d.rows = append(d.rows, []rune(rs))
			}
		case "walls", "windows":
			s, _ := it.Value.([]any)
			for i, v := range s {
				w, ok := yamlNums(v, 4)
				if !ok {
					return fmt.Errorf("map.%v[%d]: expected [x1, y1, x2, y2]", it.Key, i)
				}
				seg := [4]float64{w[0], w[1], w[2], w[3]}
				if it.Key == "walls" {
					d.walls = append(d.walls, seg)
				} else {
					d.windows = append(d.windows, seg)
				}
			}
		case "doors":
			s, _ := it.Value.([]any)
			for i, v := range s {
				dm, _ := v.(yaml.MapSlice)
				fv, _ := msGet(dm, "from")
				tv, _ := msGet(dm, "to")
				from, ok1 := yamlNums(fv, 2)
				to, ok2 := yamlNums(tv, 2)
				if !ok1 || !ok2 {
					return fmt.Errorf("map.doors[%d]: expected {from: [x, y], to: [x, y]}", i)
				}
				d.doors = append(d.doors, setupDoor{from: [2]float64{from[0], from[1]}, to: [2]float64{to[0], to[1]},
					rest: msUnset(msUnset(slices.Clone(dm), "from"), "to")})
			}
		default:
			d.mapRest = append(d.mapRest, it)
		}
	}
	return nil
}

func readFigure(m yaml.MapSlice) (setupFigure, error) {
	f := setupFigure{keys: msUnset(slices.Clone(m), "at")}
	v, _ := msGet(m, "at")
	if sq, ok := yamlNums(v, 2); ok {
		f.at = [][2]int{{int(sq[0]), int(sq[1])}}
		return f, nil
	}
	s, _ := v.([]any)
	for _, e := range s {
		sq, ok := yamlNums(e, 2)
		if !ok {
			return f, errors.New("at: expected [x, y] or a list of squares")
		}
		f.at = append(f.at, [2]int{int(sq[0]), int(sq[1])})
	}
	if len(f.at) == 0 {
		return f, errors.New("at: missing")
	}
	return f, nil
}

// flow writes v as one line of YAML (flow style).
func yamlFlow(v any) string {
	b, err := yaml.MarshalWithOptions(v, yaml.Flow(true))
	if err != nil {
		return strconv.Quote(fmt.Sprint(v))
	}
	return strings.TrimSpace(string(b))
}

// quote writes s as a double-quoted YAML string (Go's quoting is YAML's
// for the text a scenario holds).
func yamlQuote(s string) string { return strconv.Quote(s) }

func yamlCoord(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }

// text writes the scenario. expand puts the roster's figures in place of
// the use: entries (the preview, which needs no roster file); otherwise
// the entries name the roster as the saved file does.
func (d *setupDoc) text(expand bool) ([]byte, error) {
	var b bytes.Buffer
	if d.name != "" {
		fmt.Fprintf(&b, "name: %s\n", yamlQuote(d.name))
	}
	for _, it := range d.top {
		fmt.Fprintf(&b, "%v: %s\n", it.Key, yamlFlow(it.Value))
	}
	if d.roster != "" && !expand {
		fmt.Fprintf(&b, "roster: %s\n", yamlQuote(d.roster))
	}
	b.WriteString("map:\n")
	if len(d.rows) > 0 {
		b.WriteString("  rows:\n")
		for _, r := range d.rows {
			fmt.Fprintf(&b, "    - %s\n", yamlQuote(string(r)))
		}
	}
	for _, it := range d.mapRest {
		fmt.Fprintf(&b, "  %v: %s\n", it.Key, yamlFlow(it.Value))
	}
	segs := func(key string, ss [][4]float64) {
		if len(ss) == 0 {
			return
		}
		fmt.Fprintf(&b, "  %s:\n", key)
		for _, s := range ss {
			fmt.Fprintf(&b, "    - [%s, %s, %s, %s]\n", yamlCoord(s[0]), yamlCoord(s[1]), yamlCoord(s[2]), yamlCoord(s[3]))
		}
	}
	segs("walls", d.walls)
	segs("windows", d.windows)
	if len(d.doors) > 0 {
		b.WriteString("  doors:\n")
		for _, dr := range d.doors {
			fmt.Fprintf(&b, "    - {from: [%s, %s], to: [%s, %s]", yamlCoord(dr.from[0]), yamlCoord(dr.from[1]), yamlCoord(dr.to[0]), yamlCoord(dr.to[1]))
			for _, it := range dr.rest {
				fmt.Fprintf(&b, ", %v: %s", it.Key, yamlFlow(it.Value))
			}
			b.WriteString("}\n")
		}
	}
	if len(d.figures) > 0 {
		b.WriteString("figures:\n")
	}
	for _, f := range d.figures {
		entries := []setupFigure{f}
		if expand && msStr(f.keys, "use") != "" {
			var err error
			if entries, err = d.expandUse(f); err != nil {
				return nil, err
			}
		}
		for _, e := range entries {
			fmt.Fprintf(&b, "  - %s\n", figureLine(e))
		}
	}
	return b.Bytes(), nil
}

// figureLine is a figures: entry in flow style: its keys, then at.
func figureLine(f setupFigure) string {
	var parts []string
	for _, it := range f.keys {
		parts = append(parts, fmt.Sprintf("%v: %s", it.Key, yamlFlow(it.Value)))
	}
	at := make([]string, len(f.at))
	for i, s := range f.at {
		at[i] = fmt.Sprintf("[%d, %d]", s[0], s[1])
	}
	if len(at) == 1 {
		parts = append(parts, "at: "+at[0])
	} else {
		parts = append(parts, "at: ["+strings.Join(at, ", ")+"]")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// rosterFigure is the roster's figure of id.
func (d *setupDoc) rosterFigure(id string) (yaml.MapSlice, bool) {
	for _, m := range d.rosterFigs {
		if msStr(m, "id") == id {
			return m, true
		}
	}
	return nil, false
}

// RosterIDs are the roster's figures' ids in the roster's order.
func (d *setupDoc) rosterIDs() []string {
	out := make([]string, 0, len(d.rosterFigs))
	for _, m := range d.rosterFigs {
		out = append(out, msStr(m, "id"))
	}
	return out
}

// expandUse is a use: entry as the loader reads it: the roster's figure
// with the entry's keys over it, one per square, numbered when several
// (board/rosterfile.go does the same to the saved file).
func (d *setupDoc) expandUse(f setupFigure) ([]setupFigure, error) {
	id := msStr(f.keys, "use")
	base, ok := d.rosterFigure(id)
	if !ok {
		return nil, fmt.Errorf("%q is not a figure of the roster", id)
	}
	var out []setupFigure
	for j, sq := range f.at {
		m := yaml.MapSlice{}
		for _, it := range f.keys {
			if k := fmt.Sprint(it.Key); k != "use" {
				m = append(m, it)
			}
		}
		for _, it := range base {
			if _, own := msGet(f.keys, fmt.Sprint(it.Key)); !own {
				m = append(m, it)
			}
		}
		if len(f.at) > 1 {
			fid, name := msStr(m, "id"), msStr(m, "name")
			if name == "" {
				name = fid
			}
			m = msSet(m, "id", fmt.Sprintf("%s-%d", fid, j+1))
			m = msSet(m, "name", fmt.Sprintf("%s %d", name, j+1))
		}
		out = append(out, setupFigure{keys: m, at: [][2]int{sq}})
	}
	return out, nil
}

// rosterText is the roster file with the pasted figures.
func (d *setupDoc) rosterText() []byte {
	var b bytes.Buffer
	b.WriteString("figures:\n")
	for _, m := range d.rosterFigs {
		fmt.Fprintf(&b, "  - %s\n", yamlFlow(m))
	}
	return b.Bytes()
}
