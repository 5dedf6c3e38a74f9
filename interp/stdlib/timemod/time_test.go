package timemod

import (
	"context"
	"testing"
	gotime "time"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

func sleepFunc(t *testing.T, th *py.Thread) py.Object {
	t.Helper()
	m, err := py.InstantiateModule(th, Modules()[0])
	require.NoError(t, err)
	f, ok := m.Dict.GetStr("sleep")
	require.True(t, ok)
	return f
}

func TestSleepStopsAtDeadline(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{MaxDuration: 300 * gotime.Millisecond})
	sleep := sleepFunc(t, th)
	start := gotime.Now()
	_, err := py.Call(th, sleep, []py.Object{py.Float(30)}, nil)
	require.Error(t, err)
	e, ok := err.(*py.Exception)
	require.True(t, ok)
	require.True(t, e.IsInstanceOf(py.TimeoutErrorType), "got %v", err)
	require.True(t, e.IsAbort(), "the timeout must not be catchable")
	require.Less(t, gotime.Since(start), 5*gotime.Second, "sleep past the deadline must return at once")
}

func TestSleepHonoursCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	th := py.NewThread(ctx, py.Limits{MaxDuration: 60 * gotime.Second})
	sleep := sleepFunc(t, th)
	go func() {
		gotime.Sleep(50 * gotime.Millisecond)
		cancel()
	}()
	start := gotime.Now()
	_, err := py.Call(th, sleep, []py.Object{py.Float(20)}, nil)
	require.Error(t, err)
	e, ok := err.(*py.Exception)
	require.True(t, ok)
	require.True(t, e.IsInstanceOf(py.KeyboardInterruptType), "got %v", err)
	require.Less(t, gotime.Since(start), 10*gotime.Second)
}

func TestSleepArguments(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	sleep := sleepFunc(t, th)
	for _, tc := range []struct {
		name string
		arg  py.Object
		want string
	}{
		{"negative", py.Int(-1), "ValueError: sleep length must be non-negative"},
		{"string", py.NewStr("1"), "TypeError: 'str' object cannot be interpreted as an integer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := py.Call(th, sleep, []py.Object{tc.arg}, nil)
			require.EqualError(t, err, tc.want)
		})
	}
	r, err := py.Call(th, sleep, []py.Object{py.Float(0.001)}, nil)
	require.NoError(t, err)
	require.Equal(t, py.None, r)
}
