package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/skills"
)

// newSkillsCmd is "mcpython skills": the data dir's skills to and from
// folders of Agent Skills (DIR/<name>/SKILL.md + scripts/).
func newSkillsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "skills export DIR | import DIR",
		Short: "Exchange skills with Agent Skills folders (DIR/<name>/SKILL.md)",
		Long: `Copy the data dir's saved skills out to Agent Skills folders (DIR/<name>/SKILL.md
with the code under scripts/), or save the skills of such folders into the data dir.`,
		Args: cobra.ArbitraryArgs,
		RunE: subcommandOnly,
	}
	data := addDataFlags(cmd.PersistentFlags())
	export := &cobra.Command{
		Use:     "export DIR",
		Short:   "Write every saved skill to DIR/<name>/ (SKILL.md and scripts/)",
		Example: "  mcpython skills export ~/agent-skills",
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withSkills(data, func(ctx context.Context, lib *skills.Library) error {
				names, err := lib.Export(ctx, args[0])
				for _, n := range names {
					fmt.Fprintln(cmd.OutOrStdout(), n)
				}
				if err != nil {
					return err
				}
				if len(names) == 0 {
					fmt.Fprintf(cmd.ErrOrStderr(), "no skills are saved in %s: nothing exported\n", data.dir())
					return nil
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "%d skill(s) exported to %s\n", len(names), args[0])
				return nil
			})
		},
	}
	imp := &cobra.Command{
		Use:   "import DIR",
		Short: "Save the skills of DIR/<name>/SKILL.md folders (or of DIR itself)",
		Long: `Save the skills of the Agent Skills folders in DIR (DIR/<name>/SKILL.md), or of DIR
itself when it holds a SKILL.md. A skill whose saved version already has the same
code and description is left as it is. The names saved are printed on stdout.`,
		Example: "  mcpython skills import ~/agent-skills",
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withSkills(data, func(ctx context.Context, lib *skills.Library) error {
				return importSkills(ctx, lib, args[0], cmd)
			})
		},
	}
	cmd.AddCommand(export, imp)
	return cmd
}

// withSkills opens the data dir's skill library for fn.
func withSkills(data *dataFlags, fn func(context.Context, *skills.Library) error) error {
	db, err := openStoreFor(data.store, data.dir())
	if err != nil {
		return err
	}
	defer db.Close()
	lib, err := skills.New(db, interp.CheckPython)
	if err != nil {
		return err
	}
	return fn(context.Background(), lib)
}

// importSkills imports dir and says how many skills were saved, left
// unchanged or refused.
func importSkills(ctx context.Context, lib *skills.Library, dir string, cmd *cobra.Command) error {
	found, err := countSkillFolders(dir)
	if err != nil {
		return err
	}
	if found == 0 {
		return fmt.Errorf("no skills in %s: want folders DIR/<name>/SKILL.md, or a SKILL.md in DIR itself", dir)
	}
	names, err := lib.Import(ctx, dir)
	for _, n := range names {
		fmt.Fprintln(cmd.OutOrStdout(), n)
	}
	failed := 0
	if err != nil {
		failed = 1
		if joined, ok := err.(interface{ Unwrap() []error }); ok {
			failed = len(joined.Unwrap())
		}
	}
	unchanged := max(0, found-len(names)-failed)
	fmt.Fprintf(cmd.ErrOrStderr(), "%d skill(s) imported from %s", len(names), dir)
	if unchanged > 0 {
		fmt.Fprintf(cmd.ErrOrStderr(), "; %d already saved with the same code and description, left as they are", unchanged)
	}
	if failed > 0 {
		fmt.Fprintf(cmd.ErrOrStderr(), "; %d refused", failed)
	}
	fmt.Fprintln(cmd.ErrOrStderr())
	return err
}

// countSkillFolders counts the folders Import reads: dir itself when it
// holds a SKILL.md, else its non-hidden subfolders that do.
func countSkillFolders(dir string) (int, error) {
	if isRegular(filepath.Join(dir, "SKILL.md")) {
		return 1, nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") && isRegular(filepath.Join(dir, e.Name(), "SKILL.md")) {
			n++
		}
	}
	return n, nil
}

func isRegular(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}
