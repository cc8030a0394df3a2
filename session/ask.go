package session

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"battlemat/rules"
	"battlemat/wire"
)

// waiting is an action stopped at a question: the answers known so far
// (Soak's, the rerolls' and the free attacks', each in the order asked) and the question.
// The battle holds none of it: each try is taken back, and the next one,
// with one answer more, throws the same dice (the same seed, the same
// state).
type waiting struct {
	from    Screen
	id      string // the action message's
	action  rules.Action
	soaks   []bool
	rerolls []bool
	reacts  []bool // the free attacks' (First Strike, Counterattack)
	q       wire.Question
	until   time.Time
	// before: the answers the try gave without asking (a figure nobody
	// decides for) before the question, by kind, kept with its answer so
	// the next try reads each answer at the call it was given to.
	before struct{ soaks, rerolls, reacts []bool }
	// rerollAt is the question's place among the action's reroll calls
	// (rules.Battle.RerollAsks), for its moot check.
	rerollAt int
}

// try applies the waiting action with the answers known so far. At the
// first question a person must answer it is taken back and the question
// goes to the figure's seat and the GM; otherwise it is accepted.
func (s *Session) try(w *waiting, now time.Time) []Out {
	b := s.b
	var q *wire.Question
	w.before.soaks, w.before.rerolls, w.before.reacts = nil, nil, nil
	// given keeps an answer given without asking before the question.
	given := func(to *[]bool, v bool) bool {
		if q == nil {
			*to = append(*to, v)
		}
		return v
	}
	// soakLater: a person may Soak after a reroll question, so its hit
	// may yet leave its targets up (not moot).
	usedS, usedR, soakLater := 0, 0, false
	n := len(b.Events())
	seenTo := -1 // the events up to a reroll or free attack question
	b.Soak = func(f *rules.Figure, wounds, soaked, rolls int) bool {
		if usedS < len(w.soaks) {
			usedS++
			return w.soaks[usedS-1]
		}
		def := rules.DefaultSoak(f, wounds, soaked, rolls)
		switch {
		case !s.asks(f):
			return given(&w.before.soaks, def)
		case !b.HasBenny(f):
			return given(&w.before.soaks, false)
		case q != nil:
			soakLater = true
			return false // the try is taken back
		}
		q = s.soakQuestion(f, wounds, soaked, rolls)
		return false
	}
	b.Reroll = func(f *rules.Figure, what string, res rules.TraitResult) bool {
		if usedR < len(w.rerolls) {
			usedR++
			return w.rerolls[usedR-1]
		}
		if q == nil && s.asks(f) && b.HasBenny(f) {
			q = s.rerollQuestion(f, what, res)
			w.rerollAt = usedR + len(w.before.rerolls)
			seenTo = len(b.Events())
			return false
		}
		return given(&w.before.rerolls, false)
	}
	usedA := 0
	b.Reaction = func(f *rules.Figure, what, target string) bool {
		if usedA < len(w.reacts) {
			usedA++
			return w.reacts[usedA-1]
		}
		if q == nil && s.asks(f) {
			q = s.reactionQuestion(f, what, target)
			seenTo = len(b.Events())
			return true
		}
		return given(&w.before.reacts, true) // a free attack spends nothing: yes unless asked
	}
	defer func() { b.Soak, b.Reroll, b.Reaction = nil, nil, nil }()
	if err := b.Apply(w.action); err != nil {
		s.waiting = nil
		return refuse(w.from, w.id, s.refusal(w.from.Seat, err))
	}
	if q == nil {
		s.waiting = nil
		return s.accepted(w.from, w.id, n)
	}
	// A reroll of a hit that put every figure it was made against out,
	// with no Soak after it that could bring one back, cannot improve
	// anything: it is answered no without asking (the window's rule).
	moot := false
	if asks := b.RerollAsks(); q.Kind == wire.AskReroll && !soakLater && w.rerollAt < len(asks) {
		moot = asks[w.rerollAt].Moot
	}
	seen := seenOf(b.Events(), n, seenTo, q)
	if q.Kind == wire.AskReroll && q.Trait == rules.DamageReroll {
		q.Text = s.damageAgainst(q, seen)
	}
	q.Seen = s.rollsFor(q.Seat, wire.SeenOf(seen))
	if err := b.TakeBack(); err != nil {
		s.waiting = nil
		s.logf("host: taking a try back: %v", err)
		return refuse(w.from, w.id, "the host could not ask: "+oneLine(err.Error()))
	}
	w.q = *q
	if moot {
		w.keep(false)
		return s.try(w, now)
	}
	if !s.answers(q.Seat) && !s.answers(wire.SeatGM) {
		// Nobody to ask: the answer that spends nothing, at once.
		return s.settleWith(w, unanswered(w.q), "timeout", now)
	}
	s.asked++
	q.Type, q.ID = wire.TypeQuestion, "q"+strconv.Itoa(s.asked)
	w.until = time.Time{}
	if !now.IsZero() && s.cfg.AnswerTimeout != NoTimeout {
		w.until = now.Add(s.cfg.AnswerTimeout)
		q.Timeout = secondsUp(s.cfg.AnswerTimeout)
	}
	w.q = *q
	s.waiting = w
	out := s.toAsked(w.q)
	if s.deciding(w.from.Seat) != nil {
		// The shooter's screen is told who decides (its State says it),
		// not left with nothing until the answer.
		out = append(out, Out{Seat: w.from.Seat, Msg: s.View(w.from.Seat)})
	}
	return out
}

// deciding is the question another seat is deciding about the seat's
// action, which waits for it (nil: none). The GM is sent every question
// itself.
func (s *Session) deciding(seat string) *wire.Deciding {
	w := s.waiting
	if w == nil || w.from.Seat != seat || seat == wire.SeatGM || w.q.Seat == seat || w.q.ID == "" {
		return nil
	}
	return &wire.Deciding{Seat: w.q.Seat, Kind: w.q.Kind}
}

// asks reports whether a person decides for the figure (rules.GMAsks).
func (s *Session) asks(f *rules.Figure) bool {
	return s.settings.GMAsks.Asks(f, s.player[f.ID] != "")
}

// toAsked is a message for the question's seat and the GM.
func (s *Session) toAsked(m any) []Out {
	out := []Out{{Seat: wire.SeatGM, Msg: m}}
	if seat := s.waiting.q.Seat; seat != wire.SeatGM {
		out = append(out, Out{Seat: seat, Msg: m})
	}
	return out
}

// Question is the question waiting for the seat's answer (the seat's
// own or, for the GM, any), for a screen that opens while it waits: its
// Timeout is the seconds left at now, so the screen's countdown agrees
// with the screens asked when it came.
func (s *Session) Question(seat string, now time.Time) (wire.Question, bool) {
	w := s.waiting
	if w == nil || seat != w.q.Seat && seat != wire.SeatGM {
		return wire.Question{}, false
	}
	q := w.q
	if !w.until.IsZero() && !now.IsZero() {
		q.Timeout = max(secondsUp(w.until.Sub(now)), 1) // its last second, not "no timeout"
	}
	return q, true
}

// secondsUp is d in whole seconds, rounded up.
func secondsUp(d time.Duration) int {
	n := d / time.Second
	if d%time.Second > 0 {
		n++
	}
	return int(n)
}

// Deadline is when the waiting question times out (Tick settles it
// then), or when the next step of a side the session plays is due;
// false when neither.
func (s *Session) Deadline() (time.Time, bool) {
	if s.waiting == nil {
		// Or the next step of a control: ai side (ai.go).
		return s.ai.next, !s.ai.next.IsZero()
	}
	if s.waiting.until.IsZero() {
		return time.Time{}, false
	}
	return s.waiting.until, true
}

// answer takes a seat's answer to the waiting question: a wrong id, or a
// question of another seat (the GM may answer any), is refused and
// changes nothing.
func (s *Session) answer(from Screen, msg wire.Incoming, now time.Time) []Out {
	if msg.Yes == nil {
		return refuse(from, msg.ID, `an answer needs "yes": true or false`)
	}
	w := s.waiting
	switch {
	case w == nil || w.q.ID != msg.ID:
		return refuse(from, msg.ID, fmt.Sprintf("no question %q waits for an answer", msg.ID))
	case from.Seat != w.q.Seat && from.Seat != wire.SeatGM:
		return refuse(from, msg.ID, fmt.Sprintf("question %q is not yours to answer", msg.ID))
	}
	return s.settleWith(w, *msg.Yes, from.Seat, now)
}

// Tick settles a question whose time is up, or that no screen of its
// seat or the GM's can answer any more, with the answer that spends
// nothing; or, with no question waiting, plays the next step of a
// control: ai side when it is due (ai.go).
func (s *Session) Tick(now time.Time) []Out {
	defer s.armAI(now)
	w := s.waiting
	if w == nil {
		return s.aiStep(now)
	}
	gone := !s.answers(w.q.Seat) && !s.answers(wire.SeatGM)
	if !gone && (w.until.IsZero() || now.Before(w.until)) {
		return nil
	}
	return s.settleWith(w, unanswered(w.q), "timeout", now)
}

// unanswered is the answer to a question nobody answers: its Default,
// which each question sets to the answer that spends nothing (no benny
// for a Soak or a reroll; yes for a free attack, which costs none).
func unanswered(q wire.Question) bool { return q.Default }

// settle settles a waiting question as its timeout would (another
// action comes first), and its action goes on without asking again.
func (s *Session) settle(now time.Time) []Out {
	var out []Out
	for s.waiting != nil {
		out = append(out, s.settleWith(s.waiting, unanswered(s.waiting.q), "timeout", now)...)
	}
	return out
}

// settleWith answers the waiting question and tries the action again.
func (s *Session) settleWith(w *waiting, yes bool, by string, now time.Time) []Out {
	var out []Out
	if s.waiting == w {
		out = s.toAsked(wire.Answered{Type: wire.TypeAnswered, ID: w.q.ID, Yes: yes, By: by})
		s.logf("host: %s question %s for %s answered %v by %s", w.q.Kind, w.q.ID, w.q.Who, yes, by)
	}
	w.keep(yes)
	s.waiting = nil
	return append(out, s.try(w, now)...)
}

// keep records the answer to the question after the answers given
// without asking before it.
func (w *waiting) keep(yes bool) {
	w.soaks = append(w.soaks, w.before.soaks...)
	w.rerolls = append(w.rerolls, w.before.rerolls...)
	w.reacts = append(w.reacts, w.before.reacts...)
	switch w.q.Kind {
	case wire.AskReroll:
		w.rerolls = append(w.rerolls, yes)
	case wire.AskReaction:
		w.reacts = append(w.reacts, yes)
	default:
		w.soaks = append(w.soaks, yes)
	}
}

// soakQuestion asks whether the figure spends a benny to Soak.
func (s *Session) soakQuestion(f *rules.Figure, wounds, soaked, rolls int) *wire.Question {
	q := &wire.Question{Kind: wire.AskSoak, Who: f.ID, Wounds: wounds, Soaked: soaked, Rolls: rolls, Bennies: f.Bennies, Pool: s.poolOf(f)}
	switch {
	case wounds-soaked <= 0 && rolls == 0:
		q.Text = fmt.Sprintf("%s is Shaken: spend a benny to Soak?", f.Name)
	case rolls == 0:
		q.Text = fmt.Sprintf("%s takes %s: spend a benny to Soak?", f.Name, plural(wounds, "Wound"))
	default:
		q.Text = fmt.Sprintf("%s soaked %d of %s: spend another benny to roll again?", f.Name, soaked, plural(wounds, "Wound"))
	}
	if n := f.HolyWarriorPoints(); n > 0 && wounds-soaked > 0 {
		// The Power Points go on by themselves (arcane_edges.go): said, not asked.
		q.Text += fmt.Sprintf(" (Holy Warrior: up to %d Power Points are added to the roll when they soak one more Wound)", n)
	}
	return s.whose(f, q)
}

// rerollQuestion asks whether the figure spends a benny on a reroll.
func (s *Session) rerollQuestion(f *rules.Figure, what string, res rules.TraitResult) *wire.Question {
	q := &wire.Question{Kind: wire.AskReroll, Who: f.ID, Trait: what, Outcome: res.Outcome(), Bennies: f.Bennies, Pool: s.poolOf(f),
		Text: rerollText(f.Name, what, res)}
	return s.whose(f, q)
}

// reactionQuestion asks whether the figure makes the free attack its
// Edge (what: First Strike, Counterattack) gives it at target now.
func (s *Session) reactionQuestion(f *rules.Figure, what, target string) *wire.Question {
	name := target
	if t := s.b.Figure(target); t != nil {
		name = t.Name
	}
	q := &wire.Question{Kind: wire.AskReaction, Who: f.ID, Trait: what, Bennies: f.Bennies, Default: true,
		Text: fmt.Sprintf("%s may make a free Fighting attack at %s (%s): take it?", f.Name, name, what)}
	if what == rules.DispelCounterWhat { // a counter spends the Hold and Power Points: no unless answered
		q.Default = false
		q.Text = fmt.Sprintf("%s, on Hold, may interrupt %s's casting and counter it with Dispel: try it?", f.Name, name)
	}
	return s.whose(f, q)
}

// whose sets the question's seat: the figure's player, or the GM (and
// its answers' words, the same on every screen).
func (s *Session) whose(f *rules.Figure, q *wire.Question) *wire.Question {
	q.YesWord, q.NoWord = wire.AnswerWords(q.Kind, q.Trait)
	switch {
	case q.Kind == wire.AskReaction: // spends nothing
	case f.Bennies == 0 && s.b.Fight.FromPool(f):
		q.FromPool = true
		if q.Pool == nil { // a player's seat is not told the pool
			q.Text = strings.TrimSuffix(q.Text, "?") + " (from the GM's pool)?"
			break
		}
		q.Text = strings.TrimSuffix(q.Text, "?") + fmt.Sprintf(" (from the GM's pool, %d left)?", *q.Pool)
	default:
		q.Text = strings.TrimSuffix(q.Text, "?") + fmt.Sprintf(" (%d left)?", f.Bennies)
	}
	q.Seat = s.player[f.ID]
	if q.Seat == "" {
		q.Seat = wire.SeatGM
	}
	return q
}

// poolOf is the GM's pool for a question about one of the GM's figures
// that no player plays (the GM alone is asked it), nil for any other.
func (s *Session) poolOf(f *rules.Figure) *int {
	if !f.GM || s.player[f.ID] != "" {
		return nil
	}
	return wire.PoolFor(s.b, wire.SeatGM)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// rerollText is the reroll question with the roll's total and TN:
// "Buck's Shooting 6 against 4: a success; spend a benny to reroll?";
// a damage roll's: "Spend a benny to reroll Buck's damage 7 against
// Toughness 8?".
func rerollText(name, what string, res rules.TraitResult) string {
	if what == rules.DamageReroll { // its TN is the victim's Toughness
		return fmt.Sprintf("Spend a benny to reroll %s's damage %d against Toughness %d?", name, res.Total, res.TN)
	}
	roll := fmt.Sprintf("%s's %s %d", name, what, res.Total)
	if res.TN > 0 {
		roll += fmt.Sprintf(" against %d", res.TN)
	}
	out := res.Outcome()
	if res.Raises < 2 || !res.Success {
		out = "a " + out
	}
	return roll + ": " + out + "; spend a benny to reroll?"
}

// damageAgainst is a damage reroll question's text for its seat: a
// player not told the foe's Toughness (the scenario keeps it back) reads
// whom the damage is against instead; the GM gets the same message.
func (s *Session) damageAgainst(q *wire.Question, seen []rules.Event) string {
	for i := len(seen) - 1; i >= 0; i-- {
		e := seen[i]
		if e.Kind != rules.EventDamage || e.Who != q.Who || e.Target == "" {
			continue
		}
		if s.told(q.Seat, e.Target).Toughness {
			return q.Text
		}
		return strings.Replace(q.Text, fmt.Sprintf(" against Toughness %d", e.TN), " against "+s.b.Names()(e.Target), 1)
	}
	return q.Text
}

// seenOf are the events of a try (from n on) a question's screen shows
// with it: up to the damage that asks a Soak (the attack and its damage
// roll); up to a free attack; up to a reroll question and the roll it
// asks about, the asker's next roll (recorded once the answers are in).
func seenOf(evs []rules.Event, n, to int, q *wire.Question) []rules.Event {
	switch q.Kind {
	case wire.AskSoak:
		for i := n; i < len(evs); i++ {
			if evs[i].Kind == rules.EventDamage && evs[i].Target == q.Who {
				return evs[n : i+1]
			}
		}
		return evs[n:]
	case wire.AskReroll:
		for i := to; i < len(evs); i++ {
			if evs[i].Who == q.Who && len(evs[i].Rolls) > 0 {
				return evs[n : i+1]
			}
		}
	}
	return evs[n:max(to, n)]
}
