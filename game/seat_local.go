package game

import (
	"encoding/json"
	"time"

	"battlemat/session"
	"battlemat/wire"
)

// Local is a session in this process and the screens open on its seats:
// the window's, or a whole table of screens in one test. It delivers the
// session's messages as the host does, each as its JSON would read on
// the far side of a link (no screen shares a map with the session or
// another screen). Not safe for concurrent use: one goroutine runs the
// session and its screens.
type Local struct {
	s       *session.Session
	screens []*LocalSeat
	// Now is the session's clock for question timeouts and the AI sides'
	// steps (time.Now; tests set their own, or a zero time that never
	// times a question out).
	Now func() time.Time
}

// NewLocal starts the session of cfg; unless cfg says otherwise, a seat
// is present (and answers questions) while a screen is open on it.
func NewLocal(cfg session.Config) (*Local, error) {
	l := &Local{Now: time.Now}
	if cfg.Present == nil {
		cfg.Present = l.present
	}
	s, err := session.New(cfg)
	if err != nil {
		return nil, err
	}
	l.s = s
	return l, nil
}

// Session is the session the seats play.
func (l *Local) Session() *session.Session { return l.s }

// Open opens a screen on seat: its state, and a question waiting for it,
// come first.
func (l *Local) Open(seat string) *LocalSeat {
	ls := &LocalSeat{l: l, seat: seat}
	l.screens = append(l.screens, ls)
	ls.inbox = append(ls.inbox, SeatStatus{Connected: true, Status: "connected"})
	ls.put(l.s.View(seat))
	if q, ok := l.s.Question(seat, l.Now()); ok {
		ls.put(q)
	}
	return ls
}

// Screens are the screens open, in the order opened.
func (l *Local) Screens() []*LocalSeat { return append([]*LocalSeat(nil), l.screens...) }

// Close closes a screen; a question only it could answer is settled.
func (l *Local) Close(ls *LocalSeat) {
	for i, o := range l.screens {
		if o == ls {
			l.screens = append(l.screens[:i], l.screens[i+1:]...)
			break
		}
	}
	l.Tick()
}

// Tick lets the session settle a question whose time is up and play a
// control: ai side's step that is due.
func (l *Local) Tick() { l.deliver(l.s.Tick(l.Now())) }

func (l *Local) present(seat string) bool {
	for _, o := range l.screens {
		if o.seat == seat {
			return true
		}
	}
	return false
}

// deliver gives each message to the screens it is for (as the host's
// send does), marshalled once.
func (l *Local) deliver(outs []session.Out) {
	for _, o := range outs {
		var data []byte
		for _, ls := range l.screens {
			if ls.seat != o.Seat || o.To != nil && o.To != ls || o.Skip != nil && o.Skip == ls {
				continue
			}
			if data == nil {
				var err error
				if data, err = json.Marshal(o.Msg); err != nil {
					ls.inbox = append(ls.inbox, unreadable{err})
					continue
				}
			}
			ls.inbox = append(ls.inbox, data)
		}
	}
}

// LocalSeat is one screen on a seat of a Local session.
type LocalSeat struct {
	l     *Local
	seat  string
	inbox []any // wire values, or their JSON still to read
}

// Name is the seat's name (gm, table, player:NAME).
func (ls *LocalSeat) Name() string { return ls.seat }

// Send hands the message to the session at once; what it brings, to
// this screen and the others, waits for their Poll.
func (ls *LocalSeat) Send(msg wire.Incoming) error {
	ls.l.deliver(ls.l.s.Do(session.Screen{Seat: ls.seat, ID: ls}, msg, ls.l.Now()))
	return nil
}

// Poll ticks the session (timeouts, the AI sides) and returns what came
// for this screen since the last Poll.
func (ls *LocalSeat) Poll() []any {
	ls.l.Tick()
	in := ls.inbox
	ls.inbox = nil
	out := make([]any, 0, len(in))
	for _, m := range in {
		if data, ok := m.([]byte); ok {
			v, err := decodeHost(data)
			if err != nil {
				v = unreadable{err}
			}
			m = v
		}
		out = append(out, m)
	}
	return out
}

// Resync puts the seat's state afresh in front of this screen.
func (ls *LocalSeat) Resync() { ls.put(ls.l.s.View(ls.seat)) }

// put keeps a message (a wire value) for the next Poll, as its JSON.
func (ls *LocalSeat) put(m any) { ls.l.deliver([]session.Out{{Seat: ls.seat, To: ls, Msg: m}}) }
