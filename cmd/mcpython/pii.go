package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/mcpython/mcpython/pii"
)

// maxPIIInput bounds what pii sanitize/restore read from stdin.
const maxPIIInput = 64 << 20

// cmdPII tokenizes PII in stdin (sanitize) or puts the values back
// (restore), with the data dir's vault, writing the text to stdout.
func cmdPII(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	const use = "usage: mcpython pii sanitize [--entities EMAIL,PHONE] | mcpython pii restore   (stdin to stdout) [--data-dir DIR]"
	if len(args) == 0 || (args[0] != "sanitize" && args[0] != "restore") {
		fmt.Fprintln(stderr, use)
		return 2
	}
	op := args[0]
	fs := flag.NewFlagSet("pii "+op, flag.ContinueOnError)
	fs.SetOutput(stderr)
	dataDir := fs.String("data-dir", "", "data `DIR` (default ~/.mcpython, or $"+envDataDir+")")
	storeURL := addStoreFlag(fs)
	entities := fs.String("entities", "", "sanitize only these comma-separated `TYPES` (default: all)")
	if err := fs.Parse(args[1:]); err != nil {
		return exitForFlagError(err)
	}
	if fs.NArg() != 0 {
		fmt.Fprintln(stderr, use)
		return 2
	}
	input, err := io.ReadAll(io.LimitReader(stdin, maxPIIInput+1))
	if err != nil {
		fmt.Fprintf(stderr, "mcpython pii: read stdin: %v\n", err)
		return 1
	}
	if len(input) > maxPIIInput {
		fmt.Fprintf(stderr, "mcpython pii: input is over %d bytes\n", maxPIIInput)
		return 1
	}
	dir := dataDirOf(*dataDir, osEnvironment())
	db, err := openStoreFor(*storeURL, dir)
	if err != nil {
		fmt.Fprintf(stderr, "mcpython pii: %v\n", err)
		return 1
	}
	defer db.Close()
	vault, err := openVault(db, dir)
	if err != nil {
		fmt.Fprintf(stderr, "mcpython pii: %v\n", err)
		return 1
	}
	ctx := context.Background()
	var out string
	if op == "sanitize" {
		var types []string
		for _, t := range strings.Split(*entities, ",") {
			if t = strings.TrimSpace(t); t != "" {
				types = append(types, t)
			}
		}
		res, err := vault.Sanitize(ctx, string(input), types)
		if err != nil {
			fmt.Fprintf(stderr, "mcpython pii sanitize: %v\n", err)
			return 1
		}
		out = res.Text
	} else {
		res, err := vault.RestoreReport(ctx, string(input))
		if err != nil {
			fmt.Fprintf(stderr, "mcpython pii restore: %v\n", err)
			return 1
		}
		out = res.Text
		if len(res.Expired) > 0 {
			fmt.Fprintf(stderr, "mcpython pii restore: %d token(s) expired (the vault keeps its newest %d values) and stay as they are: %s\n",
				len(res.Expired), pii.DefaultMaxEntries, strings.Join(res.Expired, " "))
		}
	}
	if _, err := io.WriteString(stdout, out); err != nil {
		fmt.Fprintf(stderr, "mcpython pii: %v\n", err)
		return 1
	}
	return 0
}
