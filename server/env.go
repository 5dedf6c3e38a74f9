package server

import (
	"context"
	"fmt"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/skills"
	"github.com/mcpython/mcpython/worker"
	"github.com/mcpython/mcpython/workspace"
)

// Env is what the sandbox can reach: the stores behind the tools, shared by
// every run. All fields are required by New. An Env is safe for concurrent
// use (each store is).
type Env struct {
	Workspace *workspace.Workspace
	Skills    *skills.Library
	Vault     *pii.Vault
	Registry  *registry.Registry
}

// BindRequest is what one run asks of the environment.
type BindRequest struct {
	// AllowedTools are execute_code's allowed_tools globs; nil allows every
	// tool the policy allows (see registry.View).
	AllowedTools []string
	// Sanitize asks that values coming back from host functions be
	// protected like the run's output.
	Sanitize bool
	// SessionID is the run's session, "" for a one-off run.
	SessionID string
}

// Bind gives a run its Python surface: host functions and modules over the
// workspace, skills, PII vault and registry, added to opts. The returned
// release is called once when the run has ended (to close files the run left
// open); it is never nil when err is nil.
func (e *Env) Bind(ctx context.Context, opts *interp.Options, req BindRequest) (release func(), err error) {
	view, err := e.Registry.View(req.AllowedTools)
	if err != nil {
		return nil, fmt.Errorf("allowed_tools: %w", err)
	}
	return worker.Bind(ctx, opts, e.surface(view, req.Sanitize)), nil
}

// surface is the run's Python surface over the real stores, for runs in
// this process and for answering a worker's host calls.
func (e *Env) surface(view *registry.View, sanitize bool) worker.Surface {
	s := worker.Surface{
		FS:     e.Workspace,
		Skills: e.Skills,
		Vault:  e.Vault.Surface(),
		Tools:  view,
		// tokens the model passes to downstream tools are restored right
		// before the call; results are tokenized when the run's output is
		// protected
		Restore: e.Vault.Restore,
	}
	if sanitize {
		s.Protect = func(ctx context.Context, text string) (string, error) {
			r, err := e.Vault.Protect(ctx, text, nil)
			return r.Text, err
		}
	}
	return s
}
