package syntax

import (
	"errors"
	"math"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustParse(t *testing.T, src string) *Module {
	t.Helper()
	m, err := Parse("<code>", []byte(src))
	require.NoError(t, err, "source:\n%s", src)
	return m
}

func mustFail(t *testing.T, src string) *SyntaxError {
	t.Helper()
	_, err := Parse("<code>", []byte(src))
	require.Error(t, err, "source:\n%s", src)
	var se *SyntaxError
	require.True(t, errors.As(err, &se), "error is %T", err)
	return se
}

// TestPython312Syntax covers what CPython 3.11 cannot parse, so the golden
// corpus cannot: PEP 701 f-strings and the type statement. The expected
// dumps follow CPython 3.12's ast.dump.
func TestPython312Syntax(t *testing.T) {
	cases := []struct{ src, want string }{
		{`f"{"a"}"`, `JoinedStr(values=[FormattedValue(value=Constant(value='a'), conversion=-1)])`},
		{`f'{'\n'.join(x)}'`, `JoinedStr(values=[FormattedValue(value=Call(func=Attribute(value=Constant(value='\n'), attr='join', ctx=Load()), args=[Name(id='x', ctx=Load())], keywords=[]), conversion=-1)])`},
		{`f"{x:{"y"}}"`, `JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Constant(value='y'), conversion=-1)]))])`},
		{"f\"\"\"{x # comment\n}\"\"\"", `JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)])`},
		{"f\"{\n x\n}\"", `JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)])`},
		{`f"{f"{f"{1}"}"}"`, `JoinedStr(values=[FormattedValue(value=JoinedStr(values=[FormattedValue(value=JoinedStr(values=[FormattedValue(value=Constant(value=1), conversion=-1)]), conversion=-1)]), conversion=-1)])`},
		{`f'{x!r:{'>'}10}'`, `JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[FormattedValue(value=Constant(value='>'), conversion=-1), Constant(value='10')]))])`},
		{`f"{x:{y:{z}}}"`, `JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='z', ctx=Load()), conversion=-1)]))]))])`},
		{`f"{ x = }"`, `JoinedStr(values=[Constant(value=' x = '), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114)])`},
		{`f"{x:=10}"`, `JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='=10')]))])`},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			e, err := ParseExpr("<code>", []byte(c.src))
			require.NoError(t, err)
			assert.Equal(t, c.want, Dump(e))
		})
	}
	t.Run("type alias", func(t *testing.T) {
		m := mustParse(t, "type Vec = list[float]\ntype = 1\ntype(x)\n")
		assert.Equal(t, "Module(body=[TypeAlias(name=Name(id='Vec', ctx=Store()), type_params=[], value=Subscript(value=Name(id='list', ctx=Load()), slice=Name(id='float', ctx=Load()), ctx=Load())), Assign(targets=[Name(id='type', ctx=Store())], value=Constant(value=1)), Expr(value=Call(func=Name(id='type', ctx=Load()), args=[Name(id='x', ctx=Load())], keywords=[]))], type_ignores=[])", Dump(m))
	})
}

func TestConstantValues(t *testing.T) {
	huge, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	cases := []struct {
		src  string
		want any
	}{
		{"42", int64(42)},
		{"0x7fffffffffffffff", int64(math.MaxInt64)},
		{"9223372036854775808", new(big.Int).Lsh(big.NewInt(1), 63)},
		{"123456789012345678901234567890", huge},
		{"0o17", int64(15)},
		{"0b1_01", int64(5)},
		{"1.5", 1.5},
		{"1e400", math.Inf(1)},
		{"2j", complex(0, 2)},
		{"'s'", "s"},
		{"b'\\x00b'", Bytes("\x00b")},
		{"True", true},
		{"None", NoneValue{}},
		{"...", EllipsisValue{}},
		{"'\\N{EM DASH}\\N{cjk unified ideograph-4e00}'", "\u2014\u4e00"},
		{"'a' 'b' \"c\"", "abc"},
		{"b'a' b'b'", Bytes("ab")},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			e, err := ParseExpr("<code>", []byte(c.src))
			require.NoError(t, err)
			k, ok := e.(*Constant)
			require.True(t, ok, "got %T", e)
			if b, isBig := c.want.(*big.Int); isBig {
				got, ok := k.Value.(*big.Int)
				require.True(t, ok, "got %T", k.Value)
				assert.Zero(t, b.Cmp(got))
				return
			}
			assert.Equal(t, c.want, k.Value)
		})
	}
}

func TestPositions(t *testing.T) {
	m := mustParse(t, "x = 1\nif (a) + b:\n    é = f(y)[0].z\n")
	assign := m.Body[0].(*Assign)
	assert.Equal(t, Pos{1, 1}, assign.Pos())
	assert.Equal(t, Pos{1, 5}, assign.Value.Pos())
	ifs := m.Body[1].(*If)
	assert.Equal(t, Pos{2, 1}, ifs.Pos())
	// Like CPython, a node starts at its first token, parentheses included.
	assert.Equal(t, Pos{2, 4}, ifs.Test.Pos())
	assert.Equal(t, Pos{2, 5}, ifs.Test.(*BinOp).Left.Pos())
	inner := ifs.Body[0].(*Assign)
	assert.Equal(t, Pos{3, 5}, inner.Targets[0].Pos())
	// Columns count code points, not bytes.
	attr := inner.Value.(*Attribute)
	assert.Equal(t, Pos{3, 9}, attr.Pos())
	call := attr.Value.(*Subscript).Value.(*Call)
	assert.Equal(t, Pos{3, 11}, call.Args[0].Pos())
}

func TestDecoratedPositionIsDef(t *testing.T) {
	m := mustParse(t, "@d\nasync def f(): pass\n")
	assert.Equal(t, Pos{2, 1}, m.Body[0].Pos())
}

func TestParseExpr(t *testing.T) {
	e, err := ParseExpr("<expr>", []byte("  1 + x, y\n\n"))
	require.NoError(t, err)
	assert.Equal(t, "Tuple(elts=[BinOp(left=Constant(value=1), op=Add(), right=Name(id='x', ctx=Load())), Name(id='y', ctx=Load())], ctx=Load())", Dump(e))

	_, err = ParseExpr("<expr>", []byte("x = 1"))
	require.Error(t, err)
	assert.Equal(t, "  File \"<expr>\", line 1\n    x = 1\n      ^\nSyntaxError: invalid syntax", err.Error())

	// where an expression may stand is the resolver's question, not the parser's
	_, err = ParseExpr("<expr>", []byte("await x"))
	require.NoError(t, err)
}

func TestSyntaxErrorFormat(t *testing.T) {
	cases := []struct {
		name string
		err  SyntaxError
		want string
	}{
		{"caret", SyntaxError{Kind: "SyntaxError", Msg: "m", Filename: "f.py", Line: 2, Col: 3, EndLine: 2, EndCol: 5, Text: "  abcdef"},
			"  File \"f.py\", line 2\n    abcdef\n    ^^\nSyntaxError: m"},
		{"no text", SyntaxError{Kind: "SyntaxError", Msg: "m", Filename: "f.py", Line: 2},
			"  File \"f.py\", line 2\nSyntaxError: m"},
		{"tab kept", SyntaxError{Kind: "TabError", Msg: "m", Filename: "f.py", Line: 1, Col: 3, Text: "\tx = 1"},
			"  File \"f.py\", line 1\n    \tx = 1\n    \t ^\nTabError: m"},
		{"caret in indentation", SyntaxError{Kind: "IndentationError", Msg: "m", Filename: "f.py", Line: 1, Col: 1, EndCol: -1, Text: "    x"},
			"  File \"f.py\", line 1\n    x\nIndentationError: m"},
		{"no line", SyntaxError{Kind: "SyntaxError", Msg: "m", Filename: "f.py"},
			"SyntaxError: m (f.py)"},
		{"defaults", SyntaxError{Kind: "SyntaxError", Line: 1},
			"  File \"<string>\", line 1\nSyntaxError: <no detail available>"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, c.err.Error())
		})
	}
}

func TestErrorFields(t *testing.T) {
	se := mustFail(t, "x = 1\nprint(1\n")
	assert.Equal(t, SyntaxError{Kind: "SyntaxError", Msg: "'(' was never closed", Filename: "<code>",
		Line: 2, Col: 6, EndLine: 2, EndCol: 0, Text: "print(1"}, *se)

	se = mustFail(t, "if x:\n\tpass\n        y\n")
	assert.Equal(t, "TabError", se.Kind)

	se = mustFail(t, "from __future__ import braces\n")
	assert.Equal(t, "not a chance", se.Msg)
	assert.Empty(t, se.Text, "errors found after parsing carry no line, as in CPython")
}

// TestOwnMessages pins errors where we deliberately differ from CPython
// 3.11: newer, clearer messages, and PEP 701 f-string tokenizing.
func TestOwnMessages(t *testing.T) {
	cases := []struct{ src, msg string }{
		{"import a.b from c\n", "Did you mean to use 'from ... import ...' instead?"},
		{"f'{'\n", "unterminated string literal (detected at line 1)"},
		{"def f[T](): pass\n", "type parameter lists are not supported"},
		{"type X[T] = list[T]\n", "type parameter lists are not supported"},
		{"'\\N{NO SUCH NAME}'\n", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-15: unknown Unicode character name"},
		{"f'{x:{y:{z:{w}}}}'\n", ""},
		{"f'{lambda x: 1}'\n", "f-string: lambda expressions are not allowed without parentheses"},
		{"f'{lambda: 1}'\n", "f-string: lambda expressions are not allowed without parentheses"},
		{"x = '\xe2\x80\x9cq'\n", ""},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			_, err := Parse("<code>", []byte(c.src))
			if c.msg == "" {
				require.NoError(t, err)
				return
			}
			var se *SyntaxError
			require.True(t, errors.As(err, &se), "got %v", err)
			assert.Equal(t, c.msg, se.Msg)
		})
	}
}

func TestDumpNodes(t *testing.T) {
	m := mustParse(t, "def f(a, *, b=1): pass\n")
	fn := m.Body[0].(*FunctionDef)
	assert.Equal(t, "arguments(posonlyargs=[], args=[arg(arg='a')], kwonlyargs=[arg(arg='b')], kw_defaults=[Constant(value=1)], defaults=[])", Dump(fn.Args))
	assert.Equal(t, "Pass()", Dump(fn.Body[0]))
	assert.Equal(t, "?", Dump(42))
}

func TestReprs(t *testing.T) {
	cases := []struct {
		v    any
		want string
	}{
		{1e16, "1e+16"},
		{1e15, "1000000000000000.0"},
		{0.0001, "0.0001"},
		{0.00001, "1e-05"},
		{math.Copysign(0, -1), "-0.0"},
		{math.NaN(), "nan"},
		{1.5e300, "1.5e+300"},
		{complex(0, 1e16), "1e+16j"},
		{complex(0, 2), "2j"},
		{complex(1, -2), "(1-2j)"},
		{"it's", `"it's"`},
		{`'"`, `'\'"'`},
		{"\x00\u00ad\u2028\U0001F600é", `'\x00\xad\u2028😀é'`},
		{Bytes("a'\x80\n"), `b"a'\x80\n"`},
		{big.NewInt(-5), "-5"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, pyRepr(c.v))
	}
}
