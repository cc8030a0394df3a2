package rules

// Hooks that let a rule living in its own file join the battle's common
// paths without those files knowing it: the start of a turn (Stunned
// recovery), the modifiers every action's trait rolls take (a held
// Support bonus, an unstable platform, the off hand) and the damage rolls
// of actions (horns on a charge). Each is registered
// from init; order of registration is the order they run in, so replay is
// deterministic. (Log lines of new kinds: RegisterLine in hooks.go.)

// TurnStartHook runs as a figure's turn opens, after its Bleeding Out roll
// and before the turn decides whether it can act (Shaken recovery). It may
// roll dice (b.RNG) and must record what it changes. Setting t.CanAct is
// left to the turn: a hook changes the figure (ends Stunned, say) and the
// turn reads it.
type TurnStartHook func(b *Battle, f *Figure, t *TurnState) error

// ActionModsHook adds modifiers to the trait rolls of who's action under
// way (b.CurrentAction tells which). It must be pure: it changes nothing,
// as ActionMods may be asked more than once.
type ActionModsHook func(b *Battle, who string) Mods

// DamageHook may add to a damage roll an action makes through
// Battle.Damage (horns at the end of a charge): it returns the spec to
// roll, never changing the one it was given (copy Extra before adding).
type DamageHook func(b *Battle, spec DamageSpec, target *Figure) DamageSpec

var (
	turnStartHooks  []TurnStartHook
	actionModsHooks []ActionModsHook
	damageHooks     []DamageHook
)

// RegisterDamage adds a hook to Battle.Damage.
func RegisterDamage(h DamageHook) { damageHooks = append(damageHooks, h) }

func (b *Battle) hookedDamage(spec DamageSpec, target *Figure) DamageSpec {
	for _, h := range damageHooks {
		spec = h(b, spec, target)
	}
	return spec
}

// RegisterTurnStart adds a hook to the start of every turn.
func RegisterTurnStart(h TurnStartHook) { turnStartHooks = append(turnStartHooks, h) }

// RegisterActionMods adds a source of modifiers to ActionMods.
func RegisterActionMods(h ActionModsHook) { actionModsHooks = append(actionModsHooks, h) }

func (b *Battle) runTurnStart(f *Figure, t *TurnState) error {
	for _, h := range turnStartHooks {
		if err := h(b, f, t); err != nil {
			return err
		}
	}
	return nil
}

func (b *Battle) hookedActionMods(who string) Mods {
	var ms Mods
	for _, h := range actionModsHooks {
		ms = append(ms, h(b, who)...)
	}
	return ms
}

// CurrentAction is the action being applied (nil outside Apply): modifier
// hooks read which weapon or target it names.
func (b *Battle) CurrentAction() Action {
	if b.cur == nil {
		return nil
	}
	return b.cur.Action
}
