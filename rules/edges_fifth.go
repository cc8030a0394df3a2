package rules

// The Edges and Hindrances first played in rules revision 5 (Since: 5):
// under revision 4 a battle keeps the name and it does nothing, as it
// did then. Plain numbers are effects; what acts at a moment of its own
// is a feature the engine reads here.

// Named numbers of revision 5's Edges and Hindrances.
const (
	CombatAcrobatMod = -1 // attacks on a Combat Acrobat
	AssassinDamage   = 2  // Assassin's damage against a foe caught out
	BlindMod         = -6 // Blind: attack rolls (they need sight)
	LamePace         = -2 // deluxe Lame: Pace, and the running die a step down
	OneLegPace       = -4 // deluxe One Leg: Pace (6 to 2), no running
	OneLegFighting   = -2 // deluxe One Leg: Fighting
	MildMannered     = -2 // Intimidation
)

// Features of revision 5's Edges and Hindrances.
const (
	featWeaponMaster = "weapon_master"
	featAssassin     = "assassin"
	featNoRunning    = "no_running"
)

// edge5 registers an Edge first played in revision 5.
func edge5(name string, grant func(er *EdgeRules, w Written) []Effect, note string, eds ...Edition) {
	RegisterEntry(Entry{Kind: FromEdge, Name: name, Fight: true, Editions: eds, Note: note, Since: 5,
		Grant: func(ed Edition, w Written) []Effect { return grant(&ed.Rules().EdgeRules, w) }})
}

// hindrance5 registers a Hindrance first played in revision 5.
func hindrance5(name string, grant func(er *EdgeRules, major bool) []Effect, note string, eds ...Edition) {
	RegisterEntry(Entry{Kind: FromHindrance, Name: name, Fight: true, Editions: eds, Note: note, Since: 5,
		Grant: func(ed Edition, w Written) []Effect { return grant(&ed.Rules().EdgeRules, isMajor(w)) }})
}

func init() {
	// Weapon Master and Master of Arms: Parry +1 (+2) while armed; in
	// swade a Fighting raise adds a d8 (d10) instead of the d6.
	for rank, n := range []string{"Weapon Master", "Master of Arms"} {
		v := rank + 1
		RegisterEntry(Entry{Kind: FromEdge, Name: n, Fight: true, Since: 5, Improves: nameIf(rank == 1, "Weapon Master"),
			Grant: func(ed Edition, _ Written) []Effect {
				return []Effect{{Change: ChangeParry, Value: v, When: WhenArmed}, feat(featWeaponMaster, v)}
			}})
	}
	edge5("Combat Acrobat", func(*EdgeRules, Written) []Effect {
		return []Effect{{Change: ChangeAttacked, Value: CombatAcrobatMod}}
	}, "counted always: whether the figure is aware and free to move is the GM's", SWADE)
	edge5("Acrobat", func(er *EdgeRules, _ Written) []Effect {
		return only(er.AcrobatParry != 0, Effect{Change: ChangeParry, Value: er.AcrobatParry})
	}, "swade's free reroll of Athletics for balance and tumbling is the player's")
	edge5("Assassin", func(*EdgeRules, Written) []Effect { return []Effect{feat(featAssassin, 1)} }, "")

	hindrance5("Blind", func(*EdgeRules, bool) []Effect {
		return []Effect{{Change: ChangeAttack, Value: BlindMod}}
	}, "other tasks that need sight are the GM's")
	hindrance5("Lame", func(*EdgeRules, bool) []Effect {
		return []Effect{{Change: ChangePace, Value: LamePace}, {Change: ChangeRunning, Value: -1}}
	}, "", Deluxe)
	hindrance5("One Leg", func(*EdgeRules, bool) []Effect {
		return []Effect{{Change: ChangePace, Value: OneLegPace}, feat(featNoRunning, 1),
			{Change: ChangeTrait, Detail: string(Fighting), Value: OneLegFighting}}
	}, "climbing and swimming are the GM's", Deluxe)
	hindrance5("Mild Mannered", func(*EdgeRules, bool) []Effect {
		return []Effect{{Change: ChangeTrait, Detail: string(Intimidation), Value: MildMannered}}
	}, "", SWADE)
}

// armed: the figure holds a weapon (a natural one counts) or fights as a
// Martial Artist (Weapon Master's condition).
func (f *Figure) armed() bool {
	return len(f.Weapons) > 0 || f.feature(featMartialArtist) > 0
}

// weaponMasterDie sets the die a Fighting raise adds (swade's Weapon
// Master d8, Master of Arms d10) to a blow struck with a weapon (armed;
// a natural one counts) or as a Martial Artist: not with bare hands.
func weaponMasterDie(er *EdgeRules, spec *DamageSpec, f *Figure, armed bool) {
	if !armed && f.feature(featMartialArtist) == 0 {
		return
	}
	if r := f.feature(featWeaponMaster); r > 0 && er.WeaponMasterDie[min(r, 2)].Sides > 0 {
		spec.RaiseDie = er.WeaponMasterDie[min(r, 2)]
	}
}

// assassinMods is Assassin's +2 damage against a foe taken by The Drop
// or (swade) a Vulnerable one.
func (b *Battle) assassinMods(f, t *Figure, drop bool) Mods {
	if f == nil || t == nil || f.feature(featAssassin) == 0 {
		return nil
	}
	if drop || (b.Rules.AssassinVulnerable && b.Vulnerable(t)) {
		return Mods{{Name: "Assassin", Value: AssassinDamage}}
	}
	return nil
}

// cannotRun: One Leg forbids running.
func (f *Figure) cannotRun() bool { return f.HasEffects() && f.feature(featNoRunning) > 0 }
