// Command mcpython is a single MCP server that runs agent-written Python in
// a sandboxed interpreter. Subcommands: run, version (serve, init, skills and
// pii arrive with their issues).
package main

import (
	"fmt"
	"io"
	"os"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

const usage = `usage: mcpython <command> [arguments]

commands:
  run FILE.py | run -c CODE   run Python in the sandbox with default limits
  version                     print the version
`

func main() {
	os.Exit(runMain(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func runMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "run":
		return cmdRun(args[1:], stdin, stdout, stderr)
	case "version", "--version", "-v":
		fmt.Fprintln(stdout, "mcpython", version)
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "mcpython: unknown command %q\n\n%s", args[0], usage)
	return 2
}
