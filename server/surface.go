package server

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
)

// pollInterval is how often the workspace and the skills are compared with
// what clients were last told, while any client is connected: other
// processes on the data dir change them without telling this one.
const pollInterval = time.Second

// pageSize bounds one page of resources/list and prompts/list (and
// tools/list, which mcp-go pages the same way and which stays far below it).
const pageSize = 200

// surface is the MCP surface beyond tools: workspace files and skills as
// resources, skills as prompts, completions, and log messages to clients.
// It keeps mcp-go's resource and prompt sets in step with the stores.
type surface struct {
	env *Env
	log *slog.Logger
	mcp *mcpserver.MCPServer

	syncMu sync.Mutex           // one sync at a time
	files  map[string]fileStamp // workspace path → what it was at the last sync
	skills map[string]int       // skill name → latest version at the last sync

	mu       sync.Mutex
	sessions map[string]*clientState // by session id
}

// clientState is what the surface knows of one client session.
type clientState struct {
	cs         mcpserver.ClientSession
	subscribed map[string]bool // resource URIs
}

// versioned is a session that knows its protocol version (mcp-go's do).
type versioned interface{ ProtocolVersion() string }

// isModern reports whether the session speaks 2026-07-28 or later (a stdio
// client without the initialize handshake; over HTTP such clients have no
// registered session at all). It is asked late: the version is known only
// after the first request.
func isModern(cs mcpserver.ClientSession) bool {
	v, ok := cs.(versioned)
	return ok && v.ProtocolVersion() >= mcp.ProtocolVersion20260728
}

// fileStamp is what tells one version of a file from the next.
type fileStamp struct {
	size     int64
	modified time.Time
}

func newSurface(env *Env, log *slog.Logger) *surface {
	return &surface{
		env: env, log: log,
		files:    map[string]fileStamp{},
		skills:   map[string]int{},
		sessions: map[string]*clientState{},
	}
}

// options are the server options the surface needs: its capabilities, its
// hooks and its completion providers.
func (s *surface) options() []mcpserver.ServerOption {
	hooks := &mcpserver.Hooks{}
	hooks.AddOnRegisterSession(func(_ context.Context, cs mcpserver.ClientSession) {
		s.mu.Lock()
		s.sessions[cs.SessionID()] = &clientState{cs: cs, subscribed: map[string]bool{}}
		s.mu.Unlock()
	})
	hooks.AddOnUnregisterSession(func(_ context.Context, cs mcpserver.ClientSession) {
		s.mu.Lock()
		delete(s.sessions, cs.SessionID())
		s.mu.Unlock()
	})
	hooks.AddAfterSubscribe(func(ctx context.Context, _ any, req *mcp.SubscribeRequest, _ *mcp.EmptyResult) {
		s.subscribe(ctx, req.Params.URI, true)
	})
	hooks.AddAfterUnsubscribe(func(ctx context.Context, _ any, req *mcp.UnsubscribeRequest, _ *mcp.EmptyResult) {
		s.subscribe(ctx, req.Params.URI, false)
	})
	// A client asking for a list gets the stores as they are now, not as
	// they were at the last poll.
	hooks.AddBeforeListResources(func(ctx context.Context, _ any, _ *mcp.ListResourcesRequest) { s.sync(ctx) })
	hooks.AddBeforeListPrompts(func(ctx context.Context, _ any, _ *mcp.ListPromptsRequest) { s.sync(ctx) })
	hooks.AddBeforeGetPrompt(func(ctx context.Context, _ any, _ *mcp.GetPromptRequest) { s.sync(ctx) })
	hooks.AddBeforeReadResource(func(ctx context.Context, _ any, req *mcp.ReadResourceRequest) {
		s.syncIfUnknown(ctx, req.Params.URI)
	})
	return []mcpserver.ServerOption{
		mcpserver.WithHooks(hooks),
		mcpserver.WithResourceCapabilities(true, true),
		mcpserver.WithPromptCapabilities(true),
		mcpserver.WithCompletions(),
		mcpserver.WithLogging(),
		mcpserver.WithPaginationLimit(pageSize),
		mcpserver.WithPromptCompletionProvider(promptCompleter{s}),
		mcpserver.WithResourceCompletionProvider(resourceCompleter{s}),
	}
}

// attach registers the templates and the first resources and prompts on m.
func (s *surface) attach(m *mcpserver.MCPServer) {
	s.mcp = m
	s.addTemplates()
	s.sync(context.Background())
}

// subscribe records (or drops) a subscription of the session in ctx.
func (s *surface) subscribe(ctx context.Context, uri string, on bool) {
	cs := mcpserver.ClientSessionFromContext(ctx)
	if cs == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.sessions[cs.SessionID()]
	if st == nil {
		if !on {
			return
		}
		st = &clientState{cs: cs, subscribed: map[string]bool{}}
		s.sessions[cs.SessionID()] = st
	}
	if on {
		st.subscribed[uri] = true
	} else {
		delete(st.subscribed, uri)
	}
}

// connected reports whether any client session is open.
func (s *surface) connected() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.sessions) > 0
}

// updated tells every session subscribed to one of uris that it changed.
func (s *surface) updated(uris []string) {
	if len(uris) == 0 {
		return
	}
	type delivery struct{ session, uri string }
	var out []delivery
	s.mu.Lock()
	for id, st := range s.sessions {
		for _, uri := range uris {
			if st.subscribed[uri] {
				out = append(out, delivery{id, uri})
			}
		}
	}
	s.mu.Unlock()
	for _, d := range out {
		err := s.mcp.SendNotificationToSpecificClient(d.session, string(mcp.MethodNotificationResourceUpdated),
			map[string]any{"uri": d.uri})
		if err != nil {
			s.log.Debug("resource update not delivered", "session", d.session, "uri", d.uri, "err", err)
		}
	}
}

// sync brings the resources and prompts in line with the stores, which
// notifies clients of what changed.
func (s *surface) sync(ctx context.Context) {
	s.syncMu.Lock()
	defer s.syncMu.Unlock()
	if err := s.syncFiles(ctx); err != nil {
		s.log.Warn("listing workspace files for resources failed", "err", err)
	}
	if err := s.syncSkills(ctx); err != nil {
		s.log.Warn("listing skills for resources and prompts failed", "err", err)
	}
}

// syncIfUnknown syncs before a read of a workspace file the surface has not
// announced yet: the template only matches paths without a "/", so a
// nested file written since the last poll is found only once registered.
func (s *surface) syncIfUnknown(ctx context.Context, uri string) {
	p, err := filePath(uri)
	if err != nil {
		return
	}
	s.syncMu.Lock()
	_, known := s.files[p]
	s.syncMu.Unlock()
	if !known {
		s.sync(ctx)
	}
}

// watch syncs every pollInterval while a client is connected, until ctx
// ends.
func (s *surface) watch(ctx context.Context) {
	tick := time.NewTicker(pollInterval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			if s.connected() {
				s.sync(ctx)
			}
		}
	}
}
