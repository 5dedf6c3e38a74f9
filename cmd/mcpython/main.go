// Command mcpython is a single MCP server that runs agent-written Python in
// a sandboxed interpreter, with a workspace, skills, PII tokenization and
// discovery of the user's other MCP tools.
//
// Flags and environment variables become plain config structs here, at the
// edge; nothing below main reads them.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

const usage = `usage: mcpython <command> [arguments]

commands:
  serve [flags]               run the MCP server on stdio (--http HOST:PORT for HTTP)
  run FILE.py | run -c CODE   run Python in the sandbox with default limits
  init [--client C] [--write] print (or add) the mcpython entry of an MCP client config
  skills export DIR | import DIR
                              exchange skills as Agent Skills folders (SKILL.md)
  pii sanitize | restore      tokenize or restore PII, stdin to stdout
  sessions list | show ID | delete ID
                              see and clear the execute_code sessions kept in the data dir
  version                     print the version

Run "mcpython <command> -h" for a command's flags.
`

// errFlagHelp is flag.ErrHelp: -h was asked, usage is printed, exit 0.
var errFlagHelp = flag.ErrHelp

func main() {
	if os.Getenv("GOGC") == "" {
		// Python code allocates many small short-lived objects; a larger
		// heap target halves the time spent in the collector (make bench
		// shows the effect). GOGC in the environment still wins.
		debug.SetGCPercent(400)
	}
	os.Exit(runMain(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func runMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "serve":
		return cmdServe(args[1:], stdin, stdout, stderr)
	case "run":
		return cmdRun(args[1:], stdin, stdout, stderr)
	case "init":
		return cmdInit(args[1:], stdout, stderr)
	case "skills":
		return cmdSkills(args[1:], stdout, stderr)
	case "pii":
		return cmdPII(args[1:], stdin, stdout, stderr)
	case "sessions":
		return cmdSessions(args[1:], stdout, stderr)
	case "worker":
		// hidden: started by serve --isolation process, speaks frames on stdio
		return cmdWorker(args[1:], stdin, stdout, stderr)
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

// exitForFlagError is the status after a flag parse error: 0 for -h.
func exitForFlagError(err error) int {
	if errors.Is(err, errFlagHelp) {
		return 0
	}
	return 2
}

// parseArgs parses flags that may come before or after the positional
// arguments ("skills export DIR --data-dir X"), returning the positional ones.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}
