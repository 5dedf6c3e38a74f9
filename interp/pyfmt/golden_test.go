package pyfmt

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The golden files in testdata hold CPython 3.11's answers for thousands of
// inputs; `go test -update` regenerates them with python3 (one spawn), and
// TestGoldenLive re-checks a sample against python3 when it is on PATH.
var update = flag.Bool("update", false, "regenerate testdata golden files with python3")

var goldenFiles = []string{"numbers.jsonl", "format.jsonl", "strings.jsonl"}

// record is one golden case: an operation, its arguments and CPython's result
// or error ("Type: message").
type record struct {
	Op  string            `json:"op"`
	A   []json.RawMessage `json:"a"`
	Out json.RawMessage   `json:"out,omitempty"`
	Err string            `json:"err,omitempty"`
}

func TestMain(m *testing.M) {
	flag.Parse()
	if *update {
		cmd := exec.Command("python3", filepath.Join("testdata", "gen_golden.py"), "testdata")
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			fmt.Fprintln(os.Stderr, "regenerating golden files:", err)
			os.Exit(1)
		}
	}
	os.Exit(m.Run())
}

func readRecords(t testing.TB, name string) []record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var recs []record
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v in %q", name, err, clip(sc.Text()))
		}
		recs = append(recs, r)
	}
	if err := sc.Err(); err != nil || len(recs) == 0 {
		t.Fatalf("%s: %d records, %v", name, len(recs), err)
	}
	return recs
}

func TestGolden(t *testing.T) {
	for _, name := range goldenFiles {
		t.Run(name, func(t *testing.T) {
			recs := readRecords(t, name)
			failures := 0
			for _, r := range recs {
				if msg := checkRecord(r); msg != "" {
					failures++
					if failures <= 400 {
						t.Error(msg)
					}
				}
			}
			if failures > 0 {
				t.Errorf("%s: %d of %d cases differ from CPython", name, failures, len(recs))
			}
		})
	}
}

// checkRecord runs one golden case and describes a mismatch ("" if none).
func checkRecord(r record) string {
	out, err := evalOp(r.Op, r.A)
	want := expected(r)
	got := outcome(out, err)
	if got == want {
		return ""
	}
	return fmt.Sprintf("%s%s:\n\tgot  %s\n\twant %s", r.Op, argsText(r.A), clip(got), clip(want))
}

func expected(r record) string {
	if r.Err != "" {
		return "error " + r.Err
	}
	return "value " + decodeStr(r.Out)
}

func outcome(out string, err error) string {
	if err != nil {
		var pe *Error
		if errors.As(err, &pe) {
			return "error " + pe.Error()
		}
		return "go error " + err.Error()
	}
	return "value " + out
}

func argsText(a []json.RawMessage) string {
	parts := make([]string, len(a))
	for i, x := range a {
		parts[i] = clip(string(x))
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + fmt.Sprintf("...(%d bytes)", len(s))
	}
	return s
}

// decodeStr decodes a JSON string or a {"wtf8": hex} object.
func decodeStr(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var w struct {
		WTF8 string `json:"wtf8"`
	}
	if json.Unmarshal(raw, &w) == nil {
		b, err := hex.DecodeString(w.WTF8)
		if err == nil {
			return string(b)
		}
	}
	return "<undecodable " + string(raw) + ">"
}

func argStr(a []json.RawMessage, i int) string { return decodeStr(a[i]) }

func argInt(a []json.RawMessage, i int) int {
	var n int
	if err := json.Unmarshal(a[i], &n); err != nil {
		panic(err)
	}
	return n
}

// argFloat decodes a float.hex() string with strconv, independently of FloatFromHex.
func argFloat(a []json.RawMessage, i int) float64 {
	f, err := strconv.ParseFloat(argStr(a, i), 64)
	if err != nil {
		panic(err)
	}
	return f
}

func argBig(a []json.RawMessage, i int) *big.Int {
	z, ok := new(big.Int).SetString(argStr(a, i), 0)
	if !ok {
		panic("bad int " + argStr(a, i))
	}
	return z
}

// pyHex renders an int as Python's hex() does.
func pyHex(z *big.Int) string {
	if z.Sign() < 0 {
		return "-0x" + new(big.Int).Neg(z).Text(16)
	}
	return "0x" + z.Text(16)
}

// encFloat renders a float as the golden files do: float.hex() or inf/nan.
func encFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	return FloatHex(f)
}

// evalOp runs the Go counterpart of a golden operation.
func evalOp(op string, a []json.RawMessage) (string, error) {
	switch op {
	case "float_repr":
		return FloatRepr(argFloat(a, 0)), nil
	case "format_float":
		spec, err := ParseSpecFor(argStr(a, 1), "float")
		if err != nil {
			return "", err
		}
		return FormatFloat(argFloat(a, 0), spec)
	case "format_int":
		spec, err := ParseSpecFor(argStr(a, 1), "int")
		if err != nil {
			return "", err
		}
		x := argBig(a, 0)
		if x.IsInt64() {
			return FormatInt64(x.Int64(), spec)
		}
		return FormatInt(x, spec)
	case "format_str":
		spec, err := ParseSpecFor(argStr(a, 1), "str")
		if err != nil {
			return "", err
		}
		return FormatString(argStr(a, 0), spec)
	case "percent":
		return evalPercent(argStr(a, 0), argStr(a, 1), a[2])
	case "parse_int":
		z, err := ParseInt(argStr(a, 0), argInt(a, 1))
		if err != nil {
			return "", err
		}
		if v, overflow, err64 := ParseInt64(argStr(a, 0), argInt(a, 1)); err64 != nil || (!overflow && v != z.Int64()) || overflow == z.IsInt64() {
			return "", fmt.Errorf("ParseInt64 disagrees with ParseInt: %d %v %v", v, overflow, err64)
		}
		return pyHex(z), nil
	case "parse_float":
		f, err := ParseFloat(argStr(a, 0))
		return encFloat(f), err
	case "float_hex":
		return FloatHex(argFloat(a, 0)), nil
	case "float_fromhex":
		f, err := FloatFromHex(argStr(a, 0))
		return encFloat(f), err
	case "round":
		f, err := FloatRound(argFloat(a, 0), argInt(a, 1))
		return encFloat(f), err
	case "round_int":
		z, err := FloatToInt(RoundHalfEven(argFloat(a, 0)))
		if err != nil {
			return "", err
		}
		return pyHex(z), nil
	case "repr":
		return Repr(argStr(a, 0)), nil
	case "ascii":
		return ASCII(argStr(a, 0)), nil
	case "bytes_repr":
		b, err := hex.DecodeString(argStr(a, 0))
		if err != nil {
			return "", err
		}
		return BytesRepr(b), nil
	case "lower":
		return Lower(argStr(a, 0)), nil
	case "upper":
		return Upper(argStr(a, 0)), nil
	case "title":
		return Title(argStr(a, 0)), nil
	case "capitalize":
		return Capitalize(argStr(a, 0)), nil
	case "swapcase":
		return SwapCase(argStr(a, 0)), nil
	case "casefold":
		return Casefold(argStr(a, 0)), nil
	case "parse_int_bytes":
		b, err := hex.DecodeString(argStr(a, 0))
		if err != nil {
			return "", err
		}
		z, err := ParseIntBytes(b, argInt(a, 1))
		if err != nil {
			return "", err
		}
		return pyHex(z), nil
	case "parse_float_bytes":
		b, err := hex.DecodeString(argStr(a, 0))
		if err != nil {
			return "", err
		}
		f, err := ParseFloatBytes(b)
		return encFloat(f), err
	case "float_to_int":
		z, err := FloatToInt(argFloat(a, 0))
		if err != nil {
			return "", err
		}
		return pyHex(z), nil
	case "int_to_float":
		f, err := IntToFloat(argBig(a, 0))
		return encFloat(f), err
	case "int_str":
		return FormatBigDecimal(argBig(a, 0), DefaultMaxStrDigits)
	case "isidentifier":
		if IsIdentifier(argStr(a, 0)) {
			return "True", nil
		}
		return "False", nil
	}
	return "", fmt.Errorf("unknown op %q", op)
}

// evalPercent plays the interpreter's part of fmt % (value,) for a format
// holding one conversion, possibly with literal text around it.
func evalPercent(format, kind string, raw json.RawMessage) (string, error) {
	var out strings.Builder
	used := false
	for i := 0; i < len(format); {
		if format[i] != '%' {
			out.WriteByte(format[i])
			i++
			continue
		}
		spec, next, err := ParsePercent(format, i+1, false, nil)
		if err != nil {
			return "", err
		}
		i = next
		if spec.Literal {
			out.WriteByte('%')
			continue
		}
		if used {
			return "", &Error{Type: TypeError, Msg: "not enough arguments for format string"}
		}
		used = true
		var s string
		switch kind {
		case "int":
			s, err = PercentInt(argBig([]json.RawMessage{raw}, 0), spec)
		case "float":
			s, err = PercentFloat(argFloat([]json.RawMessage{raw}, 0), spec)
		default:
			text := decodeStr(raw)
			switch spec.Verb {
			case 'r':
				text = Repr(text)
			case 'a':
				text = ASCII(text)
			case 'c':
				if runeCount(text) != 1 {
					return "", PercentArgError('c', "str")
				}
			case 's':
			default:
				if knownPercentVerb(spec.Verb) {
					return "", PercentArgError(spec.Verb, "str")
				}
			}
			s, err = PercentString(text, spec)
		}
		if err != nil {
			return "", err
		}
		out.WriteString(s)
	}
	if !used {
		return "", &Error{Type: TypeError, Msg: "not all arguments converted during string formatting"}
	}
	return out.String(), nil
}

// TestGoldenLive asks python3 itself about a sample of the golden cases, in one
// spawn, so stale golden files or a wrong generator cannot hide a bug.
func TestGoldenLive(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH")
	}
	var sample []record
	for _, name := range goldenFiles {
		recs := readRecords(t, name)
		for i := 0; i < len(recs); i += 37 {
			sample = append(sample, recs[i])
		}
	}
	var in bytes.Buffer
	for _, r := range sample {
		line, err := json.Marshal(map[string]any{"op": r.Op, "a": r.A})
		if err != nil {
			t.Fatal(err)
		}
		in.Write(line)
		in.WriteByte('\n')
	}
	cmd := exec.Command(py, filepath.Join("testdata", "gen_golden.py"), "--eval")
	cmd.Stdin = &in
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3 --eval: %v\n%s", err, stderr.String())
	}
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if lines[0] != `{"version": "3.11"}` {
		t.Skipf("python3 is not CPython 3.11: %s", lines[0])
	}
	lines = lines[1:]
	if len(lines) != len(sample) {
		t.Fatalf("python3 answered %d of %d cases", len(lines), len(sample))
	}
	for i, line := range lines {
		var live record
		if err := json.Unmarshal([]byte(line), &live); err != nil {
			t.Fatal(err)
		}
		if msg := checkRecord(live); msg != "" {
			t.Error("live: " + msg)
		}
		if expected(sample[i]) != expected(live) {
			t.Errorf("golden file is stale for %s%s: %s", live.Op, argsText(live.A), clip(expected(live)))
		}
	}
}
