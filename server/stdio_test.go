package server

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadLine: lines up to the limit come whole, a longer one is
// discarded to its end without being held, and the next line is intact.
func TestReadLine(t *testing.T) {
	cases := []struct {
		name  string
		input string
		limit int
		want  []string // "!" marks errMessageTooLarge
	}{
		{"lines", "a\nbb\n", 4, []string{"a", "bb"}},
		{"last line without newline", "a\nbb", 4, []string{"a", "bb"}},
		{"at the limit", "abcd\n", 4, []string{"abcd"}},
		{"over the limit", "abcde\nok\n", 4, []string{"!", "ok"}},
		{"over the limit past the buffer", strings.Repeat("x", 100) + "\nok\n", 20, []string{"!", "ok"}},
		{"over the limit at EOF", strings.Repeat("x", 100), 20, []string{"!"}},
		{"empty lines", "\n\na\n", 4, []string{"", "", "a"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := bufio.NewReaderSize(strings.NewReader(tc.input), 16)
			var got []string
			for {
				line, err := readLine(r, tc.limit)
				if errors.Is(err, errMessageTooLarge) {
					got = append(got, "!")
					continue
				}
				if len(line) > 0 || err == nil {
					got = append(got, string(line))
				}
				if err == io.EOF {
					break
				}
				require.NoError(t, err)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}
