package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

// fileBlobs keeps a blob space as files in a folder of the data dir, one
// file per blob, replaced by rename so that a reader (or a process killed
// mid-write) sees the old or the new value. Files are not fsynced: a blob
// survives any process being killed, and a machine crash may lose the
// latest Put (the page cache), which the callers (session snapshots, a
// cache of state that the next call rebuilds) accept for speed.
type fileBlobs struct {
	dir         string
	space       string
	lockTimeout time.Duration
}

const (
	blobSuffix = ".blob"
	lockSuffix = ".lock"
	tempSuffix = ".tmp"
)

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

func (b *fileBlobs) file(name string) string { return filepath.Join(b.dir, name+blobSuffix) }

func (b *fileBlobs) ensureDir() error {
	if err := os.MkdirAll(b.dir, 0o700); err != nil {
		return fmt.Errorf("blob space %s: %w", b.space, err)
	}
	return nil
}

// fileVersion identifies one file: a rename installs a new inode, and the
// change time and size tell apart an inode number the file system reused.
func fileVersion(fi fs.FileInfo) Version {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return Version(fmt.Sprintf("%d-%d", fi.ModTime().UnixNano(), fi.Size()))
	}
	return Version(fmt.Sprintf("%x-%x-%x-%x", st.Ino, st.Ctim.Sec, st.Ctim.Nsec, st.Size))
}

func (b *fileBlobs) Get(ctx context.Context, name string) ([]byte, Version, error) {
	if err := checkBlobName(name); err != nil {
		return nil, "", err
	}
	f, err := os.Open(b.file(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", fmt.Errorf("blob %s/%s: %w", b.space, name, ErrNotFound)
	}
	if err != nil {
		return nil, "", fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, "", fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
	data := make([]byte, fi.Size())
	if _, err := f.ReadAt(data, 0); err != nil && fi.Size() > 0 {
		return nil, "", fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
	return data, fileVersion(fi), nil
}

func (b *fileBlobs) Stat(ctx context.Context, name string) (BlobInfo, error) {
	if err := checkBlobName(name); err != nil {
		return BlobInfo{}, err
	}
	fi, err := os.Stat(b.file(name))
	if errors.Is(err, fs.ErrNotExist) {
		return BlobInfo{}, fmt.Errorf("blob %s/%s: %w", b.space, name, ErrNotFound)
	}
	if err != nil {
		return BlobInfo{}, fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
	return BlobInfo{Name: name, Size: fi.Size(), Modified: fi.ModTime().UTC(), Version: fileVersion(fi)}, nil
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
	f, err := os.CreateTemp(b.dir, name+".*"+tempSuffix)
	if err != nil {
		return "", fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, b.file(name))
	}
	if err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
	fi, err := os.Stat(b.file(name))
	if err != nil {
		return "", fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
	return fileVersion(fi), nil
}

func (b *fileBlobs) Delete(ctx context.Context, name string) error {
	if err := checkBlobName(name); err != nil {
		return err
	}
	err := os.Remove(b.file(name))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
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
	out := []BlobInfo{}
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), blobSuffix)
		if !ok || checkBlobName(name) != nil {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue // removed meanwhile
		}
		out = append(out, BlobInfo{Name: name, Size: fi.Size(), Modified: fi.ModTime().UTC(), Version: fileVersion(fi)})
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
	l, err := lockFile(ctx, filepath.Join(b.dir, name+lockSuffix), b.lockTimeout)
	if err != nil {
		return nil, fmt.Errorf("blob %s/%s: %w", b.space, name, err)
	}
	return l.unlock, nil
}
