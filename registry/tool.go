package registry

import (
	"encoding/json"
	"sort"
	"strings"
)

// Source says where a definition came from.
type Source int

const (
	// SourceBundled marks the sandbox's own Python surface (tools_registry/).
	SourceBundled Source = iota
	// SourceFolder marks a definition read from a --registry folder.
	SourceFolder
	// SourceServer marks a tool listed by a downstream MCP server (or its cache).
	SourceServer
)

func (s Source) String() string {
	switch s {
	case SourceBundled:
		return "bundled"
	case SourceFolder:
		return "folder"
	case SourceServer:
		return "server"
	}
	return "unknown"
}

// Tool is one definition. Its JSON form is the folder file format
// `{name, description, inputSchema, server?, tags?, examples?, annotations?}`
// plus `category`; InputSchema, Examples and Annotations are kept as the raw
// JSON they were read as, so no key is lost on the way to the model.
type Tool struct {
	Name        string          `json:"name"`
	Category    string          `json:"category"`
	Description string          `json:"description,omitempty"`
	InputSchema json.RawMessage `json:"inputSchema,omitempty"`
	Server      string          `json:"server,omitempty"`
	Tags        []string        `json:"tags,omitempty"`
	Examples    json.RawMessage `json:"examples,omitempty"`
	Annotations json.RawMessage `json:"annotations,omitempty"`

	// Source and Origin (a file path or a server name) are for logs and
	// precedence; they are not part of the JSON form.
	Source Source `json:"-"`
	Origin string `json:"-"`
}

// QualifiedName is "category.name", the form call_mcp_tool accepts besides
// Claude Code's "mcp__category__name".
func (t Tool) QualifiedName() string { return t.Category + "." + t.Name }

// ClaudeName is Claude Code's form of the name: "mcp__category__name".
func (t Tool) ClaudeName() string { return "mcp__" + t.Category + "__" + t.Name }

// Param is one top-level property of a tool's input schema.
type Param struct {
	Name        string
	Description string
	Required    bool
}

// Params lists the top-level properties of the input schema in the order the
// schema writes them; a schema that is not an object with properties has none.
func (t Tool) Params() []Param {
	return schemaParams(t.InputSchema)
}

// ReadOnly reports whether the tool's annotations say it only reads
// (readOnlyHint) or may safely be repeated (idempotentHint): such calls are
// retried once after a lost connection.
func (t Tool) ReadOnly() bool {
	var a struct {
		ReadOnly   *bool `json:"readOnlyHint"`
		Idempotent *bool `json:"idempotentHint"`
	}
	if len(t.Annotations) == 0 || json.Unmarshal(t.Annotations, &a) != nil {
		return false
	}
	return (a.ReadOnly != nil && *a.ReadOnly) || (a.Idempotent != nil && *a.Idempotent)
}

// schemaParams reads the top-level properties of a JSON schema, keeping the
// order in which they are written.
func schemaParams(schema json.RawMessage) []Param {
	if len(schema) == 0 {
		return nil
	}
	var s struct {
		Properties json.RawMessage `json:"properties"`
		Required   []string        `json:"required"`
	}
	if json.Unmarshal(schema, &s) != nil || len(s.Properties) == 0 {
		return nil
	}
	names, err := objectKeys(s.Properties)
	if err != nil {
		return nil
	}
	var props map[string]struct {
		Description string `json:"description"`
		Title       string `json:"title"`
	}
	_ = json.Unmarshal(s.Properties, &props) // a property that is not an object just has no description
	required := map[string]bool{}
	for _, r := range s.Required {
		required[r] = true
	}
	out := make([]Param, 0, len(names))
	for _, n := range names {
		p := props[n]
		d := p.Description
		if d == "" {
			d = p.Title
		}
		out = append(out, Param{Name: n, Description: d, Required: required[n]})
	}
	return out
}

// objectKeys returns the keys of a JSON object in document order.
func objectKeys(raw json.RawMessage) ([]string, error) {
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errNotObject
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		keys = append(keys, key)
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

// sortTools orders definitions by category, then name: the order every
// listing and every tie in ranking uses.
func sortTools(ts []Tool) {
	sort.SliceStable(ts, func(i, j int) bool {
		if ts[i].Category != ts[j].Category {
			return ts[i].Category < ts[j].Category
		}
		return ts[i].Name < ts[j].Name
	})
}
