package registry

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// maxDefinitionSize bounds one definition file; larger ones are skipped.
const maxDefinitionSize = 1 << 20

// Problem is a definition file that was skipped, with the reason.
type Problem struct {
	Path string
	Err  error
}

func (p Problem) String() string { return p.Path + ": " + p.Err.Error() }

// fileDefinition is the on-disk form of a definition.
type fileDefinition struct {
	Name        *string         `json:"name"`
	Description json.RawMessage `json:"description"`
	InputSchema json.RawMessage `json:"inputSchema"`
	Server      json.RawMessage `json:"server"`
	Tags        json.RawMessage `json:"tags"`
	Examples    json.RawMessage `json:"examples"`
	Annotations json.RawMessage `json:"annotations"`
}

// LoadFS reads the definitions of a registry folder laid out as
// `<category>/<tool_name>.json`. Files elsewhere, names starting with "." or
// "_", and files not ending in .json are ignored; bad definition files are
// skipped and reported as problems, never fatal. The error is only for a root
// that cannot be read at all.
func LoadFS(fsys fs.FS, source Source, origin string) ([]Tool, []Problem, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, nil, fmt.Errorf("read registry folder %s: %w", origin, err)
	}
	var tools []Tool
	var problems []Problem
	for _, cat := range entries {
		if !cat.IsDir() || hidden(cat.Name()) {
			continue
		}
		files, err := fs.ReadDir(fsys, cat.Name())
		if err != nil {
			problems = append(problems, Problem{Path: path.Join(origin, cat.Name()), Err: err})
			continue
		}
		seen := map[string]string{}
		for _, f := range files {
			if f.IsDir() || hidden(f.Name()) || !strings.HasSuffix(f.Name(), ".json") {
				continue
			}
			rel := path.Join(cat.Name(), f.Name())
			t, err := readDefinition(fsys, rel)
			if err == nil {
				if prev, dup := seen[strings.ToLower(t.Name)]; dup {
					err = fmt.Errorf("tool %q is already defined by %s", t.Name, prev)
				}
			}
			if err != nil {
				problems = append(problems, Problem{Path: path.Join(origin, rel), Err: err})
				continue
			}
			seen[strings.ToLower(t.Name)] = f.Name()
			t.Category = cat.Name()
			t.Source = source
			t.Origin = path.Join(origin, rel)
			tools = append(tools, t)
		}
	}
	sort.Slice(problems, func(i, j int) bool { return problems[i].Path < problems[j].Path })
	return tools, problems, nil
}

func hidden(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

// readDefinition reads and checks one definition file.
func readDefinition(fsys fs.FS, name string) (Tool, error) {
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return Tool{}, err
	}
	if info.Size() > maxDefinitionSize {
		return Tool{}, fmt.Errorf("file is %d bytes; the limit is %d", info.Size(), maxDefinitionSize)
	}
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return Tool{}, err
	}
	return parseDefinition(data)
}

// parseDefinition decodes and checks the JSON of one definition.
func parseDefinition(data []byte) (Tool, error) {
	var d fileDefinition
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&d); err != nil {
		return Tool{}, fmt.Errorf("invalid JSON: %w", err)
	}
	if dec.More() {
		return Tool{}, errors.New("invalid JSON: data after the definition object")
	}
	if d.Name == nil || strings.TrimSpace(*d.Name) == "" {
		return Tool{}, errors.New(`missing "name"`)
	}
	t := Tool{Name: strings.TrimSpace(*d.Name)}
	if err := decodeOptional(d.Description, &t.Description); err != nil {
		return Tool{}, fmt.Errorf(`"description": %w`, err)
	}
	if err := decodeOptional(d.Server, &t.Server); err != nil {
		return Tool{}, fmt.Errorf(`"server": %w`, err)
	}
	if err := decodeOptional(d.Tags, &t.Tags); err != nil {
		return Tool{}, fmt.Errorf(`"tags": %w`, err)
	}
	schema, err := checkSchema(d.InputSchema)
	if err != nil {
		return Tool{}, fmt.Errorf(`"inputSchema": %w`, err)
	}
	t.InputSchema = schema
	if present(d.Annotations) {
		if !isObject(d.Annotations) {
			return Tool{}, fmt.Errorf(`"annotations": %w`, errNotObject)
		}
		t.Annotations = compact(d.Annotations)
	}
	if present(d.Examples) {
		t.Examples = compact(d.Examples)
	}
	return t, nil
}

// emptySchema stands in for a definition without an input schema. (A
// function: converting the string at package level was init work.)
func emptySchema() json.RawMessage { return json.RawMessage(`{"type":"object"}`) }

// checkSchema requires a JSON object (a missing schema means no arguments).
func checkSchema(raw json.RawMessage) (json.RawMessage, error) {
	if !present(raw) {
		return emptySchema(), nil
	}
	if !isObject(raw) {
		return nil, errNotObject
	}
	return compact(raw), nil
}

func present(raw json.RawMessage) bool {
	return len(raw) > 0 && string(raw) != "null"
}

func isObject(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	return len(raw) > 0 && raw[0] == '{'
}

func decodeOptional(raw json.RawMessage, v any) error {
	if !present(raw) {
		return nil
	}
	return json.Unmarshal(raw, v)
}

// compact removes insignificant white space from valid JSON.
func compact(raw json.RawMessage) json.RawMessage {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return raw
	}
	return b.Bytes()
}
