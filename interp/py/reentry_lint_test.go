package py

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestReentryLint keeps the native re-entry guard (reentry.go) complete:
// it type-checks this package and every standard-library module and lists
// each call of a type slot (a func-valued field of Type) and of the raw
// entry points into the evaluator (Builtin.fn, MethodDescr.fn, Code.body).
// Each must sit in one of the functions below, which count the level on
// the recursion limit (or are reached only from one that does). A new
// native path that calls a slot directly fails here, instead of
// overflowing Go's stack in production.
func TestReentryLint(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the interpreter from source")
	}
	// function → why its raw calls are counted
	allowed := map[string]string{
		// dispatchers that call enter themselves
		"Repr": "enter", "Hash": "enter", "Truth": "enter", "Len": "enter", "Iter": "enter",
		"GetAttr": "enter", "SetAttr": "enter", "GetItem": "enter", "SetItem": "enter",
		"Contains": "enter", "InplaceOp": "enter", "UnaryOp": "enter",
		"slotStr": "enter", "slotNext": "enter", "slotIndex": "enter", "slotDescrGet": "enter",
		"slotDescrSet": "enter", "slotFormat": "enter", "slotInt": "enter", "slotFloat": "enter",
		"slotCompare": "enter",
		// helpers whose only caller counts
		"richCompareSlots": "RichCompare",
		"binarySlots":      "BinaryOp",
		"callSlot":         "Call",
		"typeCall":         "type's Call slot, counted by Call (type.__call__ is a builtin, counted by Call too)",
		// entering a frame counts on th.depth itself
		"Thread.runFrame":        "depth",
		"Generator.resumeInline": "depth",
		"genCore.run":            "depth",
		"Thread.RunProgram":      "the top-level frame",
		// the evaluator calling what Python code called: the Python frame
		// making the call is counted
		"Builtin.call": "Call or the evaluator",
		"callMethod":   "the evaluator",
		// method_descriptor's Call slot (str.upper(s)), counted by Call
		"setupFunctions": "MethodDescr's Call slot, counted by Call",
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "source", nil)
	dirs := []string{"."}
	stdlib, err := filepath.Glob("../stdlib/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range stdlib {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			dirs = append(dirs, d)
		}
	}
	seen := map[string]bool{}
	var bad []string
	for _, dir := range dirs {
		files, info := typeCheckDir(t, fset, imp, dir)
		for _, f := range files {
			for _, decl := range f.Decls {
				fd, ok := decl.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				name := funcName(fd)
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					sel, ok := call.Fun.(*ast.SelectorExpr)
					if !ok {
						return true
					}
					s := info.Selections[sel]
					if s == nil || s.Kind() != types.FieldVal || !isRawEntry(s) {
						return true
					}
					if _, ok := allowed[name]; ok && dir == "." {
						seen[name] = true
						return true
					}
					pos := fset.Position(call.Pos())
					bad = append(bad, pos.String()+": "+name+" calls "+recvName(s)+"."+sel.Sel.Name+" directly")
					return true
				})
			}
		}
		if dir == "." {
			checkCounted(t, files, allowed)
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Errorf("%s: go through a dispatcher of reentry.go/abstract.go (or count the level with th.enter)", b)
	}
	for name := range allowed {
		if !seen[name] {
			t.Errorf("allow-list entry %s calls no slot any more: remove it", name)
		}
	}
}

// isRawEntry reports whether a field selection is a type slot or a raw
// entry into the evaluator.
func isRawEntry(s *types.Selection) bool {
	if _, ok := s.Obj().Type().Underlying().(*types.Signature); !ok {
		return false
	}
	switch recvName(s) {
	case "Type":
		return true
	case "Builtin", "MethodDescr":
		return s.Obj().Name() == "fn"
	case "Code":
		return s.Obj().Name() == "body"
	}
	return false
}

func recvName(s *types.Selection) string {
	t := s.Recv()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil && strings.HasSuffix(n.Obj().Pkg().Path(), "/interp/py") {
		return n.Obj().Name()
	}
	return ""
}

func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	rt := fd.Recv.List[0].Type
	if st, ok := rt.(*ast.StarExpr); ok {
		rt = st.X
	}
	if id, ok := rt.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// checkCounted verifies that each allowed function that claims to count
// calls th.enter, and each helper's named caller does.
func checkCounted(t *testing.T, files []*ast.File, allowed map[string]string) {
	callsEnter := map[string]bool{}
	calls := map[string]map[string]bool{}
	for _, f := range files {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			name := funcName(fd)
			calls[name] = map[string]bool{}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					switch fn := c.Fun.(type) {
					case *ast.SelectorExpr:
						if fn.Sel.Name == "enter" {
							callsEnter[name] = true
						}
					case *ast.Ident:
						calls[name][fn.Name] = true
					}
				}
				return true
			})
		}
	}
	for name, why := range allowed {
		switch {
		case why == "enter":
			if !callsEnter[name] {
				t.Errorf("%s is listed as counting but does not call th.enter", name)
			}
		case calls[why] != nil:
			if !callsEnter[why] || !calls[why][strings.TrimPrefix(name, "Thread.")] {
				t.Errorf("%s is listed as counted by %s, which does not call it after th.enter", name, why)
			}
		}
	}
}

func typeCheckDir(t *testing.T, fset *token.FileSet, imp types.Importer, dir string) ([]*ast.File, *types.Info) {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: imp.(types.ImporterFrom), Error: func(error) {}}
	path := "github.com/mcpython/mcpython/interp/py"
	if dir != "." {
		path = "github.com/mcpython/mcpython/interp/stdlib/" + filepath.Base(dir)
	}
	if _, err := conf.Check(path, fset, files, info); err != nil {
		t.Fatalf("type-check %s: %v", dir, err)
	}
	return files, info
}
