package server

import (
	"context"
	"net/url"
	"sort"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// maxCompletions is the most values one completion/complete may return.
const maxCompletions = 100

// promptCompleter completes a skill prompt's arguments with workspace
// paths: skill arguments are most often the data files they work on.
type promptCompleter struct{ s *surface }

func (c promptCompleter) CompletePromptArgument(ctx context.Context, _ string, arg mcp.CompleteArgument, _ mcp.CompleteContext) (*mcp.Completion, error) {
	return c.s.completePaths(ctx, arg.Value)
}

// resourceCompleter completes the resource templates: workspace paths for
// workspace:///{path}, skill names and file names for skill:///{name}/{file}.
type resourceCompleter struct{ s *surface }

func (c resourceCompleter) CompleteResourceArgument(ctx context.Context, uri string, arg mcp.CompleteArgument, cctx mcp.CompleteContext) (*mcp.Completion, error) {
	switch {
	case uri == workspaceTemplate && arg.Name == "path":
		// A client may send what was typed escaped, as it goes in the URI.
		value := arg.Value
		if v, err := url.PathUnescape(value); err == nil {
			value = v
		}
		return c.s.completePaths(ctx, value)
	case uri == skillTemplate && arg.Name == "name":
		return c.s.completeSkills(ctx, arg.Value)
	case uri == skillTemplate && arg.Name == "file":
		values := []string{skillMDFile}
		if name := cctx.Arguments["name"]; name != "" {
			values = append(values, name+".py")
		}
		return completion(filterPrefix(values, arg.Value)), nil
	}
	return completion(nil), nil
}

// completePaths lists the workspace files whose path starts with prefix.
func (s *surface) completePaths(ctx context.Context, prefix string) (*mcp.Completion, error) {
	files, err := s.env.Workspace.List(ctx, "")
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, fi := range files {
		if strings.HasPrefix(fi.Path, prefix) {
			paths = append(paths, fi.Path)
		}
	}
	return completion(paths), nil
}

// completeSkills lists the skill names that start with prefix.
func (s *surface) completeSkills(ctx context.Context, prefix string) (*mcp.Completion, error) {
	list, err := s.env.Skills.List(ctx)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(list))
	for i, sum := range list {
		names[i] = sum.Name
	}
	return completion(filterPrefix(names, prefix)), nil
}

func filterPrefix(values []string, prefix string) []string {
	var out []string
	for _, v := range values {
		if strings.HasPrefix(v, prefix) {
			out = append(out, v)
		}
	}
	return out
}

// completion caps values at maxCompletions, sorted, saying how many there
// were.
func completion(values []string) *mcp.Completion {
	sort.Strings(values)
	c := &mcp.Completion{Values: []string{}, Total: len(values)}
	if len(values) > maxCompletions {
		c.HasMore = true
		values = values[:maxCompletions]
	}
	c.Values = append(c.Values, values...)
	return c
}
