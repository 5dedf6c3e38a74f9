package py

import "weak"

// Attribute lookups on classes written in Python are cached per class, as
// CPython's type attribute cache does: the first lookup of a name walks
// the MRO's dicts, later ones read the answer (absence included) from the
// class's cache. Every change that can alter an answer drops the cache of
// the class and of every class derived from it, which is why classes
// track their subclasses: assignment and deletion on a class
// (typeSetAttr), __bases__ assignment and fixupSlots. A class dict is
// written only through those: its namespace is copied when the class is
// made and code sees it through a read-only mappingproxy.
//
// Built-in types are never cached: they are shared by concurrent runs and
// never change, and their MROs are short.

// lookupEntry is one cached answer: the value found (nil when no class of
// the MRO has the name) and whether a class written in Python holds it.
type lookupEntry struct {
	value Object
	user  bool
}

// attrCache is a two-way set-associative table indexed by the name's str
// hash, as CPython's type cache is a hashed table: a probe is two compares
// of the name (by pointer first), and a third name of a set pushes out the
// older answer.
type attrCache [attrCacheSize]attrCacheEntry

type attrCacheEntry struct {
	name string
	set  bool
	e    lookupEntry
}

const attrCacheSize = 64 // a power of two

// lookupCached is lookupUser for t, from t's cache when it has the answer.
func (t *Type) lookupCached(name string) lookupEntry {
	return t.lookupHashed(name, strHash(name))
}

// lookupHashed is lookupCached for a name whose str hash h is known.
func (t *Type) lookupHashed(name string, h int64) lookupEntry {
	c := t.attrCache
	i := uint64(h) & (attrCacheSize - 2)
	if c != nil {
		if s := &c[i]; s.set && s.name == name {
			return s.e
		}
		if s := &c[i+1]; s.set && s.name == name {
			return s.e
		}
	} else {
		c = new(attrCache)
		t.attrCache = c
	}
	var e lookupEntry
	for _, m := range t.MRO {
		if ix := m.Dict.findStr(name, h); ix >= 0 {
			e = lookupEntry{m.Dict.entries[ix].value, !m.builtin}
			break
		}
	}
	c[i+1] = c[i]
	s := &c[i]
	s.name, s.set, s.e = name, true, e
	return e
}

// addSubclass records sub as a class derived directly from t, weakly: a
// class that is no longer used must not be kept alive by its bases.
func (t *Type) addSubclass(sub *Type) {
	if t.builtin {
		return // shared by every run; built-in types never change
	}
	t.pruneSubclasses(nil)
	t.subclasses = append(t.subclasses, weak.Make(sub))
}

// removeSubclass forgets sub as a direct subclass of t.
func (t *Type) removeSubclass(sub *Type) { t.pruneSubclasses(sub) }

// pruneSubclasses drops from t's subclasses those no longer in use, and
// drop.
func (t *Type) pruneSubclasses(drop *Type) {
	live := t.subclasses[:0]
	for _, w := range t.subclasses {
		if v := w.Value(); v != nil && v != drop {
			live = append(live, w)
		}
	}
	t.subclasses = live
}

// liveSubclasses returns t's direct subclasses still in use, oldest first.
func (t *Type) liveSubclasses() []*Type {
	var out []*Type
	for _, w := range t.subclasses {
		if v := w.Value(); v != nil {
			out = append(out, v)
		}
	}
	return out
}

// forgetName drops t's cached answer for name, if it has one.
func (t *Type) forgetName(name string) {
	c := t.attrCache
	if c == nil {
		return
	}
	i := uint64(strHash(name)) & (attrCacheSize - 2)
	for _, j := range [2]uint64{i, i + 1} {
		if c[j].set && c[j].name == name {
			c[j] = attrCacheEntry{}
		}
	}
}

// classChanged is called after t's dict or MRO changed: it drops the
// cached lookups of t and its subclasses (of name only when name is set:
// one attribute was assigned or deleted, which can change no other
// answer) and, when a dunder may have changed (dunder true), points their
// slots at the new methods.
func classChanged(t *Type, name string, dunder bool) {
	update := func(c *Type) {
		if name == "" {
			c.attrCache = nil
		} else {
			c.forgetName(name)
		}
		if dunder {
			fixupSlots(c)
		}
	}
	if len(t.subclasses) == 0 {
		update(t) // the common case: a class attribute counted or patched
		return
	}
	for _, c := range t.withDescendants() {
		update(c)
	}
}

// withDescendants returns t and every class derived from it still in use,
// each once. A list, not recursion: class hierarchies made in a loop can
// be deep.
func (t *Type) withDescendants() []*Type {
	seen := map[*Type]bool{t: true}
	list := []*Type{t}
	for i := 0; i < len(list); i++ {
		for _, s := range list[i].liveSubclasses() {
			if !seen[s] {
				seen[s] = true
				list = append(list, s)
			}
		}
	}
	return list
}
