//go:build !js

package main

// host is not in the browser build: the browser cannot serve a table.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"battlemat/rules"
	"battlemat/server"
	"battlemat/web"
)

func init() { subcommands["host"] = cmdHost }

// cmdHost serves one table: the battle on this machine, every screen a
// client over a WebSocket (docs/cli.md, "host").
func cmdHost(args []string, out io.Writer) error {
	args, players := takePlayers(args)
	fs := newFlags("host")
	addr := fs.String("addr", "127.0.0.1:8080", "address to serve on (0.0.0.0:8080 serves the LAN)")
	seed := fs.String("seed", "", "seed of the dice (default: drawn at random)")
	save := fs.String("save", "", "keep the battle and the seats in this directory, and go on from it")
	site := fs.String("site", "", "serve the browser page from this directory (battlemat web --out DIR); \"build\": build it from the source tree here")
	fs.Bool("players", false, "PLAYER=FIGURE,FIGURE ...: hand the figures to the players as the table starts (anna=buck,gina bob=doc)")
	answer := fs.Duration("answer-timeout", server.DefaultAnswerTimeout, "how long a question (Soak, a reroll) waits for its answer (then the answer that spends nothing)")
	gmAsks := fs.String("gm-asks", "", "which of the GM's figures the GM is asked about: wildcards, all or never (default: the scenario's gm_asks, else wildcards)")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if *answer <= 0 {
		return fmt.Errorf("--answer-timeout %v: a duration above 0 (30s)", *answer)
	}
	cfg := server.Config{Name: pos[0], SaveDir: *save, AnswerTimeout: *answer, Logf: log.New(os.Stderr, "", log.LstdFlags).Printf}
	if cfg.Players, err = server.ParsePlayers(players); err != nil {
		return err
	}
	if *gmAsks != "" {
		if cfg.GMAsks, err = rules.ParseGMAsks(*gmAsks); err != nil {
			return fmt.Errorf("--gm-asks: %v", err)
		}
	}
	if *seed != "" {
		s, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			return fmt.Errorf("--seed %q: a number 0 or more", *seed)
		}
		cfg.Seed, cfg.SeedSet = s, true
	}
	if cfg.Data, err = os.ReadFile(pos[0]); err != nil {
		return err
	}
	page, err := hostPage(*site, out)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	h, err := server.New(cfg)
	if err != nil {
		return err
	}
	port := ln.Addr().(*net.TCPAddr).Port
	host := linkHost(ln.Addr().(*net.TCPAddr).IP)
	h.SetBase("http://" + net.JoinHostPort(host, strconv.Itoa(port)))
	for _, s := range h.Seats() {
		fmt.Fprintf(out, "seat %s %s\n", s, h.Link(s))
	}
	if len(h.Seats()) <= 2 {
		fmt.Fprintln(out, "no player seats yet: hand figures to players in the GM's edit mode, or start with --players anna=buck,gina bob=doc")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Handler: h.Handler(page), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
		srv.Close() // WebSockets are hijacked: Shutdown does not wait for them
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// takePlayers takes --players and the PLAYER=FIGURE,... words after it
// out of args (the flag package reads one word a flag).
func takePlayers(args []string) (rest, players []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if v, ok := strings.CutPrefix(strings.TrimLeft(a, "-"), "players="); ok && strings.HasPrefix(a, "-") {
			players = append(players, v)
		} else if a != "--players" && a != "-players" {
			rest = append(rest, a)
			continue
		}
		for i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") && strings.Contains(args[i+1], "=") {
			i++
			players = append(players, args[i])
		}
	}
	return rest, players
}

// linkHost is the address to put in the links: the LAN address when the
// host listens on every interface, so a phone on the LAN can open them.
func linkHost(ip net.IP) string {
	if !ip.IsUnspecified() {
		return ip.String()
	}
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil && n.IP.IsPrivate() {
			return n.IP.String()
		}
	}
	return "127.0.0.1"
}

// hostPage is the page the host serves: the browser build from a site
// directory or built here, else nil (the host's placeholder page).
func hostPage(site string, out io.Writer) (http.Handler, error) {
	switch site {
	case "":
		return nil, nil
	case "build":
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		ctx := context.Background()
		root, err := web.ModuleRoot(ctx, wd)
		if err != nil {
			return nil, fmt.Errorf("--site build: %w", err)
		}
		dir, err := os.MkdirTemp("", "battlemat-site-")
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(out, "building the page from %s ...\n", root)
		if _, err := web.WriteSite(ctx, root, dir); err != nil {
			return nil, err
		}
		site = dir
	}
	for _, f := range []string{"index.html", "wasm_exec.js", web.WasmName} {
		if _, err := os.Stat(filepath.Join(site, f)); err != nil {
			return nil, fmt.Errorf("--site %s: no %s (write the site with battlemat web --out DIR)", site, f)
		}
	}
	return web.Handler(site), nil
}
