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
// The same Bind assembles a run's Python surface in both modes: over the
// real stores in the server's process, over host-call stubs in a worker.
package worker
