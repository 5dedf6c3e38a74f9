package registry

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tinyVectors is a word-vector file the tests write: "parcel" sits near
// "shipment" and "delivery", "weather" near "forecast", and nothing near
// "invoice".
const tinyVectors = `7 3
shipment 1 0.1 0
delivery 0.9 0.2 0
parcel 0.95 0.15 0.05
track 0.6 0.5 0
weather 0 1 0.1
forecast 0 0.9 0.2
invoice 0 0 1
`

func writeTinyVectors(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "vectors.txt")
	require.NoError(t, os.WriteFile(path, []byte(tinyVectors), 0o600))
	return path
}

func TestLoadWordVectors(t *testing.T) {
	v, err := LoadWordVectors(writeTinyVectors(t))
	require.NoError(t, err)
	assert.Equal(t, 3, v.Dim())
	assert.Equal(t, 7, v.Len())
	q := make([]float32, 3)
	d := make([]float32, 3)
	require.True(t, v.embed("the Parcel", q))
	require.True(t, v.embed("track a shipment", d))
	near := dot(q, d)
	require.True(t, v.embed("invoice", d))
	assert.Greater(t, near, 0.8)
	assert.Less(t, dot(q, d), 0.1)
	assert.False(t, v.embed("the of unknownword", d), "no word has a vector")

	_, err = LoadWordVectors(filepath.Join(t.TempDir(), "missing.txt"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestReadWordVectorsErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "no vectors"},
		{"only zero vectors", "a 0 0\nb 0 0\n", "no vectors"},
		{"word alone", "a 1 2\nb\n", "line 2: a word without numbers"},
		{"ragged", "a 1 2\nb 1 2 3\n", "line 2: 3 numbers, the file's first vector has 2"},
		{"not a number", "a 1 x\n", `line 1: number 2 ("x") is not a finite number`},
		{"not finite", "a 1 NaN\n", "not a finite number"},
		{"too wide", "a" + strings.Repeat(" 1", maxVectorDim+1) + "\n", "at most 4096 are read"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadWordVectors(strings.NewReader(tt.text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	v, err := ReadWordVectors(strings.NewReader("A 1 0\na 0 1\nb 0 0\nc 1 1\n"))
	require.NoError(t, err)
	assert.Equal(t, 2, v.Len(), "the first of a repeated word wins; a zero vector is dropped")
}

// TestSearchWithVectors checks the hybrid ranking on a tiny model: a query
// with no word of any definition finds the tool its vector is close to,
// only when vectors are set, and a lexical match still ranks first.
func TestSearchWithVectors(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "post"), 0o755))
	for name, desc := range map[string]string{
		"track_shipment": "Track a shipment and its delivery.",
		"get_forecast":   "Weather forecast for a city.",
		"create_invoice": "Create an invoice.",
	} {
		writeJSON(t, filepath.Join(dir, "post", name+".json"), map[string]any{"name": name, "description": desc})
	}
	vec, err := LoadWordVectors(writeTinyVectors(t))
	require.NoError(t, err)
	ctx := context.Background()
	names := func(r *Registry, q string) []string {
		res, err := r.Search(ctx, Query{Query: q, DetailLevel: DetailName})
		require.NoError(t, err)
		var out []string
		for _, m := range res.Tools {
			out = append(out, m.Name)
		}
		return out
	}

	plain := newTestRegistry(t, Options{Dirs: []string{dir}})
	assert.Empty(t, names(plain, "parcel"), "no word of the query is in the index")

	hybrid := newTestRegistry(t, Options{Dirs: []string{dir}, Vectors: vec})
	assert.Equal(t, []string{"track_shipment"}, names(hybrid, "parcel"))
	got := names(hybrid, "invoice parcel")
	require.NotEmpty(t, got)
	assert.Equal(t, "create_invoice", got[0], "a lexical match ranks above a semantic one")
	assert.Contains(t, got, "track_shipment")
	assert.Equal(t, []string{"get_forecast"}, names(hybrid, "forecast"))
}

// FuzzReadWordVectors checks that any input either fails with an error or
// gives unit-length rows of one width.
func FuzzReadWordVectors(f *testing.F) {
	f.Add(tinyVectors)
	f.Add("a 1 2\nb 3\n")
	f.Add("2 2\nx 1e38 1e38\ny 1e-45 0\n")
	f.Fuzz(func(t *testing.T, text string) {
		v, err := ReadWordVectors(strings.NewReader(text))
		if err != nil {
			return
		}
		if v.Len() == 0 || v.Dim() == 0 || len(v.data) != v.Len()*v.Dim() {
			t.Fatalf("%d words of width %d in %d numbers", v.Len(), v.Dim(), len(v.data))
		}
		for w, row := range v.rows {
			r := v.data[int(row)*v.dim : int(row+1)*v.dim]
			if n := dot(r, r); n < 0.99 || n > 1.01 {
				t.Fatalf("%q has squared length %g", w, n)
			}
		}
	})
}
