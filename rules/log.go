package rules

import (
	"fmt"
	"strings"
)

// Text renders the event as one line a GM reads aloud. names turns a
// figure id into its name (nil, or an empty answer, keeps the id):
//
//	Buck shoots Cultist 2 with the Colt .45: d10 7, Wild d6 3, +2 Joker, -2 medium range = 7 vs 4: hit.
//	Damage 2d6+1 from Buck's Colt .45 to Cultist 2: 4+5+1 = 10 vs Toughness 5: one raise, 1 Wound.
func (e Event) Text(names func(id string) string) string {
	name := func(id string) string {
		if names != nil {
			if n := names(id); n != "" {
				return n
			}
		}
		return id
	}
	subject := e.Who
	if subject == "" {
		subject = e.Target
	}
	if subject == "" {
		subject = e.Figure
	}
	who := name(subject)
	switch e.Kind {
	case EventTrait, EventBleeding:
		return traitLine(e, who, name)
	case EventSoak:
		return fmt.Sprintf("%s soaks with %s: %s.", who, e.What, rollTail(e))
	case EventDamage:
		return damageLine(e, name)
	case "break": // damage.go: a damage roll against an object
		with := e.Weapon
		if with == "" {
			with = e.What
		}
		return fmt.Sprintf("%s strikes the %s with the %s: %s = %d vs Hardness %d: %s.",
			who, e.Target, with, joinSums(e), e.Total, e.TN, e.Outcome)
	case "wounds": // damage.go: the Wounds left after a Soak
		with := e.Weapon
		if with == "" {
			with = e.What
		}
		return fmt.Sprintf("%s, hit by the %s: %s.", who, with, e.Outcome)
	case EventState, "fatigue":
		out := e.Outcome
		if out == "" && e.After != nil {
			out = describeState(*e.After)
		}
		s := who + " " + statePhrase(out)
		if e.What != "" {
			s += " (" + e.What + ")"
		}
		return s + "."
	case EventInjury:
		s := fmt.Sprintf("%s rolls on the Injury Table: %s", who, diceList(e.Rolls))
		for _, p := range []string{e.Outcome, e.What} {
			if p != "" {
				s += ": " + p
			}
		}
		return s + "."
	case EventBenny:
		if e.Outcome == BennyFromPool {
			return poolLine(e, who)
		}
		s := who + " spends a benny"
		if e.What != "" {
			s += " on " + e.What
		}
		if e.After != nil {
			s += fmt.Sprintf(" (%d left)", e.After.Bennies)
		} else if e.Outcome != "" {
			s += " (" + e.Outcome + ")"
		}
		return s + "."
	case EventRound:
		if e.Outcome == RoundStandoff {
			return fmt.Sprintf("Round %d begins with a standoff: everyone rolls Agility and acts from the highest total to the lowest (ties at the same time).", e.Total)
		}
		return fmt.Sprintf("Round %d begins.", e.Total)
	case EventShuffle:
		if e.Outcome != "" {
			return fmt.Sprintf("The deck is shuffled: %s.", e.Outcome)
		}
		return "The deck is shuffled."
	case EventDeal:
		return dealLine(e, name)
	case EventSurprise:
		if e.Outcome == SurpriseAmbusher {
			return who + " springs the ambush and starts on Hold."
		}
		if e.Outcome == SurpriseAlert {
			return who + " senses the danger (Danger Sense, a raise): on Hold once dealt in."
		}
		return who + " is caught by surprise: no card in the first round."
	case EventHold:
		switch e.Outcome {
		case HoldLost:
			return who + " loses the Hold."
		case HoldAmbush:
			return fmt.Sprintf("%s waits in ambush on Hold with %s.", who, cardName(e.What))
		case HoldDrop:
			return who + " has The Drop and counts as on Hold."
		case HoldAlert:
			return fmt.Sprintf("%s starts on Hold with %s (Danger Sense).", who, cardName(e.What))
		}
		return fmt.Sprintf("%s goes on Hold, keeping %s.", who, cardName(e.What))
	case EventTurn:
		switch e.Outcome {
		case TurnFromHold:
			return fmt.Sprintf("%s acts from Hold (%s).", who, cardName(e.What))
		case TurnInStandoff:
			return fmt.Sprintf("%s acts in the standoff (Agility %d).", who, e.Total)
		}
		return fmt.Sprintf("%s acts on %s.", who, cardName(e.What))
	case EventInterrupt:
		return interruptLine(e, who, name(e.Target))
	case "deviation": // templates.EventDeviation; rules cannot import it
		return fmt.Sprintf("%s's %s blast: %s: %s.", who, e.What, diceList(e.Rolls), e.Outcome)
	}
	if line := lineRenderers[e.Kind]; line != nil { // kinds of rules in their own files: hooks.go
		return line(e, who, name)
	}
	if s, ok := battleLine(e, who, name); ok { // the battle's kinds: battle_log.go
		return s
	}
	if s, ok := combatLine(e, who, name); ok { // melee, area, suppression: combat_log.go
		return s
	}
	return genericLine(e, who)
}

func traitLine(e Event, who string, name func(string) string) string {
	skill := e.What
	var head string
	switch {
	case e.Weapon != "" && e.Target != "":
		tgt := name(e.Target)
		switch k := e.traitKey(); {
		case IsArcaneSkill(k):
			head = fmt.Sprintf("%s casts %s at %s with %s", who, e.Weapon, tgt, skill)
		case k == Shooting:
			head = fmt.Sprintf("%s shoots %s with the %s", who, tgt, e.Weapon)
		case k == Fighting:
			head = fmt.Sprintf("%s attacks %s with the %s", who, tgt, e.Weapon)
		case k == Athletics:
			head = fmt.Sprintf("%s throws the %s at %s", who, e.Weapon, tgt)
		default:
			head = fmt.Sprintf("%s uses the %s on %s (%s)", who, e.Weapon, tgt, skill)
		}
	case e.Target != "":
		head = fmt.Sprintf("%s rolls %s against %s", who, skill, name(e.Target))
	default:
		head = fmt.Sprintf("%s rolls %s", who, skill)
	}
	return head + ": " + rollTail(e) + thrownTail(e) + "."
}

// thrownTail names the rolls benny rerolls threw away: " (thrown away by
// a reroll: d8 1, Wild d6 1 = 1: critical failure)".
func thrownTail(e Event) string {
	s := ""
	for _, t := range e.Thrown {
		s += fmt.Sprintf(" (thrown away by a reroll: %s = %d: %s)", diceList(t.Rolls), t.Total, t.Outcome)
	}
	return s
}

// rollTail is "d10 7, Wild d6 3, +2 Joker = 9 vs 4: success".
func rollTail(e Event) string {
	parts := []string{}
	if d := diceList(e.Rolls); d != "" {
		parts = append(parts, d)
	}
	for _, m := range e.Mods {
		parts = append(parts, m.String())
	}
	s := strings.Join(parts, ", ") + fmt.Sprintf(" = %d", e.Total)
	if e.TN != 0 {
		s += fmt.Sprintf(" vs %d", e.TN)
	}
	if e.Outcome != "" {
		s += ": " + e.Outcome
	}
	return s
}

// diceList is "d10 10+10+3, Wild d6 3".
func diceList(rolls []DieRoll) string {
	parts := make([]string, len(rolls))
	for i, r := range rolls {
		p := r.Die.String() + " " + r.String()
		if r.Wild {
			p = "Wild " + p
		}
		parts[i] = p
	}
	return strings.Join(parts, ", ")
}

// damageLine: "Damage 2d6+1 (Colt .45) to Cultist 2: 4+5+1 = 10 vs
// Toughness 5: one raise, 1 Wound." A bare number is the weapon's own
// bonus; named modifiers (Joker, The Drop) follow by name; a modifier of
// Toughness (AP) is shown after the Toughness it lowered.
func damageLine(e Event, name func(string) string) string {
	var plus int
	var named []Modifier
	tough := e.Toughness
	for _, m := range e.Mods {
		switch {
		case m.Name == "" || m.Name == e.Weapon || m.Name == DamageBonusName:
			plus += m.Value
		default:
			named = append(named, m)
		}
	}
	expr := diceExpr(e.Rolls)
	if plus != 0 {
		expr += fmt.Sprintf("%+d", plus)
	}
	s := "Damage " + expr
	if e.Weapon != "" {
		s += " (" + e.Weapon + ")"
	}
	if e.Target != "" {
		s += " to " + name(e.Target)
	}
	sums := make([]string, 0, len(e.Rolls)+1)
	for _, r := range e.Rolls {
		if r.Aced() || r.Die.Bonus != 0 {
			sums = append(sums, "("+r.String()+")")
		} else {
			sums = append(sums, r.String())
		}
	}
	body := strings.Join(sums, "+")
	if plus != 0 {
		body += fmt.Sprintf("%+d", plus)
	}
	for _, m := range named {
		body += ", " + m.String()
	}
	s += fmt.Sprintf(": %s = %d", body, e.Total)
	if e.TN != 0 { // 0: a Toughness the reader is not told (Untold)
		s += fmt.Sprintf(" vs Toughness %d", e.TN)
	}
	if len(tough) > 0 {
		parts := make([]string, len(tough))
		for i, m := range tough {
			parts[i] = fmt.Sprintf("%s %+d", m.Name, m.Value)
		}
		s += " (" + strings.Join(parts, ", ") + ")"
	}
	out := e.Outcome
	if out == "" && e.Total < e.TN {
		out = "no effect"
	}
	if e.Raises > 0 && e.Total >= e.TN {
		out = raisesWords(e.Raises) + ", " + out
	}
	if out != "" {
		s += ": " + out
	}
	return s + thrownTail(e) + "."
}

var raiseWords = [...]string{"", "one raise", "two raises", "three raises", "four raises"}

func raisesWords(n int) string {
	if n < len(raiseWords) {
		return raiseWords[n]
	}
	return fmt.Sprintf("%d raises", n)
}

// diceExpr groups the dice rolled: "2d6", "d8+d6".
func diceExpr(rolls []DieRoll) string {
	var parts []string
	for i := 0; i < len(rolls); {
		j := i
		for j < len(rolls) && rolls[j].Die == rolls[i].Die {
			j++
		}
		if n := j - i; n > 1 {
			parts = append(parts, fmt.Sprintf("%d%s", n, rolls[i].Die))
		} else {
			parts = append(parts, rolls[i].Die.String())
		}
		i = j
	}
	return strings.Join(parts, "+")
}

// joinSums is "4+(6+2)": each die's total, ace chains in brackets.
func joinSums(e Event) string {
	sums := make([]string, len(e.Rolls))
	for i, r := range e.Rolls {
		sums[i] = r.String()
		if r.Aced() {
			sums[i] = "(" + sums[i] + ")"
		}
	}
	s := strings.Join(sums, "+")
	for _, m := range e.Mods {
		s += ", " + m.String()
	}
	return s
}

func dealLine(e Event, name func(string) string) string {
	ids := e.Figures
	if len(ids) == 0 && e.Who != "" {
		ids = []string{e.Who}
	}
	ns := make([]string, len(ids))
	for i, id := range ids {
		ns[i] = name(id)
	}
	verb := "is"
	if len(ns) > 1 {
		verb = "are"
	}
	s := fmt.Sprintf("%s %s dealt %s", andList(ns), verb, cardName(e.What))
	if c, err := ParseCard(e.What); err == nil && c.Joker() {
		s += fmt.Sprintf(": %+d to trait and damage rolls this round, acts when %s wants", JokerMod, pronoun(len(ns)))
	}
	return s + "."
}

func pronoun(n int) string {
	if n > 1 {
		return "they"
	}
	return "it"
}

func interruptLine(e Event, holder, actor string) string {
	if e.What == Joker().Name {
		return fmt.Sprintf("%s interrupts %s with the Joker and acts first.", holder, actor)
	}
	s := fmt.Sprintf("%s, on Hold, tries to interrupt %s: %s %d vs %d: ", holder, actor, e.What, e.Total, e.TN)
	switch e.Outcome {
	case HolderFirst.String():
		return s + holder + " acts first."
	case ActorFirst.String():
		return s + actor + " acts first."
	case Simultaneous.String():
		return s + "they act at the same time."
	case InterruptTieLost:
		return s + "a tie is no win: " + actor + " acts first."
	case InterruptTogether:
		return s + "they act at the same time, each against the table as it stands now."
	}
	return s + e.Outcome + "."
}

// statePhrase turns an outcome into a verb phrase: a state word ("Shaken",
// "Incapacitated") is what the figure now is; a lower-case phrase
// ("recovers from Shaken") is kept; a count ("2 Wounds, 1 soaked") follows
// a colon.
func statePhrase(out string) string {
	switch c := out[0:min(1, len(out))]; {
	case out == "":
		return "is unchanged"
	case out == "unhurt":
		return "is unhurt"
	case c >= "0" && c <= "9":
		return "takes " + out
	case c >= "a" && c <= "z":
		return out
	}
	return "is " + out
}

func cardName(s string) string {
	if s == "" {
		return "no card"
	}
	c, err := ParseCard(s)
	if err != nil {
		return s
	}
	return c.Name()
}

// andList is "A", "A and B", "A, B and C".
func andList(ns []string) string {
	switch len(ns) {
	case 0:
		return "nobody"
	case 1:
		return ns[0]
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}

// genericLine renders a kind this file does not know: who, what, the dice
// and the outcome, so nothing is ever left out of the log.
func genericLine(e Event, who string) string {
	s := who
	if s != "" {
		s += ": "
	}
	s += string(e.Kind)
	if e.What != "" {
		s += " " + e.What
	}
	if len(e.Rolls) > 0 {
		s += ": " + diceList(e.Rolls)
		if e.Total != 0 {
			s += fmt.Sprintf(" = %d", e.Total)
		}
	}
	if e.Outcome != "" {
		s += ": " + e.Outcome
	}
	return s + "."
}

// Lines renders events one line each.
func Lines(events []Event, names func(id string) string) []string {
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = e.Text(names)
	}
	return out
}

// Names returns a names function for Text from the fight's figures.
func (f *Fight) Names() func(id string) string {
	return func(id string) string {
		if fig := f.byID[id]; fig != nil && fig.Name != "" {
			return fig.Name
		}
		if n := f.gone[id]; n != "" {
			return n
		}
		return id
	}
}

// poolLine is the line of a benny the GM spends from the pool for a
// figure: the pool left is said when the event carries it (the GM's log;
// the players' copy leaves it out: server/).
func poolLine(e Event, who string) string {
	s := "The GM spends a benny from the pool for " + who
	if e.What != "" {
		s += " on " + e.What
	}
	if e.Pool != nil {
		s += fmt.Sprintf(" (%d left in the pool)", *e.Pool)
	}
	return s + "."
}

// ParryNote marks the attack event that spells out how a target's Parry
// was modified (a note a reader not told the Parry does not get).
const ParryNote = "parry"

// Untold is the event as a reader is told it who is not told the target's
// Toughness or Parry (a player reading of a foe whose numbers the GM keeps
// back): a damage roll without its Toughness, a Fighting roll (or a shot
// at an adjacent foe) without its TN, the Parry, and no Parry note at
// all (false). Other events are kept
// as they are.
func Untold(e Event, toughness, parry bool) (Event, bool) {
	switch {
	case e.Kind == EventDamage && !toughness:
		e.TN, e.Toughness = 0, nil
	case e.Kind == EventTrait && e.Target != "" && !parry && TNIsParry(e.Trait, e.TN):
		e.TN = 0
	case e.Kind == EventAttack && e.What == ParryNote && !parry:
		return e, false
	}
	return e, true
}

// TNIsParry says whether a roll of the trait against a figure with this
// TN was against its Parry: every Fighting roll, and a shot whose TN is
// not the usual 4 (a pistol at an adjacent foe).
func TNIsParry(t Trait, tn int) bool {
	return t == Fighting || (t == Shooting && tn != DefaultTN)
}
