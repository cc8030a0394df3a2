// Package board owns where things stand on the battlemat: the scenario file,
// the grid and its terrain, figures and their bases, movement (Reach), line
// of fire and cover, bystanders, and who lies under a template. It knows no
// ebiten and runs headless and in the browser build.
package board
