package server

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/session"
)

// ExecRequest is one execute_code call, its arguments checked and its
// limits resolved against the server's options.
type ExecRequest struct {
	Code         string
	Timeout      time.Duration // already clamped to Options.MaxTimeout
	SessionID    string        // "" for a one-off run
	Sanitize     bool          // protect the output with the PII vault
	AllowedTools []string      // nil: every tool the policy allows
}

// execError is the error part of execute_code's result.
type execError struct {
	Type      string `json:"type"`
	Message   string `json:"message"`
	Traceback string `json:"traceback"`
}

// execOutput is execute_code's structuredContent.
type execOutput struct {
	Stdout     string     `json:"stdout"`
	Stderr     string     `json:"stderr"`
	Result     *string    `json:"result"`
	Error      *execError `json:"error"`
	DurationMS float64    `json:"duration_ms"`
	Truncated  bool       `json:"truncated"`
	SessionID  string     `json:"session_id,omitempty"`
	NewSession bool       `json:"new_session,omitempty"`
	// SessionDropped names the globals that could not be kept for the
	// next call (generators, open files, host objects).
	SessionDropped []string `json:"session_dropped,omitempty"`
}

const execOutputSchema = `{"type":"object","properties":{` +
	`"stdout":{"type":"string"},"stderr":{"type":"string"},` +
	`"result":{"type":["string","null"]},` +
	`"error":{"type":["object","null"],"properties":{"type":{"type":"string"},"message":{"type":"string"},"traceback":{"type":"string"}}},` +
	`"duration_ms":{"type":"number"},"truncated":{"type":"boolean"},` +
	`"session_id":{"type":"string"},"new_session":{"type":"boolean"},"session_dropped":{"type":"array","items":{"type":"string"}}},` +
	`"required":["stdout","stderr","result","error","duration_ms","truncated"]}`

// maxSessionID bounds a session id, which the client chooses.
const maxSessionID = 128

func executeCode(s *Server) tool {
	return tool{
		def: mcp.NewTool("execute_code",
			mcp.WithDescription("Run Python 3 in a sandbox. Returns stdout, stderr, the repr of a final expression (result) and any exception with its traceback. "+
				"The code can use a persistent workspace (open, pathlib), skills (import skills.NAME), PII functions and the user's MCP tools "+
				"(search_tools, call_mcp_tool); no network or host files."),
			mcp.WithString("code", mcp.Required(), mcp.Description("Python source")),
			mcp.WithNumber("timeout_seconds", mcp.Description(fmt.Sprintf("Default %g, max %g",
				s.opts.Timeout.Seconds(), s.opts.MaxTimeout.Seconds()))),
			mcp.WithString("session_id", mcp.Description("Keep globals between calls that pass the same id")),
			mcp.WithBoolean("sanitize_output", mcp.Description("Replace PII in the output with tokens")),
			mcp.WithArray("allowed_tools", mcp.WithStringItems(), mcp.Description("Globs of the MCP tools the code may call")),
			mcp.WithToolAnnotation(mcp.ToolAnnotation{
				// Code can delete workspace files and call the user's other
				// servers: the client should treat it as it would a shell.
				DestructiveHint: mcp.ToBoolPtr(true),
				IdempotentHint:  mcp.ToBoolPtr(false),
				OpenWorldHint:   mcp.ToBoolPtr(true),
			}),
			outputSchema(execOutputSchema),
		),
		handle:  s.handleExecute,
		set:     setCode,
		write:   true,
		minimal: true,
	}
}

// parseExec checks execute_code's arguments.
func (s *Server) parseExec(req mcp.CallToolRequest) (ExecRequest, error) {
	a := newArgs("execute_code", req)
	r := ExecRequest{Code: a.str("code", true), Timeout: s.opts.Timeout, Sanitize: s.opts.SanitizeOutput}
	if secs, ok := a.number("timeout_seconds"); ok {
		switch {
		case secs <= 0 || math.IsNaN(secs):
			a.bad("\"timeout_seconds\" must be more than 0 (leave it out for the default, %gs), not %v", s.opts.Timeout.Seconds(), secs)
		case secs >= s.opts.MaxTimeout.Seconds():
			r.Timeout = s.opts.MaxTimeout
		default:
			// Any positive value is honoured, however small: a value that
			// rounds to 0 must not fall back to the default.
			r.Timeout = max(time.Duration(math.Round(secs*float64(time.Second))), time.Nanosecond)
		}
	}
	if id, ok := a.get("session_id"); ok {
		r.SessionID, _ = id.(string)
		if err := checkSessionID(id); err != nil {
			a.bad("%v", err)
		}
	}
	if v, ok := a.boolean("sanitize_output"); ok {
		r.Sanitize = v
	}
	if globs, ok := a.strs("allowed_tools"); ok {
		if _, err := registry.ParseToolPatterns(globs); err != nil {
			a.bad("%v", err)
		}
		r.AllowedTools = append([]string{}, globs...)
	}
	if err := a.err(); err != nil {
		return ExecRequest{}, err
	}
	return r, nil
}

// checkSessionID accepts the ids a client would make up: 1 to 128 visible
// ASCII characters.
func checkSessionID(v any) error {
	id, ok := v.(string)
	if !ok {
		return fmt.Errorf("\"session_id\" must be a string, not %s", jsonType(v))
	}
	if id == "" || len(id) > maxSessionID {
		return fmt.Errorf("\"session_id\" must be 1 to %d characters", maxSessionID)
	}
	for _, c := range []byte(id) {
		if c <= ' ' || c > '~' {
			return fmt.Errorf("\"session_id\" may hold only visible ASCII characters (letters, digits, punctuation)")
		}
	}
	return nil
}

func (s *Server) handleExecute(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := s.parseExec(req)
	if err != nil {
		return modelError(err, nil)
	}
	release, err := s.runs.admit(ctx, clientOf(ctx), s.opts.Memory, r.Timeout)
	if err != nil {
		return modelError(err, func(err error) bool { return errors.Is(err, ErrBusy) })
	}
	defer release()
	var ns *interp.Namespace
	var sess *session.Session
	newSession := false
	if r.SessionID != "" {
		var st session.Status
		sess, st, err = s.sessions.Acquire(ctx, scopeOf(ctx), r.SessionID)
		if err != nil {
			return modelError(err, func(err error) bool { return errors.Is(err, session.ErrTooMany) })
		}
		if st.RestoreError != nil {
			s.releaseUnused(ctx, sess)
			s.log.Warn("a stored session could not be restored", "err", st.RestoreError)
			return toolError("session %q: its saved state could not be restored (%v), so it starts over empty; run your code again", r.SessionID, st.RestoreError), nil
		}
		ns, newSession = sess.Namespace, st.New
	}
	stopProgress := s.startProgress(ctx, req, r.Timeout)
	res, lost, reverted, err := s.runCode(ctx, r, sess, ns)
	stopProgress()
	if err != nil {
		if sess != nil {
			s.releaseUnused(ctx, sess)
		}
		return nil, fmt.Errorf("prepare run: %w", err)
	}
	var dropped []string
	switch {
	case sess != nil && reverted:
		s.sessions.Revert(sess)
		res.Stderr += "\n" + sessionKeptNote
	case sess != nil:
		saved, err := s.sessions.Release(ctx, sess)
		if errors.Is(err, session.ErrOverBudget) {
			overBudget(res, err)
			// the call's new objects were just dropped: give their memory
			// back now rather than when the collector next runs
			debug.FreeOSMemory()
		} else if err != nil {
			s.log.Warn("saving a session failed", "err", err)
			res.Stderr += fmt.Sprintf("\n[session not saved for later calls: %v]\n", err)
		}
		dropped = mergeNames(lost, saved)
	}
	if res.Error != nil && res.Error.GoStack != "" {
		s.log.Error("internal error in the interpreter", "err", res.Error.Error(), "stack", res.Error.GoStack)
	}
	errType := ""
	if res.Error != nil {
		errType = res.Error.Type
	}
	s.stats.Record(res.Duration, errType)

	out := execOutput{
		Stdout:     res.Stdout,
		Stderr:     res.Stderr,
		DurationMS: float64(res.Duration.Microseconds()) / 1000,
		Truncated:  res.Truncated,
		SessionID:  r.SessionID,
		NewSession: newSession,

		SessionDropped: dropped,
	}
	if res.HasValue {
		v := res.Value
		out.Result = &v
	}
	if res.Error != nil {
		out.Error = &execError{Type: res.Error.Type, Message: res.Error.Message, Traceback: res.Error.Traceback}
	}
	if r.Sanitize {
		took, err := s.protectWithin(ctx, &out, r.Timeout-res.Duration)
		out.DurationMS += float64(took.Microseconds()) / 1000
		if err != nil {
			// Never fall back to the unprotected output.
			s.log.Warn("output protection failed", "err", err)
			return toolError("the run finished but its output could not be protected, so it is withheld: %v", err), nil
		}
	}
	result := mcp.NewToolResultStructured(out, execText(out, s.opts.MaxOutput))
	result.IsError = out.Error != nil
	return result, nil
}

// execText is the text block: stdout, then stderr, the result's repr and,
// on error, the traceback, each on its own lines.
func execText(out execOutput, maxOutput int) string {
	var b strings.Builder
	add := func(s string) {
		if s == "" {
			return
		}
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
			b.WriteByte('\n')
		}
		b.WriteString(s)
	}
	add(out.Stdout)
	add(out.Stderr)
	if out.Result != nil {
		add(*out.Result)
	}
	add(interp.MissingTruncationNote(out.Truncated, out.Stdout, maxOutput))
	if out.Error != nil {
		if out.Error.Traceback != "" {
			add(out.Error.Traceback)
		} else if out.Error.Message != "" {
			add(out.Error.Type + ": " + out.Error.Message)
		} else {
			add(out.Error.Type)
		}
	}
	return b.String()
}

// mergeNames joins two sorted name lists without repeats.
func mergeNames(a, b []string) []string {
	if len(a) == 0 {
		return b
	}
	out := append(append([]string{}, a...), b...)
	slices.Sort(out)
	return slices.Compact(out)
}

// runCode runs the call's code in a worker or in this process. lost names
// the session globals the run could not keep or rebuild (the session's own
// Release adds what its snapshot leaves out). reverted is true when the
// run's changes to its session must be dropped (the in-process memory
// fence stopped it); a worker drops them itself.
func (s *Server) runCode(ctx context.Context, r ExecRequest, sess *session.Session, ns *interp.Namespace) (res *interp.Result, lost []string, reverted bool, err error) {
	if s.opts.Workers != nil {
		res, lost, err = s.runInWorker(ctx, r, sess)
		return res, lost, false, err
	}
	opts, release, err := s.runOptions(ctx, r, ns)
	if err != nil {
		return nil, nil, false, err
	}
	runCtx, stop := context.WithCancel(ctx)
	endFence := s.fence.begin(opts.Limits.MaxMemory, stop)
	res = interp.Run(runCtx, r.Code, opts)
	overrun := endFence()
	stop()
	release()
	if overrun != nil {
		fenced(res, overrun)
		return res, nil, sess != nil, nil
	}
	if ns != nil {
		// globals lost when a restored session was rebuilt for this run
		lost = ns.BindDropped()
	}
	return res, lost, false, nil
}

// releaseUnused releases a session no code ran in: saving it again can
// only fail for the reasons it would fail next time, so a failure is
// logged, not reported.
func (s *Server) releaseUnused(ctx context.Context, sess *session.Session) {
	if _, err := s.sessions.Release(ctx, sess); err != nil {
		s.log.Warn("releasing a session failed", "err", err)
	}
}
