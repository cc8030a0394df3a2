// Package templates lays the area-effect templates of the rules out as
// exact geometry (Small, Medium and Large Blast, Cone, Stream) and rolls
// the deviation of a blast that misses, per edition. Their names and sizes
// are the rules' (rules.Template and its sizes). It knows nothing of the board: the
// board asks a Shape which bases it covers (board.UnderTemplate).
package templates
