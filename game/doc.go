// Package game is the battlemat a GM projects and players click. It owns
// four parts:
//
//   - the window shell, Game: camera, caches, drawing, and input.go, the
//     one file that turns ebiten input into a plain Input;
//   - the Controller (no ebiten): the fight's modes, the prompts, and the
//     commands turned into rules actions, from one command table
//     (commands.go) that also makes the key bindings, buttons and help;
//   - the views (hud.go, overlay.go), which paint the controller where
//     layout.go placed things and never change state; a View selects them
//     for a GM's, a player's or the table's screen;
//   - every screen at a hosted table (a phone's, the GM's, the
//     projector's) is the same Game over its seat's LinkSeat: the old
//     hosted shell (Remote, remote*.go) is gone;
//   - the seats: Seat (send, poll, resync), LinkSeat (seat_link.go, over
//     the host's WebSocket: seat_ws.go on the desktop, seat_ws_js.go the
//     page's own) and LocalSeat (seat_local.go, a screen on a seat of a
//     session in this process, Local, as the host would deliver to it).
//
// The modal screens are scenes (scene.go), one file each: the rules help
// (scene_help.go), the calibration ruler (scene_calibrate.go), the grid's
// alignment (scene_align.go), the offer to resume an autosaved battle
// (scene_resume.go), the end of the fight (scene_aftermath.go), the
// odds of the fight (scene_odds.go) and the GM's setup screen
// (setup_screen.go, below). A Scene has Update, the controller's
// side of a tick (it takes what it uses of the Intent and leaves the
// rest to the scene beneath and then the fight; false closes it), and
// Draw, painted by the views over the fight; the controller keeps them
// on a stack and the top one has the input first. A scene's drawing is
// in its *_view.go file, so the controller's files never import ebiten.
//
// The GM's setup screen (setup*.go) prepares a fight: its Setup (no
// ebiten) is the scenario being made, checked by board's loader at every
// step, apart from the fight's Controller; setup_screen.go and
// setup_view.go are its input and drawing. It is a scene of the same
// stack, opened by the Setup button's command, and a screen of the
// window's own (sceneWindow): with its own map and camera it takes the
// window's raw input and paints the whole screen while on top.
//
// What a figure may do besides moving and attacking is the menu package's
// catalogue: the More menu, its target checks and the phone's labels read
// it.
//
// One controller over a Seat (issue "One seat, one screen"): the window
// on a LocalSeat (the GM's) and every hosted screen on a LinkSeat. The
// Controller sends its actions, answers, undo and redo through its
// seat and takes what Poll brings, one message at a time (apply.go:
// send, poll, take): a question is the prompt, an applied message the
// log line and the dice.
// The session plays the program's sides (auto.go: on the fight's clock,
// which the frames move) and keeps the battle file that Ctrl+S and the
// autosave write (save.go). The package holds no rules battle: the
// window draws and decides from its seat's mirror, a local fight keeps
// only its session (which owns the battle), and the odds play copies from
// a battle file (the odds package).
package game
