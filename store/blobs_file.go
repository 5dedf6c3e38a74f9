package store

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// fileBlobs keeps a blob space as files in a folder of the data dir: each
// blob has two slot files, NAME.a and NAME.b, each holding a header
// (incarnation, generation, length, CRC-32C) and a value. Put overwrites
// the older slot in place and Get reads the valid slot of the highest
// generation, so a process killed mid-write leaves a slot that fails its
// checksum and readers keep the previous value, as bbolt does with its two
// meta pages. Writing in place costs a few microseconds where replacing a
// file by rename costs ~0.6 ms on ext4 (it forces the new data out).
//
// Files are not fsynced: a blob survives any process being killed, and a
// machine crash may lose the latest Put (the page cache), which the callers
// (session snapshots: state that the next call rebuilds) accept for speed.
type fileBlobs struct {
	dir         string
	space       string
	lockTimeout time.Duration
	dirMade     atomic.Bool

	heldMu sync.Mutex
	held   map[string]*heldBlob // names this process holds the Lock of

	open openBlobs
}

// heldBlob is what the holder of a blob's Lock knows of its slots: while it
// holds the lock no other writer runs (writers of a locked name take the
// lock), so a Put after a Get or Stat needs neither the write lock nor
// another read of the headers.
type heldBlob struct {
	known       bool
	exists      bool
	slot        int
	incarnation uint64
	gen         uint64
}

func (b *fileBlobs) holding(name string) *heldBlob {
	b.heldMu.Lock()
	defer b.heldMu.Unlock()
	return b.held[name]
}

// remember records what a read under the lock found.
func (b *fileBlobs) remember(name string, s slot, idx int, ok bool) {
	if h := b.holding(name); h != nil {
		*h = heldBlob{known: true, exists: ok, slot: idx, incarnation: s.incarnation, gen: s.gen}
	}
}

const (
	slotMagic   = "MCPB"
	slotHeader  = 4 + 8 + 8 + 8 + 4 // magic, incarnation, generation, length, crc
	lockSuffix  = ".lock"
	writeSuffix = ".wlock"
)

var slotNames = [2]string{".a", ".b"}

// castagnoli is crc32's table for the Castagnoli polynomial, which crc32
// builds once (calling MakeTable at package level was init work).
func castagnoli() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) }

func newFileBlobs(dir, space string, lockTimeout time.Duration) *fileBlobs {
	return &fileBlobs{dir: dir, space: space, lockTimeout: lockTimeout}
}

// checkBlobName keeps names to a safe file-name alphabet.
func checkBlobName(name string) error {
	if name == "" || len(name) > 200 {
		return fmt.Errorf("blob name %q: 1 to 200 characters", name)
	}
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return fmt.Errorf("blob name %q: only letters, digits, '_' and '-'", name)
		}
	}
	return nil
}

func (b *fileBlobs) path(name string, slot int) string {
	return filepath.Join(b.dir, name+slotNames[slot])
}

func (b *fileBlobs) ensureDir() error {
	if b.dirMade.Load() {
		return nil
	}
	if err := os.MkdirAll(b.dir, 0o700); err != nil {
		return fmt.Errorf("blob space %s: %w", b.space, err)
	}
	b.dirMade.Store(true)
	return nil
}

func (b *fileBlobs) wrap(name string, err error) error {
	return fmt.Errorf("blob %s/%s: %w", b.space, name, err)
}

// slot is what one slot file holds.
type slot struct {
	present     bool // the file exists
	valid       bool // header and checksum are right (data read) or plausible (header only)
	incarnation uint64
	gen         uint64
	length      uint64
	modified    time.Time
	data        []byte
}

func (s slot) version() Version { return Version(fmt.Sprintf("%x-%x", s.incarnation, s.gen)) }

// readSlot reads one slot; withData false reads only the header and checks
// the length against the file size. Callers hold ob.mu.
func (b *fileBlobs) readSlot(ob *openBlob, name string, i int, withData bool) (slot, error) {
	f, fi, err := ob.slotFile(b.path(name, i), i, false)
	if err != nil || f == nil {
		return slot{}, err
	}
	s := slot{present: true, modified: fi.ModTime().UTC()}
	var h [slotHeader]byte
	if _, err := f.ReadAt(h[:], 0); err != nil {
		return s, nil // shorter than a header: torn
	}
	if string(h[:4]) != slotMagic {
		return s, nil
	}
	s.incarnation = binary.BigEndian.Uint64(h[4:])
	s.gen = binary.BigEndian.Uint64(h[12:])
	s.length = binary.BigEndian.Uint64(h[20:])
	sum := binary.BigEndian.Uint32(h[28:])
	if s.length > uint64(fi.Size())-slotHeader {
		return s, nil
	}
	if !withData {
		s.valid = true
		return s, nil
	}
	s.data = make([]byte, s.length)
	if _, err := f.ReadAt(s.data, slotHeader); err != nil && !(err == io.EOF && s.length == 0) {
		return s, nil
	}
	s.valid = crc32.Update(crc32.Checksum(h[4:28], castagnoli()), castagnoli(), s.data) == sum
	return s, nil
}

// newest returns the valid slot of the highest generation (and its index),
// ok false when there is none.
func (b *fileBlobs) newest(name string, withData bool) (slot, int, bool, error) {
	var best slot
	bi, ok := -1, false
	ob := b.open.use(name)
	defer ob.mu.Unlock()
	for i := range slotNames {
		s, err := b.readSlot(ob, name, i, withData)
		if err != nil {
			return slot{}, -1, false, err
		}
		if s.valid && (!ok || s.gen > best.gen) {
			best, bi, ok = s, i, true
		}
	}
	return best, bi, ok, nil
}

func (b *fileBlobs) Get(ctx context.Context, name string) ([]byte, Version, error) {
	if err := checkBlobName(name); err != nil {
		return nil, "", err
	}
	s, idx, ok, err := b.newest(name, true)
	if err != nil {
		return nil, "", b.wrap(name, err)
	}
	b.remember(name, s, idx, ok)
	if !ok {
		return nil, "", b.wrap(name, ErrNotFound)
	}
	return s.data, s.version(), nil
}

func (b *fileBlobs) Stat(ctx context.Context, name string) (BlobInfo, error) {
	if err := checkBlobName(name); err != nil {
		return BlobInfo{}, err
	}
	s, idx, ok, err := b.newest(name, false)
	if err != nil {
		return BlobInfo{}, b.wrap(name, err)
	}
	b.remember(name, s, idx, ok)
	if !ok {
		return BlobInfo{}, b.wrap(name, ErrNotFound)
	}
	return BlobInfo{Name: name, Size: int64(s.length), Modified: s.modified, Version: s.version()}, nil
}

func (b *fileBlobs) Put(ctx context.Context, name string, data []byte) (Version, error) {
	if err := checkBlobName(name); err != nil {
		return "", err
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if err := b.ensureDir(); err != nil {
		return "", err
	}
	var cur slot
	var ci int
	var ok bool
	if h := b.holding(name); h != nil && h.known {
		cur, ci, ok = slot{incarnation: h.incarnation, gen: h.gen}, h.slot, h.exists
	} else {
		// Writers of one blob take turns, so two never pick the same slot.
		wl, err := lockFile(ctx, filepath.Join(b.dir, name+writeSuffix), b.lockTimeout)
		if err != nil {
			return "", b.wrap(name, err)
		}
		defer wl.unlock()
		// Headers only: overwrite the slot of the lower generation. (Should
		// the higher one be torn, the value is lost only if this write is
		// torn too.)
		cur, ci, ok, err = b.newest(name, false)
		if err != nil {
			return "", b.wrap(name, err)
		}
	}
	next := slot{incarnation: cur.incarnation, gen: cur.gen + 1, length: uint64(len(data))}
	target := 0
	if ok {
		target = 1 - ci
	} else {
		var r [8]byte
		if _, err := rand.Read(r[:]); err != nil {
			return "", b.wrap(name, err)
		}
		next.incarnation, next.gen = binary.BigEndian.Uint64(r[:]), 1
	}
	buf := make([]byte, slotHeader, slotHeader+len(data))
	copy(buf, slotMagic)
	binary.BigEndian.PutUint64(buf[4:], next.incarnation)
	binary.BigEndian.PutUint64(buf[12:], next.gen)
	binary.BigEndian.PutUint64(buf[20:], next.length)
	binary.BigEndian.PutUint32(buf[28:], crc32.Update(crc32.Checksum(buf[4:28], castagnoli()), castagnoli(), data))
	buf = append(buf, data...)
	if err := b.writeSlot(name, target, buf); err != nil {
		return "", b.wrap(name, err)
	}
	b.remember(name, next, target, true)
	return next.version(), nil
}

// writeSlot overwrites slot i with buf in place.
func (b *fileBlobs) writeSlot(name string, i int, buf []byte) error {
	ob := b.open.use(name)
	defer ob.mu.Unlock()
	f, fi, err := ob.slotFile(b.path(name, i), i, true)
	if err != nil {
		return err
	}
	if _, err := f.WriteAt(buf, 0); err != nil {
		ob.closeSlots()
		return err
	}
	if fi.Size() > int64(len(buf)) {
		if err := f.Truncate(int64(len(buf))); err != nil {
			ob.closeSlots()
			return err
		}
	}
	return nil
}

func (b *fileBlobs) Delete(ctx context.Context, name string) error {
	if err := checkBlobName(name); err != nil {
		return err
	}
	ob := b.open.use(name)
	defer ob.mu.Unlock()
	ob.closeSlots()
	for i := range slotNames {
		if err := os.Remove(b.path(name, i)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			if h := b.holding(name); h != nil {
				h.known = false
			}
			return b.wrap(name, err)
		}
	}
	b.remember(name, slot{}, 0, false)
	return nil
}

func (b *fileBlobs) List(ctx context.Context) ([]BlobInfo, error) {
	entries, err := os.ReadDir(b.dir)
	if errors.Is(err, fs.ErrNotExist) {
		return []BlobInfo{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("blob space %s: %w", b.space, err)
	}
	seen := map[string]bool{}
	out := []BlobInfo{}
	for _, e := range entries {
		name := e.Name()
		var ok bool
		for _, suf := range slotNames {
			if n, cut := strings.CutSuffix(name, suf); cut {
				name, ok = n, true
			}
		}
		if !ok || seen[name] || checkBlobName(name) != nil {
			continue
		}
		seen[name] = true
		s, _, ok, err := b.newest(name, false)
		if err != nil || !ok {
			continue // removed meanwhile, or nothing readable
		}
		out = append(out, BlobInfo{Name: name, Size: int64(s.length), Modified: s.modified, Version: s.version()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func (b *fileBlobs) Lock(ctx context.Context, name string) (func(), error) {
	if err := checkBlobName(name); err != nil {
		return nil, err
	}
	if err := b.ensureDir(); err != nil {
		return nil, err
	}
	release, err := b.lockBlob(ctx, name)
	if err != nil {
		return nil, b.wrap(name, err)
	}
	b.heldMu.Lock()
	if b.held == nil {
		b.held = map[string]*heldBlob{}
	}
	b.held[name] = &heldBlob{}
	b.heldMu.Unlock()
	return func() {
		b.heldMu.Lock()
		delete(b.held, name)
		b.heldMu.Unlock()
		release()
	}, nil
}

// lockBlob takes name's lock: through the kept descriptor when nobody
// holds it (one flock call), else through a fresh descriptor that waits
// in the kernel — also when the holder is this process, since flock locks
// held through different descriptors exclude each other.
func (b *fileBlobs) lockBlob(ctx context.Context, name string) (release func(), err error) {
	path := filepath.Join(b.dir, name+lockSuffix)
	ob := b.open.use(name)
	if !ob.locked {
		if ob.lock == nil {
			if ob.lock, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600); err != nil {
				ob.mu.Unlock()
				return nil, fmt.Errorf("open lock file: %w", err)
			}
		}
		if syscall.Flock(int(ob.lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
			ob.locked = true
			ob.mu.Unlock()
			return func() {
				ob.mu.Lock()
				defer ob.mu.Unlock()
				ob.locked = false
				if ob.evicted { // the store closed meanwhile
					ob.lock.Close()
					ob.lock = nil
					return
				}
				if syscall.Flock(int(ob.lock.Fd()), syscall.LOCK_UN) != nil {
					// Closing the descriptor releases the lock in any case.
					ob.lock.Close()
					ob.lock = nil
				}
			}, nil
		}
	}
	ob.mu.Unlock()
	l, err := lockFile(ctx, path, b.lockTimeout)
	if err != nil {
		return nil, err
	}
	return l.unlock, nil
}
