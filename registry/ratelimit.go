package registry

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"
)

// RateLimiter is a token bucket, safe for concurrent use. The registry keeps
// one per downstream server; the server package can keep one for
// execute_code. A nil *RateLimiter never limits.
type RateLimiter struct {
	mu     sync.Mutex
	rate   float64 // tokens per second
	burst  float64
	tokens float64
	last   time.Time
	now    func() time.Time
}

// NewRateLimiter returns a bucket for the rate, full at the start, or nil
// (no limit) when r.PerSecond is zero.
func NewRateLimiter(r Rate) *RateLimiter {
	if r.PerSecond <= 0 {
		return nil
	}
	burst := float64(r.Burst)
	if burst <= 0 {
		burst = math.Max(1, r.PerSecond)
	}
	return &RateLimiter{rate: r.PerSecond, burst: burst, tokens: burst, now: time.Now}
}

// Allow takes a token if one is there now.
func (l *RateLimiter) Allow() bool {
	if l == nil {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.refill()
	if l.tokens >= 1 {
		l.tokens--
		return true
	}
	return false
}

// Wait takes a token, waiting for one as long as the context allows. When the
// context's deadline comes before the next token, it fails at once with
// ErrRateLimited instead of waiting in vain.
func (l *RateLimiter) Wait(ctx context.Context) error {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	l.refill()
	if l.tokens >= 1 {
		l.tokens--
		l.mu.Unlock()
		return nil
	}
	// Reserve the next token now so that waiters are served in order.
	wait := time.Duration((1 - l.tokens) / l.rate * float64(time.Second))
	if dl, ok := ctx.Deadline(); ok && l.now().Add(wait).After(dl) {
		l.mu.Unlock()
		return fmt.Errorf("%w: next call allowed in %v, after the deadline", ErrRateLimited, wait.Round(time.Millisecond))
	}
	l.tokens--
	l.mu.Unlock()
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		l.mu.Lock()
		l.tokens++ // give the reservation back
		l.mu.Unlock()
		return fmt.Errorf("%w: %w", ErrRateLimited, ctx.Err())
	}
}

// refill adds the tokens earned since the last look; l.mu must be held.
func (l *RateLimiter) refill() {
	now := l.now()
	if !l.last.IsZero() {
		l.tokens = math.Min(l.burst, l.tokens+now.Sub(l.last).Seconds()*l.rate)
	}
	l.last = now
}
