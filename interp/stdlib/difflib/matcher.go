// Package difflib is Python's difflib module. The heart of
// SequenceMatcher (indexing b, the longest matching block with CPython's
// junk and popularity heuristics, the matching blocks) is Go; the classes
// and diff generators are difflib.py.
package difflib

import (
	"sort"

	"github.com/mcpython/mcpython/interp/py"
)

// elements returns the items of a sequence: the characters of a str, the
// items of a list or tuple, or what iteration yields.
func elements(th *py.Thread, o py.Object) ([]py.Object, error) {
	if s, ok := py.AsStr(o); ok {
		out := make([]py.Object, 0, len(s))
		for _, r := range s {
			out = append(out, py.NewStr(string(r)))
		}
		return out, th.AllocMem(int64(len(out)) * 16)
	}
	if items, ok := py.SeqItems(o); ok {
		return items, nil
	}
	return py.Collect(th, o)
}

// chainB indexes b like SequenceMatcher.__chain_b: b2j maps each element
// to the ascending list of its positions; elements for which isjunk is
// true go to bjunk, and with autojunk, elements of a b of 200 or more
// items that fill more than 1% of it go to bpopular; both are removed
// from b2j.
func chainB(th *py.Thread, b []py.Object, isjunk py.Object, autojunk bool) (b2j *py.Dict, junk, popular *py.Set, err error) {
	b2j = py.NewDict()
	var order []py.Object // keys in insertion order, with their lists
	var lists []*py.List
	for i, elt := range b {
		if err := th.Tick(); err != nil {
			return nil, nil, nil, err
		}
		v, ok, err := b2j.GetItem(th, elt)
		if err != nil {
			return nil, nil, nil, err
		}
		if !ok {
			l := py.NewList(nil)
			if err := b2j.SetItem(th, elt, l); err != nil {
				return nil, nil, nil, err
			}
			order = append(order, elt)
			lists = append(lists, l)
			v = l
		}
		if err := v.(*py.List).Append(th, py.Int(i)); err != nil {
			return nil, nil, nil, err
		}
	}
	junk, popular = py.NewSet(), py.NewSet()
	if isjunk != nil && isjunk != py.None {
		var kept []py.Object
		var keptLists []*py.List
		for k, elt := range order {
			r, err := py.Call(th, isjunk, []py.Object{elt}, nil)
			if err != nil {
				return nil, nil, nil, err
			}
			t, err := py.Truth(th, r)
			if err != nil {
				return nil, nil, nil, err
			}
			if t {
				if err := junk.Add(th, elt); err != nil {
					return nil, nil, nil, err
				}
				if _, err := b2j.DelItem(th, elt); err != nil {
					return nil, nil, nil, err
				}
				continue
			}
			kept = append(kept, elt)
			keptLists = append(keptLists, lists[k])
		}
		order, lists = kept, keptLists
	}
	if n := len(b); autojunk && n >= 200 {
		ntest := n/100 + 1
		for k, elt := range order {
			if lists[k].Len() > ntest {
				if err := popular.Add(th, elt); err != nil {
					return nil, nil, nil, err
				}
				if _, err := b2j.DelItem(th, elt); err != nil {
					return nil, nil, nil, err
				}
			}
		}
	}
	return b2j, junk, popular, nil
}

// matcher holds what find_longest_match reads.
type matcher struct {
	th    *py.Thread
	a, b  []py.Object
	b2j   *py.Dict
	bjunk *py.Set
	// indices caches b2j lookups of a's elements by position in a.
	indices [][]int
	cached  []bool
}

func newMatcher(th *py.Thread, a, b []py.Object, b2j *py.Dict, bjunk *py.Set) *matcher {
	return &matcher{th: th, a: a, b: b, b2j: b2j, bjunk: bjunk,
		indices: make([][]int, len(a)), cached: make([]bool, len(a))}
}

// positions returns b2j.get(a[i], []) as ints.
func (m *matcher) positions(i int) ([]int, error) {
	if m.cached[i] {
		return m.indices[i], nil
	}
	v, ok, err := m.b2j.GetItem(m.th, m.a[i])
	if err != nil {
		return nil, err
	}
	var out []int
	if ok {
		items, _ := py.SeqItems(v)
		out = make([]int, 0, len(items))
		for _, it := range items {
			n, err := py.AsInt(m.th, it)
			if err != nil {
				return nil, err
			}
			out = append(out, n)
		}
	}
	m.indices[i], m.cached[i] = out, true
	return out, nil
}

func (m *matcher) isJunk(j int) (bool, error) { return m.bjunk.Contains(m.th, m.b[j]) }

func (m *matcher) equal(i, j int) (bool, error) { return py.Equal(m.th, m.a[i], m.b[j]) }

// longest is SequenceMatcher.find_longest_match: the longest block
// a[i:i+k] == b[j:j+k] within the bounds whose b side holds no junk or
// popular element (the earliest in a, then in b, among the longest), then
// grown on both sides by equal non-junk and then equal junk elements.
func (m *matcher) longest(alo, ahi, blo, bhi int) (int, int, int, error) {
	besti, bestj, bestsize := alo, blo, 0
	j2len := map[int]int{}
	newj2len := map[int]int{}
	for i := alo; i < ahi; i++ {
		if err := m.th.Tick(); err != nil {
			return 0, 0, 0, err
		}
		js, err := m.positions(i)
		if err != nil {
			return 0, 0, 0, err
		}
		clear(newj2len)
		for _, j := range js {
			if j < blo {
				continue
			}
			if j >= bhi {
				break
			}
			k := j2len[j-1] + 1
			newj2len[j] = k
			if k > bestsize {
				besti, bestj, bestsize = i-k+1, j-k+1, k
			}
		}
		j2len, newj2len = newj2len, j2len
		if err := m.th.TickN(len(js) / 8); err != nil {
			return 0, 0, 0, err
		}
	}
	for _, wantJunk := range []bool{false, true} {
		for besti > alo && bestj > blo {
			ok, err := m.extendable(besti-1, bestj-1, wantJunk)
			if err != nil {
				return 0, 0, 0, err
			}
			if !ok {
				break
			}
			besti, bestj, bestsize = besti-1, bestj-1, bestsize+1
		}
		for besti+bestsize < ahi && bestj+bestsize < bhi {
			ok, err := m.extendable(besti+bestsize, bestj+bestsize, wantJunk)
			if err != nil {
				return 0, 0, 0, err
			}
			if !ok {
				break
			}
			bestsize++
		}
	}
	return besti, bestj, bestsize, nil
}

// extendable reports whether a[i] == b[j] with b[j] junk or not as wanted.
func (m *matcher) extendable(i, j int, wantJunk bool) (bool, error) {
	junk, err := m.isJunk(j)
	if err != nil || junk != wantJunk {
		return false, err
	}
	return m.equal(i, j)
}

// block is a matching block a[i:i+k] == b[j:j+k].
type block struct{ i, j, k int }

// matchingBlocks is SequenceMatcher.get_matching_blocks: the longest
// matches found recursively on each side of the previous one, sorted,
// adjacent blocks merged, and the (len(a), len(b), 0) sentinel last.
func (m *matcher) matchingBlocks() ([]block, error) {
	la, lb := len(m.a), len(m.b)
	queue := [][4]int{{0, la, 0, lb}}
	var blocks []block
	for len(queue) > 0 {
		q := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		alo, ahi, blo, bhi := q[0], q[1], q[2], q[3]
		i, j, k, err := m.longest(alo, ahi, blo, bhi)
		if err != nil {
			return nil, err
		}
		if k == 0 {
			continue
		}
		blocks = append(blocks, block{i, j, k})
		if alo < i && blo < j {
			queue = append(queue, [4]int{alo, i, blo, j})
		}
		if i+k < ahi && j+k < bhi {
			queue = append(queue, [4]int{i + k, ahi, j + k, bhi})
		}
	}
	sort.Slice(blocks, func(x, y int) bool {
		if blocks[x].i != blocks[y].i {
			return blocks[x].i < blocks[y].i
		}
		if blocks[x].j != blocks[y].j {
			return blocks[x].j < blocks[y].j
		}
		return blocks[x].k < blocks[y].k
	})
	var merged []block
	cur := block{}
	for _, bl := range blocks {
		if cur.i+cur.k == bl.i && cur.j+cur.k == bl.j {
			cur.k += bl.k
			continue
		}
		if cur.k > 0 {
			merged = append(merged, cur)
		}
		cur = bl
	}
	if cur.k > 0 {
		merged = append(merged, cur)
	}
	return append(merged, block{la, lb, 0}), nil
}
