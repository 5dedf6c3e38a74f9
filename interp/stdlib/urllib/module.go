package urllib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
	"github.com/mcpython/mcpython/interp/stdlib/structseq"
)

// moduleDef returns the urllib package (only parse is available).
func moduleDef() *py.ModuleDef {
	return &py.ModuleDef{Name: "urllib", Doc: "The urllib package of the sandbox: urllib.parse."}
}

// parseModuleDef returns urllib.parse.
func parseModuleDef() *py.ModuleDef {
	return &py.ModuleDef{
		Name: "urllib.parse",
		Doc:  "Parse (absolute and relative) URLs.",
		Init: initParse,
	}
}

func strList(items ...string) py.Object {
	return py.NewList(strs(items...))
}

func initParse(th *py.Thread, m *py.Module) error {
	setupTypes()
	d := m.Dict
	fn := func(name string, f py.BuiltinFunc) {
		b := py.NewBuiltin(name, f)
		b.Module = "urllib.parse"
		d.SetStr(name, b)
	}
	d.SetStr("SplitResult", SplitResultType)
	d.SetStr("ParseResult", ParseResultType)
	d.SetStr("DefragResult", DefragResultType)
	d.SetStr("scheme_chars", py.NewStr(schemeChars))
	d.SetStr("uses_relative", strList("", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms",
		"prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss"))
	d.SetStr("uses_netloc", strList("", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp",
		"snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss"))
	d.SetStr("uses_params", strList("", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtsps", "rtspu", "sip",
		"sips", "mms", "sftp", "tel"))
	fn("urlsplit", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var url, scheme, frag py.Object
		if err := py.UnpackArgs("urlsplit", args, kw, "url", &url, "scheme?", &scheme, "allow_fragments?", &frag); err != nil {
			return nil, err
		}
		u, _, err := strArg(th, url, "")
		if err != nil {
			return nil, err
		}
		s, _, err := strArg(th, scheme, "")
		if err != nil {
			return nil, err
		}
		af, err := truth(th, frag, true)
		if err != nil {
			return nil, err
		}
		r, err := urlsplit(th, u, s, af)
		if err != nil {
			return nil, err
		}
		return structseq.Make(SplitResultType, strs(r.scheme, r.netloc, r.path, r.query, r.fragment)), nil
	})
	fn("urlparse", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var url, scheme, frag py.Object
		if err := py.UnpackArgs("urlparse", args, kw, "url", &url, "scheme?", &scheme, "allow_fragments?", &frag); err != nil {
			return nil, err
		}
		u, _, err := strArg(th, url, "")
		if err != nil {
			return nil, err
		}
		s, _, err := strArg(th, scheme, "")
		if err != nil {
			return nil, err
		}
		af, err := truth(th, frag, true)
		if err != nil {
			return nil, err
		}
		r, err := urlparse(th, u, s, af)
		if err != nil {
			return nil, err
		}
		return structseq.Make(ParseResultType, strs(r.scheme, r.netloc, r.path, r.params, r.query, r.fragment)), nil
	})
	fn("urlunsplit", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var c py.Object
		if err := py.UnpackArgs("urlunsplit", args, kw, "components", &c); err != nil {
			return nil, err
		}
		v, err := components(th, c, 5)
		if err != nil {
			return nil, err
		}
		return py.NewStr(urlunsplit(splitURL{v[0], v[1], v[2], v[3], v[4]})), nil
	})
	fn("urlunparse", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var c py.Object
		if err := py.UnpackArgs("urlunparse", args, kw, "components", &c); err != nil {
			return nil, err
		}
		v, err := components(th, c, 6)
		if err != nil {
			return nil, err
		}
		return py.NewStr(urlunparse(parsedURL{v[0], v[1], v[2], v[3], v[4], v[5]})), nil
	})
	fn("urljoin", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var base, url, frag py.Object
		if err := py.UnpackArgs("urljoin", args, kw, "base", &base, "url", &url, "allow_fragments?", &frag); err != nil {
			return nil, err
		}
		if t, err := py.Truth(th, base); err != nil || !t {
			return url, err
		}
		if t, err := py.Truth(th, url); err != nil || !t {
			return base, err
		}
		b, asBytes, err := strArg(th, base, "")
		if err != nil {
			return nil, err
		}
		u, _, err := strArg(th, url, "")
		if err != nil {
			return nil, err
		}
		af, err := truth(th, frag, true)
		if err != nil {
			return nil, err
		}
		r, err := urljoin(th, b, u, af)
		if err != nil {
			return nil, err
		}
		return textObj(r, asBytes), nil
	})
	fn("urldefrag", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var url py.Object
		if err := py.UnpackArgs("urldefrag", args, kw, "url", &url); err != nil {
			return nil, err
		}
		u, _, err := strArg(th, url, "")
		if err != nil {
			return nil, err
		}
		defrag, frag := u, ""
		if containsByte(u, '#') {
			p, err := urlparse(th, u, "", true)
			if err != nil {
				return nil, err
			}
			frag = p.fragment
			p.fragment = ""
			defrag = urlunparse(p)
		}
		return structseq.Make(DefragResultType, strs(defrag, frag)), nil
	})
	quoteFn := func(name string, plus bool) {
		fn(name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var s, safe, enc, errs py.Object
			if err := py.UnpackArgs(name, args, kw, "string", &s, "safe?", &safe, "encoding?", &enc, "errors?", &errs); err != nil {
				return nil, err
			}
			if plus {
				return quotePlus(th, s, safe, enc, errs)
			}
			return quote(th, s, safe, enc, errs)
		})
	}
	quoteFn("quote", false)
	quoteFn("quote_plus", true)
	fn("quote_from_bytes", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var bs, safe py.Object
		if err := py.UnpackArgs("quote_from_bytes", args, kw, "bs", &bs, "safe?", &safe); err != nil {
			return nil, err
		}
		b, ok := binascii.BytesLike(bs)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "quote_from_bytes() expected bytes")
		}
		sf, err := safeBytes(safe)
		if err != nil {
			return nil, err
		}
		return py.NewStr(quoteBytes(b, sf)), nil
	})
	unquoteFn := func(name string, plus bool) {
		fn(name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var s, enc, errs py.Object
			if err := py.UnpackArgs(name, args, kw, "string", &s, "encoding?", &enc, "errors?", &errs); err != nil {
				return nil, err
			}
			encoding, _, err := strArg(th, enc, "utf-8")
			if err != nil {
				return nil, err
			}
			errors, _, err := strArg(th, errs, "replace")
			if err != nil {
				return nil, err
			}
			if b, ok := binascii.BytesLike(s); ok && !plus {
				r, err := decodeBytes(th, unquoteToBytes(b), encoding, errors)
				if err != nil {
					return nil, err
				}
				return py.NewStr(r), nil
			}
			str, ok := py.AsStr(s)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "argument of type '%s' is not iterable", s.Type().Name)
			}
			if plus {
				str = replaceAll(str, "+", " ")
			}
			r, err := unquote(th, str, encoding, errors)
			if err != nil {
				return nil, err
			}
			return py.NewStr(r), nil
		})
	}
	unquoteFn("unquote", false)
	unquoteFn("unquote_plus", true)
	fn("unquote_to_bytes", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var s py.Object
		if err := py.UnpackArgs("unquote_to_bytes", args, kw, "string", &s); err != nil {
			return nil, err
		}
		if str, ok := py.AsStr(s); ok {
			return py.NewBytes(unquoteToBytes([]byte(str))), nil
		}
		b, ok := binascii.BytesLike(s)
		if !ok {
			return nil, py.Errorf(py.AttributeErrorType, "'%s' object has no attribute 'split'", s.Type().Name)
		}
		return py.NewBytes(unquoteToBytes(b)), nil
	})
	fn("parse_qsl", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		pairs, asBytes, err := qsArgs(th, "parse_qsl", args, kw)
		if err != nil {
			return nil, err
		}
		out := make([]py.Object, len(pairs))
		for i, p := range pairs {
			out[i] = py.NewTuple([]py.Object{textObj(p[0], asBytes), textObj(p[1], asBytes)})
		}
		return py.NewList(out), nil
	})
	fn("parse_qs", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		pairs, asBytes, err := qsArgs(th, "parse_qs", args, kw)
		if err != nil {
			return nil, err
		}
		res := py.NewDict()
		for _, p := range pairs {
			k := textObj(p[0], asBytes)
			v, found, err := res.GetItem(th, k)
			if err != nil {
				return nil, err
			}
			if found {
				if err := v.(*py.List).Append(th, textObj(p[1], asBytes)); err != nil {
					return nil, err
				}
				continue
			}
			if err := res.SetItem(th, k, py.NewList([]py.Object{textObj(p[1], asBytes)})); err != nil {
				return nil, err
			}
		}
		return res, nil
	})
	fn("urlencode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		return urlencode(th, d, args, kw)
	})
	return nil
}

// Modules returns the definitions of urllib and urllib.parse.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{moduleDef(), parseModuleDef()}
}
