package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// BoltFile is the database file of a data dir.
const BoltFile = "mcpython.db"

// BoltOptions configure the embedded backend. The zero value gives the
// defaults.
type BoltOptions struct {
	// LockTimeout bounds the wait for another process's transaction;
	// 0 means 10 s. Transactions are short, so reaching it means a process
	// is stuck (stopped in a debugger, say) while holding the file.
	LockTimeout time.Duration
	// MaxLease bounds how long this process keeps the file open while its
	// own transactions overlap, before it lets other processes in; 0 means
	// 20 ms.
	MaxLease time.Duration
	// NoSync skips fsync on commit: for tests only, since a machine crash
	// could then corrupt the file.
	NoSync bool
}

// boltStore is the embedded backend: one bbolt file that many processes
// share. bbolt allows one process at a time to open a file, so a process
// opens it only for the length of its transactions: it takes an exclusive
// flock on a separate lock file (waiting in the kernel, bounded by
// LockTimeout), opens the database, runs the transactions that overlap, then
// closes it and releases the lock. Opening reads the meta page afresh, so a
// process always sees every commit made by others; bbolt's copy-on-write
// commit keeps the file consistent whatever moment a process is killed at,
// and the kernel drops a dead process's lock. Transactions of one process
// that overlap share one opening (reads run in parallel as in bbolt).
type boltStore struct {
	dir      string
	path     string
	lockPath string
	opts     BoltOptions

	mu      sync.Mutex
	db      *bolt.DB
	lock    *fileLock
	users   int
	since   time.Time     // when this opening began
	opening chan struct{} // closed when an opening in progress ends
	closed  bool

	blobMu sync.Mutex
	blobs  map[string]*fileBlobs
}

// OpenBolt opens (creating when needed) the store of a data dir: the
// directory gets mode 0700 and the database file 0600.
func OpenBolt(dir string, opts BoltOptions) (Store, error) {
	if opts.LockTimeout <= 0 {
		opts.LockTimeout = 10 * time.Second
	}
	if opts.MaxLease <= 0 {
		opts.MaxLease = 20 * time.Millisecond
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("data dir: %w", err)
	}
	// MkdirAll leaves an existing directory's mode alone; tighten ours.
	if fi, err := os.Stat(dir); err == nil && fi.Mode().Perm()&0o077 != 0 {
		if err := os.Chmod(dir, 0o700); err != nil {
			return nil, fmt.Errorf("data dir: %w", err)
		}
	}
	path := filepath.Join(dir, BoltFile)
	s := &boltStore{dir: dir, path: path, lockPath: path + ".lock", opts: opts, blobs: map[string]*fileBlobs{}}
	if err := s.updateRaw(context.Background(), migrateBolt); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// acquire returns the open database, opening it (and taking the file lock)
// when this process does not hold it. Every acquire is paired with release.
func (s *boltStore) acquire(ctx context.Context) (*bolt.DB, error) {
	drained := false
	s.mu.Lock()
	for {
		if s.closed {
			s.mu.Unlock()
			return nil, ErrClosed
		}
		// Join the current opening unless it has lasted long enough that
		// other processes deserve a turn; then wait for it to drain.
		if s.db != nil && time.Since(s.since) < s.opts.MaxLease {
			s.users++
			db := s.db
			s.mu.Unlock()
			return db, nil
		}
		if s.db == nil && s.opening == nil {
			break
		}
		wait := s.opening
		if wait == nil {
			wait = make(chan struct{})
			s.opening = wait
			drained = true
		}
		s.mu.Unlock()
		select {
		case <-wait:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if drained {
			// Our long opening just ended: give a process blocked on the
			// lock a moment to take it before we try again.
			time.Sleep(time.Millisecond)
			drained = false
		}
		s.mu.Lock()
	}
	done := make(chan struct{})
	s.opening = done
	s.mu.Unlock()

	db, lock, err := s.open(ctx)

	s.mu.Lock()
	s.opening = nil
	close(done)
	if err != nil {
		s.mu.Unlock()
		return nil, err
	}
	s.db, s.lock, s.users, s.since = db, lock, 1, time.Now()
	s.mu.Unlock()
	return db, nil
}

// release ends one use; the last one closes the file and frees the lock.
func (s *boltStore) release() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.users--
	if s.users > 0 {
		return
	}
	db, lock := s.db, s.lock
	s.db, s.lock = nil, nil
	db.Close()
	lock.unlock()
	if s.opening != nil {
		// Waiters that let the opening drain go now.
		close(s.opening)
		s.opening = nil
	}
}

func (s *boltStore) open(ctx context.Context) (*bolt.DB, *fileLock, error) {
	lock, err := lockFile(ctx, s.lockPath, s.opts.LockTimeout)
	if err != nil {
		return nil, nil, err
	}
	// With our lock held only a process that ignores it (an mcpython from
	// before the lock file) can hold bbolt's own lock.
	db, err := bolt.Open(s.path, 0o600, &bolt.Options{
		Timeout:         time.Second,
		NoSync:          s.opts.NoSync,
		InitialMmapSize: initialMmap(fileSize(s.path)),
	})
	if errors.Is(err, berrors.ErrTimeout) {
		lock.unlock()
		return nil, nil, fmt.Errorf("%w: %s is held open by an older mcpython process; stop it", ErrBusy, s.path)
	}
	if err != nil {
		lock.unlock()
		return nil, nil, fmt.Errorf("open %s: %w", s.path, err)
	}
	return db, lock, nil
}

func (s *boltStore) View(ctx context.Context, fn func(Tx) error) error {
	db, err := s.acquire(ctx)
	if err != nil {
		return err
	}
	defer s.release()
	return db.View(func(tx *bolt.Tx) error { return fn(&boltTx{tx: tx}) })
}

func (s *boltStore) Update(ctx context.Context, fn func(Tx) error) error {
	db, err := s.acquire(ctx)
	if err != nil {
		return err
	}
	defer s.release()
	return db.Update(func(tx *bolt.Tx) error { return fn(&boltTx{tx: tx}) })
}

func (s *boltStore) updateRaw(ctx context.Context, fn func(*bolt.Tx) error) error {
	db, err := s.acquire(ctx)
	if err != nil {
		return err
	}
	defer s.release()
	return db.Update(fn)
}

func (s *boltStore) Blobs(space string) Blobs {
	s.blobMu.Lock()
	defer s.blobMu.Unlock()
	b, ok := s.blobs[space]
	if !ok {
		// A blob lock is held for a whole call (a session run), so only the
		// caller's ctx bounds the wait.
		b = newFileBlobs(filepath.Join(s.dir, space), space, 365*24*time.Hour)
		s.blobs[space] = b
	}
	return b
}

// Close waits for transactions in flight, then refuses new ones.
func (s *boltStore) Close() error {
	s.mu.Lock()
	for s.db != nil || s.opening != nil {
		wait := s.opening
		if wait == nil {
			wait = make(chan struct{})
			s.opening = wait
		}
		s.mu.Unlock()
		<-wait
		s.mu.Lock()
	}
	s.closed = true
	s.mu.Unlock()
	s.blobMu.Lock()
	for _, b := range s.blobs {
		b.open.closeAll()
	}
	s.blobMu.Unlock()
	return nil
}

// boltTx adapts a bbolt transaction to the contract.
type boltTx struct {
	tx *bolt.Tx
	// buckets keeps the adapter of each bucket asked for, so that a caller
	// asking for one bucket per key reuses its look-up cursor (see
	// boltBucket.getter); bbolt keeps one *bolt.Bucket per name too. Like
	// the cursor, it assumes one goroutine per transaction, as every
	// caller does.
	buckets map[string]*boltBucket
}

func (t *boltTx) Writable() bool { return t.tx.Writable() }

func (t *boltTx) Bucket(name string) Bucket {
	if b, ok := t.buckets[name]; ok {
		return b
	}
	b := t.tx.Bucket([]byte(name))
	if b == nil {
		if !t.tx.Writable() {
			return emptyBucket{}
		}
		var err error
		if b, err = t.tx.CreateBucket([]byte(name)); err != nil {
			return errBucket{fmt.Errorf("create bucket %q: %w", name, err)}
		}
	}
	if t.buckets == nil {
		t.buckets = map[string]*boltBucket{}
	}
	bb := &boltBucket{b: b}
	t.buckets[name] = bb
	return bb
}

type boltBucket struct {
	b *bolt.Bucket
	// getter serves Get: bbolt's own Get sets up a new cursor (and grows
	// its stack) on every call, a Seek reuses this one; a Seek repositions
	// it from the root, so puts in between do not matter.
	getter *bolt.Cursor
}

func (b *boltBucket) Get(k []byte) []byte {
	if b.getter == nil {
		b.getter = b.b.Cursor()
	}
	// keys are never nested buckets (the flat layout), whose Seek value
	// would be nil as Get's is
	if found, v := b.getter.Seek(k); bytes.Equal(found, k) {
		return v
	}
	return nil
}

func (b *boltBucket) Put(k, v []byte) error {
	if !b.b.Writable() {
		return ErrReadOnly
	}
	// bbolt keeps references to Put's slices until commit; the contract
	// promises callers it copies. bbolt copies the key itself, the value
	// is ours to copy.
	return b.b.Put(k, append([]byte(nil), v...))
}

func (b *boltBucket) Delete(k []byte) error {
	if !b.b.Writable() {
		return ErrReadOnly
	}
	return b.b.Delete(k)
}

func (b *boltBucket) Cursor() Cursor { return b.b.Cursor() }

// emptyBucket is a bucket that does not exist yet, read in a View.
type emptyBucket struct{}

func (emptyBucket) Get([]byte) []byte            { return nil }
func (emptyBucket) Put(_, _ []byte) error        { return ErrReadOnly }
func (emptyBucket) Delete([]byte) error          { return ErrReadOnly }
func (emptyBucket) Cursor() Cursor               { return emptyCursor{} }
func (e errBucket) Get([]byte) []byte            { return nil }
func (e errBucket) Put(_, _ []byte) error        { return e.err }
func (e errBucket) Delete([]byte) error          { return e.err }
func (e errBucket) Cursor() Cursor               { return emptyCursor{} }
func (emptyCursor) First() ([]byte, []byte)      { return nil, nil }
func (emptyCursor) Last() ([]byte, []byte)       { return nil, nil }
func (emptyCursor) Seek([]byte) ([]byte, []byte) { return nil, nil }
func (emptyCursor) Next() ([]byte, []byte)       { return nil, nil }
func (emptyCursor) Prev() ([]byte, []byte)       { return nil, nil }

// errBucket reports why a bucket could not be created on every write.
type errBucket struct{ err error }

type emptyCursor struct{}
