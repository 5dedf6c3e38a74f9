package py

import "time"

// Host API on a run's Thread for standard-library modules and bindings:
// limits, the clock, the call stack and imported modules.

// CheckLimits checks the deadline, the step budget and cancellation now,
// whatever the step count (for host code that waits, like time.sleep).
func (th *Thread) CheckLimits() error { return th.checkSlow() }

// TimeoutNow ends the run with its TimeoutError, as when the deadline
// passes (for host code that knows a wait would overrun it).
func (th *Thread) TimeoutNow() error {
	return th.setAbort(Errorf(TimeoutErrorType, "execution exceeded the time limit (%s)", th.Limits.MaxDuration))
}

// RecursionLimit returns the call-depth limit in force.
func (th *Thread) RecursionLimit() int { return th.maxDepth }

// SetRecursionLimit sets the call-depth limit, capped by the host's
// Limits.MaxDepth so that code cannot raise it past what the host allows.
// It returns the limit now in force.
func (th *Thread) SetRecursionLimit(n int) (int, error) {
	if n < 1 {
		return th.maxDepth, Errorf(ValueErrorType, "recursion limit must be greater or equal than 1")
	}
	if n > th.Limits.MaxDepth {
		n = th.Limits.MaxDepth
	}
	if n <= th.depth {
		return th.maxDepth, Errorf(RecursionErrorType, "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low", n, th.depth)
	}
	th.maxDepth = n
	return n, nil
}

// Depth returns the current Python call depth.
func (th *Thread) Depth() int { return th.depth }

// HandledException returns the exception the innermost running except
// block handles (sys.exc_info), or nil.
func (th *Thread) HandledException() *Exception { return th.currentHandled() }

// ImportedModule returns the module imported under name in this run, or nil.
func (th *Thread) ImportedModule(name string) Object { return th.modules[name] }

// ImportedModuleNames returns the names of the modules imported in this run.
func (th *Thread) ImportedModuleNames() []string {
	names := make([]string, 0, len(th.modules))
	for k := range th.modules {
		names = append(names, k)
	}
	sortStrings(names)
	return names
}

// CallerFrame returns the module namespace and line of the Python frame
// depth levels above the innermost one (0 is the innermost), or nil.
// sys._getframe is built on it: library code reads the caller's globals to
// name the module of a class built by a function (namedtuple, Enum(...)).
func (th *Thread) CallerFrame(depth int) (*Dict, int) {
	fr := th.frame
	for ; fr != nil && depth > 0; depth-- {
		fr = fr.back
	}
	if fr == nil {
		return nil, 0
	}
	return fr.globals, fr.line
}

// MainGlobals returns the namespace of the outermost frame: the __main__
// module of the run.
func (th *Thread) MainGlobals() *Dict {
	fr := th.frame
	if fr == nil {
		return nil
	}
	for fr.back != nil {
		fr = fr.back
	}
	return fr.globals
}

// Sleep blocks for d (asyncio's event loop when every task waits for a
// timer). The time counts against the run's deadline: a sleep that would
// end after it fails at once with the run's time-limit error, and a
// cancelled run wakes up at once.
func (th *Thread) Sleep(d time.Duration) error {
	if d > 0 {
		if time.Now().Add(d).After(th.deadline) {
			return th.setAbort(Errorf(TimeoutErrorType, "execution exceeded the time limit (%s): a sleep of %s would end after the deadline", th.Limits.MaxDuration, d.Round(time.Millisecond)))
		}
		timer := time.NewTimer(d)
		defer timer.Stop()
		select {
		case <-timer.C:
		case <-th.ctx.Done():
		}
	}
	return th.checkSlow()
}

// Elapsed returns the time since the run started (a monotonic clock).
func (th *Thread) Elapsed() time.Duration { return time.Since(th.start) }

// CurrentLine returns the line of Python code being executed, or 0.
func (th *Thread) CurrentLine() int {
	if th.frame == nil {
		return 0
	}
	return th.frame.line
}

// EnterRecursive counts one level of Go recursion over nested data against
// the run's recursion limit, like CPython's Py_EnterRecursiveCall; what
// completes the message ("maximum recursion depth exceeded" + what). Every
// successful call must be paired with LeaveRecursive.
func (th *Thread) EnterRecursive(what string) error {
	th.depth++
	if th.depth > th.maxDepth {
		th.depth--
		return Errorf(RecursionErrorType, "maximum recursion depth exceeded%s", what)
	}
	return nil
}

// LeaveRecursive undoes one EnterRecursive.
func (th *Thread) LeaveRecursive() { th.depth-- }
