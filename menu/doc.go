// Package menu owns the one catalogue of what a figure may be asked to
// do besides moving and attacking (Catalogue): each entry's id, label,
// whether it is the GM's, what it is aimed at (another figure, any figure,
// a door, something on the ground, a square, nothing), its choice (the
// weapon, the trait a Support helps, a test of will's effect) and the one
// function that builds its rules.Action from a Pick. SupportTraits and the
// disarm's choice of weapon and limb live here once.
//
// The window's More menu and its target checks (game/more.go,
// game/targets.go), the host's offers (session/offers_more.go) and the
// phone's labels of them (game/remote_actions.go, Label) all read it;
// nobody else builds a More-style action. A test holds every registered
// rules action kind to be in the catalogue or on an explicit list of
// kinds a person never picks from it, with the reason; CONTRIBUTING.md
// has the recipe for adding one.
//
// The GM's edit entries (Edits, BuildEdit: add a copy or a quick Extra,
// remove, reveal, Shaken, Stunned, Hold, Wounds, Fatigue, bennies) live
// here too, built from what a screen knows of the picked figure
// (EditPick); the window's edit mode and the GM's tablet read them.
//
// Still outside it: rules.Offers, the rules' list of what lies near a
// figure (doors, items, the dying, a mount, a charge), behind the
// window's Move-mode buttons and the host's door and item offers.
//
// It depends on rules only and builds for wasm.
package menu
