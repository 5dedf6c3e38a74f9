package server

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// session is one execute_code session: module globals kept between runs.
type session struct {
	id   string
	ns   *interp.Namespace
	turn chan struct{} // holds one token: runs in a session take turns

	// Guarded by sessions.mu.
	lastUsed time.Time
	users    int // calls holding or waiting for the session
}

// sessions is the set of live sessions, bounded in number and idle time.
type sessions struct {
	mu  sync.Mutex
	m   map[string]*session
	ttl time.Duration
	max int
	now func() time.Time
}

func newSessions(ttl time.Duration, max int, now func() time.Time) *sessions {
	return &sessions{m: map[string]*session{}, ttl: ttl, max: max, now: now}
}

// errTooManySessions means every session slot is held by a running call.
var errTooManySessions = fmt.Errorf("too many sessions are running at once")

// acquire returns the session named id, creating it when it is unknown or
// has expired (created is then true), and waits for the session's turn. The
// caller runs, then calls release.
func (ss *sessions) acquire(ctx context.Context, id string) (s *session, created bool, err error) {
	ss.mu.Lock()
	now := ss.now()
	ss.expireLocked(now)
	s, ok := ss.m[id]
	if !ok {
		if len(ss.m) >= ss.max && !ss.evictLocked() {
			ss.mu.Unlock()
			return nil, false, fmt.Errorf("%w (%d); wait for one to finish or call without session_id", errTooManySessions, ss.max)
		}
		s = &session{id: id, ns: interp.NewNamespace(), turn: make(chan struct{}, 1)}
		s.turn <- struct{}{}
		ss.m[id] = s
		created = true
	}
	s.users++
	s.lastUsed = now
	ss.mu.Unlock()

	select {
	case <-s.turn:
		return s, created, nil
	case <-ctx.Done():
		ss.mu.Lock()
		s.users--
		ss.mu.Unlock()
		return nil, false, ctx.Err()
	}
}

// release ends a call's use of the session.
func (ss *sessions) release(s *session) {
	ss.mu.Lock()
	s.users--
	s.lastUsed = ss.now()
	ss.mu.Unlock()
	s.turn <- struct{}{}
}

// expireLocked drops the sessions idle for longer than the TTL.
func (ss *sessions) expireLocked(now time.Time) {
	for id, s := range ss.m {
		if s.users == 0 && now.Sub(s.lastUsed) > ss.ttl {
			delete(ss.m, id)
		}
	}
}

// evictLocked drops the least recently used idle session, reporting whether
// there was one.
func (ss *sessions) evictLocked() bool {
	var oldest *session
	for _, s := range ss.m {
		if s.users == 0 && (oldest == nil || s.lastUsed.Before(oldest.lastUsed)) {
			oldest = s
		}
	}
	if oldest == nil {
		return false
	}
	delete(ss.m, oldest.id)
	return true
}

// sweep expires idle sessions; the server calls it periodically so that an
// idle server frees their memory too.
func (ss *sessions) sweep() {
	ss.mu.Lock()
	ss.expireLocked(ss.now())
	ss.mu.Unlock()
}

// live counts the sessions that have not expired.
func (ss *sessions) live() int {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	ss.expireLocked(ss.now())
	return len(ss.m)
}
