package server

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// args reads a tool call's arguments strictly: a wrong type, a missing
// required argument or an unknown name is recorded as a problem that the
// model can act on, and every problem is reported at once.
type args struct {
	tool     string
	m        map[string]any
	known    []string
	problems []string
}

// argError is an argument mistake; handlers return it as a tool error.
type argError struct{ msg string }

func (e *argError) Error() string { return e.msg }

// newArgs starts reading the arguments of req for the named tool.
func newArgs(tool string, req mcp.CallToolRequest) *args {
	a := &args{tool: tool}
	switch raw := req.Params.Arguments.(type) {
	case nil:
		a.m = map[string]any{}
	case map[string]any:
		a.m = raw
	case json.RawMessage:
		if err := json.Unmarshal(raw, &a.m); err != nil || a.m == nil {
			a.m = map[string]any{}
			a.problems = append(a.problems, "the arguments must be a JSON object")
		}
	default:
		a.m = map[string]any{}
		a.problems = append(a.problems, "the arguments must be a JSON object")
	}
	return a
}

// get returns the raw value of name, noting it as known; a JSON null counts
// as absent.
func (a *args) get(name string) (any, bool) {
	a.known = append(a.known, name)
	v, ok := a.m[name]
	if v == nil {
		return nil, false
	}
	return v, ok
}

func (a *args) bad(format string, v ...any) {
	a.problems = append(a.problems, fmt.Sprintf(format, v...))
}

// str reads a string argument; required ones must be present (but may be
// empty).
func (a *args) str(name string, required bool) string {
	v, ok := a.get(name)
	if !ok {
		if required {
			a.bad("%q is required (a string)", name)
		}
		return ""
	}
	s, isStr := v.(string)
	if !isStr {
		a.bad("%q must be a string, not %s", name, jsonType(v))
	}
	return s
}

// boolean reads an optional boolean argument; set says whether it was given.
func (a *args) boolean(name string) (value, set bool) {
	v, ok := a.get(name)
	if !ok {
		return false, false
	}
	b, isBool := v.(bool)
	if !isBool {
		a.bad("%q must be true or false, not %s", name, jsonType(v))
		return false, false
	}
	return b, true
}

// number reads an optional finite number.
func (a *args) number(name string) (value float64, set bool) {
	v, ok := a.get(name)
	if !ok {
		return 0, false
	}
	var f float64
	switch n := v.(type) {
	case float64:
		f = n
	case int:
		f = float64(n)
	case int64:
		f = float64(n)
	case json.Number:
		var err error
		if f, err = n.Float64(); err != nil {
			a.bad("%q must be a number, not %q", name, n.String())
			return 0, false
		}
	default:
		a.bad("%q must be a number, not %s", name, jsonType(v))
		return 0, false
	}
	if math.IsNaN(f) || math.IsInf(f, 0) {
		a.bad("%q must be a finite number", name)
		return 0, false
	}
	return f, true
}

// integer reads an optional whole number.
func (a *args) integer(name string) (value int, set bool) {
	f, ok := a.number(name)
	if !ok {
		return 0, false
	}
	if f != math.Trunc(f) || math.Abs(f) > 1<<31 {
		a.bad("%q must be a whole number, not %v", name, f)
		return 0, false
	}
	return int(f), true
}

// strs reads an optional list of strings; set distinguishes [] from absent.
func (a *args) strs(name string) (value []string, set bool) {
	v, ok := a.get(name)
	if !ok {
		return nil, false
	}
	list, isList := v.([]any)
	if !isList {
		if ss, isSS := v.([]string); isSS {
			return ss, true
		}
		a.bad("%q must be a list of strings, not %s", name, jsonType(v))
		return nil, false
	}
	out := make([]string, 0, len(list))
	for i, item := range list {
		s, isStr := item.(string)
		if !isStr {
			a.bad("%q[%d] must be a string, not %s", name, i, jsonType(item))
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// err reports every problem, and any argument the tool does not take, as
// one *argError; nil when the arguments are fine. Call it after reading
// every argument.
func (a *args) err() error {
	var unknown []string
	for k := range a.m {
		if !contains(a.known, k) {
			unknown = append(unknown, fmt.Sprintf("%q", k))
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		known := append([]string(nil), a.known...)
		sort.Strings(known)
		a.bad("unknown argument %s; %s takes: %s", strings.Join(unknown, ", "), a.tool, strings.Join(known, ", "))
	}
	if len(a.problems) == 0 {
		return nil
	}
	return &argError{msg: "invalid arguments for " + a.tool + ": " + strings.Join(a.problems, "; ")}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// jsonType names the JSON type of a decoded value, for error messages.
func jsonType(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case float64, int, int64, json.Number:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "a list"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}
