package server

import (
	"fmt"
	"log/slog"
	"runtime"
	"time"

	"github.com/mcpython/mcpython/session"
	"github.com/mcpython/mcpython/worker"
)

// Profile selects which tools the server lists.
type Profile string

const (
	// ProfileFull lists every tool.
	ProfileFull Profile = "full"
	// ProfileMinimal lists execute_code and search_tools only.
	ProfileMinimal Profile = "minimal"
)

// Defaults used when the corresponding Options field is zero.
const (
	DefaultTimeout          = 30 * time.Second
	DefaultMaxTimeout       = 300 * time.Second
	DefaultMemory           = 256 << 20 // bytes
	DefaultMaxOutput        = 100_000   // bytes
	DefaultSessionTTL       = 30 * time.Minute
	DefaultMaxSessions      = 64
	DefaultProgressInterval = time.Second
	DefaultMaxRequestBody   = 4 << 20 // bytes
	DefaultServerMemory     = 1 << 30 // bytes
	DefaultMaxQueuedRuns    = 1000
)

// Options configure a Server. The zero value is the full profile with the
// default limits.
type Options struct {
	// Timeout is a run's time limit when the call does not ask for one.
	Timeout time.Duration
	// MaxTimeout caps what a call may ask with timeout_seconds.
	MaxTimeout time.Duration
	// Memory bounds a run's accounted allocations, in bytes.
	Memory int64
	// MaxOutput bounds the stdout and stderr a run keeps, in bytes.
	MaxOutput int
	// Profile selects the listed tools; "" is ProfileFull.
	Profile Profile
	// SanitizeOutput is execute_code's default for sanitize_output.
	SanitizeOutput bool
	// SessionTTL is how long an idle session lives.
	SessionTTL time.Duration
	// MaxSessions bounds the sessions held in memory.
	MaxSessions int
	// SessionCodec persists sessions in the store after every call (see
	// package session); nil keeps them in memory only.
	SessionCodec *session.Codec
	// HTTPStateless serves streamable HTTP without MCP sessions (no
	// Mcp-Session-Id): every request stands alone, so any replica behind a
	// load balancer can answer any request. execute_code sessions are
	// unaffected (they live in the store).
	HTTPStateless bool
	// ProgressInterval is the time between progress notifications of a
	// long run (sent only when the client asked with a progressToken).
	ProgressInterval time.Duration
	// StatsFlushInterval is how often changed statistics are written to the
	// database (default 2 s); Close writes them too.
	StatsFlushInterval time.Duration
	// MaxRequestBody bounds the body of one HTTP request, in bytes (413
	// beyond it).
	MaxRequestBody int64
	// MaxRuns bounds the execute_code runs at once (default: the worker
	// pool's size, or twice the CPUs, at least 4, in process); more wait.
	MaxRuns int
	// MaxRunsPerClient bounds the runs at once of one client (an MCP
	// session: a stdio connection, an HTTP client); default MaxRuns. The
	// waiting runs of all clients start in turn, one per client.
	MaxRunsPerClient int
	// MaxQueuedRuns bounds the runs one client may have waiting; more are
	// refused at once (default 1000).
	MaxQueuedRuns int
	// ServerMemory is the memory all running runs may reserve together,
	// each its Memory (default 1 GiB): a run that does not fit waits.
	ServerMemory int64
	// Workers, when set, runs execute_code in worker processes
	// (--isolation process): a run that ends its process costs only that
	// run. nil runs code in this process. The caller owns the pool.
	Workers *worker.Pool
	// Version is reported to clients in the initialize result.
	Version string
	// Logger receives the server's logs (default: discard).
	Logger *slog.Logger
	// Now is the clock for sessions and statistics (default time.Now);
	// tests move it.
	Now func() time.Time
}

// withDefaults fills the zero fields and checks the rest.
func (o Options) withDefaults() (Options, error) {
	if o.Timeout == 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxTimeout == 0 {
		o.MaxTimeout = DefaultMaxTimeout
	}
	if o.Memory == 0 {
		o.Memory = DefaultMemory
	}
	if o.MaxOutput == 0 {
		o.MaxOutput = DefaultMaxOutput
	}
	if o.Profile == "" {
		o.Profile = ProfileFull
	}
	if o.SessionTTL == 0 {
		o.SessionTTL = DefaultSessionTTL
	}
	if o.MaxSessions == 0 {
		o.MaxSessions = DefaultMaxSessions
	}
	if o.ProgressInterval == 0 {
		o.ProgressInterval = DefaultProgressInterval
	}
	if o.StatsFlushInterval == 0 {
		o.StatsFlushInterval = 2 * time.Second
	}
	if o.MaxRequestBody <= 0 {
		o.MaxRequestBody = DefaultMaxRequestBody
	}
	if o.MaxRuns <= 0 {
		o.MaxRuns = max(4, 2*runtime.NumCPU())
		if o.Workers != nil {
			o.MaxRuns = o.Workers.Size()
		}
	}
	if o.MaxRunsPerClient <= 0 || o.MaxRunsPerClient > o.MaxRuns {
		o.MaxRunsPerClient = o.MaxRuns
	}
	if o.MaxQueuedRuns <= 0 {
		o.MaxQueuedRuns = DefaultMaxQueuedRuns
	}
	if o.ServerMemory <= 0 {
		o.ServerMemory = max(DefaultServerMemory, o.Memory)
	}
	if o.Version == "" {
		o.Version = "dev"
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	switch {
	case o.Timeout < 0 || o.MaxTimeout < 0 || o.Memory < 0 || o.MaxOutput < 0:
		return o, fmt.Errorf("negative limit (timeout %s, max timeout %s, memory %d, max output %d)",
			o.Timeout, o.MaxTimeout, o.Memory, o.MaxOutput)
	case o.Timeout > o.MaxTimeout:
		return o, fmt.Errorf("timeout %s is above the max timeout %s", o.Timeout, o.MaxTimeout)
	case o.Profile != ProfileFull && o.Profile != ProfileMinimal:
		return o, fmt.Errorf("profile %q: want %q or %q", o.Profile, ProfileFull, ProfileMinimal)
	case o.SessionTTL < 0 || o.MaxSessions < 0 || o.ProgressInterval < 0 || o.StatsFlushInterval < 0:
		return o, fmt.Errorf("negative session or interval setting")
	}
	return o, nil
}
