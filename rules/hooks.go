package rules

// Battle hooks of the item, door, healing and mount rules (and anyone's
// log lines): state that a rebuild clears, automatic effects checked
// after every action, a table that puts its own changes back when the
// battle is rebuilt, and log lines for new event kinds.

// battleExtra is the battle state of those rules that lives on neither
// the figures nor the table. Battle.reset zeroes it, so undo and replay
// rebuild it from the actions.
type battleExtra struct {
	// ground lists the items lying on the map, in the order they fell.
	ground []GroundItem
	// readied counts the items readied in the turn readiedTurn.
	readied     int
	readiedTurn *TurnState
	// healed marks the patients who had their Healing roll after the
	// fight (heal.go).
	healed map[string]bool
	// fightOver: the GM ended the fight (heal.go's EndFight) and has not
	// taken it up again.
	fightOver bool
	// seen is each figure's state as the last fall check saw it.
	seen map[string]saddle
	// ride is the mount's move in the turn rideTurn (mounted.go).
	ride     rideMark
	rideTurn *TurnState
	// suppressed is the last suppressive fire's result (suppress.go);
	// never changed once made.
	suppressed *SuppressResult
	// support holds the Support bonuses waiting for their ally's roll
	// (support.go), oldest first.
	support []heldSupport
	// together is the pending simultaneous pair of a tied interrupt
	// (simultaneous.go); never changed once made.
	together *together
	// fears: whether a figure of the roster causes Fear (rosterFears;
	// 0 not yet asked, 1 none, 2 some).
	fears uint8
}

// BattlefieldResetter is a Battlefield with state of its own that actions change
// (doors opened, closed or broken): a battle rebuilt from its start calls
// ResetBattlefield before replaying, so that state comes back as the scenario
// set it.
type BattlefieldResetter interface {
	ResetBattlefield() error
}

// known says whether a figure of a Fight may be in a state an
// after-action hook looks for (held in a grapple, asleep, riding): not known
// yet, none is, or one may be. Such a state is made only where its rule
// puts it, or by an event whose state after has it (a GM's state, a
// replay: Fight.apply); a new roster, a restored checkpoint and a swap of
// states make it not known. Once maybe it stays so: that only costs the
// hook its scan of every figure.
type known uint8

const (
	notKnown known = iota
	knownNone
	knownMaybe
)

// mayAny says whether a figure may have the state has looks for, looking
// at every figure only when k is not known (then k is known).
func (b *Battle) mayAny(k *known, has func(*Figure) bool) bool {
	if *k == notKnown {
		*k = knownNone
		for _, t := range b.figs {
			if has(t) {
				*k = knownMaybe
				break
			}
		}
	}
	return *k == knownMaybe
}

// statesChanged forgets what the Fight knew of its figures' states.
func (f *Fight) statesChanged() { f.held, f.sleep, f.ride = notKnown, notKnown, notKnown }

// afterActions run after every action's Do, inside the action (their dice
// and events belong to it, and replay runs them again).
var afterActions []func(b *Battle, a Action, p *Plan) error

// RegisterAfterAction adds an automatic effect checked after every action
// (a rider who must keep the saddle). Call it from init.
func RegisterAfterAction(h func(b *Battle, a Action, p *Plan) error) {
	afterActions = append(afterActions, h)
}

// lineRenderers render the event kinds of rules in their own files.
var lineRenderers = map[EventKind]func(e Event, who string, name func(string) string) string{}

// RegisterLine gives an event kind its log line (Event.Text calls line
// with the subject's name and a function naming other ids). Call it from
// init.
func RegisterLine(kind EventKind, line func(e Event, who string, name func(string) string) string) {
	lineRenderers[kind] = line
}
