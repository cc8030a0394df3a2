// Package board owns where things stand on the battlemat: the scenario file,
// the grid and its terrain, figures and their bases, movement (Reach), the
// geometry of a line of fire (how much of a target terrain hides, the
// distance, adjacency: Line; the rules turn those facts into cover, range
// bands and modifiers, rules.Line.Sight), bystanders, and who lies under a
// template. It knows no
// ebiten and runs headless and in the browser build.
package board
