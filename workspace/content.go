package workspace

import (
	"encoding/base64"
	"fmt"
	"unicode/utf8"
)

// Encoding names how file content travels as text to and from a client
// (the workspace tools' "encoding" argument).
type Encoding string

// The encodings of file content; the zero value means UTF8.
const (
	UTF8   Encoding = "utf-8"
	Base64 Encoding = "base64"
)

// Encodings lists the encodings, for a tool schema's enum.
func Encodings() []string { return []string{string(UTF8), string(Base64)} }

// ErrNotText means content asked for as UTF-8 text is not valid UTF-8.
var ErrNotText error = &workspaceError{"not UTF-8 text"}

// ParseEncoding reads an encoding name; "" is UTF8.
func ParseEncoding(name string) (Encoding, error) {
	switch Encoding(name) {
	case "", UTF8:
		return UTF8, nil
	case Base64:
		return Base64, nil
	}
	return "", fmt.Errorf("encoding must be %q or %q, not %q", UTF8, Base64, name)
}

// DecodeContent turns content sent in enc into the bytes of a file. Base64
// may be padded or not and wrapped over lines, as base64 tools write it.
func DecodeContent(content string, enc Encoding) ([]byte, error) {
	if enc != Base64 {
		return []byte(content), nil
	}
	clean := make([]byte, 0, len(content))
	for i := 0; i < len(content); i++ {
		if c := content[i]; c != '\n' && c != '\r' {
			clean = append(clean, c)
		}
	}
	if data, err := base64.StdEncoding.DecodeString(string(clean)); err == nil {
		return data, nil
	}
	data, err := base64.RawStdEncoding.DecodeString(string(clean))
	if err != nil {
		return nil, fmt.Errorf("not valid base64: %w", err)
	}
	return data, nil
}

// EncodeContent turns the bytes of a file into content to send in enc:
// padded standard base64, or the text itself, which must be UTF-8
// (ErrNotText otherwise).
func EncodeContent(data []byte, enc Encoding) (string, error) {
	if enc == Base64 {
		return base64.StdEncoding.EncodeToString(data), nil
	}
	if !utf8.Valid(data) {
		return "", ErrNotText
	}
	return string(data), nil
}
