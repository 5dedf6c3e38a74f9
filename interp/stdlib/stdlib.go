// Package stdlib assembles the standard-library modules of the sandbox.
//
// Every module package under it (one folder per package, named like the
// package) registers the same way: it exports
//
//	func Modules() []*py.ModuleDef
//
// returning fresh definitions of the modules it provides (json gives json,
// json.decoder and json.encoder). Modules written wholly in Python live in
// purepy; a module with a Go part embeds its Python part beside it.
// TestOneRegistrationConvention checks the rule.
package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/array"
	"github.com/mcpython/mcpython/interp/stdlib/asyncio"
	"github.com/mcpython/mcpython/interp/stdlib/base64"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
	"github.com/mcpython/mcpython/interp/stdlib/bisect"
	"github.com/mcpython/mcpython/interp/stdlib/calendar"
	"github.com/mcpython/mcpython/interp/stdlib/collections"
	"github.com/mcpython/mcpython/interp/stdlib/csv"
	"github.com/mcpython/mcpython/interp/stdlib/datetime"
	"github.com/mcpython/mcpython/interp/stdlib/decimal"
	"github.com/mcpython/mcpython/interp/stdlib/difflib"
	"github.com/mcpython/mcpython/interp/stdlib/functools"
	"github.com/mcpython/mcpython/interp/stdlib/gzip"
	"github.com/mcpython/mcpython/interp/stdlib/hashlib"
	"github.com/mcpython/mcpython/interp/stdlib/heapq"
	"github.com/mcpython/mcpython/interp/stdlib/hmac"
	"github.com/mcpython/mcpython/interp/stdlib/html"
	"github.com/mcpython/mcpython/interp/stdlib/iomod"
	"github.com/mcpython/mcpython/interp/stdlib/itertools"
	"github.com/mcpython/mcpython/interp/stdlib/json"
	"github.com/mcpython/mcpython/interp/stdlib/math"
	"github.com/mcpython/mcpython/interp/stdlib/operator"
	"github.com/mcpython/mcpython/interp/stdlib/os"
	"github.com/mcpython/mcpython/interp/stdlib/purepy"
	"github.com/mcpython/mcpython/interp/stdlib/pystring"
	"github.com/mcpython/mcpython/interp/stdlib/random"
	"github.com/mcpython/mcpython/interp/stdlib/re"
	"github.com/mcpython/mcpython/interp/stdlib/secrets"
	"github.com/mcpython/mcpython/interp/stdlib/sys"
	"github.com/mcpython/mcpython/interp/stdlib/textwrap"
	"github.com/mcpython/mcpython/interp/stdlib/timemod"
	"github.com/mcpython/mcpython/interp/stdlib/unicodedata"
	"github.com/mcpython/mcpython/interp/stdlib/urllib"
	"github.com/mcpython/mcpython/interp/stdlib/uuid"
	"github.com/mcpython/mcpython/interp/stdlib/zlib"
	"github.com/mcpython/mcpython/interp/stdlib/zoneinfo"
)

// packages lists the Modules function of every module package.
var packages = []func() []*py.ModuleDef{
	array.Modules,
	asyncio.Modules,
	base64.Modules,
	binascii.Modules,
	bisect.Modules,
	calendar.Modules,
	collections.Modules,
	csv.Modules,
	datetime.Modules,
	decimal.Modules,
	difflib.Modules,
	functools.Modules,
	gzip.Modules,
	hashlib.Modules,
	heapq.Modules,
	hmac.Modules,
	html.Modules,
	iomod.Modules,
	itertools.Modules,
	json.Modules,
	math.Modules,
	operator.Modules,
	os.Modules,
	purepy.Modules,
	pystring.Modules,
	random.Modules,
	re.Modules,
	secrets.Modules,
	sys.Modules,
	textwrap.Modules,
	timemod.Modules,
	unicodedata.Modules,
	urllib.Modules,
	uuid.Modules,
	zlib.Modules,
	zoneinfo.Modules,
}

// Table returns every standard-library module by name.
func Table() py.ModuleTable {
	t := py.ModuleTable{}
	for _, modules := range packages {
		for _, m := range modules() {
			t[m.Name] = m
		}
	}
	return t
}
