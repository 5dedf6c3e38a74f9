package registry

import (
	"context"
	"sort"
	"strings"
	"unicode"

	"github.com/mcpython/mcpython/internal/lazy"
)

// View is the registry as one execute_code run sees it: downstream tools
// outside the run's allowed_tools are neither found nor callable. The
// sandbox's own (bundled) definitions are always visible. A View is cheap,
// safe for concurrent use and lives as long as its Registry.
type View struct {
	r        *Registry
	patterns ToolPatterns // nil: everything the policy allows
}

// View returns the registry restricted to allowed_tools globs such as
// "mcp__github__*" or "filesystem.read_*". A nil list allows every tool; an
// empty, non-nil list allows none.
func (r *Registry) View(allowed []string) (*View, error) {
	if allowed == nil {
		return r.all, nil
	}
	tp, err := ParseToolPatterns(allowed)
	if err != nil {
		return nil, err
	}
	return &View{r: r, patterns: tp}, nil
}

// keep is the visibility filter of the view over an index.
func (v *View) keep(ix *index) func(doc int32) bool {
	if v.patterns == nil {
		return nil
	}
	return func(doc int32) bool {
		t := &ix.tools[doc]
		return t.Source == SourceBundled || v.patterns.Match(t.Category, t.Name)
	}
}

// Search answers search_tools. With StartServers off, servers whose tools are
// not known yet are started (once) and waited for as long as ctx allows.
func (v *View) Search(ctx context.Context, q Query) (Result, error) {
	q, err := q.normalize()
	if err != nil {
		return Result{}, err
	}
	v.r.discover(ctx)
	ix := v.r.snap.Load()
	return ix.search(q, v.keep(ix))
}

// Definition answers get_tool_definition: the full definition of a tool by
// name, optionally limited to a category. The name may also be qualified
// ("category.name" or "mcp__category__name"). An unknown name is a
// *NotFoundError with the closest names; a name found in several categories
// without a category given is one with Ambiguous set.
func (v *View) Definition(ctx context.Context, name, category string) (Tool, error) {
	v.r.discover(ctx)
	ix := v.r.snap.Load()
	keep := v.keep(ix)
	visible := func(d int32) bool { return keep == nil || keep(d) }
	name, category = strings.TrimSpace(name), strings.TrimSpace(category)

	catID := -1
	if category != "" {
		id, ok := ix.catID[strings.ToLower(category)]
		if !ok {
			return Tool{}, &NotFoundError{Kind: "category", Name: category, Suggestions: closest(category, ix.cats, 3)}
		}
		catID = id
	}
	candidates := func(n string, cat int) []int32 {
		var out []int32
		for _, d := range ix.byName[strings.ToLower(n)] {
			if (cat < 0 || ix.catOf[d] == int32(cat)) && visible(d) {
				out = append(out, d)
			}
		}
		// A name that differs only in case from several tools: keep the exact one.
		if len(out) > 1 {
			var exact []int32
			for _, d := range out {
				if ix.tools[d].Name == n {
					exact = append(exact, d)
				}
			}
			if len(exact) > 0 {
				out = exact
			}
		}
		return out
	}
	found := candidates(name, catID)
	if len(found) == 0 && catID < 0 {
		// A qualified name: split at a known category.
		seen := map[int32]bool{}
		for cat, id := range ix.cats {
			for _, prefix := range []string{id + ".", "mcp__" + id + "__", "mcp__" + claudeServerName(id) + "__"} {
				if rest, ok := strings.CutPrefix(name, prefix); ok && rest != "" {
					for _, d := range candidates(rest, cat) {
						if !seen[d] {
							seen[d] = true
							found = append(found, d)
						}
					}
				}
			}
		}
	}
	switch len(found) {
	case 1:
		return ix.tools[found[0]], nil
	case 0:
		var names []string
		for d := range ix.tools {
			if (catID < 0 || ix.catOf[d] == int32(catID)) && visible(int32(d)) {
				if catID >= 0 {
					names = append(names, ix.tools[d].Name)
				} else {
					names = append(names, ix.tools[d].QualifiedName())
				}
			}
		}
		return Tool{}, &NotFoundError{Kind: "tool", Name: name, Category: category, Suggestions: closest(name, names, 5)}
	}
	var all []string
	for _, d := range found {
		all = append(all, ix.tools[d].QualifiedName())
	}
	sort.Strings(all)
	return Tool{}, &NotFoundError{Kind: "tool", Name: name, Suggestions: all, Ambiguous: true}
}

// NamespaceServer is one server of the typed namespace
// `tools.<server>.<tool>(**kwargs)`.
type NamespaceServer struct {
	Attr   string          // Python identifier of the server
	Server string          // server name
	Tools  []NamespaceTool // by Attr
}

// NamespaceTool is one tool of a NamespaceServer.
type NamespaceTool struct {
	Attr string // Python identifier of the tool
	Name string // tool name, for Call(server + "." + Name)
}

// Namespace lists the callable tools of the view for the typed namespace,
// with names turned into Python identifiers ("brave-search" → brave_search,
// "API-post-search" → API_post_search). When two names map to one identifier
// the first by name keeps it and the other is left out.
func (v *View) Namespace(ctx context.Context) []NamespaceServer {
	v.r.discover(ctx)
	var out []NamespaceServer
	usedServer := map[string]bool{}
	servers := append([]*downstream(nil), v.r.serversByLength...)
	sort.Slice(servers, func(i, j int) bool { return servers[i].cfg.Name < servers[j].cfg.Name })
	for _, s := range servers {
		attr := PythonIdentifier(s.cfg.Name)
		if usedServer[attr] {
			continue
		}
		usedServer[attr] = true
		ns := NamespaceServer{Attr: attr, Server: s.cfg.Name}
		used := map[string]bool{}
		tools, _ := s.snapshotTools()
		for _, t := range tools {
			if ok, _ := v.r.opts.Policy.Allows(s.cfg.Name, t.Name); !ok || !v.patterns.Match(s.cfg.Name, t.Name) {
				continue
			}
			a := PythonIdentifier(t.Name)
			if used[a] {
				continue
			}
			used[a] = true
			ns.Tools = append(ns.Tools, NamespaceTool{Attr: a, Name: t.Name})
		}
		out = append(out, ns)
	}
	return out
}

// pythonKeywords cannot be identifiers; a trailing underscore is added.
var pythonKeywords = lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true,
		"async": true, "await": true, "break": true, "class": true, "continue": true, "def": true,
		"del": true, "elif": true, "else": true, "except": true, "finally": true, "for": true,
		"from": true, "global": true, "if": true, "import": true, "in": true, "is": true,
		"lambda": true, "nonlocal": true, "not": true, "or": true, "pass": true, "raise": true,
		"return": true, "try": true, "while": true, "with": true, "yield": true,
	}
}}

// PythonIdentifier turns a server or tool name into a Python identifier:
// every character that cannot be in one becomes '_', a leading digit gets a
// '_' before it, and a keyword a '_' after it.
func PythonIdentifier(name string) string {
	var b strings.Builder
	for i, r := range name {
		switch {
		case r == '_' || unicode.IsLetter(r):
			b.WriteRune(r)
		case unicode.IsDigit(r):
			if i == 0 {
				b.WriteByte('_')
			}
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	s := b.String()
	if s == "" {
		return "_"
	}
	if pythonKeywords.Get()[s] {
		s += "_"
	}
	return s
}
