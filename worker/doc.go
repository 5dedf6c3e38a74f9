// Package worker runs execute_code in child processes ("mcpython worker")
// so that a run that kills its process (a Go fatal error, an OOM kill, a
// signal) costs only that run. The server keeps every store; the child
// holds no file, socket or store handle and reaches the workspace, skills,
// PII vault and tools through host calls over its stdin/stdout pipes.
//
// The wire is a sequence of frames, each a 4-byte big-endian length and a
// JSON object. The server sends a run; the child answers with zero or more
// host calls (each answered by the server before the child goes on) and
// then the run's result.
//
// While a run executes, the server may send a cancel frame naming it (its
// client cancelled, or its context's deadline passed): the worker stops the
// run as the interpreter stops when its context ends, so what the run did
// is kept as in process; a run that does not stop within the grace period
// is killed with its worker. The worker's memory fence (fence.go) watches
// the process's real memory during a run and stops a run past its budget
// with MemoryError; that worker is then replaced.
//
// The same Bind assembles a run's Python surface in both modes: over the
// real stores in the server's process, over host-call stubs in a worker.
package worker
