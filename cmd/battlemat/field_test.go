//go:build !js

package main

import (
	"fmt"
	"strings"
)

// fieldScenario is a made-up open-field fight for measuring how the cost
// of a fight grows: a side x side map with a seeded scatter of trees, mud,
// low walls and a few wall blocks, and figs figures split between two
// sides that start at opposite edges (riflemen, pistoleers with knives
// and pitchforks; one Wild Card a side). The same arguments give the same
// text on every machine.
func fieldScenario(side, figs int) string {
	rng := uint64(side*1000 + figs)
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int((rng >> 33) % uint64(n))
	}
	rows := make([][]byte, side)
	for y := range rows {
		rows[y] = []byte(strings.Repeat(".", side))
		for x := range rows[y] {
			switch r := next(100); {
			case r < 4:
				rows[y][x] = 'T'
			case r < 6:
				rows[y][x] = '~'
			case r < 7:
				rows[y][x] = '='
			}
		}
	}
	for range side * side / 200 { // small wall blocks, 2x2
		x, y := 4+next(max(1, side-9)), next(side-1)
		for dy := range 2 {
			for dx := range 2 {
				rows[y+dy][x+dx] = '#'
			}
		}
	}
	per := (figs + 1) / 2
	type placed struct {
		side string
		x, y int
	}
	var at []placed
	for i := range figs {
		s, k := "blue", i
		if i >= per {
			s, k = "red", i-per
		}
		n := per
		if s == "red" {
			n = figs - per
		}
		y := (2*k + 1) * side / (2 * n)
		x := 1 + k%2
		if s == "red" {
			x = side - 2 - k%2
		}
		rows[y][x] = '.'
		at = append(at, placed{s, x, y})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "name: Field %dx%d, %d figures\nmap:\n  rows:\n", side, side, figs)
	for _, r := range rows {
		fmt.Fprintf(&b, "    - %q\n", r)
	}
	b.WriteString("figures:\n")
	for i, p := range at {
		fmt.Fprintf(&b, "  - id: %s-%d\n    side: %s\n    at: [%d, %d]\n", p.side, i+1, p.side, p.x, p.y)
		if i == 0 || i == per {
			b.WriteString("    wildcard: true\n")
		}
		b.WriteString("    traits: {agility: d6, smarts: d4, spirit: d6, strength: d6, vigor: d6, fighting: d6, shooting: d6, athletics: d6, notice: d4}\n    weapons:\n")
		switch i % 3 {
		case 0:
			b.WriteString("      - {name: Rifle, range: 24/48/96, damage: 2d8, ap: 2, shots: 5}\n      - {name: Knife, damage: str+d4}\n")
		case 1:
			b.WriteString("      - {name: Revolver, range: 12/24/48, damage: 2d6, ap: 1, shots: 6, pistol: true}\n      - {name: Knife, damage: str+d4}\n")
		default:
			b.WriteString("      - {name: Pitchfork, damage: str+d6}\n")
		}
	}
	return b.String()
}
