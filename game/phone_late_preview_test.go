package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/wire"
)

// lateSeat is a seat whose previews come a poll after they were asked, as
// a link's come a frame or more later (a local seat answers at once).
type lateSeat struct {
	Seat
	held []any
}

func (s *lateSeat) Poll() []any {
	out := s.held
	s.held = nil
	for _, m := range s.Seat.Poll() {
		if _, ok := m.(wire.Preview); ok {
			s.held = append(s.held, m)
			continue
		}
		out = append(out, m)
	}
	return out
}

// A phone over a link sees the odds of the shot its finger aimed: the
// preview comes frames after the tap, and the odds box takes it then.
func TestAPhoneShowsTheOddsOfItsAimWhenThePreviewComesLate(t *testing.T) {
	p := phoneOn(t, "hosted.yaml", hostedTable, 3)
	f := p.g.ctl.fight
	f.seat = &lateSeat{Seat: f.seat}
	p.dealTo("hero1")
	p.tapSquare(0, 0)
	p.tapButton("Shoot")
	p.tapSquare(7, 3)
	for range 5 {
		p.frame()
	}
	ap := p.g.ctl.Overlay().Attack
	require.NotNil(t, ap, "the shot's overlay")
	assert.False(t, ap.Waiting, "the preview came and the odds box shows it")
	assert.Greater(t, ap.Success, 0.0)
}
