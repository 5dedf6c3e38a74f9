package server

import (
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
)

// Toolsets group the tools; a toolset's read tools and write tools are told
// apart by the write flag, which must agree with the readOnlyHint.
const (
	setCode      = "code"
	setWorkspace = "workspace"
	setSkills    = "skills"
	setPII       = "pii"
	setDiscovery = "discovery"
	setStats     = "stats"
)

// tool is one MCP tool: its definition and its handler, declared together
// by one constructor.
type tool struct {
	def     mcp.Tool
	handle  mcpserver.ToolHandlerFunc
	set     string
	write   bool // changes state; a read tool says readOnlyHint: true
	minimal bool // listed by the minimal profile too
}

// tools returns every tool of the server, in the order tools/list shows them.
func (s *Server) tools() []tool {
	return []tool{
		executeCode(s),
		writeWorkspaceFile(s.env.Workspace),
		readWorkspaceFile(s.env.Workspace),
		listWorkspaceFiles(s.env.Workspace),
		deleteWorkspaceFile(s.env.Workspace),
		saveSkill(s.env.Skills),
		loadSkill(s.env.Skills),
		listSkills(s.env.Skills),
		deleteSkill(s.env.Skills),
		sanitizePII(s.env.Vault),
		restorePII(s.env.Vault),
		searchTools(s.env.Registry),
		getToolDefinition(s.env.Registry),
		getExecutionStats(s),
	}
}

// profileTools keeps the tools a profile lists.
func profileTools(all []tool, p Profile) []tool {
	if p == ProfileFull {
		return all
	}
	var out []tool
	for _, t := range all {
		if t.minimal {
			out = append(out, t)
		}
	}
	return out
}

// checkTool refuses a tool whose declaration is incomplete or whose
// annotations contradict what it does: clients decide on confirmation
// prompts from these hints, so a wrong one is a bug worth failing start-up.
func checkTool(t tool) error {
	d := t.def
	a := d.Annotations
	switch {
	case d.Name == "" || d.Description == "":
		return fmt.Errorf("tool %q: name and description are required", d.Name)
	case t.handle == nil:
		return fmt.Errorf("tool %q: no handler", d.Name)
	case t.set == "":
		return fmt.Errorf("tool %q: no toolset", d.Name)
	case a.OpenWorldHint == nil:
		return fmt.Errorf("tool %q: openWorldHint must be set deliberately", d.Name)
	case !t.write && (a.ReadOnlyHint == nil || !*a.ReadOnlyHint):
		return fmt.Errorf("tool %q: a read tool must say readOnlyHint: true", d.Name)
	case t.write && a.ReadOnlyHint != nil && *a.ReadOnlyHint:
		return fmt.Errorf("tool %q: a write tool must not claim readOnlyHint", d.Name)
	case t.write && (a.DestructiveHint == nil || a.IdempotentHint == nil):
		return fmt.Errorf("tool %q: a write tool must set destructiveHint and idempotentHint", d.Name)
	case !t.write && (a.DestructiveHint != nil || a.IdempotentHint != nil):
		return fmt.Errorf("tool %q: destructiveHint and idempotentHint mean nothing on a read-only tool", d.Name)
	case d.RawOutputSchema == nil:
		return fmt.Errorf("tool %q: no output schema", d.Name)
	}
	var out struct {
		Type       string         `json:"type"`
		Properties map[string]any `json:"properties"`
	}
	if err := json.Unmarshal(d.RawOutputSchema, &out); err != nil || out.Type != "object" || len(out.Properties) == 0 {
		return fmt.Errorf("tool %q: the output schema must be an object with properties", d.Name)
	}
	return nil
}

// Annotation helpers. Read tools say readOnlyHint: true; write tools leave it
// at its default (false) and say instead whether they destroy data and
// whether a repeat is harmless. Every tool sets openWorldHint, whose default
// (true) is wrong for the local stores. Hints that would only repeat a
// default, or mean nothing for the tool, are left out: tools/list is read by
// the model on every connection.

func readOnly() mcp.ToolOption {
	return mcp.WithToolAnnotation(mcp.ToolAnnotation{
		ReadOnlyHint:  mcp.ToBoolPtr(true),
		OpenWorldHint: mcp.ToBoolPtr(false),
	})
}

func writes(destructive, idempotent bool) mcp.ToolOption {
	return mcp.WithToolAnnotation(mcp.ToolAnnotation{
		DestructiveHint: mcp.ToBoolPtr(destructive),
		IdempotentHint:  mcp.ToBoolPtr(idempotent),
		OpenWorldHint:   mcp.ToBoolPtr(false),
	})
}

// outputSchema sets a hand-written output schema: compact, and exactly what
// the handler returns.
func outputSchema(schema string) mcp.ToolOption {
	if !json.Valid([]byte(schema)) {
		panic("server: invalid output schema literal: " + schema) // programmer error, caught by every test
	}
	return mcp.WithRawOutputSchema(json.RawMessage(schema))
}
