//go:build !js

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"time"

	"battlemat/web"
)

// cmdWeb builds the browser version with the Go toolchain and serves it,
// or writes it as a static site with --out. It needs battlemat's source
// tree (run it inside the repository) and the go command.
func cmdWeb(args []string, out io.Writer) error {
	fs := newFlags("web")
	addr := fs.String("addr", "127.0.0.1:8080", "address to serve on")
	dir := fs.String("out", "", "write the static site to this directory instead of serving")
	if _, err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	root, err := web.ModuleRoot(ctx, wd)
	if err != nil {
		return err
	}
	siteDir := *dir
	if siteDir == "" {
		tmp, err := os.MkdirTemp("", "battlemat-web-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		siteDir = tmp
	}
	fmt.Fprintf(out, "building the wasm from %s ...\n", root)
	site, err := web.WriteSite(ctx, root, siteDir)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s: %.1f MB wasm, %.1f MB gzipped\n", siteDir, mb(site.WasmBytes), mb(site.GzipBytes))
	if site.Untrimmed != "" {
		fmt.Fprintf(out, "built without trimming Ebitengine (%s): the page works, about 0.6 MB bigger\n", site.Untrimmed)
	}
	if *dir != "" {
		return nil
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: web.Handler(siteDir), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(out, "serving on http://%s/ (Ctrl-C stops)\n", ln.Addr())
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func mb(n int64) float64 { return float64(n) / (1 << 20) }
