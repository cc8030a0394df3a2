// Package templates owns the area-effect templates of the rules as exact
// geometry (Small, Medium and Large Blast, Cone, Stream) and the deviation
// of a blast that misses, per edition. It knows nothing of the board: the
// board asks a Shape which bases it covers (board.UnderTemplate).
package templates
