package server

import (
	"context"
	"encoding/base64"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpython/mcpython/workspace"
)

// isWorkspaceError reports the errors whose message is for the model: bad
// paths, missing files, a full workspace.
func isWorkspaceError(err error) bool { return workspace.PythonException(err) != "" }

// encodingArg reads the optional encoding argument.
func encodingArg(a *args) workspace.Encoding {
	name := a.str("encoding", false)
	enc, err := workspace.ParseEncoding(name)
	if err != nil {
		a.bad("\"encoding\" must be %q or %q, not %q", workspace.UTF8, workspace.Base64, name)
	}
	return enc
}

type fileContent struct {
	Path    string `json:"path"`
	Content string `json:"content"`
	Size    int    `json:"size"`
}

type fileSize struct {
	Path string `json:"path"`
	Size int    `json:"size"`
}

func writeWorkspaceFile(ws *workspace.Workspace) tool {
	return tool{
		def: mcp.NewTool("write_workspace_file",
			mcp.WithDescription("Create or replace a file in the workspace that execute_code sees (parent folders are created)."),
			mcp.WithString("path", mcp.Required(), mcp.Description("Relative path, e.g. data/in.csv")),
			mcp.WithString("content", mcp.Required()),
			mcp.WithString("encoding", mcp.Enum(workspace.Encodings()...)),
			writes(true, true),
			outputSchema(`{"type":"object","properties":{"path":{"type":"string"},"size":{"type":"integer"}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("write_workspace_file", req)
			path := a.str("path", true)
			content := a.str("content", true)
			enc := encodingArg(a)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			data, err := workspace.DecodeContent(content, enc)
			if err != nil {
				return toolError("\"content\" is %v", err), nil
			}
			if err := ws.Write(ctx, path, data); err != nil {
				return modelError(err, isWorkspaceError)
			}
			clean, err := workspace.Clean(path)
			if err != nil {
				clean = path
			}
			return structured(fileSize{Path: clean, Size: len(data)})
		},
		set:   setWorkspace,
		write: true,
	}
}

func readWorkspaceFile(ws *workspace.Workspace) tool {
	return tool{
		def: mcp.NewTool("read_workspace_file",
			mcp.WithDescription("Read a workspace file. Use encoding base64 for binary files."),
			mcp.WithString("path", mcp.Required()),
			mcp.WithString("encoding", mcp.Enum(workspace.Encodings()...)),
			readOnly(),
			outputSchema(`{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"},"size":{"type":"integer"}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("read_workspace_file", req)
			path := a.str("path", true)
			enc := encodingArg(a)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			data, err := ws.Read(ctx, path)
			if err != nil {
				return modelError(err, isWorkspaceError)
			}
			clean, err := workspace.Clean(path)
			if err != nil {
				clean = path
			}
			content, err := workspace.EncodeContent(data, enc)
			if err != nil {
				return toolError("%s is %v (%d bytes); read it with encoding %q", clean, err, len(data), workspace.Base64), nil
			}
			return structured(fileContent{Path: clean, Content: content, Size: len(data)})
		},
		set: setWorkspace,
	}
}

// Pages of list_workspace_files: a workspace can hold 20,000 files, too
// many for one answer.
const (
	defaultListLimit = 1000
	maxListLimit     = 10000
)

type listedFile struct {
	Path     string `json:"path"`
	Size     int64  `json:"size"`
	Modified string `json:"modified"` // RFC 3339, UTC
}

func listWorkspaceFiles(ws *workspace.Workspace) tool {
	return tool{
		def: mcp.NewTool("list_workspace_files",
			mcp.WithDescription("List workspace files, sorted by path, a page at a time."),
			mcp.WithString("prefix", mcp.Description("Only paths starting with this; end with / for one folder")),
			mcp.WithString("cursor", mcp.Description("next_cursor of the previous page")),
			mcp.WithNumber("limit", mcp.Description(fmt.Sprintf("Files per page (default %d, max %d)", defaultListLimit, maxListLimit))),
			readOnly(),
			outputSchema(`{"type":"object","properties":{"files":{"type":"array","items":{"type":"object","properties":{"path":{"type":"string"},"size":{"type":"integer"},"modified":{"type":"string"}}}},"next_cursor":{"type":"string"}},"required":["files"]}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("list_workspace_files", req)
			prefix := a.str("prefix", false)
			cursor := a.str("cursor", false)
			limit, set := a.integer("limit")
			if !set {
				limit = defaultListLimit
			}
			if set && (limit < 1 || limit > maxListLimit) {
				a.bad("\"limit\" must be between 1 and %d", maxListLimit)
			}
			after, cerr := base64.RawURLEncoding.DecodeString(cursor)
			if cerr != nil {
				a.bad("\"cursor\" is not a next_cursor this tool returned")
			}
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			infos, next, err := ws.ListPage(ctx, prefix, string(after), limit)
			if err != nil {
				return modelError(err, isWorkspaceError)
			}
			files := make([]listedFile, 0, len(infos))
			for _, fi := range infos {
				files = append(files, listedFile{Path: fi.Path, Size: fi.Size, Modified: fi.Modified.UTC().Format(time.RFC3339)})
			}
			out := struct {
				Files      []listedFile `json:"files"`
				NextCursor string       `json:"next_cursor,omitempty"`
			}{Files: files}
			if next != "" {
				out.NextCursor = base64.RawURLEncoding.EncodeToString([]byte(next))
			}
			return structured(out)
		},
		set: setWorkspace,
	}
}

func deleteWorkspaceFile(ws *workspace.Workspace) tool {
	return tool{
		def: mcp.NewTool("delete_workspace_file",
			mcp.WithDescription("Delete a workspace file."),
			mcp.WithString("path", mcp.Required()),
			writes(true, true),
			outputSchema(`{"type":"object","properties":{"path":{"type":"string"},"deleted":{"type":"boolean"}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("delete_workspace_file", req)
			path := a.str("path", true)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			if err := ws.Delete(ctx, path); err != nil {
				return modelError(err, isWorkspaceError)
			}
			clean, err := workspace.Clean(path)
			if err != nil {
				clean = path
			}
			return structured(struct {
				Path    string `json:"path"`
				Deleted bool   `json:"deleted"`
			}{clean, true})
		},
		set:   setWorkspace,
		write: true,
	}
}
