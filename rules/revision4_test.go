package rules_test

import "battlemat/rules"

// The corrections of the third rules audit and the characters' rules, off
// in revisions 1 to 3. Each field added to audit3 gets a line here.
var corrections3 = []correction{
	{"ScaleMods", rules.SWADE, false, true},
	{"SizeWounds", rules.SWADE, false, true},
}
