package board

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/goccy/go-yaml"
)

// A scenario's map file reference (map.uvtt or map.image.file), read and
// rewritten as a text edit: the host keeps a map file of a name it has
// already under another name, and the scenario must say that one.

// MapFileOf is the map file scenario text src names: map.uvtt, else
// map.image.file; "" when it names none or cannot be read.
func MapFileOf(src []byte) string {
	var doc struct {
		Map *struct {
			UVTT  *string `yaml:"uvtt"`
			Image *struct {
				File *string `yaml:"file"`
			} `yaml:"image"`
		} `yaml:"map"`
	}
	if yaml.Unmarshal(src, &doc) != nil || doc.Map == nil {
		return ""
	}
	switch {
	case doc.Map.UVTT != nil:
		return *doc.Map.UVTT
	case doc.Map.Image != nil && doc.Map.Image.File != nil:
		return *doc.Map.Image.File
	}
	return ""
}

// RenameMapFile rewrites the map file scenario src names from old to
// name (a plain file name), every other byte kept; an error when src
// does not name old as its map file, or the edit does not take.
func RenameMapFile(src, old, name string) (string, error) {
	if MapFileOf([]byte(src)) != old {
		return "", fmt.Errorf("the scenario's map file is not %s", old)
	}
	ref := regexp.MustCompile(`(?m)((?:^|[\s{,])(?:uvtt|file)[ \t]*:[ \t]*)(["']?)` + regexp.QuoteMeta(old) + `(["']?)([\s,}#]|$)`)
	out := ref.ReplaceAllString(src, "${1}${2}"+strings.ReplaceAll(name, "$", "$$")+"${3}${4}")
	if MapFileOf([]byte(out)) != name {
		return "", fmt.Errorf("the scenario's map file %s could not be renamed %s", old, name)
	}
	return out, nil
}
