package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Ranged attacks: Shoot (Shooting, or a thrown weapon); its dice in
// shotdice.go, Aim and Reload in aimreload.go.

func init() {
	RegisterAction(Shoot{Who: "buck", Weapon: "Colt .45", Targets: []string{"c2"}})
	RegisterAction(Aim{Who: "buck", Target: "c2"})
	RegisterAction(Reload{Who: "buck", Weapon: "Colt .45"})
}

// Ranged action kinds.
const (
	KindShoot  = "shoot"
	KindAim    = "aim"
	KindReload = "reload"
)

// Fire modes of a single-die shot.
const (
	DoubleTap = "double_tap" // two rounds: +1 to hit and damage
	Burst     = "burst"      // three rounds: +2 to hit and damage (swade +1: BurstBonus)
)

// Ranged modifiers by name.
const (
	RecoilMod    = -2 // more than one trait die in the action
	ShotgunMod   = 2  // a shotgun firing shot
	DoubleTapMod = 1
	BurstMod     = 2 // deluxe's three-round burst, and swade's up to revision 8
	// SwadeBurstMod is swade's three-round burst from revision 9
	// (SwadeBurstDoubleTap).
	SwadeBurstMod = 1
	AimMod        = 2
	// AimIgnore is how many points of range, cover and called-shot
	// penalties Aim's other choice ignores.
	AimIgnore      = 4
	BothBarrelsMod = 4 // a double-barrelled shotgun's both barrels: damage
)

// Shoot fires a ranged weapon (or throws one) at one or more targets:
// Targets has one entry per trait die, at most the weapon's RoF (name a
// figure twice to put two dice on it). The Wild Die of a Wild Card may
// stand in for any one trait die and never adds a hit.
type Shoot struct {
	Who     string   `json:"who"`
	Weapon  string   `json:"weapon,omitempty"` // "" is the first ranged weapon
	Targets []string `json:"targets"`
	// Mode is "", DoubleTap or Burst (one trait die only).
	Mode string `json:"mode,omitempty"`
	// Slugs: a shotgun fires slugs (no +2, 2d10 at any range).
	Slugs bool `json:"slugs,omitempty"`
	// Called is a called shot: "", "limb", "hand" or "head".
	Called string `json:"called,omitempty"`
	// Barrels 2 fires both barrels of a double-barrelled shotgun at one
	// target: one damage roll, +4.
	Barrels int `json:"barrels,omitempty"`
	// Drop: the shooter has The Drop on the targets (+4 to hit and
	// damage; in swade damage that Shakes calls for the knockout blow).
	Drop bool `json:"drop,omitempty"`
	// Extra are the GM's own modifiers to the roll, each by name (cover
	// given by hand, a target hiding behind a comrade...).
	Extra Mods `json:"extra,omitempty"`
}

func (Shoot) Kind() string { return KindShoot }

// ShotPlan is a checked Shoot: everything worked out before the dice.
type ShotPlan struct {
	Who     *Figure
	Index   int // the weapon's index
	Weapon  Weapon
	Skill   Trait
	Targets []*Figure
	Sights  []Sight
	// Common are the shooter's modifiers for every die (Joker, multi-
	// action, running, recoil, shotgun, mode, Aim, called shot); PerDie
	// the target's own (range, cover, light, prone, Vulnerable); TN each
	// die's TN (4, or an adjacent foe's Parry).
	Common Mods
	PerDie []Mods
	TN     []int
	Ammo   int  // rounds it uses
	Aimed  bool // an Aim is used up
	Slugs  bool // a shotgun firing slugs
	// Vulnerable: the shooter fires past an adjacent foe.
	Vulnerable bool

	host *Plan // room for the action's plan, allocated with this one
}

// oneShotPlan is a ShotPlan with room for one target, allocated at once.
type oneShotPlan struct {
	ShotPlan
	targets [1]*Figure
	sights  [1]Sight
	perDie  [1]Mods
	tn      [1]int
	weapon  Weapon // the weapon as the line of fire sees it
	plan    Plan   // the Shoot's plan (ShotPlan.host)
}

// fewShotPlan is oneShotPlan with room for up to fewTargets trait dice
// (a Rapid Fire or RoF 3 shot: the tactic plans them every turn too).
type fewShotPlan struct {
	ShotPlan
	targets [fewTargets]*Figure
	sights  [fewTargets]Sight
	perDie  [fewTargets]Mods
	tn      [fewTargets]int
	weapon  Weapon
	plan    Plan
}

const fewTargets = 4

// FirstRanged is the index of the figure's first ranged weapon, or -1.
func FirstRanged(f *Figure) int {
	for i, w := range f.Weapons {
		if w.Ranged() {
			return i
		}
	}
	return -1
}

// WeaponIndex finds a weapon by name (case-insensitive), or -1.
func WeaponIndex(f *Figure, name string) int {
	for i, w := range f.Weapons {
		if strings.EqualFold(w.Name, name) {
			return i
		}
	}
	return -1
}

// IsPistol reports whether the weapon may fire at an adjacent foe: its
// scenario's pistol: key, or DefaultPistol when it has none.
func IsPistol(w Weapon) bool { return w.Pistol }

// isPistol is IsPistol under the battle's revision of the rules.
func (b *Battle) isPistol(w Weapon) bool {
	if b.Rules.PistolByKey {
		return IsPistol(w)
	}
	return isPistolRev1(w)
}

// isPistolRev1 is revision 1's reading: a one-shot firearm with a short
// range of 12" or less that is not a shotgun, a template or thrown (a
// bow or sling included), or anything named a pistol or revolver.
func isPistolRev1(w Weapon) bool {
	n := strings.ToLower(w.Name)
	if strings.Contains(n, "pistol") || strings.Contains(n, "revolver") {
		return true
	}
	return w.Ranged() && !w.Thrown && !w.Shotgun && w.Template == NoTemplate && max(w.RoF, 1) == 1 && w.Range[0] <= PistolShort
}

// PistolShort is the longest Short range of a pistol by default.
const PistolShort = 12

// missileWords name weapons that shoot but are no firearms.
var missileWords = []string{"bow", "sling", "blowgun", "blowpipe", "atlatl"}

// DefaultPistol is whether a weapon counts as a pistol when its scenario
// does not say: a RoF 1 firearm with a Short range of 12" or less, not
// thrown, not a shotgun or a template weapon, and not a bow, crossbow or
// sling. Scenarios carry no "firearm" class, so those are told by name.
func DefaultPistol(w Weapon) bool {
	if !w.Ranged() || w.Thrown || w.Shotgun || w.Template != NoTemplate || max(w.RoF, 1) != 1 || w.Range[0] > PistolShort {
		return false
	}
	n := strings.ToLower(w.Name)
	for _, m := range missileWords {
		if strings.Contains(n, m) {
			return false
		}
	}
	return true
}

// ThrowSkill is the skill for throwing: Athletics, or Throwing where the
// figure has it (deluxe).
func ThrowSkill(f *Figure) Trait {
	if _, ok := f.Traits[Throwing]; ok {
		return Throwing
	}
	return Athletics
}

// AmmoPerDie is the rounds each trait die of automatic fire uses: RoF
// rounds (each die stands for that many bullets); one for RoF 1.
func AmmoPerDie(w Weapon) int { return max(w.RoF, 1) }

// ShotAmmo is the rounds a shot of n trait dice uses: a single shot is
// one round, even from an automatic weapon; automatic fire of two dice
// or more uses AmmoPerDie for each.
func ShotAmmo(w Weapon, n int) int {
	if n <= 1 {
		return n
	}
	return AmmoPerDie(w) * n
}

// chooseWeapon finds the weapon of an action of this kind: the one named,
// or the figure's first that first picks (lacking says what a figure
// without one lacks), and checks the figure may take the action with it
// now. It changes nothing.
func (b *Battle) chooseWeapon(who, name, kind string, first func(*Figure) int, lacking string) (*Figure, Weapon, int, error) {
	f := b.Figure(who)
	if f == nil {
		return nil, Weapon{}, -1, fmt.Errorf("there is no figure %q", who)
	}
	idx := first(f)
	if name != "" {
		idx = WeaponIndex(f, name)
	}
	switch {
	case idx < 0 && name != "":
		return nil, Weapon{}, -1, fmt.Errorf("%s has no weapon called %q", b.name(who), name)
	case idx < 0:
		return nil, Weapon{}, -1, fmt.Errorf("%s has no %s", b.name(who), lacking)
	}
	w := f.Weapons[idx]
	if _, err := b.CheckAction(who, b.actionKey(kind, w.Name)); err != nil {
		return nil, Weapon{}, -1, err
	}
	if f.Bound && b.Rules.BoundCannotShoot {
		return nil, Weapon{}, -1, fmt.Errorf("%s is Bound: it can only try to break free", b.name(who))
	}
	return f, w, idx, nil
}

// Plan checks a Shoot and works out its modifiers. It rolls nothing.
func (s Shoot) plan(b *Battle) (*ShotPlan, error) {
	f, w, idx, err := b.chooseWeapon(s.Who, s.Weapon, KindShoot, FirstRanged, "ranged weapon")
	if err != nil {
		return nil, err
	}
	return s.planWith(b, f, w, idx)
}

// planWith plans the shot with weapon w (idx -1: not one the figure
// carries, a power's bolt: powers_damage.go).
func (s Shoot) planWith(b *Battle, f *Figure, w Weapon, idx int) (*ShotPlan, error) {
	rof := max(w.RoF, 1)
	if len(s.Targets) > rof {
		rof += b.RapidFire(f, w, s.Mode) // edges_rapid.go
	}
	switch {
	case !w.Ranged():
		return nil, fmt.Errorf("the %s is not a ranged weapon", w.Name)
	case w.Template != NoTemplate:
		return nil, fmt.Errorf("the %s is an area-effect weapon (%s): it is not fired at a figure", w.Name, w.Template)
	case b.fired(idx):
		return nil, fmt.Errorf("%s has already attacked with the %s this turn", b.name(s.Who), w.Name)
	case len(s.Targets) == 0:
		return nil, targetless(fmt.Sprintf("%s shoots at nobody: name a target", b.name(s.Who)))
	case len(s.Targets) > rof:
		return nil, fmt.Errorf("the %s has RoF %d: at most %d trait dice, not %d", w.Name, rof, rof, len(s.Targets))
	case s.Slugs && !w.Shotgun:
		return nil, fmt.Errorf("the %s is not a shotgun: no slugs", w.Name)
	case s.Barrels != 0 && s.Barrels != 1 && s.Barrels != 2:
		return nil, fmt.Errorf("a shotgun fires one barrel or both (barrels 2), not %d", s.Barrels)
	case s.Barrels == 2 && w.Barrels < 2:
		return nil, fmt.Errorf("the %s has one barrel", w.Name)
	case s.Barrels == 2 && (len(s.Targets) != 1 || s.Mode != ""):
		return nil, fmt.Errorf("both barrels fire one trait die at one target")
	}
	// One piece of the battle's slab for the plan, its one target's lists
	// and the weapon the line of fire reads (a shot at one figure is most
	// of them: the tactic plans one for every foe it may shoot at).
	var p *ShotPlan
	var sw *Weapon // the weapon as the line of fire sees it
	if n := len(s.Targets); n == 1 {
		one := &b.oneShots.takeOf(1, planChunk)[0]
		p, sw = &one.ShotPlan, &one.weapon
		*p = ShotPlan{host: &one.plan}
		p.Targets, p.Sights, p.PerDie, p.TN = one.targets[:0:1], one.sights[:0:1], one.perDie[:0:1], one.tn[:0:1]
	} else {
		few := &fewShotPlan{}
		p, sw = &few.ShotPlan, &few.weapon
		*p = ShotPlan{host: &few.plan}
		if n <= fewTargets {
			p.Targets, p.Sights, p.PerDie, p.TN = few.targets[:0:n], few.sights[:0:n], few.perDie[:0:n], few.tn[:0:n]
		}
	}
	p.Who, p.Index, p.Weapon, p.Skill, p.Slugs = f, idx, w, Shooting, s.Slugs
	if w.Thrown {
		p.Skill = ThrowSkill(f)
	}
	switch s.Mode {
	case "":
		p.Ammo = ShotAmmo(w, len(s.Targets))
		if !b.Rules.SingleShotOneRound {
			p.Ammo = AmmoPerDie(w) * len(s.Targets) // revision 1: RoF rounds a die
		}
	case DoubleTap, Burst:
		switch {
		case !b.Rules.FireModesByKey:
			// Revision 1: any weapon of RoF 1 that is not thrown.
			if len(s.Targets) != 1 || rof != 1 || w.Thrown {
				return nil, fmt.Errorf("a %s fires one trait die from a weapon of RoF 1", modeName(s.Mode))
			}
		case s.Mode == DoubleTap && DoubleTapRefusal(b.Rules, f, w) != nil: // edges_eighth.go
			return nil, DoubleTapRefusal(b.Rules, f, w)
		case s.Mode == Burst && !w.Burst:
			return nil, fmt.Errorf("the %s has no burst setting (burst: true)", w.Name)
		case len(s.Targets) != 1:
			return nil, fmt.Errorf("a %s is one trait die at one target", modeName(s.Mode))
		}
		if s.Mode == Burst {
			p.Ammo = 3
			p.Common = p.Common.With("three-round burst", BurstBonus(b.Rules))
		} else {
			name, mod, ammo := DoubleTapOf(b.Rules, f, w)
			p.Ammo = ammo
			p.Common = p.Common.With(name, mod)
		}
	default:
		return nil, fmt.Errorf("%q is not a fire mode (double_tap or burst)", s.Mode)
	}
	if s.Barrels == 2 {
		p.Ammo = 2
	}
	if w.Thrown {
		p.Ammo = 0
	}
	if w.Shots > 0 {
		left := w.Shots
		if idx < len(f.Ammo) {
			left = f.Ammo[idx]
		}
		if left < p.Ammo {
			if left == 0 {
				return nil, fmt.Errorf("the %s is out of ammo: reload first", w.Name)
			}
			return nil, fmt.Errorf("the %s has %d rounds left and this needs %d: reload first", w.Name, left, p.Ammo)
		}
	}
	if len(s.Targets) > 1 {
		p.Common = p.Common.With("recoil", RecoilMod)
	}
	if w.Shotgun && !s.Slugs {
		p.Common = p.Common.With("shotgun", ShotgunMod)
	}
	called, err := calledShot(b.Rules, s.Called)
	if err != nil {
		return nil, err
	}
	p.Common = append(p.Common, called...)
	if s.Drop {
		p.Common = p.Common.With("The Drop", DropMod)
	}
	for _, m := range s.Extra {
		if m.Name == "" {
			return nil, fmt.Errorf("a GM's modifier needs a name")
		}
		p.Common = append(p.Common, m)
	}
	aim, aimed := b.aim[s.Who]
	aimed = aimed && !aim.Fresh && (aim.Target == "" || aim.Target == s.Targets[0])
	p.Aimed = aimed
	// Slugs reach Extreme range like any bullet; shot does not.
	*sw = w
	if s.Slugs && b.Rules.SlugsAtExtreme {
		sw.Shotgun = false
	}
	adjFoe := false
	m, _ := b.Battlefield.(FigureMeasurer)
	for i, g := range b.figs {
		if g.Side == f.Side || g.Incapacitated || g.Dead {
			continue
		}
		if m != nil {
			if d, _ := m.Measure(s.Who, g, i); d > touchingFar {
				continue // too far to touch: no need to ask (tactic_touch.go)
			}
		}
		if b.Battlefield.Adjacent(s.Who, g.ID) {
			adjFoe = true
			break // one is enough: the rest need not be asked
		}
	}
	var buf [8]Modifier
	for _, id := range s.Targets {
		t := b.Figure(id)
		switch {
		case t == nil:
			return nil, fmt.Errorf("there is no figure %q", id)
		case id == s.Who:
			return nil, fmt.Errorf("%s cannot shoot itself", b.name(s.Who))
		case t.Dead:
			return nil, fmt.Errorf("%s is dead", b.name(id))
		}
		sight := b.sight(s.Who, id, sw)
		adjacent := b.Battlefield.Adjacent(s.Who, id)
		switch {
		case (!sight.Visible || sight.Band == OutOfRange) && b.quiet:
			return nil, errQuiet
		case !sight.Visible:
			return nil, fmt.Errorf("%s has no line of fire to %s", b.name(s.Who), b.name(id))
		case sight.Band == OutOfRange:
			return nil, fmt.Errorf("%s is out of range of the %s (%.0f\"; %s)", b.name(id), w.Name, sight.Distance, rangeWords(b.Rules, *sw))
		case sight.Band == Extreme && !aimed:
			return nil, fmt.Errorf("a shot at extreme range needs an Aim the turn before")
		case adjacent && t.Side != f.Side && !b.isPistol(w):
			return nil, fmt.Errorf("only a pistol may fire at an adjacent foe, not the %s", w.Name)
		}
		// The die's list is built in buf and kept from the battle's slab
		// when it adds to the sight's; else it is the sight's own list,
		// capped (no list of modifiers is written in place once made),
		// nil when empty, as the copy it replaces was.
		ms := append(Mods(buf[:0]), sight.Mods...)
		vulnerable := t.Vulnerable // revision 1: the state alone
		if b.Rules.VulnerableEveryAction {
			vulnerable = b.Vulnerable(t) // Entangled and Bound too
		}
		if vulnerable && !s.Drop { // no stacking with The Drop
			ms = ms.With("Vulnerable", VulnerableMod)
		}
		kind := AttackRanged
		if w.Thrown {
			kind = AttackThrown
		}
		ms = ms.With(b.scaleMod(f, t, w.Name))
		ms = append(ms, b.senseMods(f, t, ms)...)
		ms = append(ms, b.AttackedMods(f, t, kind, ms)...)
		var kept Mods
		switch n := len(sight.Mods); {
		case len(ms) > n:
			kept = b.modSlab.keep(ms)
		case n > 0:
			kept = sight.Mods[:n:n]
		}
		tn := DefaultTN
		if adjacent && t.Side != f.Side {
			tn = t.BaseParry() + t.parryTotal(b) // a pistol in melee: the foe's Parry
		} else if adjFoe {
			p.Vulnerable = true
		}
		p.Targets = append(p.Targets, t)
		p.Sights = append(p.Sights, sight)
		p.PerDie = append(p.PerDie, kept)
		p.TN = append(p.TN, tn)
	}
	if aimed {
		p.aimMods(b.Rules, aim.Ignore, s.Targets[0], aim.Target)
	}
	return p, nil
}

// aimMods adds an Aim's benefit: none when it only made an Extreme-range
// shot possible; else +2 to the roll, or with the other choice (ignore)
// up to AimIgnore points of each die's range, cover (prone included) and
// called-shot penalties, at the target aimed at.
func (p *ShotPlan) aimMods(er *EditionRules, ignore bool, first, target string) {
	for _, sight := range p.Sights {
		if sight.Band == Extreme && er.AimNoBonusAtExtreme {
			return
		}
	}
	if !ignore {
		p.Common = p.Common.With("Aim", AimMod)
		return
	}
	called := 0
	for _, m := range p.Common {
		if IsCalledShotMod(m) {
			called += m.Value
		}
	}
	if target == "" {
		target = first
	}
	for i, t := range p.Targets {
		if t.ID != target {
			continue
		}
		pen := called
		for _, m := range p.PerDie[i] {
			if aimIgnores(m) {
				pen += m.Value
			}
		}
		if n := min(AimIgnore, -pen); n > 0 {
			p.PerDie[i] = p.PerDie[i].With("Aim (ignores penalties)", n)
		}
	}
}

// aimIgnores: the penalties Aim's other choice may ignore: range bands,
// cover, prone (cover a prone figure has), a Scale penalty.
func aimIgnores(m Modifier) bool {
	return IsRangeMod(m) || IsCoverMod(m) || m.Name == ProneModName || (strings.HasPrefix(m.Name, ScaleModName) && m.Value < 0)
}

func modeName(m string) string {
	if m == Burst {
		return "three-round burst"
	}
	return "double tap"
}

func rangeWords(er *EditionRules, w Weapon) string {
	last := w.Range[2]
	if er.HasExtreme && !w.Thrown && !w.Shotgun {
		return fmt.Sprintf("extreme range ends at %d\"", 4*last)
	}
	return fmt.Sprintf("long range ends at %d\"", last)
}

// fired: the weapon of index idx has attacked this turn and the edition
// lets a weapon attack only once a turn.
func (b *Battle) fired(idx int) bool {
	if idx < 0 || b.turn == nil || b.Rules.SameWeaponTwice {
		return false
	}
	for _, i := range b.turn.Fired {
		if i == idx {
			return true
		}
	}
	return false
}

// Plan: one roll of the skill, with a trait die per target.
func (s Shoot) Plan(b *Battle) (*Plan, error) {
	d, err := s.plan(b)
	if err != nil {
		return nil, err
	}
	return onePlanIn(d.host, s.Who, b.shotRoll(d), d), nil
}

// shotRoll is a shot plan's roll: the shooter's modifiers for every die,
// each die with its target's own.
func (b *Battle) shotRoll(d *ShotPlan) PlannedRoll {
	r := b.planRoll(d.Who.ID, d.Skill, d.Common)
	r.Weapon, r.Ranged, r.Attack = d.Weapon.Name, true, true
	r.Dice = b.dieSlab.take(len(d.Targets))
	for i, t := range d.Targets {
		r.Dice[i] = PlannedDie{Target: t.ID, TN: d.TN[i], Mods: d.PerDie[i]}
	}
	return r
}

// ShotDie is one trait die of a shot after the Wild Die had its say.
type ShotDie struct {
	Target  string
	Roll    DieRoll // the trait die as thrown
	Total   int     // the total that counts (the Wild Die's when it stood in)
	TN      int
	Wild    bool // the Wild Die stood in for this die
	Hit     bool
	Raises  int
	Cover   bool // missed only because of the cover: the obstacle is hit
	Stray   bool // a stray die: it may hit a bystander
	Mods    Mods // the target's own modifiers
	Damaged bool
}

// ShotResult is a resolved Shoot.
type ShotResult struct {
	Dice []ShotDie
	// Thrown are the trait dice in the order thrown (Dice has them as
	// assigned to the targets).
	Thrown          []DieRoll
	WildDie         DieRoll
	CriticalFailure bool
	Bystanders      []string // who the stray dice hit, in order
}

// Hits counts the dice that hit their target.
func (r ShotResult) Hits() int {
	n := 0
	for _, d := range r.Dice {
		if d.Hit {
			n++
		}
	}
	return n
}

// Struck counts the dice that reached their target: the hits, and the
// misses that only the cover caused, which strike through the obstacle
// with its armor (docs/geometry.md).
func (r ShotResult) Struck() int {
	n := 0
	for _, d := range r.Dice {
		if d.Hit || d.Cover {
			n++
		}
	}
	return n
}

// LastShot is the result of the battle's last Shoot (for the attack
// subcommand's counts and tests).
func (b *Battle) LastShot() *ShotResult { return b.lastShot }

func (s Shoot) Do(b *Battle, pl *Plan) error {
	return s.resolve(b, pl.Detail.(*ShotPlan), pl.Rolls[0])
}

// resolve fires a planned shot with its planned roll r.
func (s Shoot) resolve(b *Battle, p *ShotPlan, r PlannedRoll) error {
	f, w := p.Who, p.Weapon
	b.UseAction(b.actionKey(KindShoot, w.Name))
	b.turn.Fired = append(b.turn.Fired, p.Index)
	if w.Shots > 0 && p.Index < len(f.Ammo) {
		f.Ammo[p.Index] -= p.Ammo
	}
	if p.Aimed {
		delete(b.aim, s.Who)
	}
	tr := r.Roll
	res := b.shotWithReroll(f, tr, p) // benny rerolls: reroll.go
	b.lastShot = res

	// The roll, as one line: a single die reads like any trait test.
	var ev Event
	if len(res.Dice) == 1 {
		d := res.Dice[0]
		rolls := append(b.rollSlab.take(2)[:0], d.Roll) // room for the Wild Die
		if f.WildCard {
			rolls = append(rolls, res.WildDie)
		}
		mods := tr.AllMods()
		if len(d.Mods) > 0 {
			mods = append(append(b.modSlab.take(len(mods) + len(d.Mods))[:0], mods...), d.Mods...)
		}
		ev = Event{Kind: EventTrait, Who: s.Who, Target: d.Target, What: tr.Name, Trait: tr.Trait, Weapon: w.Name,
			Rolls: rolls, Mods: mods, Total: d.Total, TN: d.TN, Raises: d.Raises,
			Outcome: shotWord(d, res.CriticalFailure)}
	} else {
		rolls := b.rollSlab.take(len(res.Dice) + 1)[:0]
		var parts []string
		if !b.quiet { // a quiet battle: the per-target line is for a person (quiet.go)
			parts = make([]string, len(res.Dice))
		}
		dice := make([]EventDie, len(res.Dice))
		rolls = append(rolls, res.Thrown...)
		for i, d := range res.Dice {
			dice[i] = EventDie{Target: d.Target, Total: d.Total, TN: d.TN, Mods: d.Mods}
			if parts != nil {
				// Concatenated, not Sprintf: the same text with one allocation.
				parts[i] = b.name(d.Target) + " " + strconv.Itoa(d.Total) + " vs " + strconv.Itoa(d.TN) + modsSuffix(d.Mods, d.Wild) + ": " + shotWord(d, res.CriticalFailure)
			}
		}
		if f.WildCard {
			rolls = append(rolls, res.WildDie)
		}
		ev = Event{Kind: EventShot, Who: s.Who, What: tr.Name, Trait: tr.Trait, Weapon: w.Name, Rolls: rolls, Mods: tr.AllMods(),
			Total: len(res.Dice), Raises: res.Hits(), Outcome: strings.Join(parts, "; "), Dice: dice}
	}
	ev.Figure, ev.After = f.ID, f.Snapshot()
	if err := b.Record(ev); err != nil {
		return err
	}
	if p.Vulnerable && !f.Vulnerable {
		f.Vulnerable = true
		if err := b.Record(f.stateEvent(EventState, "fired past an adjacent foe", "Vulnerable")); err != nil {
			return err
		}
	}
	for i := range res.Dice {
		d := &res.Dice[i]
		t := b.Figure(d.Target)
		switch {
		case d.Hit:
			spec := b.shotDamage(f, w, s, p.Sights[i].Band)
			spec.Raise = d.Raises > 0
			spec.Extra = append(spec.Extra, b.assassinMods(f, t, s.Drop)...) // edges_fifth.go
			out, err := b.Damage(spec, t)
			if err != nil {
				return err
			}
			d.Damaged = true
			if s.Drop && b.knocksOut(out, t) {
				if err := b.knockoutBlow(s.Who, t, s.Called == CalledHeadVitals); err != nil {
					return err
				}
			}
		case d.Cover:
			spec := b.shotDamage(f, w, s, p.Sights[i].Band)
			sight := p.Sights[i]
			name := b.obstacleName(sight.Obstacle)
			if b.Rules.ObstacleAsArmor {
				spec.Armor = spec.Armor.With(name, sight.ObstacleArmor)
			} else {
				spec.Extra = spec.Extra.With(name, -sight.ObstacleArmor) // revision 1: off the total
			}
			ev := Event{Kind: EventAttack, Who: s.Who, Target: d.Target, Weapon: w.Name}
			if !b.quiet {
				ev.Outcome = "the shot hits the " + name + " in the way: it protects as armor " + signed(sight.ObstacleArmor)
			}
			if err := b.Record(ev); err != nil {
				return err
			}
			if _, err := b.Damage(spec, t); err != nil {
				return err
			}
			d.Damaged = true
		case d.Stray:
			if err := b.strayDie(f, w, s, p, i, res); err != nil {
				return err
			}
		}
		if d.Hit && d.Stray {
			if err := b.strayDie(f, w, s, p, i, res); err != nil {
				return err
			}
		}
	}
	return nil
}

// obstacleName names an obstacle's armor ("wood obstacle"), made once a
// battle for each kind: cover is struck on many shots.
func (b *Battle) obstacleName(kind string) string {
	if kind == "" {
		return "obstacle"
	}
	if n, ok := b.obstacles[kind]; ok {
		return n
	}
	n := strings.ReplaceAll(kind, "_", " ") + " obstacle"
	if b.obstacles == nil {
		b.obstacles = map[string]string{}
	}
	b.obstacles[kind] = n
	return n
}

// shotDamage is the weapon's damage for this shot: shotgun dice by band
// (shot) or 2d10 (slugs), the Joker, the fire mode's bonus, a called shot
// to the head.
func (b *Battle) shotDamage(f *Figure, w Weapon, s Shoot, band RangeBand) DamageSpec {
	spec := WeaponDamage(f, w)
	if w.Shotgun {
		// Shared arrays, capped: a damage's dice are never changed in
		// place, only copied (edges_wiring.go).
		dice := shotDice[:3-min(int(band), 2)]
		if s.Slugs {
			dice = slugDice[:]
		}
		spec.Damage = Damage{Plus: w.Damage.Plus, Dice: dice[:len(dice):len(dice)]}
	}
	spec.Joker = b.Fight.Init.Joker(f.ID)
	if spec.Joker && f.feature(featDeadShot) > 0 && !b.doubledThisRound(f.ID, DeadShot) {
		spec.Double = DeadShot // edges_wiring.go
	}
	switch s.Mode {
	case DoubleTap:
		name, mod, _ := DoubleTapOf(b.Rules, f, w)
		spec.Extra = spec.Extra.With(name, mod)
	case Burst:
		spec.Extra = spec.Extra.With("three-round burst", BurstBonus(b.Rules))
	}
	if s.Barrels == 2 {
		spec.Extra = spec.Extra.With("both barrels", BothBarrelsMod)
	}
	spec.HeadVitals = s.Called == CalledHeadVitals
	spec.Extra = append(spec.Extra, calledDamage(s.Called)...)
	kind := AttackRanged
	if w.Thrown {
		kind = AttackThrown
	}
	spec.Extra = append(spec.Extra, b.damageMods(f, nil, kind)...)
	spec.Extra = append(spec.Extra, b.elderlyDamage(f, spec)...) // edges_will.go
	spec.Drop = s.Drop
	return spec
}

// A shotgun's damage dice: 3d6 shot at short range, 2d6 at medium, 1d6
// at long; 2d10 slugs. Read only.
var (
	shotDice = [3]Die{{Sides: 6}, {Sides: 6}, {Sides: 6}}
	slugDice = [2]Die{{Sides: 10}, {Sides: 10}}
)

// signed is n as fmt's %+d writes it ("+2", "-1", "+0").
func signed(n int) string {
	if n < 0 {
		return strconv.Itoa(n)
	}
	return "+" + strconv.Itoa(n)
}
