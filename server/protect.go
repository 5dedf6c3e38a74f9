package server

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// protectWithin is protect inside what is left of the run's time limit
// (the run and the protection of its output share it), reporting how long
// the protection took.
func (s *Server) protectWithin(ctx context.Context, out *execOutput, left time.Duration) (time.Duration, error) {
	start := time.Now()
	pctx, cancel := context.WithTimeout(ctx, max(left, 0))
	defer cancel()
	err := s.protect(pctx, out)
	if err == nil {
		// the vault checks its context between batches: a last batch that
		// ends past the limit still counts
		err = pctx.Err()
	}
	took := time.Since(start)
	if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
		err = fmt.Errorf("protecting it took past the run's time limit (the run and sanitize_output share it): %w", err)
	}
	return took, err
}

// protect replaces the personal data in a run's output with vault tokens:
// stdout, stderr, the result and the error's message and traceback. Tokens
// already in the output (the code printed sanitized data) pass through.
func (s *Server) protect(ctx context.Context, out *execOutput) error {
	fields := []*string{&out.Stdout, &out.Stderr, out.Result}
	if out.Error != nil {
		fields = append(fields, &out.Error.Message, &out.Error.Traceback)
	}
	for _, f := range fields {
		if f == nil || *f == "" {
			continue
		}
		r, err := s.env.Vault.Protect(ctx, *f, nil)
		if err != nil {
			return fmt.Errorf("protect output: %w", err)
		}
		*f = r.Text
	}
	return nil
}
