// Package menu will own the one catalogue of what a figure may be asked
// to do besides moving and attacking: each entry's id, label, key, whether
// it is the GM's, what it is aimed at (a figure, a door, a square, a point,
// nothing), its choices (called shot, fire mode, weapon, trait) and the one
// function that builds its rules.Action.
//
// The plan (issue "One seat, one screen"): the window's More menu, its
// target checks, the host's offers and the phone's buttons all read this
// catalogue, and nobody else builds a More-style action; supportTraits,
// the disarm choice and the called-shot cycle live here once. Today those
// are built in rules/offers.go, server/offers*.go, game/more.go with
// game/targets.go, and game/remote_actions.go with game/remote_more.go.
// A test holds every registered rules action kind to be in the catalogue
// or on an explicit list of kinds a person never picks, with the reason.
// It depends on rules only and builds for wasm.
package menu
