package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
)

// mcpython serves stdio with its own dispatch rather than mcp-go's
// StdioServer. mcp-go hands tool calls to a pool of at most 100
// goroutines through a queue; an execute_code call waiting for its turn
// in the admission queue holds one of them, so with more than ~100 runs
// waiting every other tool call (list_workspace_files, a
// notifications/cancelled for a call still queued) waited behind them,
// and with its queue full mcp-go ran calls on its read loop, holding
// pings too (130 pipelined runs held a ping for 9.6 s). Here every
// request is served on its own goroutine as soon as it is read: the runs
// queue in execute_code's admission, which is bounded per client and
// fair across clients, and nothing else waits behind them.

// stdioMaxMessage bounds one line of JSON-RPC read from the client: a
// longer line is answered with an error and discarded as it is read,
// never held whole. It is above what the largest tool argument needs (a
// base64 workspace file at the default 10 MiB per file).
const stdioMaxMessage = 64 << 20

// stdioMaxInFlight bounds the requests served at once; at the bound the
// read loop waits for one to end. Admission refuses runs past its queue
// long before it, so it only stops a client that floods other requests.
const stdioMaxInFlight = 10000

// stdioSessionID names the one client session of a stdio connection.
const stdioSessionID = "stdio"

// ServeStdio serves MCP over in and out (newline-delimited JSON-RPC) until
// ctx ends or in reaches EOF. In-flight calls are cancelled when it returns.
func (s *Server) ServeStdio(ctx context.Context, in io.Reader, out io.Writer) error {
	sess := &stdioSession{notes: make(chan mcp.JSONRPCNotification, 100)}
	if err := s.mcp.RegisterSession(ctx, sess); err != nil {
		return fmt.Errorf("register the stdio session: %w", err)
	}
	defer s.mcp.UnregisterSession(context.Background(), sess.SessionID())
	ctx, cancel := context.WithCancel(s.mcp.WithContext(ctx, sess))
	defer cancel()

	c := &stdioConn{srv: s, out: out, inFlight: make(chan struct{}, stdioMaxInFlight)}
	var bg sync.WaitGroup
	bg.Go(func() { c.forwardNotifications(ctx, sess.notes) })

	readErr := make(chan error, 1)
	go func() { readErr <- c.readLoop(ctx, bufio.NewReaderSize(in, 64<<10)) }()
	var err error
	select {
	case err = <-readErr:
	case <-ctx.Done():
	}
	cancel()
	c.handlers.Wait()
	bg.Wait()
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}

// stdioConn is one stdio connection: the writer its replies share and the
// handlers in flight.
type stdioConn struct {
	srv      *Server
	writeMu  sync.Mutex
	out      io.Writer
	inFlight chan struct{} // a token per request being served
	handlers sync.WaitGroup
}

// readLoop reads messages until EOF or ctx ends, serving each request on
// its own goroutine and each notification at once, in order.
func (c *stdioConn) readLoop(ctx context.Context, r *bufio.Reader) error {
	for {
		line, err := readLine(r, stdioMaxMessage)
		if errors.Is(err, errMessageTooLarge) {
			c.srv.log.Warn("a stdio message over the limit was discarded", "limit", stdioMaxMessage)
			c.write(mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.INVALID_REQUEST,
				fmt.Sprintf("the message is over %d bytes, the limit of one stdio message; it was discarded", stdioMaxMessage), nil))
			continue
		}
		if len(line) > 0 {
			if ctx.Err() != nil {
				return nil
			}
			c.dispatch(ctx, line)
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read stdin: %w", err)
		}
	}
}

// dispatch serves one message.
func (c *stdioConn) dispatch(ctx context.Context, line []byte) {
	var head struct {
		Method string          `json:"method"`
		ID     json.RawMessage `json:"id"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		c.write(mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.PARSE_ERROR, "Parse error", nil))
		return
	}
	switch {
	case head.Method == "":
		// a reply to a request of ours: mcpython sends none over stdio
		return
	case len(head.ID) == 0 || string(head.ID) == "null":
		// notifications are quick and must keep their order
		// (notifications/initialized before what follows)
		c.serve(ctx, nil, line)
		return
	}
	id := head.ID
	select {
	case c.inFlight <- struct{}{}:
	case <-ctx.Done():
		return
	}
	c.handlers.Go(func() {
		defer func() { <-c.inFlight }()
		c.serve(ctx, id, line)
	})
}

// serve runs one message through mcp-go's handler and writes its reply. A
// panicking handler answers with an internal error instead of ending the
// process.
func (c *stdioConn) serve(ctx context.Context, id json.RawMessage, line []byte) {
	var resp mcp.JSONRPCMessage
	func() {
		defer func() {
			if r := recover(); r != nil {
				c.srv.log.Error("panic serving a stdio message", "panic", r)
				if id != nil {
					resp = mcp.NewJSONRPCError(mcp.NewRequestId(id), mcp.INTERNAL_ERROR, fmt.Sprintf("internal error: %v", r), nil)
				}
			}
		}()
		resp = c.srv.mcp.HandleMessage(ctx, json.RawMessage(line))
	}()
	if resp != nil {
		c.write(resp)
	}
}

// forwardNotifications writes what the server sends the client until ctx
// ends.
func (c *stdioConn) forwardNotifications(ctx context.Context, notes <-chan mcp.JSONRPCNotification) {
	for {
		select {
		case n := <-notes:
			c.write(n)
		case <-ctx.Done():
			return
		}
	}
}

// write sends one message as a line; a failed write is logged (the client
// is gone and the read loop will see it).
func (c *stdioConn) write(msg any) {
	b, err := json.Marshal(msg)
	if err != nil {
		c.srv.log.Error("encoding a stdio reply", "err", err)
		return
	}
	b = append(b, '\n')
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	if _, err := c.out.Write(b); err != nil {
		c.srv.log.Debug("writing to stdout failed", "err", err)
	}
}

// errMessageTooLarge is returned by readLine for a line past its limit,
// which has been read to its end and discarded.
var errMessageTooLarge = errors.New("message too large")

// readLine reads one line without its newline, at most limit bytes; a
// longer line is discarded to its end and errMessageTooLarge returned. At
// EOF it returns what was left with io.EOF.
func readLine(r *bufio.Reader, limit int) ([]byte, error) {
	var line []byte
	tooLarge := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLarge {
			if len(line)+len(chunk) > limit+1 { // +1: the newline
				tooLarge, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLarge {
			// an EOF or read error comes again from the next read
			return nil, errMessageTooLarge
		}
		if n := len(line); n > 0 && line[n-1] == '\n' {
			line = line[:n-1]
		}
		return line, err
	}
}

// stdioSession is the one client session of a stdio connection. It is
// safe for concurrent use.
type stdioSession struct {
	notes       chan mcp.JSONRPCNotification
	initialized atomic.Bool
	level       atomic.Value // mcp.LoggingLevel
	info        atomic.Value // mcp.Implementation
	caps        atomic.Value // mcp.ClientCapabilities
	version     atomic.Value // string
}

var (
	_ mcpserver.ClientSession         = (*stdioSession)(nil)
	_ mcpserver.SessionWithLogging    = (*stdioSession)(nil)
	_ mcpserver.SessionWithClientInfo = (*stdioSession)(nil)
	_ versioned                       = (*stdioSession)(nil)
)

func (s *stdioSession) SessionID() string { return stdioSessionID }

func (s *stdioSession) NotificationChannel() chan<- mcp.JSONRPCNotification { return s.notes }

func (s *stdioSession) Initialize() {
	if s.level.Load() == nil {
		s.level.Store(mcp.LoggingLevelError)
	}
	s.initialized.Store(true)
}

func (s *stdioSession) Initialized() bool { return s.initialized.Load() }

func (s *stdioSession) SetLogLevel(level mcp.LoggingLevel) { s.level.Store(level) }

// GetLogLevel is the level the client asked for; errors until it asks.
func (s *stdioSession) GetLogLevel() mcp.LoggingLevel {
	if l, ok := s.level.Load().(mcp.LoggingLevel); ok {
		return l
	}
	return mcp.LoggingLevelError
}

func (s *stdioSession) GetClientInfo() mcp.Implementation {
	v, _ := s.info.Load().(mcp.Implementation)
	return v
}

func (s *stdioSession) SetClientInfo(info mcp.Implementation) { s.info.Store(info) }

func (s *stdioSession) GetClientCapabilities() mcp.ClientCapabilities {
	v, _ := s.caps.Load().(mcp.ClientCapabilities)
	return v
}

func (s *stdioSession) SetClientCapabilities(caps mcp.ClientCapabilities) { s.caps.Store(caps) }

// ProtocolVersion is the version negotiated at initialize, or the one the
// last 2026-07-28 request declared; "" before either.
func (s *stdioSession) ProtocolVersion() string {
	v, _ := s.version.Load().(string)
	return v
}

// SetProtocolVersion is called by mcp-go when the version is known.
func (s *stdioSession) SetProtocolVersion(version string) { s.version.Store(version) }
