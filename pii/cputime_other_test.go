//go:build !unix

package pii

import (
	"testing"
	"time"
)

// cpuTime is not measured off Unix; the benchmarks report 0.
func cpuTime(testing.TB) time.Duration { return 0 }
