package board

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	_ "image/jpeg" // map pictures
	_ "image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"battlemat/assets"
	"battlemat/geom"
	"battlemat/rules"

	_ "golang.org/x/image/webp"
)

// Universal VTT map files (.dd2vtt, .df2vtt, .uvtt): JSON with the map's
// size in grid squares, its walls as polylines, its doors and windows
// (portals), its lights and its picture as base64 (docs/formats.md).

// MaxMapFileBytes bounds a map file (pictures of 8192x8192 run to tens of
// megabytes).
const MaxMapFileBytes = 64 << 20

// ReadMapFile reads a map file (or picture) that a scenario names: from
// the disk, or when it is not there (a shipped scenario's, its battles
// saved in the data directory, everything in the browser) the one of that
// name shipped beside the scenarios.
// The browser build wraps it to add the files the person opened.
var ReadMapFile = func(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		if data, aerr := assets.MapFile(filepath.Base(path)); aerr == nil {
			return data, nil
		}
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, MaxMapFileBytes+1))
}

type uvPoint struct {
	X *float64 `json:"x"`
	Y *float64 `json:"y"`
}

type uvttFile struct {
	Format     json.RawMessage `json:"format"`
	Resolution *struct {
		MapOrigin     *uvPoint `json:"map_origin"`
		MapSize       *uvPoint `json:"map_size"`
		PixelsPerGrid float64  `json:"pixels_per_grid"`
	} `json:"resolution"`
	LineOfSight        [][]uvPoint `json:"line_of_sight"`
	ObjectsLineOfSight [][]uvPoint `json:"objects_line_of_sight"`
	Portals            []struct {
		Position *uvPoint  `json:"position"`
		Bounds   []uvPoint `json:"bounds"`
		Rotation float64   `json:"rotation"`
		Closed   *bool     `json:"closed"`
	} `json:"portals"`
	Lights []struct {
		Position *uvPoint `json:"position"`
		Range    *float64 `json:"range"`
	} `json:"lights"`
	// Image is decoded by hand: it may be base64, a file path, or absent.
	Image json.RawMessage `json:"image"`
}

// UVTTMap is what a Universal VTT file holds, in the scenario's inches:
// the file's coordinates less resolution.map_origin.
type UVTTMap struct {
	W, H    int
	Walls   []Wall // solid walls first, then doors and windows, in file order
	Lights  []Light
	Picture *Picture
	// Warnings: what was not read but did not stop the map (the picture).
	Warnings []string
}

// Counts of the kinds of thin wall.
func (m *UVTTMap) Count(k WallKind) int {
	n := 0
	for _, w := range m.Walls {
		if w.Kind == k {
			n++
		}
	}
	return n
}

// ParseUVTT reads a Universal VTT file's bytes. openPortalsAreDoors makes
// closed: false portals open doors instead of windows. Errors are one line
// and never a panic.
func ParseUVTT(data []byte, openPortalsAreDoors bool) (m *UVTTMap, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("not a Universal VTT map (%v)", r)
		}
	}()
	if len(data) > MaxMapFileBytes {
		return nil, fmt.Errorf("the file is over %d MB: not a map file", MaxMapFileBytes>>20)
	}
	var f uvttFile
	// A byte order mark is no part of the JSON (some editors write one).
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))))
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("not a Universal VTT map: %s", jsonErr(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("not a Universal VTT map: more after the map's JSON object (byte %d)", dec.InputOffset())
	}
	if f.Resolution == nil || f.Resolution.MapSize == nil {
		return nil, errors.New("not a Universal VTT map: no resolution.map_size")
	}
	origin := geom.Point{}
	if o := f.Resolution.MapOrigin; o != nil {
		if origin, err = o.point("resolution.map_origin"); err != nil {
			return nil, err
		}
	}
	size, err := f.Resolution.MapSize.point("resolution.map_size")
	if err != nil {
		return nil, err
	}
	if !(size.X > 0 && size.Y > 0) || size.X > MaxMapSide || size.Y > MaxMapSide {
		return nil, fmt.Errorf("resolution.map_size %gx%g is not a map size (1 to %d squares each way)", size.X, size.Y, MaxMapSide)
	}
	m = &UVTTMap{W: int(math.Ceil(size.X - 1e-6)), H: int(math.Ceil(size.Y - 1e-6))}
	npts := 0
	for _, pl := range f.LineOfSight {
		npts += len(pl)
	}
	for _, pl := range f.ObjectsLineOfSight {
		npts += len(pl)
	}
	if npts+len(f.Portals) > MaxThinWalls {
		return nil, fmt.Errorf("%d wall points: a map has at most %d", npts+len(f.Portals), MaxThinWalls)
	}
	at := func(p uvPoint, what string) (geom.Point, error) {
		q, err := p.point(what)
		if err != nil {
			return q, err
		}
		q = q.Sub(origin)
		if !finite(q.X, q.Y) {
			return q, fmt.Errorf("%s (%g, %g) lies more than %d squares off the map", what, q.X, q.Y, maxCoord)
		}
		return q, nil
	}
	for li, lines := range [2][][]uvPoint{f.LineOfSight, f.ObjectsLineOfSight} {
		key := [2]string{"line_of_sight", "objects_line_of_sight"}[li]
		for i, pl := range lines {
			var prev geom.Point
			for j, p := range pl {
				q, err := at(p, fmt.Sprintf("%s[%d][%d]", key, i, j))
				if err != nil {
					return nil, err
				}
				// Exporters repeat points: a segment shorter than 1e-9
				// is no wall.
				if j > 0 && q.Dist(prev) >= geom.Eps {
					m.Walls = append(m.Walls, Wall{Segment: geom.Segment{A: prev, B: q}, Kind: WallSolid})
				}
				if j == 0 || q.Dist(prev) >= geom.Eps {
					prev = q
				}
			}
		}
	}
	for i, p := range f.Portals {
		what := fmt.Sprintf("portals[%d]", i)
		if len(p.Bounds) != 2 {
			return nil, fmt.Errorf("%s.bounds: expected two points, got %d", what, len(p.Bounds))
		}
		a, err := at(p.Bounds[0], what+".bounds[0]")
		if err != nil {
			return nil, err
		}
		z, err := at(p.Bounds[1], what+".bounds[1]")
		if err != nil {
			return nil, err
		}
		if a.Dist(z) < geom.Eps {
			continue
		}
		w := Wall{Segment: geom.Segment{A: a, B: z}, Kind: WallDoor, Hardness: DefaultDoorHardness}
		closed := p.Closed == nil || *p.Closed
		switch {
		case !closed && openPortalsAreDoors:
			w.Open, w.StartOpen = true, true
		case !closed:
			w.Kind = WallWindow
		}
		m.Walls = append(m.Walls, w)
	}
	if err := checkWallLength(m.Walls); err != nil {
		return nil, err
	}
	for i, l := range f.Lights {
		what := fmt.Sprintf("lights[%d]", i)
		if l.Position == nil {
			return nil, fmt.Errorf("%s: no position", what)
		}
		q, err := at(*l.Position, what+".position")
		if err != nil {
			return nil, err
		}
		r := 0.0
		if l.Range != nil {
			r = *l.Range
		}
		if !(r >= 0) || r > maxCoord {
			return nil, fmt.Errorf("%s.range %g is not a range (0 to %d squares)", what, r, maxCoord)
		}
		m.Lights = append(m.Lights, Light{At: q, Range: r})
	}
	m.Picture, err = uvttPicture(f.Image)
	if err != nil {
		m.Warnings = append(m.Warnings, err.Error()+": the map loads without a picture")
	} else if m.Picture != nil {
		m.Picture.PxPerInch = f.Resolution.PixelsPerGrid
	}
	return m, nil
}

func (p uvPoint) point(what string) (geom.Point, error) {
	if p.X == nil || p.Y == nil {
		return geom.Point{}, fmt.Errorf("%s: expected a point {\"x\": number, \"y\": number}", what)
	}
	return geom.Point{X: *p.X, Y: *p.Y}, nil
}

// jsonErr puts a decoding error in one line, in words (rules.JSONWords).
func jsonErr(err error) string {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return "the file ends too soon (truncated?)"
	}
	return rules.JSONWords(err)
}

// uvttPicture decodes the image field: nil without an error when there is
// none; an error (a warning to the GM) when it is not a picture.
func uvttPicture(raw json.RawMessage) (*Picture, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, errors.New("the file holds no picture")
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, errors.New("the file's image is not text")
	}
	if s == "" {
		return nil, errors.New("the file holds no picture")
	}
	if i := strings.Index(s, ";base64,"); i >= 0 && strings.HasPrefix(s, "data:") {
		s = s[i+len(";base64,"):]
	}
	data, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		data, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(s, "="))
	}
	if err != nil {
		if len(s) < 4096 && strings.ContainsAny(s, "./\\") {
			return nil, fmt.Errorf("the picture is a file path (%q), not embedded", truncate(s, 80))
		}
		return nil, errors.New("the picture is not base64")
	}
	p, err := ReadPicture(data)
	if err != nil {
		return nil, errors.New("the picture: " + err.Error())
	}
	return p, nil
}

// pictureFormat tells PNG, JPEG and WebP apart by their first bytes.
func pictureFormat(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return "png"
	case bytes.HasPrefix(b, []byte{0xff, 0xd8, 0xff}):
		return "jpeg"
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return "webp"
	}
	return ""
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// LoadUVTT reads a Universal VTT file alone as a board: its squares open,
// its walls, doors, windows and lights, no figures.
func LoadUVTT(path string) (*Board, error) {
	data, err := ReadMapFile(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: %v", path, pe.Err)
		}
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	m, err := ParseUVTT(data, false)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	b := &Board{Name: strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)), Sides: map[string]Side{}}
	b.Edition, _ = rules.ParseEdition("")
	b.Rules = b.Edition.Rules()
	b.W, b.H = m.W, m.H
	b.Cells = openCells(m.W, m.H)
	b.Walls, b.Lights, b.Picture, b.Warnings = m.Walls, m.Lights, m.Picture, m.Warnings
	for i := range b.Walls {
		setWallMaterial(&b.Walls[i], DefaultWallMaterial, materialArmor[DefaultWallMaterial])
	}
	cutDoorways(b)
	if err := nameDoors(b); err != nil {
		return nil, err
	}
	return b, nil
}

// MapScenario is the scenario that plays a Universal VTT file alone: its
// walls, doors, windows and lights, no figures. file is the map file's
// name, looked up beside the scenario.
func MapScenario(file string) []byte {
	base := strings.TrimSuffix(file, filepath.Ext(file))
	return fmt.Appendf(nil, "name: %q\ndescription: %q\nmap:\n  uvtt: %q\n", base, "The map file "+file+" alone: its walls, doors, windows and lights, no figures.", file)
}

// IsUVTT reports whether a path names a Universal VTT file by its ending.
func IsUVTT(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".dd2vtt", ".df2vtt", ".uvtt":
		return true
	}
	return false
}

func openCells(w, h int) []Terrain {
	cells := make([]Terrain, w*h)
	for i := range cells {
		cells[i] = Terrain{Symbol: '.'}
	}
	return cells
}

func setWallMaterial(w *Wall, mat string, armor int) {
	switch w.Kind {
	case WallDoor:
		w.Material, w.Armor = DefaultDoorMaterial, materialArmor[DefaultDoorMaterial]
	default:
		w.Material, w.Armor = mat, armor
	}
}

// buildUVTTMap reads map.uvtt (with the map's other keys).
func buildUVTTMap(d *yamlDoc, m *rawMap, b *Board) error {
	openDoors := false
	switch v := deref(m.OpenPortals); v {
	case "", "windows":
	case "doors":
		openDoors = true
	default:
		return d.errAt("map.open_portals", "%q is not what open portals are (windows or doors)", v)
	}
	mat, armor, err := wallsMaterial(d, m)
	if err != nil {
		return err
	}
	name := *m.UVTT
	if name == "" {
		return d.errAt("map.uvtt", "expected the name of a Universal VTT file, got empty text")
	}
	path := name
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(d.file), name)
	}
	data, err := ReadMapFile(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return d.errAt("map.uvtt", "%s: %v", name, err)
	}
	u, err := ParseUVTT(data, openDoors)
	if err != nil {
		return d.errAt("map.uvtt", "%s: %v", name, err)
	}
	if m.Rows != nil {
		if err := buildRows(d, m, b); err != nil {
			return err
		}
		if b.W != u.W || b.H != u.H {
			return d.errAt("map.rows", "%dx%d squares, but %s is %dx%d", b.W, b.H, name, u.W, u.H)
		}
	} else {
		b.W, b.H, b.Cells = u.W, u.H, openCells(u.W, u.H)
	}
	for i := range u.Walls {
		setWallMaterial(&u.Walls[i], mat, armor)
	}
	b.Walls, b.Lights, b.Picture = u.Walls, u.Lights, u.Picture
	for _, w := range u.Warnings {
		b.Warnings = append(b.Warnings, name+": "+w)
	}
	return buildThinWalls(d, m, b)
}
