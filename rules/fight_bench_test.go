package rules

import "testing"

// benchFight plays rounds of dealing and one trait test per figure: about
// 20 events a round.
func benchFight(b *testing.B, rounds int) *Fight {
	b.Helper()
	f, err := NewFight(fightCast(), SWADE, 1, fightDealing)
	if err != nil {
		b.Fatal(err)
	}
	for r := 0; r < rounds; r++ {
		if err := f.StartRound(); err != nil {
			b.Fatal(err)
		}
		for _, fig := range f.Figures {
			if _, err := f.Test(fig.ID, "notice", nil, 0); err != nil {
				b.Fatal(err)
			}
		}
	}
	return f
}

// One round dealt to the seven figures of the test cast.
func BenchmarkStartRound(b *testing.B) {
	f := benchFight(b, 0)
	b.ReportAllocs()
	for b.Loop() {
		if err := f.StartRound(); err != nil {
			b.Fatal(err)
		}
	}
}

// Replaying an 80-round fight (about 1,000 events) from its seed: the cost
// of one Undo at that length.
func BenchmarkReplay1000(b *testing.B) {
	f := benchFight(b, 80)
	start, events := f.Start(), f.Events
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReplayFight(start, SWADE, 1, fightDealing, events); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(events)), "events")
}

func BenchmarkEventText(b *testing.B) {
	f := benchFight(b, 5)
	names := f.Names()
	b.ReportAllocs()
	for b.Loop() {
		for _, e := range f.Events {
			_ = e.Text(names)
		}
	}
}
