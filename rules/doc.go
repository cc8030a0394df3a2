// Package rules owns the Savage Worlds arithmetic: dice that ace, trait
// tests with the Wild Die, damage against Toughness, Soak, the Injury Table,
// the initiative deck, the edition table and the exact odds of all of it,
// and the battle engine that plays a fight with them.
//
// It imports only the standard library and geom (plain points, no board).
// Randomness always comes in as a seeded *RNG, and every roll becomes an
// Event, so a fight can be logged, replayed and undone.
//
// The battle engine. A Battle is a Battlefield (where things stand: the board
// answers geometry through the Battlefield interface, and this package turns
// those answers into modifiers), a Fight (the deck, the dice, the events)
// and the Actions applied so far. An Action is a plain value that comes
// from and goes to JSON (battle files, scripts, network messages), so it
// is the same action wherever it came from.
//
// Each action describes itself once, in its Plan: who acts and every trait
// roll it will make, with the trait, the weapon, each die's target and TN
// and every modifier by name, worked out before any die is thrown (plan.go).
// Battle.Apply plans the action (refusing it, unchanged, when the rules
// forbid it), lets the rule hooks add their modifiers to each planned roll
// (an unstable platform, a held Support bonus, the off hand: rulehooks.go),
// then has the action resolve that plan: roll, change the figures, record
// the events. Battle.Preview stops before the dice, so the odds a window
// shows and the modifiers a script previews are the roll that follows.
//
// What characters bring. A figure's Edges, Hindrances and special
// abilities are kept as written (Figure.Edges, Hindrances, Abilities); the
// registry (effect_registry.go) knows one Entry per Edge, Hindrance or
// ability and turns each known name into Effects when the battle starts
// (Figure.Grant). An Effect (effect.go) is one closed vocabulary shared by
// Edges, Hindrances, abilities, powers and the GM's rulings: its source,
// what it changes, its value, when it applies and when it ends. Effects
// become modifiers named after their source ("-2 Dodge", "+1 Block") in
// the same plans as every other modifier (effect_apply.go), so no screen
// needs to know an Edge to show it.
//
// A battle is its starting table, its seed, its actions with the answers
// given to their questions (Soak, benny rerolls) and the rules revision it
// was started under (edition.go: a correction of a rules reading is a field
// of the edition table, so an older battle replays under the reading it was
// played with). Undo rebuilds the battle from those; Checkpoint and Restore
// keep a state to come back to without a replay.
//
// Whole fights without a person: Plain is the program's tactic
// (tactic.go), PlayFight plays a fight with one per side (simulate.go),
// and Simulation plays many from the same start, a few at a time, and
// counts who won and how each player character ended (simulation.go):
// the odds of a fight.
package rules
