package server

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"mime"
	"net/url"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"

	"github.com/mcpython/mcpython/workspace"
)

// workspaceScheme prefixes a workspace file's path in its resource URI:
// workspace:///data/a.csv.
const workspaceScheme = "workspace:///"

// workspaceTemplate lets a client read any workspace file, listed or not;
// a "/" in the path may be sent as is or as %2F.
const workspaceTemplate = "workspace:///{path}"

// fileURI is the resource URI of a workspace path; each segment is escaped,
// the slashes kept.
func fileURI(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return workspaceScheme + strings.Join(segs, "/")
}

// filePath is the workspace path of a workspace:/// URI.
func filePath(uri string) (string, error) {
	rest, ok := strings.CutPrefix(uri, workspaceScheme)
	if !ok || rest == "" {
		return "", fmt.Errorf("not a workspace file URI: %q (want %s<path>)", uri, workspaceScheme)
	}
	p, err := url.PathUnescape(rest)
	if err != nil {
		return "", fmt.Errorf("workspace file URI %q: %w", uri, err)
	}
	return p, nil
}

// fileResource describes a workspace file for resources/list. It holds
// nothing that changes with the content (size, time), so that a write is
// a resources/updated for subscribers, not a list_changed for everyone.
func (s *surface) fileResource(p string) mcpserver.ServerResource {
	return mcpserver.ServerResource{
		Resource: mcp.Resource{
			URI:         fileURI(p),
			Name:        p,
			Description: "Workspace file (execute_code reads it with open())",
			MIMEType:    mimeType(p, "application/octet-stream"),
		},
		Handler: s.readFile,
	}
}

// mimeType guesses from the extension; fallback when it knows none.
func mimeType(p, fallback string) string {
	switch ext := strings.ToLower(path.Ext(p)); ext {
	case ".py":
		return "text/x-python"
	case ".md":
		return "text/markdown"
	case ".csv":
		return "text/csv"
	case ".json":
		return "application/json"
	case "":
		return fallback
	default:
		if t := mime.TypeByExtension(ext); t != "" {
			return t
		}
		return fallback
	}
}

// contents is a resource's body: text when it is UTF-8 without NUL bytes,
// else base64.
func contents(uri, mimeFor string, data []byte) []mcp.ResourceContents {
	if utf8.Valid(data) && !strings.ContainsRune(string(data), 0) {
		return []mcp.ResourceContents{mcp.TextResourceContents{
			URI: uri, MIMEType: mimeType(mimeFor, "text/plain"), Text: string(data),
		}}
	}
	return []mcp.ResourceContents{mcp.BlobResourceContents{
		URI: uri, MIMEType: mimeType(mimeFor, "application/octet-stream"),
		Blob: base64.StdEncoding.EncodeToString(data),
	}}
}

// readFile answers resources/read for a workspace file.
func (s *surface) readFile(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	p, err := filePath(req.Params.URI)
	if err != nil {
		return nil, err
	}
	data, err := s.env.Workspace.Read(ctx, p)
	if err != nil {
		if errors.Is(err, workspace.ErrNotExist) || errors.Is(err, workspace.ErrIsDir) {
			return nil, fmt.Errorf("%w: no workspace file %q", mcpserver.ErrResourceNotFound, p)
		}
		return nil, fmt.Errorf("read workspace file %q: %w", p, err)
	}
	return contents(req.Params.URI, p, data), nil
}

// addTemplates registers the resource templates of workspace files and
// skills.
func (s *surface) addTemplates() {
	s.mcp.AddResourceTemplate(
		mcp.NewResourceTemplate(workspaceTemplate, "workspace file",
			mcp.WithTemplateDescription("A file in mcpython's workspace, by path"),
		), s.readFile)
	s.mcp.AddResourceTemplate(
		mcp.NewResourceTemplate(skillTemplate, "skill",
			mcp.WithTemplateDescription("A saved skill: {name}/SKILL.md describes it, {name}/{name}.py is its code"),
		), s.readSkill)
}

// syncFiles adds the workspace files that appeared, removes those that went
// away (each a list_changed notification), and tells subscribers of every
// file that changed, appeared or went.
func (s *surface) syncFiles(ctx context.Context) error {
	files, err := s.env.Workspace.List(ctx, "")
	if err != nil {
		return err
	}
	now := make(map[string]fileStamp, len(files))
	var added []mcpserver.ServerResource
	var touched []string
	for _, fi := range files {
		st := fileStamp{fi.Size, fi.Modified}
		now[fi.Path] = st
		old, had := s.files[fi.Path]
		switch {
		case !had:
			added = append(added, s.fileResource(fi.Path))
			touched = append(touched, fileURI(fi.Path))
		case old != st:
			touched = append(touched, fileURI(fi.Path))
		}
	}
	var removed []string
	for p := range s.files {
		if _, ok := now[p]; !ok {
			removed = append(removed, fileURI(p))
		}
	}
	s.files = now
	if len(added) > 0 || len(removed) > 0 {
		s.logNotice("workspace: %d file(s) added, %d removed", len(added), len(removed))
	}
	if len(added) > 0 {
		s.mcp.AddResources(added...) // notifies list_changed
	}
	if len(removed) > 0 {
		s.mcp.DeleteResources(removed...)
		touched = append(touched, removed...)
	}
	s.updated(touched)
	return nil
}
