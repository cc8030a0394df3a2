package board

// Picture is a map's picture as its file holds it: the encoded bytes (PNG,
// JPEG or WebP, told apart by their first bytes), its size in pixels, and
// how many pixels make one square (1") on the grid. Decoding the pixels is
// left to whoever draws it.
type Picture struct {
	Format    string // "png", "jpeg" or "webp"
	Data      []byte
	W, H      int
	PxPerInch float64
	OffsetX   float64 // pixels from the picture's left edge to the grid's
	OffsetY   float64
}
