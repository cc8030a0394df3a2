//go:build js

package game

// The browser holds less: a picture's full level is at most 4096x4096
// pixels on the GPU (64 MB), its smaller levels a third more.
func init() { maxPicturePixels = 1 << 24 }
