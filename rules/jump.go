package rules

import "fmt"

// Jumping (both editions): a figure jumps 1" across as part of its move
// (a free action), 2" after a straight run of at least 2" toward the gap
// in the same move; an Athletics roll, as an action, adds 1". A jump
// never takes more than the Pace left: it costs the inches it covers on
// the map, the gap and the square it lands on, like a walk. The board
// finds where a jump lands (gaps are its geometry: JumpBattlefield); these
// numbers decide how far.
const (
	JumpStanding  = 1 // inches of gap from a standing start
	JumpRunning   = 2 // inches of gap after a run-up
	JumpRunUp     = 2 // the straight run, in inches, that makes a run-up
	JumpAthletics = 1 // inches more on a successful Athletics roll
)

// FreeJumping is how far any figure may jump as part of a move.
func FreeJumping() Jumping {
	return Jumping{Standing: JumpStanding, Running: JumpRunning, RunUp: JumpRunUp}
}

// AthleticsJumping is how far a figure may jump after a successful
// Athletics roll.
func AthleticsJumping() Jumping {
	j := FreeJumping()
	j.Standing += JumpAthletics
	j.Running += JumpAthletics
	return j
}

func init() {
	RegisterAction(Jump{Who: "buck", To: Pos{X: 6, Y: 4}})
	RegisterHelp(HelpEntry{Key: "jumping", Title: "Jumping", Text: fmt.Sprintf("A map may have gaps (a ditch, a chasm, a roof's edge), drawn as dark pits: nobody walks into or across one or stops on it, but a move jumps it in a straight line. "+
		"Any figure jumps %d\" of gap as part of its move, %d\" after running at least %d\" straight at it in the same move; rolling Athletics as the figure's action (Ctrl+J, then click the landing square) adds %d\" on a success, and on a failure it stops at the edge. "+
		"A jump costs the inches it covers, the gap and the landing square, and never more than the Pace left. The shading shows the squares a jump reaches; a refused move says how wide the gap is and what would carry the figure over. "+
		"Jumping up (half as far) is for the GM to rule.", JumpStanding, JumpRunning, JumpRunUp, JumpAthletics)})
}

// KindJump is the Athletics jump.
const KindJump = "jump"

// EventJumpShort: Who's Athletics roll failed, so it does not make the
// jump over Total inches of gap and stops at the edge, What (Outcome says
// so, with the inches it moved).
const EventJumpShort EventKind = "jump_short"

// Jump is a move that jumps farther with an Athletics roll, as the
// figure's action: success adds JumpAthletics inches to every jump of the
// move; on a failure the figure walks to the edge of the first jump it
// cannot make without the roll and stops there. A move that needs no
// roll is a Move (which jumps what it can for free).
type Jump struct {
	Who string `json:"who"`
	To  Pos    `json:"to"`
}

func (Jump) Kind() string { return KindJump }

// jumpPlan is a Jump's worked-out move: the route on a success, and
// the edge and width of the jump the roll is for (the first one wider
// than a free jump).
type jumpPlan struct {
	Route Route
	Edge  Pos
	Gap   int
}

// Plan: the route with the extra inch, and the Athletics roll.
func (j Jump) Plan(b *Battle) (*Plan, error) {
	if _, err := b.CheckAction(j.Who, KindJump); err != nil {
		return nil, err
	}
	noRoll := fmt.Errorf("%s needs no Athletics roll to get to %s: move there", b.name(j.Who), j.To)
	if _, err := b.checkMoveWith(j.Who, j.To, FreeJumping(), false); err == nil {
		return nil, noRoll
	}
	r, err := b.checkMoveWith(j.Who, j.To, AthleticsJumping(), true)
	if err != nil {
		return nil, err
	}
	free := FreeJumping()
	for _, x := range r.Jumps {
		if x.Gap > free.allowed(x.RunUp) {
			roll := b.planRoll(j.Who, Athletics, nil)
			roll.Roll.Name = "Athletics (jump)"
			roll.Dice = []PlannedDie{{}}
			return onePlan(b, j.Who, roll, &jumpPlan{Route: r, Edge: x.From, Gap: x.Gap}), nil
		}
	}
	return nil, noRoll
}

// allowed is the widest gap j lets a figure jump, with a run-up or not.
func (j Jumping) allowed(runUp bool) int {
	if runUp {
		return max(j.Running, j.Standing)
	}
	return j.Standing
}

func (j Jump) Do(b *Battle, p *Plan) error {
	jp := p.Detail.(*jumpPlan)
	b.UseAction(KindJump)
	res, err := b.rollRecorded(b.Figure(j.Who), p.Rolls[0].Test(0), "",
		func(res TraitResult) bool { return !res.Success })
	if err != nil {
		return err
	}
	if res.Success {
		return b.moveAlong(j.Who, j.To, jp.Route, 0)
	}
	// Short of the jump: the figure walks to its edge (the free jumps
	// before it included) and stops there.
	r, err := b.jumpRoute(j.Who, jp.Edge, FreeJumping())
	if err != nil {
		return err
	}
	return b.moveAlong(j.Who, jp.Edge, r, jp.Gap)
}

// jumpRoute is the table's route with jumps within jp (none on a table
// without gaps).
func (b *Battle) jumpRoute(who string, to Pos, jp Jumping) (Route, error) {
	if jt, ok := b.Battlefield.(JumpBattlefield); ok {
		return jt.JumpRoute(who, b.turn.Run, to, jp)
	}
	return b.Battlefield.Route(who, b.turn.Run, to)
}

// jumpRefusal explains a move the table finds no way for within jp when
// a wider jump would make it: how far the figure may jump there, how wide
// the gap is, and what would carry it over (rolled: jp has the Athletics
// inch already). nil when no jump would help.
func (b *Battle) jumpRefusal(who string, to Pos, jp Jumping, rolled bool) error {
	jt, ok := b.Battlefield.(JumpBattlefield)
	if !ok {
		return nil
	}
	wide := Jumping{Standing: b.PaceLeft(who), Running: b.PaceLeft(who), RunUp: jp.RunUp}
	r, err := jt.JumpRoute(who, b.turn.Run, to, wide)
	if err != nil {
		return nil
	}
	more := JumpAthletics
	if rolled {
		more = 0
	}
	for _, x := range r.Jumps {
		can := jp.allowed(x.RunUp)
		if x.Gap <= can {
			continue
		}
		running := jp.allowed(true)
		var how string
		switch {
		case !x.RunUp && x.Gap <= running && more > 0 && x.Gap <= can+more:
			how = fmt.Sprintf("run %d\" straight up to it in the same move, or roll Athletics", jp.RunUp)
		case !x.RunUp && x.Gap <= running:
			how = fmt.Sprintf("run %d\" straight up to it in the same move", jp.RunUp)
		case !x.RunUp && more > 0 && x.Gap <= running+more:
			how = fmt.Sprintf("run %d\" straight up to it in the same move and roll Athletics", jp.RunUp)
		case more > 0 && x.Gap <= can+more:
			how = "roll Athletics"
		default:
			how = "too wide to jump"
		}
		return fmt.Errorf("%s can jump %d\" here: the gap is %d\" wide; %s", b.name(who), can, x.Gap, how)
	}
	return nil
}
