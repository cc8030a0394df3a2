// Package web builds and serves battlemat's browser version: the page
// (index.html, embedded here), wasm_exec.js from the Go toolchain, and the
// WebAssembly built from the source tree with GOOS=js GOARCH=wasm. It needs
// the battlemat source tree and the go command; it knows nothing of the
// game itself.
package web

import (
	"bytes"
	"compress/gzip"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
)

// IndexHTML is the page that loads the wasm: a scenario picker, a file
// opener and the game's canvas.
//
//go:embed index.html
var IndexHTML []byte

// WasmName is the file name of the WebAssembly program on the site.
const WasmName = "battlemat.wasm"

// The Odds' workers (Web Workers the page starts when the GM first asks
// for the Odds): their script, and their WebAssembly, a program of its own
// (./cmd/battlemat-odds: rules, board and odds, no window) that the page
// fetches then and never on its first load.
const (
	OddsWorkerName = "odds-worker.js"
	OddsPageName   = "odds-page.js"
	OddsWasmName   = "battlemat-odds.wasm"
)

// OddsWorkerJS is the workers' script.
//
//go:embed odds-worker.js
var OddsWorkerJS []byte

// OddsPageJS is the page's side of the Odds (their wasm, their readied
// workers), loaded when first needed.
//
//go:embed odds-page.js
var OddsPageJS []byte

// ModulePath is the module the site is built from.
const ModulePath = "battlemat"

// goEnv runs `go env NAME` in dir.
func goEnv(ctx context.Context, dir, name string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "env", name)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.Error
		if errors.As(err, &ee) {
			return "", fmt.Errorf("the web build needs the Go toolchain (the go command) on PATH: %v", err)
		}
		return "", fmt.Errorf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// ModuleRoot finds the battlemat source tree that dir lies in: the web
// build compiles ./cmd/battlemat from it.
func ModuleRoot(ctx context.Context, dir string) (string, error) {
	gomod, err := goEnv(ctx, dir, "GOMOD")
	if err != nil {
		return "", err
	}
	notHere := fmt.Errorf("the web build needs battlemat's source tree: run it inside the repository (no %s module around %s)", ModulePath, dir)
	if gomod == "" || gomod == os.DevNull {
		return "", notHere
	}
	data, err := os.ReadFile(gomod)
	if err != nil {
		return "", err
	}
	if modulePath(data) != ModulePath {
		return "", notHere
	}
	return filepath.Dir(gomod), nil
}

// modulePath reads the module line of a go.mod.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}

// BuildFlags are the go build flags of the browser build; the page
// downloads every byte, so the build keeps only what runs. -trimpath and
// -s -w drop file paths, the symbol names and DWARF; -l (no inlining)
// drops the inlined copies and their tables, about a sixth of the gzipped
// wasm, everywhere but the geometry the game runs on every hover and move
// (geom, board, resolv), which inlining makes 1.5 to 3 times faster. The
// package itself (cmd/battlemat under GOOS=js) is the window alone: the
// CLI, the server and net/http are built only for the desktop.
//
// -l costs most in the standard library: the runtime's small helpers
// (map hashing, allocation, write barriers) become wasm calls, and a call
// is dear in Go's wasm. So the runtime, internal/runtime and math keep
// their inlining: about 58 KB of the gzipped page for a field40 fight of
// the page's own Odds (a page that cannot start workers) 20% cheaper under
// node (14.3-14.9 against 10.4-12.0 ms, alternated at load 7). The whole
// standard library would cost some 261 KB.
var BuildFlags = []string{
	"-trimpath",
	"-ldflags=-s -w",
	"-gcflags=all=-l",
	"-gcflags=battlemat/geom=",
	"-gcflags=battlemat/board=",
	"-gcflags=github.com/solarlune/resolv=",
	"-gcflags=runtime=",
	"-gcflags=internal/runtime/...=",
	"-gcflags=math=",
}

// OddsBuildFlags are the go build flags of the Odds' workers' wasm: the
// page's, with the standard library inlined. It is not part of the
// page's first load, and the fights are all it does: under node an
// inlined standard library made a field40 fight 16-25% cheaper (-l makes
// the runtime's small helpers wasm calls, and a call is dear in Go's
// wasm). Inlining the game's own packages too made it no faster and the
// gzipped wasm some 450 KB bigger (3.16 MB against 2.71).
var OddsBuildFlags = append(append([]string(nil), BuildFlags...), "-gcflags=std=")

// BuildOddsWasm compiles ./cmd/battlemat-odds of the module at root to
// out for the Odds' Web Workers, with OddsBuildFlags.
func BuildOddsWasm(ctx context.Context, root, out string) error {
	args := append([]string{"build"}, OddsBuildFlags...)
	args = append(args, "-o", out, "./cmd/battlemat-odds")
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building the Odds' wasm failed: %v: %s", err, strings.TrimSpace(string(msg)))
	}
	return nil
}

// BuildWasm compiles ./cmd/battlemat of the module at root to out for the
// browser, with BuildFlags and Ebitengine trimmed (trim.go). untrimmed says
// why the trim was left out when it was; the page is then about 0.6 MB
// bigger and works the same.
func BuildWasm(ctx context.Context, root, out string) (untrimmed string, err error) {
	tmp, err := os.MkdirTemp("", "battlemat-web")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	modfile, untrimmed, err := trimmedBuild(ctx, root, tmp)
	if err != nil {
		return "", err
	}
	args := append([]string{"build"}, BuildFlags...)
	if modfile != "" {
		args = append(args, "-modfile="+modfile)
	}
	args = append(args, "-o", out, "./cmd/battlemat")
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	msg, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("building the wasm failed: %v: %s", err, strings.TrimSpace(string(msg)))
	}
	return untrimmed, nil
}

// WasmExecJS is the Go toolchain's loader for the wasm. It must come from
// the same Go release that built the wasm.
func WasmExecJS(ctx context.Context, root string) ([]byte, error) {
	goroot, err := goEnv(ctx, root, "GOROOT")
	if err != nil {
		return nil, err
	}
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if b, err := os.ReadFile(filepath.Join(goroot, p)); err == nil {
			return b, nil
		}
	}
	return nil, fmt.Errorf("wasm_exec.js not found under GOROOT %s (lib/wasm or misc/wasm)", goroot)
}

// Site is a written static site.
type Site struct {
	Dir       string
	WasmBytes int64 // size of the wasm
	GzipBytes int64 // size of its gzip
	// OddsWasmBytes and OddsGzipBytes are the Odds' workers' wasm and its
	// gzip (fetched when the Odds are first asked).
	OddsWasmBytes, OddsGzipBytes int64
	// Untrimmed says why Ebitengine was built untrimmed (BuildWasm), or
	// is empty.
	Untrimmed string
}

// ServedPage is index.html as a site serves it: without its lines that
// are only a // comment, its indentation and its blank lines. They are
// for the source's readers, and the page's first load (this file, the
// gzipped wasm and wasm_exec.js, none of them compressed by the server)
// has a 5,000,000-byte goal that the comments alone were 2.4 KB of.
// The page has no multi-line string, where a line could start with //.
func ServedPage(src []byte) []byte {
	var b bytes.Buffer
	for _, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// WriteSite builds the wasm from the module at root and writes the static
// site to dir: index.html, wasm_exec.js, battlemat.wasm and
// battlemat.wasm.gz, and the Odds' workers' odds-worker.js,
// battlemat-odds.wasm and its .gz. Any static file server will do: the
// page fetches the .gz files and inflates them itself (the plain .wasm
// is the fallback for a browser without DecompressionStream). The two
// wasm builds run side by side.
func WriteSite(ctx context.Context, root, dir string) (Site, error) {
	site := Site{Dir: dir}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return site, err
	}
	execJS, err := WasmExecJS(ctx, root)
	if err != nil {
		return site, err
	}
	for name, data := range map[string][]byte{"index.html": ServedPage(IndexHTML), "wasm_exec.js": execJS, OddsWorkerName: OddsWorkerJS, OddsPageName: OddsPageJS} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return site, err
		}
	}
	oddsPath := filepath.Join(dir, OddsWasmName)
	oddsErr := make(chan error, 1)
	go func() { oddsErr <- BuildOddsWasm(ctx, root, oddsPath) }()
	wasmPath := filepath.Join(dir, WasmName)
	site.Untrimmed, err = BuildWasm(ctx, root, wasmPath)
	if oerr := <-oddsErr; err == nil {
		err = oerr
	}
	if err != nil {
		return site, err
	}
	if site.WasmBytes, site.GzipBytes, err = gzipFile(wasmPath); err != nil {
		return site, err
	}
	site.OddsWasmBytes, site.OddsGzipBytes, err = gzipFile(oddsPath)
	return site, err
}

// gzipFile writes path.gz beside path; it gives both sizes.
func gzipFile(path string) (raw, gzipped int64, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, 0, err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if _, err := zw.Write(data); err != nil {
		return 0, 0, err
	}
	if err := zw.Close(); err != nil {
		return 0, 0, err
	}
	if err := os.WriteFile(path+".gz", gz.Bytes(), 0o644); err != nil {
		return 0, 0, err
	}
	return int64(len(data)), int64(gz.Len()), nil
}

// Handler serves a site written by WriteSite. The page fetches the .gz
// and inflates it; a request for the plain .wasm (the page's fallback)
// gets the .gz with Content-Encoding when the browser accepts gzip.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
			if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
				gzPath := filepath.Join(dir, filepath.FromSlash(name)+".gz")
				if f, err := os.Open(gzPath); err == nil {
					defer f.Close()
					if st, err := f.Stat(); err == nil {
						w.Header().Set("Content-Encoding", "gzip")
						w.Header().Add("Vary", "Accept-Encoding")
						http.ServeContent(w, r, name, st.ModTime(), f)
						return
					}
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

func init() {
	// Some systems' mime tables lack .wasm; instantiateStreaming needs it.
	_ = mime.AddExtensionType(".wasm", "application/wasm")
}
