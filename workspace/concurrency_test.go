package workspace

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

func TestConcurrentWritersOfDifferentFiles(t *testing.T) {
	ws := newWS(t, Options{})
	const workers, perWorker = 8, 25
	var wg sync.WaitGroup
	errs := make(chan error, workers*perWorker*2)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perWorker {
				p := fmt.Sprintf("w%d/f%02d.txt", w, i)
				want := strings.Repeat(p, i+1)
				if err := ws.Write(ctx, p, []byte(want)); err != nil {
					errs <- err
					continue
				}
				got, err := ws.Read(ctx, p)
				if err != nil {
					errs <- err
				} else if string(got) != want {
					errs <- fmt.Errorf("%s: read %d bytes, want %d", p, len(got), len(want))
				}
				if _, err := ws.List(ctx, ""); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	all, err := ws.List(ctx, "")
	testutil.Must(t, err)
	testutil.Equal(t, len(all), workers*perWorker)
	dirs, err := ws.ReadDir(ctx, ".")
	testutil.Must(t, err)
	testutil.Equal(t, len(dirs), workers)
}

func TestConcurrentAppendsLoseNothing(t *testing.T) {
	ws := newWS(t, Options{})
	const workers, perWorker = 8, 25
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f, err := ws.Open(ctx, "files.log", Mode{Write: true, Create: true, Append: true})
			if err != nil {
				t.Error(err)
				return
			}
			for i := range perWorker {
				line := fmt.Sprintf("w%d %d\n", w, i)
				if err := ws.Append(ctx, "direct.log", []byte(line)); err != nil {
					t.Error(err)
				}
				if _, err := f.Write([]byte(line)); err != nil {
					t.Error(err)
				}
				if i%5 == 4 {
					if err := f.Flush(ctx); err != nil {
						t.Error(err)
					}
				}
			}
			if err := f.Close(ctx); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	for _, name := range []string{"direct.log", "files.log"} {
		lines := strings.Split(strings.TrimSuffix(content(t, ws, name), "\n"), "\n")
		testutil.Equal(t, len(lines), workers*perWorker)
	}
}
