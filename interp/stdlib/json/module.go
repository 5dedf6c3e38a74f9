// Package json is Python's json module: the encoder and the scanner in Go
// (json.go's primitives), the public classes and functions in json.py.
package json

import (
	_ "embed"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed json.py
var source string

// moduleDef returns the json package.
func moduleDef() *py.ModuleDef {
	return &py.ModuleDef{
		Name:   "json",
		Init:   initModule,
		Source: source,
	}
}

// decoderModuleDef returns json.decoder.
func decoderModuleDef() *py.ModuleDef {
	return &py.ModuleDef{
		Name: "json.decoder",
		Source: `"""Implementation of JSONDecoder."""
from json import JSONDecoder, JSONDecodeError, _scanstring as scanstring
__all__ = ['JSONDecoder', 'JSONDecodeError']
`,
	}
}

// encoderModuleDef returns json.encoder.
func encoderModuleDef() *py.ModuleDef {
	return &py.ModuleDef{
		Name: "json.encoder",
		Source: `"""Implementation of JSONEncoder."""
from json import JSONEncoder, encode_basestring, encode_basestring_ascii
py_encode_basestring = encode_basestring
py_encode_basestring_ascii = encode_basestring_ascii
c_make_encoder = None
INFINITY = float('inf')
`,
	}
}

func initModule(th *py.Thread, m *py.Module) error {
	d := m.Dict
	st := &state{mod: m}
	builtins := py.BuiltinsDict()
	st.floatType, _ = builtins.GetStr("float")
	st.intType, _ = builtins.GetStr("int")
	st.defaultConstant = py.NewBuiltin("parse_constant", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		return parseConstant(args, kw)
	})
	d.SetStr("_parse_constant", st.defaultConstant)
	add := func(name string, fn py.BuiltinFunc) { d.SetStr(name, py.NewBuiltin(name, fn)) }
	add("_dumps", st.dumps)
	add("_iterencode", st.iterencode)
	add("_loads", st.loads)
	add("_scan", st.scan)
	add("_skip_ws", skipWS)
	add("_error_position", errorPosition)
	add("_scanstring", st.scanstring)
	add("encode_basestring", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		return encodeBasestring(th, "encode_basestring", args, kw, false)
	})
	add("encode_basestring_ascii", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		return encodeBasestring(th, "encode_basestring_ascii", args, kw, true)
	})
	add("detect_encoding", detectEncodingFunc)
	add("_bytes_to_str", bytesToStr)
	return nil
}

// state is the json module of one run.
type state struct {
	mod             *py.Module
	floatType       py.Object
	intType         py.Object
	defaultConstant py.Object
}

// Modules returns the definitions of json, json.decoder and json.encoder.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{moduleDef(), decoderModuleDef(), encoderModuleDef()}
}
