package re_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcpython/mcpython/interp"
)

// Runs on many goroutines share the text modules' tables and types but
// nothing mutable (run with -race).
func TestConcurrentRuns(t *testing.T) {
	const code = `
import re, json, unicodedata, textwrap, difflib, html, string
words = re.findall(r"\w+", "caf\u00e9 na\u00efve x" * 50)
doc = json.loads(json.dumps({"w": words, "n": unicodedata.name("\u00e9")}))
s = difflib.SequenceMatcher(None, "abcd", "abxd").ratio()
out = [len(doc["w"]), doc["n"], textwrap.fill("a b c d", 3), s, html.unescape("&amp;"),
       string.Template("$x").substitute(x=1), re.sub(r"(?i)S", "_", "sS\u017f")]
out
`
	want := `[101, 'LATIN SMALL LETTER E WITH ACUTE', 'a b\nc d', 0.75, '&', '1', '___']`
	var wg sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := interp.Run(context.Background(), code, interp.Options{})
			if assert.Nil(t, res.Error) {
				assert.Equal(t, want, res.Value)
			}
		}()
	}
	wg.Wait()
}
