// Package session keeps execute_code sessions: module globals that live
// between calls passing the same session_id, in memory while a process
// serves them and as snapshots in the store after every call, so that a
// session continues after a restart or in another process on the same
// store.
//
// A session is named by (scope, id): the scope is who may use it (the
// HTTP token's digest, or the local user on stdio), so clients with other
// credentials that pick the same id do not share state. Its snapshot is the
// blob SnapshotName(scope, id) of the space "sessions": a small header (id,
// scope, times) and the interpreter's namespace snapshot. Calls in one
// session take turns across processes (the blob's lock is held for the
// call); before each call the process compares the stored version with the
// one it holds and restores the snapshot when another process ran the
// session since.
package session
