package interp

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMissingTruncationNote(t *testing.T) {
	cut, _ := Truncate("abcdef", 3)
	cases := []struct {
		name      string
		truncated bool
		shown     string
		want      string
	}{
		{"nothing cut", false, "abc", ""},
		{"stdout carries the note", true, cut, ""},
		{"cut elsewhere", true, "abc", "[output truncated at 3 bytes]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, MissingTruncationNote(c.truncated, c.shown, 3))
		})
	}
	assert.Equal(t, "abc\n[output truncated at 3 bytes]\n", cut)
}
