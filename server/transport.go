package server

import (
	"bytes"
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"

	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/mcpython/mcpython/session"
)

// EndpointPath is where the streamable HTTP transport answers.
const EndpointPath = "/mcp"

// HTTPHandler serves streamable HTTP at EndpointPath. With a token, every
// request must carry "Authorization: Bearer TOKEN" (else 401). Requests from
// a browser page of another origin are refused (403), and mcp-go's DNS
// rebinding protection refuses a loopback connection whose Host header is not
// a loopback name.
// HealthPath answers GET with 200 while the server runs.
const HealthPath = "/healthz"

func (s *Server) HTTPHandler(token string) http.Handler {
	h, _ := s.httpHandler(token)
	return h
}

// httpHandler returns the guarded handler and the transport under it (whose
// sessions are closed at shutdown).
func (s *Server) httpHandler(token string) (http.Handler, *mcpserver.StreamableHTTPServer) {
	transport := mcpserver.NewStreamableHTTPServer(s.mcp,
		mcpserver.WithEndpointPath(EndpointPath),
		mcpserver.WithStreamableHTTPLogger(s.log),
		mcpserver.WithStateLess(s.opts.HTTPStateless),
		// The guard let the request in: its sessions are the token's.
		mcpserver.WithHTTPContextFunc(func(ctx context.Context, _ *http.Request) context.Context {
			if token == "" {
				return ctx
			}
			return withScope(ctx, session.TokenScope(token))
		}),
	)
	mux := http.NewServeMux()
	mux.Handle(EndpointPath, guard(token, limitBody(s.opts.MaxRequestBody, transport)))
	// For load balancers and container health checks: says only that the
	// process serves HTTP, so it needs no token.
	mux.HandleFunc("GET "+HealthPath, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		fmt.Fprintln(w, "ok")
	})
	return mux, transport
}

// guard checks the Origin and the bearer token before the MCP transport.
func guard(token string, next http.Handler) http.Handler {
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if origin := r.Header.Get("Origin"); origin != "" && !originAllowed(origin, r.Host) {
			http.Error(w, "Forbidden: cross-origin requests are not accepted", http.StatusForbidden)
			return
		}
		if token != "" {
			got := []byte(r.Header.Get("Authorization"))
			if subtle.ConstantTimeCompare(got, want) != 1 {
				w.Header().Set("WWW-Authenticate", `Bearer realm="mcpython"`)
				http.Error(w, "Unauthorized: send Authorization: Bearer <token>", http.StatusUnauthorized)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// limitBody answers 413 to a request whose body passes limit bytes, before
// the transport reads it: a 300 MB body would otherwise be read whole.
func limitBody(limit int64, next http.Handler) http.Handler {
	tooLarge := func(w http.ResponseWriter) {
		http.Error(w, fmt.Sprintf("Request Entity Too Large: the request body is limited to %d bytes", limit), http.StatusRequestEntityTooLarge)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > limit {
			tooLarge(w)
			return
		}
		if r.Body != nil && r.Body != http.NoBody {
			// a chunked body has no length up front: read it, bounded
			body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				tooLarge(w)
				return
			}
			if err != nil {
				http.Error(w, "Bad Request: reading the request body: "+err.Error(), http.StatusBadRequest)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		next.ServeHTTP(w, r)
	})
}

// originAllowed accepts an Origin on a loopback host or equal to the server's
// own host: what a local tool or a same-origin page sends.
func originAllowed(origin, host string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	return isLoopback(u.Hostname()) || strings.EqualFold(u.Host, host)
}

// isLoopback reports whether host (no port) names the loopback interface.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip, err := netip.ParseAddr(strings.Trim(host, "[]"))
	return err == nil && ip.IsLoopback()
}

// CheckListenAddr refuses to serve HTTP on a non-loopback address without a
// token: anyone who can reach the port could run code.
func CheckListenAddr(addr, token string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("listen address %q: want HOST:PORT, e.g. 127.0.0.1:8765: %w", addr, err)
	}
	if token == "" && !isLoopback(host) {
		return fmt.Errorf("listen address %q is not a loopback address: serving it needs a token (--http-token-file or MCPYTHON_HTTP_TOKEN)", addr)
	}
	return nil
}

// ListenHTTP serves streamable HTTP on addr until ctx ends, then shuts down
// gracefully (in-flight calls get a few seconds). ready, when set, is called
// with the bound address once the listener is up (useful with port 0).
func (s *Server) ListenHTTP(ctx context.Context, addr, token string, ready func(net.Addr)) error {
	if err := CheckListenAddr(addr, token); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	handler, transport := s.httpHandler(token)
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	if ready != nil {
		ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve http: %w", err)
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	transport.CloseSessions(shutdownCtx)
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("shut down http: %w", err)
	}
	_ = srv.Close()
	return nil
}
