package server

import (
	"encoding/base64"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/workspace"
)

type fileOut struct {
	Path    string `json:"path"`
	Content string `json:"content"`
	Size    int    `json:"size"`
}

type listOut struct {
	Files []struct {
		Path     string `json:"path"`
		Size     int64  `json:"size"`
		Modified string `json:"modified"`
	} `json:"files"`
	NextCursor string `json:"next_cursor"`
}

func TestWorkspaceTools(t *testing.T) {
	f := newFixture(t)

	var w fileOut
	f.ok("write_workspace_file", map[string]any{"path": "./data//notes.txt", "content": "héllo\n"}, &w)
	assert.Equal(t, fileOut{Path: "data/notes.txt", Size: 7}, w, "path normalised, size in bytes")

	var r fileOut
	f.ok("read_workspace_file", map[string]any{"path": "data/notes.txt"}, &r)
	assert.Equal(t, fileOut{Path: "data/notes.txt", Content: "héllo\n", Size: 7}, r)

	t.Run("binary through base64", func(t *testing.T) {
		blob := []byte{0, 1, 2, 0xff, 0xfe}
		f.ok("write_workspace_file", map[string]any{"path": "bin/x.dat", "content": base64.StdEncoding.EncodeToString(blob), "encoding": "base64"}, &w)
		assert.Equal(t, 5, w.Size)
		f.ok("read_workspace_file", map[string]any{"path": "bin/x.dat", "encoding": "base64"}, &r)
		got, err := base64.StdEncoding.DecodeString(r.Content)
		require.NoError(t, err)
		assert.Equal(t, blob, got)
		msg := f.fails("read_workspace_file", map[string]any{"path": "bin/x.dat"})
		assert.Contains(t, msg, `not UTF-8 text (5 bytes); read it with encoding "base64"`)
	})

	t.Run("list with and without prefix", func(t *testing.T) {
		var l listOut
		f.ok("list_workspace_files", nil, &l)
		require.Len(t, l.Files, 2)
		assert.Equal(t, "bin/x.dat", l.Files[0].Path)
		assert.Equal(t, "data/notes.txt", l.Files[1].Path)
		_, err := time.Parse(time.RFC3339, l.Files[1].Modified)
		assert.NoError(t, err)
		f.ok("list_workspace_files", map[string]any{"prefix": "data/"}, &l)
		require.Len(t, l.Files, 1)
		f.ok("list_workspace_files", map[string]any{"prefix": "nothing"}, &l)
		assert.Empty(t, l.Files)
		assert.NotNil(t, l.Files, "an empty list, not null")
	})

	t.Run("pages", func(t *testing.T) {
		for i := 0; i < 7; i++ {
			f.ok("write_workspace_file", map[string]any{"path": fmt.Sprintf("pages/f%d.txt", i), "content": "x"}, &fileOut{})
		}
		var seen []string
		args := map[string]any{"prefix": "pages/", "limit": 3}
		for pages := 0; ; pages++ {
			require.Less(t, pages, 5, "paging does not end")
			var l listOut
			f.ok("list_workspace_files", args, &l)
			for _, fi := range l.Files {
				seen = append(seen, fi.Path)
			}
			if l.NextCursor == "" {
				assert.Len(t, l.Files, 1)
				break
			}
			assert.Len(t, l.Files, 3)
			args["cursor"] = l.NextCursor
		}
		assert.Equal(t, []string{"pages/f0.txt", "pages/f1.txt", "pages/f2.txt", "pages/f3.txt", "pages/f4.txt", "pages/f5.txt", "pages/f6.txt"}, seen)
		assert.Contains(t, f.fails("list_workspace_files", map[string]any{"limit": 0}), `"limit" must be between 1 and 10000`)
		assert.Contains(t, f.fails("list_workspace_files", map[string]any{"cursor": "%%%"}), "not a next_cursor")
	})

	t.Run("delete", func(t *testing.T) {
		var d struct {
			Path    string
			Deleted bool
		}
		f.ok("delete_workspace_file", map[string]any{"path": "bin/x.dat"}, &d)
		assert.True(t, d.Deleted)
		msg := f.fails("delete_workspace_file", map[string]any{"path": "bin/x.dat"})
		assert.Contains(t, msg, "no such file")
	})
}

func TestWorkspaceToolErrors(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{workspace: workspace.Options{Quota: 200, MaxFileSize: 60}})
	cases := []struct {
		name string
		tool string
		args map[string]any
		want string
	}{
		{"traversal", "read_workspace_file", map[string]any{"path": "../etc/passwd"}, "climbs above the workspace root"},
		{"traversal in the middle", "write_workspace_file", map[string]any{"path": "a/../../b", "content": "x"}, "climbs above the workspace root"},
		{"absolute path", "write_workspace_file", map[string]any{"path": "/etc/passwd", "content": "x"}, "absolute"},
		{"backslash", "write_workspace_file", map[string]any{"path": `a\b`, "content": "x"}, `"/"`},
		{"missing file", "read_workspace_file", map[string]any{"path": "nope.txt"}, "no such file"},
		{"file too large", "write_workspace_file", map[string]any{"path": "big", "content": string(make([]byte, 61))}, "the limit per file is 60 bytes"},
		{"bad encoding", "read_workspace_file", map[string]any{"path": "a", "encoding": "latin-1"}, `"encoding" must be "utf-8" or "base64", not "latin-1"`},
		{"bad base64", "write_workspace_file", map[string]any{"path": "a", "content": "!!!", "encoding": "base64"}, "not valid base64"},
		{"no path", "write_workspace_file", map[string]any{"content": "x"}, `"path" is required`},
		{"content not a string", "write_workspace_file", map[string]any{"path": "a", "content": []any{1}}, `"content" must be a string, not a list`},
		{"unknown argument", "list_workspace_files", map[string]any{"folder": "a"}, `unknown argument "folder"; list_workspace_files takes: cursor, limit, prefix`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Contains(t, f.fails(tc.tool, tc.args), tc.want)
		})
	}
	t.Run("quota exceeded", func(t *testing.T) {
		var w fileOut
		f.ok("write_workspace_file", map[string]any{"path": "a", "content": string(make([]byte, 60))}, &w)
		msg := f.fails("write_workspace_file", map[string]any{"path": "b", "content": string(make([]byte, 50))})
		assert.Contains(t, msg, "quota")
		var l listOut
		f.ok("list_workspace_files", nil, &l)
		assert.Len(t, l.Files, 1, "the refused write changed nothing")
	})
}
