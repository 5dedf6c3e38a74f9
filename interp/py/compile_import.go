package py

import (
	"fmt"
	"strings"
	"sync"

	"github.com/mcpython/mcpython/interp/resolve"
	"github.com/mcpython/mcpython/interp/syntax"
)

func (c *compiler) importStmt(n *syntax.Import, line int) execFn {
	type imp struct {
		name  string
		store storeFn
		leaf  bool
	}
	var imps []imp
	for _, a := range n.Names {
		if a.AsName != "" {
			imps = append(imps, imp{a.Name, c.nameStore(a.AsName), true})
		} else {
			top := a.Name
			if i := strings.IndexByte(top, '.'); i >= 0 {
				top = top[:i]
			}
			imps = append(imps, imp{a.Name, c.nameStore(top), false})
		}
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		for _, im := range imps {
			m, err := fr.th.ImportModule(im.name)
			if err != nil {
				return ctrlNone, err
			}
			if !im.leaf {
				top := im.name
				if i := strings.IndexByte(top, '.'); i >= 0 {
					top = top[:i]
					if m, err = fr.th.ImportModule(top); err != nil {
						return ctrlNone, err
					}
				}
			}
			if err := im.store(fr, m); err != nil {
				return ctrlNone, err
			}
		}
		return ctrlNone, nil
	}
}

func (c *compiler) importFrom(n *syntax.ImportFrom, line int) execFn {
	modname := n.Module
	level := n.Level
	if len(n.Names) == 1 && n.Names[0].Name == "*" {
		inClass := c.sc.Kind == resolve.ScopeClass
		return func(fr *Frame) (ctrl, error) {
			fr.line = line
			if level > 0 {
				return ctrlNone, Errorf(ImportErrorType, "attempted relative import with no known parent package")
			}
			m, err := fr.th.ImportModule(modname)
			if err != nil {
				return ctrlNone, err
			}
			ns := fr.globals
			if inClass {
				ns = fr.ns
			}
			return ctrlNone, importStar(fr.th, m, ns)
		}
	}
	type name struct {
		attr  string
		store storeFn
	}
	var names []name
	for _, a := range n.Names {
		as := a.AsName
		if as == "" {
			as = a.Name
		}
		names = append(names, name{a.Name, c.nameStore(as)})
	}
	return func(fr *Frame) (ctrl, error) {
		fr.line = line
		th := fr.th
		if level > 0 {
			return ctrlNone, Errorf(ImportErrorType, "attempted relative import with no known parent package")
		}
		m, err := th.ImportModule(modname)
		if err != nil {
			return ctrlNone, err
		}
		for _, nm := range names {
			v, err := GetAttr(th, m, nm.attr)
			if err != nil {
				// a submodule not yet imported
				sub, serr := th.ImportModule(modname + "." + nm.attr)
				if serr != nil {
					if e, ok := serr.(*Exception); ok && e.abort {
						return ctrlNone, serr
					}
					return ctrlNone, Errorf(ImportErrorType, "cannot import name '%s' from '%s' (unknown location)", nm.attr, modname)
				}
				v = sub
			}
			if err := nm.store(fr, v); err != nil {
				return ctrlNone, err
			}
		}
		return ctrlNone, nil
	}
}

func importStar(th *Thread, m Object, ns *Dict) error {
	mod, ok := m.(*Module)
	if !ok {
		return Errorf(ImportErrorType, "import * from a non-module")
	}
	if all, ok := mod.Dict.GetStr("__all__"); ok {
		names, err := Collect(th, all)
		if err != nil {
			return err
		}
		for _, n := range names {
			s, ok := AsStr(n)
			if !ok {
				return Errorf(TypeErrorType, "Item in %s.__all__ must be str, not %s", mod.Name, TypeName(n))
			}
			v, err := GetAttr(th, mod, s)
			if err != nil {
				return err
			}
			ns.SetStr(s, v)
		}
		return nil
	}
	mod.Dict.Items(func(k, v Object) bool {
		if s, ok := k.(*Str); ok && !strings.HasPrefix(s.s, "_") {
			ns.SetStr(s.s, v)
		}
		return true
	})
	return nil
}

// Module is a module object: a namespace with a name.
type Module struct {
	Name   string
	Dict   *Dict
	frozen bool // modules of the host's API cannot be changed from code
}

// Freeze makes the module's attributes read-only for Python code.
func (m *Module) Freeze() { m.frozen = true }

func (*Module) Type() *Type { return ModuleType }

// NewModule returns an empty module with __name__ set.
func NewModule(name string) *Module {
	d := NewDict()
	d.SetStr("__name__", NewStr(name))
	d.SetStr("__doc__", None)
	return &Module{Name: name, Dict: d}
}

// mainGlobals is what the namespace of a run's __main__ starts as. Its
// keys and values are interned, so the copies NewMainGlobals hands out
// share them without ever writing to them.
var mainGlobals = func() *Dict {
	d := NewDict()
	d.setInterned(nil, NewStrInterned("__name__"), NewStrInterned("__main__"))
	d.setInterned(nil, NewStrInterned("__doc__"), None)
	return d
}()

// NewMainGlobals returns a new namespace for a run's __main__ module:
// __name__ is "__main__" and __doc__ None until the code sets it.
func NewMainGlobals() *Dict { return mainGlobals.Copy() }

// ModuleDef describes a module: Go code (Init) and/or Python source
// (Source, run in the module's namespace after Init). A fresh module object
// is built each time a run first imports it; the Python source is compiled
// once per process.
type ModuleDef struct {
	Name   string
	Doc    string
	Init   func(th *Thread, m *Module) error
	Source string

	once    sync.Once
	prog    *Program
	progErr error
}

// program compiles the module's Python source once.
func (def *ModuleDef) program() (*Program, error) {
	def.once.Do(func() {
		def.prog, def.progErr = Compile("<"+def.Name+">", def.Source)
		noteModuleSource(def)
	})
	return def.prog, def.progErr
}

// ModuleTable is an Importer over a fixed set of Go modules.
type ModuleTable map[string]*ModuleDef

// Import instantiates the named module for th.
func (t ModuleTable) Import(th *Thread, name string) (Object, error) {
	def, ok := t[name]
	if !ok {
		return nil, nil
	}
	return InstantiateModule(th, def)
}

// InstantiateModule builds a fresh module from def for th.
func InstantiateModule(th *Thread, def *ModuleDef) (*Module, error) {
	m := NewModule(def.Name)
	if def.Doc != "" {
		m.Dict.SetStr("__doc__", NewStr(def.Doc))
	}
	if def.Init != nil {
		if err := def.Init(th, m); err != nil {
			return nil, err
		}
	}
	if def.Source != "" {
		prog, err := def.program()
		if err != nil {
			return nil, fmt.Errorf("module %s does not compile: %w", def.Name, err)
		}
		// the module is importable while its body runs (circular imports)
		th.SetModule(def.Name, m)
		if _, err := th.RunProgram(prog, m.Dict); err != nil {
			delete(th.modules, def.Name)
			return nil, err
		}
	}
	return m, nil
}

// ImportModule returns the module called name, importing it on first use
// in this run. Dotted names import each parent first and set the child as
// an attribute of its parent.
func (th *Thread) ImportModule(name string) (Object, error) {
	if m, ok := th.modules[name]; ok {
		return m, nil
	}
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		parent, err := th.ImportModule(name[:i])
		if err != nil {
			return nil, err
		}
		if pm, ok := parent.(*Module); ok {
			if v, ok := pm.Dict.GetStr(name[i+1:]); ok {
				if sub, ok := v.(*Module); ok {
					th.SetModule(name, sub)
					return sub, nil
				}
			}
		}
	}
	if err := th.tick(); err != nil {
		return nil, err
	}
	var m Object
	if th.Importer != nil {
		var err error
		m, err = th.Importer.Import(th, name)
		if err != nil {
			return nil, err
		}
	}
	if m == nil {
		e := Errorf(ModuleNotFoundErrorType, "No module named '%s'", name)
		return nil, e
	}
	th.SetModule(name, m)
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		if pm, ok := th.modules[name[:i]].(*Module); ok {
			pm.Dict.SetStr(name[i+1:], m)
		}
	}
	return m, nil
}

// SetModule makes m importable under name for the rest of the run. The
// table is made on the first import: most runs import nothing.
func (th *Thread) SetModule(name string, m Object) {
	if th.modules == nil {
		th.modules = make(map[string]Object, 8)
	}
	th.modules[name] = m
}
