package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/base64"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
	"github.com/mcpython/mcpython/interp/stdlib/gzip"
	"github.com/mcpython/mcpython/interp/stdlib/hashlib"
	"github.com/mcpython/mcpython/interp/stdlib/hmac"
	"github.com/mcpython/mcpython/interp/stdlib/secrets"
	"github.com/mcpython/mcpython/interp/stdlib/urllib"
	"github.com/mcpython/mcpython/interp/stdlib/uuid"
	"github.com/mcpython/mcpython/interp/stdlib/zlib"
)

// groupEncoding returns the modules urllib.parse, base64, binascii,
// hashlib, hmac, secrets, uuid, zlib and gzip.
func groupEncoding() []*py.ModuleDef {
	return []*py.ModuleDef{
		binascii.Module,
		base64.Module,
		hashlib.Module,
		hmac.Module,
		zlib.Module,
		gzip.Module,
		secrets.Module,
		uuid.Module,
		urllib.Module,
		urllib.ParseModule,
	}
}
