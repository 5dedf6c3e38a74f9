package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The README's tool table is generated from the tool definitions (the
// inputSchema and outputSchema clients see): `make readme` rewrites it,
// and TestReadmeToolTable fails while the README differs.

const (
	readmePath       = "../README.md"
	toolTableBegin   = "<!-- tool table: generated from the tool definitions by `make readme`; do not edit -->\n"
	toolTableEnd     = "<!-- end of the generated tool table -->\n"
	envUpdateReadme  = "UPDATE_README"
	toolTableHeading = "| tool | arguments | returns (structuredContent) |\n|---|---|---|\n"
)

// schemaNode is the part of a JSON schema the table shows, with the
// properties in the order the schema lists them.
type schemaNode struct {
	types       []string
	props       []namedSchema
	required    map[string]bool
	reqOrder    []string // the required list as written
	hasRequired bool
	items       *schemaNode
	enum        []string
	description string
	open        bool // additionalProperties: true, shown as "…"
}

type namedSchema struct {
	name string
	node schemaNode
}

func parseSchema(raw json.RawMessage) (schemaNode, error) {
	var s struct {
		Type        json.RawMessage `json:"type"`
		Properties  json.RawMessage `json:"properties"`
		Required    []string        `json:"required"`
		Items       json.RawMessage `json:"items"`
		Enum        []any           `json:"enum"`
		Description string          `json:"description"`
		Open        bool            `json:"additionalProperties"`
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return schemaNode{}, err
	}
	n := schemaNode{open: s.Open, description: s.Description, required: map[string]bool{}, reqOrder: s.Required, hasRequired: s.Required != nil}
	for _, r := range s.Required {
		n.required[r] = true
	}
	for _, e := range s.Enum {
		n.enum = append(n.enum, fmt.Sprint(e))
	}
	if len(s.Type) > 0 {
		var one string
		if json.Unmarshal(s.Type, &one) == nil {
			n.types = []string{one}
		} else if err := json.Unmarshal(s.Type, &n.types); err != nil {
			return n, fmt.Errorf("type: %w", err)
		}
	}
	if len(s.Items) > 0 {
		items, err := parseSchema(s.Items)
		if err != nil {
			return n, fmt.Errorf("items: %w", err)
		}
		n.items = &items
	}
	if len(s.Properties) > 0 {
		dec := json.NewDecoder(bytes.NewReader(s.Properties))
		if _, err := dec.Token(); err != nil {
			return n, err
		}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return n, err
			}
			var sub json.RawMessage
			if err := dec.Decode(&sub); err != nil {
				return n, err
			}
			child, err := parseSchema(sub)
			if err != nil {
				return n, fmt.Errorf("%v: %w", tok, err)
			}
			n.props = append(n.props, namedSchema{name: tok.(string), node: child})
		}
	}
	return n, nil
}

// shape renders a value's structure: {a, b?, c: [{x, y}], d: null | {…}};
// "" for a plain value. A key is marked "?" only where the schema has a
// required list that leaves it out (TestOutputSchemasMatchResults holds a
// schema without one to returning every key).
func (n schemaNode) shape() string {
	nullable := false
	for _, t := range n.types {
		nullable = nullable || t == "null"
	}
	inner := ""
	switch {
	case len(n.props) > 0:
		var keys []string
		for _, p := range n.props {
			k := p.name
			if n.hasRequired && !n.required[k] {
				k += "?"
			}
			if sub := p.node.shape(); sub != "" {
				k += ": " + sub
			}
			keys = append(keys, k)
		}
		if n.open {
			keys = append(keys, "…")
		}
		inner = "{" + strings.Join(keys, ", ") + "}"
	case n.items != nil && n.items.shape() != "":
		inner = "[" + n.items.shape() + "]"
	}
	if inner != "" && nullable {
		return "null | " + inner
	}
	return inner
}

// argumentsCell lists a tool's arguments: required ones in their order,
// then optional ones marked "?", each with its description and choices.
func argumentsCell(in schemaNode) string {
	var req, opt []string
	note := func(p namedSchema, name string) string {
		cell := "`" + name + "`"
		var parts []string
		if d := strings.TrimSuffix(p.node.description, "."); d != "" {
			parts = append(parts, strings.NewReplacer("<", "&lt;", ">", "&gt;").Replace(d))
		}
		if len(p.node.enum) > 0 {
			parts = append(parts, "`"+strings.Join(p.node.enum, "` | `")+"`")
		}
		if len(parts) > 0 {
			cell += " (" + strings.Join(parts, ": ") + ")"
		}
		return cell
	}
	byName := map[string]namedSchema{}
	var names []string
	for _, p := range in.props {
		byName[p.name] = p
		names = append(names, p.name)
	}
	sort.Strings(names)
	for _, name := range in.reqOrder {
		req = append(req, note(byName[name], name))
	}
	for _, name := range names {
		if !in.required[name] {
			opt = append(opt, note(byName[name], name+"?"))
		}
	}
	req = append(req, opt...)
	if len(req) > 0 {
		return strings.Join(req, ", ")
	}
	return "—"
}

// renderToolTable is the README's tool table for tools, in tools/list order.
func renderToolTable(tools []tool) (string, error) {
	var b strings.Builder
	b.WriteString(toolTableHeading)
	for _, tl := range tools {
		raw, err := json.Marshal(tl.def.InputSchema)
		if err != nil {
			return "", err
		}
		in, err := parseSchema(raw)
		if err != nil {
			return "", fmt.Errorf("%s inputSchema: %w", tl.def.Name, err)
		}
		out, err := parseSchema(tl.def.RawOutputSchema)
		if err != nil {
			return "", fmt.Errorf("%s outputSchema: %w", tl.def.Name, err)
		}
		returns := "`" + out.shape() + "`"
		if out.description != "" {
			returns += " " + out.description
		}
		// a bar inside a cell would end it
		escape := func(cell string) string { return strings.ReplaceAll(cell, "|", `\|`) }
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", tl.def.Name, escape(argumentsCell(in)), escape(returns))
	}
	return b.String(), nil
}

// TestReadmeToolTable: the README's tool table is the one the definitions
// generate. UPDATE_README=1 (make readme) writes it.
func TestReadmeToolTable(t *testing.T) {
	f := newFixture(t)
	table, err := renderToolTable(f.srv.tools())
	require.NoError(t, err)
	data, err := os.ReadFile(readmePath)
	require.NoError(t, err)
	doc := string(data)
	before, rest, ok := strings.Cut(doc, toolTableBegin)
	require.True(t, ok, "README.md lacks the line %q", toolTableBegin)
	current, after, ok := strings.Cut(rest, toolTableEnd)
	require.True(t, ok, "README.md lacks the line %q", toolTableEnd)
	if os.Getenv(envUpdateReadme) != "" {
		require.NoError(t, os.WriteFile(readmePath, []byte(before+toolTableBegin+table+toolTableEnd+after), 0o644))
		return
	}
	require.Equal(t, table, current, "the README's tool table is stale: run make readme and review the diff")
}

func TestSchemaShape(t *testing.T) {
	tests := []struct{ schema, want string }{
		{`{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"integer"}},"required":["a"]}`, "{a, b?}"},
		{`{"type":"object","properties":{"f":{"type":"array","items":{"type":"object","properties":{"p":{},"s":{}}}},"n":{}}}`, "{f: [{p, s}], n}"},
		{`{"type":"object","properties":{"e":{"type":["object","null"],"properties":{"t":{}}}}}`, "{e: null | {t}}"},
		{`{"type":"string"}`, ""},
		{`{"type":"object","properties":{"a":{}},"additionalProperties":true}`, "{a, …}"},
	}
	for _, tc := range tests {
		n, err := parseSchema(json.RawMessage(tc.schema))
		require.NoError(t, err)
		require.Equal(t, tc.want, n.shape(), tc.schema)
	}
	in, err := parseSchema(json.RawMessage(`{"type":"object","properties":{"z":{"description":"Last."},"a":{"enum":["x","y"]},"q":{}},"required":["q"]}`))
	require.NoError(t, err)
	require.Equal(t, "`q`, `a?` (`x` | `y`), `z?` (Last)", argumentsCell(in))
}
