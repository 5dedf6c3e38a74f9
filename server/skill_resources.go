package server

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"

	"github.com/mcpython/mcpython/skills"
)

// Skills are resources at skill:///NAME/SKILL.md (the Agent Skills
// description, as skills export writes it) and skill:///NAME/NAME.py (the
// code).
const (
	skillScheme   = "skill:///"
	skillTemplate = "skill:///{name}/{file}"
	skillMDFile   = "SKILL.md"
)

func skillMDURI(name string) string   { return skillScheme + name + "/" + skillMDFile }
func skillCodeURI(name string) string { return skillScheme + name + "/" + name + ".py" }

// skillResources describes a skill's two resources for resources/list.
func (s *surface) skillResources(sum skills.Summary) []mcpserver.ServerResource {
	about := sum.Description
	if about == "" {
		about = "saved Python skill"
	}
	return []mcpserver.ServerResource{
		{Resource: mcp.Resource{
			URI: skillMDURI(sum.Name), Name: "skills/" + sum.Name + "/" + skillMDFile,
			Description: "Skill " + sum.Name + ": " + about, MIMEType: "text/markdown",
		}, Handler: s.readSkill},
		{Resource: mcp.Resource{
			URI: skillCodeURI(sum.Name), Name: "skills/" + sum.Name + "/" + sum.Name + ".py",
			Description: "Code of skill " + sum.Name + " (import skills." + sum.Name + " in execute_code)",
			MIMEType:    "text/x-python",
		}, Handler: s.readSkill},
	}
}

// readSkill answers resources/read for skill:///NAME/SKILL.md and
// skill:///NAME/NAME.py.
func (s *surface) readSkill(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	uri := req.Params.URI
	rest, ok := strings.CutPrefix(uri, skillScheme)
	name, file, ok2 := strings.Cut(rest, "/")
	if !ok || !ok2 || (file != skillMDFile && file != name+".py") {
		return nil, fmt.Errorf("%w: %q is not a skill resource (want %sNAME/%s or %sNAME/NAME.py)",
			mcpserver.ErrResourceNotFound, uri, skillScheme, skillMDFile, skillScheme)
	}
	sk, err := s.env.Skills.Load(ctx, name, 0)
	if errors.Is(err, skills.ErrNotFound) || errors.Is(err, skills.ErrInvalidName) {
		return nil, fmt.Errorf("%w: no skill %q", mcpserver.ErrResourceNotFound, name)
	}
	if err != nil {
		return nil, fmt.Errorf("read skill %q: %w", name, err)
	}
	if file == skillMDFile {
		md, err := sk.Markdown()
		if err != nil {
			return nil, fmt.Errorf("read skill %q: %w", name, err)
		}
		return []mcp.ResourceContents{mcp.TextResourceContents{URI: uri, MIMEType: "text/markdown", Text: md}}, nil
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: uri, MIMEType: "text/x-python", Text: sk.Code}}, nil
}

// syncSkills adds the resources and the prompt of each new or changed
// skill and removes those of deleted skills; mcp-go sends the
// list_changed notifications, and subscribers of a changed skill's
// resources hear of it.
func (s *surface) syncSkills(ctx context.Context) error {
	list, err := s.env.Skills.List(ctx)
	if err != nil {
		return err
	}
	now := make(map[string]int, len(list))
	var added []mcpserver.ServerResource
	var prompts []mcpserver.ServerPrompt
	var touched []string
	for _, sum := range list {
		now[sum.Name] = sum.Version
		old, had := s.skills[sum.Name]
		if had && old == sum.Version {
			continue
		}
		if !had {
			added = append(added, s.skillResources(sum)...)
		}
		touched = append(touched, skillMDURI(sum.Name), skillCodeURI(sum.Name))
		sk, err := s.env.Skills.Load(ctx, sum.Name, sum.Version)
		if err != nil {
			return err
		}
		prompts = append(prompts, s.skillPrompt(sk))
	}
	var goneURIs, gonePrompts []string
	for name := range s.skills {
		if _, ok := now[name]; !ok {
			goneURIs = append(goneURIs, skillMDURI(name), skillCodeURI(name))
			gonePrompts = append(gonePrompts, name)
		}
	}
	s.skills = now
	if len(prompts) > 0 || len(gonePrompts) > 0 {
		s.logNotice("skills: %d saved or changed, %d deleted", len(prompts), len(gonePrompts))
	}
	if len(added) > 0 {
		s.mcp.AddResources(added...)
	}
	if len(prompts) > 0 {
		s.mcp.AddPrompts(prompts...)
	}
	if len(goneURIs) > 0 {
		s.mcp.DeleteResources(goneURIs...)
		s.mcp.DeletePrompts(gonePrompts...)
		touched = append(touched, goneURIs...)
	}
	s.updated(touched)
	return nil
}
