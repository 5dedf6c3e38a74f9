package registry

import (
	"strings"
	"unicode"

	"github.com/mcpython/mcpython/internal/lazy"
)

// words splits text into lower-case words: at every rune that is not a
// letter or digit (so `_ - .` and spaces all separate) and inside camelCase
// ("listPullRequests" → list, pull, requests; "HTTPServer" → http, server).
// Letters and digits stay together ("base64", "sha256").
func words(text string) []string {
	var out []string
	rs := []rune(text)
	start := -1
	flush := func(end int) {
		if start >= 0 && end > start {
			out = append(out, strings.ToLower(string(rs[start:end])))
		}
		start = -1
	}
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush(i)
			continue
		}
		if start < 0 {
			start = i
			continue
		}
		prev := rs[i-1]
		if unicode.IsUpper(r) {
			if unicode.IsLower(prev) || unicode.IsDigit(prev) {
				flush(i)
				start = i
			} else if unicode.IsUpper(prev) && i+1 < len(rs) && unicode.IsLower(rs[i+1]) && !pluralAcronym(rs, i) {
				flush(i)
				start = i
			}
		}
	}
	flush(len(rs))
	return out
}

// pluralAcronym reports whether rs[i] ends an acronym followed by a plural
// "s" that ends the word ("PRs", "URLs", "IDs"), which stays one word.
func pluralAcronym(rs []rune, i int) bool {
	return rs[i+1] == 's' && (i+2 == len(rs) || !unicode.IsLetter(rs[i+2]))
}

// stopWords are dropped from queries and documents alike: they carry no
// meaning about what a tool does. Built at the first use.
var stopWords = lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"a": true, "an": true, "the": true, "and": true, "or": true, "of": true, "to": true,
		"in": true, "on": true, "for": true, "with": true, "by": true, "from": true, "at": true,
		"as": true, "is": true, "are": true, "be": true, "been": true, "this": true, "that": true,
		"it": true, "its": true, "into": true, "i": true, "me": true, "my": true, "we": true,
		"our": true, "you": true, "your": true, "can": true, "could": true, "do": true,
		"does": true, "how": true, "what": true, "which": true, "who": true, "want": true,
		"need": true, "please": true, "should": true, "will": true, "would": true, "some": true,
		"so": true, "if": true, "then": true, "there": true, "these": true, "those": true,
		"them": true, "their": true, "they": true, "was": true, "were": true, "has": true,
		"have": true, "had": true, "not": true, "use": true, "using": true, "tool": true,
		"tools": true, "when": true, "where": true, "why": true, "than": true, "also": true,
		"e": true, "g": true, "eg": true, "ie": true, "etc": true, "let": true, "just": true,
		"about": true, "via": true, "s": true, "t": true, "am": true, "like": true, "one": true,
		// Function words of the common English stop lists: agents' long requests
		// are full of them, and a description that says "before" or "each"
		// says nothing about what the tool does.
		"above": true, "after": true, "again": true, "against": true, "any": true, "because": true,
		"before": true, "being": true, "below": true, "between": true, "both": true, "but": true,
		"did": true, "doing": true, "during": true, "each": true, "few": true, "further": true,
		"here": true, "him": true, "his": true, "her": true, "hers": true, "herself": true,
		"himself": true, "itself": true, "more": true, "most": true, "nor": true, "once": true,
		"only": true, "other": true, "ourselves": true, "over": true, "own": true, "same": true,
		"she": true, "he": true, "such": true, "too": true, "under": true, "until": true,
		"very": true, "whom": true, "while": true, "yourself": true, "themselves": true,
		"theirs": true, "ours": true, "yours": true, "every": true, "someone": true,
		"something": true, "anything": true, "may": true, "might": true, "must": true,
		"shall": true, "really": true, "actually": true,
	}
}}

// token is one analysed word: its surface form (lower-case, abbreviations
// spelled out) and its index term (stemmed unless stemming is off).
type token struct {
	surface, term string
}

// analyze turns text into tokens: words with abbreviations spelled out,
// minus stop words, stemmed when stemming is on. memo, when not nil, caches
// stems across calls (it is not safe for concurrent use).
func analyze(text string, stemming bool, memo map[string]string) []token {
	ws := expandAbbreviations(words(text))
	out := make([]token, 0, len(ws))
	for _, w := range ws {
		if stopWords.Get()[w] {
			continue
		}
		t := token{surface: w, term: w}
		switch {
		case !stemming:
		case memo != nil:
			st, ok := memo[w]
			if !ok {
				st = stem(w)
				memo[w] = st
			}
			t.term = st
		default:
			t.term = stem(w)
		}
		out = append(out, t)
	}
	return out
}

// firstSentence returns the description up to the end of its first sentence
// (a period, question or exclamation mark followed by white space, or a blank
// line), trimmed; long sentences are cut at 200 runes.
func firstSentence(desc string) string {
	desc = strings.TrimSpace(desc)
	end := len(desc)
	if i := strings.Index(desc, "\n\n"); i >= 0 {
		end = i
	}
	for i := 0; i+1 < end; i++ {
		switch desc[i] {
		case '.', '?', '!':
			// "e.g. " and "i.e. " do not end a sentence.
			abbrev := desc[i] == '.' && i >= 2 && desc[i-2] == '.'
			if !abbrev && (desc[i+1] == ' ' || desc[i+1] == '\n' || desc[i+1] == '\t') {
				end = i + 1
			}
		}
	}
	s := strings.Join(strings.Fields(desc[:end]), " ")
	if r := []rune(s); len(r) > 200 {
		s = string(r[:199]) + "…"
	}
	return s
}
