package store_test

import (
	"bufio"
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/pgtest"
)

// Child processes of these tests are this test binary run again with
// STORE_CHILD naming what to do.
func TestMain(m *testing.M) {
	switch os.Getenv("STORE_CHILD") {
	case "":
		code := m.Run()
		pgtest.CloseShared()
		os.Exit(code)
	case "count":
		os.Exit(childCount())
	case "append":
		os.Exit(childAppend())
	default:
		fmt.Fprintln(os.Stderr, "unknown STORE_CHILD")
		os.Exit(2)
	}
}

// childCount increments a shared counter N times, each in its own
// transaction, and reads its own previous write back each time.
func childCount() int {
	s, err := store.OpenBolt(os.Getenv("STORE_DIR"), store.BoltOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer s.Close()
	n, _ := strconv.Atoi(os.Getenv("STORE_N"))
	me := os.Getenv("STORE_ME")
	for i := 0; i < n; i++ {
		err := s.Update(context.Background(), func(tx store.Tx) error {
			b := tx.Bucket("p_count")
			var c uint64
			if v := b.Get([]byte("n")); len(v) == 8 {
				c = binary.BigEndian.Uint64(v)
			}
			if err := b.Put([]byte("n"), binary.BigEndian.AppendUint64(nil, c+1)); err != nil {
				return err
			}
			return b.Put([]byte(fmt.Sprintf("%s-%05d", me, i)), []byte("x"))
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		var seen bool
		if err := s.View(context.Background(), func(tx store.Tx) error {
			seen = tx.Bucket("p_count").Get([]byte(fmt.Sprintf("%s-%05d", me, i))) != nil
			return nil
		}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if !seen {
			fmt.Fprintln(os.Stderr, "own write not visible")
			return 1
		}
	}
	return 0
}

// childAppend writes keys forever, printing each one after its Update
// returned: what it printed was acknowledged.
func childAppend() int {
	s, err := store.OpenBolt(os.Getenv("STORE_DIR"), store.BoltOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	me := os.Getenv("STORE_ME")
	w := bufio.NewWriter(os.Stdout)
	for i := 0; ; i++ {
		key := fmt.Sprintf("%s-%06d", me, i)
		err := s.Update(context.Background(), func(tx store.Tx) error {
			return tx.Bucket("p_append").Put([]byte(key), make([]byte, 100+i%3000))
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if i%7 == 0 {
			if _, err := s.Blobs("p_blobs").Put(context.Background(), me, []byte(key)); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 1
			}
		}
		fmt.Fprintln(w, key)
		w.Flush()
	}
}

func child(t *testing.T, dir, what, me string, n int) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "STORE_CHILD="+what, "STORE_DIR="+dir, "STORE_ME="+me, "STORE_N="+strconv.Itoa(n))
	cmd.Stderr = os.Stderr
	return cmd
}

// TestBoltManyProcesses: four processes and this one write one counter at
// once; no increment is lost and every process reads its own writes.
func TestBoltManyProcesses(t *testing.T) {
	dir := t.TempDir()
	s, err := store.OpenBolt(dir, store.BoltOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const procs, each = 4, 150
	var wg sync.WaitGroup
	for p := 0; p < procs; p++ {
		cmd := child(t, dir, "count", fmt.Sprint("p", p), each)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := cmd.Wait(); err != nil {
				t.Errorf("child: %v", err)
			}
		}()
	}
	for i := 0; i < each; i++ {
		err := s.Update(context.Background(), func(tx store.Tx) error {
			b := tx.Bucket("p_count")
			var c uint64
			if v := b.Get([]byte("n")); len(v) == 8 {
				c = binary.BigEndian.Uint64(v)
			}
			return b.Put([]byte("n"), binary.BigEndian.AppendUint64(nil, c+1))
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
	var got uint64
	if err := s.View(context.Background(), func(tx store.Tx) error {
		got = binary.BigEndian.Uint64(tx.Bucket("p_count").Get([]byte("n")))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if want := uint64((procs + 1) * each); got != want {
		t.Fatalf("counter = %d, want %d", got, want)
	}
}

// TestBoltSigkill kills writers with SIGKILL at arbitrary moments, several
// at once, and finds every acknowledged write afterwards.
func TestBoltSigkill(t *testing.T) {
	dir := t.TempDir()
	const procs, rounds = 3, 4
	acked := map[string]bool{}
	lastBlob := map[string]string{}
	for r := 0; r < rounds; r++ {
		var mu sync.Mutex
		var wg sync.WaitGroup
		for p := 0; p < procs; p++ {
			me := fmt.Sprintf("r%dp%d", r, p)
			cmd := child(t, dir, "append", me, 0)
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				sc := bufio.NewScanner(out)
				for sc.Scan() {
					mu.Lock()
					acked[sc.Text()] = true
					mu.Unlock()
				}
			}()
			go func() {
				time.Sleep(time.Duration(150+70*p+37*r) * time.Millisecond)
				cmd.Process.Signal(syscall.SIGKILL)
				cmd.Wait()
			}()
		}
		wg.Wait()
	}
	if len(acked) < procs*rounds {
		t.Fatalf("only %d acknowledged writes: children too slow to test anything", len(acked))
	}
	for k := range acked {
		me, n, _ := strings.Cut(k, "-")
		i, _ := strconv.Atoi(n)
		if i%7 == 0 && k > lastBlob[me] {
			lastBlob[me] = k
		}
	}
	s, err := store.OpenBolt(dir, store.BoltOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	missing := 0
	if err := s.View(context.Background(), func(tx store.Tx) error {
		b := tx.Bucket("p_append")
		for k := range acked {
			if b.Get([]byte(k)) == nil {
				missing++
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if missing > 0 {
		t.Fatalf("%d of %d acknowledged writes lost", missing, len(acked))
	}
	for me, want := range lastBlob {
		data, _, err := s.Blobs("p_blobs").Get(context.Background(), me)
		if err != nil {
			t.Fatalf("blob of %s: %v", me, err)
		}
		// the child may have written a newer blob whose key it never printed
		if string(data) < want {
			t.Fatalf("blob of %s = %q, older than acknowledged %q", me, data, want)
		}
	}
	t.Logf("%d acknowledged writes from %d killed processes, all present", len(acked), procs*rounds)
}

// TestBoltLegacyLayout opens a file written before the store existed (one
// bucket nesting per-name buckets, as skills did) and finds its keys
// flattened under SubKey.
func TestBoltLegacyLayout(t *testing.T) {
	dir := t.TempDir()
	db, err := bolt.Open(filepath.Join(dir, store.BoltFile), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(tx *bolt.Tx) error {
		root, _ := tx.CreateBucket([]byte("skills"))
		for _, name := range []string{"alpha", "beta"} {
			b, _ := root.CreateBucket([]byte(name))
			if err := b.Put([]byte{0, 0, 0, 1}, []byte(name+"1")); err != nil {
				return err
			}
			if err := b.Put([]byte{0, 0, 0, 2}, []byte(name+"2")); err != nil {
				return err
			}
		}
		ws, _ := tx.CreateBucket([]byte("workspace_files"))
		return ws.Put([]byte("a.txt"), []byte("hello"))
	})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	for i := 0; i < 2; i++ { // the second open finds the layout current
		s, err := store.OpenBolt(dir, store.BoltOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.View(context.Background(), func(tx store.Tx) error {
			sk := tx.Bucket("skills")
			if v := sk.Get(store.SubKey("beta", []byte{0, 0, 0, 2})); string(v) != "beta2" {
				t.Errorf("open %d: beta v2 = %q", i, v)
			}
			if v := tx.Bucket("workspace_files").Get([]byte("a.txt")); string(v) != "hello" {
				t.Errorf("open %d: workspace file = %q", i, v)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		s.Close()
	}
}

// TestBoltHeldByOldProcess: a process that keeps the file open the old way
// gets a clear error, not a hang.
func TestBoltHeldByOldProcess(t *testing.T) {
	dir := t.TempDir()
	s, err := store.OpenBolt(dir, store.BoltOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	db, err := bolt.Open(filepath.Join(dir, store.BoltFile), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = s.View(context.Background(), func(store.Tx) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "older mcpython") {
		t.Fatalf("err = %v", err)
	}
}
