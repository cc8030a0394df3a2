//go:build !js

package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"battlemat/board"
	"battlemat/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// cmdRender paints a scenario's battlemat, a map file's alone, or a
// saved battle's as it stands now, to a PNG for handouts, with its physical resolution (pHYs)
// set so a printed square is 1". It draws with the window's own code on
// the GPU, in a hidden window: it needs a display (Xvfb will do) and
// says so clearly when there is none.
func cmdRender(args []string, out io.Writer) error {
	fs := newFlags("render")
	outPath := fs.String("out", "", "PNG file to write")
	ppi := fs.Float64("px-per-inch", 100, "pixels per 1\" square (100 prints 1\" squares at 100 dpi)")
	pos, err := parseFlags(fs, args, 1, "out")
	if err != nil {
		return err
	}
	if !(*ppi >= 4 && *ppi <= 1000) {
		return fmt.Errorf("--px-per-inch %v: want 4 to 1000", *ppi)
	}
	b, err := renderBoard(pos[0])
	if err != nil {
		return err
	}
	if w, h := game.PrintSize(b, *ppi); w > game.MaxImageSide || h > game.MaxImageSide {
		return fmt.Errorf("%dx%d pixels is more than %d on a side: lower --px-per-inch", w, h, game.MaxImageSide)
	}
	if err := needDisplay(); err != nil {
		return err
	}
	r := &renderer{b: b, ppi: *ppi, path: *outPath}
	ebiten.SetWindowVisible(false)
	ebiten.SetWindowTitle("battlemat render")
	ebiten.SetWindowSize(64, 64)
	if err := runGame(r, nil); err != nil {
		return err
	}
	if r.err != nil {
		return r.err
	}
	fmt.Fprintf(out, "wrote %s (%dx%d px, %g px per inch)\n", *outPath, r.w, r.h, *ppi)
	return nil
}

// renderBoard is the board FILE shows: a scenario's at the start, a
// Universal VTT map file's alone (as check reads it), or a saved battle
// file's replayed to where it was saved.
func renderBoard(path string) (*board.Board, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if board.IsBattleFile(data) {
		_, b, _, err := board.LoadBattle(path)
		return b, err
	}
	if board.IsUVTT(path) {
		return board.LoadUVTT(path)
	}
	return board.Load(path)
}

// renderer is a one-tick game: it paints the board off screen, writes the
// PNG and ends the loop.
type renderer struct {
	b    *board.Board
	ppi  float64
	path string
	w, h int
	err  error
}

func (r *renderer) Update() error {
	img, err := game.RenderImage(r.b, r.ppi)
	if err == nil {
		r.w, r.h = img.Bounds().Dx(), img.Bounds().Dy()
		err = writePNGFile(r.path, func(w io.Writer) error { return game.WritePNGAt(w, img, r.ppi) })
	}
	r.err = err
	return ebiten.Termination
}

func (r *renderer) Draw(*ebiten.Image) {}

func (r *renderer) Layout(w, h int) (int, int) { return w, h }

// writePNGFile writes through a buffer and reports the close error too.
func writePNGFile(path string, enc func(io.Writer) error) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, f.Close()) }()
	bw := bufio.NewWriter(f)
	if err := enc(bw); err != nil {
		return err
	}
	return bw.Flush()
}
