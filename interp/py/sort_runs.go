package py

// runSort is the stable sort behind list.sort and sorted: like CPython's
// timsort it finds the runs already in order (a strictly descending run is
// reversed), extends short ones to a minimum length by binary insertion,
// and merges neighbouring runs, so data that is partly ordered (records
// appended by time, keys in groups) costs far fewer comparisons than a
// merge sort that splits blindly; each comparison of user objects is a
// Python call. buf has the length of a.
func runSort(a, buf []int32, less func(x, y int32) bool) {
	n := len(a)
	if n < 2 {
		return
	}
	minRun := minRunLength(n)
	var starts []int
	for lo := 0; lo < n; {
		hi := lo + 1
		if hi < n {
			if less(a[hi], a[lo]) {
				for hi+1 < n && less(a[hi+1], a[hi]) {
					hi++
				}
				hi++
				reverseInt32(a[lo:hi])
			} else {
				for hi+1 < n && !less(a[hi+1], a[hi]) {
					hi++
				}
				hi++
			}
		}
		if hi-lo < minRun {
			end := min(lo+minRun, n)
			binaryInsertion(a[lo:end], hi-lo, less)
			hi = end
		}
		starts = append(starts, lo)
		lo = hi
	}
	// merge neighbours pairwise, round after round, until one run is left
	for len(starts) > 1 {
		merged := starts[:0]
		for i := 0; i < len(starts); i += 2 {
			if i+1 == len(starts) {
				merged = append(merged, starts[i])
				break
			}
			lo, mid, hi := starts[i], starts[i+1], n
			if i+2 < len(starts) {
				hi = starts[i+2]
			}
			mergeRuns(a[lo:hi], buf[lo:hi], mid-lo, less)
			merged = append(merged, lo)
		}
		starts = merged
	}
}

// minRunLength is timsort's: n itself below 64, otherwise a length in
// [32, 64] that splits n into a power of two of runs or a little fewer.
func minRunLength(n int) int {
	r := 0
	for n >= 64 {
		r |= n & 1
		n >>= 1
	}
	return n + r
}

func reverseInt32(s []int32) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// binaryInsertion sorts s whose first sorted elements are in order; an
// element goes after the equal ones before it, which keeps the sort stable.
func binaryInsertion(s []int32, sorted int, less func(x, y int32) bool) {
	for i := max(sorted, 1); i < len(s); i++ {
		v := s[i]
		lo, hi := 0, i
		for lo < hi {
			mid := int(uint(lo+hi) >> 1)
			if less(v, s[mid]) {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		copy(s[lo+1:i+1], s[lo:i])
		s[lo] = v
	}
}

// mergeRuns merges the ordered runs s[:mid] and s[mid:], taking from the
// right run only when its element is strictly less (stability).
func mergeRuns(s, buf []int32, mid int, less func(x, y int32) bool) {
	if !less(s[mid], s[mid-1]) {
		return // already in order
	}
	copy(buf[:mid], s[:mid])
	i, j, k := 0, mid, 0
	for i < mid && j < len(s) {
		if less(s[j], buf[i]) {
			s[k] = s[j]
			j++
		} else {
			s[k] = buf[i]
			i++
		}
		k++
	}
	copy(s[k:], buf[i:mid])
}
