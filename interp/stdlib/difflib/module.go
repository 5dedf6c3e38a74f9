package difflib

import (
	_ "embed"
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
)

//go:embed difflib.py
var source string

// Modules returns the definition of the difflib module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name:   "difflib",
		Init:   initModule,
		Source: source,
	}}
}

func initModule(th *py.Thread, m *py.Module) error {
	d := m.Dict
	add := func(name string, fn py.BuiltinFunc) { d.SetStr(name, py.NewBuiltin(name, fn)) }
	add("_chain_b", chainBFunc)
	add("_find_longest_match", findLongestMatch)
	add("_matching_blocks", matchingBlocksFunc)
	add("_count", countFunc)
	add("_quick_matches", quickMatches)
	add("_keep_original_ws", keepOriginalWS)
	return nil
}

func chainBFunc(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_chain_b", args, kw, 3, 3); err != nil {
		return nil, err
	}
	b, err := elements(th, args[0])
	if err != nil {
		return nil, err
	}
	auto, err := py.Truth(th, args[2])
	if err != nil {
		return nil, err
	}
	b2j, junk, popular, err := chainB(th, b, args[1], auto)
	if err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Object{b2j, junk, popular}), nil
}

// matcherArgs reads (a, b, b2j, bjunk).
func matcherArgs(th *py.Thread, args []py.Object) (*matcher, error) {
	a, err := elements(th, args[0])
	if err != nil {
		return nil, err
	}
	b, err := elements(th, args[1])
	if err != nil {
		return nil, err
	}
	b2j, ok := args[2].(*py.Dict)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "b2j must be a dict, not %s", py.TypeName(args[2]))
	}
	bjunk, ok := args[3].(*py.Set)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "bjunk must be a set, not %s", py.TypeName(args[3]))
	}
	return newMatcher(th, a, b, b2j, bjunk), nil
}

func findLongestMatch(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_find_longest_match", args, kw, 8, 8); err != nil {
		return nil, err
	}
	m, err := matcherArgs(th, args)
	if err != nil {
		return nil, err
	}
	var bounds [4]int
	for k := range bounds {
		if bounds[k], err = py.AsInt(th, args[4+k]); err != nil {
			return nil, err
		}
	}
	alo, ahi := clampBounds(bounds[0], bounds[1], len(m.a))
	blo, bhi := clampBounds(bounds[2], bounds[3], len(m.b))
	i, j, k, err := m.longest(alo, ahi, blo, bhi)
	if err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Object{py.Int(i), py.Int(j), py.Int(k)}), nil
}

// clampBounds keeps indexing inside the sequence where CPython would
// index past it (it raises IndexError only when an element is read, so
// out-of-range bounds usually just find nothing).
func clampBounds(lo, hi, n int) (int, int) {
	hi = min(hi, n)
	lo = max(lo, 0)
	return lo, hi
}

func matchingBlocksFunc(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_matching_blocks", args, kw, 4, 4); err != nil {
		return nil, err
	}
	m, err := matcherArgs(th, args)
	if err != nil {
		return nil, err
	}
	blocks, err := m.matchingBlocks()
	if err != nil {
		return nil, err
	}
	out := make([]py.Object, len(blocks))
	for n, bl := range blocks {
		out[n] = py.NewTuple([]py.Object{py.Int(bl.i), py.Int(bl.j), py.Int(bl.k)})
	}
	return py.NewList(out), nil
}

// countFunc returns {element: count} of a sequence (quick_ratio's fullbcount).
func countFunc(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_count", args, kw, 1, 1); err != nil {
		return nil, err
	}
	elts, err := elements(th, args[0])
	if err != nil {
		return nil, err
	}
	counts := py.NewDict()
	for _, e := range elts {
		v, ok, err := counts.GetItem(th, e)
		if err != nil {
			return nil, err
		}
		n := py.Int(0)
		if ok {
			n = v.(py.Int)
		}
		if err := counts.SetItem(th, e, n+1); err != nil {
			return nil, err
		}
	}
	return counts, nil
}

// quickMatches counts the elements of a that b (given by its counts) can
// pair with regardless of order: quick_ratio's numerator.
func quickMatches(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_quick_matches", args, kw, 2, 2); err != nil {
		return nil, err
	}
	elts, err := elements(th, args[0])
	if err != nil {
		return nil, err
	}
	full, ok := args[1].(*py.Dict)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "fullbcount must be a dict")
	}
	avail := py.NewDict()
	matches := 0
	for _, e := range elts {
		v, ok, err := avail.GetItem(th, e)
		if err != nil {
			return nil, err
		}
		if !ok {
			if v, ok, err = full.GetItem(th, e); err != nil {
				return nil, err
			}
			if !ok {
				v = py.Int(0)
			}
		}
		numb, err := py.AsInt(th, v)
		if err != nil {
			return nil, err
		}
		if err := avail.SetItem(th, e, py.Int(numb-1)); err != nil {
			return nil, err
		}
		if numb > 0 {
			matches++
		}
	}
	return py.Int(matches), nil
}

// keepOriginalWS puts back the whitespace characters of s where the tag
// string has a space, so that '?' guide lines line up with tabs.
func keepOriginalWS(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_keep_original_ws", args, kw, 2, 2); err != nil {
		return nil, err
	}
	s, _ := py.AsStr(args[0])
	tags, _ := py.AsStr(args[1])
	var b strings.Builder
	for len(s) > 0 && len(tags) > 0 {
		c, n := utf8.DecodeRuneInString(s)
		t, m := utf8.DecodeRuneInString(tags)
		s, tags = s[n:], tags[m:]
		if t == ' ' && pyfmt.IsSpace(c) {
			b.WriteRune(c)
		} else {
			b.WriteRune(t)
		}
	}
	return py.NewStr(b.String()), nil
}
