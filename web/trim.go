package web

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"text/template"
)

// The browser build trims these out of Ebitengine, which the page pays
// for without using them:
//
//   - its built-in shaders are written from text/template at run time.
//     text/template looks methods up by name (reflect's MethodByName), and
//     one such call anywhere makes the linker keep every exported method of
//     every type in the program: about 3.8 MB of the raw wasm, 0.54 MB
//     gzipped. The web build executes those templates here, ahead of time,
//     and the wasm gets the nine finished sources of each as strings.
//   - its debug helper finds its own source folder with go/build (which
//     brings go/doc, os/exec and text/template again). In a browser there is
//     no source folder to find and the lookup always fails; the trimmed copy
//     takes that failing branch directly.
//   - two of its files log through log/slog: Debug records, which slog's
//     default handler drops (nothing in battlemat changes its level), and
//     three errors, which the trimmed copy writes through log in slog's
//     default words ("ERROR msg phase=N").
//   - its browser Run marks the process as no VM guest, which links the VM
//     protocol and encoding/gob for a mark nothing in the page reads.
//   - its converter of texel-unit Kage shaders, which rewrites a source
//     with go/parser and go/printer: every shader of Ebitengine's that the
//     page compiles is in pixels (and battlemat has none of its own), so it
//     never runs; go/printer, go/doc/comment and text/tabwriter leave.
//   - its dump of its internal images as a zip (archive/zip), which only a
//     build with the ebitenginedebug tag can ask for, and its screenshot
//     key, read from an environment the page never gives its Go
//     (index.html's new Go() has none): its PNG encoder goes with it.
//   - its Kage compiler (go/parser and the rest): the page's shaders are
//     compiled when it is built, and the copy's CompileShader reads them
//     from a table (shaders.go).
//   - text/v2's GoTextFace, which the game does not draw with: its files'
//     imports alone keep go-text's font reading, an SVG parser, x/text's
//     language tables and a TIFF decoder (their packages' start-up).
//
// The trim is a copy of the Ebitengine module made of links to the module
// cache, with those files rewritten, and a go.mod of the build's own
// that replaces Ebitengine with it. It applies only to the files whose
// contents it knows (ebitenTrims, by SHA-256); anything else (a new
// Ebitengine, a replace of its own in go.mod) builds the page untrimmed and
// says why (Site.Untrimmed).

// ebitenModule is the module the trim rewrites.
const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// ebitenTrim is one file of Ebitengine that the browser build rewrites.
type ebitenTrim struct {
	path    string // inside the module
	sha256  string // of the file the rewrite was written for
	rewrite func(src string) (string, error)
}

// ebitenTrims are the rewrites, for Ebitengine v2.10.4.
var ebitenTrims = []ebitenTrim{
	{"internal/builtinshader/shader.go", "c37e473dfc068aa388ce180d730a56ba149aa1ae7ef1dab7939796a7a90e86a2", precomputeShaders},
	{"internal/colormshader/shader.go", "64d3e7652dfab658e1035362d64d814c747fef693ac66f32684bddba7bc0ae32", precomputeShaders},
	{"internal/debug/caller.go", "3399bb9882b1954d1e94569392ab06d695427b85c84af0c567ca2ffe7f9ffb02", noSourceFolder},
	{"internal/thread/thread.go", "c4c8cc267764546102576d48f75456da3e84f9c32fadfc1a2537cf8e3d83c555", noSlogThread},
	{"internal/atlas/gpuresources.go", "3be72f1dddafff9a7454aef8e2dcfe7149f1f566618619976a57625cd94e8c10", noSlogAtlas},
	{"internal/ui/ui_other.go", "8486c78b64c23c9d8a7da6396bec2385d2b740cb589b6044ea28070f5401fe62", noVMGuest},
	{"internal/legacyshader/convert.go", "ba0edd363441e00f173f50b91293d3bbe09b41abc82724bae6b47a118e68bc11", noTexelShaders},
	// Written as it is first: the page's shaders are compiled with it,
	// then precompileShaders rewrites it (shaders.go).
	{shadersGraphics, "7edded0133e4f78df63dbdae9ef43105a7ba03143eafd5d264ed6d693a704918", func(src string) (string, error) { return src, nil }},
	{"imagedumper.go", "bc0b1646e1b7f6554c1b03c1abc614989c32c7a7d5d5983855d87ca548f6497c", noImageDump},
	{"text/v2/gotext.go", "da3eb20649baf94ccb37f73bb4aece005933dd29d5ac20153dd0041f50334f25", noGoTextFace},
	{"text/v2/gotextcolrv0.go", "e53259c5e5dda0678175432fcb6960eb6bc26e39458e21cef429124290e0891f", noGoTextFace},
	{"text/v2/gotextfacesource.go", "b9582db05247599c81b9f23e38a529d3bde7e0885512e9a6ddf81a4b92e4d468", noGoTextFace},
	{"text/v2/gotextseg.go", "0bdf2e84fd9bdbcfd6a7ea9c4072c3fbe18bf6293de46c739e41b8a3d6ed7bd5", noGoTextFace},
	{"text/v2/gotextsvg.go", "93b1cce9074cc3bd29627a341c4d5973227a8aa7c408efd93cc8a65ddc4f2896", noGoTextFace},
	{"text/v2/gotextsvgdoc.go", "94d815f415833df1c1c6211831a059cd52acc32f2bee690b1e742f5048228bfe", noGoTextFace},
	{"text/v2/metadata.go", "8a2fc6738a5e7053eeca2e05cc3884bf1f98915e818f13d1ec9f87e9fc4e0792", noGoTextFace},
}

// shaderParams is the data both shader templates are executed with (the
// same fields as the anonymous struct in their ShaderSource).
type shaderParams struct {
	Filter, FilterNearest, FilterLinear, FilterPixelated      int
	Address, AddressUnsafe, AddressClampToZero, AddressRepeat int
}

const (
	tmplStart = "var tmpl = template.Must(template.New(\"tmpl\").Parse(`"
	tmplEnd   = "`))\n"
)

// precomputeShaders rewrites a shader.go of Ebitengine: the template is
// executed for each of the 3 filters and 3 addresses, and tmpl becomes a
// table of the results with the same Execute.
func precomputeShaders(src string) (string, error) {
	i := strings.Index(src, tmplStart)
	j := strings.Index(src, tmplEnd)
	if i < 0 || j < i {
		return "", fmt.Errorf("no shader template")
	}
	tmpl, err := template.New("tmpl").Parse(src[i+len(tmplStart) : j])
	if err != nil {
		return "", err
	}
	var table strings.Builder
	table.WriteString("var precomputed = [FilterCount][AddressCount]string{\n")
	for f := 0; f < 3; f++ {
		table.WriteString("\t{\n")
		for a := 0; a < 3; a++ {
			var out bytes.Buffer
			if err := tmpl.Execute(&out, shaderParams{f, 0, 1, 2, a, 0, 1, 2}); err != nil {
				return "", err
			}
			table.WriteString("\t\t" + strconv.Quote(out.String()) + ",\n")
		}
		table.WriteString("\t},\n")
	}
	table.WriteString("}\n")
	const execute = `
// precomputedTemplate is the template executed by battlemat's web build.
type precomputedTemplate struct{}

var tmpl precomputedTemplate

func (precomputedTemplate) Execute(buf *bytes.Buffer, p struct {
	Filter             Filter
	FilterNearest      Filter
	FilterLinear       Filter
	FilterPixelated    Filter
	Address            Address
	AddressUnsafe      Address
	AddressClampToZero Address
	AddressRepeat      Address
}) error {
	buf.WriteString(precomputed[p.Filter][p.Address])
	return nil
}
`
	out := src[:i] + table.String() + execute + src[j+len(tmplEnd):]
	return replaceOnce(out, "\t\"text/template\"\n", "")
}

// noSourceFolder rewrites debug/caller.go: the lookup of Ebitengine's
// source folder is the failure it always is in a browser.
func noSourceFolder(src string) (string, error) {
	out, err := replaceOnce(src, `		pkg, err := build.Default.Import("github.com/hajimehoshi/ebiten/v2", "", build.FindOnly)
		if err != nil {
			return
		}
		ebitengineFileDir = filepath.ToSlash(pkg.Dir)
`, "\t\t// battlemat's web build: no source folder in a browser.\n")
	if err != nil {
		return "", err
	}
	out, err = replaceOnce(out, "\t\"go/build\"\n", "")
	if err != nil {
		return "", err
	}
	return out, nil
}

// noVMGuest rewrites ui_other.go (the browser's Run) without its call
// marking the process as no VM guest: that call alone links the VM
// protocol and encoding/gob into the page. Only Ebitengine's audio and
// exp/textinput ask the mark, and the page uses neither
// (TestBrowserBuildHasNoVMGuestReader).
func noVMGuest(src string) (string, error) {
	out, err := replaceOnce(src, "\tvmguest.MarkGuest(false)\n", "\t// battlemat's web build: no VM guest in a browser.\n")
	if err != nil {
		return "", err
	}
	return replaceOnce(out, "\t\"github.com/hajimehoshi/ebiten/v2/internal/vmguest\"\n", "")
}

// noSlogThread rewrites thread.go's report of a discarded call, a Debug
// record slog's default handler drops, to return at once.
func noSlogThread(src string) (string, error) {
	out, err := replaceOnce(src, "\tif !slog.Default().Enabled(context.Background(), slog.LevelDebug) {\n",
		"\tif true { // battlemat's web build: slog's default handler drops Debug records.\n")
	if err != nil {
		return "", err
	}
	out, err = replaceOnce(out, "\tslog.Debug(\"thread: a call was discarded as the thread was stopped\", \"caller\", caller)\n", "\t_ = caller\n")
	if err != nil {
		return "", err
	}
	return replaceOnce(out, "\t\"log/slog\"\n", "")
}

// noSlogAtlas rewrites gpuresources.go without slog: its Debug records
// go, its errors are written through log as slog's default handler would.
func noSlogAtlas(src string) (string, error) {
	var b strings.Builder
	debugs, errs := 0, 0
	for _, line := range strings.SplitAfter(src, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "slog.Debug(") && strings.HasSuffix(t, `, "phase", a.phase)`):
			debugs++
			continue
		case strings.HasPrefix(t, "slog.Error(") && strings.HasSuffix(t, `, "phase", origPhase)`):
			errs++
			msg := strings.TrimSuffix(strings.TrimPrefix(t, "slog.Error("), `, "phase", origPhase)`)
			line = "\tlog.Printf(\"ERROR %s phase=%+v\", " + msg + ", origPhase)\n"
		case t == `"log/slog"`:
			line = "\t\"log\"\n"
		case strings.Contains(t, "slog."):
			return "", fmt.Errorf("a use of slog the trim does not know: %s", t)
		}
		b.WriteString(line)
	}
	if debugs != 4 || errs != 3 {
		return "", fmt.Errorf("expected 4 slog.Debug and 3 slog.Error, found %d and %d", debugs, errs)
	}
	return b.String(), nil
}

// noTexelShaders rewrites legacyshader's convert.go to refuse a
// texel-unit shader (a Kage source without //kage:unit pixels) with an
// error, which Ebitengine's NewShader returns as it would a bad source.
func noTexelShaders(src string) (string, error) {
	if !strings.Contains(src, "\nfunc convertToPixels(src []byte) ([]byte, error) {\n") {
		return "", fmt.Errorf("no convertToPixels to replace")
	}
	return `package legacyshader

import "errors"

// battlemat's web build: every shader the page compiles is in pixels.
func convertToPixels(src []byte) ([]byte, error) {
	return nil, errors.New("legacyshader: a texel-unit shader (no //kage:unit pixels) is not in battlemat's web build")
}
`, nil
}

// noImageDump makes dumpInternalImages return at once without the
// ebitenginedebug tag (its key is only read with that tag, so it never ran,
// but its call kept archive/zip), and takeScreenshot return at once: its
// key comes from EBITENGINE_SCREENSHOT_KEY, and the page's Go has no
// environment.
func noImageDump(src string) (string, error) {
	out, err := replaceOnce(src, "func dumpInternalImages() error {\n",
		"func dumpInternalImages() error {\n\tif !debug.IsDebug { // battlemat's web build: only a debug build reads the key.\n\t\treturn nil\n\t}\n")
	if err != nil {
		return "", err
	}
	return replaceOnce(out, "func takeScreenshot(screen *Image, transparent bool) error {\n",
		"func takeScreenshot(screen *Image, transparent bool) error {\n\tif true { // battlemat's web build: the page gives its Go no environment, so no key.\n\t\treturn nil\n\t}\n")
}

// noGoTextFace empties a file of text/v2's GoTextFace (go-text's shaper
// and its color, bitmap and SVG glyphs). The game draws with GoXFace
// (game/fonts.go), and the rest of text/v2 names GoTextFace only in
// comments; but these files' imports run their packages' start-up, which
// keeps an SVG parser, x/text's language tables and a TIFF decoder (and
// registers TIFF with image.Decode, a format no map picture may be).
func noGoTextFace(src string) (string, error) {
	if !strings.Contains(src, "\npackage text\n") {
		return "", fmt.Errorf("not a file of package text")
	}
	return "package text\n\n// battlemat's web build: GoTextFace left out (the game draws with GoXFace).\n", nil
}

func replaceOnce(s, old, new string) (string, error) {
	if strings.Count(s, old) != 1 {
		return "", fmt.Errorf("expected one %q", strings.TrimSpace(old))
	}
	return strings.Replace(s, old, new, 1), nil
}

// trimmedBuild prepares the trimmed Ebitengine under tmp and returns the
// go.mod the build uses with -modfile, or "" and why not.
func trimmedBuild(ctx context.Context, root, tmp string) (modfile, why string, err error) {
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", "", err
	}
	if strings.Contains(string(gomod), "replace") && strings.Contains(string(gomod), ebitenModule+" =>") {
		return "", "go.mod replaces " + ebitenModule + " already", nil
	}
	if work, err := goEnv(ctx, root, "GOWORK"); err == nil && work != "" && work != "off" {
		return "", "a go.work is in use (-modfile works without one only)", nil
	}
	cmd := exec.CommandContext(ctx, "go", "list", "-m", "-f", "{{.Dir}}", ebitenModule)
	cmd.Dir = root
	dirOut, err := cmd.Output()
	if err != nil {
		return "", "", fmt.Errorf("go list -m %s: %v", ebitenModule, err)
	}
	dir := strings.TrimSpace(string(dirOut))
	if dir == "" {
		return "", ebitenModule + " is not downloaded", nil
	}
	rewritten := map[string]string{}
	for _, t := range ebitenTrims {
		src, err := os.ReadFile(filepath.Join(dir, t.path))
		if err != nil {
			return "", t.path + " of " + ebitenModule + " is missing", nil
		}
		if sum := sha256.Sum256(src); hex.EncodeToString(sum[:]) != t.sha256 {
			return "", t.path + " of " + ebitenModule + " is not the one the trim knows (a new Ebitengine?)", nil
		}
		out, err := t.rewrite(string(src))
		if err != nil {
			return "", "", fmt.Errorf("trimming %s: %v", t.path, err)
		}
		rewritten[filepath.FromSlash(t.path)] = out
	}
	shadow := filepath.Join(tmp, "ebiten")
	if err := linkTree(dir, shadow, rewritten); err != nil {
		// Symbolic links may be refused (Windows without the privilege).
		return "", "the copy of " + ebitenModule + " could not be made: " + err.Error(), nil
	}
	modfile = filepath.Join(tmp, "battlemat.mod")
	mod := string(gomod) + "\nreplace " + ebitenModule + " => " + shadow + "\n"
	if err := os.WriteFile(modfile, []byte(mod), 0o644); err != nil {
		return "", "", err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return "", "", err
	}
	if err := os.WriteFile(filepath.Join(tmp, "battlemat.sum"), sum, 0o644); err != nil {
		return "", "", err
	}
	if err := precompileShaders(ctx, root, modfile, shadow); err != nil {
		// The copy still compiles its shaders in the page, as Ebitengine does.
		return modfile, "the page's shaders could not be compiled ahead: " + err.Error(), nil
	}
	return modfile, "", nil
}

// linkTree makes dst a copy of src made of symbolic links, except the
// files in rewritten (paths relative to src), which it writes, and the
// folders on their way, which it makes.
func linkTree(src, dst string, rewritten map[string]string) error {
	need := map[string]bool{".": true}
	for p := range rewritten {
		for d := filepath.Dir(p); d != "."; d = filepath.Dir(d) {
			need[d] = true
		}
	}
	var walk func(rel string) error
	walk = func(rel string) error {
		if err := os.MkdirAll(filepath.Join(dst, rel), 0o755); err != nil {
			return err
		}
		entries, err := os.ReadDir(filepath.Join(src, rel))
		if err != nil {
			return err
		}
		for _, e := range entries {
			p := filepath.Join(rel, e.Name())
			switch text, ok := rewritten[p]; {
			case ok:
				err = os.WriteFile(filepath.Join(dst, p), []byte(text), 0o644)
			case e.IsDir() && need[p]:
				err = walk(p)
			default:
				err = os.Symlink(filepath.Join(src, p), filepath.Join(dst, p))
			}
			if err != nil {
				return err
			}
		}
		return nil
	}
	return walk(".")
}
