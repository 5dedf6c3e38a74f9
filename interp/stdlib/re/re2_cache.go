package re

import "sync"

// Building an RE2 engine costs more than parsing the pattern (Python's \w
// spelled out is hundreds of ranges for Go's parser), and every run
// compiles its patterns anew; the engines are immutable once built and
// safe for concurrent use, so one process keeps them for all runs.

type re2Key struct {
	pattern string
	istext  bool
	flags   int // the parsed pattern's flags, inline ones included
}

// re2Entry is a cached engine, or the reason a pattern has none.
type re2Entry struct {
	engine *re2Engine
	why    string
}

// re2CacheSize bounds the cache; when full it starts over.
const re2CacheSize = 1024

// re2Cache's map is made by the first store (a map in the literal would be
// built at init).
var re2Cache struct {
	sync.Mutex
	m map[re2Key]re2Entry
}

// cachedRE2 returns the engine for a parsed pattern, building it on first
// use, or nil and why Go's regexp cannot run it.
func cachedRE2(pattern []rune, istext bool, p *parsed) (*re2Engine, string) {
	key := re2Key{pattern: string(pattern), istext: istext, flags: p.flags}
	re2Cache.Lock()
	entry, ok := re2Cache.m[key]
	re2Cache.Unlock()
	if ok {
		return entry.engine, entry.why
	}
	if prog, why := translateRE2(p); prog == nil {
		entry.why = why
	} else if entry.engine = newRE2Engine(prog); entry.engine == nil {
		entry.why = "Go's regexp refused the translation"
	}
	re2Cache.Lock()
	if re2Cache.m == nil {
		re2Cache.m = map[re2Key]re2Entry{}
	} else if len(re2Cache.m) >= re2CacheSize {
		clear(re2Cache.m)
	}
	re2Cache.m[key] = entry
	re2Cache.Unlock()
	return entry.engine, entry.why
}
