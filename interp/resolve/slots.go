package resolve

// Pass 3: number the frame slots of each frame-owning scope.

func allocSlots(s *Scope) {
	if s.Kind != ScopeComprehension {
		// parameters first, in order
		for _, name := range s.params {
			y := s.Sym(name)
			y.Slot = s.NSlots
			s.SlotNames = append(s.SlotNames, name)
			s.NSlots++
			if y.Kind == SymCell {
				s.CellParams = append(s.CellParams, y.Slot)
			}
		}
	}
	h := s.Host()
	for _, y := range s.Order {
		if y.Slot >= 0 {
			continue
		}
		switch y.Kind {
		case SymLocal, SymCell, SymFree:
		default:
			if !(s.Kind == ScopeClass && y.Kind == SymFree) {
				continue
			}
		}
		if s.Kind == ScopeComprehension && y.Kind == SymFree {
			// resolved through the host's symbol of the same name
			continue
		}
		y.Slot = h.NSlots
		name := y.Name
		if s.Kind == ScopeComprehension {
			name = "." + name
		}
		h.SlotNames = append(h.SlotNames, name)
		h.NSlots++
		switch y.Kind {
		case SymCell:
			h.CellSlots = append(h.CellSlots, y.Slot)
		case SymFree:
			h.FreeSlots = append(h.FreeSlots, y.Slot)
			h.FreeNames = append(h.FreeNames, y.Name)
		}
	}
	for _, c := range s.Children {
		allocSlots(c)
	}
}
