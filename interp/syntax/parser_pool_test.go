package syntax

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// parseOutcome is the tree dump or the error of one parse with p.
func parseOutcome(p *parser) string {
	var mod *Module
	if e := p.protect(func(p *parser) { mod = p.parseFile() }); e != nil {
		if e.err == nil {
			return "needs extents"
		}
		return "error: " + e.err.Error()
	}
	return Dump(mod)
}

// parserState renders every field of p and its scanner; fmt shows an
// empty slice as a nil one, so buffers kept by the pool compare equal to
// fresh ones while any other leftover shows.
func parserState(p *parser) string {
	q := *p
	q.s = nil
	return fmt.Sprintf("%+v\n%+v", q, *p.s)
}

// TestParserResetIsolation parses every corpus snippet with a parser that
// has just parsed the snippet before it (often an error, which leaves
// state behind): reset must give the same start state and the same
// outcome as a new parser.
func TestParserResetIsolation(t *testing.T) {
	var srcs []string
	for _, path := range []string{parseCorpus, errorCorpus} {
		for _, s := range loadCorpus(t, path) {
			text, serr := prepareSource(s)
			if serr == nil {
				srcs = append(srcs, text)
			}
		}
	}
	srcs = append(srcs, strings.Repeat("(", 300)+"\n", "f'{x!r:{y}}'\n", "if x:\n\tif y:\n        z\n")
	require.Greater(t, len(srcs), 100)
	used := newParser(srcs[len(srcs)-1])
	parseOutcome(used)
	for i, src := range srcs {
		used.reset(src)
		fresh := newParser(src)
		require.Equal(t, parserState(fresh), parserState(used), "start state for snippet %d", i)
		assert.Equal(t, parseOutcome(fresh), parseOutcome(used), "snippet %d:\n%s", i, src)
		assertClearPastLen(t, used)
	}
}

// assertClearPastLen checks what putParser relies on: the scratch stacks
// hold no node past their length, whatever the parse did.
func assertClearPastLen(t *testing.T, p *parser) {
	t.Helper()
	for _, s := range p.stmtBuf[len(p.stmtBuf):cap(p.stmtBuf)] {
		require.Nil(t, s)
	}
	for _, e := range p.exprBuf[len(p.exprBuf):cap(p.exprBuf)] {
		require.Nil(t, e)
	}
}

// TestPutParserDropsTree checks that a parser going back to the pool
// holds no node and no source, even after a parse that failed midway.
func TestPutParserDropsTree(t *testing.T) {
	p := newParser("x = [a, b, (c, d\n")
	parseOutcome(p)
	stmts, exprs := p.stmtBuf[:cap(p.stmtBuf)], p.exprBuf[:cap(p.exprBuf)]
	putParser(p)
	for _, s := range stmts {
		assert.Nil(t, s)
	}
	for _, e := range exprs {
		assert.Nil(t, e)
	}
	assert.Empty(t, p.src)
	assert.Empty(t, p.s.src)
}

// TestPooledParsersConcurrent parses corpus snippets from several
// goroutines at once, so pooled parsers move between them: each parse must
// give the outcome of a parse on its own (and the race detector, when on,
// sees no shared write).
func TestPooledParsersConcurrent(t *testing.T) {
	srcs := loadCorpus(t, errorCorpus)[:40]
	srcs = append(srcs, loadCorpus(t, parseCorpus)[:40]...)
	outcome := func(src string) string {
		mod, err := ParseString("<code>", src)
		if err != nil {
			return "error: " + err.Error()
		}
		return Dump(mod)
	}
	want := make([]string, len(srcs))
	for i, s := range srcs {
		want[i] = outcome(s)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 5 {
				for i := range srcs {
					j := (i*7 + g + round) % len(srcs)
					assert.Equal(t, want[j], outcome(srcs[j]), "snippet %d", j)
				}
			}
		}()
	}
	wg.Wait()
}
