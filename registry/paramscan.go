package registry

import (
	"encoding/json"
	"strings"
)

// indexParams is schemaParams for the index build, where parsing every
// schema with encoding/json dominated the time: one pass over the raw JSON
// handles the usual schema (an object whose "properties" are objects with
// plain-string descriptions) and anything unusual goes to schemaParams, so
// the result is always the same (FuzzIndexParams checks it).
func indexParams(schema json.RawMessage) []Param {
	if ps, ok := scanParams(schema); ok {
		return ps
	}
	return schemaParams(schema)
}

// schemaFacts are what the index reads from a schema: its parameters and
// the values they allow, with the JSON validated once for both.
func schemaFacts(schema json.RawMessage) ([]Param, []string) {
	if len(schema) == 0 || !json.Valid(schema) {
		return schemaParams(schema), nil
	}
	s := string(schema)
	var enums []string
	ps, ok := scanValidParams(s, &enums)
	if !ok {
		return schemaParams(schema), validSchemaEnums(s)
	}
	return ps, enums
}

// scanParams is the fast path of indexParams; ok is false when the schema
// needs the full parser.
func scanParams(schema []byte) (params []Param, ok bool) {
	if len(schema) == 0 || !json.Valid(schema) {
		return nil, true // schemaParams gives up on invalid JSON too
	}
	return scanValidParams(string(schema), nil)
}

// scanValidParams is scanParams for a schema known to be valid JSON; with
// enums not nil it also appends the values the parameters allow there (as
// schemaEnums does).
func scanValidParams(s string, enums *[]string) (params []Param, ok bool) {
	i := skipSpace(s, 0)
	if i >= len(s) || s[i] != '{' {
		return nil, false
	}
	var props, required string
	var seenProps, seenRequired bool
	ok = eachMember(s, i, func(key, value string) bool {
		switch {
		case key == "properties":
			if seenProps {
				return false
			}
			props, seenProps = value, true
		case key == "required":
			if seenRequired {
				return false
			}
			required, seenRequired = value, true
		case strings.EqualFold(key, "properties"), strings.EqualFold(key, "required"):
			return false // encoding/json would match it case-insensitively
		}
		return true
	})
	if !ok {
		return nil, false
	}
	req := map[string]bool{}
	if seenRequired && required != "null" {
		if required == "" || required[0] != '[' {
			return nil, false
		}
		if !eachElement(required, func(v string) bool {
			name, plain := plainString(v)
			if !plain {
				return false
			}
			req[name] = true
			return true
		}) {
			return nil, false
		}
	}
	if !seenProps || props == "null" {
		return nil, true
	}
	if props[0] != '{' {
		return nil, false
	}
	seen := map[string]bool{}
	ok = eachMember(props, 0, func(name, value string) bool {
		if seen[name] {
			return false
		}
		seen[name] = true
		p := Param{Name: name, Required: req[name]}
		if value[0] != '{' {
			if value != "null" {
				return false
			}
			params = append(params, p)
			return true
		}
		var desc, title string
		var seenDesc, seenTitle bool
		if !eachMember(value, 0, func(k, v string) bool {
			switch {
			case k == "description" || k == "title":
				str, isStr := jsonString(v)
				if !isStr || (k == "description" && seenDesc) || (k == "title" && seenTitle) {
					return false
				}
				if k == "description" {
					desc, seenDesc = str, true
				} else {
					title, seenTitle = str, true
				}
			case strings.EqualFold(k, "description"), strings.EqualFold(k, "title"):
				return false
			case enums != nil && (k == "enum" || k == "items"):
				collectEnums(k, v, 0, enums)
			}
			return true
		}) {
			return false
		}
		if desc == "" {
			desc = title
		}
		p.Description = desc
		params = append(params, p)
		return true
	})
	if !ok {
		return nil, false
	}
	if params == nil {
		params = []Param{}
	}
	return params, true
}

// eachMember calls fn with every key (plain, unescaped keys only) and raw
// value of the object starting at s[i]; false if the object is unusual or
// fn says so. s must be valid JSON.
func eachMember(s string, i int, fn func(key, value string) bool) bool {
	i = skipSpace(s, i+1)
	if i < len(s) && s[i] == '}' {
		return true
	}
	for i < len(s) {
		end, esc := stringEnd(s, i)
		if esc || end < 0 {
			return false
		}
		key := s[i+1 : end-1]
		i = skipSpace(s, end)
		if i >= len(s) || s[i] != ':' {
			return false
		}
		i = skipSpace(s, i+1)
		vend := valueEnd(s, i)
		if vend < 0 || !fn(key, s[i:vend]) {
			return false
		}
		i = skipSpace(s, vend)
		if i >= len(s) {
			return false
		}
		if s[i] == '}' {
			return true
		}
		if s[i] != ',' {
			return false
		}
		i = skipSpace(s, i+1)
	}
	return false
}

// eachElement calls fn with every raw element of the array s.
func eachElement(s string, fn func(value string) bool) bool {
	i := skipSpace(s, 1)
	if i < len(s) && s[i] == ']' {
		return true
	}
	for i < len(s) {
		end := valueEnd(s, i)
		if end < 0 || !fn(s[i:end]) {
			return false
		}
		i = skipSpace(s, end)
		if i >= len(s) {
			return false
		}
		if s[i] == ']' {
			return true
		}
		if s[i] != ',' {
			return false
		}
		i = skipSpace(s, i+1)
	}
	return false
}

// plainString returns the content of a JSON string without escapes.
func plainString(v string) (string, bool) {
	if len(v) < 2 || v[0] != '"' {
		return "", false
	}
	end, esc := stringEnd(v, 0)
	if esc || end != len(v) {
		return "", false
	}
	return v[1 : len(v)-1], true
}

// jsonString decodes a JSON string value, escapes included.
func jsonString(v string) (string, bool) {
	if s, ok := plainString(v); ok {
		return s, true
	}
	if len(v) < 2 || v[0] != '"' {
		return "", false
	}
	var out string
	if json.Unmarshal([]byte(v), &out) != nil {
		return "", false
	}
	return out, true
}

// stringEnd returns the index just past the JSON string starting at s[i],
// and whether it holds an escape or a byte that encoding/json rewrites; -1
// if s[i] does not start a string.
func stringEnd(s string, i int) (int, bool) {
	if i >= len(s) || s[i] != '"' {
		return -1, false
	}
	esc := false
	for j := i + 1; j < len(s); j++ {
		switch c := s[j]; {
		case c == '"':
			return j + 1, esc
		case c == '\\':
			esc = true
			j++
		case c >= 0x80:
			esc = true // invalid UTF-8 becomes U+FFFD in encoding/json
		}
	}
	return -1, false
}

// valueEnd returns the index just past the JSON value starting at s[i].
func valueEnd(s string, i int) int {
	if i >= len(s) {
		return -1
	}
	switch s[i] {
	case '"':
		end, _ := stringEnd(s, i)
		return end
	case '{', '[':
		depth := 0
		for j := i; j < len(s); j++ {
			switch s[j] {
			case '"':
				end, _ := stringEnd(s, j)
				if end < 0 {
					return -1
				}
				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
		}
		return -1
	}
	j := i
	for j < len(s) && !strings.ContainsRune(",}] \t\r\n", rune(s[j])) {
		j++
	}
	return j
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}
