// Package asyncio is the sandbox's asyncio module: a cooperative event
// loop written in Python (asyncio.py) over three Go primitives: the clock,
// sleeping under the run's deadline, and recognising async functions.
package asyncio

import (
	_ "embed"
	"math"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed asyncio.py
var source string

// Modules returns the definition of the asyncio module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "asyncio", Doc: "The asyncio package: a cooperative event loop inside the run.", Init: initModule, Source: source}}
}

func initModule(th *py.Thread, m *py.Module) error {
	for name, fn := range map[string]py.BuiltinFunc{
		"_monotonic":             monotonic,
		"_sleep":                 sleep,
		"_is_coroutine_function": isCoroutineFunction,
	} {
		m.Dict.SetStr(name, py.NewBuiltin(name, fn))
	}
	return nil
}

// monotonic is the loop's clock: seconds since the run started.
func monotonic(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_monotonic", args, kwnames, 0, 0); err != nil {
		return nil, err
	}
	return py.Float(th.Elapsed().Seconds()), nil
}

// sleep waits for the next timer; the wait counts against the deadline.
func sleep(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_sleep", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	secs, err := py.AsFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	if math.IsNaN(secs) || secs < 0 {
		secs = 0
	}
	if secs > float64(math.MaxInt64/int64(time.Second)) {
		secs = float64(math.MaxInt64 / int64(time.Second))
	}
	if err := th.Sleep(time.Duration(secs * float64(time.Second))); err != nil {
		return nil, err
	}
	return py.None, nil
}

// isCoroutineFunction reports whether f (or the function a bound method
// wraps) was defined with async def.
func isCoroutineFunction(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_is_coroutine_function", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	f := args[0]
	if m, err := py.GetAttr(th, f, "__func__"); err == nil {
		f = m
	}
	fn, ok := f.(*py.Function)
	return py.NewBool(ok && fn.Code().Coroutine), nil
}
