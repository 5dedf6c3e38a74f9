package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/server"
)

// runFlags are run's flags.
type runFlags struct {
	code    string
	timeout durationValue
	memory  sizeValue
	data    *dataFlags
}

// newRunCmd is "mcpython run": a file, stdin or a -c string in the
// sandbox, its output and, after an error, the traceback; the exit status
// is the program's (1 after an uncaught exception).
func newRunCmd() *cobra.Command {
	f := &runFlags{timeout: durationValue(server.DefaultTimeout), memory: sizeValue(server.DefaultMemory)}
	cmd := &cobra.Command{
		Use:   "run [flags] FILE.py | - | -c CODE",
		Short: "Run Python in the sandbox (FILE.py, - for stdin, or -c CODE)",
		Long: `Run a Python file (or - for stdin, or -c CODE) in the sandbox with execute_code's
limits. With --data-dir (or $` + envDataDir + `) the run gets the same workspace, skills,
PII functions and tools as serve on that data dir; without it, only the interpreter
and its standard library.`,
		Example: `  mcpython run script.py
  mcpython run -c 'print(sum(range(10)))' --timeout 2 --memory 512MiB
  mcpython run --data-dir ~/.mcpython -c 'print(list_files())'`,
		Args: func(cmd *cobra.Command, args []string) error {
			switch {
			case f.code != "" && len(args) > 0:
				return usageErrorf("give a FILE or -c CODE, not both")
			case f.code == "" && len(args) != 1:
				return usageErrorf("want FILE.py, - or -c CODE")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return f.run(cmd, args) },
	}
	fs := cmd.Flags()
	fs.StringVarP(&f.code, "code", "c", "", "run `CODE` instead of a file")
	fs.Var(&f.timeout, "timeout", "maximum run time: seconds (30) or a duration (30s, 2m)")
	fs.Var(&f.memory, "memory", "maximum accounted memory: bytes or 256MiB, 1GB, …")
	f.data = addDataFlags(fs)
	fs.Lookup("data-dir").Usage = "give the run the workspace, skills, PII vault and tools of data `DIR` (or $" + envDataDir + "); none by default"
	return cmd
}

func (f *runFlags) run(cmd *cobra.Command, args []string) error {
	src, filename := f.code, "<code>"
	if src == "" {
		filename = args[0]
		var data []byte
		var err error
		if filename == "-" {
			filename = "<stdin>" // as CPython names it
			data, err = io.ReadAll(cmd.InOrStdin())
		} else {
			data, err = os.ReadFile(filename)
		}
		if err != nil {
			return configError(err)
		}
		src = string(data)
	}
	if time.Duration(f.timeout) <= 0 || f.memory <= 0 {
		return configError(fmt.Errorf("--timeout and --memory must be positive"))
	}
	limitHeapToRun(int64(f.memory))
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()
	stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
	opts := interp.Options{
		Filename: filename,
		Limits:   interp.Limits{MaxDuration: time.Duration(f.timeout), MaxMemory: int64(f.memory), MaxOutput: 1 << 30},
		Stdout:   stdout,
		Stderr:   stderr,
	}
	withData := f.data.dataDir != "" || os.Getenv(envDataDir) != ""
	if withData {
		sf := newServeFlags()
		sf.dataDir, sf.store = f.data.dataDir, f.data.store
		cfg, err := sf.config(osEnvironment())
		if err != nil {
			return configError(err)
		}
		log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
		st, err := openStores(cfg, log)
		if err != nil {
			return err
		}
		defer st.close(log)
		release, err := st.env.Bind(ctx, &opts, server.BindRequest{})
		if err != nil {
			return err
		}
		defer release()
	}
	res := interp.Run(ctx, src, opts)
	if res.Error != nil {
		fmt.Fprint(stderr, res.FormatError())
		if res.Error.GoStack != "" {
			fmt.Fprint(stderr, res.Error.GoStack)
		}
		if !withData && needsDataDir(res.Error) {
			fmt.Fprintf(stderr, "mcpython run: this run has no workspace, skills, PII vault or tools; "+
				"give it those of serve with --data-dir DIR (or $%s)\n", envDataDir)
		}
	}
	if res.ExitCode != 0 {
		return exitStatus(res.ExitCode)
	}
	return nil
}

// dataDirNames are the names and modules a data dir binds into a run
// (server.Env.Bind); without one, using them fails.
var dataDirNames = []string{
	"'open'", "'read_file'", "'write_file'", "'list_files'", "'delete_file'",
	"'save_skill'", "'load_skill'", "'list_skills'", "'delete_skill'", "'skills",
	"'sanitize_pii'", "'restore_pii'", "'detect_pii'", "'pii'",
	"'search_tools'", "'get_tool_definition'", "'call_mcp_tool'", "'tools'",
	"workspace",
}

// needsDataDir reports whether err came from using what only a data dir
// provides.
func needsDataDir(err *interp.Error) bool {
	switch err.Type {
	case "NameError", "ModuleNotFoundError", "ImportError", "NotImplementedError":
	default:
		return false
	}
	for _, n := range dataDirNames {
		if strings.Contains(err.Message, n) {
			return true
		}
	}
	return false
}
