package skills

import (
	"context"
	"crypto/sha256"
	"errors"
	"strings"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
)

// Binding is the skill library's Python surface for one run: import
// skills.NAME (and from skills import NAME), plus save_skill, load_skill,
// list_skills and delete_skill.
type Binding struct {
	Builtins map[string]py.Object
	lib      Store
	programs *sync.Map // compiled skill code by content hash
	ctx      context.Context
}

// Store is what the Python surface needs of a skill library: the *Library
// in the server's process, a stub forwarding to the server in a worker
// process (package worker).
type Store interface {
	Save(ctx context.Context, name, code, description string) (Skill, error)
	Load(ctx context.Context, name string, version int) (Skill, error)
	List(ctx context.Context) ([]Summary, error)
	Delete(ctx context.Context, name string) error
}

var _ Store = (*Library)(nil)

// Python returns the bindings for a run whose context is ctx.
func (l *Library) Python(ctx context.Context) *Binding {
	return newBinding(ctx, l, &l.programs)
}

// remotePrograms caches compiled skills for bindings over a Store other
// than a Library (a worker compiles what its server sends).
var remotePrograms sync.Map

// PythonOn returns the bindings over any Store.
func PythonOn(ctx context.Context, st Store) *Binding {
	if l, ok := st.(*Library); ok {
		return l.Python(ctx)
	}
	return newBinding(ctx, st, &remotePrograms)
}

func newBinding(ctx context.Context, st Store, programs *sync.Map) *Binding {
	b := &Binding{lib: st, ctx: ctx, programs: programs}
	b.Builtins = map[string]py.Object{
		"save_skill":   py.NewBuiltin("save_skill", b.pySave),
		"load_skill":   py.NewBuiltin("load_skill", b.pyLoad),
		"list_skills":  py.NewBuiltin("list_skills", b.pyList),
		"delete_skill": py.NewBuiltin("delete_skill", b.pyDelete),
	}
	return b
}

// Import resolves "skills" and "skills.NAME"; other names are not ours.
func (b *Binding) Import(th *py.Thread, name string) (py.Object, error) {
	if name == "skills" {
		m := py.NewModule("skills")
		m.Dict.SetStr("__doc__", py.NewStr("Saved skills: import skills.NAME or from skills import NAME."))
		m.Dict.SetStr("__path__", py.NewList(nil))
		return m, nil
	}
	skill, ok := strings.CutPrefix(name, "skills.")
	if !ok || strings.Contains(skill, ".") {
		return nil, nil
	}
	s, err := b.lib.Load(b.ctx, skill, 0)
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil, py.Errorf(py.ModuleNotFoundErrorType, "No module named '%s' (no saved skill '%s'; list_skills() shows the saved ones)", name, skill)
		}
		if errors.Is(err, ErrInvalidName) {
			return nil, py.Errorf(py.ModuleNotFoundErrorType, "No module named '%s' (%v)", name, err)
		}
		return nil, py.Errorf(py.ImportErrorType, "cannot load skill '%s': %v", skill, err)
	}
	// compiled programs are cached by content: a saved version never changes
	key := sha256.Sum256([]byte(s.Name + "\x00" + s.Code))
	var prog *py.Program
	if p, ok := b.programs.Load(key); ok {
		prog = p.(*py.Program)
	} else {
		p, err := py.Compile("<skill "+s.Name+">", s.Code)
		if err != nil {
			return nil, err
		}
		b.programs.Store(key, p)
		prog = p
	}
	m := py.NewModule(name)
	m.Dict.SetStr("__doc__", py.NewStr(s.Description))
	m.Dict.SetStr("__version__", py.Int(s.Version))
	th.SetModule(name, m)
	if _, err := th.RunProgram(prog, m.Dict); err != nil {
		return nil, err
	}
	return m, nil
}

func pyErr(err error) error {
	if err == nil {
		return nil
	}
	var pe *py.Exception
	if errors.As(err, &pe) {
		return pe
	}
	switch {
	case errors.Is(err, ErrNotFound):
		return py.Errorf(py.KeyErrorType, "%v", err)
	case errors.Is(err, ErrInvalidName), errors.Is(err, ErrInvalidSkill), errors.Is(err, ErrQuotaExceeded):
		return py.Errorf(py.ValueErrorType, "%v", err)
	}
	return py.Errorf(py.OSErrorType, "skill library: %v", err)
}

func strArg(fn, param string, o py.Object) (string, error) {
	s, ok := py.AsStr(o)
	if !ok {
		return "", py.Errorf(py.TypeErrorType, "%s() argument '%s' must be str, not %s", fn, param, py.TypeName(o))
	}
	return s, nil
}

func skillDict(s Skill) py.Object {
	d := py.NewDict()
	d.SetStr("name", py.NewStr(s.Name))
	d.SetStr("description", py.NewStr(s.Description))
	d.SetStr("version", py.Int(s.Version))
	d.SetStr("created", py.NewStr(s.Created.UTC().Format("2006-01-02T15:04:05Z")))
	return d
}

func (b *Binding) pySave(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var name, code, desc py.Object = nil, nil, py.NewStr("")
	if err := py.UnpackArgs("save_skill", args, kw, "name", &name, "code", &code, "description?", &desc); err != nil {
		return nil, err
	}
	n, err := strArg("save_skill", "name", name)
	if err != nil {
		return nil, err
	}
	c, err := strArg("save_skill", "code", code)
	if err != nil {
		return nil, err
	}
	d, err := strArg("save_skill", "description", desc)
	if err != nil {
		return nil, err
	}
	s, err := b.lib.Save(b.ctx, n, c, d)
	if err != nil {
		return nil, pyErr(err)
	}
	return skillDict(s), nil
}

func (b *Binding) pyLoad(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var name, version py.Object = nil, py.None
	if err := py.UnpackArgs("load_skill", args, kw, "name", &name, "version?", &version); err != nil {
		return nil, err
	}
	n, err := strArg("load_skill", "name", name)
	if err != nil {
		return nil, err
	}
	v := 0
	if version != py.None {
		if v, err = py.AsInt(th, version); err != nil {
			return nil, err
		}
	}
	s, err := b.lib.Load(b.ctx, n, v)
	if err != nil {
		return nil, pyErr(err)
	}
	return py.NewStr(s.Code), nil
}

func (b *Binding) pyList(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("list_skills", args, kw, 0, 0); err != nil {
		return nil, err
	}
	list, err := b.lib.List(b.ctx)
	if err != nil {
		return nil, pyErr(err)
	}
	items := make([]py.Object, len(list))
	for i, s := range list {
		d := py.NewDict()
		d.SetStr("name", py.NewStr(s.Name))
		d.SetStr("description", py.NewStr(s.Description))
		d.SetStr("version", py.Int(s.Version))
		items[i] = d
	}
	return py.NewList(items), nil
}

func (b *Binding) pyDelete(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var name py.Object
	if err := py.UnpackArgs("delete_skill", args, kw, "name", &name); err != nil {
		return nil, err
	}
	n, err := strArg("delete_skill", "name", name)
	if err != nil {
		return nil, err
	}
	return py.None, pyErr(b.lib.Delete(b.ctx, n))
}

// Validate is the Validator that parses code with the sandbox's compiler:
// the SyntaxError (a *py.Exception, whose FormatTraceback shows the line and
// caret) is returned and nothing is saved.
func Validate(code string) error {
	_, err := py.Compile("<skill>", code)
	return err
}
