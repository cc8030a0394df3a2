package board

import (
	"fmt"

	"battlemat/geom"
	"battlemat/rules"
	"battlemat/templates"
)

// PlaceTemplate lays a template as the rules place it and returns it with
// the figures under it, sorted by id. A blast is centred on at; a Cone or
// Stream starts at the edge of from's base and aims at at, so from is
// required for them. from (when given) is never among the affected, for
// any template.
func (b *Board) PlaceTemplate(k rules.Template, from *Figure, at geom.Point) (templates.Shape, []*Figure, error) {
	s, err := layTemplate(k, from, at)
	if err != nil {
		return templates.Shape{}, nil, err
	}
	var exclude []string
	if from != nil {
		exclude = []string{from.ID}
	}
	return s, b.UnderTemplate(s, exclude...), nil
}

// layTemplate is PlaceTemplate's shape: a blast centred on at, a Cone or
// Stream from the edge of from's base toward at.
func layTemplate(k rules.Template, from *Figure, at geom.Point) (templates.Shape, error) {
	if k.Blast() {
		return templates.Blast(k, at)
	}
	if from == nil {
		return templates.Shape{}, fmt.Errorf("a %s starts at its attacker: no attacker given", k)
	}
	return templates.FromBase(k, from.Center(), from.Radius(), at)
}

// underIDs is PlaceTemplate's figures as ids appended to dst.
func (b *Board) underIDs(dst []string, k rules.Template, from *Figure, at geom.Point) ([]string, error) {
	s, err := layTemplate(k, from, at)
	if err != nil {
		return dst, err
	}
	if from == nil {
		return b.Space().UnderIDs(dst, s), nil
	}
	return b.Space().UnderIDs(dst, s, from.ID), nil
}

// DeviateBlast rolls where a missed blast lands (templates.Deviate with
// the board's edition, from the attacker's centre toward aim) and returns
// the deviation, the template laid there and everyone under it, the
// attacker too if the blast comes down on him.
func (b *Board) DeviateBlast(rng *rules.RNG, k rules.Template, thrown bool, band rules.RangeBand, attacker *Figure, aim geom.Point) (templates.Deviation, templates.Shape, []*Figure, error) {
	if !k.Blast() {
		return templates.Deviation{}, templates.Shape{}, nil, fmt.Errorf("a %s does not deviate: a miss has no effect", k)
	}
	if attacker == nil {
		return templates.Deviation{}, templates.Shape{}, nil, fmt.Errorf("deviation needs the attacker")
	}
	er := b.Rules
	if er == nil {
		er = b.Edition.Rules()
	}
	d, err := templates.Deviate(rng, er, thrown, band, attacker.Center(), aim)
	if err != nil {
		return templates.Deviation{}, templates.Shape{}, nil, err
	}
	s, err := templates.Blast(k, d.Landing)
	if err != nil {
		return templates.Deviation{}, templates.Shape{}, nil, err
	}
	return d, s, b.UnderTemplate(s), nil
}
