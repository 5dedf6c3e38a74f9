package server

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// startProgress sends notifications/progress every ProgressInterval while a
// run lasts, when the client sent a progressToken: progress counts elapsed
// seconds against the run's time limit. The returned stop waits for the
// sender to finish, so no notification follows the result.
func (s *Server) startProgress(ctx context.Context, req mcp.CallToolRequest, limit time.Duration) (stop func()) {
	if req.Params.Meta == nil || req.Params.Meta.ProgressToken == nil {
		return func() {}
	}
	token := req.Params.Meta.ProgressToken
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		start := time.Now()
		tick := time.NewTicker(s.opts.ProgressInterval)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-tick.C:
				elapsed := time.Since(start)
				err := s.mcp.SendNotificationToClient(ctx, "notifications/progress", map[string]any{
					"progressToken": token,
					"progress":      elapsed.Seconds(),
					"total":         limit.Seconds(),
					"message":       fmt.Sprintf("running for %s (limit %s)", elapsed.Round(time.Second), limit),
				})
				if err != nil {
					s.log.Debug("progress notification not sent", "err", err)
				}
			}
		}
	}()
	return func() {
		close(done)
		wg.Wait()
	}
}
