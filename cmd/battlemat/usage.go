//go:build !js

package main

// usageLines are the subcommands' usage as docs/cli.md gives it, which
// -h prints above the flags (apply and simulate print their own help).
// usage_test.go holds them to the docs.
var usageLines = map[string]string{
	"odds":     `battlemat odds --die d8 [--wild] [--mod N] [--tn N] [--unskilled] [--rof N] [--json]`,
	"check":    `battlemat check FILE [--json]`,
	"template": `battlemat template --scenario FILE --shape sbt|mbt|lbt|cone|stream --at X,Y [--from ID] [--json]`,
	"reach":    `battlemat reach --scenario FILE --figure ID [--run N] [--jump] [--json]`,
	"los":      `battlemat los --scenario FILE --from ID --to ID [--weapon NAME] [--json]`,
	"deviate":  `battlemat deviate --from X,Y --to X,Y --thrown|--fired --range short|medium|long|extreme [--edition swade|deluxe] --n N --seed S [--json]`,
	"attack":   `battlemat attack --scenario FILE --attacker ID --target ID [--weapon NAME] [--shots N] --trials N --seed S [--json]`,
	"suppress": `battlemat suppress --scenario FILE --attacker ID --at X,Y --trials N --seed S [--json]`,
	"play":     `battlemat play FILE [--size WxH] [--profile-frames N]`,
	"web":      `battlemat web [--addr HOST:PORT] [--out DIR]`,
	"render":   `battlemat render FILE --out map.png [--px-per-inch N]`,
	"import":   `battlemat import FILE|- [--edition swade|deluxe] [--json]`,
	"setup":    `battlemat setup [MAP|SCENARIO] [--blank WxH] [--size WxH]`,
	"host": `battlemat host FILE [--addr 127.0.0.1:8080] [--seed S] [--save DIR] [--site DIR|build] [--answer-timeout 30s]
                    [--gm-asks wildcards|all|never] [--players PLAYER=FIGURE,FIGURE ...]`,
	"join": `battlemat join URL`,
}
