package rules

// The plain tactic's double tap. A figure that may double tap with its
// gun under the battle's rules (DoubleTaps: the Double Tap Edge, or a
// weapon marked double_tap where the mark is enough) fires it instead of
// the plain shot where that raises its chance to put the foe out:
//
//   - with one trait die (a RoF 1 gun, or the rounds pay for one die) a
//     double tap is that same die at +1 (two bursts: +2) to hit and the
//     same to damage: every roll that puts the foe out single still does,
//     and some more do. Always better, so no odds are worked out: it only
//     needs the rounds (two, or six for two bursts);
//   - with several RoF dice (a burst weapon with the Edge: two bursts),
//     one die at +2 to hit and damage against several at -2 recoil each
//     depends on the foe: the two are compared by their chance to Wound
//     it (for an Extra that is the chance to put it out; a Wild Card is
//     put out by Wounds, one attack rarely does it alone). Each is exact
//     for one die (AttackDamageOdds); the dice are taken as independent
//     tries, the Wild Die helping one of them, which is near enough to
//     choose between two actions. Two previews and a few closed forms,
//     only for a figure that has such a weapon: the thousand fights of
//     the odds barely notice.
//
// The runner falls back on the plain shot when the battle refuses it.

// rapidOrTap are the shots the plain tactic tries before the plain one:
// Rapid Fire's (edges_rapid.go), then the double tap (which Rapid Fire
// excludes; the runner tries the next when one is refused).
func rapidOrTap(b *Battle, f *Figure, gi, dice int, target string) []Action {
	return append(rapidShot(b, f, gi, dice, target), tapShot(b, f, gi, dice, target)...)
}

// tapShot is the double tap at target with the figure's gun gi that
// would fire dice trait dice, or nil when the tactic keeps to them.
func tapShot(b *Battle, f *Figure, gi, dice int, target string) []Action {
	w := f.Weapons[gi]
	if w.Thrown || !markedDoubleTap(b.Rules, w) && f.feature(featDoubleTap) == 0 {
		return nil // most shooters: no refusal worded
	}
	if !DoubleTaps(b.Rules, f, w) {
		return nil
	}
	_, _, rounds := DoubleTapOf(b.Rules, f, w)
	if w.Shots > 0 && gi < len(f.Ammo) && f.Ammo[gi] < rounds {
		return nil
	}
	tap := Shoot{Who: f.ID, Weapon: w.Name, Targets: []string{target}, Mode: DoubleTap}
	if dice > 1 && !tapBeatsDice(b, f, w, tap, dice) {
		return nil
	}
	return []Action{tap}
}

// tapBeatsDice says whether the double tap gives a better chance to
// Wound its target than dice trait dice of the plain shot.
func tapBeatsDice(b *Battle, f *Figure, w Weapon, tap Shoot, dice int) bool {
	t := b.Figure(tap.Targets[0])
	one, err := b.Preview(tap)
	if err != nil || t == nil {
		return false
	}
	plain := Shoot{Who: tap.Who, Weapon: tap.Weapon, Targets: make([]string, dice)}
	for i := range plain.Targets {
		plain.Targets[i] = t.ID
	}
	many, err := b.Preview(plain)
	if err != nil {
		return true
	}
	pTap := woundChance(one.Rolls[0].Test(0), b.shotDamage(f, w, tap, Short), t)
	test := many.Rolls[0].Test(0)
	spec := b.shotDamage(f, w, plain, Short)
	pWild := woundChance(test, spec, t)
	test.Wild = false
	miss := 1 - pWild
	pDie := woundChance(test, spec, t)
	for range dice - 1 {
		miss *= 1 - pDie
	}
	return pTap > 1-miss
}

// woundChance is the chance that one die of attack wounds target with
// damage spec (0 when the odds cannot be worked out).
func woundChance(attack TraitRoll, spec DamageSpec, target *Figure) float64 {
	o, err := AttackDamageOdds(attack, spec, target)
	if err != nil {
		return 0
	}
	return o.Wounds[0] + o.Wounds[1] + o.Wounds[2]
}
