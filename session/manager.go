package session

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/store"
)

// Space is the blob space the sessions are stored in.
const Space = "sessions"

// LocalScope is the scope of sessions of the local user (stdio, and HTTP
// without a token).
const LocalScope = "local"

// TokenScope is the scope of sessions of callers holding an HTTP token: a
// digest of it, never the token.
func TokenScope(token string) string {
	return "token:" + SnapshotName("token", token)[:16]
}

// Codec turns a namespace into bytes and back: the interpreter's snapshot
// format.
type Codec struct {
	// Encode snapshots ns, returning the globals it kept and those it had
	// to leave out.
	Encode func(ns *interp.Namespace) (snap []byte, kept, dropped []string, err error)
	// Decode restores a namespace from a snapshot.
	Decode func(snap []byte) (*interp.Namespace, error)
}

// Options configure a Manager.
type Options struct {
	// TTL is how long an idle session lives, in memory and in the store.
	TTL time.Duration
	// Max bounds the sessions held in memory; an idle one is evicted (its
	// state stays stored) to make room.
	Max int
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Store and Codec persist sessions; with either nil, sessions live in
	// memory only and end with the process.
	Store store.Store
	Codec *Codec
	// Logger receives warnings of background work; nil discards them.
	Logger *slog.Logger
}

// ErrOverBudget means a call left its session holding more than a
// session may keep (MaxSnapshotBytes, measured by its snapshot): the
// call's changes are dropped and the session goes on from its state
// before the call.
var ErrOverBudget = errors.New("the session is over its memory budget")

// OverBudgetError is the ErrOverBudget of session id, saying what to do.
func OverBudgetError(id string) error {
	return fmt.Errorf("%w: session %q would hold more than %d MiB, so this call's changes to it were dropped and it goes on from its state before the call (del what you no longer need, or keep large data in workspace files)",
		ErrOverBudget, id, MaxSnapshotBytes>>20)
}

// ErrTooMany means every in-memory slot is held by a running call.
var ErrTooMany = errors.New("too many sessions are running at once")

// Manager holds the sessions of one process. It is safe for concurrent use.
type Manager struct {
	opts  Options
	blobs store.Blobs // nil: memory only
	log   *slog.Logger

	mu sync.Mutex
	m  map[string]*Session // by SnapshotName
}

// Session is one session while a call holds it.
type Session struct {
	ID, Scope string
	// Namespace holds the module globals; the caller runs code in it
	// between Acquire and Release.
	Namespace *interp.Namespace

	name    string
	version store.Version // the stored state Namespace matches; "" if none
	created time.Time
	turn    chan struct{} // one token: calls in a session take turns
	unlock  func()        // the store's lock, held during a call

	// Guarded by Manager.mu.
	lastUsed time.Time
	users    int

	bytes atomic.Int64 // size of its last saved snapshot: what it holds
}

// Status says how Acquire found the session.
type Status struct {
	// New is true for a session that starts empty: an unknown id, an
	// expired or deleted one, or one whose stored state was unreadable.
	New bool
	// Restored is true when the state came from the store (a restart, or
	// another process ran the session since).
	Restored bool
	// RestoreError explains why stored state could not be restored; the
	// session then starts empty and the stored state is discarded.
	RestoreError error
}

// New returns a manager.
func New(opts Options) *Manager {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Max <= 0 {
		opts.Max = 64
	}
	if opts.TTL <= 0 {
		opts.TTL = 30 * time.Minute
	}
	m := &Manager{opts: opts, m: map[string]*Session{}, log: opts.Logger}
	if m.log == nil {
		m.log = slog.New(slog.DiscardHandler)
	}
	if opts.Store != nil && opts.Codec != nil {
		m.blobs = opts.Store.Blobs(Space)
	}
	return m
}

// Persistent reports whether sessions outlive the process.
func (m *Manager) Persistent() bool { return m.blobs != nil }

// Acquire returns the session (scope, id) for one call, waiting for its
// turn (in this process and in every other process on the store). The
// caller runs, then calls Release.
func (m *Manager) Acquire(ctx context.Context, scope, id string) (*Session, Status, error) {
	name := SnapshotName(scope, id)
	m.mu.Lock()
	now := m.opts.Now()
	m.expireLocked(now)
	s, ok := m.m[name]
	fresh := !ok
	if !ok {
		if len(m.m) >= m.opts.Max && !m.evictLocked() {
			m.mu.Unlock()
			return nil, Status{}, fmt.Errorf("%w (%d); wait for one to finish or call without session_id", ErrTooMany, m.opts.Max)
		}
		s = &Session{ID: id, Scope: scope, name: name, Namespace: interp.NewNamespace(), created: now, turn: make(chan struct{}, 1)}
		s.turn <- struct{}{}
		m.m[name] = s
	}
	s.users++
	s.lastUsed = now
	m.mu.Unlock()

	select {
	case <-s.turn:
	case <-ctx.Done():
		m.done(s)
		return nil, Status{}, ctx.Err()
	}
	if m.blobs == nil {
		return s, Status{New: fresh}, nil
	}
	unlock, err := m.blobs.Lock(ctx, name)
	if err != nil {
		m.giveBack(s)
		return nil, Status{}, fmt.Errorf("session %q: %w", id, err)
	}
	s.unlock = unlock
	st, err := m.sync(ctx, s, fresh)
	if err != nil {
		s.unlock()
		s.unlock = nil
		m.giveBack(s)
		return nil, Status{}, err
	}
	return s, st, nil
}

// sync brings s up to the stored state, under the session's lock.
func (m *Manager) sync(ctx context.Context, s *Session, fresh bool) (Status, error) {
	info, err := m.blobs.Stat(ctx, s.name)
	switch {
	case errors.Is(err, store.ErrNotFound):
		if s.version != "" {
			// Stored once, gone now: expired or deleted elsewhere.
			m.reset(s)
			return Status{New: true}, nil
		}
		return Status{New: fresh}, nil
	case err != nil:
		return Status{}, fmt.Errorf("session %q: %w", s.ID, err)
	case info.Version == s.version:
		return Status{}, nil
	}
	data, ver, err := m.blobs.Get(ctx, s.name)
	if errors.Is(err, store.ErrNotFound) {
		m.reset(s)
		return Status{New: true}, nil
	}
	if err != nil {
		return Status{}, fmt.Errorf("session %q: %w", s.ID, err)
	}
	h, snap, err := decodeRecord(data)
	if err == nil && m.expired(h) {
		m.reset(s)
		return Status{New: true}, m.blobs.Delete(ctx, s.name)
	}
	var ns *interp.Namespace
	if err == nil {
		ns, err = m.opts.Codec.Decode(snap)
	}
	if err != nil {
		// Unreadable state is discarded so that the next call does not
		// meet it again; the session starts over.
		m.reset(s)
		if derr := m.blobs.Delete(ctx, s.name); derr != nil {
			m.log.Warn("deleting an unreadable session failed", "err", derr)
		}
		return Status{New: true, RestoreError: err}, nil
	}
	s.Namespace, s.version, s.created = ns, ver, h.Created
	return Status{Restored: true}, nil
}

// expired reports whether a stored session has been idle past the TTL, by
// the manager's clock (the time it saved it with).
func (m *Manager) expired(h Header) bool {
	return m.opts.Now().Sub(h.Saved) > m.opts.TTL
}

func (m *Manager) reset(s *Session) {
	s.Namespace = interp.NewNamespace()
	s.version = ""
	s.created = m.opts.Now()
}

// Release ends a call's use of the session. When sessions persist, the
// namespace is stored first; dropped names the globals that could not be
// kept. An error means the state was not stored (the session goes on in
// this process's memory).
func (m *Manager) Release(ctx context.Context, s *Session) (dropped []string, err error) {
	if m.blobs != nil {
		dropped, err = m.save(ctx, s)
		s.unlock()
		s.unlock = nil
	}
	m.giveBack(s)
	return dropped, err
}

// Revert ends a call's use of the session dropping what the call did to
// it: the next call goes on from the stored state (empty when sessions do
// not persist, or none was stored). It is for a run stopped past its
// memory, whose namespace must be neither kept nor snapshotted.
func (m *Manager) Revert(s *Session) {
	s.Namespace, s.version = interp.NewNamespace(), ""
	if m.blobs != nil {
		s.unlock()
		s.unlock = nil
	}
	m.giveBack(s)
}

func (m *Manager) save(ctx context.Context, s *Session) ([]string, error) {
	snap, kept, dropped, err := m.opts.Codec.Encode(s.Namespace)
	if errors.Is(err, interp.ErrSnapshotTooLarge) {
		// Roll back: the next call starts from the stored state (or
		// empty, if none was stored), not from what this call grew.
		s.Namespace, s.version = interp.NewNamespace(), ""
		return nil, OverBudgetError(s.ID)
	}
	if err != nil {
		return nil, fmt.Errorf("session %q not saved: %w", s.ID, err)
	}
	s.bytes.Store(int64(len(snap)))
	rec, err := encodeRecord(Header{ID: s.ID, Scope: s.Scope, Created: s.created.UTC(), Saved: m.opts.Now().UTC(), Names: kept, Dropped: dropped}, snap)
	if err != nil {
		return dropped, err
	}
	// The call's ctx may be cancelled already (a timeout); saving what
	// the run left is still right.
	ver, err := m.blobs.Put(context.WithoutCancel(ctx), s.name, rec)
	if err != nil {
		s.version = ""
		return dropped, fmt.Errorf("session %q not saved: %w", s.ID, err)
	}
	s.version = ver
	return dropped, nil
}

// giveBack returns the session's turn.
func (m *Manager) giveBack(s *Session) {
	m.done(s)
	s.turn <- struct{}{}
}

func (m *Manager) done(s *Session) {
	m.mu.Lock()
	s.users--
	s.lastUsed = m.opts.Now()
	m.mu.Unlock()
}

// expireLocked drops from memory the sessions idle for longer than the TTL.
func (m *Manager) expireLocked(now time.Time) {
	for name, s := range m.m {
		if s.users == 0 && now.Sub(s.lastUsed) > m.opts.TTL {
			delete(m.m, name)
		}
	}
}

// evictLocked drops the least recently used idle session from memory,
// reporting whether there was one. Its stored state stays.
func (m *Manager) evictLocked() bool {
	var oldest *Session
	for _, s := range m.m {
		if s.users == 0 && (oldest == nil || s.lastUsed.Before(oldest.lastUsed)) {
			oldest = s
		}
	}
	if oldest == nil {
		return false
	}
	delete(m.m, oldest.name)
	return true
}

// Retained is what the sessions this process holds in memory keep, in
// bytes of their last saved snapshots (0 for sessions that do not persist).
func (m *Manager) Retained() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	var n int64
	for _, s := range m.m {
		n += s.bytes.Load()
	}
	return n
}

// Live counts the sessions this process holds in memory.
func (m *Manager) Live() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.expireLocked(m.opts.Now())
	return len(m.m)
}

// Sweep expires idle sessions in memory and deletes stored sessions idle
// for longer than the TTL (skipping any a call holds).
func (m *Manager) Sweep(ctx context.Context) error {
	m.mu.Lock()
	m.expireLocked(m.opts.Now())
	m.mu.Unlock()
	if m.blobs == nil {
		return nil
	}
	list, err := m.blobs.List(ctx)
	if err != nil {
		return fmt.Errorf("sweep sessions: %w", err)
	}
	for _, b := range list {
		if !m.storedExpired(ctx, b.Name) {
			continue
		}
		lctx, cancel := context.WithTimeout(ctx, 10*time.Millisecond)
		unlock, err := m.blobs.Lock(lctx, b.Name)
		cancel()
		if err != nil {
			continue // in use
		}
		if m.storedExpired(ctx, b.Name) {
			if err := m.blobs.Delete(ctx, b.Name); err != nil {
				m.log.Warn("deleting an expired session failed", "err", err)
			}
		}
		unlock()
	}
	return nil
}

// storedExpired reads a stored session's header to tell whether it
// expired; an unreadable record counts as expired.
func (m *Manager) storedExpired(ctx context.Context, name string) bool {
	data, _, err := m.blobs.Get(ctx, name)
	if err != nil {
		return false
	}
	h, _, err := decodeRecord(data)
	return err != nil || m.expired(h)
}
