package py

// Argument checking for the methods of str, bytes and bytearray. CPython
// implements them with four calling conventions, each with its own wording
// of the same mistakes; these helpers reproduce each wording so that a
// method only names the convention it uses. qual is "type.method" (as in
// "str.upper"), name the bare method name.

// argsNone checks a method that takes no arguments (METH_NOARGS).
func argsNone(qual string, args []Object, kw []string) error {
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", qual)
	}
	if len(args) > 0 {
		return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", qual, len(args))
	}
	return nil
}

// argsOne checks a method that takes exactly one positional argument (METH_O).
func argsOne(qual string, args []Object, kw []string) error {
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", qual)
	}
	if len(args) != 1 {
		return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", qual, len(args))
	}
	return nil
}

// argsPos checks a method whose parameters are all positional-only and some
// optional (Argument Clinic with "/").
func argsPos(qual, name string, args []Object, kw []string, minArgs, maxArgs int) error {
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", qual)
	}
	n := len(args)
	if minArgs == maxArgs && n != minArgs {
		return Errorf(TypeErrorType, "%s expected %d argument%s, got %d", name, minArgs, plural(minArgs), n)
	}
	if n < minArgs {
		return Errorf(TypeErrorType, "%s expected at least %d argument%s, got %d", name, minArgs, plural(minArgs), n)
	}
	if n > maxArgs {
		return Errorf(TypeErrorType, "%s expected at most %d argument%s, got %d", name, maxArgs, plural(maxArgs), n)
	}
	return nil
}

// seqMulError is CPython's TypeError for a sequence multiplied by other,
// which is not an int: raised at once when other is a built-in value (a
// user class may still take the operation with __mul__/__rmul__).
func seqMulError(other Object) (Object, error) {
	t := other.Type()
	if t.IsBuiltin() || t.Binary == nil {
		return nil, Errorf(TypeErrorType, "can't multiply sequence by non-int of type '%s'", t.Name)
	}
	return NotImplemented, nil
}

// argsVar checks a method parsed with PyArg_ParseTuple (find, count,
// startswith...).
func argsVar(qual, name string, args []Object, kw []string, minArgs, maxArgs int) error {
	if len(kw) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", qual)
	}
	n := len(args)
	if n < minArgs {
		return Errorf(TypeErrorType, "%s() takes at least %d argument%s (%d given)", name, minArgs, plural(minArgs), n)
	}
	if n > maxArgs {
		return Errorf(TypeErrorType, "%s() takes at most %d argument%s (%d given)", name, maxArgs, plural(maxArgs), n)
	}
	return nil
}

// argsKw binds the arguments of a method that accepts keywords (split,
// encode, hex...) to dst, which has one entry per name; absent optional
// arguments leave their entry untouched. The first required names are
// mandatory.
func argsKw(name string, args []Object, kw []string, required int, names []string, dst []*Object) error {
	npos := len(args) - len(kw)
	if npos > len(names) {
		return Errorf(TypeErrorType, "%s() takes at most %d argument%s (%d given)", name, len(names), plural(len(names)), len(args))
	}
	var set uint64
	for i := 0; i < npos; i++ {
		*dst[i] = args[i]
		set |= 1 << i
	}
	for k, kname := range kw {
		j := 0
		for j < len(names) && names[j] != kname {
			j++
		}
		if j == len(names) {
			return Errorf(TypeErrorType, "'%s' is an invalid keyword argument for %s()", kname, name)
		}
		if set&(1<<j) != 0 {
			return Errorf(TypeErrorType, "argument for %s() given by name ('%s') and position (%d)", name, kname, j+1)
		}
		*dst[j] = args[npos+k]
		set |= 1 << j
	}
	for j := 0; j < required; j++ {
		if set&(1<<j) == 0 {
			return Errorf(TypeErrorType, "%s() missing required argument '%s' (pos %d)", name, names[j], j+1)
		}
	}
	return nil
}

// optSliceIndex converts an optional start/end argument: nil and None keep
// def; ints beyond the machine range are clamped as CPython does.
func optSliceIndex(th *Thread, o Object, def int) (int, error) {
	if o == nil || o == None {
		return def, nil
	}
	return sliceIndex(th, o)
}

// findBounds resolves the optional start and end arguments of find, count,
// startswith and friends against a sequence of length n: end is clamped to
// n, negative values count from the end and stop at 0. start may exceed n.
func findBounds(th *Thread, args []Object, n int) (int, int, error) {
	var so, eo Object
	if len(args) > 0 {
		so = args[0]
	}
	if len(args) > 1 {
		eo = args[1]
	}
	start, err := optSliceIndex(th, so, 0)
	if err != nil {
		return 0, 0, err
	}
	end, err := optSliceIndex(th, eo, n)
	if err != nil {
		return 0, 0, err
	}
	if end > n {
		end = n
	} else if end < 0 {
		end += n
		if end < 0 {
			end = 0
		}
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	return start, end, nil
}

// strParam returns a str argument or the TypeError "<prefix> must be str, not T".
func strParam(o Object, prefix string) (string, error) {
	if s, ok := AsStr(o); ok {
		return s, nil
	}
	return "", Errorf(TypeErrorType, "%smust be str, not %s", prefix, TypeName(o))
}

// ticker spreads guard checks over a loop that handles many small units
// (characters, bytes, parts): it ticks the thread once per 1024 units.
type ticker struct {
	th *Thread
	n  int
}

func (t *ticker) add(units int) error {
	t.n += units
	if t.n < 1024 {
		return nil
	}
	steps := t.n >> 10
	t.n &= 1023
	return t.th.TickN(steps)
}

// growCheck accounts delta more bytes of a result being built, whose size is
// now total: measuring live memory cannot see a result that is not built
// yet, so the total alone is held against the limit.
func growCheck(th *Thread, total, delta int64) error {
	if total > th.Limits.MaxMemory {
		return th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit (%d bytes): an object of %d bytes was requested", th.Limits.MaxMemory, total))
	}
	return th.allocMem(delta)
}
