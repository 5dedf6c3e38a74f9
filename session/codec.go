package session

import (
	"slices"

	"github.com/mcpython/mcpython/interp"
)

// MaxSnapshotBytes caps one session's stored state; a call that leaves
// more is still answered, and its state is not stored.
const MaxSnapshotBytes = 64 << 20

// InterpCodec is the interpreter's snapshot format.
func InterpCodec() *Codec {
	return &Codec{
		Encode: func(ns *interp.Namespace) ([]byte, []string, []string, error) {
			snap, dropped, err := ns.Snapshot(interp.SnapshotOptions{MaxBytes: MaxSnapshotBytes})
			if err != nil {
				return nil, nil, nil, err
			}
			names := ns.Names()
			kept := names[:0:0]
			for _, n := range names {
				if !slices.Contains(dropped, n) {
					kept = append(kept, n)
				}
			}
			return snap, kept, dropped, nil
		},
		Decode: func(snap []byte) (*interp.Namespace, error) {
			return interp.RestoreNamespace(snap, interp.RestoreOptions{})
		},
	}
}
