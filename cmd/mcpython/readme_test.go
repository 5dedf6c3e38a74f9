package main

import (
	"io"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// commandLineRE finds a command line in the README: "mcpython CMD …" up to
// the end of the code span or line.
var commandLineRE = regexp.MustCompile("mcpython ((?:serve|run|init|skills|pii|sessions|version)\\b[^`\\n#]*)")

// flagRE finds the long flags of a command line.
var flagRE = regexp.MustCompile(`(?:^|[\s\[])--([a-z][a-z-]*)`)

// TestReadmeCommandLines: every command line the README shows runs an
// existing command with flags that command has, and the "Command line"
// section names every command.
func TestReadmeCommandLines(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	root := newRootCmd(nil, io.Discard, io.Discard)
	matches := commandLineRE.FindAllStringSubmatch(string(data), -1)
	require.NotEmpty(t, matches)
	for _, m := range matches {
		line := m[1]
		t.Run(line, func(t *testing.T) {
			cmd, _, err := root.Find(strings.Fields(line))
			require.NoError(t, err)
			require.NotEqual(t, root, cmd, "no such command: mcpython %s", line)
			for _, f := range flagRE.FindAllStringSubmatch(line, -1) {
				name := f[1]
				ok := name == "help" || cmd.Flags().Lookup(name) != nil || cmd.InheritedFlags().Lookup(name) != nil
				assert.True(t, ok, "%s has no flag --%s", cmd.CommandPath(), name)
			}
		})
	}

	_, section, ok := strings.Cut(string(data), "\n## Command line\n")
	require.True(t, ok, "README has no Command line section")
	section, _, _ = strings.Cut(section, "\n## ")
	for _, c := range root.Commands() {
		if c.IsAvailableCommand() && c.Name() != "help" {
			assert.Contains(t, section, "mcpython "+c.Name(), "the Command line section does not show %s", c.Name())
		}
	}
}
