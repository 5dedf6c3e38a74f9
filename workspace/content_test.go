package workspace

import (
	"errors"
	"testing"
)

func TestParseEncoding(t *testing.T) {
	tests := []struct {
		name    string
		want    Encoding
		wantErr bool
	}{
		{"", UTF8, false}, {"utf-8", UTF8, false}, {"base64", Base64, false},
		{"utf8", "", true}, {"BASE64", "", true}, {"latin-1", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseEncoding(tt.name)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Fatalf("ParseEncoding(%q) = %q, %v", tt.name, got, err)
			}
		})
	}
}

func TestDecodeContent(t *testing.T) {
	tests := []struct {
		name, content string
		enc           Encoding
		want          string
		wantErr       bool
	}{
		{"text as is", "héllo\n", UTF8, "héllo\n", false},
		{"zero value is text", "aGk=", "", "aGk=", false},
		{"padded", "aGk=", Base64, "hi", false},
		{"unpadded", "aGk", Base64, "hi", false},
		{"wrapped lines", "aGVs\r\nbG8=\n", Base64, "hello", false},
		{"binary", "AP8=", Base64, "\x00\xff", false},
		{"empty", "", Base64, "", false},
		{"bad character", "a*k=", Base64, "", true},
		{"bad length", "a", Base64, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DecodeContent(tt.content, tt.enc)
			if (err != nil) != tt.wantErr || string(got) != tt.want {
				t.Fatalf("DecodeContent(%q, %q) = %q, %v", tt.content, tt.enc, got, err)
			}
		})
	}
}

func TestEncodeContent(t *testing.T) {
	tests := []struct {
		name, data string
		enc        Encoding
		want       string
		err        error
	}{
		{"text", "héllo", UTF8, "héllo", nil},
		{"not text", "\xff\xfe", UTF8, "", ErrNotText},
		{"base64", "\x00\xff", Base64, "AP8=", nil},
		{"base64 of text", "hi", Base64, "aGk=", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := EncodeContent([]byte(tt.data), tt.enc)
			if !errors.Is(err, tt.err) || got != tt.want {
				t.Fatalf("EncodeContent(%q, %q) = %q, %v", tt.data, tt.enc, got, err)
			}
			if err == nil {
				back, err := DecodeContent(got, tt.enc)
				if err != nil || string(back) != tt.data {
					t.Fatalf("round trip: %q, %v", back, err)
				}
			}
		})
	}
}
