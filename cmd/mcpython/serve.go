package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/session"
	"github.com/mcpython/mcpython/store"

	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/server"
	"github.com/mcpython/mcpython/skills"
	toolsregistry "github.com/mcpython/mcpython/tools_registry"
	"github.com/mcpython/mcpython/workspace"
)

// newServeCmd is "mcpython serve": the MCP server on stdio (or HTTP with
// --http) until the client goes away or SIGINT/SIGTERM, then a graceful
// shutdown.
func newServeCmd() *cobra.Command {
	f := newServeFlags()
	cmd := &cobra.Command{
		Use:   "serve [flags]",
		Short: "Run the MCP server on stdio (--http HOST:PORT for streamable HTTP)",
		Long: `Run the MCP server. On stdio (the default) an MCP client starts it and speaks the
protocol on stdin/stdout; logs go to stderr or --log-file. With --http it serves
streamable HTTP at /mcp. Flags win over the environment, which wins over the data
dir's mcpython.json.`,
		Example: `  mcpython serve
  mcpython serve --data-dir ~/work/.mcpython --timeout 60 --memory 512MiB
  mcpython serve --http 127.0.0.1:8765 --http-token-file ~/.mcpython/token`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := f.config(osEnvironment())
			if err != nil {
				return configError(err)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return serve(ctx, cfg, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	cmd.Flags().AddFlagSet(f.fs)
	return cmd
}

// newLogger writes text logs to stderr or to the log file; never stdout,
// which carries the protocol.
func newLogger(cfg config, stderr io.Writer) (*slog.Logger, func(), error) {
	w, closeLog := stderr, func() {}
	if cfg.LogFile != "" {
		if err := os.MkdirAll(filepath.Dir(cfg.LogFile), 0o700); err != nil {
			return nil, nil, fmt.Errorf("log file: %w", err)
		}
		f, err := os.OpenFile(cfg.LogFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
		if err != nil {
			return nil, nil, fmt.Errorf("log file: %w", err)
		}
		w, closeLog = f, func() { _ = f.Close() }
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: cfg.LogLevel})), closeLog, nil
}

// stores are the process's shared parts over one database.
type stores struct {
	db  store.Store
	env *server.Env
}

// openStores opens the data dir's database and every store over it.
func openStores(cfg config, log *slog.Logger) (*stores, error) {
	db, err := openStore(cfg.DataDir, cfg.Store)
	if err != nil {
		return nil, err
	}
	st := &stores{db: db}
	fail := func(err error) (*stores, error) {
		if st.env != nil && st.env.Registry != nil {
			_ = st.env.Registry.Close()
		}
		_ = db.Close()
		return nil, err
	}
	ws, err := workspace.New(db, workspace.Options{Quota: cfg.WorkspaceQuota, MaxFileSize: cfg.MaxFileSize, MaxEntries: cfg.MaxEntries})
	if err != nil {
		return fail(err)
	}
	lib, err := skills.New(db, interp.CheckPython)
	if err != nil {
		return fail(err)
	}
	vault, err := openVault(db, cfg.DataDir, pii.VaultOptions{SharedTokens: cfg.SharedPIITokens})
	if err != nil {
		return fail(err)
	}
	var vectors *registry.WordVectors
	if cfg.WordVectors != "" {
		if vectors, err = registry.LoadWordVectors(cfg.WordVectors); err != nil {
			return fail(fmt.Errorf("--word-vectors: %w", err))
		}
	}
	servers, err := downstreamServers(cfg, log)
	if err != nil {
		return fail(err)
	}
	reg, err := registry.New(registry.Options{
		Bundled:      toolsregistry.FS(),
		Dirs:         cfg.Registries,
		Servers:      servers,
		Policy:       cfg.Policy,
		Store:        db,
		AuditDir:     filepath.Join(cfg.DataDir, "audit"),
		StartServers: cfg.StartServers,
		Logger:       log,
		Vectors:      vectors,
		// a message costs about three times its size while mcp-go decodes
		// it; half a run's memory keeps that near the run's budget
		MaxMessage: cfg.Memory / 2,
	})
	if err != nil {
		return fail(fmt.Errorf("registry: %w", err))
	}
	st.env = &server.Env{Workspace: ws, Skills: lib, Vault: vault, Registry: reg}
	return st, nil
}

// openVault opens the PII vault with the data dir's key (or
// $MCPYTHON_VAULT_KEY).
func openVault(db store.Store, dataDir string, opts pii.VaultOptions) (*pii.Vault, error) {
	key, err := pii.LoadOrCreateKey(dataDir)
	if err != nil {
		return nil, fmt.Errorf("vault key: %w", err)
	}
	det, err := pii.NewDetector()
	if err != nil {
		return nil, fmt.Errorf("pii detector: %w", err)
	}
	v, err := pii.NewVault(db, key, det, opts)
	if errors.Is(err, pii.ErrWrongKey) {
		return nil, fmt.Errorf("%w; every process on one store needs the same key: give each the same MCPYTHON_VAULT_KEY (or the same vault.key in its data dir)", err)
	}
	return v, err
}

// downstreamServers reads the user's MCP client configurations: Claude
// Code's (~/.claude.json, the project's .mcp.json) and explicit files.
func downstreamServers(cfg config, log *slog.Logger) ([]registry.ServerConfig, error) {
	env := osEnvironment()
	cwd, _ := os.Getwd()
	self, _ := os.Executable()
	servers, problems, err := registry.LoadConfig(registry.ConfigSources{
		Home: env.Home, Cwd: cwd, Files: cfg.MCPConfigs, Getenv: os.Getenv, Self: self,
	})
	for _, p := range problems {
		log.Warn("skipped downstream server entry", "where", p.Path, "reason", p.Err)
	}
	if err != nil {
		return nil, err
	}
	return servers, nil
}

// close shuts the stores down: downstream servers first, the database last.
func (st *stores) close(log *slog.Logger) {
	if err := st.env.Registry.Close(); err != nil {
		log.Warn("closing downstream servers", "err", err)
	}
	if err := st.db.Close(); err != nil {
		log.Warn("closing the database", "err", err)
	}
}

// serve runs the server until ctx ends or the client disconnects.
func serve(ctx context.Context, cfg config, stdin io.Reader, stdout, stderr io.Writer) error {
	log, closeLog, err := newLogger(cfg, stderr)
	if err != nil {
		return err
	}
	defer closeLog()
	st, err := openStores(cfg, log)
	if err != nil {
		return err
	}
	defer st.close(log)
	pool, err := startWorkers(cfg, log)
	if err != nil {
		return err
	}
	if pool != nil {
		defer pool.Close()
	}
	srv, err := server.New(st.db, st.env, server.Options{
		Workers:          pool,
		Timeout:          cfg.Timeout,
		MaxTimeout:       cfg.MaxTimeout,
		Memory:           cfg.Memory,
		MaxOutput:        cfg.MaxOutput,
		Profile:          cfg.Profile,
		SanitizeOutput:   cfg.SanitizeOutput,
		Version:          version,
		Logger:           log,
		SessionCodec:     session.InterpCodec(),
		HTTPStateless:    cfg.HTTPStateless,
		MaxRuns:          cfg.MaxRuns,
		MaxRunsPerClient: cfg.MaxRunsPerClient,
		ServerMemory:     cfg.ServerMemory,
	})
	if err != nil {
		return err
	}
	defer func() {
		if err := srv.Close(); err != nil {
			log.Warn("closing the server", "err", err)
		}
	}()
	if os.Getenv("GOMEMLIMIT") == "" {
		// GOGC (gcPercent) lets the heap grow well past what runs account for; a soft
		// limit makes the collector work harder before the process balloons.
		// The in-process memory fence may already hold a tighter one.
		if want := 2*cfg.Memory + 512<<20; want < debug.SetMemoryLimit(-1) {
			debug.SetMemoryLimit(want)
		}
	}
	// registry folders are re-read when they change, or at once on SIGHUP
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	watchCtx, stopWatch := context.WithCancel(ctx)
	defer stopWatch()
	go st.env.Registry.Watch(watchCtx, 0, hup)
	log.Info("mcpython serving", "version", version, "data_dir", cfg.DataDir, "profile", cfg.Profile,
		"transport", map[bool]string{true: "http", false: "stdio"}[cfg.HTTPAddr != ""])
	if cfg.HTTPAddr != "" {
		if cfg.HTTPToken == "" {
			log.Warn("HTTP without a token: any local process can connect; set --http-token-file or " + envHTTPToken)
		}
		err = srv.ListenHTTP(ctx, cfg.HTTPAddr, cfg.HTTPToken, func(a net.Addr) {
			log.Info("listening", "url", "http://"+a.String()+server.EndpointPath)
		})
	} else {
		err = srv.ServeStdio(ctx, stdin, stdout)
	}
	log.Info("mcpython stopping", "reason", stopReason(ctx, err))
	return err
}

// stopReason says why serving ended, for the log.
func stopReason(ctx context.Context, err error) string {
	switch {
	case err != nil:
		return err.Error()
	case ctx.Err() != nil:
		return "signal"
	}
	return "client disconnected"
}
