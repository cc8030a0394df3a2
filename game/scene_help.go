package game

import (
	"strings"

	"battlemat/rules"
)

// The rules help (F1 or /): every rule's entry in the rules' own words
// and the keys from the command table, over the map. Typing searches it
// (a command's letter is a character meanwhile), Page Up and Down turn
// its page, Esc or F1 closes it; the buttons and the map stay live.

// helpScene is the help's state: what was typed and the first entry
// shown.
type helpScene struct {
	find string
	page int
}

// Update takes what was typed (and Backspace): the help lists only the
// entries that match.
func (h *helpScene) Update(c *Controller, it *Intent) bool {
	if it.Text != "" || it.Pressed.Has(CmdErase) {
		h.typed(it.Text, it.Pressed.Has(CmdErase))
		it.Text = ""
		it.Pressed = it.Pressed.Without(CmdErase.Key())
	}
	return true
}

func (h *helpScene) typed(text string, erase bool) {
	if erase && h.find != "" {
		r := []rune(h.find)
		h.find = string(r[:len(r)-1])
	}
	for _, r := range text {
		if r >= ' ' && r != '/' && len(h.find) < 40 {
			h.find += string(r)
		}
	}
	h.page = 0
}

// help is the open help, or nil.
func (c *Controller) help() *helpScene {
	h, _ := sceneOf[*helpScene](c)
	return h
}

// toggleHelp is F1: the help opens, or closes.
func (c *Controller) toggleHelp() {
	if h := c.help(); h != nil {
		c.closeScene(h)
		return
	}
	c.push(&helpScene{})
}

// turn pages the help (dir -1 is back).
func (h *helpScene) turn(dir int) {
	if dir < 0 {
		h.page = max(0, h.page-3)
		return
	}
	h.page = min(h.page+3, max(len(h.list())-1, 0))
}

// list is the rules help as shown: every entry, or those whose title or
// text holds what was typed (any case).
func (h *helpScene) list() []rules.HelpEntry {
	all := rules.Help()
	find := strings.ToLower(strings.TrimSpace(h.find))
	if find == "" {
		return all
	}
	out := all[:0]
	for _, e := range all {
		if strings.Contains(strings.ToLower(e.Title), find) || strings.Contains(strings.ToLower(e.Text), find) {
			out = append(out, e)
		}
	}
	return out
}

// helpList is the help's entries as shown (all of them when it is shut).
func (c *Controller) helpList() []rules.HelpEntry {
	if h := c.help(); h != nil {
		return h.list()
	}
	return (&helpScene{}).list()
}

// HelpType takes what was typed while the help is open (and Backspace),
// as a tick's input would.
func (c *Controller) HelpType(text string, erase bool) {
	if c.help() == nil || (text == "" && !erase) {
		return
	}
	it := Intent{Text: text}
	if erase {
		it.Pressed = CmdErase.Key()
	}
	c.Handle(it)
}
