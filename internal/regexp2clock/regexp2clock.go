// Package regexp2clock sets how often regexp2's timeout clock ticks, once
// per process, before the first match with a timeout.
//
// The period is a process-wide variable of regexp2 that every match with a
// timeout reads, so it must be set before any goroutine matches. It used
// to be set by an init function of interp/stdlib/re; every package init
// costs each process pages of the binary (issue 16), and setting it at the
// first import of re instead would race with the tool registry's matches.
// So every package of ours that runs regexp2 matches with a timeout calls
// Setup first.
package regexp2clock

import (
	"sync"
	"time"

	"github.com/dlclark/regexp2"
)

// Period is how often the clock ticks: a match stopped by its timeout
// overruns it by about twice this. (The clock runs in the background only
// while some match has a deadline.)
const Period = 10 * time.Millisecond

var once sync.Once

// Setup sets the clock's period the first time it is called.
func Setup() { once.Do(func() { regexp2.SetTimeoutCheckPeriod(Period) }) }
