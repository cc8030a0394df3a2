package board

import (
	"fmt"
	"strings"

	"battlemat/geom"
	"battlemat/rules"
)

// Doors on the board: a door square blocks movement and sight while
// closed and neither when open or broken. Opening, closing and breaking
// change the square's terrain in place, so Reach, lines of fire and
// cover read the door as it is now; a battle rebuilt for undo or replay
// puts every door back as the scenario set it (ResetBattlefield).

// DefaultDoorHardness is a light door's Hardness (a heavy door is 10).
const DefaultDoorHardness = 8

// doorState is one door square's state as a checkpoint keeps it.
type doorState struct {
	cell                 int
	open, broken, blocks bool
}

// tableState is what a checkpoint keeps of the table besides the
// figures' squares: its doors and the powers' light zones.
type tableState struct {
	doors    []doorState
	zones    []LightZone
	barriers []Barrier
}

// SnapshotBattlefield copies every door's state and the light zones
// (rules.BattlefieldSnapshotter).
func (t *Battlefield) SnapshotBattlefield() any {
	return tableState{doors: t.snapshotDoors(), zones: append([]LightZone(nil), t.B.Zones...), barriers: append([]Barrier(nil), t.B.Barriers...)}
}

func (t *Battlefield) snapshotDoors() []doorState {
	var out []doorState
	for i := range t.B.Cells {
		if c := &t.B.Cells[i]; c.Door {
			out = append(out, doorState{i, c.Open, c.Broken, c.Blocks})
		}
	}
	// Doors on thin walls: cell -1-i for wall i.
	for i := range t.B.Walls {
		if w := &t.B.Walls[i]; w.Kind == WallDoor {
			out = append(out, doorState{-1 - i, w.Open, w.Broken, !w.Open})
		}
	}
	return out
}

// RestoreBattlefield puts the doors back as SnapshotBattlefield saw them.
func (t *Battlefield) RestoreBattlefield(snapshot any) error {
	st, ok := snapshot.(tableState)
	if !ok && snapshot != nil {
		return fmt.Errorf("not a snapshot of this table: %T", snapshot)
	}
	doors := st.doors
	t.B.Zones = append([]LightZone(nil), st.zones...)
	t.B.setBarriers(st.barriers) // forgets what the walls hid if they changed
	// What depends on the doors is forgotten only when a door changed: the
	// Odds restore the same start before every fight and would otherwise
	// work the map's layers and shadows out again for each.
	changed := false
	defer func() {
		if changed {
			t.B.wallsChanged()
		}
	}()
	for _, d := range doors {
		if d.cell < 0 {
			i := -1 - d.cell
			if i >= len(t.B.Walls) || t.B.Walls[i].Kind != WallDoor {
				return fmt.Errorf("not a snapshot of this table: no door on wall %d", i)
			}
			w := &t.B.Walls[i]
			changed = changed || w.Open != d.open || w.Broken != d.broken
			w.Open, w.Broken = d.open, d.broken
			continue
		}
		if d.cell >= len(t.B.Cells) || !t.B.Cells[d.cell].Door {
			return fmt.Errorf("not a snapshot of this table: no door at cell %d", d.cell)
		}
		c := &t.B.Cells[d.cell]
		changed = changed || c.Open != d.open || c.Broken != d.broken || c.Blocks != d.blocks
		c.Open, c.Broken, c.Blocks = d.open, d.broken, d.blocks
	}
	return nil
}

// MaxDoorHardness bounds a scenario's hardness (the table stops at 12,
// handcuffs; a vault door is the GM's business).
const MaxDoorHardness = 40

var (
	_ rules.DoorBattlefield        = (*Battlefield)(nil)
	_ rules.BattlefieldResetter    = (*Battlefield)(nil)
	_ rules.BattlefieldSnapshotter = (*Battlefield)(nil)
)

// doorTerrain reads a legend entry's door:, open: and hardness: keys.
func doorTerrain(d *yamlDoc, p string, rt *rawTerrain, t *Terrain) error {
	if !deref(rt.Door) {
		switch {
		case rt.Open != nil:
			return d.errAt(p+".open", "open: is for doors: add door: true")
		case rt.Hardness != nil:
			return d.errAt(p+".hardness", "hardness: is for doors: add door: true")
		}
		return nil
	}
	if rt.Blocks != nil {
		return d.errAt(p+".blocks", "a door blocks while closed and not when open: leave out blocks: and say open: true or false")
	}
	h, err := intField(d, p+".hardness", rt.Hardness, DefaultDoorHardness, 1, MaxDoorHardness)
	if err != nil {
		return err
	}
	open := deref(rt.Open)
	t.Door, t.Open, t.StartOpen, t.Hardness = true, open, open, h
	t.DoorDefault = rt.Material == nil
	t.Blocks = !open
	return nil
}

// Door says whether the square holds a door and how it stands.
func (t *Battlefield) Door(at rules.Pos) (rules.Door, bool) {
	s := at
	if !t.B.InBounds(s) {
		return rules.Door{}, false
	}
	c := &t.B.Cells[s.Y*t.B.W+s.X]
	if !c.Door {
		if w := t.B.thinDoor(at); w != nil {
			return thinDoor(w), true
		}
		return rules.Door{}, false
	}
	return rules.Door{At: at, Open: c.Open, Broken: c.Broken, Hardness: c.Hardness}, true
}

// Doors lists every door of the map, row by row.
func (t *Battlefield) Doors() []rules.Door { return t.B.doors(nil) }

// AppendDoors is Doors appended to out (the tactic asks every turn it
// walks to a door: a buffer of its own spares a list each time).
func (t *Battlefield) AppendDoors(out []rules.Door) []rules.Door { return t.B.doors(out) }

func (b *Board) doors(out []rules.Door) []rules.Door {
	for i, c := range b.Cells {
		if c.Door {
			out = append(out, rules.Door{At: rules.Pos{X: i % b.W, Y: i / b.W}, Open: c.Open, Broken: c.Broken, Hardness: c.Hardness})
		}
	}
	for i := range b.Walls {
		if w := &b.Walls[i]; w.Kind == WallDoor {
			out = append(out, thinDoor(w))
		}
	}
	return out
}

func thinDoor(w *Wall) rules.Door {
	return rules.Door{At: w.At, Open: w.Open, Broken: w.Broken, Hardness: w.Hardness, Thin: true}
}

// thinDoor is the door on a thin wall named by square at, or nil.
func (b *Board) thinDoor(at Square) *Wall {
	for i := range b.Walls {
		if w := &b.Walls[i]; w.Kind == WallDoor && w.At == at {
			return w
		}
	}
	return nil
}

// setThinDoor is SetDoor for a door on a thin wall: closing it is refused
// while it would cut through a figure's base.
func (t *Battlefield) setThinDoor(w *Wall, at rules.Pos, open, broken bool) error {
	if w.Broken && !open {
		return fmt.Errorf("the door at %s is broken and cannot be closed", at)
	}
	if !open && !broken && w.Open {
		for _, f := range t.B.Figures {
			if w.Dist(f.Center()) < f.Radius()-geom.Eps {
				return fmt.Errorf("%s stands in the doorway at %s", f.Name, at)
			}
		}
	}
	w.Open, w.Broken = open || broken, w.Broken || broken
	t.B.wallsChanged()
	return nil
}

// SetDoor opens or closes the door on the square, or breaks it (a broken
// door stays open for good).
func (t *Battlefield) SetDoor(at rules.Pos, open, broken bool) error {
	s := at
	if t.B.InBounds(s) && !t.B.Cells[s.Y*t.B.W+s.X].Door {
		if w := t.B.thinDoor(at); w != nil {
			return t.setThinDoor(w, at, open, broken)
		}
	}
	if !t.B.InBounds(s) || !t.B.Cells[s.Y*t.B.W+s.X].Door {
		return fmt.Errorf("there is no door at %s", at)
	}
	c := &t.B.Cells[s.Y*t.B.W+s.X]
	if c.Broken && !open {
		return fmt.Errorf("the door at %s is broken and cannot be closed", at)
	}
	c.Open, c.Broken = open || broken, c.Broken || broken
	c.Blocks = !c.Open
	t.B.forgetShadows()
	t.B.terrainChanged()
	return nil
}

// ResetBattlefield puts every door back as the scenario set it and takes
// the powers' light zones off.
func (t *Battlefield) ResetBattlefield() error {
	t.B.Zones = nil
	t.B.setBarriers(nil)
	for i := range t.B.Cells {
		if c := &t.B.Cells[i]; c.Door {
			c.Open, c.Broken = c.StartOpen, false
			c.Blocks = !c.Open
		}
	}
	for i := range t.B.Walls {
		if w := &t.B.Walls[i]; w.Kind == WallDoor {
			w.Open, w.Broken = w.StartOpen, false
		}
	}
	t.B.wallsChanged()
	return nil
}

// MaxReach bounds a weapon's reach in inches (a pike is 2).
const MaxReach = 10

// weaponExtras reads a weapon's damage_type:, material: and reach:.
func weaponExtras(d *yamlDoc, p string, rw *rawWeapon, w *rules.Weapon) error {
	if rw.Material != nil {
		if err := checkText(d, p+".material", *rw.Material, true); err != nil {
			return err
		}
		w.Material = strings.ToLower(strings.Join(strings.Fields(*rw.Material), " "))
	}
	if rw.DamageType != nil {
		dt, err := rules.ParseDamageType(*rw.DamageType)
		if err != nil || dt == "" {
			return d.errAt(p+".damage_type", "%q is not a damage type (blunt, cutting, piercing, fire)", *rw.DamageType)
		}
		w.DamageType = dt
	}
	r, err := intField(d, p+".reach", rw.Reach, 0, 0, MaxReach)
	if err != nil {
		return err
	}
	w.Reach = r
	return nil
}

// obstacle is the material and armor terrain adds as an obstacle: a door
// of no named material is an oak door, as on a thin wall (DoorsAlike;
// before it, the built-in door was planks and a legend door nothing).
func (b *Board) obstacle(tr *Terrain) (string, int) {
	if tr.DoorDefault && b.Rules != nil && b.Rules.DoorsAlike {
		return DefaultDoorMaterial, materialArmor[DefaultDoorMaterial]
	}
	return tr.Material, tr.Armor
}

// DoorsChanged lists the doors not standing as the scenario set them
// (opened, closed or broken since), row by row: what a screen told of
// the map by its text needs besides (PutDoors).
func (b *Board) DoorsChanged() []rules.Door {
	var out []rules.Door
	for _, d := range b.doors(nil) {
		if d.Broken || d.Open != b.doorStartsOpen(d) {
			out = append(out, d)
		}
	}
	return out
}

func (b *Board) doorStartsOpen(d rules.Door) bool {
	if d.Thin {
		if w := b.thinDoor(d.At); w != nil {
			return w.StartOpen
		}
		return false
	}
	return b.InBounds(d.At) && b.Cells[d.At.Y*b.W+d.At.X].StartOpen
}

// PutDoors stands every door as the scenario set it, then these as they
// say (a screen told of them by the host: wire.Door). A door the map does
// not hold is left out.
func (b *Board) PutDoors(doors []rules.Door) {
	for i := range b.Cells {
		if c := &b.Cells[i]; c.Door {
			c.Open, c.Broken = c.StartOpen, false
			c.Blocks = !c.Open
		}
	}
	for i := range b.Walls {
		if w := &b.Walls[i]; w.Kind == WallDoor {
			w.Open, w.Broken = w.StartOpen, false
		}
	}
	for _, d := range doors {
		open := d.Open || d.Broken
		if b.InBounds(d.At) {
			if c := &b.Cells[d.At.Y*b.W+d.At.X]; c.Door {
				c.Open, c.Broken, c.Blocks = open, d.Broken, !open
				continue
			}
		}
		if w := b.thinDoor(d.At); w != nil {
			w.Open, w.Broken = open, d.Broken
		}
	}
	b.wallsChanged()
}
