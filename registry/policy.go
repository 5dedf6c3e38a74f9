package registry

import (
	"fmt"
	"strings"
)

// Policy is the configuration section that governs downstream servers, one
// entry per server: whether it is enabled, which of its tools may be seen and
// called, and its call rate. Its JSON form:
//
//	{"servers": {"github": {"allow": ["get_*", "list_*"], "deny": ["delete_*"],
//	                        "disabled": false, "rate": {"per_second": 5, "burst": 10}}},
//	 "default_rate": {"per_second": 10, "burst": 20}}
//
// The zero Policy allows everything without a rate limit. A Policy is not
// modified by the registry.
type Policy struct {
	Servers map[string]ServerPolicy `json:"servers,omitempty"`
	// DefaultRate applies to servers whose entry sets no rate.
	DefaultRate Rate `json:"default_rate,omitzero"`
}

// ServerPolicy governs one server. Allow and Deny are globs (`*`, `?`) over
// the tool's name within the server; an empty Allow allows every tool, and
// Deny wins over Allow.
type ServerPolicy struct {
	Disabled bool     `json:"disabled,omitempty"`
	Allow    []string `json:"allow,omitempty"`
	Deny     []string `json:"deny,omitempty"`
	Rate     *Rate    `json:"rate,omitempty"`
}

// Rate is a token bucket: PerSecond tokens are added each second up to Burst.
// A zero PerSecond means no limit; a zero Burst means max(1, PerSecond).
type Rate struct {
	PerSecond float64 `json:"per_second"`
	Burst     int     `json:"burst,omitempty"`
}

// Validate reports malformed globs and negative rates.
func (p Policy) Validate() error {
	for name, sp := range p.Servers {
		for _, g := range append(append([]string(nil), sp.Allow...), sp.Deny...) {
			if err := checkGlob(g); err != nil {
				return fmt.Errorf("policy for server %q: %w", name, err)
			}
		}
		if sp.Rate != nil && (sp.Rate.PerSecond < 0 || sp.Rate.Burst < 0) {
			return fmt.Errorf("policy for server %q: negative rate", name)
		}
	}
	if p.DefaultRate.PerSecond < 0 || p.DefaultRate.Burst < 0 {
		return fmt.Errorf("policy: negative default rate")
	}
	return nil
}

// ServerEnabled reports whether the server may be used at all.
func (p Policy) ServerEnabled(server string) bool {
	return !p.Servers[server].Disabled
}

// Allows reports whether a server's tool may be seen and called, and if not,
// why.
func (p Policy) Allows(server, tool string) (bool, string) {
	sp, ok := p.Servers[server]
	if !ok {
		return true, ""
	}
	if sp.Disabled {
		return false, fmt.Sprintf("server %q is disabled in the configuration", server)
	}
	for _, g := range sp.Deny {
		if globMatch(g, tool) {
			return false, fmt.Sprintf("the configuration denies %q on server %q", g, server)
		}
	}
	if len(sp.Allow) == 0 {
		return true, ""
	}
	for _, g := range sp.Allow {
		if globMatch(g, tool) {
			return true, ""
		}
	}
	return false, fmt.Sprintf("no allow pattern of server %q matches it", server)
}

// rateFor returns the rate that applies to a server.
func (p Policy) rateFor(server string) Rate {
	if sp, ok := p.Servers[server]; ok && sp.Rate != nil {
		return *sp.Rate
	}
	return p.DefaultRate
}

// ToolPatterns is the allowed_tools list of one execute_code run: globs over
// a tool's two full names, "mcp__server__tool" and "server.tool". A nil
// ToolPatterns allows every tool.
type ToolPatterns []string

// ParseToolPatterns checks an allowed_tools list.
func ParseToolPatterns(patterns []string) (ToolPatterns, error) {
	out := make(ToolPatterns, 0, len(patterns))
	for _, p := range patterns {
		p = strings.TrimSpace(p)
		if err := checkGlob(p); err != nil {
			return nil, fmt.Errorf("allowed_tools: %w", err)
		}
		out = append(out, p)
	}
	return out, nil
}

// Match reports whether a tool of a server is allowed.
func (tp ToolPatterns) Match(server, tool string) bool {
	if tp == nil {
		return true
	}
	claude := "mcp__" + server + "__" + tool
	dotted := server + "." + tool
	for _, p := range tp {
		if globMatch(p, claude) || globMatch(p, dotted) {
			return true
		}
	}
	return false
}

// checkGlob rejects patterns that cannot mean anything.
func checkGlob(g string) error {
	if strings.TrimSpace(g) == "" {
		return fmt.Errorf("empty pattern")
	}
	if len(g) > 512 {
		return fmt.Errorf("pattern %.20q… is longer than 512 bytes", g)
	}
	return nil
}

// globMatch matches name against a glob where `*` is any run of characters
// and `?` one character; everything else is literal. It runs in
// O(len(glob)·len(name)) at worst, without recursion.
func globMatch(glob, name string) bool {
	g, n := []rune(glob), []rune(name)
	gi, ni := 0, 0
	star, mark := -1, 0
	for ni < len(n) {
		switch {
		case gi < len(g) && (g[gi] == '?' || g[gi] == n[ni]):
			gi++
			ni++
		case gi < len(g) && g[gi] == '*':
			star, mark = gi, ni
			gi++
		case star >= 0:
			mark++
			ni = mark
			gi = star + 1
		default:
			return false
		}
	}
	for gi < len(g) && g[gi] == '*' {
		gi++
	}
	return gi == len(g)
}
