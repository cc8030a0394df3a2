package board

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"battlemat/rules"
)

// Load reads and validates a scenario file (YAML or JSON). Errors are one
// line: file:line:col: field path: what was expected.
func Load(path string) (*Board, error) {
	data, err := readLimited(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: %v", path, pe.Err)
		}
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return Parse(path, data)
}

// readLimited reads at most one byte more than a scenario may hold, so
// that Parse can refuse an oversized file (or /dev/zero) without it ever
// being read whole.
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, maxFileBytes+1))
}

// Parse validates a scenario given its name (for messages) and bytes. A
// file with any problem returns a nil Board and a *ScenarioError naming
// the first problem in file order; Parse never panics.
func Parse(name string, data []byte) (b *Board, err error) {
	defer func() {
		// The YAML library is not ours: a panic deep inside it must still
		// come out as a bad file, never as a crash.
		if r := recover(); r != nil {
			b, err = nil, fileErr(name, 1, 1, "could not be read as YAML (%v)", r)
		}
	}()
	d, body, err := readYAML(name, data)
	if err != nil {
		return nil, err
	}
	var raw rawScenario
	if err := d.decode(body, &raw); err != nil {
		return nil, err
	}
	d.numberFigures(&raw)
	return build(d, name, &raw)
}

// build checks the decoded scenario's meaning and makes the Board.
func build(d *yamlDoc, name string, raw *rawScenario) (*Board, error) {
	b := &Board{Sides: map[string]Side{}}

	b.Name = strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
	if raw.Name != nil {
		if err := checkText(d, "name", *raw.Name, true); err != nil {
			return nil, err
		}
		b.Name = *raw.Name
	}
	if raw.Description != nil {
		if err := checkText(d, "description", *raw.Description, false); err != nil {
			return nil, err
		}
		b.Description = strings.TrimSpace(*raw.Description)
	}
	ed, err := rules.ParseEdition(deref(raw.Edition))
	if err != nil {
		return nil, d.errAt("edition", "%v", err)
	}
	b.Edition, b.Rules = ed, ed.Rules()
	switch m := deref(raw.Measure); m {
	case "", "chebyshev":
	case "euclidean":
		b.Euclidean = true
	default:
		return nil, d.errAt("measure", "%q is not a measure (chebyshev or euclidean)", m)
	}
	if b.Light, err = rules.ParseLight(deref(raw.Light)); err != nil {
		return nil, d.errAt("light", "%v", err)
	}

	if err := buildMap(d, raw.Map, b); err != nil {
		return nil, err
	}
	if err := buildSides(d, raw.Sides, b); err != nil {
		return nil, err
	}
	if err := buildFigures(d, raw, b); err != nil {
		return nil, err
	}
	if b.Reveal, err = buildReveal(d, raw.Reveal); err != nil {
		return nil, err
	}
	if b.GMAsks, err = rules.ParseGMAsks(deref(raw.GMAsks)); err != nil {
		return nil, d.errAt("gm_asks", "%v", err)
	}
	return b, nil
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// checkText refuses control characters (a name must print on one line)
// and overlong text; required text must not be blank.
func checkText(d *yamlDoc, path, s string, required bool) error {
	if required && strings.TrimSpace(s) == "" {
		return d.errAt(path, "expected a name, got empty text")
	}
	limit := MaxDescription
	if required {
		limit = MaxTextLength
	}
	if len(s) > limit {
		return d.errAt(path, "text of %d bytes is too long (at most %d)", len(s), limit)
	}
	for _, r := range s {
		if unicode.IsControl(r) && !(r == '\n' && !required) {
			return d.errAt(path, "expected one line of printable text, got %q", s)
		}
	}
	return nil
}

func buildMap(d *yamlDoc, m *rawMap, b *Board) error {
	if m != nil && m.UVTT != nil {
		if err := buildUVTTMap(d, m, b); err != nil {
			return err
		}
		return buildImage(d, m, b)
	}
	if m != nil && m.Image != nil && m.Rows == nil {
		// The picture alone sizes the map: every square open.
		if err := buildImage(d, m, b); err != nil {
			return err
		}
		return buildThinWalls(d, m, b)
	}
	if err := buildRows(d, m, b); err != nil {
		return err
	}
	if err := buildImage(d, m, b); err != nil {
		return err
	}
	return buildThinWalls(d, m, b)
}

func buildRows(d *yamlDoc, m *rawMap, b *Board) error {
	if m == nil {
		if d.has("map") {
			return d.errAt("map", "expected rows: (one text line per row of squares), got nothing")
		}
		return d.errAt("map", "missing: expected map: with rows: (one text line per row of squares)")
	}
	if len(m.Rows) == 0 {
		return d.errAt("map.rows", "expected at least one row of squares (the map is empty)")
	}
	if len(m.Rows) > MaxMapSide {
		return d.errAt("map.rows", "%d rows: a map is at most %d squares high", len(m.Rows), MaxMapSide)
	}

	legend := builtinLegend()
	for _, sym := range d.order["map.legend"] {
		p := childPath("map.legend", sym)
		r, n := utf8.DecodeRuneInString(sym)
		if n != len(sym) || r == utf8.RuneError || unicode.IsSpace(r) || unicode.IsControl(r) {
			return errAtKey(d, p, "a legend symbol is one visible character, got %q", sym)
		}
		t, err := buildTerrain(d, p, r, m.Legend[sym])
		if err != nil {
			return err
		}
		legend[r] = t
	}

	b.H = len(m.Rows)
	for y, row := range m.Rows {
		p := indexPath("map.rows", y)
		w := utf8.RuneCountInString(row)
		if w == 0 {
			return d.errAt(p, "expected a row of squares, got empty text")
		}
		if y == 0 {
			if w > MaxMapSide {
				return d.errAt(p, "%d squares: a map is at most %d squares wide", w, MaxMapSide)
			}
			b.W = w
			b.Cells = make([]Terrain, 0, b.W*b.H)
		} else if w != b.W {
			return d.errAt(p, "%d squares, but row 0 has %d (all rows must be the same length)", w, b.W)
		}
		x := 0
		for _, r := range row {
			t, ok := legend[r]
			if !ok {
				return d.errAtCol(p, rowColumnOffset(d, p, x), "symbol %q at x=%d is not in the legend (known: %s)", string(r), x, legendSymbols(legend))
			}
			b.Cells = append(b.Cells, t)
			x++
		}
	}
	return nil
}

// rowColumnOffset is how many columns right of the row's token the x-th
// square's character sits: past the opening quote of a quoted row. Rows
// with escapes (\t, \u...) are not mapped character for character; they
// point at the row.
func rowColumnOffset(d *yamlDoc, path string, x int) int {
	n := d.nodes[path]
	if n == nil || n.GetToken() == nil {
		return 0
	}
	tk := n.GetToken()
	switch {
	case strings.Contains(tk.Origin, `\`), strings.Contains(tk.Origin, "''"):
		return 0
	case strings.HasPrefix(strings.TrimSpace(tk.Origin), `"`), strings.HasPrefix(strings.TrimSpace(tk.Origin), `'`):
		return x + 1
	}
	return x
}

func legendSymbols(legend map[rune]Terrain) string {
	syms := make([]string, 0, len(legend))
	for r := range legend {
		syms = append(syms, string(r))
	}
	sort.Strings(syms)
	return strings.Join(syms, " ")
}

// errAtKey points at a mapping key rather than its value.
func errAtKey(d *yamlDoc, path, format string, args ...any) error {
	e := d.errAt(path, format, args...)
	if k, ok := d.keys[path]; ok {
		e.Line, e.Col = nodePos(k)
	}
	return e
}

func buildTerrain(d *yamlDoc, p string, sym rune, rt *rawTerrain) (Terrain, error) {
	t := Terrain{Symbol: sym}
	if rt == nil {
		return t, nil
	}
	t.Blocks = deref(rt.Blocks)
	t.Difficult = deref(rt.Difficult)
	t.Unstable = deref(rt.Unstable)
	t.Water = deref(rt.Water)
	if t.Gap = deref(rt.Gap); t.Gap {
		switch {
		case rt.Blocks != nil:
			return t, d.errAt(p+".blocks", "a gap is open (it can be jumped over and seen across): leave out blocks: or gap:")
		case rt.Door != nil:
			return t, d.errAt(p+".door", "a gap cannot be a door: leave out door: or gap:")
		case rt.Cover != nil:
			return t, d.errAt(p+".cover", "a gap hides nothing and gives no cover: leave out cover: or gap:")
		}
	}
	if rt.Cover != nil {
		c, err := rules.ParseCover(*rt.Cover)
		if err != nil {
			return t, d.errAt(p+".cover", "%v", err)
		}
		t.Cover = c
	}
	if rt.Material != nil {
		a, ok := MaterialArmor(*rt.Material)
		if !ok {
			return t, d.errAt(p+".material", "%q is not a material (%s)", *rt.Material, materialNames())
		}
		t.Material, t.Armor = normalizeMaterial(*rt.Material), a
	}
	return t, doorTerrain(d, p, rt, &t)
}

func buildSides(d *yamlDoc, sides map[string]*rawSide, b *Board) error {
	for _, name := range d.order["sides"] {
		p := childPath("sides", name)
		if !isID(name) {
			return errAtKey(d, p, "%q is not a side name (lowercase letters, digits, _ and -)", name)
		}
		s := Side{Name: name, Control: ControlHuman}
		rs := sides[name]
		if rs != nil && rs.Color != nil {
			c, ok := parseColor(*rs.Color)
			if !ok {
				return d.errAt(p+".color", "%q is not a colour (#rrggbb or #rgb, quoted)", *rs.Color)
			}
			s.Color = c
		}
		if rs != nil && rs.Control != nil {
			switch *rs.Control {
			case ControlHuman, ControlAI:
				s.Control = *rs.Control
			default:
				return d.errAt(p+".control", "%q is not a controller (%s or %s)", *rs.Control, ControlHuman, ControlAI)
			}
		}
		b.Sides[name] = s
	}
	return nil
}

// parseColor accepts #rrggbb and #rgb and returns lowercase #rrggbb.
func parseColor(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if !strings.HasPrefix(s, "#") {
		return "", false
	}
	hex := s[1:]
	for i := 0; i < len(hex); i++ {
		if !(hex[i] >= '0' && hex[i] <= '9' || hex[i] >= 'a' && hex[i] <= 'f') {
			return "", false
		}
	}
	switch len(hex) {
	case 6:
		return s, true
	case 3:
		return "#" + string([]byte{hex[0], hex[0], hex[1], hex[1], hex[2], hex[2]}), true
	}
	return "", false
}

func buildFigures(d *yamlDoc, raw *rawScenario, b *Board) error {
	declared := len(d.order["sides"]) > 0 // "sides: {}" declares none
	// owner[y*W+x] is 1 + the index of the figure standing there.
	owner := make([]int, b.W*b.H)
	ids := map[string]int{}
	// A side's figures share one string of its name: the rules compare
	// sides every turn for every figure, and the same bytes compare
	// without being read.
	sides := map[string]string{}
	for i, rf := range raw.Figures {
		p := indexPath("figures", i)
		if rf == nil {
			return d.errAt(p, "expected a figure (id, side, at, traits...)")
		}
		f, err := buildFigure(d, p, rf)
		if err != nil {
			return err
		}
		if s, ok := sides[f.Side]; ok {
			f.Side = s
		} else {
			sides[f.Side] = f.Side
		}
		warn := func(m string) { b.Warnings = append(b.Warnings, m) }
		if err := characterKeys(d, p, rf, f, b.Edition, warn); err != nil {
			return err
		}
		powerWarnings(d, p, f, b.Edition, warn) // arcane.go
		if j, dup := ids[f.ID]; dup {
			return d.errAt(p+".id", "%q is already the id of figures[%d] (ids must be unique)", f.ID, j)
		}
		ids[f.ID] = i
		if _, ok := b.Sides[f.Side]; !ok {
			if declared {
				return d.errAt(p+".side", "%q is not one of the sides (%s)", f.Side, strings.Join(d.order["sides"], ", "))
			}
			b.Sides[f.Side] = Side{Name: f.Side, Control: ControlHuman}
		}
		bf := &Figure{Figure: f, At: Square{X: rf.At[0], Y: rf.At[1]}}
		if err := hostKeys(d, p, rf, bf); err != nil {
			return err
		}
		if rf.Mount == nil { // a rider sits on its mount's base: mounts.go
			if err := place(d, p, b, bf, owner, i); err != nil {
				return err
			}
		}
		b.Figures = append(b.Figures, bf)
		if rf.Group != nil {
			if !isID(*rf.Group) {
				return d.errAt(p+".group", "%q is not a group name (lowercase letters, digits, _ and -)", *rf.Group)
			}
			if b.Dealing.Group == nil {
				b.Dealing.Group = map[string]string{}
			}
			b.Dealing.Group[f.ID] = *rf.Group
		}
	}
	if err := buildLeaders(d, raw, b); err != nil {
		return err
	}
	if err := buildMounts(d, raw, b); err != nil {
		return err
	}
	phobiaWarnings(d, b) // characters.go
	weaknessWarnings(d, b)
	gmSides(d, raw, b)
	// Sides without a colour get the palette's next free one, in file order.
	used := map[string]bool{}
	for _, s := range b.Sides {
		used[s.Color] = true
	}
	var order []string
	order = append(order, d.order["sides"]...)
	for _, f := range b.Figures {
		order = append(order, f.Side)
	}
	next := 0
	for _, name := range order {
		s := b.Sides[name]
		if s.Color != "" {
			continue
		}
		for next < len(sidePalette)-1 && used[sidePalette[next]] {
			next++
		}
		s.Color = sidePalette[next%len(sidePalette)]
		used[s.Color] = true
		b.Sides[name] = s
	}
	return nil
}

// gmSides marks the GM's sides and their figures: a side's gm: says, and
// without it every side but the first (the first of sides:, or with no
// sides: the first figure's) is the GM's.
func gmSides(d *yamlDoc, raw *rawScenario, b *Board) {
	first := ""
	if len(raw.Figures) > 0 && raw.Figures[0] != nil && raw.Figures[0].Side != nil {
		first = *raw.Figures[0].Side
	}
	if names := d.order["sides"]; len(names) > 0 {
		first = names[0]
	}
	for name, s := range b.Sides {
		s.GM = name != first
		if rs := raw.Sides[name]; rs != nil && rs.GM != nil {
			s.GM = *rs.GM
		}
		b.Sides[name] = s
	}
	for _, f := range b.Figures {
		f.GM = b.Sides[f.Side].GM
	}
}

// buildLeaders checks every leader: is another figure of the same side,
// and following leaders never comes back round.
func buildLeaders(d *yamlDoc, raw *rawScenario, b *Board) error {
	for i, rf := range raw.Figures {
		if rf.Leader == nil {
			continue
		}
		p := indexPath("figures", i) + ".leader"
		f := b.Figures[i]
		l := b.Figure(*rf.Leader)
		switch {
		case l == nil:
			return d.errAt(p, "%q is not the id of a figure in this scenario", *rf.Leader)
		case l == f:
			return d.errAt(p, "%q is the figure itself: a leader is another figure", *rf.Leader)
		case l.Side != f.Side:
			return d.errAt(p, "%q fights for %s, not %s: a leader is on the figure's side", l.ID, l.Side, f.Side)
		}
		if b.Dealing.Leader == nil {
			b.Dealing.Leader = map[string]string{}
		}
		b.Dealing.Leader[f.ID] = l.ID
	}
	for i, f := range b.Figures {
		seen := map[string]bool{f.ID: true}
		for id := b.Dealing.Leader[f.ID]; id != ""; id = b.Dealing.Leader[id] {
			if seen[id] {
				return d.errAt(indexPath("figures", i)+".leader", "leaders go round in a circle from %q back to %q", f.ID, id)
			}
			seen[id] = true
		}
	}
	return nil
}

// place checks the figure's whole base lies on open map squares and on no
// other base, then marks it in owner.
func place(d *yamlDoc, p string, b *Board, f *Figure, owner []int, i int) error {
	n := f.Footprint()
	at := f.At
	if !b.BaseFits(at, n) {
		base := ""
		if n > 1 {
			base = fmt.Sprintf(" (a %dx%d base for Size %d)", n, n, f.Size)
		}
		return d.errAt(p+".at", "[%d, %d] puts the figure%s off the %dx%d map (x 0..%d, y 0..%d)", at.X, at.Y, base, b.W, b.H, b.W-n, b.H-n)
	}
	if w := b.wallThrough(f.Center()); w != nil {
		return d.errAt(p+".at", "[%d, %d] puts the figure's centre %s on the %s from %s to %s: a figure stands to one side of a thin wall", at.X, at.Y, f.Center(), w.Kind, w.A, w.B)
	}
	for y := at.Y; y < at.Y+n; y++ {
		for x := at.X; x < at.X+n; x++ {
			t := b.Cells[y*b.W+x]
			if t.Blocks {
				what := string(t.Symbol)
				if t.Material != "" {
					what += " (" + t.Material + ")"
				}
				return d.errAt(p+".at", "square [%d, %d] is blocking terrain %s: a figure cannot stand there", x, y, what)
			}
			if t.Gap {
				return d.errAt(p+".at", "square [%d, %d] is a gap %c: a figure cannot stand there", x, y, t.Symbol)
			}
			if o := owner[y*b.W+x]; o != 0 {
				other := b.Figures[o-1]
				return d.errAt(p+".at", "square [%d, %d] is taken by %q (figures[%d]): bases may not overlap", x, y, other.ID, o-1)
			}
		}
	}
	for y := at.Y; y < at.Y+n; y++ {
		for x := at.X; x < at.X+n; x++ {
			owner[y*b.W+x] = i + 1
		}
	}
	return nil
}

// intField checks an optional number against [lo, hi] and returns it or def.
func intField(d *yamlDoc, path string, v *int, def, lo, hi int) (int, error) {
	if v == nil {
		return def, nil
	}
	if *v < lo || *v > hi {
		return 0, d.errAt(path, "%d is out of range (expected %d to %d)", *v, lo, hi)
	}
	return *v, nil
}

func buildFigure(d *yamlDoc, p string, rf *rawFigure) (*rules.Figure, error) {
	f := &rules.Figure{}
	if rf.ID == nil {
		return nil, d.errAt(p, "missing id: (lowercase letters, digits, _ and -)")
	}
	if !isID(*rf.ID) || len(*rf.ID) > 64 {
		return nil, d.errAt(p+".id", "%q is not an id (1 to 64 of a-z, 0-9, _ and -)", *rf.ID)
	}
	f.ID = *rf.ID
	f.Name = f.ID
	if rf.Name != nil {
		if err := checkText(d, p+".name", *rf.Name, true); err != nil {
			return nil, err
		}
		f.Name = *rf.Name
	}
	if rf.Side == nil {
		return nil, d.errAt(p, "missing side: (which team the figure fights for)")
	}
	if !isID(*rf.Side) {
		return nil, d.errAt(p+".side", "%q is not a side name (lowercase letters, digits, _ and -)", *rf.Side)
	}
	f.Side = *rf.Side
	f.WildCard = deref(rf.WildCard)
	f.Steed = deref(rf.Steed)
	if rf.At == nil {
		return nil, d.errAt(p, "missing at: [x, y] (the square of the base's top-left corner)")
	}
	if len(rf.At) != 2 {
		return nil, d.errAt(p+".at", "expected [x, y], got %d numbers", len(rf.At))
	}
	var err error
	if f.Size, err = intField(d, p+".size", rf.Size, 0, MinSize, MaxSize); err != nil {
		return nil, err
	}
	if f.Pace, err = intField(d, p+".pace", rf.Pace, 6, 0, MaxPace); err != nil {
		return nil, err
	}
	if f.Armor, err = intField(d, p+".armor", rf.Armor, 0, 0, MaxArmor); err != nil {
		return nil, err
	}
	if rf.Parry != nil {
		v, err := intField(d, p+".parry", rf.Parry, 0, 0, MaxParry)
		if err != nil {
			return nil, err
		}
		f.ParryOverride = &v
	}
	if rf.Toughness != nil {
		v, err := intField(d, p+".toughness", rf.Toughness, 0, 1, MaxToughness)
		if err != nil {
			return nil, err
		}
		f.ToughnessOverride = &v
	}
	defBennies := 0
	if f.WildCard {
		defBennies = rules.PlayerWildCardBennies // the GM's get 2 from the battle (rules.StartingBennies)
	}
	f.DefaultBennies = rf.Bennies == nil
	if f.Bennies, err = intField(d, p+".bennies", rf.Bennies, defBennies, 0, MaxBennies); err != nil {
		return nil, err
	}
	if err := carriedOver(d, p, rf, f); err != nil { // wounds:, fatigue: (aftermath.go)
		return nil, err
	}
	if err := arcaneKeys(d, p, rf, f); err != nil { // arcane:, powers: (arcane.go)
		return nil, err
	}

	f.Traits = map[rules.Trait]rules.Die{}
	for _, name := range d.order[p+".traits"] {
		tp := childPath(p+".traits", name)
		if !rules.Trait(name).Known() { // a typo, not a new skill
			return nil, errAtKey(d, tp, "%q is not a trait (an attribute such as agility or vigor, or a skill such as fighting, shooting, athletics, notice)", name)
		}
		die, err := rules.ParseDie(rf.Traits[name])
		if err != nil {
			return nil, d.errAt(tp, "%v", err)
		}
		f.Traits[rules.Trait(name)] = die
	}

	if len(rf.Weapons) > MaxWeapons {
		return nil, d.errAt(p+".weapons", "%d weapons: at most %d per figure", len(rf.Weapons), MaxWeapons)
	}
	names := map[string]int{}
	for i, rw := range rf.Weapons {
		wp := indexPath(p+".weapons", i)
		if rw == nil {
			return nil, d.errAt(wp, "expected a weapon (name, damage, range...)")
		}
		w, err := buildWeapon(d, wp, rw)
		if err != nil {
			return nil, err
		}
		key := strings.ToLower(w.Name)
		if j, dup := names[key]; dup {
			return nil, d.errAt(wp+".name", "%q is already weapons[%d] (a figure's weapon names must differ)", w.Name, j)
		}
		names[key] = i
		f.Weapons = append(f.Weapons, w)
	}
	f.State.Ammo = make([]int, len(f.Weapons))
	for i, w := range f.Weapons {
		f.State.Ammo[i] = w.Shots
	}
	return f, nil
}

func buildWeapon(d *yamlDoc, p string, rw *rawWeapon) (rules.Weapon, error) {
	var w rules.Weapon
	if rw.Name == nil {
		return w, d.errAt(p, "missing name: (the weapon's name)")
	}
	if err := checkText(d, p+".name", *rw.Name, true); err != nil {
		return w, err
	}
	w.Name = *rw.Name
	var err error
	if rw.Range != nil {
		if w.Range, err = rules.ParseRange(*rw.Range); err != nil {
			return w, d.errAt(p+".range", "%v", err)
		}
	}
	if rw.Damage == nil {
		return w, d.errAt(p, "missing damage: (e.g. 2d6+1, or str+d6 for a melee weapon)")
	}
	if w.Damage, err = rules.ParseDamage(*rw.Damage); err != nil {
		return w, d.errAt(p+".damage", "%v", err)
	}
	if w.RoF, err = intField(d, p+".rof", rw.RoF, 1, 1, MaxRoF); err != nil {
		return w, err
	}
	if w.AP, err = intField(d, p+".ap", rw.AP, 0, 0, MaxAP); err != nil {
		return w, err
	}
	if w.Shots, err = intField(d, p+".shots", rw.Shots, 0, 0, MaxShots); err != nil {
		return w, err
	}
	if w.Reload, err = intField(d, p+".reload", rw.Reload, 0, 0, MaxReload); err != nil {
		return w, err
	}
	if rw.Template != nil {
		if w.Template, err = rules.ParseTemplate(*rw.Template); err != nil {
			return w, d.errAt(p+".template", "%v", err)
		}
	}
	w.Thrown = deref(rw.Thrown)
	w.Evadable = deref(rw.Evadable)
	w.Shotgun = deref(rw.Shotgun)
	if err := weaponExtras(d, p, rw, &w); err != nil { // damage_type, reach: doors.go
		return w, err
	}
	if err := weaponFlags(d, p, rw, &w); err != nil { // natural, offhand: unstable.go
		return w, err
	}

	ranged := w.Ranged()
	switch {
	case w.Thrown && !ranged:
		return w, d.errAt(p+".thrown", "a thrown weapon needs a range: (e.g. 5/10/20)")
	case w.Template.Blast() && !ranged:
		return w, d.errAt(p+".template", "a %s weapon lands at a point: it needs a range: (e.g. 5/10/20)", w.Template)
	case w.Shotgun && !ranged:
		return w, d.errAt(p+".shotgun", "a shotgun needs a range: (e.g. 12/24/48)")
	case w.Shotgun && w.Template != rules.NoTemplate:
		return w, d.errAt(p+".shotgun", "a shotgun fires shot, not a %s template: give one or the other", w.Template)
	case w.RoF > 1 && !ranged:
		return w, d.errAt(p+".rof", "rof %d on a weapon without range: (Rate of Fire is for weapons that shoot)", w.RoF)
	case w.Shots > 0 && !ranged && w.Template == rules.NoTemplate:
		return w, d.errAt(p+".shots", "shots on a melee weapon: only weapons that fire or spray have ammunition")
	case w.Thrown && w.Shotgun:
		return w, d.errAt(p+".thrown", "a thrown shotgun makes no sense: give one or the other")
	}
	return w, weaponKinds(d, p, rw, &w)
}

// weaponKinds reads what a weapon can do: scope, double_tap, burst,
// barrels, pistol (default rules.DefaultPistol) and edged, each checked
// against the weapon it is given to.
func weaponKinds(d *yamlDoc, p string, rw *rawWeapon, w *rules.Weapon) error {
	w.Scope = deref(rw.Scope)
	w.DoubleTap = deref(rw.DoubleTap)
	w.Burst = deref(rw.Burst)
	w.Edged = deref(rw.Edged)
	w.Pistol = rules.DefaultPistol(*w)
	if rw.Pistol != nil {
		w.Pistol = *rw.Pistol
	}
	var err error
	if w.Barrels, err = intField(d, p+".barrels", rw.Barrels, 0, 1, MaxBarrels); err != nil {
		return err
	}
	// A gun that fires at figures: not thrown, no template.
	fires := w.Ranged() && !w.Thrown && w.Template == rules.NoTemplate
	switch {
	case w.Scope && !fires:
		return d.errAt(p+".scope", "a scope goes on a weapon that fires at figures (it needs a range:, and is not thrown or a template weapon)")
	case w.DoubleTap && !fires:
		return d.errAt(p+".double_tap", "double_tap is for a firearm (it needs a range:, and is not thrown or a template weapon)")
	case w.Burst && !fires:
		return d.errAt(p+".burst", "burst is for an automatic firearm (it needs a range:, and is not thrown or a template weapon)")
	case w.DoubleTap && w.Shotgun, w.Burst && w.Shotgun:
		return d.errAt(p+".shotgun", "a shotgun neither double taps nor fires bursts here: remove double_tap: or burst:")
	case w.Barrels > 1 && !w.Shotgun:
		return d.errAt(p+".barrels", "barrels: %d is for a double-barrelled shotgun (add shotgun: true)", w.Barrels)
	case rw.Pistol != nil && *rw.Pistol && !fires:
		return d.errAt(p+".pistol", "a pistol fires at figures: it needs a range:, and is not thrown or a template weapon")
	case w.Edged && w.Template != rules.NoTemplate:
		return d.errAt(p+".edged", "a %s weapon has no blade: edged: is for knives, swords, axes", w.Template)
	}
	return nil
}
