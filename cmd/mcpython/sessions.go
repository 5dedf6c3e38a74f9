package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpython/mcpython/session"
	"github.com/mcpython/mcpython/store"
)

// newSessionsCmd is "mcpython sessions": list, show and delete the
// execute_code sessions kept in the data dir.
func newSessionsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "sessions list | show ID | delete ID",
		Short: "See and clear the execute_code sessions kept in the data dir",
		Long: `The sessions of execute_code calls (session_id) are kept in the data dir so that
they survive restarts. List them, show one's globals, or delete one.`,
		Args: cobra.ArbitraryArgs,
		RunE: subcommandOnly,
	}
	data := addDataFlags(cmd.PersistentFlags())
	list := &cobra.Command{
		Use:   "list",
		Short: "List the kept sessions: id, scope, when saved, size, globals",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return withStore(data, func(ctx context.Context, st store.Store) error {
				return listSessions(ctx, st, cmd.OutOrStdout(), cmd.ErrOrStderr())
			})
		},
	}
	show := &cobra.Command{
		Use:   "show ID",
		Short: "Show one session: its times, size and the names of its globals",
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withStore(data, func(ctx context.Context, st store.Store) error {
				return eachSession(ctx, st, args[0], func(s session.Stored) error {
					out := cmd.OutOrStdout()
					fmt.Fprintf(out, "id:       %s\nscope:    %s\ncreated:  %s\nsaved:    %s\nbytes:    %d\nglobals:  %s\n",
						s.ID, s.Scope, stamp(s.Created), stamp(s.Saved), s.Bytes, strings.Join(s.Names, ", "))
					if len(s.Dropped) > 0 {
						fmt.Fprintf(out, "not kept: %s\n", strings.Join(s.Dropped, ", "))
					}
					return nil
				})
			})
		},
	}
	del := &cobra.Command{
		Use:   "delete ID",
		Short: "Delete a session's saved state",
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withStore(data, func(ctx context.Context, st store.Store) error {
				return eachSession(ctx, st, args[0], func(s session.Stored) error {
					if err := session.Delete(ctx, st, s); err != nil {
						return err
					}
					fmt.Fprintf(cmd.OutOrStdout(), "deleted session %s (scope %s)\n", s.ID, s.Scope)
					return nil
				})
			})
		},
	}
	cmd.AddCommand(list, show, del)
	return cmd
}

// withStore opens the data dir's store for fn.
func withStore(data *dataFlags, fn func(context.Context, store.Store) error) error {
	st, err := openStoreFor(data.store, data.dir())
	if err != nil {
		return err
	}
	defer st.Close()
	return fn(context.Background(), st)
}

func listSessions(ctx context.Context, st store.Store, stdout, stderr io.Writer) error {
	list, err := session.List(ctx, st)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		fmt.Fprintln(stderr, "no sessions are kept")
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSCOPE\tSAVED\tBYTES\tGLOBALS")
	for _, s := range list {
		if s.Err != nil {
			fmt.Fprintf(tw, "?\t?\t%s\t%d\tunreadable: %v\n", stamp(s.Saved), s.Bytes, s.Err)
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\n", s.ID, s.Scope, stamp(s.Saved), s.Bytes, len(s.Names))
	}
	return tw.Flush()
}

// eachSession calls fn for every kept session with the id (one per scope).
func eachSession(ctx context.Context, st store.Store, id string, fn func(session.Stored) error) error {
	found, err := session.Find(ctx, st, id)
	if err != nil {
		return err
	}
	if len(found) == 0 {
		return fmt.Errorf("no session %q is kept (mcpython sessions list shows them)", id)
	}
	for _, s := range found {
		if err := fn(s); err != nil {
			return err
		}
	}
	return nil
}

func stamp(t time.Time) string { return t.Local().Format("2006-01-02 15:04:05") }
