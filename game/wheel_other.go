//go:build !js

package game

// wheelUnit is one notch of the wheel as ebiten reports it: 1 on the
// desktop (wheel_js.go has the browser's).
const wheelUnit = 1
