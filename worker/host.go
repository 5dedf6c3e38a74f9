package worker

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/skills"
	"github.com/mcpython/mcpython/workspace"
)

// Surface is what a run's Python code reaches: the workspace, skills, PII
// vault and tools, with the PII functions tool calls use. In the server's
// process these are the real stores; in a worker, stubs over host calls.
type Surface struct {
	FS     workspace.FS
	Skills skills.Store
	Vault  pii.PythonVault
	Tools  registry.PythonTools
	// Restore replaces PII tokens in tool arguments (nil: none).
	Restore func(ctx context.Context, s string) (string, error)
	// Protect tokenizes strings of tool results (nil: the run's output is
	// not protected).
	Protect func(ctx context.Context, s string) (string, error)
}

// Host operations, answered by the server for the worker's stubs.
const (
	opRead      = "ws.read"
	opWrite     = "ws.write"
	opAppend    = "ws.append"
	opWriteExcl = "ws.write_exclusive"
	opEnsure    = "ws.ensure"
	opStat      = "ws.stat"
	opExists    = "ws.exists"
	opIsFile    = "ws.is_file"
	opIsDir     = "ws.is_dir"
	opReadDir   = "ws.read_dir"
	opList      = "ws.list"
	opGlob      = "ws.glob"
	opDelete    = "ws.delete"
	opRmdir     = "ws.rmdir"
	opMkdir     = "ws.mkdir"

	opSkillSave   = "skills.save"
	opSkillLoad   = "skills.load"
	opSkillList   = "skills.list"
	opSkillDelete = "skills.delete"

	opSanitize = "pii.sanitize"
	opRestore  = "pii.restore"
	opDetect   = "pii.detect"
	opProtect  = "pii.protect"

	opSearch     = "tools.search"
	opDefinition = "tools.definition"
	opCall       = "tools.call"
	opNamespace  = "tools.namespace"
)

// pathArgs and friends are the arguments of host operations.
type pathArgs struct {
	Path string `json:"path"`
	Data []byte `json:"data,omitempty"`
}

type mkdirArgs struct {
	Path string                 `json:"path"`
	Opts workspace.MkdirOptions `json:"opts"`
}

type skillArgs struct {
	Name        string `json:"name"`
	Code        string `json:"code,omitempty"`
	Description string `json:"description,omitempty"`
	Version     int    `json:"version,omitempty"`
}

type textArgs struct {
	Text  string   `json:"text"`
	Types []string `json:"types,omitempty"`
}

type defArgs struct {
	Name     string `json:"name"`
	Category string `json:"category,omitempty"`
}

type callArgs struct {
	Name string         `json:"name"`
	Args map[string]any `json:"args"`
	// Limit bounds the tool's result: the run's remaining memory.
	Limit int64 `json:"limit,omitempty"`
}

// serve answers one host call with the server's surface s.
func serve(ctx context.Context, s Surface, c *hostCall) *hostReply {
	if c.Deadline != 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, time.Unix(0, c.Deadline))
		defer cancel()
	}
	v, toPy, err := dispatch(ctx, s, c)
	if err != nil {
		return &hostReply{Err: encodeError(err, toPy)}
	}
	data, err := json.Marshal(v)
	if err != nil {
		return &hostReply{Err: &wireError{Msg: fmt.Sprintf("encode the answer to %s: %v", c.Op, err)}}
	}
	return &hostReply{Value: data}
}

// dispatch runs the operation; toPy is the package's conversion of its
// errors to Python exceptions, for errors that need more than a sentinel.
func dispatch(ctx context.Context, s Surface, c *hostCall) (v any, toPy func(error) error, err error) {
	decode := func(into any) error {
		if err := json.Unmarshal(c.Args, into); err != nil {
			return fmt.Errorf("host call %s: bad arguments: %w", c.Op, err)
		}
		return nil
	}
	var p pathArgs
	switch c.Op {
	case opRead, opWrite, opAppend, opWriteExcl, opEnsure, opStat, opExists, opIsFile, opIsDir,
		opReadDir, opList, opGlob, opDelete, opRmdir:
		if err := decode(&p); err != nil {
			return nil, nil, err
		}
		toPy = workspace.PythonError
	}
	switch c.Op {
	case opRead:
		v, err = s.FS.Read(ctx, p.Path)
	case opWrite:
		err = s.FS.Write(ctx, p.Path, p.Data)
	case opAppend:
		err = s.FS.Append(ctx, p.Path, p.Data)
	case opWriteExcl:
		err = s.FS.WriteExclusive(ctx, p.Path, p.Data)
	case opEnsure:
		v, err = s.FS.Ensure(ctx, p.Path)
	case opStat:
		v, err = s.FS.Stat(ctx, p.Path)
	case opExists:
		v, err = s.FS.Exists(ctx, p.Path)
	case opIsFile:
		v, err = s.FS.IsFile(ctx, p.Path)
	case opIsDir:
		v, err = s.FS.IsDir(ctx, p.Path)
	case opReadDir:
		v, err = s.FS.ReadDir(ctx, p.Path)
	case opList:
		v, err = s.FS.List(ctx, p.Path)
	case opGlob:
		v, err = s.FS.Glob(ctx, p.Path)
	case opDelete:
		err = s.FS.Delete(ctx, p.Path)
	case opRmdir:
		err = s.FS.Rmdir(ctx, p.Path)
	case opMkdir:
		var a mkdirArgs
		if err := decode(&a); err != nil {
			return nil, nil, err
		}
		return nil, workspace.PythonError, s.FS.Mkdir(ctx, a.Path, a.Opts)

	case opSkillSave, opSkillLoad, opSkillList, opSkillDelete:
		var a skillArgs
		if c.Op != opSkillList {
			if err := decode(&a); err != nil {
				return nil, nil, err
			}
		}
		switch c.Op {
		case opSkillSave:
			v, err = s.Skills.Save(ctx, a.Name, a.Code, a.Description)
		case opSkillLoad:
			v, err = s.Skills.Load(ctx, a.Name, a.Version)
		case opSkillList:
			v, err = s.Skills.List(ctx)
		default:
			err = s.Skills.Delete(ctx, a.Name)
		}

	case opSanitize, opRestore, opDetect, opProtect:
		var a textArgs
		if err := decode(&a); err != nil {
			return nil, nil, err
		}
		switch c.Op {
		case opSanitize:
			v, err = s.Vault.Sanitize(ctx, a.Text, a.Types)
		case opRestore:
			v, err = s.Vault.Restore(ctx, a.Text)
		case opDetect:
			v, err = s.Vault.Detect(ctx, a.Text, a.Types)
		default:
			if s.Protect == nil {
				return nil, nil, fmt.Errorf("this run does not protect its output")
			}
			v, err = s.Protect(ctx, a.Text)
		}

	case opSearch:
		var q registry.Query
		if err := decode(&q); err != nil {
			return nil, nil, err
		}
		v, err = s.Tools.Search(ctx, q)
		toPy = registry.PythonError
	case opDefinition:
		var a defArgs
		if err := decode(&a); err != nil {
			return nil, nil, err
		}
		v, err = s.Tools.Definition(ctx, a.Name, a.Category)
		toPy = registry.PythonError
	case opCall:
		var a callArgs
		if err := decodeNumbers(c.Args, &a); err != nil {
			return nil, nil, fmt.Errorf("host call %s: bad arguments: %w", c.Op, err)
		}
		cctx := ctx
		if a.Limit > 0 {
			cctx = registry.WithResultLimit(ctx, a.Limit)
		}
		v, err = s.Tools.Call(cctx, a.Name, a.Args)
		toPy = registry.PythonError
	case opNamespace:
		v = s.Tools.Namespace(ctx)
	default:
		return nil, nil, fmt.Errorf("unknown host call %q", c.Op)
	}
	return v, toPy, err
}

func decodeNumbers(data []byte, into any) error {
	dec := json.NewDecoder(bytesReader(data))
	dec.UseNumber()
	return dec.Decode(into)
}
