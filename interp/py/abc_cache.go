package py

import "sync/atomic"

// ABC checks are cached as CPython's abc module caches them: isinstance and
// issubclass against a class whose metaclass is abc.ABCMeta remember, per
// (checked type, ABC), the answer of ABCMeta.__subclasscheck__. Without the
// cache `isinstance(x, Mapping)` answering False walks the registry and
// every subclass of the ABC in Python on each call (Counter.update pays it
// every time). Positive answers stay cached for the ABC's lifetime, as in
// CPython (a class cannot stop being a subclass short of
// _abc_caches_clear); negative answers are dropped whenever any ABC
// registers a class or gains a subclass, which moves abcToken.

// abcToken versions every negative cache; register() and the creation of a
// subclass of an ABC advance it.
var abcToken atomic.Uint64

// abcCache holds one ABC's answers by checked type.
type abcCache struct {
	positive map[*Type]struct{}
	negative map[*Type]struct{}
	version  uint64 // abcToken when negative was filled
}

// abcMeta marks the metaclass whose __instancecheck__ and __subclasscheck__
// are the ones whose answers may be cached (abc.ABCMeta's own; a metaclass
// that overrides either, such as typing's protocol meta, is not cached).
type abcMeta struct {
	instanceCheck, subclassCheck Object
}

// MarkABCMeta makes meta (abc.ABCMeta) the metaclass whose checks are
// cached; its __instancecheck__ must answer as __subclasscheck__ on the
// instance's type does.
func MarkABCMeta(meta *Type) {
	inst, _ := meta.Dict.GetStr("__instancecheck__")
	sub, _ := meta.Dict.GetStr("__subclasscheck__")
	meta.abcMarks = &abcMeta{instanceCheck: inst, subclassCheck: sub}
}

// InvalidateABCCaches drops every negative ABC answer (abc.register and
// ABCMeta.__new__ call it; also get_cache_token's counter).
func InvalidateABCCaches() uint64 { return abcToken.Add(1) }

// ABCCacheToken is the current version of the negative caches.
func ABCCacheToken() uint64 { return abcToken.Load() }

// ClearABCCache forgets cls's cached answers (ABCMeta._abc_caches_clear).
func ClearABCCache(cls *Type) { cls.abcAnswers = nil }

// cachesABC reports whether cls's checks go through abc.ABCMeta's own
// __instancecheck__ and __subclasscheck__.
func cachesABC(cls *Type) bool {
	meta := cls.Type()
	if meta == TypeType {
		return false
	}
	for _, m := range meta.MRO {
		if m.abcMarks == nil {
			continue
		}
		return meta.Lookup("__instancecheck__") == m.abcMarks.instanceCheck &&
			meta.Lookup("__subclasscheck__") == m.abcMarks.subclassCheck
	}
	return false
}

// abcCached looks up a cached answer for sub against cls.
func abcCached(cls, sub *Type) (answer, found bool) {
	c := cls.abcAnswers
	if c == nil {
		return false, false
	}
	if _, ok := c.positive[sub]; ok {
		return true, true
	}
	if c.version == abcToken.Load() {
		if _, ok := c.negative[sub]; ok {
			return false, true
		}
	}
	return false, false
}

// abcRemember stores the answer computed for sub against cls, read under
// token (the version before the check ran: a check that registered a class
// on the way must not cache a stale negative).
func abcRemember(cls, sub *Type, answer bool, token uint64) {
	c := cls.abcAnswers
	if c == nil {
		c = &abcCache{}
		cls.abcAnswers = c
	}
	if answer {
		if c.positive == nil {
			c.positive = map[*Type]struct{}{}
		}
		c.positive[sub] = struct{}{}
		return
	}
	if token != abcToken.Load() {
		return
	}
	if c.version != token || c.negative == nil {
		c.negative = map[*Type]struct{}{}
		c.version = token
	}
	c.negative[sub] = struct{}{}
}

// abcCheck answers whether sub is a (virtual) subclass of cls through
// cls's metaclass dunder (dunder is "__instancecheck__" with arg the
// instance, or "__subclasscheck__" with arg sub), from the cache when cls
// is an ABC.
func abcCheck(th *Thread, cls, sub *Type, dunder string, arg Object) (bool, error) {
	cacheable := cachesABC(cls)
	if cacheable {
		if answer, found := abcCached(cls, sub); found {
			return answer, nil
		}
	}
	token := abcToken.Load()
	r, err := callDunder(th, cls, dunder, arg)
	if err != nil {
		return false, err
	}
	answer, err := Truth(th, r)
	if err == nil && cacheable {
		abcRemember(cls, sub, answer, token)
	}
	return answer, err
}
