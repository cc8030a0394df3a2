package board

import (
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
)

// Aligning a battlemap picture to the grid: the window's helper finds new
// px_per_inch and offset, and they go back into the scenario's map.image
// as a text edit at the places the parser points to, so every comment
// and every other line keeps its bytes.

// ImageAlignment is map.image's px_per_inch and offset as the scenario
// text src says them. A map without map.image is refused with the reason
// (a Universal VTT map's grid is fixed by its file).
func ImageAlignment(src []byte) (ppi, offX, offY float64, err error) {
	var doc struct {
		Map *struct {
			UVTT  *string `yaml:"uvtt"`
			Image *struct {
				PxPerInch *float64  `yaml:"px_per_inch"`
				Offset    []float64 `yaml:"offset"`
			} `yaml:"image"`
		} `yaml:"map"`
	}
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return 0, 0, 0, errors.New("the scenario cannot be read: " + oneLine(err.Error()))
	}
	switch {
	case doc.Map != nil && doc.Map.Image != nil && doc.Map.Image.PxPerInch != nil:
	case doc.Map != nil && doc.Map.UVTT != nil:
		return 0, 0, 0, errors.New("this map's picture comes from a Universal VTT file, whose grid the file fixes: nothing to align")
	default:
		return 0, 0, 0, errors.New("this map has no picture (map.image) to align the grid to")
	}
	im := doc.Map.Image
	if len(im.Offset) == 2 {
		offX, offY = im.Offset[0], im.Offset[1]
	}
	return *im.PxPerInch, offX, offY, nil
}

// AlignedPath is where the aligned scenario goes: NAME.aligned.yaml
// beside the original, which is never overwritten.
func AlignedPath(scenario string) string {
	dir, base := filepath.Dir(scenario), filepath.Base(scenario)
	base = strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), ".yml")
	if base == "" || base == "." {
		base = "scenario"
	}
	return filepath.Join(dir, base+".aligned.yaml")
}

// alignNumber is a number as the helper writes it: two decimals at most.
func alignNumber(v float64) string {
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
}

// AlignedYAML is the scenario text src with map.image's px_per_inch and
// offset set to the given numbers; nothing else changes.
func AlignedYAML(file string, src []byte, ppi, offX, offY float64) ([]byte, error) {
	if !(ppi >= 1 && ppi <= MaxPxPerInch) || math.IsNaN(offX) || math.IsNaN(offY) || math.Abs(offX) > 1<<15 || math.Abs(offY) > 1<<15 {
		return nil, fmt.Errorf("%s: %g px per inch from offset %g, %g is not an alignment", file, ppi, offX, offY)
	}
	f, err := parser.ParseBytes(src, 0)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if len(f.Docs) == 0 || f.Docs[0] == nil {
		return nil, fmt.Errorf("%s: the file holds no scenario", file)
	}
	body, ok := f.Docs[0].Body.(*ast.MappingNode)
	if !ok {
		return nil, fmt.Errorf("%s: the scenario is not a mapping", file)
	}
	m, _ := mappingAt(body, "map")
	var img *ast.MappingNode
	if m != nil {
		img, _ = mappingAt(m, "image")
	}
	if img == nil {
		return nil, fmt.Errorf("%s: map.image must be a mapping with px_per_inch to be aligned", file)
	}
	ed := newTextEdit(src)
	var ppiValue ast.Node
	var offset *ast.MappingValueNode
	for _, mv := range img.Values {
		switch mv.Key.String() {
		case "px_per_inch":
			ppiValue = mv.Value
		case "offset":
			offset = mv
		}
	}
	if ppiValue == nil {
		return nil, fmt.Errorf("%s: map.image has no px_per_inch to replace", file)
	}
	if err := ed.replaceScalar(ppiValue, alignNumber(ppi)); err != nil {
		return nil, fmt.Errorf("%s: map.image.px_per_inch: %w", file, err)
	}
	pair := "[" + alignNumber(offX) + ", " + alignNumber(offY) + "]"
	switch {
	case offset != nil:
		seq, ok := offset.Value.(*ast.SequenceNode)
		if !ok || len(seq.Values) != 2 {
			return nil, fmt.Errorf("%s: map.image.offset must be two numbers to be replaced", file)
		}
		for i, v := range []float64{offX, offY} {
			if err := ed.replaceScalar(seq.Values[i], alignNumber(v)); err != nil {
				return nil, fmt.Errorf("%s: map.image.offset: %w", file, err)
			}
		}
	case img.IsFlowStyle:
		end, err := ed.flowEnd(img)
		if err != nil {
			return nil, fmt.Errorf("%s: map.image: %w", file, err)
		}
		ed.ops = append(ed.ops, textOp{from: end, to: end, text: ", offset: " + pair})
	default:
		// A line of its own after px_per_inch's, indented as its key.
		k := img.Values[0].Key.GetToken()
		tk := ppiValue.GetToken()
		if k == nil || k.Position == nil || tk == nil || tk.Position == nil {
			return nil, fmt.Errorf("%s: map.image has no position in the file", file)
		}
		line := tk.Position.Line // 1-based: the next line's 0-based index
		text := strings.Repeat(" ", k.Position.Column-1) + "offset: " + pair + "\n"
		at := len(src)
		if line < len(ed.lines) {
			at = ed.lines[line]
		} else if len(src) > 0 && src[len(src)-1] != '\n' {
			text = "\n" + strings.TrimSuffix(text, "\n")
		}
		ed.ops = append(ed.ops, textOp{from: at, to: at, text: text})
	}
	res := ed.apply()
	// What is written must say the numbers when read back.
	gp, gx, gy, err := ImageAlignment(res)
	if err != nil || gp != math.Round(ppi*100)/100 || gx != math.Round(offX*100)/100 || gy != math.Round(offY*100)/100 {
		return nil, fmt.Errorf("%s: the aligned scenario does not read back as written", file)
	}
	return res, nil
}

// SaveAligned writes the aligned scenario beside the original (path is
// the original's) atomically and returns where.
func SaveAligned(path string, src []byte, ppi, offX, offY float64) (string, error) {
	data, err := AlignedYAML(filepath.Base(path), src, ppi, offX, offY)
	if err != nil {
		return "", err
	}
	out := AlignedPath(path)
	return out, WriteAtomic(out, data)
}

// mappingAt is the mapping under key in m.
func mappingAt(m *ast.MappingNode, key string) (*ast.MappingNode, bool) {
	for _, mv := range m.Values {
		if mv.Key.String() == key {
			sub, ok := mv.Value.(*ast.MappingNode)
			return sub, ok
		}
	}
	return nil, false
}

// replaceScalar puts text in place of the plain scalar node n.
func (e *textEdit) replaceScalar(n ast.Node, text string) error {
	tk := n.GetToken()
	if tk == nil || tk.Position == nil {
		return errors.New("no position in the file")
	}
	off := e.at(tk.Position.Line, tk.Position.Column)
	e.ops = append(e.ops, textOp{from: off, to: e.scalarEnd(off), text: text})
	return nil
}
