package rules

import (
	"strings"
	"sync/atomic"
)

// DefaultPace is a figure's Pace when the scenario gives none.
const DefaultPace = 6

// Trait returns the die a figure rolls for an attribute or skill, and
// whether it has the trait. A missing attribute is a d4 (every figure has
// the five); a missing skill is reported unskilled, d4, and the roll then
// takes -2 (TraitRoll.Unskilled does that). Injuries that lower a die type
// are applied, and deluxe's Elderly.
func (f *Figure) Trait(name Trait) (Die, bool) {
	name = traitOf(string(name))
	d, ok := f.Traits[name]
	if !ok || d.Zero() {
		return D4, IsAttribute(name)
	}
	for _, in := range f.Injuries {
		if in.Trait == name {
			d = d.Lower()
		}
	}
	if (name == Strength || name == Vigor) && f.HasEffects() && f.feature(featElderly) > 0 {
		d = d.Lower() // deluxe's Elderly
	}
	return f.dieSteps(name, d), true
}

// dieSteps is the die after the figure's die-type effects on the trait
// (Boost Trait, Lower Trait): castings do not add up, so the largest rise
// and the deepest fall count, never below d4.
func (f *Figure) dieSteps(name Trait, d Die) Die {
	if len(f.Effects) == 0 && len(f.granted) == 0 {
		return d
	}
	up, down := 0, 0
	f.eachEffect(func(e *Effect) {
		if e.Change == ChangeDie && traitOf(e.Detail) == name {
			up, down = max(up, e.Value), min(down, e.Value)
		}
	})
	for range up {
		d = d.Raise()
	}
	for range -down {
		d = d.Lower()
	}
	return d
}

// Lower returns the die one type smaller, never below d4: d12+2 -> d12+1,
// d12 -> d10, d4 -> d4.
func (d Die) Lower() Die {
	switch {
	case d.Bonus > 0:
		d.Bonus--
	case d.Sides > 4:
		d.Sides -= 2
	}
	return d
}

// half is half a trait die for derived statistics: half the sides, plus half
// of a d12's bonus rounded down (d12+1 counts 6, d12+2 counts 7).
func half(d Die) int {
	h := d.Sides / 2
	if d.Bonus > 0 {
		h += d.Bonus / 2
	}
	return h
}

// Parry is BaseParry with the figure's effects (Block +1...).
func (f *Figure) Parry() int { return f.BaseParry() + f.parryTotal(nil) }

// BaseParry is 2 plus half the Fighting die, or 2 without Fighting; the
// scenario's parry: replaces it.
func (f *Figure) BaseParry() int {
	if f.ParryOverride != nil {
		return *f.ParryOverride
	}
	d, skilled := f.Trait(Fighting)
	if !skilled {
		return 2
	}
	return 2 + half(d)
}

// Toughness is 2 plus half the Vigor die, plus armor and Size; the
// scenario's toughness: replaces it (and is taken to include the armor).
func (f *Figure) Toughness() int {
	if f.ToughnessOverride != nil {
		return *f.ToughnessOverride + f.effectToughness()
	}
	v, _ := f.Trait(Vigor)
	return 2 + half(v) + f.Armor + f.Size + f.effectToughness()
}

// ToughnessAP is Toughness against an attack with armor piercing ap: AP
// removes armor points, never more than the armor there is.
func (f *Figure) ToughnessAP(ap int) int {
	return f.Toughness() - f.ArmorIgnored(ap)
}

// ArmorIgnored is how much of the figure's armor AP ap cancels.
func (f *Figure) ArmorIgnored(ap int) int {
	armor := f.Armor + f.effectArmor()
	if ap <= 0 || armor <= 0 {
		return 0
	}
	return min(ap, armor)
}

// MaxWoundPenalty is the largest penalty Wounds give, as a positive number.
const MaxWoundPenalty = 3

// WoundPenalty is -1 per Wound, at most -3.
func (f *Figure) WoundPenalty() int { return -min(f.Wounds, MaxWoundPenalty) }

// FatiguePenalty is -1 Fatigued, -2 Exhausted.
func (f *Figure) FatiguePenalty() int { return -min(max(f.Fatigue, 0), 2) }

// FatigueName names the Fatigue level: "", "Fatigued", "Exhausted".
func FatigueName(level int) string {
	switch {
	case level <= 0:
		return ""
	case level == 1:
		return "Fatigued"
	}
	return "Exhausted"
}

// Penalty lists the figure's Wound and Fatigue penalties to trait rolls as
// named modifiers (empty when it has none).
func (f *Figure) Penalty() Mods {
	return f.appendPenalty(nil)
}

// appendPenalty appends Penalty's modifiers to ms.
func (f *Figure) appendPenalty(ms Mods) Mods {
	if f.Wounds > 0 {
		ms = ms.With("Wounds", min(f.WoundPenalty()+f.ignoredWounds(), 0))
	}
	if f.Fatigue > 0 {
		ms = ms.With(FatigueName(f.Fatigue), min(f.FatiguePenalty()+f.ignoredFatigue(), 0))
	}
	return ms
}

// DistractedMod is the penalty Distracted gives to every trait roll.
const DistractedMod = -2

// TraitRoll prepares a trait test of the figure: its die (d4 unskilled),
// its Wild Die if a Wild Card, then its Wound, Fatigue and Distracted
// penalties followed by the caller's extra modifiers.
func (f *Figure) TraitRoll(name Trait, extra Mods) TraitRoll {
	return f.traitRoll(name, extra, nil)
}

// traitRoll is TraitRoll with its modifiers' array cut from from (a
// battle's slab; nil, a new array).
func (f *Figure) traitRoll(name Trait, extra Mods, from *slab[Modifier]) TraitRoll {
	d, has := f.Trait(name)
	if f.Riding != "" && name == Fighting { // mounted: the lower of Fighting and Riding
		d, has = f.mountedFighting()
	}
	// Penalty's modifiers, Distracted and extra in one array (every
	// trait roll of a fight comes here); nil when there are none, as
	// Penalty and With leave it.
	distracted := f.Distracted || f.Bound // Bound in a grapple counts as Distracted
	var ms Mods
	if n := len(extra) + b2i(f.Wounds > 0) + b2i(f.Fatigue > 0) + b2i(distracted); n > 0 {
		if from != nil {
			ms = from.take(n)[:0]
		} else {
			ms = make(Mods, 0, n)
		}
	}
	ms = f.appendPenalty(ms)
	if distracted {
		ms = ms.With("Distracted", DistractedMod)
	}
	ms = append(ms, extra...)
	if len(ms) == 0 {
		ms = nil
	}
	return TraitRoll{
		Name:      name.Label(),
		Trait:     name,
		Die:       d,
		Unskilled: !has,
		Wild:      f.WildCard,
		Mods:      ms,
	}
}

func traitLabel(name string) string {
	if name == "" {
		return name
	}
	if l, ok := knownLabels[name]; ok {
		return l // every roll's event names its trait: no new string
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// knownLabels are KnownTraits' labels, made once (read only after).
var knownLabels = func() map[string]string {
	m := make(map[string]string, len(KnownTraits))
	for _, t := range KnownTraits {
		n := string(t)
		m[n] = strings.ToUpper(n[:1]) + n[1:]
	}
	return m
}()

// CurrentPace is Pace (6 by default) less 1 per Wound, never below 1.
func (f *Figure) CurrentPace() int {
	p := f.Pace
	if p == 0 {
		p = DefaultPace
	}
	p += f.paceEffects() // Fleet-Footed, Slow: edges_wiring.go
	return max(p+f.WoundPenalty(), 1)
}

// Snapshot returns a deep copy of the figure's State, for an Event's After.
func (f *Figure) Snapshot() *State {
	// The State and a few weapons' ammunition in one slot of a shared
	// chunk: every roll's event carries one.
	sn := newSnapshot()
	sn.State = f.State
	s := &sn.State
	if n := len(f.Ammo); n > 0 && n <= len(sn.ammo) {
		copy(sn.ammo[:], f.Ammo)
		s.Ammo = sn.ammo[:n:n]
	} else {
		s.Ammo = append([]int(nil), f.Ammo...)
	}
	s.Injuries = append([]Injury(nil), f.Injuries...)
	if f.Effects != nil {
		s.Effects = append([]Effect(nil), f.Effects...)
	}
	return s
}

type stateSnapshot struct {
	State
	ammo [4]int
}

// keepAfters moves the Afters of the log's events from index from on out
// of the shared chunks (newSnapshot) into the battle's own: an event kept
// held its whole shared chunk alive, and in a window playing the Odds (or
// a host with several tables) the other fifteen slots were those
// battles' thrown-away states, 3.2 KB kept per event for 0.2 KB. A quiet
// battle (a simulated fight, the Odds) keeps its log only while it
// plays, so it skips this.
func (b *Battle) keepAfters(from int) {
	evs := b.Fight.Events
	for i := from; i < len(evs); i++ {
		a := evs[i].After
		if a == nil {
			continue
		}
		sn := &b.afters.takeOf(1, len(snapChunk{}.slots))[0]
		sn.State = *a
		if n := len(a.Ammo); n > 0 && n <= len(sn.ammo) {
			copy(sn.ammo[:], a.Ammo) // not the shared slot's array
			sn.State.Ammo = sn.ammo[:n:n]
		}
		evs[i].After = &sn.State
	}
}

// snapChunk is a run of snapshots handed out one by one, so that one
// allocation serves many events' After (a tenth of a simulated fight's
// allocations were single snapshots). It is shared by every battle, so a
// slot is taken with an atomic add: never twice, so an event's After
// stays its own. A kept event would keep its whole chunk alive (16
// states): a battle that keeps its log moves its events' out
// (keepAfters).
type snapChunk struct {
	next  atomic.Int32
	slots [16]stateSnapshot
}

// snapChunks is the chunk slots are taken from now.
var snapChunks atomic.Pointer[snapChunk]

// newSnapshot is a zero snapshot no one else holds.
func newSnapshot() *stateSnapshot {
	for {
		c := snapChunks.Load()
		if c != nil {
			if i := c.next.Add(1) - 1; int(i) < len(c.slots) {
				return &c.slots[i]
			}
		}
		n := &snapChunk{}
		n.next.Store(1)
		if snapChunks.CompareAndSwap(c, n) {
			return &n.slots[0]
		}
	}
}

// Bennies by kind of figure, and the GM's common pool per player character.
const (
	PlayerWildCardBennies = 3
	GMWildCardBennies     = 2
	GMPoolPerPlayer       = 1
)

// StartingBennies is what a figure gets at the start of a session: 3 for a
// player's Wild Card, 2 for a GM's Wild Card (Figure.GM), none for an
// Extra.
func StartingBennies(f *Figure) int {
	switch {
	case !f.WildCard:
		return 0
	case !f.GM:
		return PlayerWildCardBennies
	}
	return GMWildCardBennies
}

// GMBennyPool is the GM's common pool: one benny per player character
// (the Wild Cards of the players' sides). Any of the GM's figures may
// draw on it (bennies.go).
func GMBennyPool(figs []*Figure) int {
	n := 0
	for _, f := range figs {
		if f.WildCard && !f.GM {
			n += GMPoolPerPlayer
		}
	}
	return n
}

// AddFatigue gives one level of Fatigue: Fatigued, then Exhausted, then
// Incapacitated (Fatigue stays at Exhausted). It returns the state event.
func (f *Figure) AddFatigue(cause string) Event {
	outcome := ""
	if f.Fatigue >= 2 {
		f.Incapacitated = true
		outcome = "Incapacitated"
	} else {
		f.Fatigue++
		outcome = FatigueName(f.Fatigue)
	}
	return f.stateEvent(EventState, cause, outcome)
}

// stateEvent records a change of f's state.
func (f *Figure) stateEvent(kind EventKind, what, outcome string) Event {
	return Event{Kind: kind, Target: f.ID, What: what, Outcome: outcome, Figure: f.ID, After: f.Snapshot()}
}
