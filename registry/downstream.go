package registry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// reconnectBackoff is how long a failed start is remembered: calls within it
// fail at once with the same error instead of starting the server again.
const reconnectBackoff = 2 * time.Second

// Bounds on what one server may list.
const (
	maxListPages = 100
	maxToolsPer  = 10000
)

// downstream is one downstream MCP server: its configuration, its connection
// (started lazily or in the background) and the tools it listed. It is safe
// for concurrent use.
type downstream struct {
	cfg     ServerConfig
	reg     *Registry
	limiter *RateLimiter

	connecting     sync.Mutex  // serialises starts
	discoveryTried atomic.Bool // a search has tried to start it once

	mu       sync.Mutex
	conn     *conn
	tools    []Tool // live or cached
	live     bool   // tools were listed by the server in this process
	lastErr  error
	lastFail time.Time
}

// conn is one started client.
type conn struct {
	client *client.Client
	raw    transport.Interface
	cancel context.CancelFunc // ends the child's lifetime
	dead   atomic.Bool
	ids    atomic.Int64
}

// close ends the connection and, for stdio, stops the child.
func (c *conn) close() {
	c.dead.Store(true)
	_ = c.client.Close()
	c.cancel()
}

// snapshotTools returns the server's tools and whether they are live.
func (s *downstream) snapshotTools() ([]Tool, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tools, s.live
}

// hasTools reports whether any tool list (live or cached) is known.
func (s *downstream) hasTools() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tools != nil
}

// connection returns a live connection, starting the server when there is
// none (at most once per call: a failed start is reported, and remembered
// for reconnectBackoff).
func (s *downstream) connection(ctx context.Context) (*conn, error) {
	if c := s.current(); c != nil {
		return c, nil
	}
	s.connecting.Lock()
	defer s.connecting.Unlock()
	if c := s.current(); c != nil {
		return c, nil
	}
	if s.reg.lifetime.Err() != nil {
		return nil, &ServerError{Server: s.cfg.Name, Err: errClosed}
	}
	s.mu.Lock()
	if s.lastErr != nil && time.Since(s.lastFail) < reconnectBackoff {
		err := s.lastErr
		s.mu.Unlock()
		return nil, &ServerError{Server: s.cfg.Name, Err: err}
	}
	s.mu.Unlock()

	c, tools, err := s.dial(ctx)
	s.mu.Lock()
	if err != nil {
		if ctx.Err() == nil { // a caller's deadline says nothing about the server
			s.lastErr, s.lastFail = err, time.Now()
		}
		s.mu.Unlock()
		s.reg.log.Warn("downstream server failed to start", "server", s.cfg.Name, "err", err)
		return nil, &ServerError{Server: s.cfg.Name, Err: err}
	}
	s.conn, s.lastErr = c, nil
	s.mu.Unlock()
	s.setTools(tools)
	s.reg.log.Info("downstream server started", "server", s.cfg.Name, "tools", len(tools))
	return c, nil
}

// current returns the connection if it is alive.
func (s *downstream) current() *conn {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.conn != nil && s.conn.dead.Load() {
		s.conn.close()
		s.conn = nil
	}
	return s.conn
}

// drop forgets a connection that failed.
func (s *downstream) drop(c *conn) {
	s.mu.Lock()
	if s.conn == c {
		s.conn = nil
	}
	s.mu.Unlock()
	c.close()
}

// stop closes the connection, if any.
func (s *downstream) stop() {
	s.mu.Lock()
	c := s.conn
	s.conn = nil
	s.mu.Unlock()
	if c != nil {
		c.close()
	}
}

// setTools records a fresh tool list, caches it and rebuilds the index.
func (s *downstream) setTools(tools []Tool) {
	s.mu.Lock()
	s.tools, s.live = tools, true
	s.mu.Unlock()
	if err := s.reg.cache.store(s.cfg, tools, time.Now()); err != nil {
		s.reg.log.Warn("caching tool list failed", "server", s.cfg.Name, "err", err)
	}
	s.reg.rebuild()
}

// dial starts the server, initializes the session and lists its tools.
func (s *downstream) dial(ctx context.Context) (*conn, []Tool, error) {
	ictx, cancelInit := context.WithTimeout(ctx, s.reg.opts.connectTimeout())
	defer cancelInit()
	c, err := s.start(ictx, s.cfg.Type)
	if err != nil && s.cfg.Type == "http" && errors.Is(err, transport.ErrLegacySSEServer) {
		s.reg.log.Info("falling back to SSE", "server", s.cfg.Name)
		c, err = s.start(ictx, "sse")
	}
	if err != nil {
		return nil, nil, err
	}
	tools, err := s.listTools(ictx, c)
	if err != nil {
		c.close()
		return nil, nil, err
	}
	return c, tools, nil
}

// start creates the transport of a kind, starts it and initializes.
func (s *downstream) start(ctx context.Context, kind string) (*conn, error) {
	lifetime, cancel := context.WithCancel(s.reg.lifetime)
	var tr transport.Interface
	switch kind {
	case "stdio":
		st, err := s.startStdio(lifetime)
		if err != nil {
			cancel()
			return nil, fmt.Errorf("start: %w", err)
		}
		tr = st
	case "http":
		h, err := transport.NewStreamableHTTP(s.cfg.URL, transport.WithHTTPHeaders(s.cfg.Headers), transport.WithHTTPLogger(s.reg.log),
			transport.WithHTTPBasicClient(limitedHTTPClient(s.reg.opts.maxMessage())))
		if err != nil {
			cancel()
			return nil, fmt.Errorf("streamable HTTP transport: %w", err)
		}
		tr = h
	case "sse":
		h, err := transport.NewSSE(s.cfg.URL, transport.WithHeaders(s.cfg.Headers), transport.WithSSELogger(s.reg.log),
			transport.WithHTTPClient(limitedHTTPClient(s.reg.opts.maxMessage())))
		if err != nil {
			cancel()
			return nil, fmt.Errorf("SSE transport: %w", err)
		}
		tr = h
	default:
		cancel()
		return nil, fmt.Errorf("unknown server type %q", kind)
	}
	c := &conn{client: client.NewClient(tr), raw: tr, cancel: cancel}
	// Start's context is the child's lifetime, not this attempt's.
	if err := c.client.Start(lifetime); err != nil {
		c.close()
		return nil, fmt.Errorf("start: %w", err)
	}
	if st, ok := tr.(*transport.Stdio); ok {
		go watchStderr(st.Stderr(), c, s)
	}
	c.client.OnConnectionLost(func(error) { c.dead.Store(true) })
	c.client.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == mcp.MethodNotificationToolsListChanged {
			go s.refresh(c)
		}
	})
	initReq := mcp.InitializeRequest{}
	// Pinning 2025-11-25 keeps the classic handshake, which every server of
	// today speaks, and lets tools/list go out raw (see listTools).
	initReq.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	initReq.Params.ClientInfo = mcp.Implementation{Name: "mcpython", Version: "1"}
	if _, err := c.client.Initialize(ctx, initReq); err != nil {
		c.close()
		return nil, fmt.Errorf("initialize: %w", err)
	}
	return c, nil
}

// watchStderr logs a stdio child's stderr at debug level and marks the
// connection dead when the stream ends, which is when the child exits, so
// that the next call starts it again instead of failing.
func watchStderr(r io.Reader, c *conn, s *downstream) {
	if r == nil {
		return
	}
	buf := make([]byte, 4096)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			s.reg.log.Debug("downstream stderr", "server", s.cfg.Name, "text", strings.TrimSpace(string(buf[:n])))
		}
		if err != nil {
			c.dead.Store(true)
			return
		}
	}
}

// refresh lists the tools again after a list_changed notification.
func (s *downstream) refresh(c *conn) {
	ctx, cancel := context.WithTimeout(s.reg.lifetime, s.reg.opts.connectTimeout())
	defer cancel()
	tools, err := s.listTools(ctx, c)
	if err != nil {
		s.reg.log.Warn("re-listing tools failed", "server", s.cfg.Name, "err", err)
		return
	}
	s.setTools(tools)
}

// rawTool is a tool as tools/list sends it. The schema stays raw: mcp-go's
// decoded Tool keeps only type/properties/required/additionalProperties/$defs.
type rawTool struct {
	Name        string          `json:"name"`
	Title       string          `json:"title"`
	Description string          `json:"description"`
	InputSchema json.RawMessage `json:"inputSchema"`
	Annotations json.RawMessage `json:"annotations"`
}

// listTools fetches every page of tools/list through the transport.
func (s *downstream) listTools(ctx context.Context, c *conn) ([]Tool, error) {
	var out []Tool
	cursor := ""
	for page := 0; ; page++ {
		if page == maxListPages {
			return nil, fmt.Errorf("tools/list: more than %d pages", maxListPages)
		}
		params := map[string]any{}
		if cursor != "" {
			params["cursor"] = cursor
		}
		req := transport.JSONRPCRequest{
			JSONRPC: mcp.JSONRPC_VERSION,
			ID:      mcp.NewRequestId(fmt.Sprintf("registry-list-%d", c.ids.Add(1))),
			Method:  string(mcp.MethodToolsList),
			Params:  params,
		}
		resp, err := c.raw.SendRequest(ctx, req)
		if err != nil {
			return nil, fmt.Errorf("tools/list: %w", err)
		}
		if resp.Error != nil {
			return nil, fmt.Errorf("tools/list: %w", resp.Error.AsError())
		}
		var result struct {
			Tools      []rawTool `json:"tools"`
			NextCursor string    `json:"nextCursor"`
		}
		if err := json.Unmarshal(resp.Result, &result); err != nil {
			return nil, fmt.Errorf("tools/list: decode: %w", err)
		}
		for _, rt := range result.Tools {
			t, err := s.toolFromList(rt)
			if err != nil {
				s.reg.log.Warn("skipping downstream tool", "server", s.cfg.Name, "tool", rt.Name, "err", err)
				continue
			}
			out = append(out, t)
			if len(out) > maxToolsPer {
				return nil, fmt.Errorf("tools/list: more than %d tools", maxToolsPer)
			}
		}
		if result.NextCursor == "" || result.NextCursor == cursor {
			break
		}
		cursor = result.NextCursor
	}
	sortTools(out)
	if out == nil {
		out = []Tool{}
	}
	return out, nil
}

// toolFromList checks one listed tool and turns it into a definition.
func (s *downstream) toolFromList(rt rawTool) (Tool, error) {
	if strings.TrimSpace(rt.Name) == "" {
		return Tool{}, errors.New("tool without a name")
	}
	schema, err := checkSchema(rt.InputSchema)
	if err != nil {
		return Tool{}, fmt.Errorf("inputSchema: %w", err)
	}
	t := Tool{
		Name:        rt.Name,
		Category:    s.cfg.Name,
		Description: rt.Description,
		InputSchema: schema,
		Server:      s.cfg.Name,
		Source:      SourceServer,
		Origin:      s.cfg.Name,
	}
	if t.Description == "" {
		t.Description = rt.Title
	}
	if present(rt.Annotations) && isObject(rt.Annotations) {
		t.Annotations = compact(rt.Annotations)
	}
	return t, nil
}

// ensureTools makes sure a tool list is known, starting the server if
// neither the server nor the cache has given one.
func (s *downstream) ensureTools(ctx context.Context) error {
	if s.hasTools() {
		return nil
	}
	_, err := s.connection(ctx)
	return err
}
