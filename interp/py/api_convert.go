package py

// Host API for values crossing between Go and Python: codecs, bytes-like
// content and JSON-like conversion.

// Encode encodes s with a Python codec name ("utf-8", "ascii", "latin-1"...)
// and error handler ("strict", "ignore", "replace"...).
func Encode(s, encoding, errors string) ([]byte, error) { return encodeString(s, encoding, errors) }

// Decode decodes b with a Python codec name and error handler.
func Decode(b []byte, encoding, errors string) (string, error) {
	return decodeBytes(b, encoding, errors)
}

// BytesOf returns the content of a bytes-like object.
func BytesOf(th *Thread, o Object) ([]byte, error) { return bytesOf(th, o) }

// ToGo converts a Python value to a JSON-like Go value: map[string]any,
// []any, string, int64 or *big.Int, float64, bool, nil. Non-str dict keys
// are converted with str(); other objects are an error.
func ToGo(th *Thread, o Object) (any, error) { return toGo(th, o, 0) }

// FromGo converts a JSON-like Go value to a Python value.
func FromGo(v any) (Object, error) { return fromGo(v) }
