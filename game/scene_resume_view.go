package game

import "github.com/hajimehoshi/ebiten/v2"

// Draw adds nothing: the offer is the prompt's question and its two
// buttons (promptText, promptButtons), painted with the panel.
func (o *resumeScene) Draw(*views, *ebiten.Image) {}
