package worker

import (
	"os"
	"runtime"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

// testHooks are builtins that only a worker started with
// MCPYTHON_WORKER_TEST_HOOKS=1 has: planted bugs for the tests of its OS
// limits, reaching the process behind the interpreter's back.
func testHooks() map[string]py.Object {
	return map[string]py.Object{
		// _hook_alloc(n) allocates and touches n bytes of Go memory the
		// interpreter does not account.
		"_hook_alloc": py.NewBuiltin("_hook_alloc", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var n py.Object
			if err := py.UnpackArgs("_hook_alloc", args, kw, "n", &n); err != nil {
				return nil, err
			}
			size, err := py.AsInt(th, n)
			if err != nil {
				return nil, err
			}
			var keep [][]byte
			for size > 0 {
				chunk := min(size, 16<<20)
				b := make([]byte, chunk)
				for i := 0; i < len(b); i += 4096 {
					b[i] = 1
				}
				keep = append(keep, b)
				size -= chunk
			}
			runtime.KeepAlive(keep)
			return py.Int(len(keep)), nil
		}),
		// _hook_hold(n) holds n bytes of Go memory the interpreter does not
		// account, taken 1 MiB at a time with a step between: a leak the
		// memory fence must stop, and a run that stops when told.
		"_hook_hold": py.NewBuiltin("_hook_hold", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var n py.Object
			if err := py.UnpackArgs("_hook_hold", args, kw, "n", &n); err != nil {
				return nil, err
			}
			size, err := py.AsInt(th, n)
			if err != nil {
				return nil, err
			}
			var keep [][]byte
			for ; size > 0; size -= 1 << 20 {
				b := make([]byte, 1<<20)
				for i := 0; i < len(b); i += 4096 {
					b[i] = 1
				}
				keep = append(keep, b)
				// a MiB is many steps' work: the run's guards check at once
				if err := th.TickN(1024); err != nil {
					return nil, err
				}
				time.Sleep(100 * time.Microsecond) // as slow as real code, so the fence samples it
			}
			runtime.KeepAlive(keep)
			return py.Int(len(keep)), nil
		}),
		// _hook_sleep(seconds) blocks in Go, deaf to the run's deadline.
		"_hook_sleep": py.NewBuiltin("_hook_sleep", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var s py.Object
			if err := py.UnpackArgs("_hook_sleep", args, kw, "seconds", &s); err != nil {
				return nil, err
			}
			n, err := py.AsInt(th, s)
			if err != nil {
				return nil, err
			}
			time.Sleep(time.Duration(n) * time.Second)
			return py.None, nil
		}),
		// _hook_spin(seconds) burns CPU in Go, deaf to the run's deadline.
		"_hook_spin": py.NewBuiltin("_hook_spin", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var s py.Object
			if err := py.UnpackArgs("_hook_spin", args, kw, "seconds", &s); err != nil {
				return nil, err
			}
			n, err := py.AsInt(th, s)
			if err != nil {
				return nil, err
			}
			end := time.Now().Add(time.Duration(n) * time.Second)
			x := 0
			for time.Now().Before(end) {
				x++
			}
			return py.Int(x), nil
		}),
		// _hook_open(path) opens a host file as a bug in Go code would and
		// returns "opened" or the error.
		"_hook_open": py.NewBuiltin("_hook_open", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var p py.Object
			if err := py.UnpackArgs("_hook_open", args, kw, "path", &p); err != nil {
				return nil, err
			}
			path, _ := py.AsStr(p)
			f, err := os.Open(path)
			if err != nil {
				return py.NewStr(err.Error()), nil
			}
			f.Close()
			return py.NewStr("opened"), nil
		}),
	}
}
