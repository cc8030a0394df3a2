package rules

// The plain benny policy: what a sensible player (or the GM) does with a
// figure's bennies when nobody is asked, as in a simulated fight or the
// odds of a fight. Soak comes first: a figure keeps PlainKeepForSoak
// bennies (its own and, for the GM's figures, the GM's pool together)
// for Soak (DefaultSoak) and spends only the ones above them on rerolls;
// once it is Incapacitated there is nothing left to Soak, and it spends
// them all (the Incapacitation and Bleeding Out rolls). Then it rerolls
//   - a failed trait test (an attack, a Spirit roll...) that a fresh roll
//     makes at least PlainRerollChance of the time, never a success (a
//     raise is not worth a benny here) nor a critical failure;
//   - a damage roll that Shakes but falls short of a Wound by at most
//     PlainDamageShort (where the rules offer it: swade, revision 6; No
//     Mercy in deluxe).

// PlainKeepForSoak is how many bennies the plain policy keeps for Soak.
const PlainKeepForSoak = 1

// PlainRerollChance is the least chance of success of a fresh roll for
// which the plain policy rerolls a failed test: a Wild Card's d6 at TN 4
// makes 75% and its d8 at -2 48% (rerolled); its d6 at -4 of cover and
// range 26%, an Extra's d6 at -2 17% (the benny is kept).
const PlainRerollChance = 0.4

// PlainDamageShort is how far short of a Wound (Toughness + 4) a damage
// roll that already Shakes may fall and still be rerolled: 1 to 3 below
// the Wound line, a roll that came close; one short by 4 only just
// reached Toughness, and the target was harder than the dice.
const PlainDamageShort = 3

// PlainReroll is the plain benny policy (above) as the battle's Reroll
// policy: b.Reroll = b.PlainReroll.
func (b *Battle) PlainReroll(f *Figure, what string, res TraitResult) bool {
	if b.plainSpare(f) <= 0 {
		return false
	}
	if what == DamageReroll {
		short := res.TN + 4 - res.Total
		return res.Success && res.Raises == 0 && short <= PlainDamageShort
	}
	if res.Success || res.CriticalFailure {
		return false
	}
	tr := res.Roll
	if tr.Die.Zero() && !tr.Unskilled {
		return false // nothing known of the dice: keep the benny
	}
	if res.TN > 0 {
		tr.TN = res.TN // an opposed roll's TN is the other side's total
	}
	return AtLeastRaises(tr, 0) >= PlainRerollChance
}

// plainSpare is how many of f's bennies the plain policy may spend on a
// reroll: all it may spend (its own, the GM's pool for the GM's
// figures) less the ones kept for Soak while it is up.
func (b *Battle) plainSpare(f *Figure) int {
	n := f.Bennies
	if b.Fight.FromPool(f) {
		n += b.Fight.Pool
	}
	if f.Incapacitated || f.Dead {
		return n
	}
	return n - PlainKeepForSoak
}

// PlainBennies sets b's policies to the plain ones: Soak by DefaultSoak,
// rerolls by PlainReroll. A simulated fight spends bennies as a table
// would; a replay still reads the recorded answers.
func PlainBennies(b *Battle) {
	b.Soak = DefaultSoak
	b.Reroll = b.PlainReroll
}
