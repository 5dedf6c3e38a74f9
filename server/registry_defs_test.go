package server

import (
	"context"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/interp/stdlib"
	"github.com/mcpython/mcpython/registry"
	toolsregistry "github.com/mcpython/mcpython/tools_registry"
)

// sandboxCategories are the bundled categories that describe functions the
// server binds into runs (the rest, stdlib, describes the interpreter's
// standard library).
var sandboxCategories = map[string]bool{"workspace": true, "skills": true, "pii": true, "mcp": true}

// bundledDefinitions loads tools_registry as search_tools sees it.
func bundledDefinitions(t *testing.T) []registry.Tool {
	t.Helper()
	tools, problems, err := registry.LoadFS(toolsregistry.FS(), registry.SourceBundled, "tools_registry")
	require.NoError(t, err)
	require.Empty(t, problems)
	return tools
}

// resolves runs `setup` then the expression name in a run bound like
// execute_code's, and reports the error, if any.
func resolves(t *testing.T, f *fixture, setup, name string) *interp.Error {
	t.Helper()
	opts := interp.Options{Filename: "<check>"}
	release, err := f.env.Bind(context.Background(), &opts, BindRequest{})
	require.NoError(t, err)
	defer release()
	res := interp.Run(context.Background(), setup+"\n"+name+"\n", opts)
	return res.Error
}

// TestBundledDefinitionsAreBound: every definition of the sandbox's own
// functions names something a run can reach, and every builtin and module
// Env.Bind adds has a definition, so search_tools finds it.
func TestBundledDefinitionsAreBound(t *testing.T) {
	f := newFixture(t)
	defined := map[string]bool{}
	for _, d := range bundledDefinitions(t) {
		if !sandboxCategories[d.Category] {
			continue
		}
		defined[d.Name] = true
		t.Run(d.Category+"/"+d.Name, func(t *testing.T) {
			if mod, ok := strings.CutPrefix(d.Name, "import "); ok {
				// "import skills.NAME" documents the import hook
				err := resolves(t, f, `save_skill("probe", "X = 1\n", "d")`, "import "+strings.Replace(mod, "NAME", "probe", 1))
				assert.Nil(t, err, "%v", err)
				return
			}
			err := resolves(t, f, "import pathlib", d.Name)
			assert.Nil(t, err, "the definition %s names nothing a run has: %v", d.Name, err)
		})
	}

	opts := interp.Options{}
	release, err := f.env.Bind(context.Background(), &opts, BindRequest{})
	require.NoError(t, err)
	release()
	var bound []string
	for name := range opts.Builtins {
		bound = append(bound, name)
	}
	for name := range opts.Modules {
		bound = append(bound, name)
	}
	sort.Strings(bound)
	for _, name := range bound {
		if strings.HasPrefix(name, "_") {
			continue // private primitives under os and pathlib
		}
		found := defined[name]
		for d := range defined {
			found = found || strings.HasPrefix(d, name+".")
		}
		assert.True(t, found, "Env.Bind binds %q, which no definition in tools_registry describes", name)
	}
}

// stdlibUndocumented are the interpreter's public modules without a
// definition of their own, with the reason.
var stdlibUndocumented = map[string]string{
	"posixpath": "documented as os.path",
	"urllib":    "a package: urllib.parse is documented",
}

// TestStdlibDefinitionsExist: every stdlib definition imports and resolves
// in the interpreter, and every public module of its table has one.
func TestStdlibDefinitionsExist(t *testing.T) {
	f := newFixture(t)
	table := stdlib.Table()
	modules := map[string]bool{}
	for _, d := range bundledDefinitions(t) {
		if d.Category != "stdlib" {
			continue
		}
		// the longest dotted prefix that is a module of the table
		parts := strings.Split(d.Name, ".")
		mod := ""
		for i := len(parts); i > 0; i-- {
			if _, ok := table[strings.Join(parts[:i], ".")]; ok {
				mod = strings.Join(parts[:i], ".")
				break
			}
		}
		if mod == d.Name {
			modules[mod] = true
		}
		t.Run(d.Name, func(t *testing.T) {
			require.NotEmpty(t, mod, "the definition %s is in no module of the interpreter's standard library", d.Name)
			err := resolves(t, f, "import "+mod, d.Name)
			assert.Nil(t, err, "the definition %s names nothing the interpreter has: %v", d.Name, err)
		})
	}
	for name := range table {
		if strings.HasPrefix(name, "_") || strings.Contains(name, ".") {
			continue // private helpers and submodules
		}
		if _, ok := stdlibUndocumented[name]; ok {
			continue
		}
		assert.True(t, modules[name], "the interpreter has module %s, which tools_registry/stdlib does not describe", name)
	}
}
