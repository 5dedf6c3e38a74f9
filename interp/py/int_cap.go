package py

// CheckIntBits refuses, with the sandbox's MemoryError, an integer result
// of more than the bits the sandbox allows; native code that builds big ints
// (math.factorial, comb, lcm, …) calls it with its estimate before
// computing.
func CheckIntBits(th *Thread, bits int64) error { return tooBig(th, bits) }
