package server

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"

	"github.com/mcpython/mcpython/skills"
)

// skillPrompt offers a saved skill as a prompt: its arguments are the
// parameters of the skill's entry function, and the prompt asks the model
// to call it through execute_code.
func (s *surface) skillPrompt(sk skills.Skill) mcpserver.ServerPrompt {
	description := strings.TrimSpace(sk.Description)
	if description == "" {
		description = "Use the saved Python skill " + sk.Name
	}
	opts := []mcp.PromptOption{mcp.WithPromptDescription(description)}
	if entry, ok := findEntry(sk.Name, sk.Code); ok {
		for _, p := range entry.params {
			argOpts := []mcp.ArgumentOption{
				mcp.ArgumentDescription(fmt.Sprintf("Value for %s's parameter %s", entry.function, p.name)),
			}
			if p.required {
				argOpts = append(argOpts, mcp.RequiredArgument())
			}
			opts = append(opts, mcp.WithArgument(p.name, argOpts...))
		}
	}
	return mcpserver.ServerPrompt{Prompt: mcp.NewPrompt(sk.Name, opts...), Handler: s.getPrompt}
}

// getPrompt answers prompts/get with the skill's latest version.
func (s *surface) getPrompt(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	sk, err := s.env.Skills.Load(ctx, req.Params.Name, 0)
	if err != nil {
		return nil, fmt.Errorf("prompt %q: %w", req.Params.Name, err)
	}
	text := promptText(sk, req.Params.Arguments)
	return mcp.NewGetPromptResult(sk.Description, []mcp.PromptMessage{
		mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent(text)),
	}), nil
}

// promptText is the user message of a skill's prompt.
func promptText(sk skills.Skill, args map[string]string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Use my saved mcpython skill `%s` through the execute_code tool", sk.Name)
	if d := strings.TrimSpace(sk.Description); d != "" {
		fmt.Fprintf(&b, " (%s)", d)
	}
	b.WriteString(".\n\n")
	entry, ok := findEntry(sk.Name, sk.Code)
	if !ok {
		fmt.Fprintf(&b, "In execute_code, `import skills.%[1]s` and use what it defines "+
			"(`print(load_skill('%[1]s')['code'])` shows its code if you need it). ", sk.Name)
		b.WriteString("Print only the result I need.")
		return b.String()
	}
	names := make([]string, len(entry.params))
	for i, p := range entry.params {
		names[i] = p.name
	}
	fmt.Fprintf(&b, "In execute_code: `import skills.%s`, then call `skills.%s.%s(%s)`",
		sk.Name, sk.Name, entry.function, strings.Join(names, ", "))
	if entry.doc != "" {
		fmt.Fprintf(&b, " — %s", entry.doc)
	}
	b.WriteString(".\n")
	var given []string
	for _, p := range entry.params {
		if v, ok := args[p.name]; ok && v != "" {
			given = append(given, fmt.Sprintf("- %s: %s", p.name, v))
		}
	}
	if len(given) > 0 {
		b.WriteString("\nArguments (convert each to the type the function expects; a path names a workspace file):\n")
		b.WriteString(strings.Join(given, "\n"))
		b.WriteString("\n")
	}
	b.WriteString("\nPrint only the result I need.")
	return b.String()
}
