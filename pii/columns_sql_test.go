package pii

import (
	"slices"
	"testing"
)

// TestSQLColumns ties INSERT statements to examples: a value takes its
// column's cues, a value under a neutral column does not, and broken
// statements are read no further than they go.
func TestSQLColumns(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"birth dates under birth_date",
			"INSERT INTO patients (id, birth_date, created_at) VALUES (7, '1961-02-14', '2026-11-02'), (8, '1990-07-30', '2026-11-03');",
			[]string{"1961-02-14", "1990-07-30"}},
		{"no cue in the column list", "INSERT INTO runs (id, started, ended) VALUES (1, '1961-02-14', '1961-02-15');", nil},
		{"an unclosed row", "INSERT INTO p (dob) VALUES ('1961-02-14'", []string{"1961-02-14"}},
		{"an unclosed string", "INSERT INTO p (id, dob) VALUES (1, 'x", nil},
		{"no values", "insert into p (dob) select dob from q", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, TypeDateOfBirth); !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
