package registry

import "encoding/json"

// schemaEnums lists the string values that the top-level properties of a
// schema allow ("enum", also under "items" for arrays): for tools that take
// a method ("create", "update", "delete") or a mode ("squash"), these words
// say what the tool does as much as its description.
func schemaEnums(schema json.RawMessage) []string {
	var out []string
	s := string(schema)
	i := skipSpace(s, 0)
	if !json.Valid(schema) || i >= len(s) || s[i] != '{' {
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
	var collect func(obj string, depth int)
	collect = func(obj string, depth int) {
		eachMember(obj, 0, func(key, value string) bool {
			switch {
			case key == "enum" && value[0] == '[':
				eachElement(value, func(v string) bool {
					if str, ok := jsonString(v); ok {
						out = append(out, str)
					}
					return true
				})
			case key == "items" && value[0] == '{' && depth == 0:
				collect(value, depth+1)
			}
			return true
		})
	}
	eachMember(props, 0, func(_, value string) bool {
		if value[0] == '{' {
			collect(value, 0)
		}
		return true
	})
	return out
}
