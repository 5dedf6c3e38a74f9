package server

import (
	"context"
	"encoding/base64"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/workspace"
)

// legacyClient connects a second in-process client that speaks
// 2025-11-25, the revision with resources/subscribe and logging/setLevel
// (what Claude Code and the TypeScript SDK speak today).
func (f *fixture) legacyClient() *client.Client {
	f.t.Helper()
	c, err := client.NewInProcessClient(f.srv.MCPServer())
	require.NoError(f.t, err)
	ctx := context.Background()
	require.NoError(f.t, c.Start(ctx))
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	init.Params.ClientInfo = mcp.Implementation{Name: "legacy-test", Version: "1"}
	_, err = c.Initialize(ctx, init)
	require.NoError(f.t, err)
	f.t.Cleanup(func() { _ = c.Close() })
	return c
}

// notes collects the notifications the fixture's client receives.
type notes struct {
	mu  sync.Mutex
	got []mcp.JSONRPCNotification
}

func watchNotes(c *client.Client) *notes {
	n := &notes{}
	c.OnNotification(func(note mcp.JSONRPCNotification) {
		n.mu.Lock()
		n.got = append(n.got, note)
		n.mu.Unlock()
	})
	return n
}

// waitFor waits up to 5 s for a notification of method whose params hold
// want (when want is non-nil) and returns it.
func (n *notes) waitFor(t *testing.T, method string, want map[string]any) mcp.JSONRPCNotification {
	t.Helper()
	var found *mcp.JSONRPCNotification
	require.Eventually(t, func() bool {
		n.mu.Lock()
		defer n.mu.Unlock()
		for i, note := range n.got {
			if note.Method != method {
				continue
			}
			match := true
			for k, v := range want {
				if fmt.Sprint(note.Params.AdditionalFields[k]) != fmt.Sprint(v) {
					match = false
				}
			}
			if match {
				found = &n.got[i]
				return true
			}
		}
		return false
	}, 5*time.Second, 20*time.Millisecond, "no %s %v; got %v", method, want, n.methods())
	return *found
}

func (n *notes) methods() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	var out []string
	for _, note := range n.got {
		out = append(out, note.Method)
	}
	return out
}

func (n *notes) reset() {
	n.mu.Lock()
	n.got = nil
	n.mu.Unlock()
}

func (f *fixture) write(p, data string) {
	f.t.Helper()
	require.NoError(f.t, f.env.Workspace.Write(context.Background(), p, []byte(data)))
}

func (f *fixture) listResources() []mcp.Resource {
	f.t.Helper()
	var all []mcp.Resource
	var cursor mcp.Cursor
	for pages := 0; ; pages++ {
		require.Less(f.t, pages, 1000)
		req := mcp.ListResourcesRequest{}
		req.Params.Cursor = cursor
		res, err := f.client.ListResources(context.Background(), req)
		require.NoError(f.t, err)
		all = append(all, res.Resources...)
		if res.NextCursor == "" {
			return all
		}
		cursor = res.NextCursor
	}
}

func (f *fixture) read(uri string) ([]mcp.ResourceContents, error) {
	req := mcp.ReadResourceRequest{}
	req.Params.URI = uri
	res, err := f.client.ReadResource(context.Background(), req)
	if err != nil {
		return nil, err
	}
	return res.Contents, nil
}

func TestResourcesListPages(t *testing.T) {
	f := newFixture(t)
	const n = pageSize + 7
	for i := range n {
		f.write(fmt.Sprintf("data/f%03d.txt", i), "x")
	}
	req := mcp.ListResourcesRequest{}
	first, err := f.client.ListResourcesByPage(context.Background(), req)
	require.NoError(t, err)
	require.Len(t, first.Resources, pageSize)
	require.NotEmpty(t, first.NextCursor, "a second page")

	all := f.listResources()
	require.Len(t, all, n)
	seen := map[string]bool{}
	for _, r := range all {
		require.False(t, seen[r.URI], "listed twice: %s", r.URI)
		seen[r.URI] = true
	}
	require.True(t, seen["workspace:///data/f000.txt"])
	require.True(t, seen[fmt.Sprintf("workspace:///data/f%03d.txt", n-1)])
}

func TestResourcesRead(t *testing.T) {
	f := newFixture(t)
	f.write("notes/a b.txt", "héllo\n")
	require.NoError(t, f.env.Workspace.Write(context.Background(), "img.bin", []byte{0x89, 'P', 0, 0xff}))
	all := f.listResources()
	uris := map[string]mcp.Resource{}
	for _, r := range all {
		uris[r.URI] = r
	}
	require.Contains(t, uris, "workspace:///notes/a%20b.txt")
	require.Equal(t, "notes/a b.txt", uris["workspace:///notes/a%20b.txt"].Name)

	tests := []struct {
		name, uri string
		text      string
		blob      []byte
		mime      string
	}{
		{"listed text", "workspace:///notes/a%20b.txt", "héllo\n", nil, "text/plain; charset=utf-8"},
		{"binary as base64", "workspace:///img.bin", "", []byte{0x89, 'P', 0, 0xff}, "application/octet-stream"},
		{"template with an escaped slash", "workspace:///notes%2Fa%20b.txt", "héllo\n", nil, "text/plain; charset=utf-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := f.read(tc.uri)
			require.NoError(t, err)
			require.Len(t, got, 1)
			switch c := got[0].(type) {
			case mcp.TextResourceContents:
				require.Nil(t, tc.blob, "got text %q", c.Text)
				require.Equal(t, tc.text, c.Text)
				require.Equal(t, tc.mime, c.MIMEType)
			case mcp.BlobResourceContents:
				require.NotNil(t, tc.blob, "got a blob")
				data, err := base64.StdEncoding.DecodeString(c.Blob)
				require.NoError(t, err)
				require.Equal(t, tc.blob, data)
				require.Equal(t, tc.mime, c.MIMEType)
			default:
				t.Fatalf("contents %T", c)
			}
		})
	}

	t.Run("a file written since the last list, through the template", func(t *testing.T) {
		f.write("late.csv", "a,b\n")
		got, err := f.read("workspace:///late.csv")
		require.NoError(t, err)
		require.Equal(t, "a,b\n", got[0].(mcp.TextResourceContents).Text)
		require.Equal(t, "text/csv", got[0].(mcp.TextResourceContents).MIMEType)
	})
	t.Run("a nested file written since the last list", func(t *testing.T) {
		f.write("late/deep/x.txt", "deep")
		got, err := f.read("workspace:///late/deep/x.txt")
		require.NoError(t, err)
		require.Equal(t, "deep", got[0].(mcp.TextResourceContents).Text)
	})
	for _, uri := range []string{"workspace:///missing.txt", "workspace:///late/missing.txt", "workspace:///notes", "skill:///nope/SKILL.md"} {
		t.Run("missing "+uri, func(t *testing.T) {
			_, err := f.read(uri)
			require.Error(t, err)
		})
	}
}

func TestResourcesTemplates(t *testing.T) {
	f := newFixture(t)
	res, err := f.client.ListResourceTemplates(context.Background(), mcp.ListResourceTemplatesRequest{})
	require.NoError(t, err)
	var got []string
	for _, tpl := range res.ResourceTemplates {
		got = append(got, tpl.URITemplate.Raw())
	}
	require.ElementsMatch(t, []string{workspaceTemplate, skillTemplate}, got)
}

func TestResourcesSkills(t *testing.T) {
	f := newFixture(t)
	code := "def total(rows, column='amount'):\n    \"\"\"Sum one column.\"\"\"\n    return sum(r[column] for r in rows)\n"
	_, err := f.env.Skills.Save(context.Background(), "totals", code, "Sum a column of rows")
	require.NoError(t, err)
	all := f.listResources()
	var uris []string
	for _, r := range all {
		uris = append(uris, r.URI)
	}
	require.Contains(t, uris, "skill:///totals/SKILL.md")
	require.Contains(t, uris, "skill:///totals/totals.py")

	md, err := f.read("skill:///totals/SKILL.md")
	require.NoError(t, err)
	require.Contains(t, md[0].(mcp.TextResourceContents).Text, "import skills.totals")
	require.Contains(t, md[0].(mcp.TextResourceContents).Text, `description: "Sum a column of rows"`)
	py, err := f.read("skill:///totals/totals.py")
	require.NoError(t, err)
	require.Equal(t, code, py[0].(mcp.TextResourceContents).Text)
	_, err = f.read("skill:///totals/other.py")
	require.Error(t, err)
}

// TestResourcesSubscribeOtherWriter: a second store opened on the same data
// dir (as another process would) writes; the server's poll notices it.
func TestResourcesSubscribeOtherWriter(t *testing.T) {
	f := newFixture(t)
	f.write("watched.txt", "v1")
	f.listResources()
	c := f.legacyClient()
	n := watchNotes(c)

	sub := mcp.SubscribeRequest{}
	sub.Params.URI = "workspace:///watched.txt"
	require.NoError(t, c.Subscribe(context.Background(), sub)) //nolint:staticcheck // resources/subscribe is what clients before protocol 2026-07-28 send

	other, err := store.OpenBolt(f.dir, store.BoltOptions{NoSync: true})
	require.NoError(t, err)
	defer other.Close()
	ws, err := workspace.New(other, workspace.Options{})
	require.NoError(t, err)
	require.NoError(t, ws.Write(context.Background(), "watched.txt", []byte("v2")))

	n.waitFor(t, string(mcp.MethodNotificationResourceUpdated), map[string]any{"uri": "workspace:///watched.txt"})

	// A new file is a list change; an unsubscribed file's write is not an
	// update for this client.
	require.NoError(t, ws.Write(context.Background(), "new.txt", []byte("n")))
	n.waitFor(t, string(mcp.MethodNotificationResourcesListChanged), nil)

	unsub := mcp.UnsubscribeRequest{}
	unsub.Params.URI = "workspace:///watched.txt"
	require.NoError(t, c.Unsubscribe(context.Background(), unsub)) //nolint:staticcheck // as Subscribe
	n.reset()
	require.NoError(t, ws.Write(context.Background(), "watched.txt", []byte("v3")))
	require.NoError(t, ws.Delete(context.Background(), "new.txt"))
	n.waitFor(t, string(mcp.MethodNotificationResourcesListChanged), nil)
	require.NotContains(t, n.methods(), string(mcp.MethodNotificationResourceUpdated))
}

func TestResourcesSubscribeDeleted(t *testing.T) {
	f := newFixture(t)
	f.write("gone.txt", "x")
	f.listResources()
	c := f.legacyClient()
	n := watchNotes(c)
	sub := mcp.SubscribeRequest{}
	sub.Params.URI = "workspace:///gone.txt"
	require.NoError(t, c.Subscribe(context.Background(), sub)) //nolint:staticcheck // resources/subscribe is what clients before protocol 2026-07-28 send
	require.NoError(t, f.env.Workspace.Delete(context.Background(), "gone.txt"))
	f.srv.surface.sync(context.Background())
	n.waitFor(t, string(mcp.MethodNotificationResourceUpdated), map[string]any{"uri": "workspace:///gone.txt"})
	n.waitFor(t, string(mcp.MethodNotificationResourcesListChanged), nil)
}
