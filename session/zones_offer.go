package session

import (
	"battlemat/menu"
	"battlemat/rules"
	"battlemat/wire"
)

// moveAreaOffer offers who's caster to move its Mobile area cast at bare
// ground (rules revision 8), the square still to choose by a tap, when
// the rules take a move now; else the entry is greyed with their reason.
func (s *Session) moveAreaOffer(who string, refused entryRefusals, out []wire.Offer) []wire.Offer {
	z, err := s.b.MobileArea(who, "")
	if err == nil {
		err = s.b.Check(rules.MoveArea{Who: who, Power: z.Power, At: z.At})
	}
	if err != nil {
		refused.note(menu.MoveArea, 0, err)
		return out
	}
	return append(out, wire.Offer{Kind: rules.KindMoveArea, Who: who, Square: true, Entry: menu.MoveArea.Key()})
}
