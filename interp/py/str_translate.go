package py

import (
	"strings"
	"unicode/utf8"
)

// str.translate and str.maketrans.

// transEntry is the cached result of looking one code point up in a
// translation table.
type transEntry struct {
	done bool   // looked up
	keep bool   // no mapping: the code point stays
	to   string // replacement ("" deletes)
}

// lookupTrans looks r up in table like CPython's charmap translation.
func lookupTrans(th *Thread, table Object, r rune) (transEntry, error) {
	v, err := GetItem(th, table, Int(r))
	if err != nil {
		if e, ok := err.(*Exception); ok && !e.abort && e.class.IsSubtype(LookupErrorType) {
			return transEntry{done: true, keep: true}, nil
		}
		return transEntry{}, err
	}
	if v == None {
		return transEntry{done: true}, nil
	}
	if s, ok := AsStr(v); ok {
		return transEntry{done: true, to: s}, nil
	}
	if n, ok := asIntObject(v); ok {
		i, small := n.(Int)
		if !small || i < 0 || i > 0x10ffff {
			return transEntry{}, Errorf(ValueErrorType, "character mapping must be in range(0x110000)")
		}
		return transEntry{done: true, to: cpString(rune(i))}, nil
	}
	return transEntry{}, Errorf(TypeErrorType, "character mapping must return integer, None or str")
}

func strTranslate(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsOne("str.translate", args, kw); err != nil {
		return nil, err
	}
	table := args[0]
	s := strOf(self)
	var ascii [128]transEntry
	var other map[rune]transEntry
	var b strings.Builder
	accounted := 0
	tk := ticker{th: th}
	for i := 0; i < len(s); {
		r, n := decodeCP(s, i)
		var e transEntry
		if r < utf8.RuneSelf {
			e = ascii[r]
		} else if other != nil {
			e = other[r]
		}
		if !e.done {
			var err error
			if e, err = lookupTrans(th, table, r); err != nil {
				return nil, err
			}
			if r < utf8.RuneSelf {
				ascii[r] = e
			} else {
				if other == nil {
					other = map[rune]transEntry{}
				}
				other[r] = e
			}
		}
		if e.keep {
			b.WriteString(s[i : i+n])
		} else {
			b.WriteString(e.to)
		}
		i += n
		if b.Len()-accounted > 1<<16 {
			if err := growCheck(th, int64(b.Len()), int64(b.Len()-accounted)); err != nil {
				return nil, err
			}
			accounted = b.Len()
		}
		if err := tk.add(n); err != nil {
			return nil, err
		}
	}
	if err := th.allocMem(int64(b.Len() - accounted)); err != nil {
		return nil, err
	}
	return selfStr(self, b.String()), nil
}

// strMaketrans is the static method str.maketrans(x[, y[, z]]).
func strMaketrans(th *Thread, args []Object, kw []string) (Object, error) {
	if err := argsPos("str.maketrans", "maketrans", args, kw, 1, 3); err != nil {
		return nil, err
	}
	out := NewDict()
	if len(args) == 1 {
		d, ok := args[0].(*Dict)
		if !ok {
			return nil, Errorf(TypeErrorType, "if you give only one argument to maketrans it must be a dict")
		}
		var err error
		d.Items(func(k, v Object) bool {
			if s, ok := AsStr(k); ok {
				if cpCount(s) != 1 {
					err = Errorf(ValueErrorType, "string keys in translate table must be of length 1")
					return false
				}
				r, _ := decodeCP(s, 0)
				err = out.SetItem(th, Int(r), v)
			} else if _, ok := asIntObject(k); ok {
				err = out.SetItem(th, k, v)
			} else {
				err = Errorf(TypeErrorType, "keys in translate table must be strings or integers")
			}
			return err == nil
		})
		if err != nil {
			return nil, err
		}
		return out, nil
	}
	y, ok := AsStr(args[1])
	if !ok {
		return nil, Errorf(TypeErrorType, "maketrans() argument 2 must be str, not %s", TypeName(args[1]))
	}
	z := ""
	if len(args) == 3 {
		if z, ok = AsStr(args[2]); !ok {
			return nil, Errorf(TypeErrorType, "maketrans() argument 3 must be str, not %s", TypeName(args[2]))
		}
	}
	x, ok := AsStr(args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "first maketrans argument must be a string if there is a second argument")
	}
	if cpCount(x) != cpCount(y) {
		return nil, Errorf(ValueErrorType, "the first two maketrans arguments must have equal length")
	}
	tk := ticker{th: th}
	for i, j := 0, 0; i < len(x); {
		rx, nx := decodeCP(x, i)
		ry, ny := decodeCP(y, j)
		if err := out.SetItem(th, Int(rx), Int(ry)); err != nil {
			return nil, err
		}
		i, j = i+nx, j+ny
		if err := tk.add(64); err != nil {
			return nil, err
		}
	}
	for i := 0; i < len(z); {
		r, n := decodeCP(z, i)
		if err := out.SetItem(th, Int(r), None); err != nil {
			return nil, err
		}
		i += n
		if err := tk.add(64); err != nil {
			return nil, err
		}
	}
	return out, nil
}
