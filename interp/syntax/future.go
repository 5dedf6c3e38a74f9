package syntax

import "fmt"

// futureError applies the rules of CPython's future pass, which runs
// between parsing and the symbol table: __future__ imports at the start of
// a module (after a docstring) must name features Python knows. A
// __future__ import later in the module is the compiler's error
// (interp/resolve), not this pass's.
func futureError(body []Stmt) *SyntaxError {
	for _, imp := range leadingFutureImports(body) {
		for _, a := range imp.Names {
			if a.Name == "braces" {
				return nodeError(imp, "not a chance")
			}
			if !isFutureFeature(a.Name) {
				return nodeError(imp, fmt.Sprintf("future feature %s is not defined", a.Name))
			}
		}
	}
	return nil
}

// leadingFutureImports returns, in order, the __future__ imports that open
// a module (after its docstring).
func leadingFutureImports(body []Stmt) []*ImportFrom {
	if _, doc := Docstring(body); doc {
		body = body[1:]
	}
	var out []*ImportFrom
	for _, s := range body {
		imp, ok := s.(*ImportFrom)
		if !ok || imp.Module != "__future__" || imp.Level != 0 {
			break
		}
		out = append(out, imp)
	}
	return out
}

// LeadingFutureImports returns the __future__ imports at the start of a
// module, the only place they may stand.
func LeadingFutureImports(body []Stmt) map[Stmt]bool {
	var out map[Stmt]bool
	for _, imp := range leadingFutureImports(body) {
		if out == nil {
			out = map[Stmt]bool{}
		}
		out[imp] = true
	}
	return out
}

// isFutureFeature reports whether a __future__ import names a feature
// Python knows.
func isFutureFeature(name string) bool {
	switch name {
	case "nested_scopes", "generators", "division", "absolute_import", "with_statement",
		"print_function", "unicode_literals", "barry_as_FLUFL", "generator_stop", "annotations":
		return true
	}
	return false
}

// nodeError is an error at a node found after parsing: CPython shows no
// source line for it when the source is not a file it can read.
func nodeError(n Node, msg string) *SyntaxError {
	p := n.Pos()
	return newError("SyntaxError", msg, int(p.Line), int(p.Col), int(p.Line), int(p.Col))
}
