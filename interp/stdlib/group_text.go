package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/difflib"
	"github.com/mcpython/mcpython/interp/stdlib/html"
	"github.com/mcpython/mcpython/interp/stdlib/json"
	"github.com/mcpython/mcpython/interp/stdlib/re"
	pystring "github.com/mcpython/mcpython/interp/stdlib/string"
	"github.com/mcpython/mcpython/interp/stdlib/textwrap"
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
		pystring.Module,
		textwrap.Module,
		difflib.Module,
		html.Module,
		html.EntitiesModule,
		unicodedata.Module,
	}
}
