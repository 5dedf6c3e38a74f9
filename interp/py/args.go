package py

import (
	"strings"
)

// UnpackArgs binds a builtin's arguments to destinations, CPython-style.
// pairs alternate a parameter spec and a *Object destination. A spec is a
// name; a trailing "?" makes the parameter optional (its destination keeps
// its value when absent); a leading "$" makes it keyword-only; a leading "/"
// makes it positional-only. fn is the name used in messages.
func UnpackArgs(fn string, args []Object, kwnames []string, pairs ...any) error {
	npos := len(args) - len(kwnames)
	type param struct {
		name     string
		optional bool
		kwOnly   bool
		posOnly  bool
		dst      *Object
	}
	params := make([]param, 0, len(pairs)/2)
	maxPos := 0
	minReq := 0
	for i := 0; i+1 < len(pairs); i += 2 {
		spec := pairs[i].(string)
		p := param{dst: pairs[i+1].(*Object)}
		if strings.HasPrefix(spec, "$") {
			p.kwOnly = true
			spec = spec[1:]
		}
		if strings.HasPrefix(spec, "/") {
			p.posOnly = true
			spec = spec[1:]
		}
		if strings.HasSuffix(spec, "?") {
			p.optional = true
			spec = spec[:len(spec)-1]
		}
		p.name = spec
		if !p.kwOnly {
			maxPos++
			if !p.optional {
				minReq = maxPos
			}
		}
		params = append(params, p)
	}
	if npos > maxPos {
		return argCountError(fn, minReq, maxPos, npos)
	}
	set := make([]bool, len(params))
	pi := 0
	for i := 0; i < npos; i++ {
		for params[pi].kwOnly {
			pi++
		}
		*params[pi].dst = args[i]
		set[pi] = true
		pi++
	}
	for k, name := range kwnames {
		found := false
		for j := range params {
			if params[j].name == name && !params[j].posOnly {
				if set[j] {
					return Errorf(TypeErrorType, "argument for %s() given by name ('%s') and position (%d)", fn, name, j+1)
				}
				*params[j].dst = args[npos+k]
				set[j] = true
				found = true
				break
			}
		}
		if !found {
			return Errorf(TypeErrorType, "%s() got an unexpected keyword argument '%s'", fn, name)
		}
	}
	for j, p := range params {
		if !set[j] && !p.optional {
			if p.kwOnly {
				return Errorf(TypeErrorType, "%s() missing required keyword-only argument: '%s'", fn, p.name)
			}
			return Errorf(TypeErrorType, "%s() missing required argument '%s' (pos %d)", fn, p.name, j+1)
		}
	}
	return nil
}

func argCountError(fn string, min, max, given int) error {
	switch {
	case max == 0:
		return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", fn, given)
	case min == max && max == 1:
		return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", fn, given)
	case min == max:
		return Errorf(TypeErrorType, "%s() takes exactly %d arguments (%d given)", fn, max, given)
	case given > max:
		return Errorf(TypeErrorType, "%s expected at most %d arguments, got %d", fn, max, given)
	}
	return Errorf(TypeErrorType, "%s expected at least %d arguments, got %d", fn, min, given)
}

// NoKwargs fails when keyword arguments were passed to fn.
func NoKwargs(fn string, kwnames []string) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", fn)
	}
	return nil
}

// ArgRange checks the positional count of a builtin that takes no keywords.
func ArgRange(fn string, args []Object, kwnames []string, min, max int) error {
	if err := NoKwargs(fn, kwnames); err != nil {
		return err
	}
	n := len(args)
	if n < min || n > max {
		if min == max {
			if max == 0 {
				return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", fn, n)
			}
			if max == 1 {
				return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", fn, n)
			}
			return Errorf(TypeErrorType, "%s expected %d arguments, got %d", fn, max, n)
		}
		if n < min {
			return Errorf(TypeErrorType, "%s expected at least %d argument%s, got %d", fn, min, plural(min), n)
		}
		return Errorf(TypeErrorType, "%s expected at most %d argument%s, got %d", fn, max, plural(max), n)
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// AsInt converts an int-like object (via __index__) to a Go int; values
// outside the int range raise OverflowError.
func AsInt(th *Thread, o Object) (int, error) {
	switch x := o.(type) {
	case Int:
		return int(x), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	}
	v, err := Index(th, o)
	if err != nil {
		return 0, err
	}
	if i, ok := v.(Int); ok {
		return int(i), nil
	}
	return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
}

// AsStr returns the Go string of a str (or str subclass) argument.
func AsStr(o Object) (string, bool) {
	switch x := o.(type) {
	case *Str:
		return x.s, true
	case *Instance:
		if s, ok := x.base.(*Str); ok {
			return s.s, true
		}
	}
	return "", false
}

// AsFloat converts numbers (and __float__ / __index__ objects) to float64.
func AsFloat(th *Thread, o Object) (float64, error) {
	switch x := o.(type) {
	case Float:
		return float64(x), nil
	case Int:
		return float64(x), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		return intToFloat(x)
	}
	t := o.Type()
	if t.Float != nil {
		r, err := t.Float(th, o)
		if err != nil {
			return 0, err
		}
		if f, ok := r.(Float); ok {
			return float64(f), nil
		}
		return 0, Errorf(TypeErrorType, "%s.__float__ returned non-float (type %s)", t.Name, r.Type().Name)
	}
	if t.Index != nil {
		r, err := t.Index(th, o)
		if err != nil {
			return 0, err
		}
		return AsFloat(th, r)
	}
	return 0, Errorf(TypeErrorType, "must be real number, not %s", t.Name)
}
