//go:build !js

package game_test

import "battlemat/game"

// remoteTable is the small hosted table of the seat tests: Anna's hero,
// a cultist Extra and a hidden horror only the GM's seat sees.
var remoteTable = game.ScenarioText("name: Remote", game.OpenRows(8, 3),
	game.AnnsHero(game.At(0, 0), "traits: {agility: d8, shooting: d8, vigor: d6}",
		"weapons:",
		"  - {name: Colt, range: 12/24/48, damage: 2d6+1, shots: 6}"),
	game.CultExtra("c1", "Cultist", 7, 2),
	game.Figure("lurker", "Skulking Horror", "cult", "hidden: true", game.At(7, 0), "traits: {agility: d8, vigor: d10}"))
