package py

// UnpackArgs binds a builtin's arguments to destinations, CPython-style.
// pairs alternate a parameter spec and a *Object destination. A spec is a
// name; a trailing "?" makes the parameter optional (its destination keeps
// its value when absent); a leading "$" makes it keyword-only; a leading "/"
// makes it positional-only. fn is the name used in messages.
func UnpackArgs(fn string, args []Object, kwnames []string, pairs ...any) error {
	npos := len(args) - len(kwnames)
	nparams := len(pairs) / 2
	var setBuf [16]bool
	var set []bool
	if nparams <= len(setBuf) {
		set = setBuf[:nparams]
	} else {
		set = make([]bool, nparams)
	}
	// positional arguments fill the non-keyword-only parameters in order
	maxPos, minReq := 0, 0
	pi := 0
	for i := 0; i < nparams; i++ {
		name, optional, kwOnly, _ := parseParamSpec(pairs[2*i].(string))
		_ = name
		if kwOnly {
			continue
		}
		maxPos++
		if !optional {
			minReq = maxPos
		}
		if pi < npos {
			*pairs[2*i+1].(*Object) = args[pi]
			set[i] = true
			pi++
		}
	}
	if npos > maxPos {
		return argCountError(fn, minReq, maxPos, npos)
	}
	for k, kname := range kwnames {
		found := false
		for i := 0; i < nparams; i++ {
			name, _, _, posOnly := parseParamSpec(pairs[2*i].(string))
			if name != kname || posOnly {
				continue
			}
			if set[i] {
				return Errorf(TypeErrorType, "argument for %s() given by name ('%s') and position (%d)", fn, name, i+1)
			}
			*pairs[2*i+1].(*Object) = args[npos+k]
			set[i] = true
			found = true
			break
		}
		if !found {
			return Errorf(TypeErrorType, "%s() got an unexpected keyword argument '%s'", fn, kname)
		}
	}
	for i := 0; i < nparams; i++ {
		if set[i] {
			continue
		}
		name, optional, kwOnly, _ := parseParamSpec(pairs[2*i].(string))
		if optional {
			continue
		}
		if kwOnly {
			return Errorf(TypeErrorType, "%s() missing required keyword-only argument: '%s'", fn, name)
		}
		return Errorf(TypeErrorType, "%s() missing required argument '%s' (pos %d)", fn, name, i+1)
	}
	return nil
}

// parseParamSpec splits "$name?" style specs without allocating.
func parseParamSpec(spec string) (name string, optional, kwOnly, posOnly bool) {
	if len(spec) > 0 && spec[0] == '$' {
		kwOnly = true
		spec = spec[1:]
	}
	if len(spec) > 0 && spec[0] == '/' {
		posOnly = true
		spec = spec[1:]
	}
	if len(spec) > 0 && spec[len(spec)-1] == '?' {
		optional = true
		spec = spec[:len(spec)-1]
	}
	return spec, optional, kwOnly, posOnly
}

func argCountError(fn string, minArgs, maxArgs, given int) error {
	switch {
	case maxArgs == 0:
		return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", fn, given)
	case minArgs == maxArgs && maxArgs == 1:
		return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", fn, given)
	case minArgs == maxArgs:
		return Errorf(TypeErrorType, "%s() takes exactly %d arguments (%d given)", fn, maxArgs, given)
	case given > maxArgs:
		return Errorf(TypeErrorType, "%s expected at most %d arguments, got %d", fn, maxArgs, given)
	}
	return Errorf(TypeErrorType, "%s expected at least %d arguments, got %d", fn, minArgs, given)
}

// NoKwargs fails when keyword arguments were passed to fn.
func NoKwargs(fn string, kwnames []string) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", fn)
	}
	return nil
}

// ArgRange checks the positional count of a builtin that takes no keywords.
func ArgRange(fn string, args []Object, kwnames []string, minArgs, maxArgs int) error {
	if err := NoKwargs(fn, kwnames); err != nil {
		return err
	}
	n := len(args)
	if n < minArgs || n > maxArgs {
		if minArgs == maxArgs {
			if maxArgs == 0 {
				return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", fn, n)
			}
			if maxArgs == 1 {
				return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", fn, n)
			}
			return Errorf(TypeErrorType, "%s expected %d arguments, got %d", fn, maxArgs, n)
		}
		if n < minArgs {
			return Errorf(TypeErrorType, "%s expected at least %d argument%s, got %d", fn, minArgs, plural(minArgs), n)
		}
		return Errorf(TypeErrorType, "%s expected at most %d argument%s, got %d", fn, maxArgs, plural(maxArgs), n)
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
		if s, ok := x.Base().(*Str); ok {
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
		r, err := slotFloat(th, t, o)
		if err != nil {
			return 0, err
		}
		if f, ok := r.(Float); ok {
			return float64(f), nil
		}
		return 0, Errorf(TypeErrorType, "%s.__float__ returned non-float (type %s)", t.Name, r.Type().Name)
	}
	if t.Index != nil {
		r, err := slotIndex(th, t, o)
		if err != nil {
			return 0, err
		}
		return AsFloat(th, r)
	}
	return 0, Errorf(TypeErrorType, "must be real number, not %s", t.Name)
}
