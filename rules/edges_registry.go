package rules

import "strings"

// The Combat Edges (CHARACTERS section 2, Improved versions included):
// one registry entry each. A plain number is an effect (Block is Parry +1
// and Gang Up -1 against it); what the engine does at a moment of its own
// (First Strike, Sweep, the deal) is a feature effect the rule reads by
// name (Figure.feature). Entries without Grant are known and kept; their
// Note says what is not played yet.

// Feature names (ChangeFeature's Detail) the engine reads.
const (
	featFirstStrike   = "first_strike"
	featCounterattack = "counterattack"
	featFrenzy        = "frenzy"
	featSweep         = "sweep"
	featQuick         = "quick"
	featHesitant      = "hesitant"
	featMarksman      = "marksman"
	featRockAndRoll   = "rock_and_roll"
	featSteadyHands   = "steady_hands"
	featHardToKill    = "hard_to_kill"
	featDeadShot      = "dead_shot"
	featElan          = "elan"
	featNoMercy       = "no_mercy"
	featExtraction    = "extraction"
	featBrawler       = "brawler"
	featMartialArtist = "martial_artist"
	featMightyBlow    = "mighty_blow"
	featHarderToKill  = "harder_to_kill"
	featGiantKiller   = "giant_killer"
	featCommand       = "command"
	featPresence      = "command_presence"
	featHoldTheLine   = "hold_the_line"
	featFervor        = "fervor"
	featNaturalLeader = "natural_leader"
	featFleetFooted   = "fleet_footed"
	featOneEye        = "one_eye"
	featOneArm        = "one_arm"
	featElderly       = "elderly"
)

// feat is a feature effect of the given rank.
func feat(detail string, rank int) Effect {
	return Effect{Change: ChangeFeature, Detail: detail, Value: rank}
}

// feature is the rank of the figure's feature (the largest Value of its
// feature effects of that name; 0 without).
func (f *Figure) feature(detail string) int {
	// eachEffect's order, written out: a figure's features are asked
	// many times a turn, and a call of the visitor per effect cost more
	// than the test.
	n := 0
	for _, es := range [2][]Effect{f.granted, f.Effects} {
		for i := range es {
			if e := &es[i]; e.Change == ChangeFeature && e.Value > n && e.Detail == detail {
				n = e.Value
			}
		}
	}
	return n
}

// edgeEntry registers a Combat Edge.
func edgeEntry(name string, grant func(er *EdgeRules, w Written) []Effect, note string, eds ...Edition) {
	e := Entry{Kind: FromEdge, Name: name, Fight: true, Editions: eds, Note: note}
	if grant != nil {
		e.Grant = func(ed Edition, w Written) []Effect { return grant(&ed.Rules().EdgeRules, w) }
	}
	RegisterEntry(e)
}

// ranked registers an Edge and its Improved version, grant given the
// rank (1, 2).
func ranked(name string, grant func(er *EdgeRules, rank int) []Effect) {
	edgeEntry(name, func(er *EdgeRules, _ Written) []Effect { return grant(er, 1) }, "")
	improved(name, "Improved "+name, func(er *EdgeRules, _ Written) []Effect { return grant(er, 2) }, "")
}

// improved registers the higher rank of an Edge, whose numbers include
// the lower rank's.
func improved(base, name string, grant func(er *EdgeRules, w Written) []Effect, note string, eds ...Edition) {
	e := Entry{Kind: FromEdge, Name: name, Fight: true, Editions: eds, Note: note, Improves: base}
	e.Grant = func(ed Edition, w Written) []Effect { return grant(&ed.Rules().EdgeRules, w) }
	RegisterEntry(e)
}

// nameIf is s when cond holds, "" otherwise.
func nameIf(cond bool, s string) string {
	if !cond {
		return ""
	}
	return s
}

// only returns effects when cond holds.
func only(cond bool, es ...Effect) []Effect {
	if !cond {
		return nil
	}
	return es
}

func init() {
	ranked("Block", func(er *EdgeRules, r int) []Effect {
		return append([]Effect{{Change: ChangeParry, Value: r}},
			only(er.BlockGangUp, Effect{Change: ChangeGangedUp, Value: -r})...)
	})
	ranked("Dodge", func(er *EdgeRules, r int) []Effect {
		return append([]Effect{{Change: ChangeAttacked, Detail: AttackRanged, Value: er.DodgeMod[r], When: WhenRanged, AsCover: true}},
			only(er.DodgeEvade[r] != 0, Effect{Change: ChangeEvade, Value: er.DodgeEvade[r]})...)
	})
	for _, f := range []struct{ name, feat string }{
		{"First Strike", featFirstStrike}, {"Counterattack", featCounterattack},
		{"Frenzy", featFrenzy}, {"Sweep", featSweep},
	} {
		ranked(f.name, func(_ *EdgeRules, r int) []Effect { return []Effect{feat(f.feat, r)} })
	}
	edgeEntry("Combat Reflexes", func(*EdgeRules, Written) []Effect {
		return []Effect{{Change: ChangeUnshake, Value: 2}, {Change: ChangeUnstun, Value: 2}}
	}, "")
	ranked("Nerves of Steel", func(_ *EdgeRules, r int) []Effect {
		return []Effect{{Change: ChangeIgnoreWounds, Value: r}}
	})
	edgeEntry("Hard to Kill", func(*EdgeRules, Written) []Effect { return []Effect{feat(featHardToKill, 1)} }, "")
	edgeEntry("Harder to Kill", func(*EdgeRules, Written) []Effect { return []Effect{feat(featHarderToKill, 1)} }, "")
	edgeEntry("Brawny", func(*EdgeRules, Written) []Effect {
		return []Effect{{Change: ChangeSize, Value: 1}}
	}, "carrying capacity is not tracked")
	edgeEntry("Giant Killer", func(*EdgeRules, Written) []Effect { return []Effect{feat(featGiantKiller, 1)} }, "")
	for rank, n := range []string{"Trademark Weapon", "Improved Trademark Weapon"} {
		v := rank + 1
		RegisterEntry(Entry{Kind: FromEdge, Name: n, Fight: true, Param: TextParam, NeedsParam: true, Improves: nameIf(rank == 1, "Trademark Weapon"),
			Grant: func(ed Edition, w Written) []Effect {
				es := []Effect{{Change: ChangeAttack, Value: v, When: WhenWeapon, For: w.Detail}}
				if ed.Rules().TrademarkParry {
					es = append(es, Effect{Change: ChangeParry, Value: v, When: WhenWeapon, For: w.Detail})
				}
				return es
			}})
	}
	edgeEntry("Iron Jaw", func(*EdgeRules, Written) []Effect { return []Effect{{Change: ChangeSoak, Value: 2}} },
		"", SWADE) // and +2 against a knockout blow from revision 5: edges_will.go

	// Ranged (2.2).
	edgeEntry("Marksman", func(*EdgeRules, Written) []Effect { return []Effect{feat(featMarksman, 1)} }, "")
	edgeEntry("Rock and Roll!", func(*EdgeRules, Written) []Effect { return []Effect{feat(featRockAndRoll, 1)} }, "")
	edgeEntry(DeadShot, func(*EdgeRules, Written) []Effect { return []Effect{feat(featDeadShot, 1)} }, "")
	edgeEntry(MightyBlow, func(*EdgeRules, Written) []Effect { return []Effect{feat(featMightyBlow, 1)} }, "")
	edgeEntry("Brawler", func(*EdgeRules, Written) []Effect {
		return []Effect{{Change: ChangeToughness, Value: 1}, feat(featBrawler, 1)}
	}, "claws are not stepped up", SWADE)
	edgeEntry("Bruiser", func(*EdgeRules, Written) []Effect {
		return []Effect{{Change: ChangeToughness, Value: 1}, feat(featBrawler, 2)}
	}, "claws are not stepped up", SWADE)
	edgeEntry("Martial Artist", func(*EdgeRules, Written) []Effect { return []Effect{feat(featMartialArtist, 1)} }, "")
	edgeEntry("Martial Warrior", func(*EdgeRules, Written) []Effect { return []Effect{feat(featMartialArtist, 2)} }, "", SWADE)
	edgeEntry("Extraction", func(*EdgeRules, Written) []Effect { return []Effect{feat(featExtraction, 1)} }, "battlemat picks the foes spared", SWADE)
	edgeEntry("Improved Extraction", func(*EdgeRules, Written) []Effect { return []Effect{feat(featExtraction, 3)} }, "battlemat picks the foes spared", SWADE)
	RegisterEntry(Entry{Kind: FromEdge, Name: "Brave", Fight: true, Grant: func(ed Edition, _ Written) []Effect {
		return append([]Effect{{Change: ChangeFear, Value: 2}}, only(ed.Rules().BraveFearTable, Effect{Change: ChangeFearTable, Value: -2})...)
	}})
	// Tough as Nails: one more Wound before Incapacitation (Tougher than
	// Nails, which includes it, two); deluxe: Toughness +1 (+2).
	for rank, n := range []string{"Tough as Nails", "Tougher than Nails"} {
		v := rank + 1
		RegisterEntry(Entry{Kind: FromEdge, Name: n, Fight: true, Improves: nameIf(rank == 1, "Tough as Nails"), Grant: func(ed Edition, _ Written) []Effect {
			if ed.Rules().NailsWounds {
				return []Effect{{Change: ChangeWounds, Value: v}}
			}
			return []Effect{{Change: ChangeToughness, Value: v}}
		}})
	}
	edgeEntry("Elan", func(*EdgeRules, Written) []Effect { return []Effect{feat(featElan, 1)} }, "")
	// No Mercy (revision 6): swade +2 to a damage roll rerolled with a
	// benny; deluxe the benny reroll of damage itself (damage_reroll.go).
	RegisterEntry(Entry{Kind: FromEdge, Name: "No Mercy", Fight: true, Since: 6,
		Grant: func(Edition, Written) []Effect { return []Effect{feat(featNoMercy, 1)} }})
	edgeEntry("Steady Hands", func(*EdgeRules, Written) []Effect { return []Effect{feat(featSteadyHands, 1)} }, "")

	// Initiative, bennies, speed (2.3).
	ranked("Level Headed", func(_ *EdgeRules, r int) []Effect { return []Effect{{Change: ChangeCards, Value: r}} })
	edgeEntry("Quick", func(*EdgeRules, Written) []Effect { return []Effect{feat(featQuick, 1)} }, "")
	edgeEntry("Luck", func(*EdgeRules, Written) []Effect { return []Effect{{Change: ChangeBennies, Value: 1}} }, "")
	improved("Luck", "Great Luck", func(*EdgeRules, Written) []Effect { return []Effect{{Change: ChangeBennies, Value: 2}} }, "")
	edgeEntry("Fleet-Footed", func(er *EdgeRules, _ Written) []Effect {
		return []Effect{{Change: ChangePace, Value: 2}, feat(featFleetFooted, 1)}
	}, "")

	// Leadership (2.4): read on the map by the allies in range.
	for _, l := range []struct{ name, feat string }{
		{"Command", featCommand}, {"Command Presence", featPresence}, {"Hold the Line!", featHoldTheLine},
		{"Fervor", featFervor}, {"Natural Leader", featNaturalLeader},
	} {
		edgeEntry(l.name, func(*EdgeRules, Written) []Effect { return []Effect{feat(l.feat, 1)} }, "")
	}

	// Known, kept, not played yet (or not in a fight's numbers).
	for _, n := range []struct{ name, note string }{
		{"Leader of Men", "its d10 is the Wild Die of a group roll, and battlemat rolls each Extra on its own: no group rolls, no Wild Die to raise"},
	} {
		RegisterEntry(Entry{Kind: FromEdge, Name: n.name, Fight: true, Note: n.note})
	}
}

// isMajor: a Hindrance written "(Major)".
func isMajor(w Written) bool { return strings.EqualFold(strings.TrimSpace(w.Detail), "major") }
