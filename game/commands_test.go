package game

import (
	"strconv"
	"strings"
	"testing"

	"battlemat/menu"
	"battlemat/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// buttonOnly are the commands with no key of their own: a button per row,
// entry or offer, or (via) another command's key on the end-of-fight
// screen.
var buttonOnly = map[Cmd]bool{CmdMoreItem: true, CmdOffer: true, CmdHeal: true, CmdOverwrite: true,
	CmdHealer: true, CmdSaveSurvivors: true, CmdCloseAftermath: true, CmdEditItem: true,
	CmdPower: true, CmdPowerMod: true, CmdMorePage: true, // X cycles the More entries by key
	CmdSheetTab:    true, // a phone's sheet has no keyboard
	CmdGiveSeat:    true, // one button per player
	CmdAlignCancel: true} // Esc cancels: the helper reads it as Deselect

func TestCommandTable(t *testing.T) {
	require.LessOrEqual(t, int(cmdCount), 128, "Keys is a 128-bit set of commands")
	for c := CmdNone + 1; c < cmdCount; c++ {
		assert.NotNil(t, commandOf(c), "command %d has a row", c)
	}
	chords := map[chord]Cmd{}
	help := helpKeys()
	for _, c := range commands {
		assert.NotEmpty(t, c.label, "command %d has a label", c.id)
		assert.Equal(t, c.window, c.do == nil, "%s: the shell does exactly the window's", c.label)
		if buttonOnly[c.id] {
			assert.Empty(t, c.keys, "%s has no key of its own", c.label)
			continue
		}
		require.NotEmpty(t, c.keys, "%s has a key", c.label)
		for _, k := range c.keys {
			ch := parseChord(k)
			var key ebiten.Key
			require.NoError(t, key.UnmarshalText([]byte(ch.name)), "%s: key %q", c.label, k)
			prev, dup := chords[ch]
			assert.False(t, dup, "%s and command %d share %q", c.label, prev, k)
			chords[ch] = c.id
		}
		assert.Contains(t, help, c.keys[0]+" "+strings.ToLower(c.label), "the help lists %s", c.label)
		assert.NotEmpty(t, KeyLabel(c.id))
	}
	for _, c := range commands {
		if c.via != CmdNone {
			assert.NotEmpty(t, commandOf(c.via).keys, "%s borrows a real key", c.label)
		}
	}
}

// The bindings ReadInput uses are the table's keys, each once.
func TestBindingsFromTable(t *testing.T) {
	n := 0
	for _, c := range commands {
		n += len(c.keys)
	}
	assert.Len(t, bindings, n)
	for _, b := range bindings {
		if b.key == ebiten.KeyS {
			assert.Contains(t, []Cmd{CmdShoot, CmdSave}, b.cmd)
			assert.Equal(t, b.cmd == CmdSave, b.ctrl)
		}
	}
}

func TestMoreMenuListsAndPicks(t *testing.T) {
	g := arena(t, 1)
	press(g, CmdMore.Key())
	require.Equal(t, ModeMore, g.ctl.Mode())
	// The GM's view lists every entry, over pages when the panel cannot
	// hold them all; the pages come round to the first again.
	var items, first []Button
	for range 8 {
		var page []Button
		for _, b := range g.Buttons() {
			if b.Cmd == CmdMoreItem {
				page = append(page, b)
			}
		}
		if len(page) == 0 || len(first) > 0 && page[0].Arg == first[0].Arg {
			break
		}
		if first == nil {
			first = page
		}
		items = append(items, page...)
		next, ok := g.ButtonFor(CmdMorePage)
		if !ok {
			break
		}
		tap(g, next)
	}
	require.Len(t, items, len(menu.Catalogue), "the GM's view lists every entry")
	for i, b := range items {
		assert.Equal(t, menu.Catalogue[i].Label, b.Label)
		assert.Equal(t, strconv.Itoa(i), b.Arg)
	}
	items = first // the first page is shown again
	// One click on an entry picks it, by index, whatever its label says.
	taunt := 0
	for i, e := range menu.Catalogue {
		if e.ID == menu.Taunt {
			taunt = i
		}
	}
	b := items[taunt]
	click(g, b.X+b.W/2, b.Y+b.H/2)
	assert.Equal(t, taunt, g.ctl.more)
	mb, ok := g.ButtonFor(CmdMore)
	require.True(t, ok)
	assert.Equal(t, "More: Taunt", mb.Label)
	clickSquare(g, 2, 2)
	keepRolls(t, g)
	require.Equal(t, rules.KindTest, lastKind(g), g.ctl.msg)
	ap := g.ctl.Battle().Applied
	assert.Equal(t, rules.Taunt, ap[len(ap)-1].Action.(rules.Test).Skill)

	// A player's view leaves the GM's entries out.
	g.SetView(PlayerView())
	press(g, CmdMore.Key())
	for _, b := range g.Buttons() {
		assert.NotContains(t, b.Label, "GM:", "no GM commands for players")
	}
}

// Every entry builds the action its id names, not one found by label.
func TestMoreEntriesDispatchByID(t *testing.T) {
	ids := map[menu.ID]bool{}
	for _, e := range menu.Catalogue {
		assert.False(t, ids[e.ID], "%s once", e.Label)
		ids[e.ID] = true
	}
	assert.Len(t, ids, int(menu.MoveArea)+1, "every id has an entry (MoveArea the last)")
}

func TestLayoutIsWhatHitTestsAndPaintsUse(t *testing.T) {
	g := arena(t, 1)
	press(g, CmdShoot.Key())
	l := g.layout()
	assert.Same(t, l, g.layout(), "one layout per state")
	k := l.key
	g.Handle(Input{X: 5, Y: 5}) // a cursor move changes nothing
	assert.Equal(t, k, g.layout().key, "no new layout without a change")

	var again layout
	computeLayout(&again, g.ctl, g.view, g.screenW, g.screenH)
	require.Equal(t, l.buttons, again.buttons, "the layout is a function of the state")
	require.NotEmpty(t, l.buttons)
	for i, b := range l.buttons {
		hit, ok := l.buttonAt(b.X+b.W/2, b.Y+b.H/2)
		require.True(t, ok, "%s is hit where it is painted", b.Label)
		assert.Equal(t, b, hit)
		assert.True(t, l.panel.Contains(b.X, b.Y) && b.X+b.W <= l.panel.X+l.panel.W, "%s is on the panel", b.Label)
		for _, o := range l.buttons[i+1:] {
			assert.False(t, b.rect().Contains(o.X+1, o.Y+1), "%s and %s overlap", b.Label, o.Label)
		}
		assert.LessOrEqual(t, b.Y+b.H, l.body, "the sheet starts under %s", b.Label)
	}
	// The snapshot's buttons, which tests elsewhere click, are the same.
	s := g.Snapshot()
	require.Len(t, s.Buttons, len(l.buttons))
	for i, b := range l.buttons {
		assert.Equal(t, b.Label, s.Buttons[i].Label)
		assert.InDelta(t, b.X+b.W/2, s.Buttons[i].WindowX, 1e-9)
	}
	// A click at a button's centre runs that button's command.
	called, _ := g.ButtonFor(CmdCalled)
	click(g, called.X+called.W/2, called.Y+called.H/2)
	assert.Equal(t, rules.CalledLimb, g.ctl.Options().Called)
}

func TestTableViewHasNoPanel(t *testing.T) {
	g := arena(t, 1)
	g.SetView(TableView())
	l := g.layout()
	assertScreenButtonsOnly(t, l, "no panel")
	assert.Equal(t, float64(g.screenW), l.mapView.W, "the map takes the panel's room")
	assert.False(t, l.inPanel(float64(g.screenW)-5, 400))
}

// run is the one place the version moves: a command bumps it, a tick
// with nothing pressed does not.
func TestVersionMovesOncePerCommand(t *testing.T) {
	g := arena(t, 1)
	v := g.ctl.Version()
	g.Handle(Input{X: 10, Y: 10})
	assert.Equal(t, v, g.ctl.Version())
	g.Handle(Input{Keys: CmdWild.Key()})
	assert.Equal(t, v+1, g.ctl.Version())
	g.Handle(Input{Keys: CmdWild.Key()}) // still held: no new press
	assert.Equal(t, v+1, g.ctl.Version())
}
