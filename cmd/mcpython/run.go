package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// cmdRun runs a file or a -c string in the sandbox, printing its output
// and, on an error, the traceback; the exit status is 1 after an error.
func cmdRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	code := fs.String("c", "", "run `CODE` instead of a file")
	timeout := fs.Duration("timeout", 30*time.Second, "maximum run time")
	memory := fs.Int64("memory", 256<<20, "maximum accounted memory in bytes")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	src := *code
	filename := "<code>"
	if src == "" {
		if fs.NArg() != 1 {
			fmt.Fprintln(stderr, "usage: mcpython run FILE.py | mcpython run -c CODE")
			return 2
		}
		filename = fs.Arg(0)
		var data []byte
		var err error
		if filename == "-" {
			data, err = io.ReadAll(stdin)
		} else {
			data, err = os.ReadFile(filename)
		}
		if err != nil {
			fmt.Fprintf(stderr, "mcpython: %v\n", err)
			return 2
		}
		src = string(data)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res := interp.Run(ctx, src, interp.Options{
		Filename: filename,
		Limits:   interp.Limits{MaxDuration: *timeout, MaxMemory: *memory, MaxOutput: 1 << 30},
		Stdout:   stdout,
		Stderr:   stderr,
	})
	if res.Error != nil {
		fmt.Fprint(stderr, res.FormatError())
		if res.Error.GoStack != "" {
			fmt.Fprint(stderr, res.Error.GoStack)
		}
	}
	return res.ExitCode
}
