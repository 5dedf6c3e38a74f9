// Package pgtest runs a real PostgreSQL server for tests: initdb in a
// temporary folder, the server on a free loopback port, as an unprivileged
// user when the tests run as root (PostgreSQL refuses root). Debian's
// postgresql package provides the binaries; .ci/run installs it.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Server is one PostgreSQL server of a test run.
type Server struct {
	Dir  string // data folder (also holds the socket)
	Port int
	bin  string
	cred *syscall.Credential

	mu  sync.Mutex
	cmd *exec.Cmd
	log *os.File
}

var dbSeq atomic.Int64

// binDir finds the folder of initdb and postgres.
func binDir() (string, error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		if target, err := filepath.EvalSymlinks(p); err == nil {
			return filepath.Dir(target), nil
		}
		return filepath.Dir(p), nil
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(matches) == 0 {
		return "", errors.New("PostgreSQL is not installed (apt-get install postgresql)")
	}
	return filepath.Dir(matches[len(matches)-1]), nil
}

// Available reports why PostgreSQL cannot be started here, or nil.
func Available() error {
	_, err := binDir()
	return err
}

// SkipOrFail skips the test when PostgreSQL is missing, or fails it under
// CI=true, where it must be installed.
func SkipOrFail(t testing.TB) {
	t.Helper()
	if err := Available(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
}

// New initialises and starts a server; Close stops it and removes its
// folder.
func New() (*Server, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "mcpython-pg-")
	if err != nil {
		return nil, err
	}
	s := &Server{Dir: dir, bin: bin}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			u, err = user.Lookup("nobody")
		}
		if err != nil {
			return nil, fmt.Errorf("no unprivileged user to run PostgreSQL as: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		s.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		if err := os.Chown(dir, uid, gid); err != nil {
			return nil, err
		}
	}
	data := filepath.Join(dir, "data")
	initdb := exec.Command(filepath.Join(bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	initdb.Dir = dir
	if out, err := initdb.CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %v\n%s", err, out)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s.Port = l.Addr().(*net.TCPAddr).Port
	l.Close()
	if err := s.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return s, nil
}

// Start starts the server (again, after Stop or Kill) and waits until it
// accepts connections.
func (s *Server) Start() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd != nil {
		return errors.New("pgtest: already running")
	}
	logf, err := os.OpenFile(filepath.Join(s.Dir, "server.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	cmd := exec.Command(filepath.Join(s.bin, "postgres"), "-D", filepath.Join(s.Dir, "data"),
		"-p", strconv.Itoa(s.Port), "-k", s.Dir, "-c", "listen_addresses=127.0.0.1",
		"-c", "fsync=off", "-c", "max_connections=200", "-c", "shared_buffers=32MB")
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred, Setpgid: true}
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		logf.Close()
		return fmt.Errorf("start postgres: %w", err)
	}
	s.cmd, s.log = cmd, logf
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		conn, err := pgx.Connect(ctx, s.dsn("postgres"))
		cancel()
		if err == nil {
			conn.Close(context.Background())
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	log, _ := os.ReadFile(filepath.Join(s.Dir, "server.log"))
	return fmt.Errorf("postgres did not start within 30 s:\n%s", log)
}

// Stop shuts the server down (fast shutdown: clients are disconnected).
func (s *Server) Stop() error {
	return s.signal(syscall.SIGINT)
}

func (s *Server) signal(sig syscall.Signal) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd == nil {
		return nil
	}
	s.cmd.Process.Signal(sig)
	err := s.cmd.Wait()
	s.cmd = nil
	s.log.Close()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		err = nil // a signalled server exits non-zero
	}
	return err
}

// Close stops the server and removes its folder.
func (s *Server) Close() error {
	err := s.Stop()
	os.RemoveAll(s.Dir)
	return err
}

func (s *Server) dsn(db string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", s.Port, db)
}

// NewDatabase creates an empty database and returns its DSN.
func (s *Server) NewDatabase(t testing.TB) string {
	t.Helper()
	name := fmt.Sprintf("t%d_%d", os.Getpid(), dbSeq.Add(1))
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, s.dsn("postgres"))
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		t.Fatalf("pgtest: create database: %v", err)
	}
	return s.dsn(name)
}

// DSNWithoutDB is the DSN of the server's default database.
func (s *Server) DSNWithoutDB() string { return s.dsn("postgres") }

var (
	sharedOnce sync.Once
	shared     *Server
	sharedErr  error
)

// Shared returns one server for the whole test binary, started on first
// use; the package's TestMain must call CloseShared after m.Run.
func Shared(t testing.TB) *Server {
	t.Helper()
	SkipOrFail(t)
	sharedOnce.Do(func() { shared, sharedErr = New() })
	if sharedErr != nil {
		t.Fatalf("pgtest: %v", sharedErr)
	}
	return shared
}

// CloseShared stops the shared server, if one was started.
func CloseShared() {
	if shared != nil {
		shared.Close()
	}
}

// LogTail returns the end of the server log, for failure messages.
func (s *Server) LogTail() string {
	b, _ := os.ReadFile(filepath.Join(s.Dir, "server.log"))
	lines := strings.Split(string(b), "\n")
	if len(lines) > 40 {
		lines = lines[len(lines)-40:]
	}
	return strings.Join(lines, "\n")
}
