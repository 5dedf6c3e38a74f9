package json

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

func TestAppendString(t *testing.T) {
	tests := []struct {
		in, ascii, raw string
	}{
		{"abc", `"abc"`, `"abc"`},
		{"a\"b\\c", `"a\"b\\c"`, `"a\"b\\c"`},
		{"\n\r\t\b\f\x00\x1f", `"\n\r\t\b\f\u0000\u001f"`, `"\n\r\t\b\f\u0000\u001f"`},
		{"\x7f", `"\u007f"`, "\"\x7f\""},
		{"é中", `"\u00e9\u4e2d"`, `"é中"`},
		{"😀", `"\ud83d\ude00"`, `"😀"`},
		{"\xed\xa0\x80", `"\ud800"`, "\"\xed\xa0\x80\""}, // a lone surrogate in WTF-8
	}
	for _, tt := range tests {
		assert.Equal(t, tt.ascii, string(appendString(nil, tt.in, true)), "%q", tt.in)
		assert.Equal(t, tt.raw, string(appendString(nil, tt.in, false)), "%q", tt.in)
	}
}

func TestDecoderErrors(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	tests := []struct {
		doc string
		msg string
		pos int // bytes
	}{
		{`[1,]`, "Expecting value", 3},
		{`{"a" 1}`, "Expecting ':' delimiter", 5},
		{`"abc`, "Unterminated string starting at", 0},
		{`"\u12"`, "Invalid \\uXXXX escape", 2},
		{`"\ud800\u12"`, "Invalid \\uXXXX escape", 8},
		{"\"a\x01\"", "Invalid control character at", 2},
		{`"a\q"`, "Invalid \\escape", 2},
		{`[1 2]`, "Expecting ',' delimiter", 3},
	}
	for _, tt := range tests {
		d := &decoder{th: th, s: tt.doc, strict: true}
		_, _, err := d.scan(0)
		require.Error(t, err, tt.doc)
		switch e := err.(type) {
		case *syntaxError:
			assert.Equal(t, tt.msg, e.msg, tt.doc)
			assert.Equal(t, tt.pos, e.pos, tt.doc)
		case *stopIteration:
			assert.Equal(t, tt.msg, "Expecting value", tt.doc)
			assert.Equal(t, tt.pos, e.pos, tt.doc)
		default:
			t.Fatalf("%s: unexpected %v", tt.doc, err)
		}
	}
}

func TestSurrogatePairs(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	d := &decoder{th: th, s: `"\ud83d\ude00|\ud83dx|\ude00|\udcff"`, strict: true}
	v, end, err := d.scan(0)
	require.NoError(t, err)
	assert.Equal(t, len(d.s), end)
	assert.Equal(t, "😀|\xed\xa0\xbdx|\xed\xb8\x80|\xff", v.(*py.Str).String())
}

func TestOffsets(t *testing.T) {
	s := "é😀a"
	assert.Equal(t, 3, runeCount(s, len(s)))
	assert.Equal(t, 2, byteOffset(s, 1))
	assert.Equal(t, 6, byteOffset(s, 2))
	assert.Equal(t, len(s), byteOffset(s, 10))
}

func TestDetectEncoding(t *testing.T) {
	assert.Equal(t, "utf-8", detectEncoding([]byte("{}")))
	assert.Equal(t, "utf-8-sig", detectEncoding([]byte("\xef\xbb\xbf{}")))
	assert.Equal(t, "utf-16", detectEncoding([]byte("\xff\xfe{\x00")))
	assert.Equal(t, "utf-32", detectEncoding([]byte("\xff\xfe\x00\x00")))
	assert.Equal(t, "utf-16-le", detectEncoding([]byte("{\x00}\x00")))
	assert.Equal(t, "utf-32-be", detectEncoding([]byte("\x00\x00\x00{")))
	s, err := decodeUTF16([]byte("\xff\xfe{\x00=\xd8\x00\xde}\x00"), "utf-16")
	require.NoError(t, err)
	assert.Equal(t, "{😀}", s)
	_, err = decodeUTF8([]byte("a\xff"))
	assert.EqualError(t, err, "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 1: invalid start byte")
}
