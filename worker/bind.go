package worker

import (
	"context"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/skills"
	"github.com/mcpython/mcpython/workspace"
)

// Bind adds the surface's host functions and modules to opts: the same
// Python surface whether s holds the stores or stubs of them. release is
// called once the run has ended (it closes files the run left open).
func Bind(ctx context.Context, opts *interp.Options, s Surface) (release func()) {
	ws := workspace.PythonOn(ctx, s.FS)
	sk := skills.PythonOn(ctx, s.Skills)
	builtins := map[string]py.Object{}
	for k, v := range ws.Builtins {
		builtins[k] = v
	}
	for k, v := range sk.Builtins {
		builtins[k] = v
	}
	for k, v := range pii.PythonOn(ctx, s.Vault) {
		builtins[k] = v
	}
	for k, v := range registry.PythonOn(ctx, s.Tools, registry.PythonOptions{Restore: s.Restore, Protect: s.Protect}) {
		builtins[k] = v
	}
	for k, v := range opts.Builtins {
		builtins[k] = v
	}
	opts.Builtins = builtins
	modules := map[string]*py.ModuleDef{}
	for k, v := range ws.Modules {
		modules[k] = v
	}
	for k, v := range opts.Modules {
		modules[k] = v
	}
	opts.Modules = modules
	opts.Import = sk.Import
	return func() { ws.Close() }
}
