// Package server is mcpython's MCP face: it declares the tools (schema,
// annotations, output schema), parses their arguments, calls one package per
// tool (interp, workspace, skills, pii, registry) and shapes the result as
// structuredContent plus a text block. It owns no data but the sessions'
// blob space "sessions" of the store.
//
// # Tools and profiles
//
// The full profile exposes every tool: execute_code, the workspace tools,
// the skills tools, sanitize_pii/restore_pii, search_tools,
// get_tool_definition and get_execution_stats. The minimal profile exposes
// execute_code and search_tools only; the rest stays reachable as Python
// functions inside the sandbox. Each tool is declared next to its handler
// (one constructor returns both) and belongs to a toolset; New refuses a tool
// whose annotations contradict its toolset (a read tool without
// readOnlyHint, a write tool that claims it).
//
// # Which errors the model sees
//
// A mistake the model can fix is a tool result with isError set and a
// sentence saying what to change: a bad argument (wrong type, unknown name,
// timeout_seconds below 0), a bad path, an unknown skill (with the known
// names), an unknown tool (with the closest names), a full workspace. A
// Python exception in execute_code is also isError, with the structured
// result (stdout so far, the exception type, message and traceback). A Go
// panic under a tool call is recovered and reported as a tool error; its
// stack goes to the log. Only internal failures the model cannot act on (the
// database failing) are protocol errors.
//
// # Sessions
//
// execute_code's session_id keeps module globals between calls. The client
// chooses the id; an unknown (or expired) id starts a new session. Sessions
// expire after Options.SessionTTL idle (30 minutes) and at most
// Options.MaxSessions (64) live at once: a new one evicts the least recently
// used idle session. Runs in one session are serialised. A session may
// keep 64 MiB (its snapshot's size); a call that leaves more ends in
// MemoryError and the session goes on from its state before the call. A run
// cancelled by its client or stopped at its time limit keeps what it did,
// in process and in workers alike; a run stopped by a memory fence (a
// worker's, or the in-process one of heapfence.go), or whose worker died,
// leaves the session as it was before the call.
//
// # Admission and fairness
//
// execute_code runs take one of Options.MaxRuns slots (at most
// MaxRunsPerClient per client: an MCP session within an HTTP token's
// scope) and reserve Options.Memory of Options.ServerMemory, from which the
// live sessions' retained bytes are taken first. A run that cannot start
// waits in its client's queue, and the queues are served in turn, one run
// per client; a run that waits past its own time limit, or finds
// MaxQueuedRuns of its client waiting, is a "the server is busy" tool
// error. Other requests (ping, tools/list, notifications/cancelled, the
// other tools) never wait behind runs: over stdio every request is served
// on its own goroutine as it is read (stdio.go, in place of mcp-go's
// dispatch), over HTTP each request has its own.
//
// A Server is safe for concurrent use; Close stops its background work and
// flushes the statistics, and the caller then closes the registry and the
// database it passed in.
package server
