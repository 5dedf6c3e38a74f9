package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/session"
	"github.com/mcpython/mcpython/stats"
	"github.com/mcpython/mcpython/store"
)

// Name is the server name reported to clients.
const Name = "mcpython"

// instructions tell the model, once per connection, how the tools fit.
const instructions = "Run Python with execute_code (a sandboxed Python 3 interpreter; no network, no host files). " +
	"Inside it: a persistent workspace (open(), pathlib), saved skills (import skills.NAME), PII tokenization, " +
	"and the user's other MCP tools, found with search_tools and called as Python functions. " +
	"Filter data in Python and print only what you need."

// Server is mcpython's MCP server. Make one with New; it is safe for
// concurrent use.
type Server struct {
	opts     Options
	env      *Env
	log      *slog.Logger
	mcp      *mcpserver.MCPServer
	listed   []tool
	sessions *session.Manager
	stats    *stats.Stats
	surface  *surface // resources, prompts, completions, client logging
	runs     *admission
	fence    *heapFence // in-process runs' real memory; nil with workers
	// plantedBuiltins are added to in-process runs by tests: planted
	// bugs that reach the process behind the interpreter's back.
	plantedBuiltins map[string]py.Object

	stop    context.CancelFunc
	bg      sync.WaitGroup
	closeMu sync.Once
}

// New builds the server over env's stores; st is the shared store, in which
// the statistics and the sessions are kept. The background work starts here
// too (statistics flushes, session expiry); Close stops it.
func New(st store.Store, env *Env, opts Options) (*Server, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, fmt.Errorf("server options: %w", err)
	}
	switch {
	case st == nil:
		return nil, errors.New("server: nil store")
	case env == nil || env.Workspace == nil || env.Skills == nil || env.Vault == nil || env.Registry == nil:
		return nil, errors.New("server: the environment needs a workspace, a skills library, a PII vault and a registry")
	}
	counters, err := stats.Open(context.Background(), st, opts.Now())
	if err != nil {
		return nil, err
	}
	s := &Server{
		opts: opts,
		env:  env,
		log:  opts.Logger,
		sessions: session.New(session.Options{
			TTL: opts.SessionTTL, Max: opts.MaxSessions, Now: opts.Now,
			Store: st, Codec: opts.SessionCodec, Logger: opts.Logger,
		}),
		stats: counters,
	}
	// live sessions hold memory of the server's budget between their calls
	s.runs = newAdmission(opts.MaxRuns, opts.MaxRunsPerClient, opts.MaxQueuedRuns, opts.ServerMemory, s.sessions.Retained)
	if opts.Workers == nil {
		s.fence = newHeapFence(opts.ServerMemory)
	}
	s.surface = newSurface(env, nil)
	s.log = slog.New(clientLogHandler{next: opts.Logger.Handler(), s: s.surface})
	s.surface.log = s.log
	s.mcp = mcpserver.NewMCPServer(Name, opts.Version, append([]mcpserver.ServerOption{
		mcpserver.WithToolCapabilities(false),
		mcpserver.WithInstructions(instructions),
		// Outermost: mcp-go's own recovery, a backstop for anything below.
		mcpserver.WithRecovery(),
		mcpserver.WithToolHandlerMiddleware(s.recoverAsToolError),
	}, s.surface.options()...)...)
	all := s.tools()
	for _, t := range all {
		if err := checkTool(t); err != nil {
			return nil, fmt.Errorf("server: %w", err)
		}
	}
	s.listed = profileTools(all, opts.Profile)
	for _, t := range s.listed {
		s.mcp.AddTool(t.def, t.handle)
	}
	s.surface.attach(s.mcp)

	ctx, cancel := context.WithCancel(context.Background())
	s.stop = cancel
	s.bg.Add(2)
	go s.background(ctx)
	go func() {
		defer s.bg.Done()
		s.surface.watch(ctx)
	}()
	return s, nil
}

// MCPServer is the protocol server, for transports and in-process clients.
func (s *Server) MCPServer() *mcpserver.MCPServer { return s.mcp }

// ToolNames lists the tools of the server's profile, in tools/list order.
func (s *Server) ToolNames() []string {
	names := make([]string, len(s.listed))
	for i, t := range s.listed {
		names[i] = t.def.Name
	}
	return names
}

// Close stops the background work and writes the statistics. It does not
// close the stores or the database, which belong to the caller.
func (s *Server) Close() error {
	var err error
	s.closeMu.Do(func() {
		s.stop()
		s.bg.Wait()
		if s.fence != nil {
			s.fence.close()
		}
		err = s.stats.Flush(context.Background())
	})
	return err
}

// background flushes statistics and expires idle sessions until ctx ends.
func (s *Server) background(ctx context.Context) {
	defer s.bg.Done()
	flush := time.NewTicker(s.opts.StatsFlushInterval)
	defer flush.Stop()
	sweep := time.NewTicker(time.Minute)
	defer sweep.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-flush.C:
			if err := s.stats.Flush(ctx); err != nil {
				s.log.Warn("flushing statistics failed", "err", err)
			}
		case <-sweep.C:
			if err := s.sessions.Sweep(ctx); err != nil {
				s.log.Warn("expiring sessions failed", "err", err)
			}
		}
	}
}

// recoverAsToolError turns a Go panic under a tool call into a tool error
// (the model learns the call failed, the server keeps running) and logs the
// stack: such a panic is a bug.
func (s *Server) recoverAsToolError(next mcpserver.ToolHandlerFunc) mcpserver.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				s.log.Error("panic in tool handler", "tool", req.Params.Name, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				res = toolError("internal error in %s (a bug in mcpython; it has been logged): %v", req.Params.Name, r)
				err = nil
			}
		}()
		return next(ctx, req)
	}
}
