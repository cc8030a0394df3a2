package rules

// EventKind says what an Event records.
type EventKind string

// Event is one thing that happened in a fight: a roll, or a change of a
// figure's state, or both. A fight is its seed plus its events: the log is
// written from them and replay applies them in order.
type Event struct {
	Kind   EventKind `json:"kind"`
	Who    string    `json:"who,omitempty"`    // the acting figure
	Target string    `json:"target,omitempty"` // the figure acted upon
	What   string    `json:"what,omitempty"`   // trait, weapon or card named
	// Trait is the trait a roll's event rolled (What names it for the
	// log, with a note: "Vigor (Soak)").
	Trait  Trait     `json:"trait,omitempty"`
	Rolls  []DieRoll `json:"rolls,omitempty"` // every die, ace chains included
	Mods   Mods      `json:"mods,omitempty"`
	Total  int       `json:"total,omitempty"`
	TN     int       `json:"tn,omitempty"`
	Raises int       `json:"raises,omitempty"`
	// Outcome in a GM's words: "failure", "success", "raise", "Shaken"...
	Outcome string `json:"outcome,omitempty"`
	// Figure and After record a change of state: Figure's State after
	// the event. Replay sets it; undo replays all but the last event.
	Figure string `json:"figure,omitempty"`
	After  *State `json:"after,omitempty"`
	// Weapon names the weapon of an attack roll ("Colt .45"); What then
	// names the skill.
	Weapon string `json:"weapon,omitempty"`
	// Figures lists everyone a deal event gives the card to (a group of
	// Extras, a leader and allies).
	Figures []string `json:"figures,omitempty"`
	// Dice are the trait dice of a shot at several targets, each with
	// its target's own modifiers (Mods are those common to all).
	Dice []EventDie `json:"dice,omitempty"`
	// Toughness lists what moved a damage roll's Toughness (armor in the
	// way, AP), each by name.
	Toughness Mods `json:"toughness,omitempty"`
	// Template is the template an area attack or suppressive fire put
	// down: its kind, the point aimed at and where it came down.
	Template *PlacedTemplate `json:"template,omitempty"`
	// Pool is the GM's pool of bennies left after a benny event that
	// spent from it (bennies.go); nil for a figure's own benny.
	Pool *int `json:"pool,omitempty"`
	// Cards are the Action Cards an EventDraw drew (edges_cards.go).
	Cards []string `json:"cards,omitempty"`
	// Thrown are the rolls of this test that benny rerolls threw away
	// (the roll that counts is the event's own), for the dice panel.
	Thrown []ThrownRoll `json:"thrown,omitempty"`
}

// PlacedTemplate is a template on the table: Centre is Aim unless a
// missed blast deviated.
type PlacedTemplate struct {
	Kind   Template `json:"kind"`
	Aim    Spot     `json:"aim"`
	Centre Spot     `json:"centre"`
}

// The kinds of Event. Each renders as one plain line (Event.Text); replay
// applies After to Figure whatever the kind. Other files may add kinds
// (damage.go: EventBreak); Text renders an unknown kind generically.
const (
	EventTrait     EventKind = "trait"     // a trait test: Who rolls What (against Target with Weapon)
	EventDamage    EventKind = "damage"    // a damage roll of Who's What against Target; TN is Toughness
	EventSoak      EventKind = "soak"      // a Soak roll: Outcome says what it soaked
	EventState     EventKind = "state"     // Figure's state changes to After; Outcome says how
	EventInjury    EventKind = "injury"    // an Injury Table roll: Outcome names the injury
	EventBleeding  EventKind = "bleeding"  // a Bleeding Out roll
	EventBenny     EventKind = "benny"     // Figure spends a benny on What; After has the bennies left (Pool: the GM's pool left, when it paid)
	EventRound     EventKind = "round"     // a round begins: Total is its number
	EventShuffle   EventKind = "shuffle"   // the deck is shuffled: Outcome says why
	EventDeal      EventKind = "deal"      // Figures are dealt the card What (Who is the first of them)
	EventSurprise  EventKind = "surprise"  // an ambush: Who springs it, or failed Notice (no card in round 1)
	EventHold      EventKind = "hold"      // Who goes on Hold keeping the card What, or loses the Hold
	EventTurn      EventKind = "turn"      // Who acts on the card What (Outcome "from Hold" when held)
	EventInterrupt EventKind = "interrupt" // Who, on Hold, interrupts Target: Total vs TN (Target's total)
)
