package main

import "io"

// Each stub below is replaced by its own file as the issue that owns it
// lands; until then the subcommand says so and exits 2.

func cmdOdds(args []string, out io.Writer) error     { return errNotYet }
func cmdCheck(args []string, out io.Writer) error    { return errNotYet }
func cmdTemplate(args []string, out io.Writer) error { return errNotYet }
func cmdReach(args []string, out io.Writer) error    { return errNotYet }
func cmdLOS(args []string, out io.Writer) error      { return errNotYet }
func cmdDeviate(args []string, out io.Writer) error  { return errNotYet }
func cmdAttack(args []string, out io.Writer) error   { return errNotYet }
func cmdSuppress(args []string, out io.Writer) error { return errNotYet }
func cmdSimulate(args []string, out io.Writer) error { return errNotYet }
func cmdPlay(args []string, out io.Writer) error     { return errNotYet }
func cmdWeb(args []string, out io.Writer) error      { return errNotYet }
func cmdRender(args []string, out io.Writer) error   { return errNotYet }
