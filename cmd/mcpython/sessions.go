package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/mcpython/mcpython/session"
)

// cmdSessions lists, shows and deletes the execute_code sessions kept in
// the data dir.
func cmdSessions(args []string, stdout, stderr io.Writer) int {
	const use = "usage: mcpython sessions list | show ID | delete ID [--data-dir DIR]"
	fs := flag.NewFlagSet("sessions", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, use)
		fmt.Fprintln(stderr, "\nThe sessions of execute_code calls (session_id), kept in the data dir so that they survive restarts.")
		fs.PrintDefaults()
	}
	dataDir := fs.String("data-dir", "", "data `DIR` (default ~/.mcpython, or $"+envDataDir+")")
	storeURL := addStoreFlag(fs)
	positional, err := parseArgs(fs, args)
	if err != nil {
		return exitForFlagError(err)
	}
	op := ""
	if len(positional) > 0 {
		op = positional[0]
	}
	switch {
	case op == "list" && len(positional) == 1:
	case (op == "show" || op == "delete") && len(positional) == 2:
	default:
		fmt.Fprintln(stderr, use)
		return 2
	}
	st, err := openStoreFor(*storeURL, dataDirOf(*dataDir, osEnvironment()))
	if err != nil {
		fmt.Fprintf(stderr, "mcpython sessions: %v\n", err)
		return 1
	}
	defer st.Close()
	ctx := context.Background()
	if op == "list" {
		list, err := session.List(ctx, st)
		if err != nil {
			fmt.Fprintf(stderr, "mcpython sessions: %v\n", err)
			return 1
		}
		if len(list) == 0 {
			fmt.Fprintln(stderr, "no sessions are kept")
			return 0
		}
		tw := tabwriter.NewWriter(stdout, 2, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tSCOPE\tSAVED\tBYTES\tGLOBALS")
		for _, s := range list {
			if s.Err != nil {
				fmt.Fprintf(tw, "?\t?\t%s\t%d\tunreadable: %v\n", stamp(s.Saved), s.Bytes, s.Err)
				continue
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\n", s.ID, s.Scope, stamp(s.Saved), s.Bytes, len(s.Names))
		}
		tw.Flush()
		return 0
	}
	id := positional[1]
	found, err := session.Find(ctx, st, id)
	if err != nil {
		fmt.Fprintf(stderr, "mcpython sessions: %v\n", err)
		return 1
	}
	if len(found) == 0 {
		fmt.Fprintf(stderr, "mcpython sessions: no session %q is kept (mcpython sessions list shows them)\n", id)
		return 1
	}
	for _, s := range found {
		if op == "delete" {
			if err := session.Delete(ctx, st, s); err != nil {
				fmt.Fprintf(stderr, "mcpython sessions: %v\n", err)
				return 1
			}
			fmt.Fprintf(stdout, "deleted session %s (scope %s)\n", s.ID, s.Scope)
			continue
		}
		fmt.Fprintf(stdout, "id:       %s\nscope:    %s\ncreated:  %s\nsaved:    %s\nbytes:    %d\nglobals:  %s\n",
			s.ID, s.Scope, stamp(s.Created), stamp(s.Saved), s.Bytes, strings.Join(s.Names, ", "))
		if len(s.Dropped) > 0 {
			fmt.Fprintf(stdout, "not kept: %s\n", strings.Join(s.Dropped, ", "))
		}
	}
	return 0
}

func stamp(t time.Time) string { return t.Local().Format("2006-01-02 15:04:05") }
