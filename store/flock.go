package store

import (
	"context"
	"fmt"
	"os"
	"syscall"
	"time"
)

// fileLock is an exclusive flock(2) on a file of its own, taken through a
// fresh descriptor each time: flock locks belong to an open file
// description, so a waiter abandoned after a timeout can never release a
// lock that a later acquisition holds. The kernel drops the lock when the
// process dies, however it dies.
type fileLock struct {
	f *os.File
}

// lockFile takes the exclusive lock on path, waiting until ctx ends or
// timeout passes (ErrBusy).
func lockFile(ctx context.Context, path string, timeout time.Duration) (*fileLock, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("open lock file: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err == nil {
		return &fileLock{f: f}, nil
	} else if err != syscall.EWOULDBLOCK {
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	// Contended: block in the kernel (which wakes us as soon as the holder
	// lets go) on a goroutine, so that ctx and the timeout still apply.
	got := make(chan error, 1)
	go func() {
		for {
			err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
			if err != syscall.EINTR {
				got <- err
				return
			}
		}
	}()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case err := <-got:
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
		return &fileLock{f: f}, nil
	case <-ctx.Done():
		go abandon(f, got)
		return nil, ctx.Err()
	case <-timer.C:
		go abandon(f, got)
		return nil, fmt.Errorf("%w: %s stayed locked by another mcpython process for %s", ErrBusy, path, timeout)
	}
}

// abandon closes a waiter's descriptor once its flock returns, which frees
// the lock if it was granted after we stopped waiting.
func abandon(f *os.File, got <-chan error) {
	<-got //nolint:errcheck // granted or not, closing the descriptor releases it
	f.Close()
}

// unlock releases the lock.
func (l *fileLock) unlock() {
	l.f.Close()
}
