package game

import "errors"

// The offer to resume an autosaved battle (save.go keeps the autosave):
// when the window starts over an unfinished battle with at least one
// action, the prompt asks Resume (Y) or New fight (N); nothing else runs
// and the map takes no click until it is answered, and nothing is
// autosaved meanwhile (it would overwrite the battle offered).

// resumeScene is the autosaved battle offered and the question's text.
type resumeScene struct {
	fight *Fight
	text  string
}

// Update keeps the map's click from the fight underneath.
func (o *resumeScene) Update(c *Controller, it *Intent) bool {
	it.Click = false
	return c.resumeOffer() == o
}

// Press answers the offer with Y or N and refuses anything else.
func (o *resumeScene) Press(c *Controller, id Cmd, _ string) bool {
	switch id {
	case CmdYes:
		c.resumeAnswer(true)
	case CmdNo:
		c.resumeAnswer(false)
	default:
		c.fail(errors.New("an autosaved battle is offered: Y resumes it, N starts a new fight"))
	}
	return true
}

// resumeOffer is the offer open now, or nil.
func (c *Controller) resumeOffer() *resumeScene {
	o, _ := sceneOf[*resumeScene](c)
	return o
}

// ResumeOffered reports whether the window offers an autosaved battle.
func (c *Controller) ResumeOffered() bool { return c.resumeOffer() != nil }

// Resume takes the offer: the autosaved battle goes on the table where it
// was (yes), or the offer is dropped and the autosave cleared (no).
func (c *Controller) Resume(yes bool) { c.run(func() { c.resumeAnswer(yes) }) }

func (c *Controller) resumeAnswer(yes bool) {
	o := c.resumeOffer()
	if o == nil {
		return
	}
	c.closeScene(o)
	if !yes {
		if c.store != nil {
			_ = c.store.Clear()
		}
		c.say("A new fight: the autosaved one is dropped")
		return
	}
	store, saved := c.store, c.saved
	c.reset(o.fight)
	c.store, c.saved = store, saved
	c.say("Resumed the autosaved battle: %d actions, round %d", c.actions(), c.round())
}
