package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mcpython/mcpython/pii"
)

// maxPIIInput bounds what pii sanitize/restore read from stdin.
const maxPIIInput = 64 << 20

// newPIICmd is "mcpython pii": tokenize PII in stdin (sanitize) or put the
// values back (restore) with the data dir's vault, the text on stdout.
func newPIICmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pii sanitize | restore",
		Short: "Tokenize PII in stdin, or restore tokens, with the data dir's vault",
		Long: `Read text on stdin and write it to stdout with PII replaced by tokens (sanitize), or
with the tokens of this data dir's vault replaced by their values (restore). Tokens
are only restored by the vault that made them: the same data dir (or the same
MCPYTHON_VAULT_KEY and store).`,
		Args: cobra.ArbitraryArgs,
		RunE: subcommandOnly,
	}
	data := addDataFlags(cmd.PersistentFlags())
	var entities string
	sanitize := &cobra.Command{
		Use:     "sanitize [--entities TYPES]",
		Short:   "Replace PII in stdin by tokens, on stdout",
		Example: "  echo 'mail jane.roe@example.com' | mcpython pii sanitize --entities EMAIL",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return withVault(cmd, data, func(ctx context.Context, v *pii.Vault, input string) (string, error) {
				var types []string
				for _, t := range strings.Split(entities, ",") {
					if t = strings.TrimSpace(t); t != "" {
						types = append(types, t)
					}
				}
				res, err := v.Sanitize(ctx, input, types)
				return res.Text, err
			})
		},
	}
	sanitize.Flags().StringVar(&entities, "entities", "", "sanitize only these comma-separated `TYPES` such as EMAIL,PHONE (default: all)")
	restore := &cobra.Command{
		Use:   "restore",
		Short: "Replace this vault's tokens in stdin by their values, on stdout",
		Long: `Replace the tokens of this data dir's vault in stdin by their values, on stdout.
A token the vault does not know (made with another data dir or key) or no longer
keeps (expired) stays as it is, is named on stderr, and the exit status is 1.`,
		Example: "  mcpython pii restore < sanitized.txt",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var missing error
			err := withVault(cmd, data, func(ctx context.Context, v *pii.Vault, input string) (string, error) {
				res, err := v.RestoreReport(ctx, input)
				if err != nil {
					return "", err
				}
				missing = unrestored(res, data.dir())
				return res.Text, nil
			})
			if err != nil {
				return err
			}
			return missing
		},
	}
	cmd.AddCommand(sanitize, restore)
	return cmd
}

// withVault reads stdin, opens the data dir's vault, and writes what fn
// makes of the text to stdout.
func withVault(cmd *cobra.Command, data *dataFlags, fn func(context.Context, *pii.Vault, string) (string, error)) error {
	input, err := io.ReadAll(io.LimitReader(cmd.InOrStdin(), maxPIIInput+1))
	if err != nil {
		return fmt.Errorf("read stdin: %w", err)
	}
	if len(input) > maxPIIInput {
		return fmt.Errorf("input is over %d bytes", maxPIIInput)
	}
	dir := data.dir()
	db, err := openStoreFor(data.store, dir)
	if err != nil {
		return err
	}
	defer db.Close()
	vault, err := openVault(db, dir, pii.VaultOptions{})
	if err != nil {
		return err
	}
	out, err := fn(context.Background(), vault, string(input))
	if err != nil {
		return err
	}
	if _, err := io.WriteString(cmd.OutOrStdout(), out); err != nil {
		return fmt.Errorf("write stdout: %w", err)
	}
	return nil
}

// unrestored is the error for the tokens a restore left in the text:
// expired ones, and ones this vault never made; nil when there are none.
func unrestored(res pii.RestoreResult, dataDir string) error {
	expired := map[string]bool{}
	for _, t := range res.Expired {
		expired[t] = true
	}
	var unknown []string
	seen := map[string]bool{}
	for _, t := range tokensIn(res.Text) {
		if !expired[t] && !seen[t] {
			seen[t] = true
			unknown = append(unknown, t)
		}
	}
	var parts []string
	if len(unknown) > 0 {
		parts = append(parts, fmt.Sprintf("%d token(s) are not in the vault of %s and stay as they are: %s "+
			"(were they made with another --data-dir, --store or MCPYTHON_VAULT_KEY?)",
			len(unknown), dataDir, strings.Join(unknown, " ")))
	}
	if len(res.Expired) > 0 {
		parts = append(parts, fmt.Sprintf("%d token(s) expired (the vault keeps its newest %d values) and stay as they are: %s",
			len(res.Expired), pii.DefaultMaxEntries, strings.Join(res.Expired, " ")))
	}
	if len(parts) == 0 {
		return nil
	}
	return &cliError{status: 1, err: fmt.Errorf("%s", strings.Join(parts, "; "))}
}

// tokensIn returns the token-shaped strings of text ("[EMAIL_ABCD2345]"),
// in order.
func tokensIn(text string) []string {
	var out []string
	for i := 0; i < len(text); i++ {
		if text[i] != '[' {
			continue
		}
		end := strings.IndexByte(text[i:min(len(text), i+64)], ']')
		if end > 0 && pii.IsToken(text[i:i+end+1]) {
			out = append(out, text[i:i+end+1])
			i += end
		}
	}
	return out
}
