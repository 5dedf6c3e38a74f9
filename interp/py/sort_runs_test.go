package py

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// runSort must order like a stable sort on data shaped as programs sort it:
// random, in groups, already sorted, reversed, with many equal keys.
func TestRunSortIsStable(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	shapes := map[string]func(i int) int{
		"random":        func(int) int { return rng.IntN(1000) },
		"few keys":      func(int) int { return rng.IntN(3) },
		"sorted":        func(i int) int { return i },
		"reversed":      func(i int) int { return -i },
		"groups of 50":  func(i int) int { return i % 50 },
		"sawtooth down": func(i int) int { return -(i % 37) },
		"all equal":     func(int) int { return 7 },
		"sorted halves": func(i int) int { return i % 2500 },
		"stretches":     func(i int) int { return (i % 1000) / 10 },
		"stairs":        func(i int) int { return i / 100 * (1 - 2*(i%2)) },
	}
	for name, key := range shapes {
		for _, n := range []int{0, 1, 2, 3, 31, 64, 65, 100, 1000, 5003} {
			keys := make([]int, n)
			for i := range keys {
				keys[i] = key(i)
			}
			idx := make([]int32, n)
			for i := range idx {
				idx[i] = int32(i)
			}
			want := slices.Clone(idx)
			slices.SortStableFunc(want, func(x, y int32) int { return keys[x] - keys[y] })
			runSort(idx, make([]int32, n), func(x, y int32) bool { return keys[x] < keys[y] })
			require.Equal(t, want, idx, "%s, n=%d", name, n)
		}
	}
}

// A comparison that answers at random (a Python __lt__ may) must leave a
// permutation of the items and never index out of range.
func TestRunSortInconsistentLess(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{2, 65, 1000, 5003} {
		idx := make([]int32, n)
		for i := range idx {
			idx[i] = int32(i)
		}
		runSort(idx, make([]int32, n), func(x, y int32) bool { return rng.IntN(2) == 0 })
		seen := make([]bool, n)
		for _, v := range idx {
			require.False(t, seen[v], "n=%d: %d twice", n, v)
			seen[v] = true
		}
	}
}
