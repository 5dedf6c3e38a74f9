package registry

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRateLimiterBurstAndRefill(t *testing.T) {
	now := time.Unix(1000, 0)
	l := NewRateLimiter(Rate{PerSecond: 2, Burst: 3})
	l.now = func() time.Time { return now }
	for i := 0; i < 3; i++ {
		assert.True(t, l.Allow(), "token %d of the burst", i)
	}
	assert.False(t, l.Allow())
	now = now.Add(500 * time.Millisecond) // one token at 2/s
	assert.True(t, l.Allow())
	assert.False(t, l.Allow())
	now = now.Add(time.Hour) // refills only up to the burst
	for i := 0; i < 3; i++ {
		assert.True(t, l.Allow())
	}
	assert.False(t, l.Allow())
}

func TestRateLimiterWait(t *testing.T) {
	l := NewRateLimiter(Rate{PerSecond: 50, Burst: 1})
	require.NoError(t, l.Wait(context.Background()))
	// The next token is 20 ms away: a context that allows it waits.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	require.NoError(t, l.Wait(ctx))
	// A deadline before the next token fails at once.
	short, cancel2 := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel2()
	err := l.Wait(short)
	require.ErrorIs(t, err, ErrRateLimited)
}

func TestRateLimiterUnlimited(t *testing.T) {
	l := NewRateLimiter(Rate{})
	assert.Nil(t, l)
	assert.True(t, l.Allow())
	assert.NoError(t, l.Wait(context.Background()))
}
