package py

import "strings"

// Codec names. CPython normalises an encoding name (lower case, runs of
// punctuation and spaces become "_") and looks it up among the aliases of
// its codecs; the canonical name appears in error messages.

// codecAliases maps normalised names to the codecs implemented here.
var codecAliases = map[string]string{
	"utf_8": "utf-8", "utf8": "utf-8", "u8": "utf-8", "utf": "utf-8", "utf8_ucs2": "utf-8", "utf8_ucs4": "utf-8",
	"cp65001": "utf-8",
	"ascii":   "ascii", "us_ascii": "ascii", "646": "ascii", "us": "ascii", "ansi_x3.4_1968": "ascii",
	"ansi_x3_4_1968": "ascii", "ansi_x3.4_1986": "ascii", "cp367": "ascii", "csascii": "ascii", "ibm367": "ascii",
	"iso646_us": "ascii", "iso_646.irv_1991": "ascii", "iso_ir_6": "ascii",
	"latin_1": "latin-1", "latin1": "latin-1", "latin": "latin-1", "l1": "latin-1", "iso_8859_1": "latin-1",
	"iso8859_1": "latin-1", "8859": "latin-1", "cp819": "latin-1", "iso_ir_100": "latin-1", "csisolatin1": "latin-1",
	"ibm819": "latin-1", "iso_8859_1_1987": "latin-1", "iso8859": "latin-1",
	"utf_16": "utf-16", "utf16": "utf-16", "u16": "utf-16",
	"utf_16_le": "utf-16-le", "utf_16le": "utf-16-le", "unicodelittleunmarked": "utf-16-le",
	"utf_16_be": "utf-16-be", "utf_16be": "utf-16-be", "unicodebigunmarked": "utf-16-be",
	"utf_32": "utf-32", "utf32": "utf-32", "u32": "utf-32",
	"utf_32_le": "utf-32-le", "utf_32le": "utf-32-le",
	"utf_32_be": "utf-32-be", "utf_32be": "utf-32-be",
	"cp1252": "cp1252", "windows_1252": "cp1252", "1252": "cp1252",
}

// codecName returns the canonical name of enc, or a LookupError.
func codecName(enc string) (string, error) {
	switch enc { // the common spellings, without building a string
	case "utf-8", "utf8", "UTF-8":
		return "utf-8", nil
	case "ascii":
		return "ascii", nil
	case "latin-1", "latin1":
		return "latin-1", nil
	}
	var b strings.Builder
	pendingSep := false
	for _, r := range strings.ToLower(enc) {
		if r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' {
			if pendingSep && b.Len() > 0 {
				b.WriteByte('_')
			}
			pendingSep = false
			b.WriteRune(r)
			continue
		}
		pendingSep = true
	}
	if name, ok := codecAliases[b.String()]; ok {
		return name, nil
	}
	return "", Errorf(LookupErrorType, "unknown encoding: %s", enc)
}

// codecArgs converts the encoding and errors arguments of encode, decode,
// str() and bytes(): nil means the default; other non-str values are a
// TypeError naming fn.
func codecArgs(fn string, enc, errs Object) (string, string, error) {
	e, h := "utf-8", "strict"
	if enc != nil {
		s, ok := AsStr(enc)
		if !ok {
			return "", "", Errorf(TypeErrorType, "%s() argument 'encoding' must be str, not %s", fn, TypeName(enc))
		}
		e = s
	}
	if errs != nil {
		s, ok := AsStr(errs)
		if !ok {
			return "", "", Errorf(TypeErrorType, "%s() argument 'errors' must be str, not %s", fn, TypeName(errs))
		}
		h = s
	}
	return e, h, nil
}
