package server

import (
	"context"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/skills"
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
// release is called once when the run has ended (to close what the run left
// open); it is never nil when err is nil.
//
// It is a placeholder for now: the sandbox's Python surface arrives with its
// own change, and binds nothing yet.
func (e *Env) Bind(ctx context.Context, opts *interp.Options, req BindRequest) (release func(), err error) {
	return func() {}, nil
}
