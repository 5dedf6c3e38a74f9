package worker

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/skills"
	"github.com/mcpython/mcpython/workspace"
)

// client makes host calls from the worker over its pipes, one at a time.
type client struct {
	mu          sync.Mutex
	in          *inbox
	out         io.Writer
	maxFileSize int64
}

// call sends op with args and decodes the answer into out (nil: ignored).
func (c *client) call(ctx context.Context, op string, args, out any) error {
	data, err := json.Marshal(args)
	if err != nil {
		return fmt.Errorf("host call %s: encode arguments: %w", op, err)
	}
	hc := &hostCall{Op: op, Args: data}
	if d, ok := ctx.Deadline(); ok {
		hc.Deadline = d.UnixNano()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := writeFrame(c.out, &frame{Kind: "call", Call: hc}); err != nil {
		return fmt.Errorf("host call %s: %w", op, err)
	}
	f, err := c.in.next()
	if err != nil {
		return fmt.Errorf("host call %s: %w", op, err)
	}
	if f.Kind != "reply" || f.Reply == nil {
		return fmt.Errorf("host call %s: the server answered with a %q frame", op, f.Kind)
	}
	if f.Reply.Err != nil {
		return f.Reply.Err.decode()
	}
	if out == nil {
		return nil
	}
	if err := decodeNumbers(f.Reply.Value, out); err != nil {
		return fmt.Errorf("host call %s: decode answer: %w", op, err)
	}
	return nil
}

// surface is the run's Python surface over host calls.
func (c *client) surface(sanitize bool) Surface {
	s := Surface{
		FS:     stubFS{c},
		Skills: stubSkills{c},
		Vault:  stubVault{c},
		Tools:  stubTools{c},
		Restore: func(ctx context.Context, text string) (string, error) {
			return stubVault{c}.Restore(ctx, text)
		},
	}
	if sanitize {
		s.Protect = func(ctx context.Context, text string) (string, error) {
			var out string
			err := c.call(ctx, opProtect, textArgs{Text: text}, &out)
			return out, err
		}
	}
	return s
}

type stubFS struct{ c *client }

var _ workspace.FS = stubFS{}

func (s stubFS) bytes(ctx context.Context, op, path string) ([]byte, error) {
	var out []byte
	err := s.c.call(ctx, op, pathArgs{Path: path}, &out)
	if err == nil && out == nil {
		out = []byte{}
	}
	return out, err
}

func (s stubFS) boolean(ctx context.Context, op, path string) (bool, error) {
	var out bool
	err := s.c.call(ctx, op, pathArgs{Path: path}, &out)
	return out, err
}

func (s stubFS) infos(ctx context.Context, op, path string) ([]workspace.FileInfo, error) {
	var out []workspace.FileInfo
	err := s.c.call(ctx, op, pathArgs{Path: path}, &out)
	return out, err
}

func (s stubFS) Read(ctx context.Context, path string) ([]byte, error) {
	return s.bytes(ctx, opRead, path)
}

func (s stubFS) Write(ctx context.Context, path string, data []byte) error {
	return s.c.call(ctx, opWrite, pathArgs{Path: path, Data: data}, nil)
}

func (s stubFS) Append(ctx context.Context, path string, data []byte) error {
	return s.c.call(ctx, opAppend, pathArgs{Path: path, Data: data}, nil)
}

func (s stubFS) WriteExclusive(ctx context.Context, path string, data []byte) error {
	return s.c.call(ctx, opWriteExcl, pathArgs{Path: path, Data: data}, nil)
}

func (s stubFS) Ensure(ctx context.Context, path string) ([]byte, error) {
	return s.bytes(ctx, opEnsure, path)
}

func (s stubFS) Stat(ctx context.Context, path string) (workspace.FileInfo, error) {
	var out workspace.FileInfo
	err := s.c.call(ctx, opStat, pathArgs{Path: path}, &out)
	return out, err
}

func (s stubFS) Exists(ctx context.Context, path string) (bool, error) {
	return s.boolean(ctx, opExists, path)
}

func (s stubFS) IsFile(ctx context.Context, path string) (bool, error) {
	return s.boolean(ctx, opIsFile, path)
}

func (s stubFS) IsDir(ctx context.Context, path string) (bool, error) {
	return s.boolean(ctx, opIsDir, path)
}

func (s stubFS) ReadDir(ctx context.Context, dir string) ([]workspace.FileInfo, error) {
	return s.infos(ctx, opReadDir, dir)
}

func (s stubFS) List(ctx context.Context, prefix string) ([]workspace.FileInfo, error) {
	return s.infos(ctx, opList, prefix)
}

func (s stubFS) Glob(ctx context.Context, pattern string) ([]workspace.FileInfo, error) {
	return s.infos(ctx, opGlob, pattern)
}

func (s stubFS) Delete(ctx context.Context, path string) error {
	return s.c.call(ctx, opDelete, pathArgs{Path: path}, nil)
}

func (s stubFS) Rmdir(ctx context.Context, path string) error {
	return s.c.call(ctx, opRmdir, pathArgs{Path: path}, nil)
}

func (s stubFS) Mkdir(ctx context.Context, path string, opts workspace.MkdirOptions) error {
	return s.c.call(ctx, opMkdir, mkdirArgs{Path: path, Opts: opts}, nil)
}

func (s stubFS) MaxFileSize() int64 { return s.c.maxFileSize }

type stubSkills struct{ c *client }

var _ skills.Store = stubSkills{}

func (s stubSkills) Save(ctx context.Context, name, code, description string) (skills.Skill, error) {
	var out skills.Skill
	err := s.c.call(ctx, opSkillSave, skillArgs{Name: name, Code: code, Description: description}, &out)
	return out, err
}

func (s stubSkills) Load(ctx context.Context, name string, version int) (skills.Skill, error) {
	var out skills.Skill
	err := s.c.call(ctx, opSkillLoad, skillArgs{Name: name, Version: version}, &out)
	return out, err
}

func (s stubSkills) List(ctx context.Context) ([]skills.Summary, error) {
	var out []skills.Summary
	err := s.c.call(ctx, opSkillList, nil, &out)
	return out, err
}

func (s stubSkills) Delete(ctx context.Context, name string) error {
	return s.c.call(ctx, opSkillDelete, skillArgs{Name: name}, nil)
}

type stubVault struct{ c *client }

var _ pii.PythonVault = stubVault{}

func (s stubVault) Sanitize(ctx context.Context, text string, types []string) (string, error) {
	var out string
	err := s.c.call(ctx, opSanitize, textArgs{Text: text, Types: types}, &out)
	return out, err
}

func (s stubVault) Restore(ctx context.Context, text string) (string, error) {
	var out string
	err := s.c.call(ctx, opRestore, textArgs{Text: text}, &out)
	return out, err
}

func (s stubVault) Detect(ctx context.Context, text string, types []string) ([]pii.Entity, error) {
	var out []pii.Entity
	err := s.c.call(ctx, opDetect, textArgs{Text: text, Types: types}, &out)
	return out, err
}

type stubTools struct{ c *client }

var _ registry.PythonTools = stubTools{}

func (s stubTools) Search(ctx context.Context, q registry.Query) (registry.Result, error) {
	var out registry.Result
	err := s.c.call(ctx, opSearch, q, &out)
	return out, err
}

func (s stubTools) Definition(ctx context.Context, name, category string) (registry.Tool, error) {
	var out registry.Tool
	err := s.c.call(ctx, opDefinition, defArgs{Name: name, Category: category}, &out)
	return out, err
}

func (s stubTools) Call(ctx context.Context, name string, args map[string]any) (registry.CallResult, error) {
	var out registry.CallResult
	err := s.c.call(ctx, opCall, callArgs{Name: name, Args: args, Limit: registry.ResultLimit(ctx)}, &out)
	return out, err
}

func (s stubTools) Namespace(ctx context.Context) []registry.NamespaceServer {
	var out []registry.NamespaceServer
	if err := s.c.call(ctx, opNamespace, nil, &out); err != nil {
		return nil
	}
	return out
}
