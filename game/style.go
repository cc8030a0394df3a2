package game

import (
	"fmt"
	"image/color"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"battlemat/board"
)

// The palette. Chosen for a projector in a lit room: strong contrast
// between open ground, walls and tokens, and no meaning carried by hue
// alone (difficult ground is hatched, walls are solid, trees are round).
var (
	colSurround      = color.RGBA{0x25, 0x27, 0x2b, 0xff}
	colSurroundPrint = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colPaper         = color.RGBA{0xef, 0xe8, 0xd6, 0xff}
	colGrid          = color.RGBA{0xb3, 0xa8, 0x90, 0xff}
	colGrid5         = color.RGBA{0x84, 0x7a, 0x64, 0xff}
	colWall          = color.RGBA{0x3b, 0x3b, 0x3e, 0xff}
	colWallEdge      = color.RGBA{0x1c, 0x1c, 0x1e, 0xff}
	colDifficult     = color.RGBA{0xe2, 0xd6, 0xb4, 0xff}
	colHatch         = color.RGBA{0x8a, 0x72, 0x48, 0xff}
	colTreeGround    = color.RGBA{0xc9, 0xdc, 0xa8, 0xff}
	colCanopy        = color.RGBA{0x3a, 0x7d, 0x35, 0xff}
	colCanopyEdge    = color.RGBA{0x21, 0x4f, 0x1f, 0xff}
	colCanopyLight   = color.RGBA{0x5c, 0x9e, 0x4f, 0xff}
	colLowWall       = color.RGBA{0x8a, 0x62, 0x3c, 0xff}
	colLowWallEdge   = color.RGBA{0x4a, 0x31, 0x1a, 0xff}
	colWater         = color.RGBA{0x7f, 0xb6, 0xd9, 0xff}
	colRipple        = color.RGBA{0xe8, 0xf4, 0xfb, 0xff}
	colDoor          = color.RGBA{0xb0, 0x7a, 0x3e, 0xff}
	colDoorEdge      = color.RGBA{0x3e, 0x24, 0x0e, 0xff}
	colWindow        = color.RGBA{0x9f, 0xd8, 0xf0, 0xff}
	colUnstable      = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
	colGap           = color.RGBA{0x24, 0x1a, 0x12, 0xff} // a ditch's or a chasm's depth
	colGapEdge       = color.RGBA{0x8c, 0x6a, 0x44, 0xff} // its crumbling rim
	colNight         = color.RGBA{0x0b, 0x13, 0x30, 0xff}
	colSelect        = color.RGBA{0x00, 0xe5, 0xff, 0xff}
	colHover         = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colLabelBack     = color.RGBA{0x10, 0x10, 0x14, 0xc0}
	colStatus        = color.RGBA{0x16, 0x17, 0x1a, 0xff}
	colGold          = color.RGBA{0xf5, 0xc2, 0x1b, 0xff}
	colGoldEdge      = color.RGBA{0x7a, 0x5a, 0x00, 0xff}
	colWound         = color.RGBA{0xd6, 0x1f, 0x1f, 0xff}
	colIncap         = color.RGBA{0x8c, 0x8c, 0x8c, 0xff}
	colCross         = color.RGBA{0xc0, 0x10, 0x10, 0xff}
	colWhite         = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colBlack         = color.RGBA{0x10, 0x10, 0x10, 0xff}
)

// wallColor gives obstacles a hue by material so brick, stone and wood
// read differently while staying dark and solid.
func wallColor(material string) color.RGBA {
	switch material {
	case "brick":
		return color.RGBA{0x6e, 0x3a, 0x2e, 0xff}
	case "stone", "stone_wall", "rock", "concrete":
		return color.RGBA{0x55, 0x57, 0x5c, 0xff}
	case "wood", "timber":
		return color.RGBA{0x6b, 0x48, 0x28, 0xff}
	case "metal", "steel", "iron":
		return color.RGBA{0x46, 0x55, 0x63, 0xff}
	}
	return colWall
}

// fallbackPalette colours sides that name no colour: distinct hues that
// stay apart for the common colour blindnesses (Okabe-Ito).
var fallbackPalette = []color.RGBA{
	{0x00, 0x72, 0xb2, 0xff}, // blue
	{0xd5, 0x5e, 0x00, 0xff}, // vermilion
	{0x00, 0x9e, 0x73, 0xff}, // bluish green
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0xe6, 0x9f, 0x00, 0xff}, // orange
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0x7f, 0x7f, 0x7f, 0xff}, // grey
}

// parseHexColor reads "#rrggbb" or "#rgb".
func parseHexColor(s string) (color.RGBA, error) {
	var r, g, b uint8
	switch len(s) {
	case 7:
		if _, err := fmt.Sscanf(s, "#%02x%02x%02x", &r, &g, &b); err != nil {
			return color.RGBA{}, fmt.Errorf("%q is not a colour (#rrggbb)", s)
		}
	case 4:
		if _, err := fmt.Sscanf(s, "#%1x%1x%1x", &r, &g, &b); err != nil {
			return color.RGBA{}, fmt.Errorf("%q is not a colour (#rgb)", s)
		}
		r, g, b = r*17, g*17, b*17
	default:
		return color.RGBA{}, fmt.Errorf("%q is not a colour (#rrggbb)", s)
	}
	return color.RGBA{r, g, b, 0xff}, nil
}

// SideColors gives every side on the board its colour: the scenario's own
// when it is a valid #rrggbb, else the next free colour of the fallback
// palette, in the order of the sides' names.
func SideColors(b *board.Board) map[string]color.RGBA {
	names := map[string]bool{}
	for n := range b.Sides {
		names[n] = true
	}
	for _, f := range b.Figures {
		names[f.Side] = true
	}
	sorted := make([]string, 0, len(names))
	for n := range names {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)
	out := make(map[string]color.RGBA, len(sorted))
	next := 0
	for _, n := range sorted {
		if c, err := parseHexColor(b.Sides[n].Color); err == nil {
			out[n] = c
			continue
		}
		out[n] = fallbackPalette[next%len(fallbackPalette)]
		next++
	}
	return out
}

// inkOn picks black or white text for a background colour, by its
// relative luminance.
func inkOn(c color.RGBA) color.RGBA {
	l := 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
	if l > 150 {
		return colBlack
	}
	return colWhite
}

// smallWords are skipped when taking initials ("The Dweller in the Well"
// is DW).
var smallWords = map[string]bool{"the": true, "a": true, "an": true, "of": true, "in": true,
	"on": true, "at": true, "de": true, "van": true, "von": true, "du": true, "le": true, "la": true}

// Initials are up to two letters for a token: the first letters of the
// first and last words of the name (small words skipped), else the start
// of the id.
func Initials(name, id string) string {
	words := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	kept := words[:0:0]
	for _, w := range words {
		if !smallWords[strings.ToLower(w)] {
			kept = append(kept, w)
		}
	}
	if len(kept) == 0 {
		kept = words
	}
	var out []rune
	switch {
	case len(kept) == 1:
		out = append(out, []rune(kept[0])[0])
	case len(kept) > 1:
		out = append(out, []rune(kept[0])[0], []rune(kept[len(kept)-1])[0])
	default:
		for _, r := range id {
			if len(out) == 2 {
				break
			}
			out = append(out, r)
		}
	}
	for i, r := range out {
		out[i] = unicode.ToUpper(r)
	}
	return string(out)
}

// TokenLabels are the figures' initials made unique on the board: two
// figures whose initials match (Doc Holloway and Deputy Hale are both
// DH) take letters of their last word's start until they differ (DHo,
// DHa), and figures whose names give nothing to tell them apart are
// numbered (O1, O2).
func TokenLabels(figs []*board.Figure) map[string]string {
	out := make(map[string]string, len(figs))
	groups := map[string][]*board.Figure{}
	for _, f := range figs {
		l := Initials(f.Name, f.ID)
		out[f.ID] = l
		groups[l] = append(groups[l], f)
	}
	taken := func(l string) bool { _, ok := groups[l]; return ok }
	for base, fs := range groups {
		if len(fs) < 2 {
			continue
		}
		// More of the last word, a letter at a time, up to three more.
		for extra := 1; extra <= 3; extra++ {
			labels := map[string]int{}
			cand := make([]string, len(fs))
			for i, f := range fs {
				cand[i] = base + tailLetters(f.Name, extra)
				labels[cand[i]]++
			}
			unique := true
			for _, c := range cand {
				if labels[c] > 1 || c == base || (taken(c) && c != base) {
					unique = false
				}
			}
			if unique {
				for i, f := range fs {
					out[f.ID] = cand[i]
				}
				fs = nil
				break
			}
		}
		n := 0
		for _, f := range fs {
			for {
				n++
				if l := base + strconv.Itoa(n); !taken(l) {
					out[f.ID] = l
					break
				}
			}
		}
	}
	return out
}

// tailLetters are the letters after the first of the name's last kept
// word, up to n, in lower case ("" when it has none).
func tailLetters(name string, n int) string {
	words := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for i := len(words) - 1; i >= 0; i-- {
		if smallWords[strings.ToLower(words[i])] && i > 0 {
			continue
		}
		r := []rune(strings.ToLower(words[i]))
		if len(r) < 2 {
			return ""
		}
		return string(r[1:min(len(r), n+1)])
	}
	return ""
}
