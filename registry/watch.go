package registry

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"
)

// folderSignature summarises the definition files of the folders (names,
// sizes and modification times), so that a change of any of them is seen
// without reading them.
func folderSignature(dirs []string) string {
	h := sha256.New()
	for _, dir := range dirs {
		fmt.Fprintf(h, "dir %s\n", dir)
		cats, err := os.ReadDir(dir)
		if err != nil {
			fmt.Fprintf(h, "err %v\n", err)
			continue
		}
		for _, c := range cats {
			if !c.IsDir() || hidden(c.Name()) {
				continue
			}
			files, err := os.ReadDir(filepath.Join(dir, c.Name()))
			if err != nil {
				fmt.Fprintf(h, "err %s %v\n", c.Name(), err)
				continue
			}
			names := make([]string, 0, len(files))
			for _, f := range files {
				names = append(names, f.Name())
			}
			sort.Strings(names)
			for _, n := range names {
				st, err := os.Stat(filepath.Join(dir, c.Name(), n))
				if err != nil {
					continue
				}
				fmt.Fprintf(h, "%s/%s %d %d\n", c.Name(), n, st.Size(), st.ModTime().UnixNano())
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Watch re-reads the folders when their files change (checked every
// interval; default 2 s) or when hup delivers a value (wire SIGHUP to it
// with signal.Notify; nil for none). It returns when ctx ends.
func (r *Registry) Watch(ctx context.Context, interval time.Duration, hup <-chan os.Signal) {
	if interval <= 0 {
		interval = 2 * time.Second
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-hup:
			r.log.Info("reloading tool definitions on signal")
			r.Reload()
		case <-t.C:
			if len(r.opts.Dirs) == 0 {
				continue
			}
			sig := folderSignature(r.opts.Dirs)
			r.mu.Lock()
			changed := sig != r.dirSig
			r.mu.Unlock()
			if changed {
				r.log.Info("tool definition folders changed; reloading")
				r.Reload()
			}
		}
	}
}
