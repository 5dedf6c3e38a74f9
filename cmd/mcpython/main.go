// Command mcpython is a single MCP server that runs agent-written Python in
// a sandboxed interpreter, with a workspace, skills, PII tokenization and
// discovery of the user's other MCP tools.
//
// The command line is parsed with cobra (cli.go): flags and environment
// variables become plain config structs here, at the edge; nothing below
// main reads them.
package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	setDefaultGC()
	os.Exit(runMain(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// newVersionCmd is "mcpython version" (also --version and -v).
func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version",
		Args:  noArgs,
		Run: func(cmd *cobra.Command, _ []string) {
			fmt.Fprintln(cmd.OutOrStdout(), "mcpython", version)
		},
	}
}
