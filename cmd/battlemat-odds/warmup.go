package main

import (
	_ "embed"

	"battlemat/board"
)

// warmUpYAML is the battle a worker readied ahead of the GM's press
// plays a few fights of (odds.ServeWorker): a copy of
// testdata/field40.yaml, the measuring stick, so the fights' hot code is
// the browser's top tier by the press.
//
//go:embed warmup.yaml
var warmUpYAML []byte

// warmUpFile is the warm-up battle as a battle file, under the rules as
// they are now.
func warmUpFile() ([]byte, error) {
	_, b, err := board.StartBattle("warm-up", warmUpYAML, 1)
	if err != nil {
		return nil, err
	}
	return board.FileOf("warm-up", warmUpYAML, b).Marshal()
}
