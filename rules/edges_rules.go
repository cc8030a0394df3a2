package rules

// EdgeRules are the numbers of the Combat Edges and the Hindrances that
// change a fight where the editions differ (CHARACTERS sections 2 and 3;
// swade as in its v5 printing, section 6.4).
type EdgeRules struct {
	// SweepFrenzyV5: swade v5's Frenzy (a limited action of 2 dice,
	// Improved 3) and Sweep (-2 without a two-handed weapon; Improved
	// leaves friends out). Off (deluxe): both at -2, the Improved
	// versions without it, Frenzy 2 dice, Sweep hits friends too.
	SweepFrenzyV5 bool
	// BlockGangUp: Block takes 1 (Improved 2) off each attacker's Gang
	// Up bonus (swade); deluxe's Block only raises Parry.
	BlockGangUp bool
	// DodgeMod is the penalty of ranged attacks at a figure with Dodge
	// (index 1) or Improved Dodge (2); DodgeEvade the bonus to its
	// Agility roll to evade an area effect.
	DodgeMod   [3]int
	DodgeEvade [3]int
	// FleetFootedDie is the running die with Fleet-Footed (zero: one
	// step up from the edition's).
	FleetFootedDie Die
	// TrademarkParry: Trademark Weapon adds to Parry too (swade).
	TrademarkParry bool
	// MarksmanAim: Marksman counts as an Aim (+2, deluxe) rather than
	// swade's +1 or up to 2 points of penalties ignored.
	MarksmanAim bool
	// SteadyRunning: Steady Hands also eases the running penalty (swade).
	SteadyRunning bool
	// SmallIsSize: the Small Hindrance is Size -1 (swade), not only
	// Toughness -1 (deluxe).
	SmallIsSize bool
	// BraveFearTable: Brave also takes 2 off the Fear Table roll (swade).
	// NailsWounds: Tough as Nails is a Wound more (swade), not Toughness.
	BraveFearTable bool
	NailsWounds    bool
	// CounterattackMod is the penalty of the Counterattack's free attack
	// (deluxe -2, Improved none).
	CounterattackMod int
	// ImprovedFirstStrikeFoes is how many different foes Improved First
	// Strike attacks a round (swade 3; 0, deluxe: every foe that comes
	// into reach).
	ImprovedFirstStrikeFoes int
	// ElderlyDice: Elderly lowers Strength and Vigor a die (deluxe), not
	// swade's -1 to Agility, Strength and Vigor rolls.
	ElderlyDice bool
	// YoungOneBenny: Young (Major only) is +1 benny and nothing else
	// (deluxe), not swade's +1, or +2 and Small when Major.
	YoungOneBenny bool

	// Revision 5's Edges (edges_fifth.go).
	//
	// WeaponMasterDie is the die a Fighting raise adds with Weapon
	// Master (index 1) or Master of Arms (2) (swade d8, d10; zero:
	// deluxe's plain d6).
	WeaponMasterDie [3]Die
	// AcrobatParry: Acrobat's Parry bonus (deluxe +1; swade's Acrobat
	// is a reroll of Athletics instead).
	AcrobatParry int
	// AssassinVulnerable: Assassin's damage counts against a Vulnerable
	// foe too (swade), not only one taken by surprise (The Drop).
	AssassinVulnerable bool
	// KillerInstinctReroll: Killer Instinct is a free reroll of an
	// opposed roll the figure starts (swade); off (deluxe) it wins ties.
	KillerInstinctReroll bool
	// DoubtingThomasFear: Doubting Thomas is -2 to Fear checks (deluxe;
	// swade's is behaviour only).
	DoubtingThomasFear int
	// MeanPersuasion: Mean's penalty to Persuasion (swade -1; deluxe's
	// is to Charisma, which battlemat does not keep).
	MeanPersuasion int
	// InspireCommand: Inspire makes Command's bonus this (deluxe +2, not
	// added to Command's); zero: swade's Inspire is a Battle roll.
	InspireCommand int
	// BerserkParry: deluxe's berserker has Parry -2 and +2 to Fighting,
	// Strength and melee damage; zero: swade's (Strength a die up, every
	// melee attack a Wild Attack).
	BerserkParry int

	// PhobiaMods: Phobia's penalty to every trait roll while the feared
	// thing is present, Minor and Major (swade -1/-2, deluxe -2/-4).
	PhobiaMods [2]int
	// AnemicEveryPoison: Anemic's -2 is on every roll against poison
	// (deluxe's Fatigue checks); off (swade) only on the one whose
	// failure is Fatigue (Mild poison).
	AnemicEveryPoison bool

	// Revision 6's Edges.
	//
	// NoMercyMod is No Mercy's bonus to a damage roll rerolled with a
	// benny (swade +2; zero: deluxe's No Mercy gives the reroll itself).
	NoMercyMod int
}

var (
	swadeEdges = EdgeRules{
		SweepFrenzyV5:  true,
		BlockGangUp:    true,
		DodgeMod:       [3]int{0, -2, -2},
		DodgeEvade:     [3]int{0, 0, 2},
		TrademarkParry: true,
		SteadyRunning:  true,
		SmallIsSize:    true,
		BraveFearTable: true,
		NailsWounds:    true,

		ImprovedFirstStrikeFoes: 3,

		WeaponMasterDie:    [3]Die{{}, D8, D10},
		AssassinVulnerable: true,

		KillerInstinctReroll: true,
		MeanPersuasion:       -1,

		PhobiaMods: [2]int{-1, -2},
		NoMercyMod: 2,
	}
	deluxeEdges = EdgeRules{
		DodgeMod:         [3]int{0, -1, -2},
		DodgeEvade:       [3]int{0, 1, 2},
		FleetFootedDie:   D10,
		MarksmanAim:      true,
		CounterattackMod: -2,
		ElderlyDice:      true,
		YoungOneBenny:    true,

		AcrobatParry:       1,
		DoubtingThomasFear: -2,
		InspireCommand:     2,
		BerserkParry:       -2,

		PhobiaMods:        [2]int{-2, -4},
		AnemicEveryPoison: true,
	}
)
