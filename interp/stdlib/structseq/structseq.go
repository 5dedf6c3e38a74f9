// Package structseq builds named-tuple-like classes in Go for the standard
// library (time.struct_time, datetime.IsoCalendarDate, urllib.parse's
// result types): tuples whose items are also attributes, with a
// "Name(field=value, ...)" repr.
package structseq

import (
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

// New returns a tuple subclass called name (dotted with its module, as
// NewNativeType wants). reprName is the name its repr shows; fields name
// the items. With namedTuple set the class also has _fields, _replace,
// _asdict and _make like collections.namedtuple. The caller may add
// methods, then must call py.FinishNativeType.
func New(name, reprName string, fields []string, namedTuple bool) *py.Type {
	t := py.NewNativeType(name, py.TupleType, py.TupleType, false)
	t.New = func(th *py.Thread, c *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		vals := make([]py.Object, len(fields))
		pairs := make([]any, 0, 2*len(fields))
		for i, f := range fields {
			pairs = append(pairs, f, &vals[i])
		}
		if err := py.UnpackArgs("__new__", args, kwnames, pairs...); err != nil {
			return nil, err
		}
		return Make(c, vals), nil
	}
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		items, _ := py.SeqItems(o)
		var sb strings.Builder
		rn := reprName
		if o.Type() != t {
			rn = o.Type().Name
		}
		sb.WriteString(rn)
		sb.WriteByte('(')
		for i, f := range fields {
			if i > 0 {
				sb.WriteString(", ")
			}
			r, err := py.Repr(th, items[i])
			if err != nil {
				return "", err
			}
			sb.WriteString(f)
			sb.WriteByte('=')
			sb.WriteString(r)
		}
		sb.WriteByte(')')
		return sb.String(), nil
	}
	for i, f := range fields {
		i := i
		t.Dict.SetStr(f, &py.GetSet{Name: f, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			items, _ := py.SeqItems(o)
			return items[i], nil
		}})
	}
	fieldObjs := make([]py.Object, len(fields))
	for i, f := range fields {
		fieldObjs[i] = py.NewStr(f)
	}
	if namedTuple {
		t.Dict.SetStr("_fields", py.NewTuple(fieldObjs))
		t.AddMethod("_asdict", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange("_asdict", args, kw, 0, 0); err != nil {
				return nil, err
			}
			items, _ := py.SeqItems(self)
			d := py.NewDict()
			for i, f := range fields {
				d.SetStr(f, items[i])
			}
			return d, nil
		})
		t.AddMethod("_replace", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			if len(args) > len(kw) {
				return nil, py.Errorf(py.TypeErrorType, "_replace() takes 1 positional argument but %d were given", len(args)-len(kw)+1)
			}
			items, _ := py.SeqItems(self)
			vals := append([]py.Object(nil), items...)
			var unknown []string
			for k, name := range kw {
				found := false
				for i, f := range fields {
					if f == name {
						vals[i] = args[k]
						found = true
					}
				}
				if !found {
					unknown = append(unknown, "'"+name+"'")
				}
			}
			if len(unknown) > 0 {
				return nil, py.Errorf(py.ValueErrorType, "Got unexpected field names: [%s]", strings.Join(unknown, ", "))
			}
			return Make(self.Type(), vals), nil
		})
		t.AddClassMethod("_make", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange("_make", args, kw, 1, 1); err != nil {
				return nil, err
			}
			items, err := py.Collect(th, args[0])
			if err != nil {
				return nil, err
			}
			if len(items) != len(fields) {
				return nil, py.Errorf(py.TypeErrorType, "Expected %d arguments, got %d", len(fields), len(items))
			}
			return Make(self.(*py.Type), items), nil
		})
	}
	return t
}

// Make builds an instance of t (a class from New) holding items.
func Make(t *py.Type, items []py.Object) py.Object {
	return py.NewSubInstance(t, py.NewTuple(append([]py.Object(nil), items...)))
}
