package interp

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/mcpython/mcpython/interp/stdlib"
)

// TestConcurrentFirstImports imports each standard-library module from
// several runs released at the same moment. The module packages build
// their types and tables at the first import (issue 16: no work at process
// start), once per process; make test runs the Concurrent tests under the
// race detector, in a fresh process where these imports are the first.
func TestConcurrentFirstImports(t *testing.T) {
	names := make([]string, 0, len(stdlib.Table()))
	for name := range stdlib.Table() {
		names = append(names, name)
	}
	slices.Sort(names)
	const runs = 4
	for _, name := range names {
		start := make(chan struct{})
		var wg sync.WaitGroup
		for i := range runs {
			wg.Go(func() {
				<-start
				res := Run(context.Background(), "import "+name+"\nprint('ok')\n", Options{})
				if res.Error != nil || res.Stdout != "ok\n" {
					t.Errorf("import %s (run %d): %q %s", name, i, res.Stdout, res.FormatError())
				}
			})
		}
		close(start)
		wg.Wait()
	}
}
