package py

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Expected values are what CPython 3.11 (glibc pow) prints for x ** y.
func TestFloatPowMatchesCPython(t *testing.T) {
	cases := []struct{ x, y, want float64 }{
		{2.0, 0.5, 1.4142135623730951},
		{1.05, 10.0, 1.628894626777442},
		{123.456, -2.5, 5.904994479458168e-06},
		{0.3, 0.7, 0.4305116202499342},
		{7.0, 0.3333333333333333, 1.912931182772389},
		{1.0001, 100.0, 1.0100496620928754},
		{10.0, 22.0, 1e+22},
		{10.0, 23.0, 1.0000000000000001e+23},
		{10.0, -2.0, 0.01},
		{2.5, 3.3, 20.568471942722457},
		{1e-300, 0.5, 1e-150},
		{5e-324, 0.8, 2.2647888878703938e-259},
		{1.000000001, 1000000000.0, 2.7182820520115603},
		{3.0, -64.0, 2.912324058756263e-31},
		{0.5, 1074.0, 5e-324},
		{1.5, -700.0, 5.446514460510651e-124},
	}
	for _, c := range cases {
		got, err := floatPow(c.x, c.y)
		if assert.NoError(t, err) {
			assert.Equal(t, Float(c.want), got, "%v ** %v", c.x, c.y)
		}
	}
}

func TestComplexPowMatchesCPython(t *testing.T) {
	cases := []struct {
		a, b, want complex128
	}{
		{-8, 1.0 / 3, complex(1.0000000000000002, 1.7320508075688772)},
		{-2, 0.5, complex(8.659560562354934e-17, 1.4142135623730951)},
		{1 + 2i, 2, -3 + 4i},
		{1i, 2, -1 + 0i},
		{3 + 4i, 0.5, 2 + 1i},
	}
	for _, c := range cases {
		got, err := cPow(c.a, c.b)
		if assert.NoError(t, err) {
			assert.Equal(t, c.want, got, "%v ** %v", c.a, c.b)
		}
	}
	_, err := cPow(0, -1)
	assert.Equal(t, "ZeroDivisionError", exceptionName(err))
}

func TestMethodArgsMessages(t *testing.T) {
	cases := []struct {
		min, max, n int
		kw          bool
		want        string
	}{
		{1, 1, 0, false, "list.append() takes exactly one argument (0 given)"},
		{0, 0, 1, false, "list.append() takes no arguments (1 given)"},
		{2, 2, 1, false, "append expected 2 arguments, got 1"},
		{1, 3, 0, false, "append expected at least 1 argument, got 0"},
		{0, 1, 2, false, "append expected at most 1 argument, got 2"},
		{1, 1, 1, true, "list.append() takes no keyword arguments"},
	}
	for _, c := range cases {
		args := make([]Object, c.n)
		for i := range args {
			args[i] = None
		}
		var kw []string
		if c.kw {
			kw = []string{"x"}
		}
		err := methodArgs("list", "append", args, kw, c.min, c.max)
		if assert.Error(t, err) {
			assert.Equal(t, c.want, err.(*Exception).Args.items[0].(*Str).s)
		}
	}
	assert.NoError(t, methodArgs("list", "append", []Object{None}, nil, 1, 1))
}
