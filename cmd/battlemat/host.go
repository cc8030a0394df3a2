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
	"strconv"
	"syscall"
	"time"

	"battlemat/server"
)

func init() { subcommands["host"] = cmdHost }

// cmdHost serves one table: the battle on this machine, every screen a
// client over a WebSocket (docs/cli.md, "host").
func cmdHost(args []string, out io.Writer) error {
	fs := newFlags("host")
	addr := fs.String("addr", "127.0.0.1:8080", "address to serve on (0.0.0.0:8080 serves the LAN)")
	seed := fs.String("seed", "", "seed of the dice (default: drawn at random)")
	save := fs.String("save", "", "keep the battle and the seats in this directory, and go on from it")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	cfg := server.Config{Name: pos[0], SaveDir: *save, Logf: log.New(os.Stderr, "", log.LstdFlags).Printf}
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Handler: h.Handler(nil), ReadHeaderTimeout: 10 * time.Second}
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
