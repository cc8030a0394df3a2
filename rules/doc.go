// Package rules owns the Savage Worlds arithmetic: dice that ace, trait
// tests with the Wild Die, damage against Toughness, Soak, the Injury Table,
// the initiative deck, the edition table and the exact odds of all of it.
//
// It imports only the standard library and geom (plain points, no board).
// Randomness always comes in as a seeded *RNG, and every roll becomes an
// Event, so a fight can be logged, replayed and undone.
package rules
