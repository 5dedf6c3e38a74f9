package pii

import "math"

// entropy returns the Shannon entropy of s in bits per byte. Random keys
// score 4 to 6; words, placeholders and repeated characters score low.
func entropy(s string) float64 {
	if s == "" {
		return 0
	}
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	n := float64(len(s))
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// mixedClasses counts the character classes in s: lower, upper, digit,
// other.
func mixedClasses(s string) int {
	var lo, up, dg, ot int
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isLower(c):
			lo = 1
		case isUpper(c):
			up = 1
		case isDigit(c):
			dg = 1
		default:
			ot = 1
		}
	}
	return lo + up + dg + ot
}
