package wire

import "encoding/json"

// The GM's tablet: the odds of the hosted battle, played on the tablet,
// and a new fight set up there. Client to host, the GM only:
//
//	{"type": "battle", "id": "o1"}
//	{"type": "mappart", "id": "m1", "name": "cellar.dd2vtt", "size": 81234, "at": 0, "data": "BASE64"}
//	{"type": "setup", "id": "s1", "name": "cellar.yaml", "scenario": "TEXT", "map": "cellar.dd2vtt", "map_sha256": "HEX"}
//
// A map file the scenario names (a Universal VTT file or a picture the
// GM opened on the tablet) goes first, in pieces of at most MapPartBytes
// in order ("at": the bytes before it; "size": the whole file's), since
// a message holds at most MaxMessage; the setup's "map" names it. The
// GM's State lists the map files the host has ("maps": name and
// SHA-256): a file whose bytes are there already is not sent again, the
// setup's "map_sha256" names it. A file of the same name but other bytes
// is kept under a free name (cellar-2.dd2vtt), the scenario's map
// reference rewritten to it; the GM's file is never replaced.
//
// Host to the GM's screen that asked: Battle (to "battle"); to "setup",
// a Refused with one line, or every seat's State of the new battle.
const (
	// TypeBattle asks for (client) and carries (host) a copy of the
	// battle as it stands, for the odds the GM's screen plays itself.
	TypeBattle = "battle"
	// TypeSetup sends a scenario the GM set up on the tablet: the host
	// checks it, saves it and starts it as the table's new battle.
	TypeSetup = "setup"
	// TypeMapPart carries a piece of the map file of the next setup.
	TypeMapPart = "mappart"
)

// MapFile is a map file the host keeps: its name in the save folder's
// scenarios and its bytes' SHA-256 in hex.
type MapFile struct {
	Name   string `json:"name"`
	SHA256 string `json:"sha256"`
}

// MaxHostMaps is the most map files the GM's State lists (the newest).
const MaxHostMaps = 64

// MapPartBytes is the most bytes of a map file one mappart message
// carries (40 KiB: base64 and the JSON around it stay under MaxMessage).
const MapPartBytes = 40 << 10

// MaxSetupScenario is the largest scenario a setup message may carry
// (48 KiB: with its JSON around it, under MaxMessage, so a larger one
// is refused with a line rather than closing the connection).
const MaxSetupScenario = 48 << 10

// Battle answers the GM's battle message: File is a battle file (board's
// format) that replays to the figures as they stand, where they stand,
// in the state they are in, with the scenario's text and the GM's edits
// only. It holds no secret of the host's dice: its seed is not the
// battle's, and nothing in it was rolled.
type Battle struct {
	Type string          `json:"type"`
	ID   string          `json:"id"`
	File json.RawMessage `json:"file"`
}
