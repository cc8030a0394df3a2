package rules

import "fmt"

// Edition names the rulebook a scenario follows.
type Edition string

// The two editions battlemat knows.
const (
	SWADE  Edition = "swade"
	Deluxe Edition = "deluxe"
)

// ParseEdition accepts "swade" (also the empty string) and "deluxe".
func ParseEdition(s string) (Edition, error) {
	switch s {
	case "", "swade":
		return SWADE, nil
	case "deluxe":
		return Deluxe, nil
	}
	return "", fmt.Errorf("%q is not an edition (swade or deluxe)", s)
}

// EditionRules holds every number that differs between the editions. The
// code reads these fields; it never asks which edition it is.
type EditionRules struct {
	Edition Edition
	// Revision is the revision of battlemat's reading of the rules these
	// numbers belong to (RulesAt): a battle keeps the revision it was
	// started under, so a saved battle replays to the same fight after a
	// later version corrects a rule. The fields from RunDeclaredFirst on
	// are those corrections; revision 1 has them as first shipped.
	Revision int
	// CoverMod is the to-hit modifier by Cover level.
	CoverMod [5]int
	// CoverShare is the share of a target's silhouette that terrain must
	// hide for each Cover level (a quarter, half, three quarters; near
	// total is not a share in the rules, "barely visible": battlemat calls
	// 90% hidden near total). CoverAbove marks the levels whose share must
	// be exceeded, not just reached (deluxe: medium is "more than half"
	// hidden, heavy more than three quarters, so half hidden is light),
	// read where CoverByHalves is on (EditionRules.CoverFor).
	CoverShare [5]float64
	CoverAbove [5]bool
	// LightMod is the to-hit modifier by Light level.
	LightMod [4]int
	// DarkVisibleInches: in the dark, targets beyond this are not seen.
	DarkVisibleInches float64
	// PitchAttackAnywhere: in pitch darkness any target may be attacked
	// (at the light's penalty; swade). Without it (deluxe) only an
	// adjacent target, or one the attacker roughly knows the place of: it
	// attacked since the attacker's last turn.
	PitchAttackAnywhere bool
	// RangeMod is the to-hit modifier by band; HasExtreme says whether the
	// extreme band (up to 4x long, needs Aim, never thrown) exists.
	RangeMod   [4]int
	HasExtreme bool
	// ScopeExtremeMod replaces RangeMod's extreme penalty for a weapon
	// with a scope.
	ScopeExtremeMod int
	// Deviation dice: thrown and fired blasts.
	DeviationThrown, DeviationFired DiceExpr
	// DeviationMult by range band.
	DeviationMult [4]int
	// AreaRaiseBonus: whether a raise on an area-effect attack adds +1d6.
	AreaRaiseBonus bool
	// AreaCoverAsArmor: in deluxe the victim's ranged cover modifier, made
	// positive, is armor against area effects; in swade an obstacle
	// between blast and victim adds its material's armor instead.
	AreaCoverAsArmor bool
	// AreaProneDamage is the damage modifier for a prone victim of an area
	// effect in swade (-4); deluxe uses the prone cover as armor (2).
	AreaProneDamage int
	AreaProneArmor  int
	// AreaDiveForCover: in deluxe the aware victims of a thrown blast may
	// dive for cover (Agility -2) as if it could be evaded.
	AreaDiveForCover bool
	// SuppressiveFire: whether the suppressive fire maneuver has rules
	// (swade; the deluxe text names it without giving them).
	SuppressiveFire bool
	// ProneRangedMod is the to-hit modifier against a prone target shot
	// from 3" or more.
	ProneRangedMod int
	// ProneRangedCover, when not NoCover, makes a prone target shot from
	// 3" or more count as that cover instead (deluxe: medium), so it does
	// not add to cover the target already has; ProneRangedMod then equals
	// that cover's CoverMod.
	ProneRangedCover Cover
	// ProneMeleeParry and ProneMeleeFighting apply to a prone defender in melee.
	ProneMeleeParry, ProneMeleeFighting int
	// DropKnockout: damage from an attacker with The Drop that Shakes
	// calls for the knockout blow's Vigor roll (swade; deluxe has none).
	DropKnockout bool
	// DropHolds: an attacker granted The Drop counts as on Hold (deluxe;
	// the GM's set_hold with drop).
	DropHolds bool
	// DefendParry is the Parry bonus of the Defend action.
	DefendParry int
	// MaxActions is the most actions in one turn (0: no limit but the
	// penalty); MultiActionMod is the penalty per extra action;
	// SameActionTwice says whether an action may repeat, SameWeaponTwice
	// whether one weapon may attack in two actions of a turn (swade: the
	// same pistol fired twice, the same sword swung twice; deluxe: each
	// weapon attacks once a turn).
	MaxActions      int
	MultiActionMod  int
	SameActionTwice bool
	SameWeaponTwice bool
	// RunningDie (never aces) and RunningMod on other actions.
	RunningDie Die
	RunningMod int
	// CrawlCostPerInch: swade charges 2" an inch; deluxe allows 2" a turn
	// (CrawlPerTurn).
	CrawlCostPerInch int
	CrawlPerTurn     int
	// SmallTinyCalledShots: deluxe's called shots at a small (-4) or
	// tiny (-6) target, +4 damage (called.go).
	SmallTinyCalledShots bool
	// Crouching exists only in deluxe: half Pace, ranged attacks -1.
	Crouching       bool
	CrouchRangedMod int
	// Standoff exists only in deluxe: instead of dealing a round the GM
	// has everyone roll Agility and act from the highest total down
	// (standoff.go).
	Standoff bool
	// ShakenRecoveryNeedsRaise: in deluxe a plain success removes Shaken but
	// only a raise lets the figure act this turn; in swade a success acts.
	ShakenRecoveryNeedsRaise bool
	// AmbushersDealtIn: in swade the ambushers of a surprise are dealt
	// in (a Joker counts) and then go on Hold; in deluxe they get no card
	// and begin the fight on Hold.
	AmbushersDealtIn bool
	// OpposedActorFirst: in deluxe the actor of an opposed roll gets its
	// total and spends its bennies first, then the opponent rolls (and
	// may spend bennies to beat it); in swade both roll and the actor
	// rerolls knowing the opponent's total.
	OpposedActorFirst bool
	// HoldInterruptSkill is the trait of the opposed roll to interrupt.
	HoldInterruptSkill Trait
	// GrappleSkill is the trait of both sides' opposed roll to grapple
	// and to break free (swade Athletics, deluxe Agility).
	GrappleSkill Trait
	// Support (a cooperative roll): a helper's success gives the lead +1.
	// SupportEveryRaise: in deluxe every raise adds +1 more; in swade any
	// raise makes it +2. SupportCritFail is what a helper's critical
	// failure gives (swade -2, deluxe nothing). See SupportBonus.
	SupportEveryRaise bool
	SupportCritFail   int
	// DisarmAgainstDamage: in deluxe a hit on the arm always calls for a
	// Strength roll against the damage; in swade only a hit to the limb or
	// hand that Shakes or Wounds does, at -2 or -4 (disarm.go).
	DisarmAgainstDamage bool
	// FreeReadies is how many items a figure readies (draws, picks up)
	// in a turn as free actions; each further one takes an action (swade
	// 2, deluxe none: readying is an action).
	FreeReadies int
	// TestSkills are the skills a test of will may use (will.go); nil
	// allows any skill against its linked attribute (swade's Test), while
	// deluxe names Intimidation and Taunt.
	TestSkills []Trait
	// ReadyAgilityRoll: drawing two weapons at once or an awkward one
	// needs an Agility roll (deluxe; smallrules.go).
	ReadyAgilityRoll bool

	// The corrections of the first rules audit (revision 2). Each is
	// false in revision 1, which restores the reading battles were first
	// played under (the field's comment says what that was).

	// RunDeclaredFirst: running is declared before the first action: a
	// figure that has acted, or is Defending, cannot run (1: any time).
	RunDeclaredFirst bool
	// ObstacleAsArmor: an obstacle that stops a shot or a blast, and
	// deluxe's cover against a blast, is Armor (adds to Toughness, AP
	// reduces it); 1: taken off the damage total, out of AP's reach.
	ObstacleAsArmor bool
	// MeleeLight: melee attacks take the illumination's penalty (1: none).
	MeleeLight bool
	// PitchAttackKnown: where PitchAttackAnywhere is false, a target that
	// attacked since the attacker's last turn may be attacked in pitch
	// darkness too (1: adjacent targets only, in both editions).
	PitchAttackKnown bool
	// VulnerableEveryAction: Vulnerable gives +2 to tests of will,
	// Grapple and Push, and shots take it from Entangled or Bound targets
	// (1: attacks only, and shots only when the target is Vulnerable).
	VulnerableEveryAction bool
	// BoundCannotShoot: a Bound figure can neither shoot nor reload (1: it could).
	BoundCannotShoot bool
	// GrappleSize: grappling takes the Size difference as scale
	// modifiers (1: none).
	GrappleSize bool
	// EvadeInPlace: a successful evasion with no clear square in reach
	// still avoids the attack, the figure diving prone where it is (1: it
	// stays under the template and is hit).
	EvadeInPlace bool
	// ProneNotWithCover: a prone target shot from afar gets the better of
	// prone and terrain cover (1: in swade prone's -4 added to cover).
	ProneNotWithCover bool
	// SuppressSparesHidden: suppressive fire does not affect a figure
	// wholly hidden from the shooter (1: it was suppressed at -8).
	SuppressSparesHidden bool
	// BlastNeedsLineOfFire: a blast's aim point needs line of fire from
	// the attacker (1: any point in range).
	BlastNeedsLineOfFire bool
	// StunnedDistractedEnds: a Stunned figure's Distracted ends with its
	// next turn even when it stays Stunned (1: it lasted while Stunned).
	StunnedDistractedEnds bool
	// HiddenNoCover: a wholly hidden target has no cover category (1: it
	// reported near total cover); board.LineOfFire reads it.
	HiddenNoCover bool
	// SteedsOnly: only a figure marked steed may be mounted (1: any ally
	// of the rider's Size or larger).
	SteedsOnly bool
	// PistolByKey: only a weapon marked pistol (by default a RoF 1
	// firearm, Short 12" or less, not a bow, crossbow or sling) fires at
	// an adjacent foe (1: the same test without the missile exception, or
	// any weapon named pistol or revolver).
	PistolByKey bool
	// FireModesByKey: double tap and burst need a weapon marked double_tap
	// or burst (1: any RoF 1 weapon that is not thrown).
	FireModesByKey bool
	// SingleShotOneRound: a single shot from an automatic weapon uses one
	// round (1: RoF rounds).
	SingleShotOneRound bool
	// AimNoBonusAtExtreme: an Aim before an Extreme-range shot only
	// permits it (1: +2 as well).
	AimNoBonusAtExtreme bool
	// SlugsAtExtreme: slugs reach Extreme range (1: no shotgun did).
	SlugsAtExtreme bool
	// AssignShotDice: RoF dice go to the declared targets as the shooter
	// assigns them, the Wild Die replacing one (1: each die to its target
	// in roll order, the Wild Die standing in where it helped most).
	AssignShotDice bool
	// StrayPlainDamage: a stray bullet does the weapon's normal damage
	// (1: with the shot's called-shot bonus).
	StrayPlainDamage bool
	// ShotgunStrayUnderWild: a shotgun's skill die of 1 or 2 finds a
	// bystander even when the Wild Die hit in its place (1: misses only).
	ShotgunStrayUnderWild bool
	// RerollInjuryRolls: a figure may spend bennies to reroll its
	// Incapacitation and Bleeding Out rolls and the Healing rolls of
	// Stabilize and Heal (reroll.go), each offer one more question of the
	// action (1: these were never asked, so an answer recorded after one
	// belongs to a later question).
	RerollInjuryRolls bool
	// EdgedByWeapon: a nonlethal melee attack with a weapon marked edged
	// takes the flat of the blade's -1, whatever the action says; the
	// action's edged field means nothing (1: the -1 came from the action's
	// edged field, refused without nonlethal or with bare hands).
	EdgedByWeapon bool

	// The corrections of the second rules audit (revision 3). Each is
	// false in revisions 1 and 2 (the field's comment says what they did).

	// InterruptTieActorFirst (swade): a tie on the opposed roll to
	// interrupt is not a win: the acting figure goes first, the holder
	// right after it (1, 2: a tie was simultaneous, played holder first).
	InterruptTieActorFirst bool
	// InterruptTieSimultaneous (deluxe): a tie on the opposed roll to
	// interrupt is simultaneous: the actor's next action is worked out
	// against the table as it stood before the holder's, so the holder's
	// result (a Shaken, a Wound) neither stops nor changes it, and both
	// outcomes apply (simultaneous.go) (1, 2: the holder went first and
	// its result could stop the other).
	InterruptTieSimultaneous bool
	// HoldEndsApart: a grapple ends when the grappler is no longer
	// adjacent to its victim or can no longer act (Incapacitated,
	// Stunned, dead) (1, 2: it lasted until the victim broke free).
	HoldEndsApart bool

	// OneHolder: a held figure can be grappled only by its holder (1, 2:
	// anyone's grapple took the hold over, and a Bound figure grappled
	// again was Entangled and Bound at once).
	OneHolder bool

	// IncapacitatedLosesHold: a figure on Hold that is Incapacitated loses
	// the Hold, as Shaken or Stunned do (1, 2: it stayed next up and could
	// act from Hold).
	IncapacitatedLosesHold bool

	// HealAfterFight: healing Wounds waits for the end of the fight (an
	// EndFight action, which the end-of-fight screen applies); during it a
	// Healing roll only stabilises (1, 2: Heal was accepted between any
	// two turns).
	HealAfterFight bool

	// HealStopsBleeding: a Healing roll on a patient who is Bleeding Out
	// first stops the bleeding, and the survivors count a figure still
	// bleeding as out (1, 2: Heal took off Wounds and left it bleeding,
	// and the survivors counted it as saved).
	HealStopsBleeding bool

	// HealingCritWound: a critical failure on any Healing roll (Stabilize
	// too) adds a Wound; past its last, a Wild Card is Incapacitated (1,
	// 2: Heal's critical failure stopped at three Wounds and Stabilize's
	// did nothing).
	HealingCritWound bool
	// DisarmArmOnly: a disarm strikes the arm (-2) or the item, never the
	// hand (deluxe; swade's hand shot is -4). Set in the edition's table
	// (1, 2: the hand in both editions).
	DisarmArmOnly bool
	// CoverByHalves: the edition's CoverAbove counts, so a deluxe target
	// exactly half hidden has light cover (1, 2: medium from half hidden,
	// heavy from three quarters, as in swade).
	CoverByHalves bool
	// ChargeByPath: a charge needs 6" moved on the map this turn, the last
	// 6" in a fairly straight line to the foe (mounted.go); 1, 2: 6" of
	// Pace spent (difficult ground counted twice), any path with as many
	// steps as squares between its ends, closing on the foe.
	ChargeByPath bool
	// ChargeWinnerOnly: of a rider and a foe who set a weapon against its
	// charge, only the winner of the opposed roll (who strikes first) adds
	// the charge's +4 (1, 2: both did, the loser striking second).
	ChargeWinnerOnly bool
	// GMBennies: the GM's Wild Cards start with 2 bennies (the players'
	// with 3) and the GM has a common pool of one benny per player
	// character, which any of the GM's figures spends when it has none of
	// its own (Soak, rerolls, Shaken): bennies.go (1, 2: every Wild Card
	// started with 3, there was no pool, and an Extra never Soaked).
	GMBennies bool

	// The corrections of the third rules audit (revision 4). Each is
	// false in revisions 1 to 3 (the field's comment says what they did).

	// CornerWallsPart: two blocking squares meeting only at a corner part
	// two figures whose bases touch only across that corner, as a thin
	// wall does: no melee, Gang Up, free attack, Push or Grapple between
	// them (1-3: they were adjacent).
	CornerWallsPart bool
	// SoakedNoKnockout: a knockout blow needs damage that sticks: when
	// Soak takes off every Wound (and so the Shaken) there is no Vigor
	// roll (1-3: the roll followed any damage that Shook).
	SoakedNoKnockout bool
	// SuppressDistractedLater: a figure suppressive fire hits becomes
	// Distracted after that fire's damage, so its Soak takes no -2 from
	// it (1-3: Distracted first, and the Soak took the -2).
	SuppressDistractedLater bool
	// MeleeCover: a melee attack takes the target's cover from terrain
	// as a shot from the attacker's square would, by the same hidden
	// share of the base (1-3: melee never took cover).
	MeleeCover bool
	// VulnerableAnyAttack: a figure in melee that attacks anything but
	// the foe beside it is Vulnerable whatever the attack: suppressive
	// fire, a blast, a cone or stream too (1-3: only a shot or a thrown
	// weapon at a single target).
	VulnerableAnyAttack bool
	// NonlethalByDamageType: nonlethal with a weapon that cuts (its
	// damage_type, declared or derived: TypeOf) is -1 (the flat of the
	// blade) without edged: true, and a natural weapon takes the same -1
	// (1-3: only a weapon marked edged).
	NonlethalByDamageType bool
	// HolderCrushOrBite: a grappler harms the figure it holds only by
	// crushing it or biting it with a natural bite; a blow with another
	// weapon is refused (1-3: it could strike with any melee weapon).
	HolderCrushOrBite bool
	// DoorsAlike: a door square of no named material (the built-in +)
	// is an oak door, as a thin wall's door is: the same obstacle armor
	// (1-3: the + door counted as planks, +2, a legend door as nothing).
	DoorsAlike bool
	// BreakDoorsAnyAttack: a door breaks to any blunt or cutting attack,
	// a shot or a throw too (a shotgun at Short range is blunt), and a
	// blast rolls its damage against each closed door under it (1-3: only
	// a blow in melee broke a door).
	BreakDoorsAnyAttack bool
	// RerollEveryTest: a benny reroll is offered after every trait test
	// a figure makes: the knockout blow's Vigor, suppressive fire's
	// Shooting, a roll to break a door or strike a held item, the Strength
	// roll to keep a weapon, a Wild Card's evasion, swade's defender in an
	// opposed roll; and the roll a reroll throws away stays with the one
	// that counts (TraitResult.Thrown), so both can be shown (1-3: none of
	// these were offered, and the thrown roll was not kept).
	RerollEveryTest bool
	// GrappleScale: the grappler takes off the Scale difference of the
	// two figures' Sizes (with Brawny), whichever is bigger; Sizes -1 to 3
	// are Normal (2-3: it added the target's Size modifier less its own,
	// raw Size, and Size -1 counted as Small).
	GrappleScale bool

	// What characters bring (revision 4): Size and Scale, Edges,
	// Hindrances and special abilities. Each is false in revisions 1 to 3,
	// whose battles were played without them.

	// ScaleMods (swade): every attack roll between figures takes the
	// target's Scale modifier less the attacker's, from their Size
	// (scale.go); area attacks excepted (1 to 3: no Scale, a Size 8
	// dragon was hit at plain TN).
	ScaleMods bool
	// SizeWounds (swade): Large, Huge and Gargantuan creatures take 1, 2,
	// 3 more Wounds before Incapacitation, Extras too (1 to 3: a Wild
	// Card took 3 whatever its Size, an Extra was out at its first).
	SizeWounds bool

	// EdgeRules are the numbers of the Combat Edges and Hindrances that
	// differ between the editions (edges_rules.go).
	EdgeRules

	// The corrections of revision 5 (characters and powers, second pass).
	// Each is false in revisions 1 to 4 (the field's comment says what
	// they did). An Edge, Hindrance or ability first played in revision 5
	// is not a field: its registry entry says Since: 5 (effect_registry.go).

	// PanicFlees: a Panicked figure flees at once, its Pace and running
	// die away from the nearest foe (panic.go) (1 to 4: it was Shaken and
	// the log told it to flee; the GM moved it).
	PanicFlees bool
	// TimidResistsIntimidation: swade's Timid is -2 to resisting
	// Intimidation too; revision 4 took it off Fear checks only.
	TimidResistsIntimidation bool
	// IronJawKnockout: Iron Jaw's +2 counts on the knockout blow's Vigor
	// roll (swade); revision 4 gave it to Soak only.
	IronJawKnockout bool
	// ElderlyStrengthDamage: swade's Elderly is -1 to the damage of
	// attacks that roll Strength and to the running roll (at least 1);
	// revision 4 took 1 off Strength rolls only.
	ElderlyStrengthDamage bool
	// FrenzySweepReroll: a benny rerolls a Frenzy's or a Sweep's whole
	// roll; revision 4 offered no reroll of them.
	FrenzySweepReroll bool
	// MeleeReach: a melee weapon of Reach N strikes a foe up to N inches
	// beyond adjacent, and First Strike and Counterattack reach as far
	// (edges_reach.go); revision 4 needed the bases to touch.
	MeleeReach bool
	// PowersHarmEthereal: a power's damage (Bolt, Blast, Burst, Havoc,
	// Damage Field, Lingering Damage) is magic and harms an Ethereal
	// creature; revision 4 never marked it so, and it passed through.
	PowersHarmEthereal bool
	// SpeedRaiseRunsFree: Speed cast with a raise takes away the running
	// penalty while it lasts (swade; deluxe: running is free); revision 4
	// gave a raise nothing more than a success.
	SpeedRaiseRunsFree bool
	// SlothRaiseMoveAction: Sloth cast with a raise makes moving count as
	// an action (one more step of the multi-action penalty on a turn the
	// victim moves); revision 4 gave a raise nothing more than a success.
	SlothRaiseMoveAction bool
	// DangerSenseHold: swade's Danger Sense with a raise on the Notice
	// roll against a surprise starts the fight on Hold (fight.go);
	// revision 5 gave a raise nothing more than a success.
	DangerSenseHold bool
	// BerserkFatigue: swade's berserker takes a level of Fatigue after
	// five rounds of rage and another when it ends (edges_berserk.go);
	// revision 5 left both to the GM.
	BerserkFatigue bool
	// BerserkCalm: a berserker may end its rage early with a Smarts roll
	// at -2 (the calm action: edges_berserk_calm.go); revision 5 left it
	// to the GM.
	BerserkCalm bool

	// Revision 6 (the third pass over characters and powers).
	//
	// BennyRerollsDamage: a figure with a benny may spend it to reroll a
	// damage roll it made at a foe (swade; the better total counts,
	// damage_reroll.go). Off (deluxe, and revision 5): only No Mercy
	// gives the reroll, from revision 6.
	BennyRerollsDamage bool
	// ConeBreaksBarrier: a Cone (a weapon's, Burst's) rolls its damage
	// against each inch of a Barrier's wall it passes over, as a blast
	// does; revision 5 left the wall untouched.
	ConeBreaksBarrier bool

	// Revision 6's corrections (audit5 in revisions.go).

	// WithdrawFromReach: a figure that moves out of a foe's melee Reach
	// (its longest, edges_reach.go) draws that foe's free attack, and one
	// that stays within it draws none; revision 5 counted the foes whose
	// bases touched it, so a spear's reach drew nothing.
	WithdrawFromReach bool
	// SweepFrenzyReach: a Sweep is read against every figure within its
	// weapon's Reach, and a Frenzy strikes with one weapon, of the longest
	// Reach when a target is beyond adjacent; revision 5 swept adjacent
	// figures only and gave each Frenzy die a weapon of its own.
	SweepFrenzyReach bool
	// KillerInstinctOne: deluxe's Killer Instinct rerolls a 1 on the
	// skill die of an opposed roll for free (edges_will.go); revision 5
	// only won ties.
	KillerInstinctOne bool

	// Revision 7's corrections (audit6 in revisions.go).

	// DispelAreas: Dispel is cast at a Light, a Darkness or a Barrier on
	// the map (a point of it, or a figure standing in it) and ends it on
	// a win (powers_dispel_area.go); revision 6 dispelled powers on
	// figures only.
	DispelAreas bool
	// HealingGoldenHour: the Healing power takes only Wounds less than an
	// hour old, not those a figure brought into the fight (swade: Greater
	// Healing, +10, takes those too; deluxe: the Greater Healing power);
	// revision 6 healed any Wound.
	HealingGoldenHour bool
	// SizeReach: a Large, Huge or Gargantuan creature's natural weapon
	// that names no Reach strikes as far as the Size Table's typical
	// Reach, 1, 2 or 3 (swade; edges_reach.go); revision 6 gave it none.
	SizeReach bool
	// FreeAttacksAdjacent: a deluxe free attack (a withdrawal's, First
	// Strike's, Counterattack's) is at adjacent foes only, as deluxe's
	// texts say, whatever the weapon's Reach (edges_reactions.go);
	// revision 6 reached as far as swade's.
	FreeAttacksAdjacent bool
	// NaturalLeaderTactician: a Tactician with Natural Leader may hand
	// its extra card to an allied Wild Card too (swade: Natural Leader
	// makes every Leadership Edge that helps Extras help Wild Cards);
	// revision 6 gave it to Extras only.
	NaturalLeaderTactician bool
	// KillerInstinctSkillOnly: deluxe's Killer Instinct rerolls a 1 on a
	// skill die only, not on an attribute's (resisting a test with Spirit
	// or Smarts, a grapple with Agility); revision 6 rerolled either.
	KillerInstinctSkillOnly bool
	// LethalPoisonKills: a swade Lethal poison's victim carries the
	// poison as an effect with 2d6 rounds left and dies as they run out
	// unless Healing's Neutralize Poison ends it first (poisoned.go);
	// revision 6 only told the 2d6 rounds in the log for the GM to count.
	LethalPoisonKills bool
	// OneBlastTemplate: a casting takes the Medium Blast or the Large
	// Blast modifier, not both (cast.go); revision 6 took both, charged
	// for both and laid the Medium one.
	OneBlastTemplate bool

	// Revision 8's corrections (audit7 in revisions.go).

	// PoisonStates (swade; deluxe's poison table was not read, so deluxe
	// plays poisons as revision 7 did): every poison that lasts is an
	// effect on its victim (poisoned.go): a Paralyzing poison bars the
	// recovery roll from Stunned for 2d6 rounds, a Knockout poison's 2d6
	// hours (doubled on a Critical Failure) are kept and end with a
	// waking, and Healing's Neutralize Poison ends any of them; a
	// Critical Failure on the Vigor roll is two Wounds against a Lethal
	// poison and Exhausted against a Mild one. Revision 7 counted the
	// Lethal poison only, told the rest in the log and read a Critical
	// Failure as a failure.
	PoisonStates bool
	// DeluxeBlindAgility: deluxe's Blind is avoided by an Agility roll at
	// -2; a failure Shakes and takes 2 from Parry for a round, and 6 from
	// every Trait roll too on a 1 of the Agility die (powers_deluxe8.go);
	// revision 7 played swade's Blind (attacks and Notice -2, -4 with a
	// raise, shaken off by Vigor).
	DeluxeBlindAgility bool
	// NoticeSearch: a figure may search for hidden foes with Notice
	// against their Stealth (notice.go; 7: only the GM's reveal found one).
	NoticeSearch bool
	// DispelCounter: a swade caster on Hold with Dispel may interrupt a
	// foe's casting and counter it as it is cast (powers_counter.go);
	// revision 7 dispelled powers already cast only.
	DispelCounter bool

	// Revision 9's corrections (audit8 in revisions.go).

	// MobileOwnSide: a Mobile Light, Darkness or Silence is fixed only to
	// its caster or a figure of the caster's side, standing in for the
	// object the rules fix it to (powers_light8.go); revision 8 fixed it
	// to any figure, a foe included, with no roll to resist.
	MobileOwnSide bool
	// PoisonIncapacitation: a Lethal poison's Wound past a Wild Card's
	// card Incapacitates with the Incapacitation roll, as any Wound does
	// (abilities_more.go); revision 8 Incapacitated it with no roll.
	PoisonIncapacitation bool
	// WakeNotPastCard: the end of a Knockout poison (its hours, or
	// Neutralize Poison) wakes its victim only if nothing else holds it:
	// one Wounded past its card stays Incapacitated (poisoned.go);
	// revision 8 stood it up unless it was dead or Bleeding Out.
	WakeNotPastCard bool
	// SilenceKeptUp: Silence is kept up as any swade power that is not
	// Instant (maintain: 1 PP for its 5 rounds more) and Dispel cast at
	// its area ends it (powers_maintain.go, powers_dispel_area.go);
	// revision 8 renewed it for nothing and Dispel found no Silence.
	SilenceKeptUp bool
	// SwadeBurstDoubleTap (swade): a three-round burst is +1 to hit and
	// damage (SwadeBurstMod), and only the Double Tap Edge double taps: a
	// weapon marked double_tap is semi-automatic (Rapid Fire) but double
	// taps no more without the Edge (ranged.go, edges_eighth.go).
	// Revision 8 gave the burst +2 and let anyone double tap with a
	// weapon marked double_tap, as deluxe still does.
	SwadeBurstDoubleTap bool
	// BreathWholeTurn: breathing a Breath Weapon is the creature's whole
	// turn, no other action before or after it (abilities_attacks.go);
	// revision 8 let it breathe as one action of several.
	BreathWholeTurn bool
	// PanicWithdrawal: a Panicked figure's flight draws the free attacks
	// of the foes it leaves, as any figure withdrawing does (panic.go);
	// revision 8 let it flee past them unharmed.
	PanicWithdrawal bool
	// SwatNamedAttacks (swade): Swat takes Scale penalty off only the
	// attacks its block names, every attack when it names none
	// (scale.go); revision 8 took it off every attack.
	SwatNamedAttacks bool
	// RegenerationExcepts: Wounds from damage of a type written with Fast
	// Regeneration ("Regeneration (Fast, fire)") do not regenerate
	// (abilities_more.go); revision 8 healed them too.
	RegenerationExcepts bool
	// ParalysisRounds (swade): the Paralysis ability's victim makes no
	// recovery roll from Stunned for 2d6 rounds, counted on it as a
	// Paralyzing poison's are (poisoned.go); revision 8 left the count to
	// the GM.
	ParalysisRounds bool

	// Revision 10's corrections (audit9 in revisions.go).

	// WeaknessEffect: a Weakness plays the effect written after its type,
	// the block's own ("Weakness (fire, +2)": 2 more damage of it;
	// "double": the total doubled) (abilities_tenth.go); one written with
	// its type alone stays +4. Revision 9 read "fire, +2" as the damage
	// type, which no attack has: nothing.
	WeaknessEffect bool
	// ConstructWildOnly (deluxe): only a Construct Wild Card ignores its
	// Wound penalties, an Extra keeps them (abilities_tenth.go); revision
	// 9 let every deluxe construct ignore them.
	ConstructWildOnly bool

	// Revision 11's corrections (audit10 in revisions.go).

	// ApproachWalkAStar: the plain tactic's walk toward the nearest foe is
	// an A* search aimed at the nearest foe (board's WalkToNear), which
	// looks at about the squares of one cheapest way; among equally
	// cheap ways it runs straight along the longer leg first and takes
	// its diagonals last. Revision 10 searched every square tied at the
	// cheapest cost around the start and took the way reached first
	// (Dijkstra's tie order): diagonals first toward a foe to the north
	// along a row or to the west along a column, straight first
	// otherwise. The same cost, other squares: fights change.
	ApproachWalkAStar bool
	// PlainLeavesStalemates: the plain tactic moves where revision 10 sat
	// out a fight until the round cap (tactic_stalemate.go): a shooter
	// that can reach no foe walks to a shot, and a figure with neither opens a shut door;
	// a figure hemmed in by bodies runs past them; a foe across a barred
	// window is no melee; a caster or thrower stays for a Bolt or blast
	// only with a line of fire to it.
	PlainLeavesStalemates bool

	// Revision 12's corrections (audit11 in revisions.go).

	// PlainOpensDoorTowardFoe: the door PlainLeavesStalemates opens is
	// the first shut one on the cheapest way to a foe, every shut door
	// counted open, and none when no foe lies beyond (tactic_doorfoe.go).
	// Revision 11 opened the nearest.
	PlainOpensDoorTowardFoe bool
	// PlainShooterSeeksBetterShot: a shot at -6 or worse (range, the
	// target's cover, the light) moves within Pace to a square from which
	// it is at least 2 better and the shooter keeps its own cover, trying
	// a few squares, once a round and not again while neither the shooter
	// nor its target moved (tactic_betterspot.go). Revision 11 stood and
	// shot.
	PlainShooterSeeksBetterShot bool
}

var editions = map[Edition]*EditionRules{
	SWADE: {
		Edition:                  SWADE,
		CoverMod:                 [5]int{0, -2, -4, -6, -8},
		CoverShare:               [5]float64{0, 0.25, 0.5, 0.75, 0.9},
		LightMod:                 [4]int{0, -2, -4, -6},
		DarkVisibleInches:        10,
		PitchAttackAnywhere:      true,
		RangeMod:                 [4]int{0, -2, -4, -8},
		HasExtreme:               true,
		ScopeExtremeMod:          -6,
		DeviationThrown:          DiceExpr{N: 1, Sides: 6},
		DeviationFired:           DiceExpr{N: 2, Sides: 6},
		DeviationMult:            [4]int{1, 2, 3, 4},
		AreaRaiseBonus:           true,
		SuppressiveFire:          true,
		AreaCoverAsArmor:         false,
		AreaProneDamage:          -4,
		ProneRangedMod:           -4,
		ProneMeleeParry:          -2,
		ProneMeleeFighting:       -2,
		DefendParry:              4,
		DropKnockout:             true,
		MaxActions:               3,
		MultiActionMod:           -2,
		SameActionTwice:          true,
		SameWeaponTwice:          true,
		RunningDie:               D6,
		RunningMod:               -2,
		CrawlCostPerInch:         2,
		ShakenRecoveryNeedsRaise: false,
		AmbushersDealtIn:         true,
		HoldInterruptSkill:       Athletics,
		GrappleSkill:             Athletics,
		SupportEveryRaise:        false,
		SupportCritFail:          -2,
		FreeReadies:              2,
		EdgeRules:                swadeEdges,
	},
	Deluxe: {
		Edition:                  Deluxe,
		CoverMod:                 [5]int{0, -1, -2, -4, -6},
		CoverShare:               [5]float64{0, 0.25, 0.5, 0.75, 0.9},
		CoverAbove:               [5]bool{MediumCover: true, HeavyCover: true},
		LightMod:                 [4]int{0, -1, -2, -4},
		DarkVisibleInches:        10,
		PitchAttackAnywhere:      false,
		RangeMod:                 [4]int{0, -2, -4, 0},
		HasExtreme:               false,
		DeviationThrown:          DiceExpr{N: 1, Sides: 6},
		DeviationFired:           DiceExpr{N: 1, Sides: 10},
		DeviationMult:            [4]int{1, 2, 3, 0},
		AreaRaiseBonus:           false,
		AreaCoverAsArmor:         true,
		AreaProneArmor:           2,
		AreaDiveForCover:         true,
		ProneRangedMod:           -2,
		ProneRangedCover:         MediumCover,
		ProneMeleeParry:          -2,
		ProneMeleeFighting:       -2,
		DefendParry:              2,
		MaxActions:               0,
		MultiActionMod:           -2,
		SameActionTwice:          false,
		RunningDie:               D6,
		RunningMod:               -2,
		CrawlPerTurn:             2,
		SmallTinyCalledShots:     true,
		Crouching:                true,
		CrouchRangedMod:          -1,
		Standoff:                 true,
		ShakenRecoveryNeedsRaise: true,
		OpposedActorFirst:        true,
		HoldInterruptSkill:       Agility,
		GrappleSkill:             Agility,
		SupportEveryRaise:        true,
		SupportCritFail:          0,
		DisarmAgainstDamage:      true,
		DisarmArmOnly:            true,
		DropHolds:                true,
		TestSkills:               []Trait{Intimidation, Taunt},
		ReadyAgilityRoll:         true,
		EdgeRules:                deluxeEdges,
	},
}
