package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/json"
	"github.com/mcpython/mcpython/interp/stdlib/re"
	"github.com/mcpython/mcpython/interp/stdlib/unicodedata"
)

// groupText returns the text modules: json, re, string, textwrap, difflib,
// html, unicodedata.
func groupText() []*py.ModuleDef {
	return []*py.ModuleDef{
		json.Module,
		json.DecoderModule,
		json.EncoderModule,
		re.Module,
		unicodedata.Module,
	}
}
