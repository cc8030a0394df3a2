package web

import (
	"bytes"
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"log"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The page's build leaves text/template and go/build out of the wasm: one
// method lookup by name (text/template's) makes the linker keep every
// exported method of the program, about 0.54 MB of the gzipped page.
func TestTrimmedBrowserBuildLeavesTextTemplateOut(t *testing.T) {
	deps := trimmedBrowserDeps(t)
	require.Contains(t, deps, "github.com/hajimehoshi/ebiten/v2/internal/builtinshader")
	for _, p := range []string{"text/template", "go/build", "go/doc"} {
		assert.NotContains(t, deps, p)
	}
}

// The page's build leaves Ebitengine's VM guest out (the protocol and
// encoding/gob, about 30 KB of the gzipped page). Its mark that the process
// is no guest is dropped, which is safe only while nothing in the page
// reads it: Ebitengine's audio and exp/textinput would, and would bring the
// package back.
func TestTrimmedBrowserBuildLeavesVMGuestOut(t *testing.T) {
	deps := trimmedBrowserDeps(t)
	require.Contains(t, deps, "github.com/hajimehoshi/ebiten/v2/internal/ui")
	for _, p := range []string{
		"github.com/hajimehoshi/ebiten/v2/internal/vmguest",
		"github.com/hajimehoshi/ebiten/v2/internal/vmprotocol",
		"encoding/gob",
	} {
		assert.NotContains(t, deps, p)
	}
}

// The page's build leaves log/slog out (about 30 KB of the gzipped page):
// Ebitengine's two files that log through it are rewritten.
func TestTrimmedBrowserBuildLeavesSlogOut(t *testing.T) {
	deps := trimmedBrowserDeps(t)
	require.Contains(t, deps, "github.com/hajimehoshi/ebiten/v2/internal/atlas")
	assert.NotContains(t, deps, "log/slog")
}

// The page's build leaves text/v2's GoTextFace out (about 129 KB of the
// gzipped page): with it went go-text's shaper, an SVG parser, x/text's
// language tables and a TIFF decoder that only its files' imports kept.
func TestTrimmedBrowserBuildLeavesGoTextFaceOut(t *testing.T) {
	deps := trimmedBrowserDeps(t)
	require.Contains(t, deps, "github.com/hajimehoshi/ebiten/v2/text/v2")
	for _, p := range deps {
		assert.False(t, strings.HasPrefix(p, "github.com/go-text/"), p)
	}
	for _, p := range []string{
		"github.com/hajimehoshi/ebiten/v2/text/v2/internal/oksvg",
		"github.com/srwiley/rasterx",
		"golang.org/x/text/language",
		"golang.org/x/image/tiff",
		"encoding/xml",
	} {
		assert.NotContains(t, deps, p)
	}
}

// The page's build leaves go/printer out (about 84 KB of the gzipped
// page): only legacyshader's converter of texel-unit shaders used it.
func TestTrimmedBrowserBuildLeavesGoPrinterOut(t *testing.T) {
	deps := trimmedBrowserDeps(t)
	require.Contains(t, deps, "github.com/hajimehoshi/ebiten/v2/internal/legacyshader")
	for _, p := range []string{"go/printer", "go/doc/comment", "text/tabwriter"} {
		assert.NotContains(t, deps, p)
	}
}

// The page's build refuses texel-unit shaders, so every Kage source in
// the page's packages (Ebitengine's and battlemat's, as the trimmed
// build compiles them) must say //kage:unit pixels.
func TestPageShadersAreAllInPixels(t *testing.T) {
	ctx := context.Background()
	root, err := ModuleRoot(ctx, ".")
	require.NoError(t, err)
	modfile, why, err := trimmedBuild(ctx, root, t.TempDir())
	require.NoError(t, err)
	require.Empty(t, why)
	cmd := exec.Command("go", "list", "-modfile="+modfile, "-deps", "-f", "{{with .Module}}{{.Path}}{{end}} {{.Dir}} {{join .GoFiles \",\"}}", "./cmd/battlemat")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	sources := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 || (!strings.HasPrefix(f[0], ebitenModule) && !strings.HasPrefix(f[0], "battlemat")) {
			continue
		}
		for _, name := range strings.Split(f[2], ",") {
			path := filepath.Join(f[1], name)
			file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			require.NoError(t, err)
			ast.Inspect(file, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil || !strings.Contains(s, "func Fragment(") {
					return true
				}
				sources++
				assert.True(t, strings.HasPrefix(s, "//kage:unit pixels\n"), "a texel-unit shader in %s", path)
				return true
			})
		}
	}
	t.Logf("%d Kage sources", sources)
	assert.Greater(t, sources, 10, "Ebitengine's stencil, clear and filter shaders are found")
}

// The trimmed converter refuses a texel-unit source with an error.
func TestTexelShadersAreRefused(t *testing.T) {
	out, err := noTexelShaders("package legacyshader\n\nimport \"go/printer\"\n\nfunc convertToPixels(src []byte) ([]byte, error) {\n\treturn nil, nil\n}\n")
	require.NoError(t, err)
	assert.NotContains(t, out, "go/printer")
	assert.Contains(t, out, "errors.New(")
	_, err = noTexelShaders("package legacyshader\n")
	assert.Error(t, err, "no converter, no rewrite")
}

// Without the ebitenginedebug tag the internal images' dump returns before
// its zip is written (its key is read only with the tag), so archive/zip
// leaves the page's wasm (about 13 KB gzipped).
func TestInternalImageDumpNeedsTheDebugTag(t *testing.T) {
	src := "package ebiten\n\nfunc takeScreenshot(screen *Image, transparent bool) error {\n\tname := \"s\"\n}\n\n" +
		"func dumpInternalImages() error {\n\tdumpedDir, err := ui.Get().DumpImages(\"x\")\n"
	out, err := noImageDump(src)
	require.NoError(t, err)
	assert.Contains(t, out, "func dumpInternalImages() error {\n\tif !debug.IsDebug {")
	assert.Contains(t, out, "\t\treturn nil\n\t}\n\tdumpedDir, err", "the dump itself stays for a debug build")
	assert.Contains(t, out, "func takeScreenshot(screen *Image, transparent bool) error {\n\tif true {")
	_, err = noImageDump("package ebiten\n")
	assert.Error(t, err)
}

// The page starts its Go with no environment (wasm_exec.js's default), so
// Ebitengine's screenshot key, EBITENGINE_SCREENSHOT_KEY, is never set in
// the browser and the trimmed screenshot changes nothing.
func TestThePageGivesItsGoNoEnvironment(t *testing.T) {
	assert.NotContains(t, string(IndexHTML), ".env")
	assert.NotContains(t, string(OddsWorkerJS), ".env")
	assert.Contains(t, string(IndexHTML), "const go = new Go();")
}

// A GoTextFace file is emptied to its package clause; a file of another
// package stops the trim.
func TestGoTextFaceFilesBecomeEmpty(t *testing.T) {
	out, err := noGoTextFace("// Copyright\n\npackage text\n\nimport \"oksvg\"\n\ntype GoTextFace struct{}\n")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(out, "package text\n"))
	assert.NotContains(t, out, "import")
	assert.NotContains(t, out, "type GoTextFace")
	_, err = noGoTextFace("package ebiten\n")
	assert.Error(t, err)
}

type testPhase int

// The trimmed atlas writes its errors in the words slog's default handler
// would have, and drops its Debug records.
func TestSlogErrorsKeepTheirWordsWithoutSlog(t *testing.T) {
	src := "import (\n\t\"log/slog\"\n)\n" +
		"\tslog.Debug(\"atlas: a was called\", \"phase\", a.phase)\n"
	for i := 0; i < 3; i++ {
		src += "\tslog.Debug(\"atlas: b was called\", \"phase\", a.phase)\n"
		src += "\tslog.Error(\"atlas: b was called unexpectedly\", \"phase\", origPhase)\n"
	}
	out, err := noSlogAtlas(src)
	require.NoError(t, err)
	assert.NotContains(t, out, "slog")
	assert.Contains(t, out, "\t\"log\"\n")
	assert.Equal(t, 3, strings.Count(out, "\tlog.Printf(\"ERROR %s phase=%+v\", \"atlas: b was called unexpectedly\", origPhase)\n"))

	defer log.SetOutput(log.Writer())
	defer log.SetFlags(log.Flags())
	var viaSlog, viaLog bytes.Buffer
	log.SetFlags(0)
	log.SetOutput(&viaSlog)
	slog.Error("atlas: b was called unexpectedly", "phase", testPhase(2))
	log.SetOutput(&viaLog)
	log.Printf("ERROR %s phase=%+v", "atlas: b was called unexpectedly", testPhase(2))
	assert.Equal(t, "ERROR atlas: b was called unexpectedly phase=2\n", viaSlog.String())
	assert.Equal(t, viaSlog.String(), viaLog.String())

	_, err = noSlogAtlas(src + "\tslog.Info(\"x\")\n")
	assert.Error(t, err, "an unknown use of slog stops the trim")
}

// trimmedBrowserDeps lists the packages of the page's build.
func trimmedBrowserDeps(t *testing.T) []string {
	ctx := context.Background()
	root, err := ModuleRoot(ctx, ".")
	require.NoError(t, err)
	modfile, why, err := trimmedBuild(ctx, root, t.TempDir())
	require.NoError(t, err)
	require.Empty(t, why, "go.mod's Ebitengine is the one the trim knows; a new one needs new ebitenTrims")
	cmd := exec.Command("go", "list", "-modfile="+modfile, "-deps", "./cmd/battlemat")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	return strings.Fields(string(out))
}

// The precomputed shaders are the templates' own output: the nine of each
// file, in [filter][address] order, with the text Ebitengine would write.
func TestPrecomputedShadersAreTheTemplatesOutput(t *testing.T) {
	src := "package p\n\nimport (\n\t\"bytes\"\n\t\"text/template\"\n)\n\n" +
		tmplStart + "f{{.Filter}}{{if eq .Address .AddressRepeat}} repeat{{end}}" + tmplEnd +
		"\nfunc ShaderSource() {}\n"
	out, err := precomputeShaders(src)
	require.NoError(t, err)
	assert.NotContains(t, out, "text/template")
	assert.NotContains(t, out, "template.Must")
	assert.Contains(t, out, `{
		"f0",
		"f0",
		"f0 repeat",
	},`)
	assert.Contains(t, out, `"f2 repeat",`)
	assert.Contains(t, out, "\nfunc ShaderSource() {}\n", "the rest of the file stays")

	_, err = precomputeShaders("package p\n")
	assert.Error(t, err, "no template, no rewrite")
}

// A go.mod that replaces Ebitengine itself builds the page untrimmed and
// says why, rather than fighting over the replace.
func TestTrimStepsAsideForAReplacedEbitengine(t *testing.T) {
	root := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(root, "go.mod"),
		[]byte("module battlemat\n\nreplace github.com/hajimehoshi/ebiten/v2 => ../ebiten\n"), 0o644))
	modfile, why, err := trimmedBuild(context.Background(), root, t.TempDir())
	require.NoError(t, err)
	assert.Empty(t, modfile)
	assert.Contains(t, why, "replaces")
}

// The trimmed module is links to the module cache but for the rewritten
// files and the folders on their way.
func TestLinkTreeWritesOnlyTheRewrittenFiles(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "copy")
	require.NoError(t, os.MkdirAll(filepath.Join(src, "a", "b"), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(src, "c"), 0o755))
	for _, f := range []string{"go.mod", "a/x.go", "a/b/y.go", "c/z.go"} {
		require.NoError(t, os.WriteFile(filepath.Join(src, f), []byte(f), 0o644))
	}
	require.NoError(t, linkTree(src, dst, map[string]string{filepath.Join("a", "b", "y.go"): "new"}))
	got, err := os.ReadFile(filepath.Join(dst, "a", "b", "y.go"))
	require.NoError(t, err)
	assert.Equal(t, "new", string(got))
	for _, link := range []string{"go.mod", "a/x.go", "c"} {
		fi, err := os.Lstat(filepath.Join(dst, link))
		require.NoError(t, err)
		assert.Equal(t, os.ModeSymlink, fi.Mode()&os.ModeSymlink, link)
	}
	fi, err := os.Lstat(filepath.Join(dst, "a"))
	require.NoError(t, err)
	assert.True(t, fi.IsDir(), "a folder on the way is made, not linked")
}
