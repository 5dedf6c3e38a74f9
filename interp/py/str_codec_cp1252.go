package py

// cp1252 (Windows Western European), the single-byte code page of most
// spreadsheets and text files written on Windows. Errors name the codec
// "charmap", as CPython's table-driven codecs do.

// cp1252High maps bytes 0x80..0x9F; 0 marks the five undefined bytes.
var cp1252High = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

const charmapUndefined = "character maps to <undefined>"

// cp1252Decode returns the code point of byte c, or false when undefined.
func cp1252Decode(c byte) (rune, bool) {
	if c < 0x80 || c >= 0xA0 {
		return rune(c), true
	}
	r := cp1252High[c-0x80]
	return r, r != 0
}

// cp1252Encode returns the byte of code point r, or false.
func cp1252Encode(r rune) (byte, bool) {
	if r < 0x80 || r >= 0xA0 && r <= 0xFF {
		return byte(r), true
	}
	for i, h := range cp1252High {
		if h == r && h != 0 {
			return byte(0x80 + i), true
		}
	}
	return 0, false
}

func (d *decodeState) cp1252(th *Thread) error {
	d.out = make([]byte, 0, len(d.src)+len(d.src)/2)
	tk := ticker{th: th}
	for i, c := range d.src {
		r, ok := cp1252Decode(c)
		if !ok {
			if err := d.fail(i, i+1, charmapUndefined); err != nil {
				return err
			}
			continue
		}
		d.out = appendCP(d.out, r)
		if i&0xFFFF == 0xFFFF {
			if err := tk.add(0x10000); err != nil {
				return err
			}
		}
	}
	return nil
}

// appendCP appends code point r (not a surrogate) in UTF-8.
func appendCP(dst []byte, r rune) []byte {
	if r < 0x80 {
		return append(dst, byte(r))
	}
	return append(dst, string(r)...)
}
