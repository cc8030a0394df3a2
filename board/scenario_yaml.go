package board

import (
	"bytes"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"
)

// ScenarioError is one problem in a scenario file: where it is and what was
// expected there. Error() is the one-line form
// "file:line:col: field.path: what was expected".
type ScenarioError struct {
	File      string
	Line, Col int // 1-based
	// Path names the field: "figures[2].traits.shooting", "map.rows[3]";
	// "scenario" for the file as a whole, "syntax" for YAML the parser
	// could not read.
	Path string
	Msg  string
}

func (e *ScenarioError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.File, e.Line, e.Col, e.Path, e.Msg)
}

// maxFileBytes bounds what Parse reads: a 500x500 map takes a quarter of
// it. The YAML library allocates a few hundred bytes per byte read, so a
// hostile file must be refused by size first.
const maxFileBytes = 1 << 20

// yamlDoc is a parsed scenario's syntax tree indexed by field path, so that
// every later check can name the line and column of the value it judges.
type yamlDoc struct {
	file   string
	nodes  map[string]ast.Node     // value node by path
	keys   map[string]ast.Node     // key node by path (mapping entries only)
	order  map[string][]string     // a mapping's keys in file order
	tokens map[*token.Token]string // any node's token -> its path
	// from: the file of tokens that came from another file (a roster's
	// figures, rosterfile.go); numbered: the figures a use: placed
	// several of, by index, with their number (1, 2, ...).
	from     map[*token.Token]string
	numbered map[int]int
}

// fileOf is the file a node was read from.
func (d *yamlDoc) fileOf(n ast.Node) string {
	if f, ok := d.from[posToken(n)]; ok {
		return f
	}
	return d.file
}

// posToken is the token nodePos reads a node's place from.
func posToken(n ast.Node) *token.Token {
	switch m := n.(type) {
	case *ast.MappingNode:
		if !m.IsFlowStyle && len(m.Values) > 0 {
			return posToken(m.Values[0].Key)
		}
	case *ast.MappingValueNode:
		return posToken(m.Key)
	}
	return n.GetToken()
}

// errAt makes an error at the value of path (or, when the path is absent
// from the file, at its nearest present parent).
func (d *yamlDoc) errAt(path, format string, args ...any) *ScenarioError {
	p := path
	for {
		if n, ok := d.nodes[p]; ok {
			line, col := nodePos(n)
			return &ScenarioError{File: d.fileOf(n), Line: line, Col: col, Path: path, Msg: fmt.Sprintf(format, args...)}
		}
		if p == "" {
			break
		}
		p = parentPath(p)
	}
	return &ScenarioError{File: d.file, Line: 1, Col: 1, Path: path, Msg: fmt.Sprintf(format, args...)}
}

// errAtCol is errAt moved right by off columns on the value's line (a
// symbol inside a map row).
func (d *yamlDoc) errAtCol(path string, off int, format string, args ...any) *ScenarioError {
	e := d.errAt(path, format, args...)
	e.Col += off
	return e
}

// has reports whether the file gives path.
func (d *yamlDoc) has(path string) bool { _, ok := d.nodes[path]; return ok }

func fileErr(file string, line, col int, format string, args ...any) *ScenarioError {
	return &ScenarioError{File: file, Line: line, Col: col, Path: "scenario", Msg: fmt.Sprintf(format, args...)}
}

// parentPath strips the last ".key", "[i]" or "[\"key\"]" from p.
func parentPath(p string) string {
	if strings.HasSuffix(p, "]") {
		if i := strings.LastIndex(p, "["); i >= 0 {
			return p[:i]
		}
	}
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		return p[:i]
	}
	return ""
}

// childPath appends a mapping key: plain keys as ".key", others quoted.
func childPath(p, key string) string {
	simple := key != ""
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			simple = false
			break
		}
	}
	switch {
	case !simple:
		return p + "[" + strconv.Quote(key) + "]"
	case p == "":
		return key
	}
	return p + "." + key
}

func indexPath(p string, i int) string { return fmt.Sprintf("%s[%d]", p, i) }

// nodePos is where a reader sees a node start: a block mapping starts at
// its first key (its own token is the first ':').
func nodePos(n ast.Node) (line, col int) {
	switch m := n.(type) {
	case *ast.MappingNode:
		if !m.IsFlowStyle && len(m.Values) > 0 {
			return nodePos(m.Values[0].Key)
		}
	case *ast.MappingValueNode:
		return nodePos(m.Key)
	}
	tk := n.GetToken()
	if tk == nil || tk.Position == nil {
		return 1, 1
	}
	return max(tk.Position.Line, 1), max(tk.Position.Column, 1)
}

// describe names what a node holds, for "expected X, got Y".
func describe(n ast.Node) string {
	switch v := n.(type) {
	case nil, *ast.NullNode:
		return "nothing"
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a mapping"
	case *ast.SequenceNode:
		return "a list"
	case *ast.LiteralNode:
		return "a block of text"
	case *ast.StringNode:
		return strconv.Quote(v.Value)
	}
	if tk := n.GetToken(); tk != nil {
		return tk.Value
	}
	return n.Type().String()
}

// readYAML checks the bytes are text, parses them, takes the roster's
// figures that use: entries name (rosterfile.go), and walks the tree
// against the schema of rawScenario: unknown and repeated keys and values
// of the wrong kind are reported here, in file order, before decoding.
func readYAML(file string, data []byte) (*yamlDoc, ast.Node, error) {
	d, body, err := parseYAML(file, data, "a mapping with map: and figures:")
	if err != nil {
		return nil, nil, err
	}
	if err := d.expandUses(body); err != nil {
		return nil, nil, err
	}
	if err := d.walk(body, reflect.TypeOf(rawScenario{}), "", false); err != nil {
		return nil, nil, err
	}
	return d, body, nil
}

// parseYAML checks the bytes are text and parses them into one document
// whose body is a mapping (want says what it should hold).
func parseYAML(file string, data []byte, want string) (*yamlDoc, ast.Node, error) {
	if len(data) > maxFileBytes {
		return nil, nil, fileErr(file, 1, 1, "the file is over %d bytes: a scenario is at most that", maxFileBytes)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a UTF-8 byte order mark
	if i := bytes.IndexByte(data, 0); i >= 0 {
		line, col := offsetPos(data, i)
		return nil, nil, fileErr(file, line, col, "not a text file (a NUL byte): expected a YAML or JSON scenario")
	}
	if !utf8.Valid(data) {
		i := 0
		for i < len(data) {
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			i += n
		}
		line, col := offsetPos(data, i)
		return nil, nil, fileErr(file, line, col, "not UTF-8 text: expected a YAML or JSON scenario")
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil, fileErr(file, 1, 1, "the file is empty: expected %s", want)
	}
	// Duplicate keys are left to walk, which names their field path.
	if err := checkNesting(file, data); err != nil {
		return nil, nil, err
	}
	if err := checkKeyCount(file, data); err != nil {
		return nil, nil, err
	}
	f, err := parser.ParseBytes(data, 0, parser.AllowDuplicateMapKey())
	if err != nil {
		return nil, nil, yamlErr(file, nil, err)
	}
	var body ast.Node
	for i, doc := range f.Docs {
		if doc == nil || doc.Body == nil {
			continue
		}
		if _, ok := doc.Body.(*ast.CommentGroupNode); ok {
			continue
		}
		if body != nil {
			line, col := nodePos(doc.Body)
			if doc.Start != nil && doc.Start.Position != nil {
				line, col = doc.Start.Position.Line, doc.Start.Position.Column
			}
			return nil, nil, fileErr(file, line, col, "a second YAML document (number %d): expected one scenario per file", i+1)
		}
		body = doc.Body
	}
	if body == nil {
		return nil, nil, fileErr(file, 1, 1, "the file holds only comments: expected %s", want)
	}
	d := &yamlDoc{
		file:   file,
		nodes:  map[string]ast.Node{},
		keys:   map[string]ast.Node{},
		order:  map[string][]string{},
		tokens: map[*token.Token]string{},
	}
	if _, ok := asMapping(body); !ok {
		line, col := nodePos(body)
		return nil, nil, fileErr(file, line, col, "expected %s, got %s", want, describe(body))
	}
	return d, body, nil
}

// decode fills raw from the checked tree with go-yaml's own decoder; it
// still refuses unknown keys, as a second line behind walk.
func (d *yamlDoc) decode(body ast.Node, raw *rawScenario) error {
	if err := yaml.NodeToValue(body, raw, yaml.DisallowUnknownField()); err != nil {
		return yamlErr(d.file, d, err)
	}
	return nil
}

// yamlErr turns a go-yaml error into a ScenarioError at its token.
func yamlErr(file string, d *yamlDoc, err error) error {
	var ye yaml.Error
	if !asYAMLError(err, &ye) {
		return fileErr(file, 1, 1, "not valid YAML: %s", oneLine(err.Error()))
	}
	msg := oneLine(ye.GetMessage())
	if strings.Contains(ye.GetMessage(), "'\t'") {
		// oneLine would print the tab as a space: "found character ' '".
		msg = "a tab where YAML expects spaces: indent with spaces only"
	}
	tk := ye.GetToken()
	if tk == nil || tk.Position == nil {
		return fileErr(file, 1, 1, "not valid YAML: %s", msg)
	}
	// walk has already refused values of the wrong kind; these are the
	// decoder's last words, put in the scenario's terms.
	switch ye.(type) {
	case *yaml.OverflowError:
		msg = "expected a whole number, got " + oneLine(tk.Value) + " (too large)"
	case *yaml.TypeError:
		msg = "expected a value of another kind, got " + oneLine(tk.Value)
	}
	line, col := max(tk.Position.Line, 1), max(tk.Position.Column, 1)
	if d != nil {
		if f, ok := d.from[tk]; ok {
			file = f
		}
		if p, ok := d.tokens[tk]; ok {
			return &ScenarioError{File: file, Line: line, Col: col, Path: p, Msg: msg}
		}
	}
	return &ScenarioError{File: file, Line: line, Col: col, Path: "syntax", Msg: msg}
}

func asYAMLError(err error, target *yaml.Error) bool {
	for err != nil {
		if e, ok := err.(yaml.Error); ok {
			*target = e
			return true
		}
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return false
		}
		err = u.Unwrap()
	}
	return false
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// offsetPos converts a byte offset to a 1-based line and rune column.
func offsetPos(data []byte, off int) (line, col int) {
	line, col = 1, 1
	for _, r := range string(data[:off]) {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// asMapping returns a mapping node's entries; a lone "key: value" may come
// back from the parser as a single MappingValueNode.
func asMapping(n ast.Node) ([]*ast.MappingValueNode, bool) {
	switch m := n.(type) {
	case *ast.MappingNode:
		return m.Values, true
	case *ast.MappingValueNode:
		return []*ast.MappingValueNode{m}, true
	}
	return nil, false
}

// walk checks node n against Go type t at path and indexes it. nullOK lets
// a mapping-typed value be empty (a legend or sides entry written "x:").
func (d *yamlDoc) walk(n ast.Node, t reflect.Type, path string, nullOK bool) error {
	if n == nil {
		n = ast.Null(nil)
	}
	d.nodes[path] = n
	if tk := n.GetToken(); tk != nil {
		d.tokens[tk] = path
	}
	switch n.(type) {
	case *ast.AnchorNode, *ast.AliasNode:
		return d.errAt(path, "anchors and aliases (& and *) are not supported: write the value out")
	case *ast.TagNode:
		return d.errAt(path, "tags (!!type) are not supported: write the plain value")
	case *ast.MergeKeyNode:
		return d.errAt(path, "merge keys (<<) are not supported")
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	_, isNull := n.(*ast.NullNode)
	switch t.Kind() {
	case reflect.Struct:
		if isNull && nullOK {
			return nil
		}
		entries, ok := asMapping(n)
		if !ok {
			return d.errAt(path, "expected a mapping (key: value), got %s", describe(n))
		}
		fields := map[string]reflect.Type{}
		var names []string
		for i := 0; i < t.NumField(); i++ {
			tag := strings.Split(t.Field(i).Tag.Get("yaml"), ",")[0]
			fields[tag] = t.Field(i).Type
			names = append(names, tag)
		}
		return d.walkEntries(entries, path, func(key, kp string, kn ast.Node) (reflect.Type, error) {
			ft, ok := fields[key]
			if !ok {
				return nil, d.errAt(kp, "unknown key%s (expected one of: %s)", suggest(key, names), strings.Join(names, ", "))
			}
			return ft, nil
		})
	case reflect.Map:
		if isNull {
			return nil
		}
		entries, ok := asMapping(n)
		if !ok {
			return d.errAt(path, "expected a mapping (key: value), got %s", describe(n))
		}
		return d.walkEntries(entries, path, func(string, string, ast.Node) (reflect.Type, error) { return t.Elem(), nil })
	case reflect.Slice:
		if isNull {
			return nil
		}
		seq, ok := n.(*ast.SequenceNode)
		if !ok {
			return d.errAt(path, "expected a list, got %s", describe(n))
		}
		for i, v := range seq.Values {
			if err := d.walk(v, t.Elem(), indexPath(path, i), false); err != nil {
				return err
			}
		}
		return nil
	case reflect.String:
		switch n.(type) {
		case *ast.StringNode, *ast.IntegerNode, *ast.FloatNode, *ast.LiteralNode:
			return nil
		case *ast.NullNode:
			if strings.HasSuffix(path, ".color") {
				return d.errAt(path, `expected a colour, got nothing (quote it: color: "#2f6fdf", since # starts a YAML comment)`)
			}
		}
		return d.errAt(path, "expected text, got %s", describe(n))
	case reflect.Int:
		if _, ok := n.(*ast.IntegerNode); ok {
			return nil
		}
		return d.errAt(path, "expected a whole number, got %s", describe(n))
	case reflect.Float64:
		switch n.(type) {
		case *ast.IntegerNode, *ast.FloatNode:
			return nil
		}
		return d.errAt(path, "expected a number, got %s", describe(n))
	case reflect.Bool:
		if _, ok := n.(*ast.BoolNode); ok {
			return nil
		}
		return d.errAt(path, "expected true or false, got %s", describe(n))
	}
	return d.errAt(path, "unexpected value %s", describe(n))
}

// walkEntries checks a mapping's keys (text, not repeated, known to
// typeOf) and walks each value, recording the keys in file order.
func (d *yamlDoc) walkEntries(entries []*ast.MappingValueNode, path string, typeOf func(key, keyPath string, keyNode ast.Node) (reflect.Type, error)) error {
	seen := map[string]bool{}
	for _, mv := range entries {
		if mv == nil || mv.Key == nil {
			return d.errAt(path, "expected key: value entries")
		}
		key, err := d.keyText(mv.Key, path)
		if err != nil {
			return err
		}
		kp := childPath(path, key)
		if seen[key] {
			line, col := nodePos(mv.Key)
			return &ScenarioError{File: d.file, Line: line, Col: col, Path: kp, Msg: "key given twice (each key once per mapping)"}
		}
		seen[key] = true
		// Index the key first so errors about the key itself point at it.
		d.nodes[kp] = mv.Key
		d.keys[kp] = mv.Key
		ft, err := typeOf(key, kp, mv.Key)
		if err != nil {
			return err
		}
		d.order[path] = append(d.order[path], key)
		if err := d.walk(mv.Value, ft, kp, true); err != nil {
			return err
		}
	}
	return nil
}

// keyText reads a mapping key, which must be plain or quoted text.
func (d *yamlDoc) keyText(k ast.MapKeyNode, path string) (string, error) {
	line, col := nodePos(k)
	bad := func(msg string) error {
		return &ScenarioError{File: d.file, Line: line, Col: col, Path: path, Msg: msg}
	}
	switch v := k.(type) {
	case *ast.StringNode:
		return v.Value, nil
	case *ast.MergeKeyNode:
		return "", bad("merge keys (<<) are not supported")
	case *ast.NullNode:
		return "", bad(`a key is null: quote it ("~" is null in YAML)`)
	}
	if tk := k.GetToken(); tk != nil && (k.Type() == ast.IntegerType || k.Type() == ast.FloatType || k.Type() == ast.BoolType) {
		return "", bad(fmt.Sprintf("key %s must be text: quote it (%q)", tk.Value, tk.Value))
	}
	return "", bad(fmt.Sprintf("expected a text key, got %s", describe(k)))
}

// suggest offers the nearest known key for a typo.
func suggest(key string, names []string) string {
	// Near misses: two edits at most, or a shared start of four letters
	// (blocking for blocks).
	best, bestD := "", 3
	k := strings.ToLower(key)
	for _, n := range names {
		dd := editDistance(k, n)
		if dd >= 3 && len(k) >= 4 && len(n) >= 4 && k[:4] == n[:4] {
			dd = 2
		}
		if dd < bestD && dd <= len(k)/2 {
			best, bestD = n, dd
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(", did you mean %s?", best)
}

func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 64
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// maxNesting bounds how deep brackets and one-line "- - -" lists may nest.
// A scenario needs about six levels (figures, a figure, weapons, a weapon);
// the YAML parser's memory grows with the square of the depth, so a file
// of a million "[" must be refused before it is parsed.
const maxNesting = 16

// checkNesting scans the text for flow brackets outside quotes and
// comments, and for compact block lists ("- - - x") at the start of a line.
func checkNesting(file string, data []byte) error {
	depth, line, col := 0, 1, 0
	var quote byte // '"' or '\'' while inside a quoted scalar
	atLineStart, dashes := true, 0
	for i := 0; i < len(data); i++ {
		c := data[i]
		col++
		if c == '\r' && i+1 < len(data) && data[i+1] == '\n' {
			continue // the \n of a \r\n ends the line
		}
		if c == '\n' || c == '\r' { // YAML ends a line at \r alone too
			line, col, atLineStart, dashes = line+1, 0, true, 0
			continue
		}
		if quote != 0 {
			switch {
			case quote == '"' && c == '\\':
				i++ // skip the escaped character
				col++
			case c == quote:
				quote = 0
			}
			continue
		}
		if atLineStart {
			switch {
			case c == ' ' || c == '\t':
				continue
			case (c == '-' || c == '?') && (i+1 == len(data) || data[i+1] == ' ' || data[i+1] == '\t' || data[i+1] == '\n'):
				dashes++
				if dashes > maxNesting {
					return fileErr(file, line, col, "lists nested more than %d deep on one line: a scenario needs a handful of levels", maxNesting)
				}
				continue
			}
			atLineStart = false
		}
		switch c {
		case '"', '\'':
			quote = c
		case '#':
			if i == 0 || data[i-1] == ' ' || data[i-1] == '\t' || data[i-1] == '\n' {
				for i+1 < len(data) && data[i+1] != '\n' {
					i++
				}
			}
		case '[', '{':
			depth++
			if depth > maxNesting {
				return fileErr(file, line, col, "brackets nested more than %d deep: a scenario needs a handful of levels", maxNesting)
			}
		case ']', '}':
			depth = max(depth-1, 0)
		}
	}
	return nil
}

// maxKeys bounds the keys of one block mapping. The YAML parser's time and
// memory grow with the square of a mapping's size (10,000 keys: 400 MB);
// a scenario's biggest mapping is its legend, a few dozen symbols.
const maxKeys = 1000

// checkKeyCount counts, line by line, the "key:" lines that share one
// indentation without a shallower line between them: the entries of one
// block mapping. Lines inside brackets belong to flow mappings, which the
// parser handles in linear time, and are skipped.
func checkKeyCount(file string, data []byte) error {
	type level struct{ indent, keys int }
	var stack []level
	depth := 0
	text := strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(string(data))
	for ln, line := range strings.Split(text, "\n") {
		startDepth := depth
		depth = max(depth+strings.Count(line, "[")+strings.Count(line, "{")-strings.Count(line, "]")-strings.Count(line, "}"), 0)
		if startDepth > 0 {
			continue
		}
		body := strings.TrimLeft(line, " ")
		if body == "" || body[0] == '#' {
			continue
		}
		indent := len(line) - len(body)
		for len(stack) > 0 && stack[len(stack)-1].indent > indent {
			stack = stack[:len(stack)-1]
		}
		// Step past sequence dashes: "- - key:" holds its key further right.
		col := indent
		for len(body) >= 2 && (body[0] == '-' || body[0] == '?') && body[1] == ' ' {
			rest := strings.TrimLeft(body[1:], " ")
			col += len(body) - len(rest)
			body = rest
		}
		if !isKeyLine(body) {
			continue
		}
		if n := len(stack); n > 0 && stack[n-1].indent == col {
			stack[n-1].keys++
			if stack[n-1].keys > maxKeys {
				return fileErr(file, ln+1, col+1, "a mapping with more than %d keys: a scenario's mappings hold a few dozen", maxKeys)
			}
			continue
		}
		stack = append(stack, level{indent: col, keys: 1})
	}
	return nil
}

// isKeyLine reports whether a line's content starts with a mapping key: a
// quoted or plain key followed by ": " or a final ":".
func isKeyLine(body string) bool {
	if body == "" || body[0] == '[' || body[0] == '{' || body[0] == '#' {
		return false
	}
	rest := body
	if q := body[0]; q == '"' || q == '\'' {
		end := strings.IndexByte(body[1:], q)
		if end < 0 {
			return false
		}
		rest = strings.TrimLeft(body[end+2:], " ")
		return strings.HasPrefix(rest, ":")
	}
	i := strings.Index(rest, ":")
	if i < 0 || strings.Contains(rest[:i], " #") {
		return false
	}
	return i+1 == len(rest) || rest[i+1] == ' ' || rest[i+1] == '\t' || rest[i+1] == '\r'
}
