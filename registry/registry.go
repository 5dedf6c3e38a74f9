package registry

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mcpython/mcpython/store"
)

// Options configure a Registry. The zero value is a registry with no
// definitions at all.
type Options struct {
	// Bundled is the sandbox's own Python surface (toolsregistry.FS).
	Bundled fs.FS
	// Dirs are --registry folders, re-read by Reload and Watch.
	Dirs []string
	// Servers are the downstream servers (see LoadConfig).
	Servers []ServerConfig
	// Policy says which servers and tools may be used, and how fast.
	Policy Policy
	// Store caches downstream tool lists (bucket "registry_tools"); nil
	// caches nothing.
	Store store.Store
	// AuditDir receives the audit log (audit-YYYY-MM-DD.jsonl); empty keeps
	// none.
	AuditDir string
	// StartServers starts every enabled server in the background at New;
	// otherwise a server starts on first use (a call, or a search while its
	// tools are neither known nor cached).
	StartServers bool
	// ConnectTimeout bounds starting a server and listing its tools
	// (default 30 s).
	ConnectTimeout time.Duration
	// Vectors, when set, adds word-vector similarity to search
	// (LoadWordVectors); nil searches by words alone, the default.
	Vectors *WordVectors
	// Logger receives skipped files, server starts and failures (default:
	// discard).
	Logger *slog.Logger
	// MaxMessage bounds one message from a downstream server, checked as
	// its bytes arrive (default and most MaxDownstreamMessage). mcp-go
	// holds a message whole and decodes it before a run can refuse it, so
	// a message costs about three times its size for a moment: a server
	// whose runs have little memory sets it lower (serve uses half the
	// per-run memory).
	MaxMessage int64
}

func (o Options) maxMessage() int64 {
	if o.MaxMessage > 0 && o.MaxMessage < MaxDownstreamMessage {
		return o.MaxMessage
	}
	return MaxDownstreamMessage
}

func (o Options) connectTimeout() time.Duration {
	if o.ConnectTimeout > 0 {
		return o.ConnectTimeout
	}
	return 30 * time.Second
}

// Registry holds every tool definition (bundled, folders, downstream
// servers), their search index and the downstream connections. It is safe
// for concurrent use; Close stops the servers it started.
type Registry struct {
	opts    Options
	log     *slog.Logger
	rank    *ranking
	cache   toolCache
	audit   *AuditLog
	schemas schemaCache

	lifetime context.Context // ends at Close; parent of every child process
	stop     context.CancelFunc
	bg       sync.WaitGroup

	servers         map[string]*downstream
	serversByLength []*downstream // longest name first, for name parsing

	bundled []Tool

	mu       sync.Mutex // guards folders, problems, dirSig; serialises rebuilds
	folders  []Tool
	problems []Problem
	dirSig   string

	snap atomic.Pointer[index]
	all  *View
}

// New loads the bundled definitions, the folders and the cached tool lists
// of the servers, builds the index and, with StartServers, starts the
// servers in the background. Bad definition files are logged and skipped.
func New(opts Options) (*Registry, error) {
	if err := opts.Policy.Validate(); err != nil {
		return nil, err
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	r := &Registry{
		opts:    opts,
		log:     log,
		rank:    defaultRanking().withVectors(opts.Vectors),
		cache:   toolCache{st: opts.Store},
		servers: map[string]*downstream{},
	}
	r.lifetime, r.stop = context.WithCancel(context.Background())
	r.all = &View{r: r}
	if opts.AuditDir != "" {
		a, err := OpenAuditLog(opts.AuditDir)
		if err != nil {
			return nil, err
		}
		r.audit = a
	}
	if opts.Bundled != nil {
		tools, problems, err := LoadFS(opts.Bundled, SourceBundled, "tools_registry")
		if err != nil {
			return nil, err
		}
		r.bundled = tools
		r.problems = append(r.problems, problems...)
	}
	for _, sc := range opts.Servers {
		if _, dup := r.servers[sc.Name]; dup {
			return nil, fmt.Errorf("server %q is configured twice", sc.Name)
		}
		if !opts.Policy.ServerEnabled(sc.Name) {
			log.Info("downstream server disabled by policy", "server", sc.Name)
			continue
		}
		s := &downstream{cfg: sc, reg: r, limiter: NewRateLimiter(opts.Policy.rateFor(sc.Name))}
		cached, err := r.cache.load(sc)
		if err != nil {
			log.Warn("reading cached tools failed", "server", sc.Name, "err", err)
		}
		s.tools = cached
		r.servers[sc.Name] = s
		r.serversByLength = append(r.serversByLength, s)
	}
	sort.Slice(r.serversByLength, func(i, j int) bool {
		a, b := r.serversByLength[i].cfg.Name, r.serversByLength[j].cfg.Name
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return a < b
	})
	r.loadFolders()
	r.rebuild()
	if opts.StartServers {
		for _, s := range r.serversByLength {
			r.bg.Add(1)
			go func() {
				defer r.bg.Done()
				_, _ = s.connection(r.lifetime)
			}()
		}
	}
	return r, nil
}

// Close stops every downstream server and closes the audit log.
func (r *Registry) Close() error {
	r.stop()
	for _, s := range r.servers {
		s.stop()
	}
	r.bg.Wait()
	return r.audit.Close()
}

// Problems lists the definition files that were skipped, and why.
func (r *Registry) Problems() []Problem {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Problem(nil), r.problems...)
}

// loadFolders reads every --registry folder; problems are logged.
func (r *Registry) loadFolders() {
	var tools []Tool
	problems := []Problem{}
	for _, dir := range r.opts.Dirs {
		ts, ps, err := LoadFS(os.DirFS(dir), SourceFolder, dir)
		if err != nil {
			ps = append(ps, Problem{Path: dir, Err: err})
		}
		tools = append(tools, ts...)
		problems = append(problems, ps...)
	}
	for _, p := range problems {
		r.log.Warn("skipped tool definition", "path", p.Path, "reason", p.Err)
	}
	sig := folderSignature(r.opts.Dirs)
	r.mu.Lock()
	r.folders = tools
	r.dirSig = sig
	bundledProblems := r.problems[:0:0]
	for _, p := range r.problems {
		if !isFolderProblem(p, r.opts.Dirs) {
			bundledProblems = append(bundledProblems, p)
		}
	}
	bundledProblems = append(bundledProblems, problems...)
	r.problems = bundledProblems
	r.mu.Unlock()
}

func isFolderProblem(p Problem, dirs []string) bool {
	for _, d := range dirs {
		if len(p.Path) >= len(d) && p.Path[:len(d)] == d {
			return true
		}
	}
	return false
}

// Reload re-reads the folders and rebuilds the index.
func (r *Registry) Reload() {
	r.loadFolders()
	r.rebuild()
}

// rebuild merges the sources (a server's tool replaces a folder's of the same
// category and name, which replaces a bundled one), drops what the policy
// forbids and swaps in a new index.
func (r *Registry) rebuild() {
	r.mu.Lock()
	defer r.mu.Unlock()
	type key struct{ cat, name string }
	merged := map[key]Tool{}
	add := func(ts []Tool) {
		for _, t := range ts {
			merged[key{t.Category, t.Name}] = t
		}
	}
	add(r.bundled)
	add(r.folders)
	for _, s := range r.serversByLength {
		ts, _ := s.snapshotTools()
		add(ts)
	}
	tools := make([]Tool, 0, len(merged))
	for _, t := range merged {
		if t.Source != SourceBundled {
			if ok, _ := r.opts.Policy.Allows(t.Category, t.Name); !ok {
				continue
			}
		}
		tools = append(tools, t)
	}
	r.snap.Store(buildIndex(tools, r.rank))
}

// discover starts, once each, the servers whose tools are neither listed nor
// cached, so that a first search finds them; it waits as long as ctx allows.
func (r *Registry) discover(ctx context.Context) {
	var wg sync.WaitGroup
	for _, s := range r.serversByLength {
		if s.hasTools() || !s.discoveryTried.CompareAndSwap(false, true) {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.connection(ctx); err != nil {
				r.log.Warn("discovering tools failed", "server", s.cfg.Name, "err", err)
				if ctx.Err() != nil {
					s.discoveryTried.Store(false) // the caller gave up, not the server
				}
			}
		}()
	}
	wg.Wait()
}

// ServerStatus describes one downstream server.
type ServerStatus struct {
	Name      string `json:"name"`
	Type      string `json:"type"`
	Running   bool   `json:"running"`
	Tools     int    `json:"tools"`
	Cached    bool   `json:"cached"` // the tools come from the cache, not the server
	LastError string `json:"last_error,omitempty"`
}

// Servers reports the enabled downstream servers, by name.
func (r *Registry) Servers() []ServerStatus {
	out := make([]ServerStatus, 0, len(r.servers))
	for _, s := range r.servers {
		s.mu.Lock()
		st := ServerStatus{
			Name:    s.cfg.Name,
			Type:    s.cfg.Type,
			Running: s.conn != nil && !s.conn.dead.Load(),
			Tools:   len(s.tools),
			Cached:  s.tools != nil && !s.live,
		}
		if s.lastErr != nil {
			st.LastError = s.lastErr.Error()
		}
		s.mu.Unlock()
		out = append(out, st)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Search runs search_tools over every definition the policy allows.
func (r *Registry) Search(ctx context.Context, q Query) (Result, error) {
	return r.all.Search(ctx, q)
}

// Definition answers get_tool_definition over every definition the policy
// allows.
func (r *Registry) Definition(ctx context.Context, name, category string) (Tool, error) {
	return r.all.Definition(ctx, name, category)
}

// Call calls a downstream tool with no allowed_tools restriction (see
// View.Call).
func (r *Registry) Call(ctx context.Context, name string, args map[string]any) (CallResult, error) {
	return r.all.Call(ctx, name, args)
}

// errClosed is returned by calls after Close.
var errClosed error = &registryError{"registry is closed"}
