package registry

import "encoding/json"

// schemaEnums lists the string values that the top-level properties of a
// schema allow ("enum", also under "items" for arrays): for tools that take
// a method ("create", "update", "delete") or a mode ("squash"), these words
// say what the tool does as much as its description.
func schemaEnums(schema json.RawMessage) []string {
	if !json.Valid(schema) {
		return nil
	}
	return validSchemaEnums(string(schema))
}

// validSchemaEnums is schemaEnums for a schema known to be valid JSON.
func validSchemaEnums(s string) []string {
	var out []string
	i := skipSpace(s, 0)
	if i >= len(s) || s[i] != '{' {
		return nil
	}
	var props string
	eachMember(s, i, func(key, value string) bool {
		if key == "properties" {
			props = value
		}
		return true
	})
	if props == "" || props[0] != '{' {
		return nil
	}
	eachMember(props, 0, func(_, value string) bool {
		if value[0] == '{' {
			eachMember(value, 0, func(key, v string) bool {
				collectEnums(key, v, 0, &out)
				return true
			})
		}
		return true
	})
	return out
}

// collectEnums appends the strings of a property's member key: value when it
// is an "enum" list, or an "items" schema (one level) that has one.
func collectEnums(key, value string, depth int, out *[]string) {
	switch {
	case key == "enum" && value[0] == '[':
		eachElement(value, func(v string) bool {
			if str, ok := jsonString(v); ok {
				*out = append(*out, str)
			}
			return true
		})
	case key == "items" && value[0] == '{' && depth == 0:
		eachMember(value, 0, func(k, v string) bool {
			collectEnums(k, v, depth+1, out)
			return true
		})
	}
}
