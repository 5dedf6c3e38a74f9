package interp

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

// Session snapshots: a Namespace written as bytes after a run and rebuilt,
// possibly in another process, before the next one. The format and codec
// live in interp/py (snapshot_*.go); this file is the host API.
//
// What is kept: the __main__ globals by value (functions by their source,
// classes without rerunning their metaclass, instances without __init__,
// shared and cyclic references with their identity) and the imported
// modules by name. Modules are bound by the run that first uses the
// restored namespace, through that run's importer, so a module the host
// provides per run (workspace pathlib, skills.NAME) is that run's own.
// Library objects (enum.Enum, datetime.date, len, math.sqrt, a module's
// sentinel such as dataclasses.MISSING) are kept by module and name; native
// values of the library (deque, Decimal, datetime, partial, compiled
// regexes, random.Random, lru_cache wrappers) through their __reduce__.
//
// What is not kept, and named in dropped: running generators and
// coroutines, iterators, open files and StringIO, hashes, regex matches,
// host objects, any value nested more than 10,000 deep, and any global
// whose value reaches one of these. Also lost: tracebacks of kept
// exceptions, lru_cache contents, changes made to an imported module's own
// attributes (the module comes back fresh), a class's own __reduce__ or
// __getstate__ (instances come back from their __dict__ and slots), and a
// reference cycle through a tuple, frozenset or the constructor arguments
// of a native value (the global is dropped).

// ErrBadSnapshot is wrapped by errors about snapshot bytes that cannot be
// decoded: corrupt, truncated, of a newer format, or not a snapshot.
var ErrBadSnapshot = py.ErrBadSnapshot

// ErrSnapshotTooLarge is wrapped when a snapshot exceeds SnapshotOptions.MaxBytes;
// the error (a *py.SnapshotTooLargeError) names the largest globals.
var ErrSnapshotTooLarge = py.ErrSnapshotTooLarge

// SnapshotVersion is the format version Snapshot writes.
const SnapshotVersion = py.SnapshotVersion

// DefaultSnapshotMaxBytes caps a snapshot when SnapshotOptions.MaxBytes is 0.
const DefaultSnapshotMaxBytes = 64 << 20

// SnapshotOptions configure Snapshot. The zero value caps the size at 64 MiB
// and allows 5 s for the __reduce__ methods of native values it calls.
type SnapshotOptions struct {
	MaxBytes int64         // size cap; 0 = DefaultSnapshotMaxBytes
	Timeout  time.Duration // time for the Python code run while encoding; 0 = 5 s
	// MaxMemory bounds what that code may allocate; 0 = py.Limits default.
	MaxMemory int64
	// OnDrop, when set, is told why each dropped global was left out
	// ("cannot persist a value of type generator").
	OnDrop func(name, reason string)
}

// RestoreOptions configure RestoreNamespace.
type RestoreOptions struct {
	// MaxMemory bounds the memory decoding may take (bytes); 0 = 256 MiB.
	// Building the objects later counts against the limits of the run that
	// binds them.
	MaxMemory int64
}

// Snapshot encodes ns. Names whose values cannot be persisted (running
// generators, open files, host objects, ...) are left out and returned in
// dropped, sorted. A namespace restored but not yet used by a run is
// written from its pending snapshot unchanged.
func (ns *Namespace) Snapshot(opts SnapshotOptions) (data []byte, dropped []string, err error) {
	maxBytes := opts.MaxBytes
	if maxBytes == 0 {
		maxBytes = DefaultSnapshotMaxBytes
	}
	if ns.pending != nil {
		if int64(len(ns.pendingData)) > maxBytes {
			return nil, nil, fmt.Errorf("%w: %d bytes exceeds the cap of %d bytes", ErrSnapshotTooLarge, len(ns.pendingData), maxBytes)
		}
		return ns.pendingData, nil, nil
	}
	timeout := opts.Timeout
	if timeout <= 0 {
		timeout = 5 * time.Second
	}
	th := py.NewThread(context.Background(), py.Limits{MaxDuration: timeout, MaxMemory: opts.MaxMemory})
	// references by name are checked against the standard library only:
	// the host's modules are the session's own, already in ns.modules
	th.Importer = newImporter(nil, nil)
	defer func() {
		if r := recover(); r != nil {
			data, dropped, err = nil, nil, fmt.Errorf("snapshot: internal error: %v", r)
		}
		th.EndGenerators()
	}()
	return py.EncodeSnapshot(th, ns.globals, ns.modules, maxBytes, opts.OnDrop)
}

// RestoreNamespace decodes a snapshot made by Snapshot (any format version
// up to SnapshotVersion). A corrupt, truncated or newer-version snapshot
// returns an error wrapping ErrBadSnapshot. The objects are built by the
// first Run given the namespace (see Namespace.BindDropped).
func RestoreNamespace(data []byte, opts RestoreOptions) (*Namespace, error) {
	mem := opts.MaxMemory
	if mem <= 0 {
		mem = 256 << 20
	}
	snap, err := py.ParseSnapshot(data, mem)
	if err != nil {
		return nil, fmt.Errorf("restore session: %w", err)
	}
	ns := NewNamespace()
	ns.pending = snap
	// kept for Snapshot before the first run; the caller may reuse data
	ns.pendingData = append([]byte(nil), data...)
	return ns, nil
}

// BindDropped returns the globals of a restored namespace that could not
// be rebuilt when the first run bound it (a module no longer importable,
// say), sorted; nil before that run.
func (ns *Namespace) BindDropped() []string { return ns.bindDropped }

// bind builds a restored namespace's objects on the run's thread before
// its code runs.
func (ns *Namespace) bind(th *py.Thread) error {
	snap := ns.pending
	ns.pending, ns.pendingData = nil, nil
	dropped, err := snap.Bind(th, ns.globals)
	slices.Sort(dropped)
	ns.bindDropped = dropped
	return err
}
