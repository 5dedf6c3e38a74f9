package urllib

import (
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

func containsByte(s string, c byte) bool { return strings.IndexByte(s, c) >= 0 }

func replaceAll(s, old, repl string) string { return strings.ReplaceAll(s, old, repl) }

// urlencode is CPython's urlencode: pairs or a mapping, optionally with
// sequences as repeated keys (doseq), each part passed through quote_via.
func urlencode(th *py.Thread, mod *py.Dict, args []py.Object, kw []string) (py.Object, error) {
	var query, doseq, safe, enc, errs, quoteVia py.Object
	if err := py.UnpackArgs("urlencode", args, kw, "query", &query, "doseq?", &doseq, "safe?", &safe,
		"encoding?", &enc, "errors?", &errs, "quote_via?", &quoteVia); err != nil {
		return nil, err
	}
	if safe == nil {
		safe = py.NewStr("")
	}
	if enc == nil {
		enc = py.None
	}
	if errs == nil {
		errs = py.None
	}
	if quoteVia == nil {
		quoteVia, _ = mod.GetStr("quote_plus")
	}
	seq, err := truth(th, doseq, false)
	if err != nil {
		return nil, err
	}
	if itemsFn, err := py.GetAttr(th, query, "items"); err == nil {
		if query, err = py.Call(th, itemsFn, nil, nil); err != nil {
			return nil, err
		}
	} else {
		if e, ok := err.(*py.Exception); ok && e.IsAbort() {
			return nil, err
		}
		bad := false
		n, lerr := py.Len(th, query)
		if lerr != nil {
			bad = true
		} else if n > 0 {
			first, gerr := py.GetItem(th, query, py.Int(0))
			if gerr != nil || !py.IsInstance(first, py.TupleType) {
				bad = true
			}
		}
		if bad {
			return nil, py.Errorf(py.TypeErrorType, "not a valid non-string sequence or mapping object")
		}
	}
	quoteOne := func(o py.Object) (string, error) {
		var r py.Object
		var err error
		if _, isBytes := o.(*py.Bytes); isBytes {
			r, err = py.Call(th, quoteVia, []py.Object{o, safe}, nil)
		} else {
			s, serr := py.StrOf(th, o)
			if serr != nil {
				return "", serr
			}
			r, err = py.Call(th, quoteVia, []py.Object{py.NewStr(s), safe, enc, errs}, nil)
		}
		if err != nil {
			return "", err
		}
		return py.StrOf(th, r)
	}
	it, err := py.Iter(th, query)
	if err != nil {
		return nil, err
	}
	var parts []string
	for {
		pair, err := py.Next(th, it)
		if err != nil {
			return nil, err
		}
		if pair == nil {
			break
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
		kv, err := py.Collect(th, pair)
		if err != nil {
			return nil, err
		}
		if len(kv) != 2 {
			if len(kv) > 2 {
				return nil, py.Errorf(py.ValueErrorType, "too many values to unpack (expected 2)")
			}
			return nil, py.Errorf(py.ValueErrorType, "not enough values to unpack (expected 2, got %d)", len(kv))
		}
		k, err := quoteOne(kv[0])
		if err != nil {
			return nil, err
		}
		v := kv[1]
		_, isBytes := v.(*py.Bytes)
		_, isStr := py.AsStr(v)
		if !seq || isBytes || isStr {
			q, err := quoteOne(v)
			if err != nil {
				return nil, err
			}
			parts = append(parts, k+"="+q)
			continue
		}
		if _, lerr := py.Len(th, v); lerr != nil {
			if e, ok := lerr.(*py.Exception); ok && e.IsAbort() {
				return nil, lerr
			}
			q, err := quoteOne(v)
			if err != nil {
				return nil, err
			}
			parts = append(parts, k+"="+q)
			continue
		}
		elts, err := py.Collect(th, v)
		if err != nil {
			return nil, err
		}
		for _, e := range elts {
			q, err := quoteOne(e)
			if err != nil {
				return nil, err
			}
			parts = append(parts, k+"="+q)
		}
	}
	return py.NewStr(strings.Join(parts, "&")), nil
}
