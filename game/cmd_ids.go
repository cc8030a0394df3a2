package game

// The commands' stable names: a button's id where a page or a test names
// it (the hosted page's battlematRemote hook), whatever its label says.
var cmdIDs = [cmdCount]string{
	CmdPan:            "pan",
	CmdFit:            "fit",
	CmdFullscreen:     "fullscreen",
	CmdZoomIn:         "zoom_in",
	CmdZoomOut:        "zoom_out",
	CmdPanLeft:        "pan_left",
	CmdPanRight:       "pan_right",
	CmdPanUp:          "pan_up",
	CmdPanDown:        "pan_down",
	CmdTableView:      "table_view",
	CmdCalibrate:      "calibrate",
	CmdZoomLock:       "zoom_lock",
	CmdErase:          "erase",
	CmdDeselect:       "deselect",
	CmdHelp:           "help",
	CmdLogUp:          "log_up",
	CmdLogDown:        "log_down",
	CmdMove:           "move",
	CmdRun:            "run",
	CmdFight:          "fight",
	CmdShoot:          "shoot",
	CmdThrow:          "throw",
	CmdSuppress:       "suppress",
	CmdAim:            "aim",
	CmdDefend:         "defend",
	CmdProne:          "prone",
	CmdCrouch:         "crouch",
	CmdLeap:           "leap",
	CmdHold:           "hold",
	CmdEndTurn:        "end_turn",
	CmdNext:           "next",
	CmdWeapon:         "weapon",
	CmdBenny:          "benny",
	CmdYes:            "yes",
	CmdNo:             "no",
	CmdUndo:           "undo",
	CmdRedo:           "redo",
	CmdSave:           "save",
	CmdDeclare1:       "declare1",
	CmdDeclare2:       "declare2",
	CmdDeclare3:       "declare3",
	CmdTactic:         "tactic",
	CmdAutoSide:       "auto_side",
	CmdGMAsks:         "gmasks",
	CmdStandoff:       "standoff",
	CmdMore:           "more",
	CmdMoreItem:       "more_item",
	CmdPower:          "power",
	CmdPowerMod:       "power_mod",
	CmdMorePage:       "more_page",
	CmdInterrupt:      "interrupt",
	CmdCalled:         "called",
	CmdWild:           "wild",
	CmdDesperate:      "desperate",
	CmdDrop:           "drop",
	CmdNonlethal:      "nonlethal",
	CmdFire:           "fire",
	CmdEdgeAttack:     "edge_attack",
	CmdSpreadDie:      "spread_die",
	CmdEndFight:       "end_fight",
	CmdHeal:           "heal",
	CmdSaveSurvivors:  "save_survivors",
	CmdCloseAftermath: "close_aftermath",
	CmdHealer:         "healer",
	CmdOverwrite:      "overwrite",
	CmdOffer:          "offer",
	CmdShowWalls:      "show_walls",
	CmdGrid:           "grid",
	CmdEdit:           "edit",
	CmdEditItem:       "edit_item",
	CmdTool:           "tool",
	CmdPanel:          "panel",
	CmdAlign:          "align",
	CmdAlignCancel:    "align_cancel",
	CmdOdds:           "odds",
	CmdSetup:          "setup",
	CmdSaveTable:      "save_table",
	CmdSheetTab:       "sheet_tab",
	CmdShowEdits:      "show_edits",
	CmdLinks:          "links",
	CmdGiveSeat:       "give_seat",
}

// ID is the command's stable name ("end_turn", "shoot"); a button with
// an argument is "name:arg" (ButtonID).
func (c Cmd) ID() string {
	if c <= CmdNone || c >= cmdCount {
		return ""
	}
	return cmdIDs[c]
}

// ButtonID is the button's stable id: its command's name, and its
// argument after a colon when it has one ("more_item:3").
func (b Button) ButtonID() string {
	if b.Arg == "" {
		return b.Cmd.ID()
	}
	return b.Cmd.ID() + ":" + b.Arg
}
