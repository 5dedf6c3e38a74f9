package registry

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/mcpython/mcpython/internal/lazy"
)

// schemaCache compiles each tool's input schema once; it is safe for
// concurrent use.
type schemaCache struct {
	mu      sync.Mutex
	schemas map[string]*compiledSchema // key: qualified name + "\x00" + schema
}

// compiledSchema is a compiled schema, or nil with the reason it could not be
// compiled (the call then goes out unvalidated: the server checks anyway).
type compiledSchema struct {
	schema *jsonschema.Schema
	err    error
}

// maxCachedSchemas bounds the cache; it is cleared when full.
const maxCachedSchemas = 4096

func (c *schemaCache) get(t Tool) *compiledSchema {
	key := t.QualifiedName() + "\x00" + string(t.InputSchema)
	c.mu.Lock()
	defer c.mu.Unlock()
	if cs, ok := c.schemas[key]; ok {
		return cs
	}
	if c.schemas == nil || len(c.schemas) >= maxCachedSchemas {
		c.schemas = map[string]*compiledSchema{}
	}
	s, err := compileSchema(t.InputSchema)
	cs := &compiledSchema{schema: s, err: err}
	c.schemas[key] = cs
	return cs
}

// noLoader refuses every external reference: a downstream schema must not
// make us read files or the network.
type noLoader struct{}

func (noLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("external schema reference %s is not loaded", url)
}

// compileSchema compiles a tool's input schema. A "$schema" naming a draft
// the library does not know is dropped rather than failing the tool.
func compileSchema(raw json.RawMessage) (*jsonschema.Schema, error) {
	if len(raw) == 0 {
		raw = emptySchema()
	}
	compile := func(doc any) (*jsonschema.Schema, error) {
		c := jsonschema.NewCompiler()
		c.UseLoader(noLoader{})
		c.DefaultDraft(jsonschema.Draft2020)
		if err := c.AddResource("tool-input.json", doc); err != nil {
			return nil, err
		}
		return c.Compile("tool-input.json")
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	s, err := compile(doc)
	if err != nil {
		if m, ok := doc.(map[string]any); ok {
			if _, has := m["$schema"]; has {
				delete(m, "$schema")
				s, err = compile(m)
			}
		}
	}
	if err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	return s, nil
}

// validateArgs checks arguments against a tool's input schema and returns a
// *ValidationError whose problems say what to change.
func (c *schemaCache) validateArgs(t Tool, args map[string]any) error {
	cs := c.get(t)
	if cs.schema == nil {
		return nil
	}
	data, err := json.Marshal(args)
	if err != nil {
		return &ValidationError{Tool: t.QualifiedName(), Problems: []string{fmt.Sprintf("arguments cannot be encoded as JSON: %v", err)}}
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return &ValidationError{Tool: t.QualifiedName(), Problems: []string{err.Error()}}
	}
	err = cs.schema.Validate(inst)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return &ValidationError{Tool: t.QualifiedName(), Problems: []string{err.Error()}}
	}
	var problems []string
	seen := map[string]bool{}
	for _, leaf := range leaves(ve) {
		p := describeViolation(leaf, t)
		if !seen[p] {
			seen[p] = true
			problems = append(problems, p)
		}
	}
	if len(problems) == 0 {
		problems = []string{"the arguments do not match the input schema"}
	}
	return &ValidationError{Tool: t.QualifiedName(), Problems: problems}
}

// leaves collects the innermost violations.
func leaves(e *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(e.Causes) == 0 {
		return []*jsonschema.ValidationError{e}
	}
	var out []*jsonschema.ValidationError
	for _, c := range e.Causes {
		out = append(out, leaves(c)...)
	}
	return out
}

// printer renders the library's messages for the kinds not described here;
// made at the first use.
var printer = lazy.Value[*message.Printer]{New: func() *message.Printer { return message.NewPrinter(language.English) }}

// describeViolation turns one violation into a sentence that says what to
// change.
func describeViolation(e *jsonschema.ValidationError, t Tool) string {
	where := argPath(e.InstanceLocation)
	switch k := e.ErrorKind.(type) {
	case *kind.Required:
		names := quoteAll(k.Missing)
		if where == "" {
			return fmt.Sprintf("missing required argument %s", names)
		}
		return fmt.Sprintf("%s is missing required field %s", where, names)
	case *kind.AdditionalProperties:
		if where == "" {
			var known []string
			for _, p := range t.Params() {
				known = append(known, p.Name)
			}
			msg := fmt.Sprintf("unknown argument %s", quoteAll(k.Properties))
			if len(known) > 0 {
				msg += "; the tool takes: " + strings.Join(known, ", ")
			}
			return msg
		}
		return fmt.Sprintf("%s has unknown field %s", where, quoteAll(k.Properties))
	case *kind.Type:
		return fmt.Sprintf("%s must be %s, not %s", subject(where), strings.Join(k.Want, " or "), k.Got)
	case *kind.Enum:
		want := make([]string, 0, len(k.Want))
		for _, w := range k.Want {
			b, _ := json.Marshal(w)
			want = append(want, string(b))
		}
		return fmt.Sprintf("%s must be one of %s", subject(where), strings.Join(want, ", "))
	}
	return fmt.Sprintf("%s: %s", subject(where), e.ErrorKind.LocalizedString(printer.Get()))
}

// argPath writes an instance location as Python-ish access: a, a[0].b.
func argPath(loc []string) string {
	var b strings.Builder
	for i, p := range loc {
		if isIndex(p) {
			b.WriteString("[" + p + "]")
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(p)
	}
	return b.String()
}

func isIndex(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func subject(where string) string {
	if where == "" {
		return "the arguments"
	}
	return fmt.Sprintf("argument %q", where)
}

func quoteAll(names []string) string {
	names = append([]string(nil), names...)
	sort.Strings(names)
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}
