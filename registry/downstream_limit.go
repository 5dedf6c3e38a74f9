package registry

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"sort"
	"syscall"
	"time"

	"github.com/mark3labs/mcp-go/client/transport"
)

// MaxDownstreamMessage is the most one message from a downstream server
// may take (Options.MaxMessage may set less), checked as its bytes arrive:
// mcp-go reads a whole message before the registry sees it, so a 400 MB
// result would be held (and copied) before any check of the run's
// remaining memory could refuse it.
const MaxDownstreamMessage = 128 << 20

// childStopDelay is how long a stdio server has to exit after SIGTERM.
const childStopDelay = 2 * time.Second

// startStdio starts a stdio server whose stdout passes through a message
// limit, and returns the transport over its pipes. The child lives until
// lifetime ends: then it gets SIGTERM, and SIGKILL if it lingers.
func (s *downstream) startStdio(lifetime context.Context) (*transport.Stdio, error) {
	cmd := exec.CommandContext(lifetime, s.cfg.Command, s.cfg.Args...)
	// as mcp-go starts it: the server's environment plus the configured one
	cmd.Env = append(os.Environ(), sortedEnv(s.cfg.Env)...)
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = childStopDelay
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("stdin pipe: %w", err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("stdout pipe: %w", err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, fmt.Errorf("stderr pipe: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", s.cfg.Command, err)
	}
	go func() { _ = cmd.Wait() }() // reaps the child; its exit shows as EOF on stdout
	tr := transport.NewIO(newLineLimit(stdout, s.reg.opts.maxMessage()), stdin, stderr)
	transport.WithCommandLogger(s.reg.log)(tr)
	return tr, nil
}

// limitedHTTPClient reads each HTTP response body of a downstream server
// up to limit (an event stream, each event: see downstream_sse.go); past
// it the read fails, as a broken connection does.
func limitedHTTPClient(limit int64) *http.Client {
	return &http.Client{Transport: limitBodies{next: http.DefaultTransport, limit: limit}}
}

type limitBodies struct {
	next  http.RoundTripper
	limit int64
}

func (l limitBodies) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := l.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	resp.Body = limitBody(resp, l.limit)
	return resp, nil
}

type limitedBody struct {
	io.ReadCloser
	left, limit int64
}

func (b *limitedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, fmt.Errorf("the downstream server's response is larger than %d bytes (the largest message mcpython reads)", b.limit)
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.ReadCloser.Read(p)
	b.left -= int64(n)
	return n, err
}

// lineLimit passes newline-delimited JSON-RPC messages through, except a
// message longer than max: the transport gets its first max bytes ended
// by a newline (which it drops as unparseable), the rest is read and
// discarded, and then the transport gets an error response for the
// message's id, so that the waiting call fails at once with the reason.
type lineLimit struct {
	passReader
	max  int64
	line int64 // bytes of the current message so far
	drop bool  // the current message passed max
	ids  idScanner
}

func newLineLimit(src io.Reader, limit int64) *lineLimit {
	return &lineLimit{passReader: newPassReader(src), max: limit}
}

func (l *lineLimit) Read(p []byte) (int, error) { return l.read(p, l.pass) }

// passReader is the reading half both message limits share: it refills buf
// from src and lets pass move what may go on to p, and hands on first any
// reply pass queued in pending (an error for a dropped message's id).
type passReader struct {
	src     io.Reader
	raw     []byte
	buf     []byte // raw bytes not yet passed on
	err     error  // src's error, returned once buf is empty
	pending []byte // a synthesized reply to pass on before anything else
}

func newPassReader(src io.Reader) passReader {
	return passReader{src: src, raw: make([]byte, 64<<10)}
}

func (r *passReader) read(p []byte, pass func([]byte) int) (int, error) {
	for {
		if len(r.pending) > 0 {
			n := copy(p, r.pending)
			r.pending = r.pending[n:]
			return n, nil
		}
		if len(r.buf) == 0 {
			if r.err != nil {
				return 0, r.err
			}
			n, err := r.src.Read(r.raw)
			r.buf, r.err = r.raw[:n], err
			continue
		}
		if n := pass(p); n > 0 || len(r.pending) > 0 {
			return n, nil
		}
	}
}

// pass moves bytes of buf to p, stopping after a dropped message ends.
func (l *lineLimit) pass(p []byte) int {
	out := 0
	for len(l.buf) > 0 && out < len(p) {
		c := l.buf[0]
		l.buf = l.buf[1:]
		if c == '\n' {
			dropped, size := l.drop, l.line
			id := l.ids.id
			l.line, l.drop = 0, false
			l.ids = idScanner{}
			if dropped {
				l.pending = tooLargeResponse(id, size, l.max)
				return out
			}
			p[out] = c
			out++
			continue
		}
		l.ids.feed(c)
		l.line++
		switch {
		case l.drop:
		case l.line > l.max:
			l.drop = true
			p[out] = '\n'
			out++
		default:
			p[out] = c
			out++
		}
	}
	return out
}

// tooLargeResponse is the JSON-RPC error standing in for a dropped
// message; a message without an id (a notification) is dropped silently.
func tooLargeResponse(id []byte, size, limit int64) []byte {
	if len(id) == 0 || !json.Valid(id) {
		return nil
	}
	msg, _ := json.Marshal(fmt.Sprintf("the downstream server's answer is %d bytes, more than the %d bytes mcpython reads; it was dropped (ask the tool for less: a filter, a page, a limit)", size, limit))
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32603,"message":%s}}`+"\n", id, msg)
	return b.Bytes()
}

// idScanner finds the value of the top-level "id" key of a JSON object
// fed to it byte by byte, without holding the rest: a response's id may
// come after a result of any size (the TypeScript SDK writes it last).
type idScanner struct {
	depth   int    // nesting of objects and arrays
	str     bool   // inside a string
	esc     bool   // after a backslash in a string
	key     []byte // the top-level key being read (up to 3 bytes kept)
	inKey   bool
	lastKey string // the last complete top-level key
	inValue bool   // reading the value of the top-level "id"
	id      []byte // that value, raw (a number or a string, bounded)
}

const maxIDBytes = 256

func (s *idScanner) feed(c byte) {
	if s.str {
		switch {
		case s.esc:
			s.esc = false
		case c == '\\':
			s.esc = true
		case c == '"':
			s.str = false
		}
		if s.inKey {
			if s.str && len(s.key) < 3 {
				s.key = append(s.key, c)
			} else if !s.str {
				s.inKey = false
				s.lastKey = string(s.key)
			}
		}
		if s.inValue && len(s.id) < maxIDBytes {
			s.id = append(s.id, c)
		}
		return
	}
	switch c {
	case '"':
		s.str = true
		if s.depth == 1 && !s.inValue && s.lastKey == "" {
			s.inKey, s.key = true, s.key[:0]
		} else if s.inValue && len(s.id) < maxIDBytes {
			s.id = append(s.id, c)
		}
		return
	case ':':
		if s.depth == 1 && s.lastKey == "id" {
			s.inValue, s.id = true, nil
		}
		return
	case '{', '[':
		s.depth++
	case '}', ']':
		s.depth--
	case ',':
		if s.depth == 1 {
			s.inValue, s.lastKey = false, ""
		}
		return
	case ' ', '\t', '\r':
		return
	}
	if s.inValue && s.depth == 1 && c != '}' && len(s.id) < maxIDBytes {
		s.id = append(s.id, c)
	}
	if c == '}' && s.depth == 0 {
		s.inValue = false
	}
}

func sortedEnv(env map[string]string) []string {
	out := make([]string, 0, len(env))
	for k, v := range env {
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}
