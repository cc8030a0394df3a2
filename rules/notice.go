package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Search: a figure spends an action looking and listening for hidden
// foes (revision 8, EditionRules.NoticeSearch). It names no target and no
// square, so that a player's seat never learns a hidden figure's id: the
// searcher rolls Notice once, and every hidden figure of another side
// rolls Stealth against it. A hider is found when the searcher's total,
// with what applies against that hider, is at least 4 and beats its
// Stealth (a tie keeps it hidden, as in every opposed roll). battlemat's
// hidden figures are hidden from the whole table, so a find reveals the
// figure to everyone, as the GM's Reveal does.
//
// By hearing: a hider the searcher cannot see (Battlefield.Sight, walls
// and darkness) is searched for by ear; Hard of Hearing and Silence
// touch only that. A hider in sight is found by eye: the light at it (as
// a shot takes it), its Invisibility and All-Around Vision touch only
// that.

// KindSearch is the Notice roll against hidden figures.
const KindSearch = "search"

// EventSearch: Who's Notice total against the hidden Target's Stealth;
// Outcome says whether it was found.
const EventSearch EventKind = "search"

// The numbers of a Notice roll against a hider (CHARACTERS.md 3, 4.2, 5.3).
const (
	HardOfHearingMod       = -4 // swade's Minor, by hearing
	HardOfHearingDeluxeMod = -2 // deluxe's Minor
	AllAroundVisionNotice  = 2  // against Stealth
	SilenceNoticeMod       = -4 // by hearing in or into a Silence
)

// Features read by the search.
const (
	featHardOfHearing   = "hard_of_hearing" // 1 Minor, 2 Major (deaf)
	featAllAroundVision = "all_around_vision"
	featureSilence      = "silence" // a caster's Silence: For is the point cast at
)

func init() {
	RegisterAction(Search{Who: "buck"})
	RegisterHelp(HelpEntry{Key: "search", Title: "Searching for hidden foes", Text: fmt.Sprintf(
		"Search (More > Search) spends an action looking and listening for hidden foes. You roll Notice once; "+
			"every hidden figure of another side rolls Stealth, and you find it when your total is 4 or more and beats its Stealth "+
			"(a tie keeps it hidden). A found figure is revealed to the whole table. "+
			"A hider you cannot see (behind a wall, in the dark) is searched for by ear: Hard of Hearing takes %d from that roll "+
			"(%d in deluxe), a deaf figure never finds it, and a Silence over you or the hider takes %d (finds nothing with a raise). "+
			"A hider in sight is searched for by eye: the light at it takes what it would from a shot (less what Low Light Vision or Infravision take back), "+
			"its Invisibility takes 4 (6 with a raise) and All-Around Vision adds %+d. You never learn how many hid if you find nobody. From rules revision 8.",
		-HardOfHearingMod, -HardOfHearingDeluxeMod, -SilenceNoticeMod, AllAroundVisionNotice)})
	RegisterEntry(Entry{Kind: FromHindrance, Name: "Hard of Hearing", Fight: true, Since: 8,
		Grant: func(_ Edition, w Written) []Effect { return []Effect{feat(featHardOfHearing, pick(isMajor(w), 1, 2))} }})
}

// Search is a figure's Notice roll against every hidden foe.
type Search struct {
	Who string `json:"who"`
}

func (Search) Kind() string { return KindSearch }

// Plan: the searcher's Notice roll, with what applies whoever hides.
func (s Search) Plan(b *Battle) (*Plan, error) {
	if err := s.check(b); err != nil {
		return nil, err
	}
	r := b.planRoll(s.Who, Notice, nil)
	r.Roll.Name = "Notice (search)"
	return &Plan{Who: s.Who, Rolls: []PlannedRoll{r}}, nil
}

func (s Search) check(b *Battle) error {
	if !b.Rules.NoticeSearch {
		return fmt.Errorf("under rules revision %d a hidden figure is found only by the GM's reveal (search is played from rules revision 8)", b.Rules.Revision)
	}
	_, err := b.CheckAction(s.Who, KindSearch)
	return err
}

func (s Search) Do(b *Battle, p *Plan) error {
	f := b.Figure(s.Who)
	b.UseAction(KindSearch)
	res := b.RNG().TraitTest(p.Rolls[0].Roll)
	ev := res.Event(f.ID, "")
	ev.TN, ev.Raises, ev.Outcome = 0, 0, "searches"
	if err := b.Record(ev); err != nil {
		return err
	}
	for _, h := range b.hidersFrom(f) {
		if err := b.searchFor(f, h, res); err != nil {
			return err
		}
	}
	return nil
}

// hidersFrom are the hidden figures of other sides still in the fight,
// in the battle's order.
func (b *Battle) hidersFrom(f *Figure) []*Figure {
	var out []*Figure
	for _, g := range b.figs {
		if g.Side != f.Side && !g.Dead && b.hiddenFig(g) {
			out = append(out, g)
		}
	}
	return out
}

// searchFor rolls the hider's Stealth and reads the searcher's Notice
// against it.
func (b *Battle) searchFor(f, h *Figure, notice TraitResult) error {
	sr := b.planFreeRoll(h.ID, Stealth, nil)
	sr.Roll.Mods = append(sr.Roll.Mods, effectRollMods(b, nil, &sr)...)
	st := b.RNG().TraitTest(sr.Roll)
	sev := st.Event(h.ID, "")
	sev.TN, sev.Raises, sev.Outcome = 0, 0, ""
	if err := b.Record(sev); err != nil {
		return err
	}
	mods, never := b.noticeAgainst(f, h)
	total := notice.Total + mods.Sum()
	found := never == "" && !notice.CriticalFailure && total >= DefaultTN && (total > st.Total || st.CriticalFailure)
	out := fmt.Sprintf("misses %s", b.name(h.ID))
	if found {
		out = fmt.Sprintf("finds %s", b.name(h.ID))
	} else if never != "" {
		out += ": " + never
	}
	if err := b.Record(Event{Kind: EventSearch, Who: f.ID, Target: h.ID, Trait: Notice, Mods: mods, Total: total, TN: st.Total, Outcome: out}); err != nil {
		return err
	}
	if !found {
		return nil
	}
	return b.Record(Event{Kind: EventReveal, Who: h.ID, What: "found by " + b.name(f.ID), Outcome: "is revealed"})
}

// noticeAgainst is what the searcher's Notice takes against this hider,
// and why it cannot find it at all ("" when it can).
func (b *Battle) noticeAgainst(f, h *Figure) (Mods, string) {
	var ms Mods
	if sight := b.Battlefield.Sight(f.ID, h.ID, nil); sight.Visible {
		return b.noticeByEye(f, h, sight.Mods), ""
	}
	switch f.feature(featHardOfHearing) {
	case 2:
		return ms, "deaf, and it is out of sight"
	case 1:
		ms = ms.With("Hard of Hearing", pick(b.edition == Deluxe, HardOfHearingMod, HardOfHearingDeluxeMod))
	}
	if raise, in := b.silenced(f.ID, h.ID); in {
		if raise {
			return ms, "a Silence, and it is out of sight"
		}
		ms = ms.With("Silence", SilenceNoticeMod)
	}
	return ms, ""
}

// noticeByEye is what a search takes against a hider in sight: the
// light at it as a shot would take it (less what the searcher's senses
// take back), its Invisibility (-4, -6 with a raise) and the searcher's
// All-Around Vision.
func (b *Battle) noticeByEye(f, h *Figure, sight Mods) Mods {
	var ms Mods
	for _, m := range sight {
		if l, err := ParseLight(m.Name); err == nil && l != Bright {
			ms = append(ms, m)
		}
	}
	ms = append(ms, b.senseMods(f, h, ms)...)
	for _, e := range h.Effects {
		if e.Source.Kind == FromPower && e.Source.Name == "Invisibility" && e.Change == ChangeAttacked {
			ms = ms.With("Invisibility", e.Value)
		}
	}
	if f.feature(featAllAroundVision) > 0 {
		ms = ms.With("All-Around Vision", AllAroundVisionNotice)
	}
	return ms
}

// silenced reports whether either figure stands in a Silence (its
// centre within the Large Blast's radius of the area's centre), and
// whether that Silence was cast with a raise.
func (b *Battle) silenced(ids ...string) (raise, in bool) {
	for _, c := range b.figs {
		for _, e := range c.Effects {
			if e.Change != ChangeFeature || e.Detail != featureSilence {
				continue
			}
			for _, at := range b.silenceCentres(c.ID, e) { // powers_mobile8.go
				for _, id := range ids {
					if b.Battlefield.Centre(id).Dist(at) <= LBT.BlastRadius() {
						in = true
						raise = raise || e.Value > 1
					}
				}
			}
		}
	}
	return raise, in
}

// spotText and parseSpot keep an area's centre in an effect's For.
func spotText(s Spot) string { return fmt.Sprintf("%g,%g", s.X, s.Y) }

func parseSpot(s string) (Spot, bool) {
	x, y, ok := strings.Cut(s, ",")
	if !ok {
		return Spot{}, false
	}
	fx, err1 := strconv.ParseFloat(x, 64)
	fy, err2 := strconv.ParseFloat(y, 64)
	return Spot{X: fx, Y: fy}, err1 == nil && err2 == nil
}

// modsNote is " (with -4 Hard of Hearing)", or nothing without modifiers.
func modsNote(ms Mods) string {
	if len(ms) == 0 {
		return ""
	}
	return " (with " + ms.String() + ")"
}
