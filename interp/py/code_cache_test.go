package py

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCompileCached(t *testing.T) {
	src := fmt.Sprintf("x = %d\n", 7919) // a source no other test compiles
	first, err := CompileCached("<a>", src)
	require.NoError(t, err)
	tests := []struct {
		name     string
		filename string
		src      string
		opts     CompileOptions
		same     bool
	}{
		{"same source and name", "<a>", src, CompileOptions{}, true},
		{"another filename", "<b>", src, CompileOptions{}, false},
		{"another source", "<a>", src + "y = 1\n", CompileOptions{}, false},
		{"other options", "<a>", src, CompileOptions{GoroutineGenerators: true}, false},
		{"cache bypassed", "<a>", src, CompileOptions{NoCache: true}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := CompileCachedWith(tt.filename, tt.src, tt.opts)
			require.NoError(t, err)
			require.Equal(t, tt.same, p == first)
		})
	}
}

func TestCompileCachedSyntaxErrorNotKept(t *testing.T) {
	for range 2 {
		_, err := CompileCached("<bad>", "def f(:\n")
		require.Error(t, err)
	}
}

func TestCodeCacheBounds(t *testing.T) {
	var c codeCache
	keep := codeKeyOf("<keep>", "0", CompileOptions{})
	c.put(keep, &Program{}, 1)
	for i := range codeCacheEntries + 10 {
		c.put(codeKeyOf("<n>", fmt.Sprint(i), CompileOptions{}), &Program{}, 1)
		if i%100 == 0 {
			require.NotNil(t, c.get(keep), "a used entry stays")
		}
	}
	require.Equal(t, codeCacheEntries, c.order.Len())
	require.Nil(t, c.get(codeKeyOf("<n>", "0", CompileOptions{})), "the least recently used went first")
	require.NotNil(t, c.get(keep))

	var big codeCache
	for i := range 8 {
		big.put(codeKeyOf("<big>", fmt.Sprint(i), CompileOptions{}), &Program{}, codeCacheBytes/5)
	}
	require.LessOrEqual(t, big.bytes, codeCacheBytes)
	require.Equal(t, 5, big.order.Len())
	big.put(codeKeyOf("<huge>", "", CompileOptions{}), &Program{}, codeCacheBytes/2)
	require.Nil(t, big.get(codeKeyOf("<huge>", "", CompileOptions{})), "a program over a quarter of the budget is not kept")
}
