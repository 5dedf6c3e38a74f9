package registry

import (
	"io"
	"mime"
	"net/http"
)

// Downstream servers over HTTP send messages as server-sent events: on the
// legacy SSE transport one GET stream carries every message of the
// connection, and a streamable HTTP response may be a stream too. A limit
// on the whole body would end a healthy stream after enough small
// messages, so an event stream is bounded event by event instead. mcp-go
// reads an event line by line and joins its data lines by copying what it
// has so far, so many short data lines cost the square of their length: an
// event is also dropped once the bytes that joining copies pass
// eventCopyFactor times the limit.

// eventCopyFactor bounds the bytes mcp-go copies to join one event's data
// lines, in multiples of the event limit (an event of two data lines of
// half the limit each copies about the limit).
const eventCopyFactor = 4

// limitBody bounds a downstream server's response body to limit bytes: an
// event stream event by event, anything else as a whole.
func limitBody(resp *http.Response, limit int64) io.ReadCloser {
	if mt, _, err := mime.ParseMediaType(resp.Header.Get("Content-Type")); err == nil && mt == "text/event-stream" {
		return readCloser{Reader: newEventLimit(resp.Body, limit, eventCopyFactor*limit), Closer: resp.Body}
	}
	return &limitedBody{ReadCloser: resp.Body, left: limit, limit: limit}
}

type readCloser struct {
	io.Reader
	io.Closer
}

// eventLimit passes a server-sent event stream through, except an event
// longer than max bytes (or whose data lines would cost mcp-go more than
// maxCopy bytes to join): the transport gets the event cut short (its
// current line ended at the cut, which it cannot parse and drops), the
// rest of the event is read and discarded, and once it ends the transport
// gets a message event with the JSON-RPC error for the event's id, so the
// waiting call fails at once with the reason.
type eventLimit struct {
	passReader   // pending holds an error event for a dropped one
	max, maxCopy int64

	line   int64  // bytes of the current line so far
	head   []byte // the first bytes of the current line, for its field name
	event  int64  // bytes of the current event so far
	copied int64  // what joining the event's lines so far costs
	drop   bool   // the current event passed a limit
	ids    idScanner
}

func newEventLimit(src io.Reader, limit, maxCopy int64) *eventLimit {
	return &eventLimit{passReader: newPassReader(src), max: limit, maxCopy: maxCopy, head: make([]byte, 0, 5)}
}

func (l *eventLimit) Read(p []byte) (int, error) { return l.read(p, l.pass) }

// pass moves bytes of buf to p, stopping after a dropped event ends.
func (l *eventLimit) pass(p []byte) int {
	out := 0
	for len(l.buf) > 0 && out < len(p) {
		c := l.buf[0]
		l.buf = l.buf[1:]
		if c == '\n' {
			blank := l.line == 0 || l.line == 1 && len(l.head) == 1 && l.head[0] == '\r'
			if blank {
				dropped, size, id := l.drop, l.event, l.ids.id
				l.endEvent()
				p[out] = c
				out++
				if dropped {
					l.pending = tooLargeEvent(id, size, l.max)
					return out
				}
				continue
			}
			if l.isData() {
				// data lines are joined with a newline; to the id
				// scanner it is white space
				l.ids.feed(' ')
			}
			l.event++
			l.copied += l.event
			l.line, l.head = 0, l.head[:0]
			if !l.drop {
				// the line is whole; past the joining cost the lines
				// after it are dropped
				p[out] = c
				out++
				l.drop = l.copied > l.maxCopy
			}
			continue
		}
		if len(l.head) < cap(l.head) {
			l.head = append(l.head, c)
		} else if l.isData() {
			l.ids.feed(c)
		}
		l.line++
		l.event++
		switch {
		case l.drop:
		case l.event > l.max:
			// end the line at the cut: mcp-go drops what it cannot parse
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

// isData tells whether the current line is a "data:" field (its first
// five bytes seen).
func (l *eventLimit) isData() bool { return string(l.head) == "data:" }

func (l *eventLimit) endEvent() {
	l.line, l.head = 0, l.head[:0]
	l.event, l.copied, l.drop = 0, 0, false
	l.ids = idScanner{}
}

// tooLargeEvent is the message event standing in for a dropped one; an
// event without an id (a notification) is dropped silently.
func tooLargeEvent(id []byte, size, limit int64) []byte {
	msg := tooLargeResponse(id, size, limit)
	if msg == nil {
		return nil
	}
	// tooLargeResponse ends in a newline; the blank line ends the event
	return append(append([]byte("event: message\ndata: "), msg...), '\n')
}
