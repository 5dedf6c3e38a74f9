package resolve

// nameSet finds duplicate names. The first names live in an inline array
// so that the common short parameter or keyword list allocates nothing; a
// map indexes longer lists.
type nameSet struct {
	small [8]string
	n     int
	more  []string // names beyond small, in order
	m     map[string]bool
}

// add records name and reports whether it was new.
func (s *nameSet) add(name string) bool {
	if s.has(name) {
		return false
	}
	if s.m == nil && s.n < len(s.small) {
		s.small[s.n] = name
		s.n++
		return true
	}
	if s.m == nil {
		s.m = make(map[string]bool, 4*len(s.small))
		for _, x := range s.small {
			s.m[x] = true
		}
	}
	s.m[name] = true
	s.more = append(s.more, name)
	return true
}

func (s *nameSet) has(name string) bool {
	if s.m != nil {
		return s.m[name]
	}
	for i := 0; i < s.n; i++ {
		if s.small[i] == name {
			return true
		}
	}
	return false
}

func (s *nameSet) len() int { return s.n + len(s.more) }

// names returns the names in the order they were added.
func (s *nameSet) names() []string {
	out := make([]string, 0, s.len())
	out = append(out, s.small[:s.n]...)
	return append(out, s.more...)
}

// same reports whether both sets hold the same names.
func (s *nameSet) same(o *nameSet) bool {
	if s.len() != o.len() {
		return false
	}
	for _, n := range s.names() {
		if !o.has(n) {
			return false
		}
	}
	return true
}
