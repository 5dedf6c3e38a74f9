package session

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

var ctx = context.Background()

type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func newManager(st store.Store, c *clock) *Manager {
	return New(Options{TTL: time.Hour, Max: 4, Now: c.Now, Store: st, Codec: InterpCodec()})
}

// run executes code in the session and returns stdout (or the error).
func run(t *testing.T, m *Manager, scope, id, code string) (string, Status) {
	t.Helper()
	s, st, err := m.Acquire(ctx, scope, id)
	require.NoError(t, err)
	res := interp.Run(ctx, code, interp.Options{Namespace: s.Namespace})
	_, err = m.Release(ctx, s)
	require.NoError(t, err)
	if res.Error != nil {
		return res.Error.Type + ": " + res.Error.Message, st
	}
	return res.Stdout, st
}

// TestTwoProcesses: two managers on one store behave as two processes:
// each continues what the other did.
func TestTwoProcesses(t *testing.T) {
	st := storetest.Open(t)
	c := &clock{now: time.Now()}
	a, b := newManager(st, c), newManager(st, c)
	out, status := run(t, a, LocalScope, "s", "n = 1\nprint(n)")
	assert.Equal(t, "1\n", out)
	assert.True(t, status.New)
	out, status = run(t, b, LocalScope, "s", "n += 1\nprint(n)")
	assert.Equal(t, "2\n", out)
	assert.True(t, status.Restored)
	out, status = run(t, a, LocalScope, "s", "n += 1\nprint(n)")
	assert.Equal(t, "3\n", out, "A notices that B ran the session since")
	assert.True(t, status.Restored)
	out, status = run(t, a, LocalScope, "s", "print(n)")
	assert.Equal(t, "3\n", out)
	assert.False(t, status.Restored, "nothing changed elsewhere: A uses what it holds")
}

func TestScopesAreSeparate(t *testing.T) {
	st := storetest.Open(t)
	m := newManager(st, &clock{now: time.Now()})
	run(t, m, TokenScope("alice"), "same", "x = 'alice'")
	out, status := run(t, m, TokenScope("bob"), "same", "print(x)")
	assert.Equal(t, "NameError: name 'x' is not defined", out)
	assert.True(t, status.New)
	out, _ = run(t, m, TokenScope("alice"), "same", "print(x)")
	assert.Equal(t, "alice\n", out)
	assert.NotContains(t, TokenScope("alice"), "alice", "the scope does not reveal the token")
}

// TestDamagedState: every kind of damage ends in a RestoreError, a fresh
// session and the damaged record gone; never a panic.
func TestDamagedState(t *testing.T) {
	cases := []struct {
		name   string
		damage func(rec []byte) []byte
	}{
		{"truncated", func(rec []byte) []byte { return rec[:len(rec)/2] }},
		{"empty", func([]byte) []byte { return nil }},
		{"flipped byte in the snapshot", func(rec []byte) []byte {
			rec = append([]byte(nil), rec...)
			rec[len(rec)-3] ^= 0x40
			return rec
		}},
		{"not a record", func([]byte) []byte { return []byte("hello world, not a session") }},
		{"newer snapshot version", func(rec []byte) []byte {
			h, snap, err := decodeRecord(rec)
			if err != nil {
				panic(err)
			}
			snap = append([]byte(nil), snap...)
			// the version follows the 8-byte magic
			snap[8], snap[9] = 0xff, 0xff
			out, _ := encodeRecord(h, snap)
			return out
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := storetest.Open(t)
			c := &clock{now: time.Now()}
			run(t, newManager(st, c), LocalScope, "s", "x = [1, 2, 3]")
			blobs := st.Blobs(Space)
			name := SnapshotName(LocalScope, "s")
			rec, _, err := blobs.Get(ctx, name)
			require.NoError(t, err)
			_, err = blobs.Put(ctx, name, tc.damage(rec))
			require.NoError(t, err)

			fresh := newManager(st, c) // another process meets the damage
			s, status, err := fresh.Acquire(ctx, LocalScope, "s")
			require.NoError(t, err)
			assert.True(t, status.New)
			require.Error(t, status.RestoreError)
			_, err = fresh.Release(ctx, s)
			require.NoError(t, err)
			out, status := run(t, fresh, LocalScope, "s", "print('x' in globals())")
			assert.Equal(t, "False\n", out)
			assert.NoError(t, status.RestoreError, "the damaged record was replaced")
		})
	}
}

func TestExpiry(t *testing.T) {
	st := storetest.Open(t)
	c := &clock{now: time.Now()}
	m := newManager(st, c)
	run(t, m, LocalScope, "old", "v = 1")
	c.Advance(50 * time.Minute)
	run(t, m, LocalScope, "young", "v = 2")
	c.Advance(20 * time.Minute)
	require.NoError(t, m.Sweep(ctx))
	list, err := List(ctx, st)
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Equal(t, "young", list[0].ID)
	out, status := run(t, newManager(st, c), LocalScope, "old", "print('v' in globals())")
	assert.Equal(t, "False\n", out)
	assert.True(t, status.New)
}

// TestDeletedElsewhere: `mcpython sessions delete` while a server holds the
// session in memory: its next call starts over.
func TestDeletedElsewhere(t *testing.T) {
	st := storetest.Open(t)
	m := newManager(st, &clock{now: time.Now()})
	run(t, m, LocalScope, "s", "v = 1")
	found, err := Find(ctx, st, "s")
	require.NoError(t, err)
	require.Len(t, found, 1)
	assert.Equal(t, []string{"v"}, found[0].Names)
	require.NoError(t, Delete(ctx, st, found[0]))
	out, status := run(t, m, LocalScope, "s", "print('v' in globals())")
	assert.Equal(t, "False\n", out)
	assert.True(t, status.New)
}

// TestCallsTakeTurnsAcrossManagers: concurrent calls of one session in two
// managers never interleave (each increment is seen by the next).
func TestCallsTakeTurnsAcrossManagers(t *testing.T) {
	st := storetest.Open(t)
	c := &clock{now: time.Now()}
	ms := []*Manager{newManager(st, c), newManager(st, c)}
	run(t, ms[0], LocalScope, "s", "n = 0")
	var wg sync.WaitGroup
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			run(t, ms[i%2], LocalScope, "s", "n += 1")
		}()
	}
	wg.Wait()
	out, _ := run(t, ms[0], LocalScope, "s", "print(n)")
	assert.Equal(t, "10\n", out)
}

func TestMemoryOnly(t *testing.T) {
	m := New(Options{TTL: time.Hour, Max: 1})
	assert.False(t, m.Persistent())
	out, status := run(t, m, LocalScope, "a", "x = 1\nprint(x)")
	assert.Equal(t, "1\n", out)
	assert.True(t, status.New)
	out, _ = run(t, m, LocalScope, "a", "print(x)")
	assert.Equal(t, "1\n", out)
	s, _, err := m.Acquire(ctx, LocalScope, "a")
	require.NoError(t, err)
	_, _, err = m.Acquire(ctx, LocalScope, "b")
	assert.True(t, errors.Is(err, ErrTooMany))
	_, err = m.Release(ctx, s)
	require.NoError(t, err)
}

// TestOverBudgetRollsBack: a call that leaves its session past
// MaxSnapshotBytes gets ErrOverBudget, and the next call finds the state
// stored before it; Retained counts what the live sessions keep.
func TestOverBudgetRollsBack(t *testing.T) {
	st := storetest.Open(t)
	m := New(Options{TTL: time.Hour, Store: st, Codec: InterpCodec()})
	call := func(code string) (*interp.Result, error) {
		s, _, err := m.Acquire(ctx, LocalScope, "big")
		require.NoError(t, err)
		res := interp.Run(ctx, code, interp.Options{Namespace: s.Namespace})
		_, err = m.Release(ctx, s)
		return res, err
	}
	_, err := call("a = 'kept'")
	require.NoError(t, err)
	kept := m.Retained()
	require.Positive(t, kept)
	_, err = call("a = 'lost'\nx = b'a' * (70 << 20)")
	require.ErrorIs(t, err, ErrOverBudget)
	res, err := call("a, 'x' in globals()")
	require.NoError(t, err)
	require.Nil(t, res.Error)
	require.Equal(t, "('kept', False)", res.Value)
	require.Equal(t, kept, m.Retained())
}
