package py

// The constants programs use most (small ints, None, True, False) compile
// to closures made once per process: a closure returning an immutable
// value holds no state, so every program can share it instead of
// allocating its own for each occurrence.

const (
	sharedIntMin = -5
	sharedIntMax = 256
)

var (
	sharedIntFns                        [sharedIntMax - sharedIntMin + 1]evalFn
	noneFn, trueFn, falseFn, ellipsisFn evalFn
)

func init() {
	for i := range sharedIntFns {
		sharedIntFns[i] = constFn(Int(i + sharedIntMin))
	}
	noneFn, trueFn, falseFn, ellipsisFn = constFn(None), constFn(True), constFn(False), constFn(Ellipsis)
}

func constFn(v Object) evalFn { return func(*Frame) (Object, error) { return v, nil } }

// sharedConstFn returns the shared closure for v, or nil when v has none.
func sharedConstFn(v Object) evalFn {
	switch x := v.(type) {
	case Int:
		if x >= sharedIntMin && x <= sharedIntMax {
			return sharedIntFns[x-sharedIntMin]
		}
	case Bool:
		if x {
			return trueFn
		}
		return falseFn
	}
	switch v {
	case None:
		return noneFn
	case Ellipsis:
		return ellipsisFn
	}
	return nil
}
