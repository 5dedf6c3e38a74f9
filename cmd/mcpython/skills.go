package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/skills"
)

// cmdSkills exports the data dir's skills to a folder of Agent Skills
// (DIR/<name>/SKILL.md + scripts/) or imports such a folder.
func cmdSkills(args []string, stdout, stderr io.Writer) int {
	const use = "usage: mcpython skills export DIR | mcpython skills import DIR [--data-dir DIR]"
	fs := flag.NewFlagSet("skills", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dataDir := fs.String("data-dir", "", "data `DIR` (default ~/.mcpython, or $"+envDataDir+")")
	storeURL := addStoreFlag(fs)
	positional, err := parseArgs(fs, args)
	if err != nil {
		return exitForFlagError(err)
	}
	if len(positional) != 2 || (positional[0] != "export" && positional[0] != "import") {
		fmt.Fprintln(stderr, use)
		return 2
	}
	op, dir := positional[0], positional[1]
	db, err := openStoreFor(*storeURL, dataDirOf(*dataDir, osEnvironment()))
	if err != nil {
		fmt.Fprintf(stderr, "mcpython skills: %v\n", err)
		return 1
	}
	defer db.Close()
	lib, err := skills.New(db, interp.CheckPython)
	if err != nil {
		fmt.Fprintf(stderr, "mcpython skills: %v\n", err)
		return 1
	}
	ctx := context.Background()
	var names []string
	if op == "export" {
		names, err = lib.Export(ctx, dir)
	} else {
		names, err = lib.Import(ctx, dir)
	}
	for _, n := range names {
		fmt.Fprintln(stdout, n)
	}
	if err != nil {
		fmt.Fprintf(stderr, "mcpython skills %s: %v\n", op, err)
		return 1
	}
	verb := map[string]string{"export": "exported to", "import": "imported from"}[op]
	fmt.Fprintf(stderr, "%d skill(s) %s %s\n", len(names), verb, dir)
	return 0
}
