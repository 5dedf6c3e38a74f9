package pii

import (
	"regexp"
	"strings"
	"sync"
)

// ukPostcodeIn finds a whole UK postcode inside a window of text.
var ukPostcodeIn = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}\b`)
})

// postcodeCues name a postcode asked for or given on its own.
var postcodeCues = []string{"postcode", "post code", "postal code"}

// findCuedPostcodes reports a UK postcode given on its own after the word
// "postcode", on the same line or the next (a card's "billing postcode SE15
// 4QL"; a call's "And the postcode?" answered "It's BS6 5QD."): a full
// postcode narrows an address to a few households.
func (s *scan) findCuedPostcodes() {
	lower, t := s.lowerText(), s.text
	for i := 0; i < len(lower); {
		j := strings.Index(lower[i:], "post")
		if j < 0 {
			return
		}
		i += j + len("post")
		for _, cue := range postcodeCues {
			if !strings.HasPrefix(lower[i-len("post"):], cue) {
				continue
			}
			p := i - len("post") + len(cue)
			end := min(len(t), p+160)
			if nl := strings.IndexByte(t[p:end], '\n'); nl >= 0 {
				if nl2 := strings.IndexByte(t[p+nl+1:end], '\n'); nl2 >= 0 {
					end = p + nl + 1 + nl2 // the cue's line and the next
				}
			}
			if m := ukPostcodeIn().FindStringIndex(t[p:end]); m != nil {
				s.add(kAddress, p+m[0], p+m[1], 0.7)
			}
			break
		}
	}
}
