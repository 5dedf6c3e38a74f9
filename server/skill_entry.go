package server

import (
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

// skillEntry is the function a skill is meant to be called through, and
// its parameters, for the skill's prompt.
type skillEntry struct {
	function string
	doc      string
	params   []skillParam
}

type skillParam struct {
	name     string
	required bool // no default
}

// findEntry picks a skill's entry point among its module-level functions:
// the one named like the skill, else main, else run, else the only public
// one. ok is false when there is none (a skill of constants or classes, or
// code that does not parse).
func findEntry(skillName, code string) (e skillEntry, ok bool) {
	mod, err := syntax.Parse(skillName+".py", []byte(code))
	if err != nil {
		return skillEntry{}, false
	}
	defs := map[string]*syntax.FunctionDef{}
	var public []*syntax.FunctionDef
	for _, st := range mod.Body {
		fd, isDef := st.(*syntax.FunctionDef)
		if !isDef {
			continue
		}
		defs[fd.Name] = fd
		if !strings.HasPrefix(fd.Name, "_") {
			public = append(public, fd)
		}
	}
	var fd *syntax.FunctionDef
	for _, name := range []string{skillName, "main", "run"} {
		if fd = defs[name]; fd != nil {
			break
		}
	}
	if fd == nil && len(public) == 1 {
		fd = public[0]
	}
	if fd == nil {
		return skillEntry{}, false
	}
	return skillEntry{function: fd.Name, doc: docstring(fd.Body), params: paramsOf(fd.Args)}, true
}

// paramsOf lists the named parameters (not *args or **kwargs).
func paramsOf(a *syntax.Arguments) []skillParam {
	if a == nil {
		return nil
	}
	positional := append(append([]*syntax.Arg{}, a.PosOnly...), a.Args...)
	firstDefault := len(positional) - len(a.Defaults)
	var out []skillParam
	for i, arg := range positional {
		out = append(out, skillParam{name: arg.Name, required: i < firstDefault})
	}
	for i, arg := range a.KwOnly {
		hasDefault := i < len(a.KwDefaults) && a.KwDefaults[i] != nil
		out = append(out, skillParam{name: arg.Name, required: !hasDefault})
	}
	return out
}

// docstring is the first line of a function's docstring, if it has one.
func docstring(body []syntax.Stmt) string {
	if len(body) == 0 {
		return ""
	}
	es, ok := body[0].(*syntax.ExprStmt)
	if !ok {
		return ""
	}
	c, ok := es.Value.(*syntax.Constant)
	if !ok {
		return ""
	}
	s, ok := c.Value.(string)
	if !ok {
		return ""
	}
	first, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(first)
}
