package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestModulePath(t *testing.T) {
	tests := []struct{ gomod, want string }{
		{"module battlemat\n\ngo 1.26.0\n", "battlemat"},
		{"// comment\nmodule \"example.com/x\"\n", "example.com/x"},
		{"go 1.26\n", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, modulePath([]byte(tt.gomod)))
	}
}

func TestModuleRoot(t *testing.T) {
	wd, err := os.Getwd()
	require.NoError(t, err)
	root, err := ModuleRoot(context.Background(), wd)
	require.NoError(t, err)
	assert.Equal(t, filepath.Dir(wd), root, "web/ lies one level under the module root")
	assert.FileExists(t, filepath.Join(root, "cmd", "battlemat", "main.go"))

	// Outside any module, and inside another module: both say the source
	// tree is needed.
	outside := t.TempDir()
	_, err = ModuleRoot(context.Background(), outside)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "needs battlemat's source tree")

	other := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(other, "go.mod"), []byte("module example.com/other\n\ngo 1.26\n"), 0o644))
	_, err = ModuleRoot(context.Background(), other)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "needs battlemat's source tree")
}

func TestWasmExecJSComesFromTheToolchain(t *testing.T) {
	js, err := WasmExecJS(context.Background(), ".")
	require.NoError(t, err)
	assert.Contains(t, string(js), "globalThis.Go")
}

func TestIndexHTMLLoadsTheWasmAndHooks(t *testing.T) {
	page := string(IndexHTML)
	for _, s := range []string{`src="wasm_exec.js"`, `"battlemat.wasm"`, `"battlemat.wasm.gz"`,
		`new DecompressionStream("gzip")`, "instantiateStreaming", "battlematTimings",
		"battlematStarted", "battlematOnReady", "battlematOpen(", "battlematLoadFile(", "battlematSave("} {
		assert.Contains(t, page, s)
	}
}

func TestHandlerServesTheGzipWhenAccepted(t *testing.T) {
	dir := t.TempDir()
	raw := bytes.Repeat([]byte("wasm bytes "), 100)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, err := zw.Write(raw)
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	require.NoError(t, os.WriteFile(filepath.Join(dir, WasmName), raw, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, WasmName+".gz"), gz.Bytes(), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), IndexHTML, 0o644))
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	get := func(path, enc string) (*http.Response, []byte) {
		req, err := http.NewRequest("GET", srv.URL+path, nil)
		require.NoError(t, err)
		// Set explicitly: an explicit Accept-Encoding turns off the
		// client's transparent decompression, so we see what was sent.
		req.Header.Set("Accept-Encoding", enc)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return resp, body
	}

	resp, body := get("/"+WasmName, "gzip, deflate")
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "gzip", resp.Header.Get("Content-Encoding"))
	assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"))
	assert.Equal(t, gz.Bytes(), body)

	resp, body = get("/"+WasmName, "identity")
	assert.Empty(t, resp.Header.Get("Content-Encoding"))
	assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"))
	assert.Equal(t, raw, body)

	resp, body = get("/", "identity")
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, IndexHTML, body)

	// The .gz the page asks for goes as it is: the page inflates it.
	resp, body = get("/"+WasmName+".gz", "gzip, deflate")
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Empty(t, resp.Header.Get("Content-Encoding"))
	assert.Equal(t, gz.Bytes(), body)

	resp, _ = get("/../../etc/passwd", "identity")
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
}

// The browser build is the window alone: what only the CLI needs would
// be downloaded by every page (net/http and the server alone are about
// 2 MB of the gzipped wasm). A new CLI-only file in cmd/battlemat needs
// //go:build !js; the page's WebSocket is the browser's own
// (game/seat_ws_js.go), not coder/websocket, which brings net/http.
func TestBrowserBuildLeavesTheCLIOut(t *testing.T) {
	root, err := ModuleRoot(context.Background(), ".")
	require.NoError(t, err)
	cmd := exec.Command("go", "list", "-deps", "./cmd/battlemat")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	require.NoError(t, err)
	deps := strings.Fields(string(out))
	require.Contains(t, deps, "battlemat/game", "the window is in")
	for _, p := range []string{"net/http", "flag", "os/signal", "github.com/coder/websocket", "battlemat/web"} {
		assert.NotContains(t, deps, p)
	}
	// The page joins a host with the message types alone (wire), never
	// the host.
	assert.Contains(t, deps, "battlemat/wire")
	assert.NotContains(t, deps, "battlemat/server")
}

// The served page is index.html less its comment lines, indentation and
// blank lines: every other line is kept, in order, and the page's first
// load is some 3 KB smaller for it.
func TestTheServedPageKeepsEveryLineButTheComments(t *testing.T) {
	page := ServedPage(IndexHTML)
	var want []string
	for _, l := range strings.Split(string(IndexHTML), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "//") {
			want = append(want, l)
		}
	}
	assert.Equal(t, want, strings.Split(strings.TrimSuffix(string(page), "\n"), "\n"))
	assert.Less(t, len(page), len(IndexHTML)-2500, "%d against %d", len(page), len(IndexHTML))
	assert.Contains(t, string(page), "<script", "it is still the page")
	assert.Equal(t, "a\nb\n", string(ServedPage([]byte("  a\n\n  // why\n\tb  \n"))))
}
