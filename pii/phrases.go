package pii

import (
	"strings"
	"sync"
	"unicode"
)

// phraseHit handles a phrase found at byte offset at.
type phraseHit func(s *scan, at int)

// phraseTable finds many short phrases (password cues, command-line flags
// and tools, account names) in one pass over the lower-cased text, through
// their first two bytes, instead of one substring search per phrase.
type phraseTable struct {
	pairs   [1 << 16]uint16 // index into buckets, 0 for none
	buckets [][]phraseEntry
}

type phraseEntry struct {
	text string // lower case
	hit  phraseHit
}

var phrases = sync.OnceValue(func() *phraseTable {
	pt := &phraseTable{buckets: [][]phraseEntry{nil}}
	add := func(text string, hit phraseHit) {
		k := uint16(text[0])<<8 | uint16(text[1])
		if pt.pairs[k] == 0 {
			pt.pairs[k] = uint16(len(pt.buckets))
			pt.buckets = append(pt.buckets, nil)
		}
		pt.buckets[pt.pairs[k]] = append(pt.buckets[pt.pairs[k]], phraseEntry{text, hit})
	}
	for _, c := range passwordCues {
		add(c, cueHit(c))
		if u := upperNonASCII(c); u != c {
			add(u, cueHit(c)) // "CONTRASEÑA:": the scan lower-cases ASCII only
		}
	}
	for _, c := range answerCues {
		add(c, answerHit(c))
	}
	for _, c := range tokenCues {
		add(c, tokenHit(c))
	}
	for _, f := range passwordFlags {
		add(f, flagHit(f))
	}
	for _, tf := range shortPasswordTools {
		add(tf.tool, toolHit(tf.tool, tf.flag))
	}
	add(" -u ", userColonHit("curl", " -u ", ':'))
	add(" --user ", userColonHit("curl", " --user ", ':'))
	add(" -u ", userColonHit("smbclient", " -U ", '%'))
	add(" -u ", userColonHit("lftp", " -u ", ','))
	add("convertto-securestring", secureStringHit)
	add(":*:", pgpassHit)
	add(":5432:", pgpassHit)
	add("net use", netUseHit)
	add("htpasswd", htpasswdHit)
	add("sqlplus", sqlplusHit)
	for _, pp := range positionalPasswords {
		add(pp.cmd, positionalHit(pp.cmd, pp.arg))
	}
	add("login:", loginHit)
	add("user ", ftpUserHit)
	add("echo ", echoHit("echo"))
	add("printf ", echoHit("printf"))
	for _, c := range credentialCues {
		add(c, credentialHit(c))
	}
	for _, a := range defaultAccounts {
		add(a, accountHit(a))
	}
	return pt
})

// runPhrases calls the handler of every phrase occurrence, in text order.
func (s *scan) runPhrases() {
	pt := phrases()
	lower := s.lowerText()
	for i := 0; i+1 < len(lower); i++ {
		b := pt.pairs[uint16(lower[i])<<8|uint16(lower[i+1])]
		if b == 0 {
			continue
		}
		for _, e := range pt.buckets[b] {
			if len(lower)-i >= len(e.text) && lower[i:i+len(e.text)] == e.text {
				e.hit(s, i)
			}
		}
	}
}

// upperNonASCII returns cue with its non-ASCII letters in upper case, the
// way a text in capitals reads after the scan's ASCII-only lower-casing
// ("contraseÑa"). Upper and lower case of these letters have the same
// length in UTF-8, so offsets stay valid.
func upperNonASCII(cue string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x80 {
			return r
		}
		if u := unicode.ToUpper(r); len(string(u)) == len(string(r)) {
			return u
		}
		return r
	}, cue)
}
