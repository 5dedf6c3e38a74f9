package csv

import (
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

// Writer is _csv.writer: rows joined per the dialect, passed to write().
type Writer struct {
	write   py.Object
	dialect *Dialect
}

// WriterType is the class _csv.writer.
var WriterType *py.Type

func (*Writer) Type() *py.Type { return WriterType }

// appendField adds one field to rec, quoting or escaping it as CPython's
// join_append_data does.
func (w *Writer) appendField(rec *strings.Builder, first bool, field string, hasField bool, quoted bool) error {
	d := w.dialect
	if !first {
		rec.WriteRune(d.delimiter)
	}
	var body strings.Builder
	if hasField {
		for _, c := range field {
			wantEscape := false
			if c == d.delimiter || c == d.escapechar || c == d.quotechar || strings.ContainsRune(d.lineterminator, c) {
				if d.quoting == QuoteNone {
					wantEscape = true
				} else {
					switch c {
					case d.quotechar:
						if d.doublequote {
							body.WriteRune(d.quotechar)
						} else {
							wantEscape = true
						}
					case d.escapechar:
						wantEscape = true
					}
					if !wantEscape {
						quoted = true
					}
				}
				if wantEscape {
					if d.escapechar == notSet {
						return csvError("need to escape, but no escapechar set")
					}
					body.WriteRune(d.escapechar)
				}
			}
			body.WriteRune(c)
		}
	}
	if quoted {
		rec.WriteRune(d.quotechar)
		rec.WriteString(body.String())
		rec.WriteRune(d.quotechar)
	} else {
		rec.WriteString(body.String())
	}
	return nil
}

// isNumber is PyNumber_Check.
func isNumber(o py.Object) bool {
	switch o.(type) {
	case py.Int, py.Bool, py.Float, *py.BigInt, py.Complex:
		return true
	}
	t := o.Type()
	return t.Index != nil || t.Int != nil || t.Float != nil
}

func (w *Writer) writerow(th *py.Thread, row py.Object) (py.Object, error) {
	d := w.dialect
	it, err := py.Iter(th, row)
	if err != nil {
		if e, ok := err.(*py.Exception); ok && e.IsInstanceOf(py.TypeErrorType) {
			return nil, csvError("iterable expected, not %s", row.Type().Name)
		}
		return nil, err
	}
	var rec strings.Builder
	n := 0
	for {
		field, err := py.Next(th, it)
		if err != nil {
			return nil, err
		}
		if field == nil {
			break
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
		quoted := false
		switch d.quoting {
		case QuoteNonNumeric:
			quoted = !isNumber(field)
		case QuoteAll:
			quoted = true
		}
		var s string
		has := true
		if str, ok := py.AsStr(field); ok {
			s = str
		} else if field == py.None {
			has = false
		} else if s, err = py.StrOf(th, field); err != nil {
			return nil, err
		}
		if err := w.appendField(&rec, n == 0, s, has, quoted); err != nil {
			return nil, err
		}
		n++
	}
	if n > 0 && rec.Len() == 0 {
		if d.quoting == QuoteNone {
			return nil, csvError("single empty field record must be quoted")
		}
		if err := w.appendField(&rec, true, "", false, true); err != nil {
			return nil, err
		}
	}
	rec.WriteString(d.lineterminator)
	if err := th.AllocMem(int64(rec.Len())); err != nil {
		return nil, err
	}
	return py.Call(th, w.write, []py.Object{py.NewStr(rec.String())}, nil)
}

func setupWriter() {
	t := WriterType
	t.AddMethod("writerow", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("writerow", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return self.(*Writer).writerow(th, args[0])
	})
	t.AddMethod("writerows", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("writerows", args, kw, 1, 1); err != nil {
			return nil, err
		}
		it, err := py.Iter(th, args[0])
		if err != nil {
			return nil, err
		}
		for {
			row, err := py.Next(th, it)
			if err != nil {
				return nil, err
			}
			if row == nil {
				return py.None, nil
			}
			if _, err := self.(*Writer).writerow(th, row); err != nil {
				return nil, err
			}
		}
	})
	t.Dict.SetStr("dialect", &py.GetSet{Name: "dialect", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return o.(*Writer).dialect, nil
	}})
	py.FinishNativeType(t)
}
