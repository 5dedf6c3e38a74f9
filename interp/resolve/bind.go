package resolve

// Pass 2: bind each name to a kind of storage, making cells for the names
// nested functions capture.

func resolveScope(s *Scope) error {
	for _, y := range s.Order {
		if y.Kind != SymUnresolved {
			continue
		}
		switch {
		case y.Flags&flagGlobal != 0:
			y.Kind = SymGlobal
		case y.Flags&FlagNonlocal != 0:
			if s.Kind == ScopeModule {
				return &Error{Node: y.decl, Msg: "nonlocal declaration not allowed at module level"}
			}
			if !bindFree(s, y.Name) {
				return &Error{Node: y.decl, Msg: "no binding for nonlocal '" + y.Name + "' found"}
			}
			y.Kind = SymFree
		case s.Kind == ScopeModule:
			y.Kind = SymName
		case s.Kind == ScopeClass:
			if y.Flags&(flagBound|flagParam) != 0 || y.Name == "__class__" && false {
				y.Kind = SymName
			} else if bindFree(s, y.Name) {
				y.Kind = SymFree // class body reads its namespace first, then the cell
			} else {
				y.Kind = SymName
			}
		default: // function, genexpr, comprehension
			if y.Flags&(flagBound|flagParam) != 0 {
				y.Kind = SymLocal
			} else if bindFree(s, y.Name) {
				y.Kind = SymFree
			} else {
				y.Kind = SymGlobal
			}
		}
	}
	for _, c := range s.Children {
		if err := resolveScope(c); err != nil {
			return err
		}
	}
	return nil
}

// bindFree finds the enclosing function scope that binds name, turning its
// local into a cell and passing the name through the scopes in between. It
// reports false when name is global.
func bindFree(s *Scope, name string) bool {
	var path []*Scope
	// crossed turns true once the reference leaves the frame it is made in;
	// an inlined comprehension shares its host's frame and needs no cell.
	crossed := s.Kind != ScopeComprehension
	for p := s.Parent; p != nil; p = p.Parent {
		if p.Kind == ScopeModule {
			return false
		}
		if p.Kind == ScopeClass {
			if name == "__class__" {
				p.hasClassCell = true
				y := p.sym("__class__")
				y.Kind = SymCell
				for _, q := range path {
					q.sym(name).Kind = SymFree
				}
				return true
			}
			path = append(path, p)
			crossed = true
			continue
		}
		if y := p.Sym(name); y != nil {
			switch {
			case y.Flags&flagGlobal != 0:
				return false
			case y.Flags&FlagNonlocal != 0, y.Kind == SymFree:
				y.Kind = SymFree
			case y.Flags&(flagBound|flagParam) != 0:
				if crossed {
					y.Kind = SymCell
				} else if y.Kind == SymUnresolved {
					y.Kind = SymLocal
				}
			default:
				path = append(path, p)
				if p.Kind != ScopeComprehension {
					crossed = true
				}
				continue
			}
			for _, q := range path {
				qy := q.sym(name)
				if qy.Kind == SymUnresolved || qy.Kind == SymGlobal || qy.Kind == SymName {
					qy.Kind = SymFree
				}
			}
			return true
		}
		path = append(path, p)
		if p.Kind != ScopeComprehension {
			crossed = true
		}
	}
	return false
}
