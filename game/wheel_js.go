//go:build js

package game

// wheelUnit is one notch of the wheel as ebiten reports it: the page's
// deltaY in CSS pixels, about 100 a notch in Chromium and Firefox.
// Without it a notch zoomed the browser's map 2x and moved the alignment
// helper's scale 5%, against 15% and 1% on the desktop.
const wheelUnit = 100
