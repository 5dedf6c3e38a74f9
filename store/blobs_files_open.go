package store

import (
	"container/list"
	"errors"
	"io/fs"
	"os"
	"sync"
	"syscall"
)

// maxOpenBlobs bounds how many blobs keep their files open: three
// descriptors each.
const maxOpenBlobs = 128

// openBlobs keeps the slot and lock files of recently used blobs open. On
// the overlay and ext4 file systems mcpython meets, an open costs tens of
// microseconds (path lookup, permission checks) where the read or write of
// a session's slot costs a few; a session call opens five files without
// it. A kept descriptor can outlive its file when another process deletes
// the blob, so every use checks the link count first (fstat, no path
// lookup) and reopens an unlinked file.
type openBlobs struct {
	mu    sync.Mutex
	byKey map[string]*list.Element // of *openBlob
	lru   list.List                // front: most recently used
}

// openBlob is one blob's kept descriptors; mu serializes their use so
// that eviction never closes a descriptor in use.
type openBlob struct {
	name     string
	mu       sync.Mutex
	slot     [2]*os.File // nil: not opened (or the file did not exist)
	readOnly [2]bool     // opened for reading only (a read-only data dir)
	lock     *os.File    // nil until the first Lock
	// locked: this process holds the blob's flock through lock; it is
	// never evicted then (closing the descriptor would release it).
	locked bool
	// evicted: dropped from the cache; a user that finds it so takes a
	// fresh entry rather than open files nobody will close.
	evicted bool
}

// use returns name's entry with its mu held.
func (o *openBlobs) use(name string) *openBlob {
	for {
		ob := o.get(name)
		ob.mu.Lock()
		if !ob.evicted {
			return ob
		}
		ob.mu.Unlock()
	}
}

// get returns name's entry, creating it, and marks it recently used.
func (o *openBlobs) get(name string) *openBlob {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.byKey == nil {
		o.byKey = map[string]*list.Element{}
	}
	if e, ok := o.byKey[name]; ok {
		o.lru.MoveToFront(e)
		return e.Value.(*openBlob)
	}
	ob := &openBlob{name: name}
	o.byKey[name] = o.lru.PushFront(ob)
	o.evictLocked()
	return ob
}

// evictLocked closes the least recently used entries beyond the bound,
// skipping those holding a lock or in use right now.
func (o *openBlobs) evictLocked() {
	for e := o.lru.Back(); e != nil && o.lru.Len() > maxOpenBlobs; {
		prev := e.Prev()
		ob := e.Value.(*openBlob)
		if ob.mu.TryLock() {
			if !ob.locked {
				ob.closeFiles()
				ob.evicted = true
				o.lru.Remove(e)
				delete(o.byKey, ob.name)
			}
			ob.mu.Unlock()
		}
		e = prev
	}
}

// closeAll closes every kept descriptor (the store is closing).
func (o *openBlobs) closeAll() {
	o.mu.Lock()
	defer o.mu.Unlock()
	for e := o.lru.Front(); e != nil; e = e.Next() {
		ob := e.Value.(*openBlob)
		ob.mu.Lock()
		ob.closeFiles()
		ob.evicted = true
		ob.mu.Unlock()
	}
	o.lru.Init()
	o.byKey = nil
}

// closeFiles closes the slot descriptors and, unless held, the lock's.
// Callers hold ob.mu.
func (ob *openBlob) closeFiles() {
	ob.closeSlots()
	if ob.lock != nil && !ob.locked {
		ob.lock.Close()
		ob.lock = nil
	}
}

func (ob *openBlob) closeSlots() {
	for i, f := range ob.slot {
		if f != nil {
			f.Close()
			ob.slot[i] = nil
		}
	}
}

// slotFile returns an open descriptor of slot i that is still linked at
// path, opening it when needed; create makes a missing file. It returns
// nil, nil when the file does not exist and create is false. Callers hold
// ob.mu.
func (ob *openBlob) slotFile(path string, i int, create bool) (*os.File, os.FileInfo, error) {
	if f := ob.slot[i]; f != nil && !(create && ob.readOnly[i]) {
		fi, err := f.Stat()
		if err == nil && linked(fi) {
			return f, fi, nil
		}
	}
	if f := ob.slot[i]; f != nil {
		f.Close() // deleted by another process, or opened read-only
		ob.slot[i] = nil
	}
	flags := os.O_RDWR
	if create {
		flags |= os.O_CREATE
	}
	f, err := os.OpenFile(path, flags, 0o600)
	readOnly := false
	if !create && (errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)) {
		f, err = os.Open(path)
		readOnly = true
	}
	if errors.Is(err, fs.ErrNotExist) && !create {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	ob.slot[i], ob.readOnly[i] = f, readOnly
	return f, fi, nil
}

// linked reports whether the file still has a name in the file system.
func linked(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return !ok || st.Nlink > 0
}
