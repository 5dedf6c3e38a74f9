package session

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/mcpython/mcpython/store"
)

// Stored is a session as kept in the store, for people to inspect.
type Stored struct {
	Header
	Name  string // blob name
	Bytes int64  // stored size
	// Err is set when the record cannot be read; Header is then empty.
	Err error
}

// List returns every stored session of st, oldest saved first.
func List(ctx context.Context, st store.Store) ([]Stored, error) {
	blobs := st.Blobs(Space)
	infos, err := blobs.List(ctx)
	if err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	out := make([]Stored, 0, len(infos))
	for _, info := range infos {
		data, _, err := blobs.Get(ctx, info.Name)
		if errors.Is(err, store.ErrNotFound) {
			continue // deleted meanwhile
		}
		s := Stored{Name: info.Name, Bytes: info.Size}
		if err == nil {
			s.Header, _, err = decodeRecord(data)
		}
		s.Err = err
		if err != nil {
			s.Header = Header{Saved: info.Modified}
		}
		out = append(out, s)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Saved.Before(out[j].Saved) })
	return out, nil
}

// Find returns the stored sessions whose id is id (one per scope that
// used it).
func Find(ctx context.Context, st store.Store, id string) ([]Stored, error) {
	all, err := List(ctx, st)
	if err != nil {
		return nil, err
	}
	var out []Stored
	for _, s := range all {
		if s.Err == nil && s.ID == id {
			out = append(out, s)
		}
	}
	return out, nil
}

// Delete removes a stored session, waiting for a call that holds it to
// finish. A process that holds the session in memory starts it anew on its
// next call.
func Delete(ctx context.Context, st store.Store, s Stored) error {
	blobs := st.Blobs(Space)
	unlock, err := blobs.Lock(ctx, s.Name)
	if err != nil {
		return fmt.Errorf("delete session %q: %w", s.ID, err)
	}
	defer unlock()
	if err := blobs.Delete(ctx, s.Name); err != nil {
		return fmt.Errorf("delete session %q: %w", s.ID, err)
	}
	return nil
}
