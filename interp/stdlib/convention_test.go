package stdlib

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// helperPackage reports whether a folder under stdlib provides no module
// (a switch, not a map: the package must have no init work, see
// TestNoPackageInitWork).
func helperPackage(dir string) bool {
	switch dir {
	case "structseq":
		return true
	}
	return false
}

// TestOneRegistrationConvention: every module package is named like its
// folder, exports func Modules() []*py.ModuleDef and nothing else of type
// ModuleDef, and is listed in stdlib.go.
func TestOneRegistrationConvention(t *testing.T) {
	fset := token.NewFileSet()
	listed := importsOf(t, fset, "stdlib.go")
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "testdata" {
			continue
		}
		dir := e.Name()
		t.Run(dir, func(t *testing.T) {
			files, err := filepath.Glob(filepath.Join(dir, "*.go"))
			if err != nil {
				t.Fatal(err)
			}
			hasModules := false
			for _, path := range files {
				if strings.HasSuffix(path, "_test.go") {
					continue
				}
				f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
				if err != nil {
					t.Fatal(err)
				}
				if f.Name.Name != dir {
					t.Errorf("%s: package %s, want %s (folder = package name)", path, f.Name.Name, dir)
				}
				for _, decl := range f.Decls {
					switch d := decl.(type) {
					case *ast.FuncDecl:
						if d.Recv == nil && d.Name.Name == "Modules" {
							hasModules = types(d.Type.Results) == "[]*py.ModuleDef" && d.Type.Params.NumFields() == 0
						} else if d.Name.IsExported() && strings.Contains(types(d.Type.Results), "ModuleDef") {
							t.Errorf("%s: %s returns a ModuleDef: register through Modules only", path, d.Name.Name)
						}
					case *ast.GenDecl:
						for _, spec := range d.Specs {
							if vs, ok := spec.(*ast.ValueSpec); ok {
								for i, name := range vs.Names {
									if i < len(vs.Values) && strings.Contains(exprString(vs.Values[i]), "ModuleDef") {
										t.Errorf("%s: package-level %s holds a ModuleDef: build definitions in Modules", path, name.Name)
									}
								}
							}
						}
					}
				}
			}
			if helperPackage(dir) {
				return
			}
			if !hasModules {
				t.Errorf("package %s does not export func Modules() []*py.ModuleDef", dir)
			}
			if !listed["github.com/mcpython/mcpython/interp/stdlib/"+dir] {
				t.Errorf("package %s is not listed in stdlib.go", dir)
			}
		})
	}
}

func importsOf(t *testing.T, fset *token.FileSet, path string) map[string]bool {
	f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		out[p] = true
	}
	return out
}

func types(fl *ast.FieldList) string {
	if fl == nil {
		return ""
	}
	var parts []string
	for _, f := range fl.List {
		parts = append(parts, exprString(f.Type))
	}
	return strings.Join(parts, ",")
}

// exprString prints the small type expressions the test looks at.
func exprString(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return exprString(x.X) + "." + x.Sel.Name
	case *ast.StarExpr:
		return "*" + exprString(x.X)
	case *ast.ArrayType:
		return "[]" + exprString(x.Elt)
	case *ast.UnaryExpr:
		return x.Op.String() + exprString(x.X)
	case *ast.CompositeLit:
		return exprString(x.Type) + "{}"
	}
	return ""
}
