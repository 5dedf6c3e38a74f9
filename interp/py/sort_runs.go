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
	gallop := minGallop
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
			mergeRuns(a[lo:hi], buf[lo:hi], mid-lo, less, &gallop)
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
// right run only when its element is strictly less (stability). As in
// timsort, the ends already in place are found by galloping first, and
// the merge switches to galloping (an exponential then binary search for
// how many elements in a row one run wins) while runs win long stretches;
// gallop is the adaptive threshold, shared by the merges of one sort.
func mergeRuns(s, buf []int32, mid int, less func(x, y int32) bool, gallop *int) {
	// left elements not greater than the right run's first stay where they are
	k := gallopRight(s[mid], s[:mid], less)
	if k == mid {
		return // already in order
	}
	s, mid = s[k:], mid-k
	// right elements not less than the left run's last stay too
	n := mid + gallopLeft(s[mid-1], s[mid:], less)
	s = s[:n]
	a := buf[:mid]
	copy(a, s[:mid])
	i, j, d := 0, mid, 0
	for i < len(a) && j < n {
		// one at a time, counting how often in a row each run wins
		winsA, winsB := 0, 0
		for i < len(a) && j < n && winsA < *gallop && winsB < *gallop {
			if less(s[j], a[i]) {
				s[d] = s[j]
				j++
				winsB++
				winsA = 0
			} else {
				s[d] = a[i]
				i++
				winsA++
				winsB = 0
			}
			d++
		}
		// galloping while either run wins stretches of minGallop or more
		for i < len(a) && j < n {
			c := gallopRight(s[j], a[i:], less)
			copy(s[d:], a[i:i+c])
			d, i = d+c, i+c
			if i == len(a) {
				break
			}
			c2 := gallopLeft(a[i], s[j:n], less)
			copy(s[d:], s[j:j+c2]) // d <= j: copy moves overlapping ranges
			d, j = d+c2, j+c2
			if c < minGallop && c2 < minGallop {
				*gallop++ // galloping did not pay: harder to enter again
				break
			}
			if *gallop > 1 {
				*gallop--
			}
		}
	}
	copy(s[d:], a[i:]) // what is left of the right run is in place already
}

// minGallop is timsort's initial threshold for switching to galloping.
const minGallop = 7

// gallopRight returns how many elements at the start of s (ordered) are
// not greater than key: the first index whose element key is less than.
func gallopRight(key int32, s []int32, less func(x, y int32) bool) int {
	lo, hi := 0, len(s)
	for i, step := 0, 1; i < len(s); i, step = i+step, step*2 {
		if less(key, s[i]) {
			hi = i
			break
		}
		lo = i + 1
	}
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if less(key, s[m]) {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo
}

// gallopLeft returns how many elements at the start of s (ordered) are
// less than key.
func gallopLeft(key int32, s []int32, less func(x, y int32) bool) int {
	lo, hi := 0, len(s)
	for i, step := 0, 1; i < len(s); i, step = i+step, step*2 {
		if !less(s[i], key) {
			hi = i
			break
		}
		lo = i + 1
	}
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if !less(s[m], key) {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo
}
