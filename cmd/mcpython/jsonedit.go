package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
)

// member is one key of a JSON object, its value kept as written.
type member struct {
	key   string
	value json.RawMessage
}

// parseObject splits a JSON object into its members in file order, so that
// an edit can keep every other key (and its order) intact.
func parseObject(data []byte) ([]member, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("not JSON: %w", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("not a JSON object")
	}
	var out []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("not JSON: %w", err)
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("not JSON: %w", err)
		}
		out = append(out, member{key: key, value: v})
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("not JSON: %w", err)
	}
	if _, err := dec.Token(); err == nil {
		return nil, errors.New("not JSON: text after the object")
	}
	return out, nil
}

// encodeObject writes members back as one compact object.
func encodeObject(ms []member) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range ms {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(m.key)
		b.Write(k)
		b.WriteByte(':')
		b.Write(m.value)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// setNested sets doc[outer][inner] = value, creating outer when absent, and
// keeps every other key where it was. The result is indented with two
// spaces, as the client tools write their files.
func setNested(doc []byte, outer, inner string, value json.RawMessage) ([]byte, error) {
	top, err := parseObject(doc)
	if err != nil {
		return nil, err
	}
	i := indexOf(top, outer)
	var nested []member
	if i >= 0 && string(bytes.TrimSpace(top[i].value)) != "null" {
		if nested, err = parseObject(top[i].value); err != nil {
			return nil, fmt.Errorf("%q: %w", outer, err)
		}
	}
	if j := indexOf(nested, inner); j >= 0 {
		nested[j].value = value
	} else {
		nested = append(nested, member{key: inner, value: value})
	}
	if i >= 0 {
		top[i].value = encodeObject(nested)
	} else {
		top = append(top, member{key: outer, value: encodeObject(nested)})
	}
	var out bytes.Buffer
	if err := json.Indent(&out, encodeObject(top), "", "  "); err != nil {
		return nil, fmt.Errorf("re-encode: %w", err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

func indexOf(ms []member, key string) int {
	for i, m := range ms {
		if m.key == key {
			return i
		}
	}
	return -1
}

// getNested returns doc[outer][inner] as written, and whether it is there.
func getNested(doc []byte, outer, inner string) (json.RawMessage, bool, error) {
	top, err := parseObject(doc)
	if err != nil {
		return nil, false, err
	}
	i := indexOf(top, outer)
	if i < 0 || string(bytes.TrimSpace(top[i].value)) == "null" {
		return nil, false, nil
	}
	nested, err := parseObject(top[i].value)
	if err != nil {
		return nil, false, fmt.Errorf("%q: %w", outer, err)
	}
	if j := indexOf(nested, inner); j >= 0 {
		return nested[j].value, true, nil
	}
	return nil, false, nil
}

// sameJSON reports whether two JSON values are equal as data (key order
// and spacing aside).
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}
