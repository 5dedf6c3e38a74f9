package server

import (
	"context"

	"github.com/mcpython/mcpython/interp"
)

// runOptions builds the interp.Options of one execute_code run: its limits,
// filename, session namespace, and the Python surface the environment binds.
// release must be called when the run has ended.
func (s *Server) runOptions(ctx context.Context, req ExecRequest, ns *interp.Namespace) (opts interp.Options, release func(), err error) {
	opts = interp.Options{
		Limits: interp.Limits{
			MaxDuration: req.Timeout,
			MaxMemory:   s.opts.Memory,
			MaxOutput:   s.opts.MaxOutput,
		},
		Filename:  "<code>",
		Namespace: ns,
	}
	release, err = s.env.Bind(ctx, &opts, BindRequest{
		AllowedTools: req.AllowedTools,
		Sanitize:     req.Sanitize,
		SessionID:    req.SessionID,
	})
	if err != nil {
		return interp.Options{}, nil, err
	}
	for name, v := range s.plantedBuiltins {
		opts.Builtins[name] = v
	}
	return opts, release, nil
}
