package urllib

import (
	"strings"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
	"github.com/mcpython/mcpython/interp/stdlib/structseq"
)

// The result types: named tuples with geturl() and the netloc views.
var (
	SplitResultType  *py.Type
	ParseResultType  *py.Type
	DefragResultType *py.Type
)

func newResultType(name string, fields []string) *py.Type {
	t := structseq.New("urllib.parse."+name, name, fields, true)
	t.Name = name // a Python class in CPython
	return t
}

func items(o py.Object) []string {
	objs, _ := py.SeqItems(o)
	out := make([]string, len(objs))
	for i, x := range objs {
		out[i], _ = py.AsStr(x)
	}
	return out
}

func strs(vals ...string) []py.Object {
	out := make([]py.Object, len(vals))
	for i, v := range vals {
		out[i] = py.NewStr(v)
	}
	return out
}

func optStr(s *string) py.Object {
	if s == nil {
		return py.None
	}
	return py.NewStr(*s)
}

func addNetlocViews(t *py.Type) {
	netloc := func(o py.Object) string { return items(o)[1] }
	t.Dict.SetStr("username", &py.GetSet{Name: "username", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		u, _ := userinfo(netloc(o))
		return optStr(u), nil
	}})
	t.Dict.SetStr("password", &py.GetSet{Name: "password", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		_, p := userinfo(netloc(o))
		return optStr(p), nil
	}})
	t.Dict.SetStr("hostname", &py.GetSet{Name: "hostname", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		host, _ := hostinfo(netloc(o))
		if host == "" {
			return py.None, nil
		}
		h, pct, zone := host, "", ""
		if i := strings.IndexByte(host, '%'); i >= 0 {
			h, pct, zone = host[:i], "%", host[i+1:]
		}
		lower, err := callStr(th, py.NewStr(h), "lower")
		if err != nil {
			return nil, err
		}
		return py.NewStr(lower + pct + zone), nil
	}})
	t.Dict.SetStr("port", &py.GetSet{Name: "port", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		_, port := hostinfo(netloc(o))
		if port == nil {
			return py.None, nil
		}
		p := *port
		n := 0
		for i := 0; i < len(p); i++ {
			if p[i] < '0' || p[i] > '9' {
				r, _ := py.Repr(th, py.NewStr(p))
				return nil, py.Errorf(py.ValueErrorType, "Port could not be cast to integer value as %s", r)
			}
			if n <= 65535 {
				n = n*10 + int(p[i]-'0')
			}
		}
		if n > 65535 {
			return nil, py.Errorf(py.ValueErrorType, "Port out of range 0-65535")
		}
		return py.Int(n), nil
	}})
}

func callStr(th *py.Thread, o py.Object, method string) (string, error) {
	f, err := py.GetAttr(th, o, method)
	if err != nil {
		return "", err
	}
	r, err := py.Call(th, f, nil, nil)
	if err != nil {
		return "", err
	}
	s, _ := py.AsStr(r)
	return s, nil
}

func encodeMethod(t *py.Type) {
	t.AddMethod("encode", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		objs, _ := py.SeqItems(self)
		out := make([]py.Object, len(objs))
		for i, x := range objs {
			f, err := py.GetAttr(th, x, "encode")
			if err != nil {
				return nil, err
			}
			if out[i], err = py.Call(th, f, args, kw); err != nil {
				return nil, err
			}
		}
		return py.NewTuple(out), nil
	})
}

// setupTypes builds the package's types at the first import of
// urllib.parse, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	SplitResultType = newResultType("SplitResult", []string{"scheme", "netloc", "path", "query", "fragment"})
	ParseResultType = newResultType("ParseResult", []string{"scheme", "netloc", "path", "params", "query", "fragment"})
	DefragResultType = newResultType("DefragResult", []string{"url", "fragment"})
	SplitResultType.AddMethod("geturl", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		v := items(self)
		return py.NewStr(urlunsplit(splitURL{v[0], v[1], v[2], v[3], v[4]})), nil
	})
	ParseResultType.AddMethod("geturl", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		v := items(self)
		return py.NewStr(urlunparse(parsedURL{v[0], v[1], v[2], v[3], v[4], v[5]})), nil
	})
	DefragResultType.AddMethod("geturl", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		v := items(self)
		if v[1] != "" {
			return py.NewStr(v[0] + "#" + v[1]), nil
		}
		return py.NewStr(v[0]), nil
	})
	addNetlocViews(SplitResultType)
	addNetlocViews(ParseResultType)
	for _, t := range []*py.Type{SplitResultType, ParseResultType, DefragResultType} {
		encodeMethod(t)
		py.FinishNativeType(t)
	}
}

// strArg reads a str argument (the sandbox's urllib.parse handles str
// URLs; bytes are decoded as ASCII like CPython's _coerce_args).
func strArg(th *py.Thread, o py.Object, dflt string) (string, bool, error) {
	if o == nil {
		return dflt, false, nil
	}
	if s, ok := py.AsStr(o); ok {
		return s, false, nil
	}
	if b, ok := binascii.BytesLike(o); ok {
		s, err := decodeBytes(th, b, "ascii", "strict")
		return s, true, err
	}
	if o == py.None {
		return "", false, nil
	}
	return "", false, py.Errorf(py.TypeErrorType, "Cannot mix str and non-str arguments")
}

func truth(th *py.Thread, o py.Object, dflt bool) (bool, error) {
	if o == nil {
		return dflt, nil
	}
	return py.Truth(th, o)
}

// components unpacks the tuple argument of urlunsplit/urlunparse.
func components(th *py.Thread, o py.Object, n int) ([]string, error) {
	objs, err := py.Collect(th, o)
	if err != nil {
		return nil, err
	}
	if len(objs)+1 > n+1 {
		return nil, py.Errorf(py.ValueErrorType, "too many values to unpack (expected %d)", n+1)
	}
	if len(objs) < n {
		return nil, py.Errorf(py.ValueErrorType, "not enough values to unpack (expected %d, got %d)", n+1, len(objs)+1)
	}
	out := make([]string, n)
	for i, x := range objs {
		if out[i], _, err = strArg(th, x, ""); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func parseQSL(th *py.Thread, qs string, keepBlank, strict bool, encoding, errors string, maxFields int, sep string) ([][2]string, error) {
	if sep == "" {
		return nil, py.Errorf(py.ValueErrorType, "Separator must be of type string or bytes.")
	}
	if maxFields >= 0 {
		n := 0
		if qs != "" {
			n = 1 + strings.Count(qs, sep)
		}
		if maxFields < n {
			return nil, py.Errorf(py.ValueErrorType, "Max number of fields exceeded")
		}
	}
	var out [][2]string
	if qs == "" {
		return out, nil
	}
	for _, nv := range strings.Split(qs, sep) {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		if nv == "" && !strict {
			continue
		}
		name, value, hasEq := strings.Cut(nv, "=")
		if !hasEq {
			if strict {
				r, _ := py.Repr(th, py.NewStr(nv))
				return nil, py.Errorf(py.ValueErrorType, "bad query field: %s", r)
			}
			if !keepBlank {
				continue
			}
		}
		if value != "" || keepBlank {
			n, err := unquote(th, strings.ReplaceAll(name, "+", " "), encoding, errors)
			if err != nil {
				return nil, err
			}
			v, err := unquote(th, strings.ReplaceAll(value, "+", " "), encoding, errors)
			if err != nil {
				return nil, err
			}
			out = append(out, [2]string{n, v})
		}
	}
	return out, nil
}

func qsArgs(th *py.Thread, fname string, args []py.Object, kw []string) (pairs [][2]string, asBytes bool, err error) {
	var qs, keep, strict, enc, errs, maxf, sep py.Object
	if err := py.UnpackArgs(fname, args, kw, "qs", &qs, "keep_blank_values?", &keep, "strict_parsing?", &strict,
		"encoding?", &enc, "errors?", &errs, "max_num_fields?", &maxf, "separator?", &sep); err != nil {
		return nil, false, err
	}
	s, asBytes, err := strArg(th, qs, "")
	if err != nil {
		return nil, false, err
	}
	k, err := truth(th, keep, false)
	if err != nil {
		return nil, false, err
	}
	st, err := truth(th, strict, false)
	if err != nil {
		return nil, false, err
	}
	encoding, _, err := strArg(th, enc, "utf-8")
	if err != nil {
		return nil, false, err
	}
	errors, _, err := strArg(th, errs, "replace")
	if err != nil {
		return nil, false, err
	}
	maxFields := -1
	if maxf != nil && maxf != py.None {
		if maxFields, err = py.AsInt(th, maxf); err != nil {
			return nil, false, err
		}
	}
	separator := "&"
	if sep != nil {
		var ok bool
		if separator, ok = py.AsStr(sep); !ok {
			if b, isB := binascii.BytesLike(sep); isB {
				separator = string(b)
			} else {
				return nil, false, py.Errorf(py.ValueErrorType, "Separator must be of type string or bytes.")
			}
		}
	}
	pairs, err = parseQSL(th, s, k, st, encoding, errors, maxFields, separator)
	return pairs, asBytes, err
}

func textObj(s string, asBytes bool) py.Object {
	if asBytes {
		return py.NewBytes([]byte(s))
	}
	return py.NewStr(s)
}
