package server

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// statsOut is get_execution_stats' structuredContent.
type statsOut struct {
	Executions int64            `json:"executions"`
	Errors     map[string]int64 `json:"errors"`
	DurationMS struct {
		P50 float64 `json:"p50"`
		P95 float64 `json:"p95"`
	} `json:"duration_ms"`
	Sessions  int `json:"sessions"`
	Workspace struct {
		Bytes int64 `json:"bytes"`
		Files int64 `json:"files"`
	} `json:"workspace"`
	Skills  int     `json:"skills"`
	UptimeS float64 `json:"uptime_s"`
	Since   string  `json:"since"`
}

func getExecutionStats(s *Server) tool {
	return tool{
		def: mcp.NewTool("get_execution_stats",
			mcp.WithDescription("Executions, errors by type, p50/p95 duration of recent runs, live sessions, workspace and skills usage, uptime."),
			readOnly(),
			outputSchema(`{"type":"object","properties":{"executions":{"type":"integer"},"errors":{"type":"object"},"duration_ms":{"type":"object"},"sessions":{"type":"integer"},"workspace":{"type":"object"},"skills":{"type":"integer"},"uptime_s":{"type":"number"},"since":{"type":"string"}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("get_execution_stats", req)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			out, err := s.statistics(ctx)
			if err != nil {
				return modelError(err, nil)
			}
			return structured(out)
		},
		set: setStats,
	}
}

// statistics gathers get_execution_stats from the counters and the stores.
func (s *Server) statistics(ctx context.Context) (statsOut, error) {
	snap, err := s.stats.Snapshot(ctx)
	if err != nil {
		return statsOut{}, fmt.Errorf("execution stats: %w", err)
	}
	var out statsOut
	out.Executions = snap.Executions
	out.Errors = snap.Errors
	out.DurationMS.P50 = snap.P50
	out.DurationMS.P95 = snap.P95
	out.Sessions = s.sessions.Live()
	bytes, files, err := s.env.Workspace.Usage(ctx)
	if err != nil {
		return out, fmt.Errorf("execution stats: %w", err)
	}
	out.Workspace.Bytes, out.Workspace.Files = bytes, files
	list, err := s.env.Skills.List(ctx)
	if err != nil {
		return out, fmt.Errorf("execution stats: %w", err)
	}
	out.Skills = len(list)
	out.UptimeS = math.Round(s.opts.Now().Sub(s.stats.Started()).Seconds()*10) / 10
	out.Since = snap.Since.UTC().Format(time.RFC3339)
	return out, nil
}
