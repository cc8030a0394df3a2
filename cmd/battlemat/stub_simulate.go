package main

import "io"

// Stub until its issue lands: delete this file and write simulate.go.
func cmdSimulate(args []string, out io.Writer) error { return errNotYet }
