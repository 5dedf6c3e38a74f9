package py

import (
	"container/list"
	"crypto/sha256"
	"sync"
)

// The compiled-code cache: agents re-run the same or similar code and
// import the same skills again, and a compiled Program is immutable and
// shared safely between runs (module sources already are), so a repeat
// skips parsing and compiling. Entries are keyed by a SHA-256 of the
// options, the filename (it shows in tracebacks) and the source; the cache
// is per process, bounded by entries and by the source bytes they stand for
// (a proxy for the programs' size: a compiled program holds about 17 times
// its source, so 2 MiB of source is ~35 MiB of heap), least recently used
// out first. Only successful compiles are kept: a SyntaxError is cheap to
// find again.

const (
	codeCacheEntries = 512
	codeCacheBytes   = 2 << 20
)

type codeKey [sha256.Size]byte

type codeEntry struct {
	key  codeKey
	prog *Program
	size int
}

// codeCache is the process's cache; the zero value is ready and empty.
type codeCache struct {
	mu    sync.Mutex
	order list.List // of *codeEntry, most recently used first
	index map[codeKey]*list.Element
	bytes int
}

var compiled codeCache

func codeKeyOf(filename, src string, opts CompileOptions) codeKey {
	h := sha256.New()
	if opts.GoroutineGenerators {
		h.Write([]byte{1})
	} else {
		h.Write([]byte{0})
	}
	h.Write([]byte(filename))
	h.Write([]byte{0})
	h.Write([]byte(src))
	var k codeKey
	h.Sum(k[:0])
	return k
}

func (c *codeCache) get(k codeKey) *Program {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.index[k]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*codeEntry).prog
	}
	return nil
}

func (c *codeCache) put(k codeKey, prog *Program, size int) {
	if size > codeCacheBytes/4 {
		return // one huge program would push out everything else
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.index == nil {
		c.index = map[codeKey]*list.Element{}
	}
	if _, ok := c.index[k]; ok {
		return
	}
	c.index[k] = c.order.PushFront(&codeEntry{key: k, prog: prog, size: size})
	c.bytes += size
	for c.order.Len() > codeCacheEntries || c.bytes > codeCacheBytes {
		last := c.order.Back()
		e := last.Value.(*codeEntry)
		c.order.Remove(last)
		delete(c.index, e.key)
		c.bytes -= e.size
	}
}

// CompileCached is CompileWith through the process's compiled-code cache
// (opts.NoCache bypasses it).
func CompileCached(filename, src string) (*Program, error) {
	return CompileCachedWith(filename, src, CompileOptions{})
}

// CompileCachedWith is CompileCached with options.
func CompileCachedWith(filename, src string, opts CompileOptions) (*Program, error) {
	if opts.NoCache {
		return CompileWith(filename, src, opts)
	}
	k := codeKeyOf(filename, src, opts)
	if prog := compiled.get(k); prog != nil {
		return prog, nil
	}
	prog, err := CompileWith(filename, src, opts)
	if err != nil {
		return nil, err
	}
	compiled.put(k, prog, len(src)+len(filename))
	return prog, nil
}
