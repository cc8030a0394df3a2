package rules

// The Hindrances that change a fight (CHARACTERS section 3): one registry
// entry each, "(Major)" after the name for the Major version where both
// exist. Behaviour-only Hindrances are known and kept as notes.

func hindrance(name string, grant func(major bool) []Effect, note string, eds ...Edition) {
	e := Entry{Kind: FromHindrance, Name: name, Fight: true, Note: note, Editions: eds}
	if grant != nil {
		e.Grant = func(_ Edition, w Written) []Effect { return grant(isMajor(w)) }
	}
	RegisterEntry(e)
}

// pick is minor or major by the Hindrance's severity.
func pick(major bool, minor, maj int) int {
	if major {
		return maj
	}
	return minor
}

func init() {
	hindrance("Bad Eyes", func(major bool) []Effect {
		return []Effect{{Change: ChangeAttack, Detail: AttackRanged, Value: pick(major, -1, -2)}}
	}, "glasses lost on a Wound are not rolled")
	hindrance("One Eye", func(bool) []Effect { return []Effect{feat(featOneEye, 1)} }, "")
	hindrance("One Arm", func(bool) []Effect { return []Effect{feat(featOneArm, 1)} }, "")
	// Small: swade's Size -1 (so Toughness -1; SizeNow: never below -1
	// by it), deluxe's Toughness -1.
	RegisterEntry(Entry{Kind: FromHindrance, Name: "Small", Fight: true, Grant: func(ed Edition, _ Written) []Effect {
		if ed.Rules().SmallIsSize {
			return []Effect{{Change: ChangeSize, Value: -1}}
		}
		return []Effect{{Change: ChangeToughness, Value: -1}}
	}})
	hindrance("Obese", func(bool) []Effect {
		return []Effect{{Change: ChangeToughness, Value: 1}, {Change: ChangePace, Value: -1}, {Change: ChangeRunning, Value: -1}}
	}, "")
	hindrance("Slow", func(major bool) []Effect {
		es := []Effect{{Change: ChangePace, Value: pick(major, -1, -2)}, {Change: ChangeRunning, Value: -1}}
		if major {
			es = append(es, Effect{Change: ChangeTrait, Detail: string(Athletics), Value: -2})
		}
		return es
	}, "", SWADE)
	// Elderly: swade's -1 to three attributes' rolls; deluxe's Strength
	// and Vigor a die lower (Figure.Trait reads the feature).
	RegisterEntry(Entry{Kind: FromHindrance, Name: "Elderly", Fight: true,
		Grant: func(ed Edition, _ Written) []Effect {
			if ed.Rules().ElderlyDice {
				return []Effect{{Change: ChangePace, Value: -1}, feat(featElderly, 1)}
			}
			return []Effect{{Change: ChangePace, Value: -1},
				{Change: ChangeTrait, Detail: string(Agility), Value: -1},
				{Change: ChangeTrait, Detail: string(Strength), Value: -1},
				{Change: ChangeTrait, Detail: string(Vigor), Value: -1}}
		}})
	hindrance("Clumsy", func(bool) []Effect {
		return []Effect{{Change: ChangeTrait, Detail: string(Athletics), Value: -2}, {Change: ChangeTrait, Detail: string(Stealth), Value: -2}}
	}, "", SWADE)
	RegisterEntry(Entry{Kind: FromHindrance, Name: "Young", Fight: true, Grant: func(ed Edition, w Written) []Effect {
		major := isMajor(w)
		if ed.Rules().YoungOneBenny {
			return []Effect{{Change: ChangeBennies, Value: 1}} // Major only in deluxe
		}
		es := []Effect{{Change: ChangeBennies, Value: pick(major, 1, 2)}}
		if major {
			es = append(es, Effect{Change: ChangeSize, Value: -1}) // and Small
		}
		return es
	}})
	hindrance("Bad Luck", func(bool) []Effect { return []Effect{{Change: ChangeBennies, Value: -1}} }, "")
	hindrance("Hesitant", func(bool) []Effect { return []Effect{feat(featHesitant, 1)} }, "", SWADE)
	// Hard of Hearing: notice.go (played from revision 8).
	RegisterEntry(Entry{Kind: FromHindrance, Name: "Timid", Aliases: []string{"Yellow"}, Fight: true,
		Grant: func(Edition, Written) []Effect { return []Effect{{Change: ChangeFear, Value: -2}} }})
	for _, n := range []string{"Arrogant", "Overconfident", "Bloodthirsty", "Heroic", "Loyal", "Death Wish",
		"Impulsive", "Code of Honor", "Pacifist"} {
		RegisterEntry(Entry{Kind: FromHindrance, Name: n, Note: "behaviour: the player's and the GM's"})
	}
}
