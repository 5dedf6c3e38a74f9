package server

import (
	"context"
	"fmt"
)

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
