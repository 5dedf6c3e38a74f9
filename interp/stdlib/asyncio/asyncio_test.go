package asyncio_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// asyncio.sleep really waits, and the wait counts against the run's limits:
// a sleep past the deadline fails at once, a cancelled run wakes up.

func TestSleepPastTheDeadlineFailsAtOnce(t *testing.T) {
	code := "import asyncio\nasyncio.run(asyncio.sleep(3600))"
	start := time.Now()
	res := interp.Run(context.Background(), code, interp.Options{Limits: interp.Limits{MaxDuration: 5 * time.Second}})
	if res.Error == nil || res.Error.Type != "TimeoutError" || !strings.Contains(res.Error.Message, "time limit") {
		t.Fatalf("want the time-limit TimeoutError, got %+v", res.Error)
	}
	if elapsed := time.Since(start); elapsed > 4*time.Second {
		t.Errorf("the run waited %s for a sleep it could not finish", elapsed)
	}
}

func TestTheDeadlineCannotBeSwallowed(t *testing.T) {
	code := `import asyncio
async def main():
    try:
        await asyncio.sleep(3600)
    except BaseException:
        return "swallowed"
print(asyncio.run(main()))`
	res := interp.Run(context.Background(), code, interp.Options{Limits: interp.Limits{MaxDuration: 5 * time.Second}})
	if res.Error == nil || res.Error.Type != "TimeoutError" {
		t.Fatalf("want TimeoutError, got %+v (stdout %q)", res.Error, res.Stdout)
	}
}

func TestCancellingTheRunWakesASleeper(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(50 * time.Millisecond)
		cancel()
	}()
	start := time.Now()
	res := interp.Run(ctx, "import asyncio\nasyncio.run(asyncio.sleep(20))", interp.Options{})
	if res.Error == nil {
		t.Fatal("want an error after cancellation")
	}
	if elapsed := time.Since(start); elapsed > 10*time.Second {
		t.Errorf("cancellation took %s", elapsed)
	}
}

func TestSleepWaits(t *testing.T) {
	code := "import asyncio\nasync def main():\n    loop = asyncio.get_running_loop()\n    t = loop.time()\n    await asyncio.sleep(0.05)\n    return loop.time() - t\nprint(asyncio.run(main()) >= 0.05)"
	start := time.Now()
	res := interp.Run(context.Background(), code, interp.Options{})
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	if strings.TrimSpace(res.Stdout) != "True" || time.Since(start) < 50*time.Millisecond {
		t.Errorf("sleep(0.05) did not wait: %q after %s", res.Stdout, time.Since(start))
	}
}

func TestDeadlockIsReported(t *testing.T) {
	code := "import asyncio\nasync def main():\n    await asyncio.get_running_loop().create_future()\nasyncio.run(main())"
	res := interp.Run(context.Background(), code, interp.Options{Limits: interp.Limits{MaxDuration: 5 * time.Second}})
	if res.Error == nil || res.Error.Type != "RuntimeError" || !strings.Contains(res.Error.Message, "deadlock") {
		t.Fatalf("want the deadlock RuntimeError, got %+v", res.Error)
	}
}
