package server

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/skills"
)

// isSkillError reports the errors whose message is for the model.
func isSkillError(err error) bool {
	var exc *py.Exception
	return errors.Is(err, skills.ErrNotFound) || errors.Is(err, skills.ErrInvalidName) ||
		errors.Is(err, skills.ErrInvalidSkill) || errors.Is(err, skills.ErrQuotaExceeded) || errors.As(err, &exc)
}

// skillError adds the saved names to a "no such skill" error, so the model
// can correct a misspelt name at once.
func skillError(ctx context.Context, lib *skills.Library, err error) (*mcp.CallToolResult, error) {
	if errors.Is(err, skills.ErrNotFound) {
		if list, lerr := lib.List(ctx); lerr == nil {
			names := make([]string, 0, len(list))
			for _, s := range list {
				names = append(names, s.Name)
			}
			if len(names) == 0 {
				return toolError("%v (none saved yet)", err), nil
			}
			if len(names) > 30 {
				names = append(names[:30], "…")
			}
			return toolError("%v; saved: %s", err, strings.Join(names, ", ")), nil
		}
	}
	return modelError(err, isSkillError)
}

type skillOut struct {
	Name        string `json:"name"`
	Code        string `json:"code,omitempty"`
	Description string `json:"description"`
	Version     int    `json:"version"`
	Created     string `json:"created,omitempty"`
}

func created(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func saveSkill(lib *skills.Library) tool {
	return tool{
		def: mcp.NewTool("save_skill",
			mcp.WithDescription("Save Python code as a new version of a skill; code then does import skills.NAME."),
			mcp.WithString("name", mcp.Required(), mcp.Description("lower_snake_case")),
			mcp.WithString("code", mcp.Required()),
			mcp.WithString("description", mcp.Required()),
			writes(false, false),
			outputSchema(`{"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"version":{"type":"integer"},"created":{"type":"string"}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("save_skill", req)
			name := a.str("name", true)
			code := a.str("code", true)
			desc := a.str("description", true)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			s, err := lib.Save(ctx, name, code, desc)
			if err != nil {
				return modelError(err, isSkillError)
			}
			return structured(skillOut{Name: s.Name, Description: s.Description, Version: s.Version, Created: created(s.Created)})
		},
		set:   setSkills,
		write: true,
	}
}

func loadSkill(lib *skills.Library) tool {
	return tool{
		def: mcp.NewTool("load_skill",
			mcp.WithDescription("Get a skill's code (the latest version unless one is given)."),
			mcp.WithString("name", mcp.Required()),
			mcp.WithInteger("version"),
			readOnly(),
			outputSchema(`{"type":"object","properties":{"name":{"type":"string"},"code":{"type":"string"},"description":{"type":"string"},"version":{"type":"integer"},"created":{"type":"string"}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("load_skill", req)
			name := a.str("name", true)
			version, set := a.integer("version")
			if set && version < 1 {
				a.bad("\"version\" starts at 1 (leave it out for the latest), not %d", version)
			}
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			s, err := lib.Load(ctx, name, version)
			if err != nil {
				return skillError(ctx, lib, err)
			}
			return structured(skillOut{Name: s.Name, Code: s.Code, Description: s.Description, Version: s.Version, Created: created(s.Created)})
		},
		set: setSkills,
	}
}

func listSkills(lib *skills.Library) tool {
	return tool{
		def: mcp.NewTool("list_skills",
			mcp.WithDescription("List saved skills (latest versions)."),
			readOnly(),
			outputSchema(`{"type":"object","properties":{"skills":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"version":{"type":"integer"}}}}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("list_skills", req)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			list, err := lib.List(ctx)
			if err != nil {
				return modelError(err, isSkillError)
			}
			out := make([]skillOut, 0, len(list))
			for _, s := range list {
				out = append(out, skillOut{Name: s.Name, Description: s.Description, Version: s.Version})
			}
			return structured(struct {
				Skills []skillOut `json:"skills"`
			}{out})
		},
		set: setSkills,
	}
}

func deleteSkill(lib *skills.Library) tool {
	return tool{
		def: mcp.NewTool("delete_skill",
			mcp.WithDescription("Delete a skill with all its versions."),
			mcp.WithString("name", mcp.Required()),
			writes(true, true),
			outputSchema(`{"type":"object","properties":{"name":{"type":"string"},"deleted":{"type":"boolean"}}}`),
		),
		handle: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a := newArgs("delete_skill", req)
			name := a.str("name", true)
			if err := a.err(); err != nil {
				return modelError(err, nil)
			}
			if err := lib.Delete(ctx, name); err != nil {
				return skillError(ctx, lib, err)
			}
			return structured(struct {
				Name    string `json:"name"`
				Deleted bool   `json:"deleted"`
			}{name, true})
		},
		set:   setSkills,
		write: true,
	}
}
