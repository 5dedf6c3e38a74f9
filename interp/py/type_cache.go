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

// maxCachedNames bounds a class's cache: names made at run time
// (getattr(o, "f%d" % i)) must not grow it without end.
const maxCachedNames = 1024

// lookupCached is lookupUser for t, from t's cache when it has the answer.
func (t *Type) lookupCached(name string) lookupEntry {
	if e, ok := t.attrCache[name]; ok {
		return e
	}
	var e lookupEntry
	h := strHash(name)
	for _, m := range t.MRO {
		if ix := m.Dict.findStr(name, h); ix >= 0 {
			e = lookupEntry{m.Dict.entries[ix].value, !m.builtin}
			break
		}
	}
	if t.attrCache == nil || len(t.attrCache) >= maxCachedNames {
		t.attrCache = make(map[string]lookupEntry)
	}
	t.attrCache[name] = e
	return e
}

// addSubclass records sub as a class derived directly from t, weakly: a
// class that is no longer used must not be kept alive by its bases.
func (t *Type) addSubclass(sub *Type) {
	if t.builtin {
		return // shared by every run; built-in types never change
	}
	live := t.subclasses[:0]
	for _, w := range t.subclasses {
		if w.Value() != nil {
			live = append(live, w)
		}
	}
	t.subclasses = append(live, weak.Make(sub))
}

// removeSubclass forgets sub as a direct subclass of t.
func (t *Type) removeSubclass(sub *Type) {
	live := t.subclasses[:0]
	for _, w := range t.subclasses {
		if v := w.Value(); v != nil && v != sub {
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

// classChanged is called after t's dict or MRO changed: it drops the
// lookup caches of t and its subclasses and, when a dunder may have
// changed (dunder true), points their slots at the new methods.
func classChanged(t *Type, dunder bool) {
	seen := map[*Type]bool{t: true}
	// a list, not recursion: class hierarchies made in a loop can be deep
	todo := []*Type{t}
	for len(todo) > 0 {
		c := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		c.attrCache = nil
		if dunder {
			fixupSlots(c)
		}
		for _, s := range c.liveSubclasses() {
			if !seen[s] {
				seen[s] = true
				todo = append(todo, s)
			}
		}
	}
}
