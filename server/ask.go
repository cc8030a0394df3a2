//go:build !js

package server

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"battlemat/rules"
)

// DefaultAnswerTimeout is how long an action waits for a seat's answer
// before the host answers with its default.
const DefaultAnswerTimeout = 30 * time.Second

// asking is the host's side of questions: at most one waits at a time
// (actions are applied one by one), and answers reach it from the
// connections' readers, which never wait for the host's lock.
type asking struct {
	mu      sync.Mutex
	pending *question
	next    int
	// conns are the connections that can answer, from the moment they
	// open (a screen that comes back while a question waits is asked
	// at once, before its state, which waits for the action).
	conns map[*client]bool
}

// open and close register a connection that can answer.
func (a *asking) open(c *client) {
	a.mu.Lock()
	if a.conns == nil {
		a.conns = map[*client]bool{}
	}
	a.conns[c] = true
	a.mu.Unlock()
}

func (a *asking) close(c *client) {
	a.mu.Lock()
	delete(a.conns, c)
	a.mu.Unlock()
}

// newcomers sends the question to the connections of its seat and the
// GM's that opened since it was asked, and adds them to asked.
func (a *asking) newcomers(seat string, msg []byte, asked []*client) []*client {
	a.mu.Lock()
	defer a.mu.Unlock()
	for c := range a.conns {
		if (c.seat == seat || c.seat == SeatGM) && !slices.Contains(asked, c) {
			c.send(msg)
			asked = append(asked, c)
		}
	}
	return asked
}

// question is one question waiting for its answer.
type question struct {
	id     string
	seat   string
	answer chan answer // buffered: the first answer settles it
}

type answer struct {
	yes bool
	by  string
}

// soak is the battle's Soak policy: the figure's seat decides.
func (h *Host) soak(f *rules.Figure, wounds, soaked, rolls int) bool {
	def := rules.DefaultSoak(f, wounds, soaked, rolls)
	q := Question{Kind: AskSoak, Who: f.ID, Wounds: wounds, Soaked: soaked, Bennies: f.Bennies, Pool: h.poolOf(f), Default: def}
	left := wounds - soaked
	switch {
	case rolls == 0:
		q.Text = fmt.Sprintf("%s takes %s: spend a benny to Soak?", f.Name, plural(wounds, "Wound"))
	default:
		q.Text = fmt.Sprintf("%s soaked %d of %s: spend another benny to roll again?", f.Name, soaked, plural(wounds, "Wound"))
	}
	if left <= 0 && rolls == 0 {
		q.Text = fmt.Sprintf("%s is Shaken: spend a benny to Soak?", f.Name)
	}
	return h.ask(f, q)
}

// reroll is the battle's benny reroll policy: the figure's seat decides.
func (h *Host) reroll(f *rules.Figure, what string, res rules.TraitResult) bool {
	q := Question{Kind: AskReroll, Who: f.ID, Trait: what, Outcome: res.Outcome(), Bennies: f.Bennies, Pool: h.poolOf(f),
		Text: rerollText(f.Name, what, res)}
	return h.ask(f, q)
}

// rerollText is the reroll question with the roll's total and TN:
// "Buck's Shooting 6 against 4: a success; spend a benny to reroll?".
func rerollText(name, what string, res rules.TraitResult) string {
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

// poolOf is the GM's pool for a question about one of the GM's figures
// that no player plays (the GM alone is asked it), nil for any other.
func (h *Host) poolOf(f *rules.Figure) *int {
	if !f.GM || h.player[f.ID] != "" {
		return nil
	}
	return PoolFor(h.b, SeatGM)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// ask sends the question to the figure's seat and the GM (their
// connections that can answer, those opening meanwhile too) and waits for
// the first answer from either, the timeout, or every asked connection
// gone; the default answers the last two. It runs under h.mu, from the
// action being applied; outside an action (a preview, a replay) nobody
// is asked.
func (h *Host) ask(f *rules.Figure, q Question) bool {
	if !h.applying {
		return q.Default
	}
	if q.Pool != nil && f.Bennies == 0 {
		q.Text = strings.TrimSuffix(q.Text, "?") + fmt.Sprintf(" (from the GM's pool, %d left)?", *q.Pool)
	}
	seat := h.player[f.ID]
	if seat == "" {
		seat = SeatGM
	}
	var asked []*client
	h.asking.mu.Lock()
	for c := range h.asking.conns {
		if c.seat == seat || c.seat == SeatGM {
			asked = append(asked, c)
		}
	}
	h.asking.mu.Unlock()
	if len(asked) == 0 {
		return q.Default
	}
	timeout := h.cfg.AnswerTimeout
	h.asking.mu.Lock()
	h.asking.next++
	pq := &question{id: "q" + strconv.Itoa(h.asking.next), seat: seat, answer: make(chan answer, 1)}
	h.asking.pending = pq
	h.asking.mu.Unlock()
	q.Type, q.ID, q.Seat, q.Timeout = TypeQuestion, pq.id, seat, int((timeout+time.Second-1)/time.Second)
	msg := mustJSON(q)
	for _, c := range asked {
		c.send(msg)
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	var got answer
wait:
	for {
		select {
		case got = <-pq.answer:
			break wait
		case <-timer.C:
			got = answer{yes: q.Default, by: "timeout"}
			break wait
		case <-tick.C:
			asked = h.asking.newcomers(seat, msg, asked)
			if !anyAlive(asked) {
				got = answer{yes: q.Default, by: "timeout"}
				break wait
			}
		}
	}
	h.asking.mu.Lock()
	if h.asking.pending == pq {
		h.asking.pending = nil
	}
	h.asking.mu.Unlock()
	// An answer that raced the timeout is dropped with the question.
	done := mustJSON(Answered{Type: TypeAnswered, ID: pq.id, Yes: got.yes, By: got.by})
	for _, c := range asked {
		c.send(done)
	}
	h.logf("host: %s question %s for %s answered %v by %s", q.Kind, pq.id, f.ID, got.yes, got.by)
	return got.yes
}

func anyAlive(cs []*client) bool {
	for _, c := range cs {
		if !c.gone.Load() {
			return true
		}
	}
	return false
}

// answer takes a seat's answer to the waiting question, from the
// connection's reader: a wrong id, or a question of another seat (the
// GM may answer any), is refused and changes nothing.
func (h *Host) answer(c *client, msg Incoming) {
	if msg.Yes == nil {
		refuse(c, msg.ID, `an answer needs "yes": true or false`)
		return
	}
	h.asking.mu.Lock()
	pq := h.asking.pending
	switch {
	case pq == nil || pq.id != msg.ID:
		h.asking.mu.Unlock()
		refuse(c, msg.ID, fmt.Sprintf("no question %q waits for an answer", msg.ID))
		return
	case c.seat != pq.seat && c.seat != SeatGM:
		h.asking.mu.Unlock()
		refuse(c, msg.ID, fmt.Sprintf("question %q is not yours to answer", msg.ID))
		return
	}
	h.asking.pending = nil
	h.asking.mu.Unlock()
	pq.answer <- answer{yes: *msg.Yes, by: c.seat}
}
