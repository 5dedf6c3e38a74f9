package session

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// recordMagic starts every stored session; the interpreter's snapshot
// inside carries its own version.
const recordMagic = "MCPYSESS"

// Header describes a stored session without its state.
type Header struct {
	ID       string    `json:"id"`
	Scope    string    `json:"scope"`
	Created  time.Time `json:"created"`
	Saved    time.Time `json:"saved"`
	Names    []string  `json:"names,omitempty"`   // the globals kept
	Dropped  []string  `json:"dropped,omitempty"` // globals that could not be kept
	Snapshot int       `json:"snapshot_bytes"`
}

// ErrBadRecord means a stored session could not be read.
var ErrBadRecord = errors.New("stored session is damaged")

// SnapshotName is the blob name of the session (scope, id): a digest, so
// that any id is a valid name and the name says nothing of the scope.
func SnapshotName(scope, id string) string {
	sum := sha256.Sum256([]byte(scope + "\x00" + id))
	return hex.EncodeToString(sum[:20])
}

// encodeRecord lays out magic, header length, header JSON, snapshot.
func encodeRecord(h Header, snap []byte) ([]byte, error) {
	h.Snapshot = len(snap)
	hj, err := json.Marshal(h)
	if err != nil {
		return nil, fmt.Errorf("encode session header: %w", err)
	}
	out := make([]byte, 0, len(recordMagic)+4+len(hj)+len(snap))
	out = append(out, recordMagic...)
	out = binary.BigEndian.AppendUint32(out, uint32(len(hj)))
	out = append(out, hj...)
	return append(out, snap...), nil
}

// decodeRecord splits a stored session into its header and snapshot.
func decodeRecord(data []byte) (Header, []byte, error) {
	var h Header
	if !bytes.HasPrefix(data, []byte(recordMagic)) || len(data) < len(recordMagic)+4 {
		return h, nil, fmt.Errorf("%w: not a session record", ErrBadRecord)
	}
	rest := data[len(recordMagic):]
	n := binary.BigEndian.Uint32(rest)
	rest = rest[4:]
	if uint64(n) > uint64(len(rest)) {
		return h, nil, fmt.Errorf("%w: truncated header", ErrBadRecord)
	}
	if err := json.Unmarshal(rest[:n], &h); err != nil {
		return h, nil, fmt.Errorf("%w: header: %v", ErrBadRecord, err)
	}
	snap := rest[n:]
	if len(snap) != h.Snapshot {
		return h, nil, fmt.Errorf("%w: snapshot is %d bytes, the header says %d", ErrBadRecord, len(snap), h.Snapshot)
	}
	return h, snap, nil
}
