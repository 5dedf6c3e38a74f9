package syntax

import (
	"errors"
	"testing"
)

// FuzzParse checks that no input makes the parser panic, and that every
// failure is a well-formed *SyntaxError. Seeds are the test corpora.
func FuzzParse(f *testing.F) {
	for _, path := range []string{parseCorpus, errorCorpus} {
		for _, src := range loadCorpus(f, path) {
			f.Add([]byte(src))
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mod, err := Parse("<fuzz>", src)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error is %T, not *SyntaxError", err)
			}
			if se.Msg == "" || se.Kind == "" {
				t.Fatalf("incomplete error %#v", se)
			}
			_ = se.Error()
		} else {
			_ = Dump(mod)
		}
		if e, err := ParseExpr("<fuzz>", src); err == nil {
			_ = Dump(e)
		}
	})
}
