package board_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"battlemat/board"
	"battlemat/geom"
	"battlemat/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func readUVTT(t testing.TB, name string) *board.UVTTMap {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "uvtt", name))
	require.NoError(t, err)
	m, err := board.ParseUVTT(data, false)
	require.NoError(t, err)
	return m
}

func seg(x1, y1, x2, y2 float64) geom.Segment {
	return geom.Segment{A: geom.Point{X: x1, Y: y1}, B: geom.Point{X: x2, Y: y2}}
}

func TestUVTTWallsAreTheFilesPolylinesLessNearDuplicates(t *testing.T) {
	m := readUVTT(t, "room.dd2vtt") // format 0.2: no objects_line_of_sight
	assert.Equal(t, 10, m.W)
	assert.Equal(t, 8, m.H)
	var solid, doors, windows []geom.Segment
	for _, w := range m.Walls {
		switch w.Kind {
		case board.WallSolid:
			solid = append(solid, w.Segment)
		case board.WallDoor:
			doors = append(doors, w.Segment)
		case board.WallWindow:
			windows = append(windows, w.Segment)
		}
	}
	// The room's outline repeats its first point and carries (9, 1+1e-12):
	// the 1e-12 piece is dropped, the rest kept as drawn.
	assert.Equal(t, []geom.Segment{
		seg(1, 1, 9, 1), seg(9, 1, 9, 2), seg(9, 2, 9, 3), seg(9, 3, 9, 7), seg(9, 7, 1, 7), seg(1, 7, 1, 1),
		seg(5, 1, 5, 3), seg(5, 4, 5, 7),
	}, solid)
	assert.Equal(t, []geom.Segment{seg(5, 3, 5, 4)}, doors, "closed: true is a door")
	assert.Equal(t, []geom.Segment{seg(9, 2, 9, 3)}, windows, "closed: false is a window")
	assert.Equal(t, []board.Light{{At: geom.Point{X: -2, Y: 4}, Range: 8}, {At: geom.Point{X: 3, Y: 4}, Range: 2}}, m.Lights, "a light off the map is kept")
	require.NotNil(t, m.Picture)
	assert.Equal(t, "png", m.Picture.Format)
	assert.Equal(t, [3]float64{20, 16, 2}, [3]float64{float64(m.Picture.W), float64(m.Picture.H), m.Picture.PxPerInch})
	assert.Empty(t, m.Warnings)
}

func TestUVTTCroppedExportGivesTheSameWallsOnceTheOriginIsSubtracted(t *testing.T) {
	full, cropped := readUVTT(t, "room.dd2vtt"), readUVTT(t, "room_cropped.dd2vtt")
	assert.Equal(t, full.Walls, cropped.Walls)
	assert.Equal(t, full.Lights, cropped.Lights)
	assert.Equal(t, [2]int{full.W, full.H}, [2]int{cropped.W, cropped.H})
	require.NotNil(t, cropped.Picture)
	assert.Equal(t, "jpeg", cropped.Picture.Format, "told by its bytes")
}

func TestUVTTPictureFormatsAndMissingPictures(t *testing.T) {
	m := readUVTT(t, "room_objects.uvtt")
	require.NotNil(t, m.Picture)
	assert.Equal(t, "webp", m.Picture.Format)
	assert.Len(t, m.Walls, 12, "objects_line_of_sight adds 2 walls to the 8 and the 2 portals")

	m = readUVTT(t, "room_path.df2vtt")
	assert.Nil(t, m.Picture)
	require.Len(t, m.Warnings, 1)
	assert.Equal(t, `the picture is a file path ("C:/Users/gm/maps/room.png"), not embedded: the map loads without a picture`, m.Warnings[0])
	assert.Len(t, m.Walls, 10, "the walls still load")

	m = readUVTT(t, "room_noimage.uvtt")
	assert.Nil(t, m.Picture)
	assert.Equal(t, []string{"the file holds no picture: the map loads without a picture"}, m.Warnings)
}

func TestUVTTClosedFalsePortalsCanBeOpenDoors(t *testing.T) {
	data, err := os.ReadFile("testdata/uvtt/room.dd2vtt")
	require.NoError(t, err)
	m, err := board.ParseUVTT(data, true)
	require.NoError(t, err)
	assert.Equal(t, 0, m.Count(board.WallWindow))
	assert.Equal(t, 2, m.Count(board.WallDoor))
	for _, w := range m.Walls {
		if w.Kind == board.WallDoor && w.A.X == 9 {
			assert.True(t, w.Open && w.StartOpen)
		}
	}
}

func TestScenarioOnAUVTTMapPlaysByItsWalls(t *testing.T) {
	b, err := board.Load("testdata/cellar.yaml")
	require.NoError(t, err)
	assert.Equal(t, 10, b.W)
	assert.Len(t, b.Walls, 9, "the outline's piece under the window gives way to it")
	assert.Equal(t, "brick", b.Walls[0].Material)
	tb := board.NewBattlefield(b)
	// a at (2, 3) and b at (7, 3) are parted by the wall at x = 5 and the
	// closed door from (5, 3) to (5, 4).
	assert.False(t, tb.Sight("a", "b", nil).Visible)
	doors := tb.Doors()
	require.Len(t, doors, 1)
	assert.Equal(t, rules.Pos{X: 5, Y: 3}, doors[0].At)
	require.NoError(t, tb.SetDoor(doors[0].At, true, false))
	s := tb.Sight("a", "b", nil)
	assert.True(t, s.Visible)
	// The lamp at (3, 4), range 2, lights a (centre (2.5, 3.5)) brightly;
	// b stands in the dark beyond the lamp outside the map (8" range,
	// 9.5" away, and the room's wall between).
	assert.Equal(t, rules.Bright, b.LightAt(b.Figure("a").Center()))
	assert.Equal(t, rules.Dark, b.LightAt(b.Figure("b").Center()))
	assert.Equal(t, rules.Dark, b.Line(b.Figure("a"), b.Figure("b")).Light)
}

func TestScenarioUVTTErrorsAreOneLine(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(s), 0o644))
		return p
	}
	write("bad.uvtt", `{"resolution": {"map_size": {"x": -3, "y": 4}}}`)
	sc := write("s.yaml", "map:\n  uvtt: bad.uvtt\nfigures: []\n")
	_, err := board.Load(sc)
	require.Error(t, err)
	assert.Equal(t, sc+":2:9: map.uvtt: bad.uvtt: resolution.map_size -3x4 is not a map size (1 to 500 squares each way)", err.Error())
	sc = write("s2.yaml", "map:\n  uvtt: gone.uvtt\nfigures: []\n")
	_, err = board.Load(sc)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "map.uvtt: gone.uvtt: no such file or directory")
	assert.NotContains(t, err.Error(), "\n")
}

func TestMalformedUVTTFilesAreRefusedInOneLine(t *testing.T) {
	good, err := os.ReadFile("testdata/uvtt/room.dd2vtt")
	require.NoError(t, err)
	for name, tc := range map[string]struct{ data, want string }{
		"truncated":      {string(good[:len(good)/2]), "not a Universal VTT map: the file ends too soon (truncated?)"},
		"wrong type":     {`{"resolution": {"map_size": {"x": "ten", "y": 8}}}`, "not a Universal VTT map: resolution.map_size.x: expected a number, got text"},
		"not an object":  {`[1, 2]`, "not a Universal VTT map: expected an object, got a list"},
		"no size":        {`{"format": 0.3}`, "not a Universal VTT map: no resolution.map_size"},
		"negative size":  {`{"resolution": {"map_size": {"x": 10, "y": -8}}}`, "resolution.map_size 10x-8 is not a map size"},
		"huge size":      {`{"resolution": {"map_size": {"x": 1e9, "y": 8}}}`, "resolution.map_size 1e+09x8 is not a map size"},
		"NaN":            {`{"resolution": {"map_size": {"x": NaN, "y": 8}}}`, "not a Universal VTT map: bad JSON"},
		"huge number":    {`{"resolution": {"map_size": {"x": 1e999, "y": 8}}}`, "not a Universal VTT map:"},
		"far point":      {`{"resolution": {"map_size": {"x": 10, "y": 8}}, "line_of_sight": [[{"x": 0, "y": 0}, {"x": 1e12, "y": 0}]]}`, "line_of_sight[0][1] (1e+12, 0) lies more than 2000 squares off the map"},
		"missing y":      {`{"resolution": {"map_size": {"x": 10, "y": 8}}, "line_of_sight": [[{"x": 0}]]}`, `line_of_sight[0][0]: expected a point {"x": number, "y": number}`},
		"portal bounds":  {`{"resolution": {"map_size": {"x": 10, "y": 8}}, "portals": [{"bounds": [{"x": 1, "y": 1}]}]}`, "portals[0].bounds: expected two points, got 1"},
		"negative range": {`{"resolution": {"map_size": {"x": 10, "y": 8}}, "lights": [{"position": {"x": 1, "y": 1}, "range": -2}]}`, "lights[0].range -2 is not a range"},
	} {
		_, err := board.ParseUVTT([]byte(tc.data), false)
		if assert.Error(t, err, name) {
			assert.Contains(t, err.Error(), tc.want, name)
			assert.NotContains(t, err.Error(), "\n", name)
		}
	}
	// A billion points does not fit in a map file; the cap on points is
	// what refuses the largest that do.
	var sb strings.Builder
	sb.WriteString(`{"resolution": {"map_size": {"x": 10, "y": 8}}, "line_of_sight": [[`)
	for i := 0; i <= board.MaxThinWalls; i++ {
		if i > 0 {
			sb.WriteString(",")
		}
		sb.WriteString(`{"x":1,"y":1}`)
	}
	sb.WriteString("]]}")
	_, err = board.ParseUVTT([]byte(sb.String()), false)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "wall points: a map has at most")
}

func FuzzParseUVTT(f *testing.F) {
	for _, name := range []string{"room.dd2vtt", "room_cropped.dd2vtt", "room_objects.uvtt", "room_path.df2vtt", "room_noimage.uvtt"} {
		data, err := os.ReadFile(filepath.Join("testdata", "uvtt", name))
		require.NoError(f, err)
		f.Add(data)
	}
	f.Add([]byte(`{"resolution": {"map_size": {"x": 1, "y": 1}}, "image": "iVBORw0KGgo="}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := board.ParseUVTT(data, false)
		if err != nil {
			assert.NotContains(t, err.Error(), "\n")
			return
		}
		assert.True(t, m.W >= 1 && m.H >= 1 && m.W <= board.MaxMapSide && m.H <= board.MaxMapSide)
		for _, w := range m.Walls {
			assert.Greater(t, w.A.Dist(w.B), 0.0)
		}
	})
}

// A Universal VTT file saved with a UTF-8 byte order mark (as some
// Windows editors write it) loads as the same map; bytes after its one
// JSON object are refused, as a file holding more than a map.
func TestAUVTTFileWithAByteOrderMarkLoadsAndTrailingBytesAreRefused(t *testing.T) {
	good, err := os.ReadFile("testdata/uvtt/room.dd2vtt")
	require.NoError(t, err)
	want, err := board.ParseUVTT(good, false)
	require.NoError(t, err)
	got, err := board.ParseUVTT(append([]byte("\xef\xbb\xbf"), good...), false)
	require.NoError(t, err)
	assert.Equal(t, want.Walls, got.Walls)
	assert.Equal(t, want.W, got.W)

	for _, tail := range []string{"x", "{}", `{"resolution": {}}`, "]"} {
		_, err := board.ParseUVTT(append(append([]byte(nil), good...), tail...), false)
		if assert.Error(t, err, tail) {
			assert.Contains(t, err.Error(), "after the map's JSON object", tail)
		}
	}
	_, err = board.ParseUVTT(append(append([]byte(nil), good...), " \n\t\r\n"...), false)
	assert.NoError(t, err, "white space after the object is no more")
}

// A wall, window or door the scenario adds to a Universal VTT map is
// marked Added (its picture does not show it, so it is drawn for
// everyone); the file's own walls are not, nor a plain map's.
func TestAWallAddedToAUVTTMapIsMarkedAddedAndTheFilesAreNot(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("testdata/uvtt/room.dd2vtt")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "room.dd2vtt"), data, 0o644))
	sc := filepath.Join(dir, "s.yaml")
	require.NoError(t, os.WriteFile(sc, []byte(`map:
  uvtt: room.dd2vtt
  walls: [[1, 6, 4, 6]]
  windows: [[6, 6, 8, 6]]
  doors: [{from: [4, 6], to: [5, 6]}]
figures: []
`), 0o644))
	b, err := board.Load(sc)
	require.NoError(t, err)
	added := 0
	for _, w := range b.Walls {
		if w.Added {
			added++
			assert.Equal(t, 6.0, w.A.Y, "only the scenario's three lie on y = 6: %+v", w)
		}
	}
	assert.Equal(t, 3, added, "the wall, the window and the door")
	assert.Greater(t, len(b.Walls), 3, "the file's walls are there, not marked")

	plain := filepath.Join(dir, "p.yaml")
	require.NoError(t, os.WriteFile(plain, []byte("map:\n  rows: ['....', '....']\n  walls: [[0, 1, 3, 1]]\nfigures: []\n"), 0o644))
	b, err = board.Load(plain)
	require.NoError(t, err)
	require.Len(t, b.Walls, 1)
	assert.False(t, b.Walls[0].Added, "a plain map draws its walls anyway")
}
