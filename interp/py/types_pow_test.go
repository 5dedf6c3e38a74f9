package py

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// powTable is testdata/pow.json: inputs of x ** y and a ** b with the
// results CPython 3.11 (glibc's pow, exp, log, sin, cos) gives for them.
// ../testdata/derive/pow.py rewrites the results from CPython; floats are
// repr() strings, which round-trip exactly.
type powTable struct {
	Float []struct {
		X, Y, Want string
	}
	Complex []struct {
		A, B, Want [2]string
	}
}

func readPowTable(t *testing.T, b []byte) powTable {
	t.Helper()
	var table powTable
	require.NoError(t, json.Unmarshal(b, &table))
	require.NotEmpty(t, table.Float)
	require.NotEmpty(t, table.Complex)
	return table
}

func powFloat(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	require.NoError(t, err, s)
	return f
}

func powComplex(t *testing.T, parts [2]string) complex128 {
	t.Helper()
	return complex(powFloat(t, parts[0]), powFloat(t, parts[1]))
}

func TestPowMatchesCPython(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "pow.json"))
	require.NoError(t, err)
	table := readPowTable(t, b)
	for _, c := range table.Float {
		x, y := powFloat(t, c.X), powFloat(t, c.Y)
		got, err := floatPow(x, y)
		if assert.NoError(t, err) {
			assert.Equal(t, Float(powFloat(t, c.Want)), got, "%s ** %s", c.X, c.Y)
		}
	}
	for _, c := range table.Complex {
		got, err := cPow(powComplex(t, c.A), powComplex(t, c.B))
		if assert.NoError(t, err) {
			assert.Equal(t, powComplex(t, c.Want), got, "%v ** %v", c.A, c.B)
		}
	}
	_, err = cPow(0, -1)
	assert.Equal(t, "ZeroDivisionError", exceptionName(err))
}

// TestPowTableIsCPythons re-derives testdata/pow.json with CPython 3.11
// when python3 is that version, so the table cannot drift from CPython.
func TestPowTableIsCPythons(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not on PATH")
	}
	path := filepath.Join("testdata", "pow.json")
	cmd := exec.Command("python3", filepath.Join("..", "testdata", "derive", "pow.py"), path)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 3 {
		t.Skipf("python3 is not CPython 3.11: %s", stderr.String())
	}
	require.NoError(t, err, stderr.String())
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, readPowTable(t, out), readPowTable(t, b), "rerun ../testdata/derive/pow.py %s --write", path)
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
