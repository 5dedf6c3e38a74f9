package py

import (
	"unicode/utf8"
)

// Decoding bytes to str: utf-8, ascii, latin-1, utf-16 and utf-32 (with
// and without byte order), with CPython's error ranges and messages and
// the error handlers strict, ignore, replace, backslashreplace and
// surrogateescape. An undecodable byte kept by surrogateescape is stored
// as the raw byte, which reads back as U+DC80..U+DCFF (see decodeCP) and
// encodes back to the byte with surrogateescape.

type decodeState struct {
	th        *Thread
	accounted int    // bytes of out beyond len(src) already accounted
	enc       string // codec name for messages
	src       []byte
	errors    string
	out       []byte
}

// fail applies the error handler to the undecodable bytes src[start:end].
func (d *decodeState) fail(start, end int, reason string) error {
	if extra := len(d.out) - len(d.src); extra > d.accounted+1<<16 {
		if err := growCheck(d.th, int64(len(d.out)), int64(extra-d.accounted)); err != nil {
			return err
		}
		d.accounted = extra
	}
	switch d.errors {
	case "strict":
	case "ignore":
		return nil
	case "replace":
		d.out = append(d.out, "\uFFFD"...)
		return nil
	case "backslashreplace":
		for _, c := range d.src[start:end] {
			d.out = append(d.out, `\x`...)
			d.out = append(d.out, hex2(uint64(c), 2)...)
		}
		return nil
	case "surrogateescape":
		for _, c := range d.src[start:end] {
			if c < 0x80 {
				return decodeError(d.enc, d.src, start, end, reason)
			}
		}
		d.out = append(d.out, d.src[start:end]...)
		return nil
	case "xmlcharrefreplace", "namereplace":
		return Errorf(TypeErrorType, "don't know how to handle UnicodeDecodeError in error callback")
	case "surrogatepass":
		// Would give lone surrogates U+D800..U+DFFF, which this
		// interpreter's str cannot hold; the error stands.
	default:
		return unknownHandler(d.errors)
	}
	return decodeError(d.enc, d.src, start, end, reason)
}

// decodeToStr decodes src with codec enc and error handler errors.
func decodeToStr(th *Thread, src []byte, enc, errors string) (string, error) {
	name, err := codecName(enc)
	if err != nil {
		return "", err
	}
	if err := th.checkAlloc(int64(len(src))); err != nil {
		return "", err
	}
	d := &decodeState{th: th, enc: name, src: src, errors: errors}
	switch name {
	case "utf-8":
		if utf8.Valid(src) {
			return string(src), nil
		}
		err = d.utf8(th)
	case "ascii":
		err = d.ascii(th)
	case "latin-1":
		d.out = make([]byte, 0, len(src)+len(src)/2)
		for _, c := range src {
			d.out = utf8.AppendRune(d.out, rune(c))
		}
	case "cp1252":
		d.enc = "charmap"
		err = d.cp1252(th)
	case "utf-16", "utf-16-le", "utf-16-be":
		err = d.utf16(th, name)
	default:
		err = d.utf32(th, name)
	}
	if err != nil {
		return "", err
	}
	if extra := len(d.out) - len(src); extra > d.accounted {
		if err := growCheck(th, int64(len(d.out)), int64(extra-d.accounted)); err != nil {
			return "", err
		}
	}
	return string(d.out), nil
}

func (d *decodeState) ascii(th *Thread) error {
	src := d.src
	d.out = make([]byte, 0, len(src))
	tk := ticker{th: th}
	for i, c := range src {
		if c < 0x80 {
			d.out = append(d.out, c)
			continue
		}
		if err := d.fail(i, i+1, "ordinal not in range(128)"); err != nil {
			return err
		}
		if err := tk.add(64); err != nil {
			return err
		}
	}
	return nil
}

func (d *decodeState) utf8(th *Thread) error {
	src := d.src
	d.out = make([]byte, 0, len(src)+8)
	tk := ticker{th: th}
	for i := 0; i < len(src); {
		c := src[i]
		if c < utf8.RuneSelf {
			d.out = append(d.out, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(src[i:])
		if r != utf8.RuneError || n > 1 {
			d.out = append(d.out, src[i:i+n]...)
			i += n
			continue
		}
		end, reason := utf8ErrorEnd(src, i)
		if err := d.fail(i, end, reason); err != nil {
			return err
		}
		i = end
		if err := tk.add(64); err != nil {
			return err
		}
	}
	return nil
}

// utf8ErrorEnd classifies the invalid UTF-8 sequence at src[i] as CPython
// does: the end of the bytes the error covers and the reason.
func utf8ErrorEnd(src []byte, i int) (int, string) {
	c := src[i]
	var need int
	lo, hi := byte(0x80), byte(0xBF) // allowed range of the second byte
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 2
	case c >= 0xE0 && c <= 0xEF:
		need = 3
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case c >= 0xF0 && c <= 0xF4:
		need = 4
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	default:
		return i + 1, "invalid start byte"
	}
	for k := 1; k < need; k++ {
		if i+k >= len(src) {
			return len(src), "unexpected end of data"
		}
		b := src[i+k]
		if k == 1 && (b < lo || b > hi) || k > 1 && (b < 0x80 || b > 0xBF) {
			return i + k, "invalid continuation byte"
		}
	}
	return i + need, "invalid continuation byte" // not reached for invalid input
}

// byteOrder reads an optional byte order mark for utf-16 and utf-32 and
// returns the codec name the data is decoded with and where it starts.
func byteOrder(src []byte, name string) (string, int) {
	switch name {
	case "utf-16":
		if len(src) >= 2 {
			if src[0] == 0xFF && src[1] == 0xFE {
				return "utf-16-le", 2
			}
			if src[0] == 0xFE && src[1] == 0xFF {
				return "utf-16-be", 2
			}
		}
		return "utf-16-le", 0
	case "utf-32":
		if len(src) >= 4 {
			if src[0] == 0xFF && src[1] == 0xFE && src[2] == 0 && src[3] == 0 {
				return "utf-32-le", 4
			}
			if src[0] == 0 && src[1] == 0 && src[2] == 0xFE && src[3] == 0xFF {
				return "utf-32-be", 4
			}
		}
		return "utf-32-le", 0
	}
	return name, 0
}

func (d *decodeState) utf16(th *Thread, name string) error {
	name, i := byteOrder(d.src, name)
	d.enc = name
	src := d.src
	unit := func(j int) rune { return rune(src[j]) | rune(src[j+1])<<8 }
	if name == "utf-16-be" {
		unit = func(j int) rune { return rune(src[j])<<8 | rune(src[j+1]) }
	}
	d.out = make([]byte, 0, len(src))
	tk := ticker{th: th}
	for i+1 < len(src) {
		if err := tk.add(2); err != nil {
			return err
		}
		u := unit(i)
		switch {
		case !isSurrogate(u):
			d.out = utf8.AppendRune(d.out, u)
			i += 2
			continue
		case u >= 0xDC00:
			if err := d.fail(i, i+2, "illegal encoding"); err != nil {
				return err
			}
			i += 2
			continue
		case i+3 >= len(src):
			if err := d.fail(i, len(src), "unexpected end of data"); err != nil {
				return err
			}
			return nil
		}
		u2 := unit(i + 2)
		if u2 < 0xDC00 || u2 > 0xDFFF {
			if err := d.fail(i, i+2, "illegal UTF-16 surrogate"); err != nil {
				return err
			}
			i += 2
			continue
		}
		d.out = utf8.AppendRune(d.out, 0x10000+(u-0xD800)<<10+(u2-0xDC00))
		i += 4
	}
	if i < len(src) {
		return d.fail(i, len(src), "truncated data")
	}
	return nil
}

func (d *decodeState) utf32(th *Thread, name string) error {
	name, i := byteOrder(d.src, name)
	d.enc = name
	src := d.src
	d.out = make([]byte, 0, len(src))
	tk := ticker{th: th}
	for i+3 < len(src) {
		if err := tk.add(4); err != nil {
			return err
		}
		var u uint32
		if name == "utf-32-be" {
			u = uint32(src[i])<<24 | uint32(src[i+1])<<16 | uint32(src[i+2])<<8 | uint32(src[i+3])
		} else {
			u = uint32(src[i]) | uint32(src[i+1])<<8 | uint32(src[i+2])<<16 | uint32(src[i+3])<<24
		}
		switch {
		case u > 0x10FFFF:
			if err := d.fail(i, i+4, "code point not in range(0x110000)"); err != nil {
				return err
			}
		case isSurrogate(rune(u)):
			if err := d.fail(i, i+4, "code point in surrogate code point range(0xd800, 0xe000)"); err != nil {
				return err
			}
		default:
			d.out = utf8.AppendRune(d.out, rune(u))
		}
		i += 4
	}
	if i < len(src) {
		return d.fail(i, len(src), "truncated data")
	}
	return nil
}
