package server

import (
	"context"
	"fmt"
	"log/slog"
	"testing"

	mcpserver "github.com/mark3labs/mcp-go/server"

	"github.com/mcpython/mcpython/interp"
	"github.com/mcpython/mcpython/skills"
	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/workspace"
)

// BenchmarkSurfaceSyncIdle is the cost of one poll of the workspace and the
// skills when nothing changed: what a connected client costs the server
// every second.
func BenchmarkSurfaceSyncIdle(b *testing.B) {
	for _, files := range []int{100, 10000} {
		b.Run(fmt.Sprintf("files=%d", files), func(b *testing.B) {
			db, err := store.OpenBolt(b.TempDir(), store.BoltOptions{NoSync: true})
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			ws, err := workspace.New(db, workspace.Options{})
			if err != nil {
				b.Fatal(err)
			}
			lib, err := skills.New(db, interp.CheckPython)
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			for i := range files {
				if err := ws.Write(ctx, fmt.Sprintf("d%02d/f%05d.txt", i%100, i), []byte("x")); err != nil {
					b.Fatal(err)
				}
			}
			s := newSurface(&Env{Workspace: ws, Skills: lib}, slog.New(slog.DiscardHandler))
			s.attach(mcpserver.NewMCPServer("bench", "1", s.options()...))
			b.ResetTimer()
			for b.Loop() {
				s.sync(ctx)
			}
		})
	}
}
