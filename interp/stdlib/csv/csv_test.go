package csv

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

func parse(t *testing.T, d *Dialect, lines ...string) ([][]string, error) {
	t.Helper()
	setupTypes() // the Reader raises _csv.Error
	th := py.NewThread(context.Background(), py.Limits{})
	items := make([]py.Object, len(lines))
	for i, l := range lines {
		items[i] = py.NewStr(l)
	}
	it, err := py.Iter(th, py.NewList(items))
	require.NoError(t, err)
	r := &Reader{input: it, dialect: d, st: &state{fieldLimit: 1 << 17}}
	var rows [][]string
	for {
		row, err := r.next(th)
		if err != nil {
			return rows, err
		}
		if row == nil {
			return rows, nil
		}
		var fields []string
		for _, f := range row.(*py.List).Items() {
			s, _ := py.AsStr(f)
			fields = append(fields, s)
		}
		rows = append(rows, fields)
	}
}

func excel() *Dialect {
	return &Dialect{delimiter: ',', quotechar: '"', escapechar: notSet, doublequote: true, lineterminator: "\r\n"}
}

func TestReaderStateMachine(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string
		want  [][]string
	}{
		{"plain", []string{"a,b,c\r\n"}, [][]string{{"a", "b", "c"}}},
		{"quoted delimiter", []string{`"a,b",c`}, [][]string{{"a,b", "c"}}},
		{"doubled quote", []string{`"say ""hi""",x`}, [][]string{{`say "hi"`, "x"}}},
		{"newline inside quotes", []string{"\"a\n", "b\",c\n"}, [][]string{{"a\nb", "c"}}},
		{"empty line", []string{"\r\n", "a\n"}, [][]string{nil, {"a"}}},
		{"trailing delimiter", []string{"a,\n"}, [][]string{{"a", ""}}},
		{"quote mid field", []string{`ab"c",d`}, [][]string{{`ab"c"`, "d"}}},
		{"text after closing quote", []string{`"ab"c,d`}, [][]string{{"abc", "d"}}},
		{"eof in quotes", []string{`"abc`}, [][]string{{"abc"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows, err := parse(t, excel(), tc.lines...)
			require.NoError(t, err)
			require.Equal(t, tc.want, rows)
		})
	}
}

func TestReaderErrors(t *testing.T) {
	strict := excel()
	strict.strict = true
	_, err := parse(t, strict, `"abc`)
	require.EqualError(t, err, "_csv.Error: unexpected end of data")
	_, err = parse(t, strict, `"a"b`)
	require.EqualError(t, err, `_csv.Error: ',' expected after '"'`)
	_, err = parse(t, excel(), "a\rb")
	require.ErrorContains(t, err, "new-line character seen in unquoted field")
}
