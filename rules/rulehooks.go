package rules

// Hooks that let a rule living in its own file join the battle's common
// paths without those files knowing it: the start of a turn (Stunned
// recovery) and the modifiers every planned trait roll takes (a held
// Support bonus, an unstable platform, the off hand). Each is registered
// from init; order of registration is the order they run in, so replay is
// deterministic. (Log lines of new kinds: RegisterLine in hooks.go.)

// TurnStartHook runs as a figure's turn opens, after its Bleeding Out roll
// and before the turn decides whether it can act (Shaken recovery). It may
// roll dice (b.RNG) and must record what it changes. Setting t.CanAct is
// left to the turn: a hook changes the figure (ends Stunned, say) and the
// turn reads it.
type TurnStartHook func(b *Battle, f *Figure, t *TurnState) error

// RollHook adds modifiers to one planned roll of an action (r, in plan
// p): the platform under a shooter, a held Support bonus. It must be pure:
// previews ask it too.
type RollHook func(b *Battle, p *Plan, r *PlannedRoll) Mods

// TurnEndHook runs as a figure's turn closes, before its effects count
// down (a lowered trait's Spirit roll, a Damage Field). It may roll dice
// and must record what it changes.
type TurnEndHook func(b *Battle, f *Figure) error

var (
	turnStartHooks []TurnStartHook
	turnEndHooks   []TurnEndHook
	rollHooks      []RollHook
)

// RegisterTurnEnd adds a hook to the end of every turn.
func RegisterTurnEnd(h TurnEndHook) { turnEndHooks = append(turnEndHooks, h) }

func (b *Battle) runTurnEnd(f *Figure) error {
	for _, h := range turnEndHooks {
		if err := h(b, f); err != nil {
			return err
		}
	}
	return nil
}

// RegisterTurnStart adds a hook to the start of every turn.
func RegisterTurnStart(h TurnStartHook) { turnStartHooks = append(turnStartHooks, h) }

// RegisterRollHook adds a source of modifiers to every planned roll.
func RegisterRollHook(h RollHook) { rollHooks = append(rollHooks, h) }

func (b *Battle) runTurnStart(f *Figure, t *TurnState) error {
	for _, h := range turnStartHooks {
		if err := h(b, f, t); err != nil {
			return err
		}
	}
	return nil
}
