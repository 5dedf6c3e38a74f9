package functools

import "github.com/mcpython/mcpython/interp/py"

// lruWrapper is functools._lru_cache_wrapper: it memoises calls of fn by
// their arguments. maxsize < 0 means unbounded; 0 caches nothing. The
// bounded cache keeps its entries in a ring, most recently used last.
type lruWrapper struct {
	fn        py.Object
	maxsize   int
	typed     bool
	cacheInfo py.Object // the CacheInfo named tuple class
	cache     *py.Dict  // key -> result (unbounded) or *lruEntry (bounded)
	root      lruEntry  // sentinel of the ring
	hits      int
	misses    int
	dict      *py.Dict
}

// lruEntry is one cached call of a bounded cache.
type lruEntry struct {
	key, result py.Object
	prev, next  *lruEntry
}

var (
	lruType      *py.Type
	lruEntryType *py.Type
	// kwdMark separates positional from keyword arguments in cache keys;
	// it equals nothing but itself.
	kwdMark = py.Object(&lruEntry{})
)

func (*lruWrapper) Type() *py.Type { return lruType }
func (*lruEntry) Type() *py.Type   { return lruEntryType }

// InstanceDict holds what update_wrapper copies (__name__, __doc__,
// __wrapped__...).
func (w *lruWrapper) InstanceDict() *py.Dict {
	if w.dict == nil {
		w.dict = py.NewDict()
	}
	return w.dict
}

func setupLRU() {
	t := lruType
	t.SetFinal()
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		var fn, maxsize, typed, info py.Object
		if err := py.UnpackArgs("_lru_cache_wrapper", args, kwnames, "user_function", &fn, "maxsize", &maxsize,
			"typed", &typed, "cache_info_type", &info); err != nil {
			return nil, err
		}
		if !isCallable(fn) {
			return nil, py.Errorf(py.TypeErrorType, "the first argument must be callable")
		}
		w := &lruWrapper{fn: fn, maxsize: -1, cacheInfo: info, cache: py.NewDict()}
		if maxsize != py.None {
			if _, ok := py.AsIntObject(maxsize); !ok {
				return nil, py.Errorf(py.TypeErrorType, "maxsize should be integer or None")
			}
			n, err := py.AsInt(th, maxsize)
			if err != nil {
				return nil, err
			}
			w.maxsize = max(n, 0)
		}
		var err error
		if w.typed, err = py.Truth(th, typed); err != nil {
			return nil, err
		}
		w.root.prev, w.root.next = &w.root, &w.root
		return w, nil
	}
	t.Call = func(th *py.Thread, o py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		return o.(*lruWrapper).call(th, args, kwnames)
	}
	t.DescrGet = func(th *py.Thread, d, obj py.Object, owner *py.Type) (py.Object, error) {
		if obj == nil || obj == py.None {
			return d, nil
		}
		return &py.BoundMethod{Func: d, Self: obj}, nil
	}
	t.Hash = py.IdentityHashSlot
	t.AddMethod("cache_info", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("cache_info", args, kwnames, 0, 0); err != nil {
			return nil, err
		}
		w := self.(*lruWrapper)
		var maxsize = py.None
		if w.maxsize >= 0 {
			maxsize = py.Int(w.maxsize)
		}
		return py.Call(th, w.cacheInfo, []py.Object{py.Int(w.hits), py.Int(w.misses), maxsize, py.Int(w.cache.Len())}, nil)
	})
	t.AddMethod("cache_clear", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		if err := py.ArgRange("cache_clear", args, kwnames, 0, 0); err != nil {
			return nil, err
		}
		w := self.(*lruWrapper)
		w.cache.Clear()
		w.root.prev, w.root.next = &w.root, &w.root
		w.hits, w.misses = 0, 0
		return py.None, nil
	})
	// a recipe without the cached results, so a session snapshot keeps a
	// decorated function (copy uses __copy__/__deepcopy__ first)
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		w := self.(*lruWrapper)
		var maxsize py.Object = py.Int(w.maxsize)
		if w.maxsize < 0 {
			maxsize = py.None
		}
		info := w.cacheInfo
		if info == nil {
			info = py.None
		}
		var state = py.None
		if w.dict != nil {
			state = w.dict
		}
		return py.NewTuple([]py.Object{lruType, py.NewTuple([]py.Object{w.fn, maxsize, py.NewBool(w.typed), info}), state}), nil
	})
	t.AddMethod("__copy__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		return self, nil
	})
	t.AddMethod("__deepcopy__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		return self, nil
	})
}

// makeKey builds the cache key of a call: the argument tuple (or the
// single int or str argument itself), keyword names and values after a
// marker, and the argument types when typed.
func (w *lruWrapper) makeKey(args []py.Object, kwnames []string) py.Object {
	if !w.typed && len(kwnames) == 0 {
		if len(args) == 1 {
			switch args[0].(type) {
			case py.Int, *py.Str:
				return args[0]
			}
			if _, ok := args[0].(*py.BigInt); ok {
				return args[0]
			}
		}
		return py.NewTuple(append([]py.Object(nil), args...))
	}
	npos := len(args) - len(kwnames)
	key := make([]py.Object, 0, 2*len(args)+1)
	key = append(key, args[:npos]...)
	if len(kwnames) > 0 {
		key = append(key, kwdMark)
		for i, k := range kwnames {
			key = append(key, py.NewStr(k), args[npos+i])
		}
	}
	if w.typed {
		for _, a := range args[:npos] {
			key = append(key, a.Type())
		}
		for _, a := range args[npos:] {
			key = append(key, a.Type())
		}
	}
	return py.NewTuple(key)
}

func (w *lruWrapper) call(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if w.maxsize == 0 {
		w.misses++
		return py.Call(th, w.fn, args, kwnames)
	}
	key := w.makeKey(args, kwnames)
	v, ok, err := w.cache.GetItem(th, key)
	if err != nil {
		return nil, err
	}
	if ok {
		w.hits++
		if w.maxsize < 0 {
			return v, nil
		}
		e := v.(*lruEntry)
		e.unlink()
		w.root.linkLast(e)
		return e.result, nil
	}
	w.misses++
	result, err := py.Call(th, w.fn, args, kwnames)
	if err != nil {
		return nil, err
	}
	if w.maxsize < 0 {
		if err := th.AllocMem(64); err != nil {
			return nil, err
		}
		return result, w.cache.SetItem(th, key, result)
	}
	// the call may have filled this key already (recursion)
	if _, ok, err := w.cache.GetItem(th, key); err != nil || ok {
		return result, err
	}
	if w.cache.Len() >= w.maxsize {
		oldest := w.root.next
		oldest.unlink()
		if _, err := w.cache.DelItem(th, oldest.key); err != nil {
			return nil, err
		}
	} else if err := th.AllocMem(96); err != nil {
		return nil, err
	}
	e := &lruEntry{key: key, result: result}
	w.root.linkLast(e)
	return result, w.cache.SetItem(th, key, e)
}

func (e *lruEntry) unlink() {
	e.prev.next = e.next
	e.next.prev = e.prev
}

// linkLast puts x just before e, the sentinel root (most recently used).
func (e *lruEntry) linkLast(x *lruEntry) {
	last := e.prev
	last.next = x
	x.prev = last
	x.next = e
	e.prev = x
}
