package py

import (
	"bytes"
)

// The methods bytes and bytearray share: searching, splitting, joining,
// replacing. Text-like methods are in bytes_text.go, hex and translation
// in bytes_hex.go, the bytearray mutators in bytes_mutate.go. Methods of
// bytearray return new bytearrays, those of bytes new bytes.

func setupBytesMethods(t *Type, k bytesKind) {
	t.AddMethod("find", bytesFindMethod(k, "find", false, false))
	t.AddMethod("rfind", bytesFindMethod(k, "rfind", true, false))
	t.AddMethod("index", bytesFindMethod(k, "index", false, true))
	t.AddMethod("rindex", bytesFindMethod(k, "rindex", true, true))
	t.AddMethod("count", bytesCountMethod(k))
	t.AddMethod("startswith", bytesAffixMethod(k, "startswith", false))
	t.AddMethod("endswith", bytesAffixMethod(k, "endswith", true))
	t.AddMethod("partition", bytesPartitionMethod(k, "partition", false))
	t.AddMethod("rpartition", bytesPartitionMethod(k, "rpartition", true))
	t.AddMethod("removeprefix", bytesRemoveAffix(k, "removeprefix", false))
	t.AddMethod("removesuffix", bytesRemoveAffix(k, "removesuffix", true))
	t.AddMethod("split", bytesSplitMethod(k, false))
	t.AddMethod("rsplit", bytesSplitMethod(k, true))
	t.AddMethod("splitlines", bytesSplitlines(k))
	t.AddMethod("join", bytesJoin(k))
	t.AddMethod("replace", bytesReplace(k))
	setupBytesText(t, k)
	setupBytesHex(t, k)
	if k.mutable {
		return
	}
	t.AddMethod("__getnewargs__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone("bytes.__getnewargs__", args, kw); err != nil {
			return nil, err
		}
		return NewTuple([]Object{NewBytes(selfBytes(self))}), nil
	})
	t.AddMethod("__bytes__", func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsNone("bytes.__bytes__", args, kw); err != nil {
			return nil, err
		}
		if b, ok := self.(*Bytes); ok {
			return b, nil
		}
		return NewBytes(selfBytes(self)), nil
	})
}

// selfBytes returns the content of self (bytes, bytearray or a subclass).
func selfBytes(self Object) []byte {
	b, _ := bytesOf(nil, self)
	return b
}

// bytesSubArg converts the sub argument of find/count/index: a bytes-like
// object or an int in range(256).
func bytesSubArg(th *Thread, o Object) ([]byte, error) {
	if b, err := bytesOf(th, o); err == nil {
		return b, nil
	}
	if _, ok := asIntObject(o); ok || o.Type().Index != nil {
		v, err := Index(th, o)
		if err != nil {
			return nil, err
		}
		i, small := v.(Int)
		if !small || i < 0 || i > 255 {
			return nil, Errorf(ValueErrorType, "byte must be in range(0, 256)")
		}
		return []byte{byte(i)}, nil
	}
	return nil, Errorf(TypeErrorType, "argument should be integer or bytes-like object, not '%s'", TypeName(o))
}

// bytesFind returns the index of sub in b[start:end] (from the right when
// reverse), or -1.
func bytesFind(b, sub []byte, start, end int, reverse bool) int {
	if end-start < len(sub) {
		return -1
	}
	var i int
	if reverse {
		i = bytes.LastIndex(b[start:end], sub)
	} else {
		i = bytes.Index(b[start:end], sub)
	}
	if i < 0 {
		return -1
	}
	return start + i
}

func bytesFindMethod(k bytesKind, name string, reverse, raise bool) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsVar(qual, name, args, kw, 1, 3); err != nil {
			return nil, err
		}
		sub, err := bytesSubArg(th, args[0])
		if err != nil {
			return nil, err
		}
		b := selfBytes(self)
		start, end, err := findBounds(th, args[1:], len(b))
		if err != nil {
			return nil, err
		}
		i := bytesFind(b, sub, start, end, reverse)
		if i < 0 && raise {
			return nil, Errorf(ValueErrorType, "subsection not found")
		}
		return Int(i), nil
	}
}

func bytesCountMethod(k bytesKind) MethodFunc {
	qual := k.name + ".count"
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsVar(qual, "count", args, kw, 1, 3); err != nil {
			return nil, err
		}
		sub, err := bytesSubArg(th, args[0])
		if err != nil {
			return nil, err
		}
		b := selfBytes(self)
		start, end, err := findBounds(th, args[1:], len(b))
		if err != nil {
			return nil, err
		}
		if end-start < len(sub) {
			return Int(0), nil
		}
		if len(sub) == 0 {
			return Int(end - start + 1), nil
		}
		return Int(bytes.Count(b[start:end], sub)), nil
	}
}

func bytesAffixMethod(k bytesKind, name string, suffix bool) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsVar(qual, name, args, kw, 1, 3); err != nil {
			return nil, err
		}
		b := selfBytes(self)
		start, end, err := findBounds(th, args[1:], len(b))
		if err != nil {
			return nil, err
		}
		match := func(a []byte) bool {
			if end-len(a) < start {
				return false
			}
			if suffix {
				return bytes.HasSuffix(b[:end], a)
			}
			return bytes.HasPrefix(b[start:], a)
		}
		if tu, ok := args[0].(*Tuple); ok {
			for _, it := range tu.items {
				a, err := bytesOf(th, it)
				if err != nil {
					return nil, err
				}
				if match(a) {
					return True, nil
				}
			}
			return False, nil
		}
		a, err := bytesOf(th, args[0])
		if err != nil {
			return nil, Errorf(TypeErrorType, "%s first arg must be bytes or a tuple of bytes, not %s", name, TypeName(args[0]))
		}
		return NewBool(match(a)), nil
	}
}

func bytesPartitionMethod(k bytesKind, name string, reverse bool) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsOne(qual, args, kw); err != nil {
			return nil, err
		}
		sep, err := bytesOf(th, args[0])
		if err != nil {
			return nil, err
		}
		if len(sep) == 0 {
			return nil, Errorf(ValueErrorType, "empty separator")
		}
		b := selfBytes(self)
		var i int
		if reverse {
			i = bytes.LastIndex(b, sep)
		} else {
			i = bytes.Index(b, sep)
		}
		if i < 0 {
			if reverse {
				return NewTuple([]Object{k.wrap([]byte{}), k.wrap([]byte{}), k.same(self, b)}), nil
			}
			return NewTuple([]Object{k.same(self, b), k.wrap([]byte{}), k.wrap([]byte{})}), nil
		}
		return NewTuple([]Object{k.wrap(copyBytes(b[:i])), k.wrap(copyBytes(sep)), k.wrap(copyBytes(b[i+len(sep):]))}), nil
	}
}

// copyBytes returns a copy of b that shares nothing with it (results of
// bytearray methods must not alias the bytearray, and bytes results must
// not alias a bytearray argument).
func copyBytes(b []byte) []byte { return append([]byte{}, b...) }

func bytesRemoveAffix(k bytesKind, name string, suffix bool) MethodFunc {
	qual := k.name + "." + name
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsOne(qual, args, kw); err != nil {
			return nil, err
		}
		a, err := bytesOf(th, args[0])
		if err != nil {
			return nil, err
		}
		b := selfBytes(self)
		if len(a) > 0 {
			if suffix && bytes.HasSuffix(b, a) {
				return k.wrap(copyBytes(b[:len(b)-len(a)])), nil
			}
			if !suffix && bytes.HasPrefix(b, a) {
				return k.wrap(copyBytes(b[len(a):])), nil
			}
		}
		return k.same(self, b), nil
	}
}

// isBytesSpace is the ASCII whitespace of bytes.split() and isspace().
func isBytesSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func bytesSplitMethod(k bytesKind, reverse bool) MethodFunc {
	name := "split"
	if reverse {
		name = "rsplit"
	}
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		sepObj, maxsplit, err := splitArgs(th, name, args, kw)
		if err != nil {
			return nil, err
		}
		b := selfBytes(self)
		tk := ticker{th: th}
		var parts [][]byte
		if sepObj == None {
			parts, err = splitBytesSpace(&tk, b, maxsplit, reverse)
		} else {
			sep, serr := bytesOf(th, sepObj)
			if serr != nil {
				return nil, serr
			}
			if len(sep) == 0 {
				return nil, Errorf(ValueErrorType, "empty separator")
			}
			parts, err = splitBytesSep(&tk, b, sep, maxsplit, reverse)
		}
		if err != nil {
			return nil, err
		}
		return bytesList(th, k, parts)
	}
}

// bytesList makes a list of bytes or bytearray objects from copies of parts.
func bytesList(th *Thread, k bytesKind, parts [][]byte) (Object, error) {
	items := make([]Object, len(parts))
	size := 0
	for i, p := range parts {
		items[i] = k.wrap(copyBytes(p))
		size += 48 + len(p)
	}
	if err := th.allocMem(int64(size)); err != nil {
		return nil, err
	}
	return NewList(items), nil
}

func splitBytesSep(tk *ticker, b, sep []byte, maxsplit int, reverse bool) ([][]byte, error) {
	var out [][]byte
	for maxsplit < 0 || len(out) < maxsplit {
		var i int
		if reverse {
			i = bytes.LastIndex(b, sep)
		} else {
			i = bytes.Index(b, sep)
		}
		if i < 0 {
			break
		}
		if reverse {
			out = append(out, b[i+len(sep):])
			b = b[:i]
		} else {
			out = append(out, b[:i])
			b = b[i+len(sep):]
		}
		if err := tk.add(16); err != nil {
			return nil, err
		}
	}
	out = append(out, b)
	if reverse {
		reverseByteSlices(out)
	}
	return out, nil
}

func reverseByteSlices(a [][]byte) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

func splitBytesSpace(tk *ticker, b []byte, maxsplit int, reverse bool) ([][]byte, error) {
	var out [][]byte
	if !reverse {
		i := 0
		for {
			for i < len(b) && isBytesSpace(b[i]) {
				i++
			}
			if i >= len(b) {
				return out, nil
			}
			if maxsplit >= 0 && len(out) == maxsplit {
				return append(out, b[i:]), nil
			}
			j := i
			for j < len(b) && !isBytesSpace(b[j]) {
				j++
			}
			out = append(out, b[i:j])
			i = j
			if err := tk.add(16); err != nil {
				return nil, err
			}
		}
	}
	j := len(b)
	for {
		for j > 0 && isBytesSpace(b[j-1]) {
			j--
		}
		if j <= 0 {
			break
		}
		if maxsplit >= 0 && len(out) == maxsplit {
			out = append(out, b[:j])
			break
		}
		i := j
		for i > 0 && !isBytesSpace(b[i-1]) {
			i--
		}
		out = append(out, b[i:j])
		j = i
		if err := tk.add(16); err != nil {
			return nil, err
		}
	}
	reverseByteSlices(out)
	return out, nil
}

func bytesSplitlines(k bytesKind) MethodFunc {
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		var ke Object = False
		if err := argsKw("splitlines", args, kw, 0, []string{"keepends"}, []*Object{&ke}); err != nil {
			return nil, err
		}
		keep, err := boolIntArg(th, ke)
		if err != nil {
			return nil, err
		}
		b := selfBytes(self)
		tk := ticker{th: th}
		var parts [][]byte
		start := 0
		for i := 0; i < len(b); {
			n := 0
			switch b[i] {
			case '\n':
				n = 1
			case '\r':
				n = 1
				if i+1 < len(b) && b[i+1] == '\n' {
					n = 2
				}
			}
			if n == 0 {
				i++
				if i&0xFFFF == 0 {
					if err := th.TickN(64); err != nil {
						return nil, err
					}
				}
				continue
			}
			end := i
			if keep {
				end = i + n
			}
			parts = append(parts, b[start:end])
			i += n
			start = i
			if err := tk.add(16); err != nil {
				return nil, err
			}
		}
		if start < len(b) {
			parts = append(parts, b[start:])
		}
		return bytesList(th, k, parts)
	}
}

func bytesJoin(k bytesKind) MethodFunc {
	qual := k.name + ".join"
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsOne(qual, args, kw); err != nil {
			return nil, err
		}
		sep := selfBytes(self)
		items, ok := SeqItems(args[0])
		if !ok {
			if args[0].Type().Iter == nil && args[0].Type().GetItem == nil {
				return nil, Errorf(TypeErrorType, "can only join an iterable")
			}
			var err error
			if items, err = Collect(th, args[0]); err != nil {
				return nil, err
			}
		}
		total := len(sep) * max(len(items)-1, 0)
		parts := make([][]byte, len(items))
		for i, it := range items {
			p, err := bytesOf(th, it)
			if err != nil {
				return nil, Errorf(TypeErrorType, "sequence item %d: expected a bytes-like object, %s found", i, TypeName(it))
			}
			parts[i] = p
			total += len(p)
		}
		if err := th.checkAlloc(int64(total)); err != nil {
			return nil, err
		}
		if err := th.TickN(len(items) / 16); err != nil {
			return nil, err
		}
		out := make([]byte, 0, total)
		for i, p := range parts {
			if i > 0 {
				out = append(out, sep...)
			}
			out = append(out, p...)
		}
		return k.wrap(out), nil
	}
}

func bytesReplace(k bytesKind) MethodFunc {
	qual := k.name + ".replace"
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		if err := argsPos(qual, "replace", args, kw, 2, 3); err != nil {
			return nil, err
		}
		old, err := bytesOf(th, args[0])
		if err != nil {
			return nil, err
		}
		nw, err := bytesOf(th, args[1])
		if err != nil {
			return nil, err
		}
		n := -1
		if len(args) == 3 {
			if n, err = AsInt(th, args[2]); err != nil {
				return nil, err
			}
		}
		b := selfBytes(self)
		cnt := len(b) + 1
		if len(old) > 0 {
			cnt = bytes.Count(b, old)
		}
		if n >= 0 && n < cnt {
			cnt = n
		}
		if cnt == 0 {
			return k.same(self, b), nil
		}
		size := int64(len(b)) + int64(cnt)*(int64(len(nw))-int64(len(old)))
		if err := th.checkAlloc(size); err != nil {
			return nil, err
		}
		if err := th.TickN(cnt / 64); err != nil {
			return nil, err
		}
		if len(old) == 0 {
			// insert between bytes (Go's bytes.Replace would step over
			// whole UTF-8 sequences)
			out := make([]byte, 0, size)
			for i := 0; i <= len(b); i++ {
				if i < cnt {
					out = append(out, nw...)
				}
				if i < len(b) {
					out = append(out, b[i])
				}
			}
			return k.wrap(out), nil
		}
		return k.wrap(bytes.Replace(b, old, nw, cnt)), nil
	}
}
