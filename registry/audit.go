package registry

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// AuditEntry is one line of the audit log: one downstream call. It never
// holds argument values or server messages (either may carry secrets or
// personal data): only a hash of the arguments and the kind of error.
type AuditEntry struct {
	Time       time.Time `json:"time"`
	Server     string    `json:"server"`
	Tool       string    `json:"tool"`
	DurationMS float64   `json:"duration_ms"`
	OK         bool      `json:"ok"`
	// Error is the kind of failure: tool_error, validation, denied,
	// rate_limited, unavailable, cancelled, timeout or error.
	Error      string `json:"error,omitempty"`
	ArgsSHA256 string `json:"args_sha256"`
}

// AuditLog appends entries as JSON lines to dir/audit-YYYY-MM-DD.jsonl (UTC
// date of the entry), so the file rotates daily. It is safe for concurrent
// use. A nil *AuditLog records nothing.
type AuditLog struct {
	dir string
	mu  sync.Mutex
	f   *os.File
	day string
}

// OpenAuditLog creates dir if needed; files are opened on the first entry.
func OpenAuditLog(dir string) (*AuditLog, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("audit log: %w", err)
	}
	return &AuditLog{dir: dir}, nil
}

// Record appends one entry.
func (a *AuditLog) Record(e AuditEntry) error {
	if a == nil {
		return nil
	}
	line, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("audit log: %w", err)
	}
	line = append(line, '\n')
	day := e.Time.UTC().Format("2006-01-02")
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.f == nil || a.day != day {
		if a.f != nil {
			_ = a.f.Close()
			a.f = nil
		}
		f, err := os.OpenFile(a.path(day), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
		if err != nil {
			return fmt.Errorf("audit log: %w", err)
		}
		a.f, a.day = f, day
	}
	if _, err := a.f.Write(line); err != nil {
		return fmt.Errorf("audit log: %w", err)
	}
	return nil
}

// path is the file of one UTC day.
func (a *AuditLog) path(day string) string {
	return filepath.Join(a.dir, "audit-"+day+".jsonl")
}

// Close closes the current file.
func (a *AuditLog) Close() error {
	if a == nil {
		return nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.f == nil {
		return nil
	}
	err := a.f.Close()
	a.f = nil
	return err
}

// hashArgs is the SHA-256 of the arguments' JSON (object keys sorted, as
// encoding/json writes maps), so equal arguments hash equal.
func hashArgs(args map[string]any) string {
	data, err := json.Marshal(args)
	if err != nil {
		data = []byte(fmt.Sprint(len(args)))
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// errorKind names the kind of a call's failure for the audit log.
func errorKind(err error) string {
	var (
		te *ToolError
		ve *ValidationError
	)
	switch {
	case err == nil:
		return ""
	case errors.As(err, &te):
		return "tool_error"
	case errors.As(err, &ve):
		return "validation"
	case errors.Is(err, ErrDenied):
		return "denied"
	case errors.Is(err, ErrRateLimited):
		return "rate_limited"
	case errors.Is(err, context.Canceled):
		return "cancelled"
	case errors.Is(err, context.DeadlineExceeded):
		return "timeout"
	case errors.Is(err, ErrUnavailable):
		return "unavailable"
	}
	return "error"
}
