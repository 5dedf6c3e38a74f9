package unicodedata

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// cpythonDump prints the properties of every 13th code point as CPython's
// unicodedata sees them.
const cpythonDump = `
import unicodedata as u
for cp in range(0, 0x110000, 13):
    c = chr(cp)
    print(cp, u.category(c), u.bidirectional(c) or "-", u.east_asian_width(c), u.combining(c),
          u.mirrored(c), u.decimal(c, "-"), u.digit(c, "-"), u.numeric(c, "-"),
          (u.decomposition(c) or "-").replace(" ", "_"), (u.name(c, "-")).replace(" ", "_"), sep="|")
`

// TestAgainstCPython compares the decoded tables with python3 when it is
// on PATH and is a 3.11 (Unicode 14.0).
func TestAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH")
	}
	if v, err := exec.Command(py, "-c", "import unicodedata; print(unicodedata.unidata_version)").Output(); err != nil || string(bytes.TrimSpace(v)) != Version() {
		t.Skip("python3 has another Unicode version")
	}
	out, err := exec.Command(py, "-c", cpythonDump).Output()
	require.NoError(t, err)
	sc := bufio.NewScanner(bytes.NewReader(out))
	opt := func(v int, ok bool) string {
		if !ok {
			return "-"
		}
		return strconv.Itoa(v)
	}
	orDash := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	for cp := rune(0); sc.Scan(); cp += 13 {
		r := cp
		num := "-"
		if v, ok := Numeric(r); ok {
			num = strconv.FormatFloat(v, 'f', -1, 64)
			if f, _ := strconv.ParseFloat(num, 64); f == float64(int64(f)) {
				num += ".0"
			}
		}
		d, dok := Decimal(r)
		g, gok := Digit(r)
		name, _ := Name(r)
		want := fmt.Sprintf("%d|%s|%s|%s|%d|%d|%s|%s|%s|%s|%s", cp, Category(r), orDash(Bidirectional(r)),
			EastAsianWidth(r), Combining(r), Mirrored(r), opt(d, dok), opt(g, gok), num,
			bytes.ReplaceAll([]byte(orDash(Decomposition(r))), []byte(" "), []byte("_")),
			bytes.ReplaceAll([]byte(orDash(name)), []byte(" "), []byte("_")))
		require.Equal(t, sc.Text(), want, "U+%04X", cp)
	}
}
