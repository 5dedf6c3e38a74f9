package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// cliError is an error with the exit status it ends the command with.
// usage adds a pointer to the command's --help; a nil err means the
// command has already said what went wrong (a Python traceback).
type cliError struct {
	status int
	err    error
	usage  bool
}

func (e *cliError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.status)
	}
	return e.err.Error()
}

func (e *cliError) Unwrap() error { return e.err }

// usageErrorf is a mistake in the command line: exit status 2.
func usageErrorf(format string, args ...any) error {
	return &cliError{status: 2, err: fmt.Errorf(format, args...), usage: true}
}

// configError is a bad setting (flag value, config file): exit status 2.
func configError(err error) error { return &cliError{status: 2, err: err} }

// exitStatus ends the command with status, its reason already reported.
func exitStatus(status int) error { return &cliError{status: status} }

// newRootCmd builds the command tree of one invocation over its streams.
func newRootCmd(stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "mcpython",
		Short: "One MCP server that runs agent-written Python in a sandbox",
		Long: `mcpython is an MCP server whose execute_code tool runs agent-written Python in a
sandboxed interpreter, with a workspace, skills, PII tokenization and discovery of
the user's other MCP tools. The data dir (default ~/.mcpython, or $` + envDataDir + `)
holds what persists.`,
		Version:       version,
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          cobra.ArbitraryArgs,
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageErrorf("unknown command %q", args[0])
			}
			return usageErrorf("missing command")
		},
	}
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetVersionTemplate("mcpython {{.Version}}\n")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageErrorf("%v", err) })
	root.CompletionOptions.DisableDefaultCmd = true
	root.AddCommand(newServeCmd(), newRunCmd(), newInitCmd(), newSkillsCmd(), newPIICmd(),
		newSessionsCmd(), newVersionCmd(), newWorkerCmd())
	return root
}

// runMain runs one command line and returns the exit status: 0, 1 when
// the command failed, 2 for a usage or configuration mistake, or the
// status of a Python program's SystemExit.
func runMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRootCmd(stdin, stdout, stderr)
	if len(args) == 0 {
		fmt.Fprint(stderr, root.UsageString())
		return 2
	}
	root.SetArgs(legacyLongFlags(root, args))
	cmd, err := root.ExecuteC()
	return report(cmd, err, stderr)
}

// report writes err for the user and returns the exit status.
func report(cmd *cobra.Command, err error, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	var ce *cliError
	if !errors.As(err, &ce) {
		fmt.Fprintf(stderr, "%s: %v\n", cmd.CommandPath(), err)
		return 1
	}
	if ce.err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", cmd.CommandPath(), ce.err)
	}
	if ce.usage {
		fmt.Fprintf(stderr, "usage: %s\nRun '%s --help' for more.\n", usageLine(cmd), cmd.CommandPath())
	}
	return ce.status
}

// usageLine is the command's synopsis: its own, or its subcommands'.
func usageLine(cmd *cobra.Command) string {
	if !cmd.HasAvailableSubCommands() {
		return cmd.UseLine()
	}
	var uses []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			uses = append(uses, c.Use)
		}
	}
	return cmd.CommandPath() + " " + strings.Join(uses, " | ")
}

// legacyLongFlags turns "-name" and "-name=value" into "--name…" for the
// long flags of the command the arguments run: the standard flag package,
// which this CLI used before cobra, accepted one dash, and scripts and
// client configs may still pass it.
func legacyLongFlags(root *cobra.Command, args []string) []string {
	cmd, _, err := root.Find(args)
	if err != nil {
		return args
	}
	known := func(name string) bool {
		return name == "help" || cmd.Flags().Lookup(name) != nil || cmd.InheritedFlags().Lookup(name) != nil
	}
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' {
			if name, _, _ := strings.Cut(a[1:], "="); len(name) > 1 && known(name) {
				a = "-" + a
			}
		}
		out = append(out, a)
	}
	return out
}

// noArgs refuses positional arguments as a usage error.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usageErrorf("%s takes no arguments, got %q", cmd.Name(), args)
	}
	return nil
}

// exactArgs wants n positional arguments, named in the usage line.
func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usageErrorf("want %d argument(s), got %d", n, len(args))
		}
		return nil
	}
}

// subcommandOnly is the RunE of a command that only groups subcommands.
func subcommandOnly(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usageErrorf("unknown subcommand %q", args[0])
	}
	return usageErrorf("missing subcommand")
}

// dataFlags are the --data-dir and --store flags of the commands that open
// the data dir.
type dataFlags struct {
	dataDir string
	store   string
}

func addDataFlags(fs *pflag.FlagSet) *dataFlags {
	d := &dataFlags{}
	fs.StringVar(&d.dataDir, "data-dir", "", "data `DIR` (default ~/.mcpython, or $"+envDataDir+")")
	addStoreFlag(fs, &d.store)
	return d
}

// dir is the data dir the flags and the environment name.
func (d *dataFlags) dir() string { return dataDirOf(d.dataDir, osEnvironment()) }
