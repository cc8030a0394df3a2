package rules

// Called shots: where an attack aims, and every number that goes with it.
// Shoot, Melee, Disarm and the damage roll read these, the help and the
// window's labels print them; nothing else spells them out.

// Where a called shot aims (Shoot.Called, Melee.Called).
const (
	CalledLimb       = "limb"
	CalledHand       = "hand"
	CalledHeadVitals = "head"
)

// The called shots' numbers.
const (
	LimbShotMod      = -2 // to hit a limb
	HandShotMod      = -4 // to hit a hand
	HeadVitalsShotMd = -4 // to hit the head or vitals
	HeadVitalsDamage = 4  // damage of a hit to the head or vitals
	ItemShotMod      = -4 // to hit a hand-held item: a pistol, a knife, a sword
	LargeItemShotMod = -2 // to hit a large item: a rifle, a polearm, a large shield
)
