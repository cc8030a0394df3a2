package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"battlemat/board"
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// The More menu of the remote screen: the host offers each further
// action it checked whole (wire.Offer.Action: this grapple of that
// foe, this door), or a jump or dismount still needing its square. The
// screen groups them under one More button, a list that pages (a phone
// has room for a few rows of thumbs, not thirty buttons); an entry with
// targets waits for a tap on one of them, then shows the host's odds and
// a button to do it, like a shot; an entry without sends at once.

// Button ids of the menu.
const (
	RemoteMore     = "more"      // opens the menu
	RemoteMorePage = "more:page" // its next page
	// RemoteMoreGreyed shows the entries the rules refuse now, with
	// their reasons, in place of those the figure may take (and back).
	RemoteMoreGreyed = "more:greyed"
	remoteMoreItem   = "more:" // an entry: moreEntry+its index
)

// morePage is how many entries a page of the menu shows.
const morePage = 6

// moreGroup is one entry of the menu: the offers it stands for.
type moreGroup struct {
	label  string
	offers []wire.Offer
	square bool // its action needs a tapped square
}

// isMore: the offer belongs to the More menu, not a button of its own.
func isMore(o wire.Offer) bool { return len(o.Action) > 0 || o.Square || greyedEntry(o) }

// greyedEntry: the offer is a More entry the rules refuse at every
// target now, listed greyed with the reason as the window's menu does.
func greyedEntry(o wire.Offer) bool {
	return o.Entry != "" && o.Why != "" && len(o.Action) == 0 && !o.Square && o.Template == ""
}

// moreGroups are the menu's entries in the host's order: the offers of
// one kind with targets together, each one without a target alone; the
// entries refused at every target after them (a phone pages the ones
// it may take first).
func (r *Remote) moreGroups() []moreGroup {
	var out, greyed []moreGroup
	index := map[string]int{}
	for _, o := range r.offers {
		if !isMore(o) {
			continue
		}
		if greyedEntry(o) {
			if e, ok := menu.ByKey(o.Entry); ok {
				label := e.Label
				if o.Kind == rules.KindCast && o.Weapon != "" {
					label = "Cast " + o.Weapon // a power the caster may not cast now
				}
				greyed = append(greyed, moreGroup{label: label, offers: []wire.Offer{o}})
			}
			continue
		}
		a, err := rules.UnmarshalAction(o.Action)
		if o.Square {
			a, err = nil, nil
		}
		if err != nil {
			continue
		}
		label, key := r.moreLabel(o, a), ""
		if o.Target != "" || o.Square {
			key = label
		}
		if i, ok := index[key]; ok && key != "" {
			out[i].offers = append(out[i].offers, o)
			continue
		}
		if key != "" {
			index[key] = len(out)
		}
		out = append(out, moreGroup{label: label, offers: []wire.Offer{o}, square: o.Square})
	}
	return append(out, greyed...)
}

// moreLabel names an offer's entry as the window's More menu does (the
// catalogue's label); one without a target says what it does to what.
func (r *Remote) moreLabel(o wire.Offer, a rules.Action) string {
	return menu.Label(a, o.Kind)
}

// moreButtons: the menu's page of entries, the next page, the greyed
// entries' button, Cancel. A person at the table wants what the figure
// CAN do: the entries it may take come first and alone; those the rules
// refuse now wait behind one button ("Why not... (N)") that pages
// through them, a tap on one saying the rules' reason. The window lists
// both, greyed after (it has room).
func (r *Remote) moreButtons() []RemoteButton {
	gs := r.moreGroups()
	var shown, greyed []int
	for i, g := range gs {
		if groupWhy(g) == "" {
			shown = append(shown, i)
		} else {
			greyed = append(greyed, i)
		}
	}
	if r.moreGreyed {
		shown = greyed
	}
	pages := max(1, (len(shown)+morePage-1)/morePage)
	page := r.morePage % pages
	var out []RemoteButton
	for _, i := range shown[min(len(shown), page*morePage):min(len(shown), (page+1)*morePage)] {
		out = append(out, RemoteButton{remoteMoreItem + strconv.Itoa(i), gs[i].label})
	}
	if pages > 1 {
		out = append(out, RemoteButton{RemoteMorePage, fmt.Sprintf("Page %d/%d", page+1, pages)})
	}
	switch {
	case r.moreGreyed:
		out = append(out, RemoteButton{RemoteMoreGreyed, "Back"})
	case len(greyed) > 0:
		out = append(out, RemoteButton{RemoteMoreGreyed, fmt.Sprintf("Why not... (%d)", len(greyed))})
	}
	return append(out, RemoteButton{RemoteCancel, "Cancel"})
}

// pressMoreMenu does the menu's buttons.
func (r *Remote) pressMoreMenu(id string) {
	switch id {
	case RemoteMore:
		r.moreOpen, r.moreGreyed, r.morePage, r.pick, r.plan, r.aim = true, false, 0, nil, nil, nil
		r.say("More: pick an action")
		return
	case RemoteMorePage:
		r.morePage++
		return
	case RemoteMoreGreyed:
		r.moreGreyed, r.morePage = !r.moreGreyed, 0
		if r.moreGreyed {
			r.say("Not now: tap one to hear why")
		} else {
			r.say("More: pick an action")
		}
		return
	}
	i, err := strconv.Atoi(strings.TrimPrefix(id, remoteMoreItem))
	gs := r.moreGroups()
	if err != nil || i < 0 || i >= len(gs) {
		r.fail(errors.New("that is no longer on offer"))
		return
	}
	g := gs[i]
	if why := groupWhy(g); why != "" {
		r.fail(errors.New(why))
		return
	}
	r.moreOpen = false
	o := g.offers[0]
	switch {
	case g.square:
		r.pick = &g
		r.say("%s: tap the square to land on", g.label)
	case o.Target != "":
		r.pick = &g
		var names []string
		for _, o := range g.offers {
			if offered(o) {
				names = append(names, r.name(o.Target))
			}
		}
		r.say("%s: tap %s", g.label, strings.Join(names, " or "))
	default:
		a, err := rules.UnmarshalAction(o.Action)
		if err != nil {
			r.fail(err)
			return
		}
		r.send(wire.TypeAction, a, r.name(o.Who)+": "+g.label)
	}
}

// Picking is the More entry waiting for its target's tap ("" for none).
func (r *Remote) Picking() string {
	if r.pick == nil {
		return ""
	}
	return r.pick.label
}

// pickTap is a tap while a More entry waits for its target: the figure
// or square tapped gets the host's odds and a button to do it.
func (r *Remote) pickTap(sq board.Square, on bool) {
	g := r.pick
	if !on {
		r.fail(errors.New("that is off the map: tap a square"))
		return
	}
	o := g.offers[0]
	var alts []wire.Offer // the offers for the figure tapped (a Support's traits)
	target := ""
	e, ok := menu.ByKey(offerEntry(o))
	if !ok {
		r.fail(fmt.Errorf("the host offers %q, which this screen does not know", o.Kind))
		return
	}
	p := menu.Pick{Who: o.Who, At: rules.Pos{X: sq.X, Y: sq.Y}, Effect: r.opt.willEffect()}
	if !g.square {
		fig := r.Board.FigureAt(sq)
		if fig != nil {
			if why := r.refusedAt(g, fig.ID); why != "" {
				r.fail(fmt.Errorf("%s: %s", g.label, why))
				return
			}
			for _, o := range g.offers {
				if o.Target == fig.ID {
					alts = append(alts, o)
				}
			}
		}
		if len(alts) == 0 {
			r.fail(fmt.Errorf("%s: tap one of the figures it is offered for", g.label))
			return
		}
		target, p.Target = fig.ID, fig.ID
	}
	// The menu's entry builds it from the offer, as the window's click
	// does; a cast from the choice shared with the window (castchoice.go).
	r.moreWeapons(r.Board, &p)
	a, err := moreBuilt(g.offers, e, p)
	if e.ID == menu.CastPower && err == nil {
		r.startCast(o, "")
		a, err = r.opt.castAt(r.Board.Edition, o.Who, target)
	}
	if err != nil {
		r.fail(err)
		return
	}
	r.spread = nil
	a = r.spreadAim(r.Board, a) // a volley of tentacles spreads: spread.go
	r.aim = &remoteAim{who: o.Who, target: target, action: a, verb: g.label, more: true, alts: alts}
	r.askPreview(a)
	what := sq.String()
	if target != "" {
		what = r.name(target)
	}
	r.say("%s: %s %s?", r.name(o.Who), g.label, what)
}

// effectButton is a test of will's option: the foe left Distracted or
// Vulnerable (the window's Q in More mode); a Support's is the trait it
// helps, among those the host offers for the ally.
func (r *Remote) effectButton() []RemoteButton {
	if _, ok := r.aim.action.(rules.Cast); ok {
		return r.castButtons(true)
	}
	if s, ok := r.aim.action.(rules.SupportAlly); ok && len(r.aim.alts) > 1 {
		return []RemoteButton{{optPrefix + "trait", "Trait: " + traitLabel(s.Trait)}}
	}
	if e, ok := r.aim.action.(rules.PutEffect); ok {
		if i, ok := menu.GMEffectOf(e); ok {
			return []RemoteButton{{optPrefix + "trait", "Effect: " + menu.GMEffects[i].Label}}
		}
	}
	if _, ok := r.aim.action.(rules.Test); !ok {
		return nil
	}
	return []RemoteButton{{optPrefix + "effect", "Effect: " + map[bool]string{true: "Vulnerable", false: "Distracted"}[r.opt.Vulnerable]}}
}

// toggleEffect switches the test's effect and asks its odds again.
func (r *Remote) toggleEffect() {
	t, ok := r.aim.action.(rules.Test)
	if !ok {
		return
	}
	r.opt.Vulnerable = !r.opt.Vulnerable
	t.Effect = r.opt.willEffect()
	r.aim.action = t
	r.askPreview(t)
}

// traitLabel is a trait's name as the window writes it.
func traitLabel(t rules.Trait) string {
	s := string(t)
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// nextTrait steps a Support to the next trait the host offers for the
// ally (the GM's effect to the next ruling) and asks its odds again.
func (r *Remote) nextTrait() {
	if e, ok := r.aim.action.(rules.PutEffect); ok {
		r.nextGMEffect(e)
		return
	}
	alts := r.aim.alts
	if len(alts) < 2 {
		return
	}
	cur, _ := r.aim.action.(rules.SupportAlly)
	k := 0
	for i, o := range alts {
		if a, err := rules.UnmarshalAction(o.Action); err == nil && a == rules.Action(cur) {
			k = i
		}
	}
	a, err := rules.UnmarshalAction(alts[(k+1)%len(alts)].Action)
	if err != nil {
		r.fail(err)
		return
	}
	r.aim.action = a
	r.askPreview(a)
	if s, ok := a.(rules.SupportAlly); ok {
		r.say("%s: Support %s's %s?", r.name(r.aim.who), r.name(r.aim.target), traitLabel(s.Trait))
	}
}

// nextGMEffect steps the GM's effect to the next of the common rulings
// (menu.GMEffects) on the same figure and asks the host to check it.
func (r *Remote) nextGMEffect(e rules.PutEffect) {
	i, _ := menu.GMEffectOf(e)
	i = (i + 1) % len(menu.GMEffects)
	a, err := menu.Get(menu.GMEffect).Build(nil, menu.Pick{Who: r.aim.who, Target: e.Who, GMEffect: i})
	if err != nil {
		r.fail(err)
		return
	}
	r.aim.action = a
	r.askPreview(a)
	r.say("GM: %s on %s?", menu.GMEffects[i].Label, r.name(e.Who))
}
