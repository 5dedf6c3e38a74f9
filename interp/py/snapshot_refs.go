package py

import (
	"hash/crc32"
	"strings"
	"sync"
)

// Objects that live in a module (built-in types, classes and functions of
// the standard library, host functions) are written as module + qualname
// and found again by name, so a snapshot holds no copy of the library.

// resolveGlobal finds module.qualname the way pickle does: import the
// module through th's importer, then follow the dotted qualname.
func resolveGlobal(th *Thread, module, qualname string) (Object, error) {
	parts := strings.Split(qualname, ".")
	var o Object
	if module == "builtins" {
		v, ok := builtinsDict.GetStr(parts[0])
		if !ok {
			return nil, Errorf(AttributeErrorType, "module 'builtins' has no attribute '%s'", parts[0])
		}
		o, parts = v, parts[1:]
	} else {
		m, err := th.ImportModule(module)
		if err != nil {
			return nil, err
		}
		o = m
	}
	for _, p := range parts {
		if p == "" || p == "<locals>" {
			return nil, Errorf(AttributeErrorType, "%s.%s is not reachable by name", module, qualname)
		}
		v, err := GetAttr(th, o, p)
		if err != nil {
			return nil, err
		}
		o = v
	}
	return o, nil
}

// typeQualNameOf is the dotted name a class is found by in its module.
func typeQualNameOf(t *Type) string {
	if i := strings.LastIndexByte(t.Name, '.'); i >= 0 && t.builtin && t.qualName == "" {
		return t.Name[i+1:]
	}
	return typeQualName(t)
}

// typeModuleOf is the module a class is found in.
func typeModuleOf(t *Type) string {
	if t.Module == "" {
		return "builtins"
	}
	return t.Module
}

// snapPrograms caches the recompiled sources of restored functions: a
// process restoring many sessions compiles each distinct source once.
// Programs are immutable after compilation and shared like ModuleDef's.
var snapPrograms = struct {
	sync.Mutex
	m map[snapProgramKey]*Program
}{m: map[snapProgramKey]*Program{}}

type snapProgramKey struct{ filename, text string }

// snapProgramCacheMax bounds the cache; it is emptied when full.
const snapProgramCacheMax = 256

func snapProgram(filename, text string) (*Program, error) {
	key := snapProgramKey{filename, text}
	snapPrograms.Lock()
	p, ok := snapPrograms.m[key]
	snapPrograms.Unlock()
	if ok {
		return p, nil
	}
	p, err := Compile(filename, text)
	if err != nil {
		return nil, err
	}
	snapPrograms.Lock()
	if len(snapPrograms.m) >= snapProgramCacheMax {
		clear(snapPrograms.m)
	}
	snapPrograms.m[key] = p
	snapPrograms.Unlock()
	return p, nil
}

// moduleSources maps "<name>" to the ModuleDef whose Python source compiled
// under that filename, so a snapshot names a library source instead of
// copying it (dataclasses.py is 30 KB; every dataclass has functions in it).
var moduleSources sync.Map

func noteModuleSource(def *ModuleDef) {
	if def.prog != nil {
		moduleSources.Store("<"+def.Name+">", def)
	}
}

// moduleSourceOf returns the module whose compiled source c belongs to.
func moduleSourceOf(c *Code) (*ModuleDef, bool) {
	v, ok := moduleSources.Load(c.Filename)
	if !ok {
		return nil, false
	}
	def := v.(*ModuleDef)
	if def.prog == nil || len(def.prog.lines) == 0 || &def.prog.lines[0] != &c.lines[0] {
		return nil, false
	}
	return def, true
}

// moduleProgram finds a library source named by a snapshot, importing the
// module first when this process has not compiled it yet. sum guards
// against a different build whose source numbers its functions otherwise.
func moduleProgram(th *Thread, filename string, sum uint32) (*Program, error) {
	v, ok := moduleSources.Load(filename)
	if !ok && strings.HasPrefix(filename, "<") && strings.HasSuffix(filename, ">") {
		if _, err := th.ImportModule(filename[1 : len(filename)-1]); err != nil {
			return nil, err
		}
		v, ok = moduleSources.Load(filename)
	}
	if !ok {
		return nil, Errorf(ImportErrorType, "no library source %s", filename)
	}
	def := v.(*ModuleDef)
	if crc32.Checksum([]byte(def.Source), castagnoli) != sum {
		return nil, Errorf(ImportErrorType, "library source %s changed since the snapshot", filename)
	}
	return def.prog, nil
}
