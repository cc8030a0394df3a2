package wire

import (
	"encoding/json"
	"maps"
	"slices"

	"battlemat/rules"
)

// The messages between the host and its clients (a session and its
// seats), JSON text, one object
// each (docs/cli.md, "host"). Client to host:
//
//	{"type": "action", "id": "any string", "action": ACTION}
//	{"type": "reissue", "seat": "player:anna"}          (the GM only)
//	{"type": "answer", "id": "q3", "yes": true}          (to a Question)
//	{"type": "undo", "id": "u1"}, {"type": "redo", ...}  (the GM only)
//
// Host to client: State first on every connection, then Applied after
// every accepted action (to every client, filtered per seat), Refused to
// the one client whose message changed nothing, Reissued to the GM,
// Question to the seat that must answer it (and to the GM) while an
// action waits for it, and then a State saying who decides (Deciding) to
// the seat whose action it is when that is another; after an undo or a
// redo, a new State to every client (its seq the number of actions in
// the battle now).

// Message types.
const (
	TypeAction   = "action"
	TypeReissue  = "reissue"
	TypeState    = "state"
	TypeApplied  = "applied"
	TypeRefused  = "refused"
	TypeReissued = "reissued"
	// TypePreview asks (client) and answers (host) the odds of an action
	// before it is taken: nothing is rolled and nothing changes.
	TypePreview = "preview"
	// TypeQuestion asks a seat to decide for its figure in the middle of
	// an action (Soak, a benny reroll, a free attack); TypeAnswer is the seat's reply.
	TypeQuestion = "question"
	TypeAnswer   = "answer"
	// TypeAnswered tells the question's seats it is settled (by whom),
	// so their screens stop asking.
	TypeAnswered = "answered"
	// TypeUndo takes back the battle's last action, TypeRedo puts the
	// last one undone back (the GM only).
	TypeUndo = "undo"
	TypeRedo = "redo"
	// TypeSeated tells the GM that a seat joined for the first time
	// (Seated).
	TypeSeated = "seated"
)

// Question kinds.
const (
	AskSoak   = "soak"
	AskReroll = "reroll"
	// AskReaction: the free attack an Edge gives (First Strike,
	// Counterattack); Trait is the Edge. No answer in time is yes.
	AskReaction = "reaction"
)

// Question goes, while an action is being applied, to the seat of the
// figure that must decide (its player; the GM for the GM's figures) and
// to the GM, who may answer for an absent player. The action waits for
// an Answer with the same ID, at most Timeout seconds from this message
// (a screen counts them down; one that joins while it waits is sent the
// seconds left); then the host answers with its Default. Timeout 0: the
// host waits for the answer (the window's own session). Seat is whose
// question it is.
type Question struct {
	Type string `json:"type"`
	ID   string `json:"id"`
	Who  string `json:"who"`
	Seat string `json:"seat"`
	Kind string `json:"kind"`
	Text string `json:"text"`
	// Wounds (soak): the Wounds the hit would cause; Soaked: how many of
	// them earlier Soak rolls took off.
	Wounds int `json:"wounds,omitempty"`
	Soaked int `json:"soaked,omitempty"`
	// Rolls (soak): the Soak rolls made so far (a question after one
	// asks about rolling again).
	Rolls int `json:"rolls,omitempty"`
	// Trait and Outcome (reroll): the test and how it came out.
	Trait   string `json:"trait,omitempty"`
	Outcome string `json:"outcome,omitempty"`
	Bennies int    `json:"bennies"`
	// Pool is the GM's pool of bennies left, in a question about one of
	// the GM's figures (only the GM is asked those); nil otherwise.
	Pool *int `json:"pool,omitempty"`
	// FromPool: the GM's pool pays this benny (the figure has none of
	// its own); Text says whose bennies pay and how many are left.
	FromPool bool `json:"from_pool,omitempty"`
	// Seen are the rolls of the action up to the question (the attack
	// and its damage before a Soak; the roll itself before its reroll),
	// as the question's seat may see them.
	Seen []Roll `json:"seen,omitempty"`
	// Default is the host's answer if nobody answers in time: the one
	// that spends nothing (no benny; yes to a free attack).
	Default bool `json:"default"`
	Timeout int  `json:"timeout"`
	// YesWord and NoWord are the answers' words every screen shows on
	// its two buttons ("Soak (benny)", "Take it"; AnswerWords); a
	// question without them (an older host's) is answered Yes and No.
	YesWord string `json:"yes_word,omitempty"`
	NoWord  string `json:"no_word,omitempty"`
}

// AnswerWords are the words of a question's two answers, by its kind
// and (a reaction) the Edge or power asked about: what a Yes and a No do
// here, so neither reads as a guess.
func AnswerWords(kind, trait string) (yes, no string) {
	switch {
	case kind == AskSoak:
		return "Soak (benny)", "Take it"
	case kind == AskReroll:
		return "Reroll (benny)", "Keep it"
	case kind == AskReaction && trait == rules.DispelCounterWhat:
		return "Counter (Dispel)", "Let it pass"
	case kind == AskReaction:
		return "Free attack", "Let it pass"
	}
	return "Yes", "No"
}

// MaxMessage is the largest message a client may send (64 KiB); a larger
// one closes its connection.
const MaxMessage = 64 << 10

// FigureState is a figure as a seat is told of it: the numbers a seat
// may not know are left out (nil). `battlemat apply` prints the same
// shape with every number.
type FigureState struct {
	At            rules.Pos `json:"at"`
	Shaken        bool      `json:"shaken"`
	Wounds        *int      `json:"wounds,omitempty"`
	Fatigue       *int      `json:"fatigue,omitempty"`
	Incapacitated bool      `json:"incapacitated"`
	Prone         bool      `json:"prone"`
	Distracted    bool      `json:"distracted"`
	Vulnerable    bool      `json:"vulnerable"`
	Bennies       *int      `json:"bennies,omitempty"`
	// PowerPoints: what a caster has left (told with its bennies).
	PowerPoints *int `json:"power_points,omitempty"`
	Parry       *int `json:"parry,omitempty"`
	Toughness   *int `json:"toughness,omitempty"`
	Stunned     bool `json:"stunned,omitempty"`
	// Hold: the figure is on Hold (it keeps its card to act later).
	Hold bool `json:"hold,omitempty"`
	// Defend: it took the Defend action this turn (+4 Parry); Aim: it
	// aims (the Aim action's bonus waits for its next shot); Joker: its
	// action card this round is a Joker. Every seat that sees the figure
	// sees them, as they see its token.
	Defend bool `json:"defend,omitempty"`
	Aim    bool `json:"aim,omitempty"`
	Joker  bool `json:"joker,omitempty"`
	// Entangled and Bound: held in a grapple (Vulnerable, and Bound
	// Distracted too, though those flags say only what was set alone).
	Entangled bool `json:"entangled,omitempty"`
	Bound     bool `json:"bound,omitempty"`
	// Hidden (the GM's copy only: the others never hear of such a
	// figure) says the figure is still hidden, so the GM may reveal it.
	Hidden bool `json:"hidden,omitempty"`
	// Effects are what changes the figure's rolls and numbers, each with
	// its source and when it ends: those its Edges, Hindrances and
	// abilities grant to a seat told its Parry or Toughness, the ones put
	// on it during the fight (a GM's ruling, a power) to every seat.
	Effects []EffectInfo `json:"effects,omitempty"`
	// State (the GM's copy only) is the figure's whole state, which the
	// GM's edits (set_state) start from so they change one thing only.
	State *rules.State `json:"state,omitempty"`
	// MaxPowerPoints: the most Power Points a caster has (the Power
	// Points Edge's 5 included), told with PowerPoints.
	MaxPowerPoints *int `json:"max_power_points,omitempty"`
	// MaxWounds: the most Wounds the figure takes before it is out (a
	// Wild Card's 3, with its Size's and abilities' extra), told with
	// Wounds: the token's pips.
	MaxWounds *int `json:"max_wounds,omitempty"`
	// Sheet (the GM's copy, and a player's of its party's figures): what
	// the figure's card shows beyond its state, as the battle has it now.
	Sheet *FigureSheet `json:"sheet,omitempty"`
}

// FigureSheet is a figure's numbers that its card lists (the window's
// figure panel, a phone's long-press card): its traits with their dice,
// the weapons it carries now (a natural weapon its abilities grant, one
// picked up, one dropped gone) with the shots left in each, its Armor.
// A seat's copy of the scenario lacks them for a figure the GM added
// and cannot know what the fight changed.
type FigureSheet struct {
	Traits  map[rules.Trait]rules.Die `json:"traits,omitempty"`
	Weapons []rules.Weapon            `json:"weapons,omitempty"`
	Ammo    []int                     `json:"ammo,omitempty"`
	Armor   int                       `json:"armor,omitempty"`
}

// SheetOf is the figure's sheet as the battle has it.
func SheetOf(f *rules.Figure) *FigureSheet {
	return &FigureSheet{Traits: maps.Clone(f.Traits), Weapons: slices.Clone(f.Weapons),
		Ammo: slices.Clone(f.Ammo), Armor: f.Armor}
}

// EffectInfo is one effect on a figure as a seat is told of it (rules'
// Effect): Ends says when it ends in words ("never", "until the end of
// its next turn").
type EffectInfo struct {
	Source rules.Source `json:"source"`
	Change rules.Change `json:"change"`
	Detail string       `json:"detail,omitempty"`
	Value  int          `json:"value,omitempty"`
	When   rules.When   `json:"when,omitempty"`
	Ends   string       `json:"ends"`
	Label  string       `json:"label"`
	// Granted: the figure's own Edges, Hindrances or abilities grant it
	// (it never ends); false for one put on during the fight (a GM's
	// ruling, a power, a fear result's Phobia).
	Granted bool `json:"granted,omitempty"`
}

// EffectsOf are the effects a seat is told of (FigureState.Effects),
// each ending as it was put on.
func EffectsOf(f *rules.Figure, all bool) []EffectInfo { return EffectsAt(f, all, nil) }

// EffectsAt are the effects a seat is told of, each ending as endsText
// says as of now (Battle.EndsText: a power's rounds left; nil as put on).
func EffectsAt(f *rules.Figure, all bool, endsText func(rules.Effect) string) []EffectInfo {
	if endsText == nil {
		endsText = rules.Effect.EndText
	}
	var out []EffectInfo
	add := func(e rules.Effect, granted bool) {
		ends := endsText(e)
		if ends == "" {
			ends = "never"
		}
		out = append(out, EffectInfo{Source: e.Source, Change: e.Change, Detail: e.Detail, Value: e.Value, When: e.When, Ends: ends, Label: e.Label(), Granted: granted})
	}
	if all {
		for _, e := range f.Granted() {
			add(e, true)
		}
	}
	for _, e := range f.Effects {
		add(e, false)
	}
	return out
}

// Roll is a trait die of an action: its total once rolled, its exact odds
// in a preview.
type Roll struct {
	Who    string      `json:"who"`
	Trait  rules.Trait `json:"trait"`
	Target string      `json:"target,omitempty"`
	TN     int         `json:"tn"`
	Total  *int        `json:"total,omitempty"`
	Mods   rules.Mods  `json:"mods"`
	// ParryMods (a preview of a melee attack, to a seat told the foe's
	// Parry): what makes up the TN besides the Parry itself, by name
	// ("+1 Block", "+1 Defend").
	ParryMods rules.Mods `json:"parry_mods,omitempty"`
	Success   *float64   `json:"success,omitempty"`
	Raise     *float64   `json:"raise,omitempty"`
	// Shaken and Wound (a preview of an attack): the exact chances that
	// its damage Shakes the target or better, and that it Wounds, before
	// any Soak; left out when the seat is not told the target's
	// Toughness, which DamageNote then says.
	Shaken     *float64 `json:"shaken,omitempty"`
	Wound      *float64 `json:"wound,omitempty"`
	DamageNote string   `json:"damage_note,omitempty"`
	// Kind, What, Weapon, Outcome and Dice (a question's rolls so far,
	// Question.Seen): the roll's event kind, what it rolled, the weapon,
	// how it came out and the dice thrown with their faces, so that a
	// screen's dice panel shows them before the prompt.
	Kind    rules.EventKind `json:"kind,omitempty"`
	What    string          `json:"what,omitempty"`
	Weapon  string          `json:"weapon,omitempty"`
	Outcome string          `json:"outcome,omitempty"`
	Dice    []rules.DieRoll `json:"dice,omitempty"`
	Raises  int             `json:"raises,omitempty"`
	// Thrown are the rolls a benny reroll threw away, the first first.
	Thrown []rules.ThrownRoll `json:"thrown,omitempty"`
	// Own (a preview): the modifiers of Mods that are the die's target's
	// own (its range, cover, prone), which Mods ends with; suppressive
	// fire reads one roll against each figure with these.
	Own rules.Mods `json:"own,omitempty"`
	// Cover and Unseen (a preview of a shot or a Bolt): the terrain's
	// cover of the target (rules.Cover: 1 light ... 4 near total) and
	// that the shooter does not see it at all.
	Cover  rules.Cover `json:"cover,omitempty"`
	Unseen bool        `json:"unseen,omitempty"`
	// Victims (a preview of an area attack or a template power): the
	// figures the seat sees under the template where it is aimed, each
	// with what it gets of its own.
	Victims []Victim `json:"victims,omitempty"`
}

// Victim is a figure under an area attack's template as previewed: the
// armor in its way besides its own (an obstacle, cover as armor), its
// damage roll's modifiers, and its chance to evade (left out when it
// cannot).
type Victim struct {
	Target string     `json:"target"`
	Armor  rules.Mods `json:"armor,omitempty"`
	Damage rules.Mods `json:"damage,omitempty"`
	Evade  *float64   `json:"evade,omitempty"`
}

// TurnInfo is the multi-action declaration of the turn under way:
// Actions declared as it started, Taken so far, and Penalty, the
// modifier every roll of the turn takes for the actions past the first
// (0 or negative; less with Quickness or an Edge that frees an action),
// so a screen says it before the roll.
type TurnInfo struct {
	Actions int `json:"actions"`
	Taken   int `json:"taken"`
	Penalty int `json:"penalty,omitempty"`
	// PaceLeft is how far the figure may still move this turn without
	// running, in inches (the phone's reach shading).
	PaceLeft int `json:"pace_left,omitempty"`
	// Mode is how the figure moves when it is not walking: "fly",
	// "burrow", "swim" or "climb" (rules.MoveMode); Aquatic: water costs it 1".
	// A screen shades its reach so.
	Mode    string `json:"mode,omitempty"`
	Aquatic bool   `json:"aquatic,omitempty"`
	// What a screen shades and says of moving (wire/turn.go TurnOf):
	// Walk is the Pace left walking only; Reach the most the shading
	// goes this turn (Walk plus what running adds, or what is left
	// after the run; 0 after aiming); Run what running adds (the die
	// rolled once Ran, before that its highest; 0 for a Shaken figure
	// that has not run); NoSwim: Can't Swim's water costs.
	Walk   int  `json:"walk,omitempty"`
	Reach  int  `json:"reach,omitempty"`
	Run    int  `json:"run,omitempty"`
	Ran    bool `json:"ran,omitempty"`
	NoSwim bool `json:"no_swim,omitempty"`
	// FromPool: the figure up is Shaken, has no benny of its own and may
	// spend one from the GM's pool to act (told to the GM's seat alone).
	FromPool bool `json:"from_pool,omitempty"`
}

// Offer is an action the seat may take now besides moving and attacking
// (which its taps choose): the host checked it with the rules, so the
// screen shows its button. Kind is the action's kind (run, aim, defend,
// reload, unshake, hold, interrupt, turn: act from Hold, area: an area
// attack still to be aimed); Weapon names the weapon of a reload or an
// area attack, Template the area's template, Target who an interrupt
// interrupts.
type Offer struct {
	Kind     string `json:"kind"`
	Who      string `json:"who"`
	Weapon   string `json:"weapon,omitempty"`
	Template string `json:"template,omitempty"`
	Target   string `json:"target,omitempty"`
	// Action is one of the More menu's actions, checked whole (its
	// target, door or item in it): the screen sends it as it is. Square:
	// the action (a jump, a dismount) still needs the square it lands on.
	Action json.RawMessage `json:"action,omitempty"`
	Square bool            `json:"square,omitempty"`
	// Why is a cast the rules refuse at this target (out of range, out
	// of sight, not enough Power Points): the screen shows it greyed with
	// the reason and never sends it. A cast of a template power (Blast,
	// Burst) comes as Kind cast with Weapon the power and Template its
	// template, aimed with taps like an area attack.
	Why string `json:"why,omitempty"`
	// Entry is the More menu's entry the offer stands for (menu.ID's
	// Key: "grapple", "gm-stun"), "" for a plain action (run, hold). An
	// offer with Entry and Why but no Action is an entry the rules refuse
	// at every target now: the screen lists it greyed with the reason.
	Entry string `json:"entry,omitempty"`
	// At is the square a More offer names (the door to open or break,
	// where the item to pick up lies) and Item what lies there: a screen
	// matches a click to the offer by them. Every seat sees the doors
	// and the ground.
	At   *rules.Pos `json:"at,omitempty"`
	Item string     `json:"item,omitempty"`
}

// FigureInfo is what does not change about a figure: its name, side and
// player (in State only).
type FigureInfo struct {
	Name   string `json:"name"`
	Side   string `json:"side"`
	Player string `json:"player,omitempty"`
	// Size and WildCard draw a figure the scenario's text does not hold
	// (one the GM added during the battle).
	Size     int  `json:"size,omitempty"`
	WildCard bool `json:"wildcard,omitempty"`
}

// State is the first message on every connection: the battle as the seat
// sees it, its whole log so far included, so a client that reconnects
// catches up from it.
type State struct {
	Type  string  `json:"type"`
	Seq   int     `json:"seq"`
	Seat  string  `json:"seat"`
	Round int     `json:"round"`
	Up    *string `json:"up"`
	// Acting: Up's turn is under way (false: Up is the next to act).
	Acting bool `json:"acting"`
	// Next lists who may start a turn now (Up first, every Joker still
	// to act, everyone on Hold) that the seat sees; none while a turn is
	// under way.
	Next    []string               `json:"next,omitempty"`
	Figures map[string]FigureState `json:"figures"`
	Roster  map[string]FigureInfo  `json:"roster"`
	// Scenario is the scenario's text the seat may read, for drawing the
	// map: the figures hidden from the seat are cut out of it.
	Scenario string `json:"scenario"`
	// Mine lists the figures this seat acts for (every figure for the GM).
	Mine []string `json:"mine"`
	Log  []string `json:"log"`
	// Pool is the GM's pool of bennies left, for the GM only (nil to
	// every other seat, and under a revision without a pool).
	Pool *int `json:"pool,omitempty"`
	// Links are the seats' links, for the GM only.
	Links map[string]string `json:"links,omitempty"`
	// Joined are the seats that have joined since the host started, for
	// the GM only (its screen folds the links away once all have).
	Joined []string `json:"joined,omitempty"`
	// Maps are the map files the host keeps in its save folder for the
	// fights set up on the tablet, for the GM only (tablet.go).
	Maps []MapFile `json:"maps,omitempty"`
	// Turn is the declared actions of the turn under way (nil: none
	// the seat sees).
	Turn *TurnInfo `json:"turn,omitempty"`
	// Offers are the actions the seat may take now (Offer).
	Offers []Offer `json:"offers,omitempty"`
	// Redo says an action undone can be put back (the GM only).
	Redo bool `json:"redo,omitempty"`
	// Initiative is the round's strip as the seat may see it (Strip);
	// Acted, the figures whose turn of the round is over.
	Initiative []rules.StripBox `json:"initiative,omitempty"`
	Acted      []string         `json:"acted,omitempty"`
	// Settings are the table's settings, for the GM only.
	Settings *Settings `json:"settings,omitempty"`
	// Barriers are the Barrier power's walls standing now.
	Barriers []Barrier `json:"barriers,omitempty"`
	// Doors are the map's doors not standing as the scenario set them
	// (opened, closed or broken since); every seat sees every door.
	Doors []Door `json:"doors,omitempty"`
	// Ground is the weapons lying on the map (dropped or knocked from a
	// hand), in the order they fell; every seat sees them.
	Ground []GroundItem `json:"ground,omitempty"`
	// Rules is the revision of the rules the battle plays under (a
	// battle file's own, older ones kept); every seat sees it, so a
	// screen can say an older battle plays by older rules.
	Rules int `json:"rules,omitempty"`
	// End is how the fight would end now (FightEnd), for the GM only.
	End *FightEnd `json:"end,omitempty"`
	// Zones are the Light and Darkness powers' areas on the map now, in
	// the order cast; every seat sees them, as it sees the map.
	Zones []Zone `json:"zones,omitempty"`
	// Deciding is the question another seat is deciding about this
	// seat's action, which waits for it (nil: none; deciding.go).
	Deciding *Deciding `json:"deciding,omitempty"`
	// Step names the action the GM's undo took back (or redo put back)
	// on the state that follows it, as the seat may read it ("Hollis
	// Crane's shot at Scrap Raider 1"); "" on any other state.
	Step string `json:"step,omitempty"`
}

// Zone is one area of light or darkness a power put on the map: its
// centre and radius (inches), its light as rules.Light names it
// ("bright" for Light, "dark" or "pitch" for Darkness), who cast it and
// the power.
type Zone struct {
	At     rules.Spot `json:"at"`
	Radius float64    `json:"radius"`
	Light  string     `json:"light"`
	Caster string     `json:"caster"`
	Power  string     `json:"power"`
	// To ends a Light's beam (rules revision 8): the strip within Radius
	// of the segment from At to To. A Mobile area's At is where its
	// figure stands now, or where its caster moved it.
	To *rules.Spot `json:"to,omitempty"`
	// Silence: a Silence's area (rules revision 8), hushed, not lit:
	// Light is "" (a screen that does not know it draws nothing).
	Silence bool `json:"silence,omitempty"`
}

// Door is one door of the map as it stands now: the square that names it
// (a door on a thin wall: the square holding its middle), open or
// closed, and broken (a broken door stays open).
type Door struct {
	At     rules.Pos `json:"at"`
	Open   bool      `json:"open,omitempty"`
	Broken bool      `json:"broken,omitempty"`
}

// GroundItem is a weapon lying on a square of the map; Broken, one that
// broke as it fell (no use to anyone, not drawn).
type GroundItem struct {
	Weapon string    `json:"weapon"`
	At     rules.Pos `json:"at"`
	Broken bool      `json:"broken,omitempty"`
}

// Barrier is a wall the Barrier power stands on the map, from one grid
// corner to another (inches): the screen draws it and its own checks
// meet it as a wall.
type Barrier struct {
	From rules.Spot `json:"from"`
	To   rules.Spot `json:"to"`
}

// TypeSettings is the GM's message that changes the table's settings:
// {"type": "settings", "gm_asks": "all", "show_gm_edits": true}, every
// field optional; every seat gets its state afresh.
const TypeSettings = "settings"

// TypeTactic is the GM's "tactic" message: the session plays one turn of
// the plain tactic for the figure (Who, or the turn under way, or the
// first up), starting it if none is under way, up to its end or a
// question (the next tactic message goes on after the answer). Its
// applied messages carry the message's id.
const TypeTactic = "tactic"

// Settings are the table's settings the GM may change during the fight.
type Settings struct {
	// GMAsks: which of the GM's figures the GM is asked about when a
	// benny could be spent (rules.GMAsks).
	GMAsks rules.GMAsks `json:"gm_asks"`
	// ShowGMEdits: the GM's edits (a figure put, set, added...) reach
	// the table's and the players' logs too; by default only the GM's.
	ShowGMEdits bool `json:"show_gm_edits"`
	// AI are the sides the host's plain tactic plays (a scenario's
	// control: ai sides from the start); the GM hands a side to the
	// tactic and takes it back. Sides are every side of the battle, for
	// the GM's buttons.
	AI    []string `json:"ai"`
	Sides []string `json:"sides"`
}

// Seated goes to the GM's clients when a seat first joins: every seat
// that has joined since the host started.
type Seated struct {
	Type   string   `json:"type"`
	Joined []string `json:"joined"`
}

// Applied goes to every client after an accepted action; Seq counts the
// accepted actions. ID is the action message's id, in the sender's copy
// only.
type Applied struct {
	Type  string   `json:"type"`
	Seq   int      `json:"seq"`
	ID    string   `json:"id,omitempty"`
	Log   []string `json:"log"`
	Rolls []Roll   `json:"rolls"`
	// Seen are the action's rolls with their dice (SeenOf), for the
	// GM's dice panel (the TNs name every foe's Toughness and Parry);
	// other seats and none: left out.
	Seen    []Roll                 `json:"seen,omitempty"`
	Round   int                    `json:"round"`
	Up      *string                `json:"up"`
	Acting  bool                   `json:"acting"`
	Next    []string               `json:"next,omitempty"` // as State's
	Figures map[string]FigureState `json:"figures"`
	// Areas are the templates the action put down (an area attack,
	// suppressive fire), for the screens to show a moment; none: left out.
	Areas []AreaMark `json:"areas,omitempty"`
	// Pool is the GM's pool of bennies left, for the GM only (as State's).
	Pool *int `json:"pool,omitempty"`
	// Turn is the declared actions of the turn under way (as State's).
	Turn *TurnInfo `json:"turn,omitempty"`
	// Offers are the actions the seat may take now (Offer).
	Offers []Offer `json:"offers,omitempty"`
	// Added are the figures the action put on the table that the seat
	// sees (the GM's add_figure): the scenario's text does not hold them.
	Added map[string]FigureInfo `json:"added,omitempty"`
	// Initiative and Acted: the round's strip (as State's).
	Initiative []rules.StripBox `json:"initiative,omitempty"`
	Acted      []string         `json:"acted,omitempty"`
	// Barriers: the Barrier power's walls after the action (as State's).
	Barriers []Barrier `json:"barriers,omitempty"`
	// Doors and Ground: the doors and the weapons on the ground after
	// the action (as State's).
	Doors  []Door       `json:"doors,omitempty"`
	Ground []GroundItem `json:"ground,omitempty"`
	// End is how the fight would end after the action (as State's).
	End *FightEnd `json:"end,omitempty"`
	// Zones: the Light and Darkness powers' areas after the action (as
	// State's).
	Zones []Zone `json:"zones,omitempty"`
}

// AreaMark is a template an action put down: its kind (small, medium,
// large blast, cone, stream, or the suppression's medium blast), the
// map point aimed at (inches) and, when it deviated, where it came down.
type AreaMark struct {
	Kind string     `json:"kind"`
	Who  string     `json:"who"`
	Aim  rules.Spot `json:"aim"`
	// Landing is where a deviated blast came down (nil: where aimed).
	Landing *rules.Spot `json:"landing,omitempty"`
}

// Preview answers a preview message to its client alone: the action's
// trait rolls with their exact odds, or why the action cannot be taken.
// A TN and odds resting on a number the seat is not told (a foe's
// hidden Parry) are left out.
type Preview struct {
	Type  string `json:"type"`
	ID    string `json:"id"`
	Rolls []Roll `json:"rolls"`
	Error string `json:"error,omitempty"`
	// Notes are the rules' own words on what the action will do (for
	// suppressive fire, each figure's cover, prone, hidden and odds, or
	// that it can affect nobody; for a cast, its Power Points: "cost 3
	// Power Points (Bolt 1, Damage +2)"), the seat's unseen figures left
	// out.
	Notes []string `json:"notes,omitempty"`
	// Cost is a cast's Power Points ("3 Power Points (Bolt 1, Damage
	// +2)"), Notes' "cost" line without the word; Futile (suppressive
	// fire) says it can affect nobody under the template.
	Cost   string `json:"cost,omitempty"`
	Futile bool   `json:"futile,omitempty"`
}

// Refused goes to the one client whose message changed nothing.
type Refused struct {
	Type  string `json:"type"`
	ID    string `json:"id"`
	Error string `json:"error"`
}

// Reissued gives the GM a seat's new link; the old token no longer
// opens it.
type Reissued struct {
	Type string `json:"type"`
	Seat string `json:"seat"`
	Link string `json:"link"`
}

// Answered settles a Question: By is the seat that answered, or
// "timeout" (the host's default).
type Answered struct {
	Type string `json:"type"`
	ID   string `json:"id"`
	Yes  bool   `json:"yes"`
	By   string `json:"by"`
}

// Incoming is a client's message.
type Incoming struct {
	Type   string          `json:"type"`
	ID     string          `json:"id,omitempty"`
	Action json.RawMessage `json:"action,omitempty"`
	Seat   string          `json:"seat,omitempty"`
	// Yes is an answer's decision (nil: no decision given).
	Yes *bool `json:"yes,omitempty"`
	// Seq, on an action, is the seq the screen built it on: the host
	// refuses it if another action was accepted since (a GM's edit that
	// writes a figure's whole state must not undo what it never saw).
	// Left out, the action is taken whatever came before.
	Seq *int `json:"seq,omitempty"`
	// GMAsks and ShowGMEdits are a settings message's (nil: unchanged).
	GMAsks      *string `json:"gm_asks,omitempty"`
	ShowGMEdits *bool   `json:"show_gm_edits,omitempty"`
	// AI is a settings message's sides the tactic plays, all of them
	// (nil: unchanged).
	AI *[]string `json:"ai,omitempty"`
	// Who is a tactic message's figure (empty: the turn under way, or the
	// first up).
	Who string `json:"who,omitempty"`
	// Name and Scenario are a setup message's (tablet.go): the file name
	// the host saves the scenario under, and its text.
	Name     string `json:"name,omitempty"`
	Scenario string `json:"scenario,omitempty"`
	// Map is a setup's map file, sent before it in mappart messages
	// (tablet.go); Size, At and Data are a mappart message's.
	Map string `json:"map,omitempty"`
	// MapSHA256 is a setup's map file's SHA-256 (hex): with no pieces
	// sent, the host starts the fight on the file of these bytes it has
	// already (State's Maps).
	MapSHA256 string `json:"map_sha256,omitempty"`
	Size      int    `json:"size,omitempty"`
	At        int    `json:"at,omitempty"`
	Data      []byte `json:"data,omitempty"`
}

// PoolFor is the GM's pool of bennies as the seat is told it: the GM's
// seat alone, and only under a revision with a pool; nil otherwise.
func PoolFor(b *rules.Battle, seat string) *int {
	if seat != SeatGM || !b.Rules.GMBennies {
		return nil
	}
	n := b.Pool()
	return &n
}

// RollsOf are the trait rolls of an action's events.
func RollsOf(evs []rules.Event) []Roll {
	out := []Roll{}
	for _, rt := range rules.RolledTraits(evs) {
		total := rt.Total
		out = append(out, Roll{Who: rt.Who, Trait: rt.Trait, Target: rt.Target, TN: rt.TN, Total: &total, Mods: rt.Mods})
	}
	return out
}

// UpNow is the figure whose turn is under way, else the next to act (the
// first of several who may), else nil.
func UpNow(b *rules.Battle) *string {
	if t := b.Turn(); t != nil {
		return &t.Who
	}
	if next := b.NextUp(); len(next) > 0 {
		return &next[0]
	}
	return nil
}

// Close statuses the host uses besides the WebSocket library's.
const (
	StatusReissued = 4001 // the seat's token was re-issued: the link is dead
	// StatusInvalidData closes a connection that sent a text frame that
	// is not UTF-8 (invalid frame payload data).
	StatusInvalidData = 1007
	StatusTooSlow     = 4002 // the client did not read its messages
)

// Seat names: the GM, the projector's table view, and the prefix of a
// player's seat (player:NAME).
const (
	SeatGM     = "gm"
	SeatTable  = "table"
	SeatPlayer = "player:"
)
