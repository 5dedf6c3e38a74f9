package pii

import (
	"context"
	"errors"

	"github.com/mcpython/mcpython/interp/py"
)

// PythonVault is what the PII builtins need: the *Vault in the server's
// process (see Vault.Surface), a stub forwarding to the server in a worker
// process (package worker).
type PythonVault interface {
	Sanitize(ctx context.Context, text string, types []string) (string, error)
	Restore(ctx context.Context, text string) (string, error)
	Detect(ctx context.Context, text string, types []string) ([]Entity, error)
}

// Surface is the vault as a PythonVault.
func (v *Vault) Surface() PythonVault { return vaultSurface{v} }

type vaultSurface struct{ v *Vault }

func (s vaultSurface) Sanitize(ctx context.Context, text string, types []string) (string, error) {
	res, err := s.v.Sanitize(ctx, text, types)
	return res.Text, err
}

func (s vaultSurface) Restore(ctx context.Context, text string) (string, error) {
	return s.v.Restore(ctx, text)
}

func (s vaultSurface) Detect(_ context.Context, text string, types []string) ([]Entity, error) {
	return s.v.Detector().Detect(text, types)
}

// Python returns the sandbox builtins sanitize_pii, restore_pii and
// detect_pii for a run whose context is ctx. Offsets are code points, as
// Python's string indexes are.
func (v *Vault) Python(ctx context.Context) map[string]py.Object {
	return PythonOn(ctx, v.Surface())
}

// PythonOn returns the PII builtins over any PythonVault.
func PythonOn(ctx context.Context, v PythonVault) map[string]py.Object {
	return map[string]py.Object{
		"sanitize_pii": py.NewBuiltin("sanitize_pii", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			text, types, err := textAndTypes(th, "sanitize_pii", args, kw)
			if err != nil {
				return nil, err
			}
			res, err := v.Sanitize(ctx, text, types)
			if err != nil {
				return nil, pyError(err)
			}
			return py.NewStr(res), nil
		}),
		"restore_pii": py.NewBuiltin("restore_pii", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var t py.Object
			if err := py.UnpackArgs("restore_pii", args, kw, "text", &t); err != nil {
				return nil, err
			}
			text, ok := py.AsStr(t)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "restore_pii() argument 'text' must be str, not %s", py.TypeName(t))
			}
			out, err := v.Restore(ctx, text)
			if err != nil {
				return nil, pyError(err)
			}
			return py.NewStr(out), nil
		}),
		"detect_pii": py.NewBuiltin("detect_pii", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			text, types, err := textAndTypes(th, "detect_pii", args, kw)
			if err != nil {
				return nil, err
			}
			ents, err := v.Detect(ctx, text, types)
			if err != nil {
				return nil, pyError(err)
			}
			items := make([]py.Object, len(ents))
			for i, e := range ents {
				d := py.NewDict()
				d.SetStr("type", py.NewStr(e.Type))
				d.SetStr("start", py.Int(e.RuneStart))
				d.SetStr("end", py.Int(e.RuneEnd))
				d.SetStr("text", py.NewStr(e.Text))
				d.SetStr("score", py.Float(e.Score))
				items[i] = d
			}
			return py.NewList(items), nil
		}),
	}
}

func textAndTypes(th *py.Thread, fn string, args []py.Object, kw []string) (string, []string, error) {
	var t, ents py.Object = nil, py.None
	if err := py.UnpackArgs(fn, args, kw, "text", &t, "entities?", &ents); err != nil {
		return "", nil, err
	}
	text, ok := py.AsStr(t)
	if !ok {
		return "", nil, py.Errorf(py.TypeErrorType, "%s() argument 'text' must be str, not %s", fn, py.TypeName(t))
	}
	var types []string
	if ents != py.None {
		items, err := py.Collect(th, ents)
		if err != nil {
			return "", nil, err
		}
		for _, it := range items {
			s, ok := py.AsStr(it)
			if !ok {
				return "", nil, py.Errorf(py.TypeErrorType, "%s() entities must be strings such as 'EMAIL', not %s", fn, py.TypeName(it))
			}
			types = append(types, s)
		}
	}
	return text, types, nil
}

func pyError(err error) error {
	if errors.Is(err, ErrUnknownType) {
		return py.Errorf(py.ValueErrorType, "%v", err)
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return py.Errorf(py.TimeoutErrorType, "PII operation interrupted: %v", err)
	}
	return py.Errorf(py.RuntimeErrorType, "PII vault: %v", err)
}
