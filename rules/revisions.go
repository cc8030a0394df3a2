package rules

import "fmt"

// The revisions of battlemat's reading of the rules: which corrections
// each revision has (the numbers themselves are in edition.go). A saved
// battle replays under its own revision; new ones take the current.

// The revisions of the rules: FirstRevision as first shipped, 2 after
// the first rules audit, 3 after the second, 4 after the third and the
// characters' Edges, Hindrances and abilities, 5 after the second pass
// over characters and powers, 6 after the third, 7 after the fourth,
// 8 after the fifth, 9 after the sixth, 10 after the seventh, 11
// after the eighth, CurrentRevision after the ninth. New battles are played under CurrentRevision; a saved
// battle replays under its own.
const (
	FirstRevision   = 1
	CurrentRevision = 12
)

// CheckRevision says whether this version knows the revision.
func CheckRevision(rev int) error {
	if rev < FirstRevision || rev > CurrentRevision {
		return fmt.Errorf("rules revision %d is not one this battlemat knows (%d to %d): a newer battlemat may", rev, FirstRevision, CurrentRevision)
	}
	return nil
}

// revision1 turns the current rules into revision 1's: every correction
// of the first rules audit off, and the table values it changed back.
func revision1(r EditionRules) *EditionRules {
	r = *revision2(r)
	r.Revision = 1
	r.RunDeclaredFirst = false
	r.ObstacleAsArmor = false
	r.MeleeLight = false
	r.PitchAttackAnywhere = false // adjacent only, in both editions
	r.PitchAttackKnown = false
	r.VulnerableEveryAction = false
	r.BoundCannotShoot = false
	r.GrappleSize = false
	r.EvadeInPlace = false
	r.ProneNotWithCover = false
	r.SuppressSparesHidden = false
	r.BlastNeedsLineOfFire = false
	r.StunnedDistractedEnds = false
	r.HiddenNoCover = false
	r.SteedsOnly = false
	r.PistolByKey = false
	r.FireModesByKey = false
	r.SingleShotOneRound = false
	r.AimNoBonusAtExtreme = false
	r.SlugsAtExtreme = false
	r.AssignShotDice = false
	r.StrayPlainDamage = false
	r.ShotgunStrayUnderWild = false
	r.RerollInjuryRolls = false
	r.EdgedByWeapon = false
	r.AmbushersDealtIn = true   // deluxe's ambushers were dealt in too
	r.OpposedActorFirst = false // both rolled, the actor rerolled last
	r.DropKnockout = true       // deluxe had the knockout blow too
	r.SameWeaponTwice = false   // swade let a weapon attack once a turn
	return &r
}

// revision11 is the rules as the eighth pass left them: revision 12's
// corrections off.
func revision11(r EditionRules) *EditionRules {
	r.Revision = 11
	r.PlainOpensDoorTowardFoe = false
	r.PlainShooterSeeksBetterShot = false
	return &r
}

// revision10 is the rules as the seventh pass over characters and
// powers left them: revision 11's corrections off.
func revision10(r EditionRules) *EditionRules {
	r = *revision11(r)
	r.Revision = 10
	r.ApproachWalkAStar = false
	r.PlainLeavesStalemates = false
	return &r
}

// revision9 is the rules as the sixth pass over characters and powers
// left them: revision 10's corrections off.
func revision9(r EditionRules) *EditionRules {
	r = *revision10(r)
	r.Revision = 9
	r.WeaknessEffect = false
	r.ConstructWildOnly = false
	return &r
}

// revision8 is the rules as the fifth pass over characters and powers
// left them: revision 9's corrections off.
func revision8(r EditionRules) *EditionRules {
	r = *revision9(r)
	r.Revision = 8
	r.MobileOwnSide = false
	r.PoisonIncapacitation = false
	r.WakeNotPastCard = false
	r.SilenceKeptUp = false
	r.SwadeBurstDoubleTap = false
	r.BreathWholeTurn = false
	r.PanicWithdrawal = false
	r.SwatNamedAttacks = false
	r.RegenerationExcepts = false
	r.ParalysisRounds = false
	return &r
}

// revision7 is the rules as the fourth pass over characters and powers
// left them: revision 8's corrections off.
func revision7(r EditionRules) *EditionRules {
	r = *revision8(r)
	r.Revision = 7
	r.PoisonStates = false
	r.DeluxeBlindAgility = false
	r.NoticeSearch = false
	r.DispelCounter = false
	return &r
}

// revision6 is the rules as the third pass over characters and powers
// left them: revision 7's corrections off.
func revision6(r EditionRules) *EditionRules {
	r = *revision7(r)
	r.Revision = 6
	r.DispelAreas = false
	r.HealingGoldenHour = false
	r.SizeReach = false
	r.FreeAttacksAdjacent = false
	r.NaturalLeaderTactician = false
	r.KillerInstinctSkillOnly = false
	r.LethalPoisonKills = false
	r.OneBlastTemplate = false
	return &r
}

// revision5 is the rules as the second pass over characters and powers
// left them: revision 6's corrections off.
func revision5(r EditionRules) *EditionRules {
	r = *revision6(r)
	r.Revision = 5
	r.DangerSenseHold = false
	r.BerserkFatigue = false
	r.BerserkCalm = false
	r.BennyRerollsDamage = false
	r.ConeBreaksBarrier = false
	r.WithdrawFromReach = false
	r.SweepFrenzyReach = false
	r.KillerInstinctOne = false
	return &r
}

// revision4 is the rules as the third audit and the first characters'
// pass left them: revision 5's corrections off.
func revision4(r EditionRules) *EditionRules {
	r = *revision5(r)
	r.Revision = 4
	r.PanicFlees = false
	r.TimidResistsIntimidation = false
	r.IronJawKnockout = false
	r.ElderlyStrengthDamage = false
	r.FrenzySweepReroll = false
	r.MeleeReach = false
	r.PowersHarmEthereal = false
	r.SpeedRaiseRunsFree = false
	r.SlothRaiseMoveAction = false
	return &r
}

// revision3 is the rules as the second audit left them: the third
// audit's corrections and the characters' rules off.
func revision3(r EditionRules) *EditionRules {
	r = *revision4(r)
	r.Revision = 3
	r.ScaleMods = false
	r.SizeWounds = false
	r.CornerWallsPart = false
	r.SoakedNoKnockout = false
	r.SuppressDistractedLater = false
	r.MeleeCover = false
	r.VulnerableAnyAttack = false
	r.NonlethalByDamageType = false
	r.HolderCrushOrBite = false
	r.DoorsAlike = false
	r.BreakDoorsAnyAttack = false
	r.RerollEveryTest = false
	r.GrappleScale = false
	return &r
}

// revision2 is the rules as the first audit left them: the second
// audit's corrections off.
func revision2(r EditionRules) *EditionRules {
	r = *revision3(r)
	r.Revision = 2
	r.InterruptTieActorFirst = false
	r.InterruptTieSimultaneous = false
	r.HealingCritWound = false
	r.HealStopsBleeding = false
	r.HealAfterFight = false
	r.IncapacitatedLosesHold = false
	r.OneHolder = false
	r.HoldEndsApart = false
	r.DisarmArmOnly = false
	r.CoverByHalves = false
	r.ChargeByPath = false
	r.ChargeWinnerOnly = false
	r.GMBennies = false
	return &r
}

// audit9 is every correction of revision 10 (the seventh pass over
// characters and powers), on from it.
func audit9(r *EditionRules) {
	r.WeaknessEffect = true
	r.ConstructWildOnly = r.Edition == Deluxe // swade's Construct ignores one point, Wild Card or not
}

// audit8 is every correction of revision 9 (the sixth pass over
// characters and powers), on from it.
func audit8(r *EditionRules) {
	r.MobileOwnSide = true
	r.PoisonIncapacitation = true
	r.WakeNotPastCard = true
	r.SilenceKeptUp = r.Edition == SWADE       // deluxe has no Silence
	r.SwadeBurstDoubleTap = r.Edition == SWADE // deluxe's burst is +2 and its double tap anyone's
	r.BreathWholeTurn = true
	r.PanicWithdrawal = true
	r.SwatNamedAttacks = r.Edition == SWADE // deluxe has no Swat
	r.RegenerationExcepts = true
	r.ParalysisRounds = r.Edition == SWADE // deluxe has no Paralysis ability here
}

// audit7 is every correction of revision 8 (the fifth pass over
// characters and powers), on from it.
func audit7(r *EditionRules) {
	r.PoisonStates = r.Edition == SWADE // deluxe's poison table was not read
	r.DeluxeBlindAgility = r.Edition == Deluxe
	r.NoticeSearch = true
	r.DispelCounter = r.Edition == SWADE // deluxe has no Dispel here
}

// audit6 is every correction of revision 7 (the fourth pass over
// characters and powers), on from it.
func audit6(r *EditionRules) {
	r.DispelAreas = r.Edition == SWADE // deluxe has no Dispel here
	r.HealingGoldenHour = true
	r.SizeReach = r.Edition == SWADE // deluxe has no Size Table
	r.FreeAttacksAdjacent = r.Edition == Deluxe
	r.NaturalLeaderTactician = r.Edition == SWADE // deluxe's Natural Leader gives bennies
	r.KillerInstinctSkillOnly = r.Edition == Deluxe
	r.LethalPoisonKills = r.Edition == SWADE // deluxe's poison table was not read
	r.OneBlastTemplate = true
}

// audit5 is every correction of revision 6 (the third pass over
// characters and powers), on from it.
func audit5(r *EditionRules) {
	r.DangerSenseHold = r.Edition == SWADE
	r.BerserkFatigue = r.Edition == SWADE
	r.BerserkCalm = true
	r.BennyRerollsDamage = r.Edition == SWADE
	r.ConeBreaksBarrier = true
	r.WithdrawFromReach = true
	r.SweepFrenzyReach = r.Edition == SWADE // deluxe sweeps and frenzies at adjacent figures
	r.KillerInstinctOne = r.Edition == Deluxe
}

// audit4 is every correction of revision 5, on from it.
func audit4(r *EditionRules) {
	r.PanicFlees = true
	r.TimidResistsIntimidation = r.Edition == SWADE
	r.IronJawKnockout = r.Edition == SWADE
	r.ElderlyStrengthDamage = r.Edition == SWADE
	r.FrenzySweepReroll = true
	r.MeleeReach = true
	r.PowersHarmEthereal = true
	r.SpeedRaiseRunsFree = true
	r.SlothRaiseMoveAction = r.Edition == SWADE
}

// audit3 is every correction of the third rules audit and the
// characters' rules, on in revision 4.
func audit3(r *EditionRules) {
	r.ScaleMods = r.Edition == SWADE
	r.SizeWounds = r.Edition == SWADE
	r.CornerWallsPart = true
	r.SoakedNoKnockout = true
	r.SuppressDistractedLater = true
	r.MeleeCover = true
	r.VulnerableAnyAttack = true
	r.NonlethalByDamageType = true
	r.HolderCrushOrBite = true
	r.DoorsAlike = true
	r.BreakDoorsAnyAttack = true
	r.RerollEveryTest = true
	r.GrappleScale = true
}

// audit2 is every correction of the second rules audit, on in revision 3.
func audit2(r *EditionRules) {
	// Interrupt ties: the one correction with an edition's own reading.
	r.InterruptTieActorFirst = r.Edition == SWADE
	r.InterruptTieSimultaneous = r.Edition == Deluxe
	r.HealingCritWound = true
	r.HealStopsBleeding = true
	r.HealAfterFight = true
	r.IncapacitatedLosesHold = true
	r.OneHolder = true
	r.HoldEndsApart = true
	r.CoverByHalves = true
	r.ChargeByPath = true
	r.ChargeWinnerOnly = true
	r.GMBennies = true
}

// audit1 is every correction of the first rules audit, on in revision 2.
func audit1(r *EditionRules) {
	r.RunDeclaredFirst = true
	r.ObstacleAsArmor = true
	r.MeleeLight = true
	r.PitchAttackKnown = true
	r.VulnerableEveryAction = true
	r.BoundCannotShoot = true
	r.GrappleSize = true
	r.EvadeInPlace = true
	r.ProneNotWithCover = true
	r.SuppressSparesHidden = true
	r.BlastNeedsLineOfFire = true
	r.StunnedDistractedEnds = true
	r.HiddenNoCover = true
	r.SteedsOnly = true
	r.PistolByKey = true
	r.FireModesByKey = true
	r.SingleShotOneRound = true
	r.AimNoBonusAtExtreme = true
	r.SlugsAtExtreme = true
	r.AssignShotDice = true
	r.StrayPlainDamage = true
	r.ShotgunStrayUnderWild = true
	r.RerollInjuryRolls = true
	r.EdgedByWeapon = true
}

// audit10 is every correction of revision 11 (the eighth pass), on
// from it.
func audit10(r *EditionRules) {
	r.ApproachWalkAStar = true
	r.PlainLeavesStalemates = true
}

// audit11 is every correction of revision 12 (the ninth pass), on from
// it.
func audit11(r *EditionRules) {
	r.PlainOpensDoorTowardFoe = true
	r.PlainShooterSeeksBetterShot = true
}

// revisions holds each edition's rules by revision (index 0 unused).
// (A variable's initializer, not init: other variables may read the
// rules as the package starts.)
var revisions = buildRevisions()

func buildRevisions() map[Edition][]*EditionRules {
	out := map[Edition][]*EditionRules{}
	for ed, r := range editions {
		r.Revision = CurrentRevision
		audit1(r)
		audit2(r)
		audit3(r)
		audit4(r)
		audit5(r)
		audit6(r)
		audit7(r)
		audit8(r)
		audit9(r)
		audit10(r)
		audit11(r)
		out[ed] = []*EditionRules{nil, revision1(*r), revision2(*r), revision3(*r), revision4(*r), revision5(*r), revision6(*r), revision7(*r), revision8(*r), revision9(*r), revision10(*r), revision11(*r), r}
	}
	return out
}

// Rules returns the edition's numbers at the current revision; an unknown
// edition gets swade's.
func (e Edition) Rules() *EditionRules { return e.RulesAt(CurrentRevision) }

// RulesAt returns the edition's numbers at a revision of the rules: a
// revision below the first counts as the first, one above the current as
// the current (CheckRevision tells them apart). Do not change them.
func (e Edition) RulesAt(rev int) *EditionRules {
	rs, ok := revisions[e]
	if !ok {
		rs = revisions[SWADE]
	}
	return rs[min(max(rev, FirstRevision), CurrentRevision)]
}
