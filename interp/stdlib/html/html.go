// Package html is Python's html module (escape, unescape with the HTML5
// named references) and html.entities, from tables generated out of
// python3's own by testdata/gen_entities.py.
package html

//go:generate python3 testdata/gen_entities.py

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
)

// html5 is html5Entries as a map; built at the first use, then only read
// (at package init it cost every process 170 KB of heap).
var html5 = lazy.Value[map[string]string]{New: func() map[string]string {
	m := make(map[string]string, len(html5Entries))
	for _, e := range html5Entries {
		m[e.name] = e.text
	}
	return m
}}

// longestName is the length of the longest entity name.
const longestName = 32

// Escape is html.escape.
func Escape(s string, quote bool) string {
	var b strings.Builder
	start := 0
	for i := 0; i < len(s); i++ {
		var rep string
		switch s[i] {
		case '&':
			rep = "&amp;"
		case '<':
			rep = "&lt;"
		case '>':
			rep = "&gt;"
		case '"':
			if quote {
				rep = "&quot;"
			}
		case '\'':
			if quote {
				rep = "&#x27;"
			}
		}
		if rep == "" {
			continue
		}
		if b.Len() == 0 {
			b.Grow(len(s) + 16)
		}
		b.WriteString(s[start:i])
		b.WriteString(rep)
		start = i + 1
	}
	if start == 0 {
		return s
	}
	b.WriteString(s[start:])
	return b.String()
}

// Unescape is html.unescape: numeric and named character references
// become their characters, following the HTML5 rules CPython implements
// (references without ';', the longest known prefix of an unknown name,
// replacement of invalid code points).
func Unescape(s string) string {
	if strings.IndexByte(s, '&') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	i := 0
	for {
		j := strings.IndexByte(s[i:], '&')
		if j < 0 {
			b.WriteString(s[i:])
			return b.String()
		}
		b.WriteString(s[i : i+j])
		i += j
		ref, n := charref(s[i+1:])
		if n == 0 {
			b.WriteByte('&')
			i++
			continue
		}
		b.WriteString(ref)
		i += 1 + n
	}
}

// charref reads the reference after an '&' (the pattern
// #[0-9]+;? | #[xX][0-9a-fA-F]+;? | [^\t\n\f <&#;]{1,32};?) and returns its
// replacement and length; n is 0 when no reference starts there.
func charref(s string) (string, int) {
	if strings.HasPrefix(s, "#") {
		digits, base, n := 0, 10, 1
		if len(s) > 1 && (s[1] == 'x' || s[1] == 'X') && len(s) > 2 && isHex(s[2]) {
			base, n = 16, 2
		}
		for n+digits < len(s) && (base == 10 && isDigit(s[n+digits]) || base == 16 && isHex(s[n+digits])) {
			digits++
		}
		if digits == 0 {
			return "", 0
		}
		num, err := strconv.ParseInt(s[n:n+digits], base, 64)
		end := n + digits
		if end < len(s) && s[end] == ';' {
			end++
		}
		if err != nil {
			num = utf8.MaxRune + 1 // out of range however large
		}
		return numericRef(num), end
	}
	// a name: up to 32 characters other than \t \n \f space < & # ;
	i, count := 0, 0
	for i < len(s) && count < longestName {
		c := s[i]
		if c == '\t' || c == '\n' || c == '\f' || c == ' ' || c == '<' || c == '&' || c == '#' || c == ';' {
			break
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		count++
	}
	if count == 0 {
		return "", 0
	}
	end := i
	if end < len(s) && s[end] == ';' {
		end++
	}
	name := s[:end]
	if text, ok := html5.Get()[name]; ok {
		return text, end
	}
	// the longest known prefix (of at least two characters), as browsers do
	for x := len(name) - 1; x > 1; x-- {
		if text, ok := html5.Get()[name[:x]]; ok {
			return text + name[x:], end
		}
	}
	return "&" + name, end
}

func numericRef(num int64) string {
	if rep, ok := invalidCharref(num); ok {
		return rep
	}
	if num >= 0xD800 && num <= 0xDFFF || num > utf8.MaxRune {
		return "\uFFFD"
	}
	if invalidCodepoint(num) {
		return ""
	}
	return string(rune(num))
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// moduleDef returns the html package.
func moduleDef() *py.ModuleDef {
	return &py.ModuleDef{
		Name: "html",
		Doc:  "General functions for HTML manipulation.",
		Init: func(th *py.Thread, m *py.Module) error {
			m.Dict.SetStr("__all__", py.NewList([]py.Object{py.NewStr("escape"), py.NewStr("unescape")}))
			m.Dict.SetStr("escape", py.NewBuiltin("escape", escapeFunc))
			m.Dict.SetStr("unescape", py.NewBuiltin("unescape", unescapeFunc))
			return nil
		},
	}
}

func escapeFunc(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var so, quote py.Object
	if err := py.UnpackArgs("escape", args, kw, "s", &so, "quote?", &quote); err != nil {
		return nil, err
	}
	s, ok := py.AsStr(so)
	if !ok {
		return nil, py.Errorf(py.AttributeErrorType, "'%s' object has no attribute 'replace'", py.TypeName(so))
	}
	if err := th.TickN(len(s) / 256); err != nil {
		return nil, err
	}
	q := true
	if quote != nil {
		var err error
		if q, err = py.Truth(th, quote); err != nil {
			return nil, err
		}
	}
	out := Escape(s, q)
	if out == s {
		return so, nil
	}
	return py.NewStr(out), th.AllocMem(int64(len(out)))
}

func unescapeFunc(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var so py.Object
	if err := py.UnpackArgs("unescape", args, kw, "s", &so); err != nil {
		return nil, err
	}
	s, ok := py.AsStr(so)
	if !ok {
		// CPython's first step is "'&' in s"
		if _, isBytes := so.(*py.Bytes); isBytes {
			return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not 'str'")
		}
		return nil, py.Errorf(py.TypeErrorType, "argument of type '%s' is not iterable", py.TypeName(so))
	}
	if err := th.TickN(len(s) / 256); err != nil {
		return nil, err
	}
	out := Unescape(s)
	if out == s {
		return so, nil
	}
	return py.NewStr(out), th.AllocMem(int64(len(out)))
}

// entitiesModuleDef returns html.entities.
func entitiesModuleDef() *py.ModuleDef {
	return &py.ModuleDef{
		Name: "html.entities",
		Doc:  "HTML character entity references.",
		Init: func(th *py.Thread, m *py.Module) error {
			n2c, c2n, defs := py.NewDict(), py.NewDict(), py.NewDict()
			for _, e := range name2codepoint {
				name := py.NewStr(e.name)
				if err := n2c.SetItem(th, name, py.Int(e.cp)); err != nil {
					return err
				}
				if err := c2n.SetItem(th, py.Int(e.cp), name); err != nil {
					return err
				}
				if err := defs.SetItem(th, name, py.NewStr(string(e.cp))); err != nil {
					return err
				}
			}
			h5 := py.NewDictSize(len(html5Entries))
			for _, e := range html5Entries {
				h5.SetStr(e.name, py.NewStr(e.text))
			}
			m.Dict.SetStr("__all__", py.NewList([]py.Object{py.NewStr("html5"), py.NewStr("name2codepoint"),
				py.NewStr("codepoint2name"), py.NewStr("entitydefs")}))
			m.Dict.SetStr("name2codepoint", n2c)
			m.Dict.SetStr("codepoint2name", c2n)
			m.Dict.SetStr("entitydefs", defs)
			m.Dict.SetStr("html5", h5)
			return th.AllocMem(int64(len(html5Entries)) * 96)
		},
	}
}

// Modules returns the definitions of html and html.entities.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{moduleDef(), entitiesModuleDef()}
}
