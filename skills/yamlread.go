package skills

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// frontMatter is the YAML of SKILL.md, line by line.
type frontMatter struct {
	lines []string
	first int // line number of lines[0] in the file, for messages
}

// splitFrontMatter separates SKILL.md into the YAML between its "---" lines
// and the Markdown body after them. A byte order mark, CRLF line ends and
// blank lines before the first "---" are tolerated.
func splitFrontMatter(text string) (yaml frontMatter, body string, err error) {
	text = strings.TrimPrefix(text, "\ufeff")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	lines := strings.Split(text, "\n")
	i := 0
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	if i == len(lines) || strings.TrimRight(lines[i], " \t") != "---" {
		return frontMatter{}, "", errors.New(`SKILL.md must start with YAML front matter: a line "---", the fields, and another "---"`)
	}
	for j := i + 1; j < len(lines); j++ {
		if end := strings.TrimRight(lines[j], " \t"); end == "---" || end == "..." {
			return frontMatter{lines: lines[i+1 : j], first: i + 2}, strings.Join(lines[j+1:], "\n"), nil
		}
	}
	return frontMatter{}, "", errors.New(`the front matter of SKILL.md has no closing "---" line`)
}

// parseFields reads the top-level scalar fields of a YAML mapping. Values
// that are nested mappings, lists or flow collections are skipped, and so
// are lines that are not "key: value" at all: only the fields we use must be
// well formed.
func parseFields(fm frontMatter) (map[string]string, error) {
	lines := fm.lines
	fields := map[string]string{}
	for i := 0; i < len(lines); {
		line := lines[i]
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' || isIndented(line) {
			i++
			continue
		}
		key, rest, ok := splitKey(line)
		if !ok {
			i++
			continue
		}
		value, next, scalar, err := parseValue(lines, i, rest)
		if err != nil {
			return nil, fmt.Errorf("front matter field %q (line %d): %w", key, fm.first+i, err)
		}
		if scalar {
			fields[key] = value
		}
		i = next
	}
	return fields, nil
}

func isIndented(line string) bool { return line != "" && (line[0] == ' ' || line[0] == '\t') }

// splitKey splits "key: rest" (the key plain or quoted); ok is false when
// the line is not a mapping entry.
func splitKey(line string) (key, rest string, ok bool) {
	if line != "" && (line[0] == '"' || line[0] == '\'') {
		k, n, err := parseQuoted(line[1:], line[0])
		if err != nil {
			return "", "", false
		}
		after := strings.TrimLeft(line[1+n:], " \t")
		if !strings.HasPrefix(after, ":") {
			return "", "", false
		}
		return k, after[1:], true
	}
	for i := 0; i < len(line); i++ {
		if line[i] == ':' && (i+1 == len(line) || line[i+1] == ' ' || line[i+1] == '\t') {
			k := strings.TrimSpace(line[:i])
			if k == "" || strings.HasPrefix(k, "- ") || k == "-" {
				return "", "", false
			}
			return k, line[i+1:], true
		}
	}
	return "", "", false
}

// parseValue reads the value of the entry on lines[i], whose text after the
// colon is rest. It returns the index of the first line after the value and
// whether the value is a scalar.
func parseValue(lines []string, i int, rest string) (value string, next int, scalar bool, err error) {
	v := strings.TrimLeft(rest, " \t")
	switch {
	case v == "" || v[0] == '#':
		return parseOnNextLines(lines, i)
	case v[0] == '|' || v[0] == '>':
		return parseBlock(lines, i, v)
	case v[0] == '"' || v[0] == '\'':
		return parseQuotedLines(lines, i, v)
	case v[0] == '[' || v[0] == '{':
		return "", skipFlow(lines, i, v), false, nil
	}
	return parsePlain(lines, i, v)
}

// parseOnNextLines handles "key:" with the value on the following, indented
// lines: a nested mapping or list (skipped), a quoted scalar, or a
// multi-line plain scalar. Nothing indented means an empty value.
func parseOnNextLines(lines []string, i int) (string, int, bool, error) {
	j := i + 1
	for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
		j++
	}
	if j == len(lines) || !isIndented(lines[j]) {
		return "", i + 1, true, nil
	}
	first := strings.TrimSpace(lines[j])
	_, _, isKey := splitKey(first)
	switch {
	case isKey || first == "-" || strings.HasPrefix(first, "- "):
		return "", skipIndented(lines, j), false, nil
	case first[0] == '"' || first[0] == '\'':
		return parseQuotedLines(lines, j, first)
	case first[0] == '|' || first[0] == '>':
		return "", i, false, errors.New("a block scalar indicator must follow the colon on the same line")
	}
	return parsePlainLines(lines, j, nil)
}

// skipIndented returns the first line from j on that is neither blank nor
// indented.
func skipIndented(lines []string, j int) int {
	for j < len(lines) && (strings.TrimSpace(lines[j]) == "" || isIndented(lines[j])) {
		j++
	}
	return j
}

// skipFlow skips a flow collection ([...] or {...}) that may span lines.
func skipFlow(lines []string, i int, v string) int {
	depth := 0
	for j := i; j < len(lines); j++ {
		text := v
		if j > i {
			text = lines[j]
		}
		for _, c := range text {
			switch c {
			case '[', '{':
				depth++
			case ']', '}':
				depth--
			}
		}
		if depth <= 0 {
			return j + 1
		}
	}
	return len(lines)
}

// parsePlain reads a plain scalar that starts on line i and may continue on
// indented lines.
func parsePlain(lines []string, i int, v string) (string, int, bool, error) {
	first, commented := stripComment(v)
	if commented {
		return plainValue(first), i + 1, true, nil
	}
	return parsePlainLines(lines, i+1, []string{first})
}

// parsePlainLines continues a plain scalar over the indented lines from j;
// folding joins lines with a space and turns each blank line into "\n".
func parsePlainLines(lines []string, j int, parts []string) (string, int, bool, error) {
	for ; j < len(lines); j++ {
		line := lines[j]
		if strings.TrimSpace(line) == "" {
			parts = append(parts, "")
			continue
		}
		if !isIndented(line) {
			break
		}
		text, commented := stripComment(strings.TrimSpace(line))
		parts = append(parts, text)
		if commented {
			j++
			break
		}
	}
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	var b strings.Builder
	blanks := 0
	for k, p := range parts {
		switch {
		case p == "":
			blanks++
			continue
		case k > 0 && blanks == 0:
			b.WriteByte(' ')
		case k > 0:
			b.WriteString(strings.Repeat("\n", blanks))
		}
		blanks = 0
		b.WriteString(p)
	}
	return plainValue(b.String()), j, true, nil
}

// stripComment cuts a " #" comment from plain text and trims it.
func stripComment(s string) (string, bool) {
	for i := 1; i < len(s); i++ {
		if s[i] == '#' && (s[i-1] == ' ' || s[i-1] == '\t') {
			return strings.TrimSpace(s[:i]), true
		}
	}
	return strings.TrimSpace(s), false
}

// plainValue maps YAML's plain nulls to the empty string.
func plainValue(s string) string {
	switch s {
	case "~", "null", "Null", "NULL":
		return ""
	}
	return s
}

// parseQuotedLines reads a quoted scalar that starts with v on line i and
// may run over the following lines.
func parseQuotedLines(lines []string, i int, v string) (string, int, bool, error) {
	src := v
	if i+1 < len(lines) {
		src += "\n" + strings.Join(lines[i+1:], "\n")
	}
	value, n, err := parseQuoted(src[1:], v[0])
	if err != nil {
		return "", i, false, err
	}
	return value, i + 1 + strings.Count(src[:1+n], "\n"), true, nil
}

// parseQuoted reads the body of a quoted scalar, src starting just after the
// opening quote, and returns the value and the bytes consumed including the
// closing quote. Line breaks fold as in YAML: one break becomes a space,
// each blank line a "\n", and blanks around breaks are dropped.
func parseQuoted(src string, quote byte) (string, int, error) {
	var b strings.Builder
	pending := "" // blanks held back in case a line break follows
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == quote && quote == '\'' && i+1 < len(src) && src[i+1] == '\'':
			b.WriteString(pending + "'")
			pending = ""
			i += 2
		case c == quote:
			b.WriteString(pending)
			return b.String(), i + 1, nil
		case c == ' ' || c == '\t':
			pending += string(c)
			i++
		case c == '\n':
			pending = ""
			i++
			blank := 0
			for {
				j := i
				for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
					j++
				}
				if j < len(src) && src[j] == '\n' {
					blank++
					i = j + 1
					continue
				}
				i = j
				break
			}
			if blank == 0 {
				b.WriteByte(' ')
			} else {
				b.WriteString(strings.Repeat("\n", blank))
			}
		case c == '\\' && quote == '"':
			b.WriteString(pending)
			pending = ""
			if i+1 < len(src) && src[i+1] == '\n' {
				// An escaped line break joins the lines without a space.
				i += 2
				for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
					i++
				}
				continue
			}
			r, n, err := unescape(src[i+1:])
			if err != nil {
				return "", 0, err
			}
			b.WriteRune(r)
			i += 1 + n
		default:
			b.WriteString(pending)
			pending = ""
			r, n := utf8.DecodeRuneInString(src[i:])
			b.WriteRune(r)
			i += n
		}
	}
	if quote == '"' {
		return "", 0, errors.New("unterminated double-quoted string")
	}
	return "", 0, errors.New("unterminated single-quoted string")
}

// unescape decodes one YAML double-quoted escape, s starting after the
// backslash; n is the bytes consumed.
func unescape(s string) (r rune, n int, err error) {
	if s == "" {
		return 0, 0, errors.New("a backslash ends the string")
	}
	simple := map[byte]rune{
		'0': 0, 'a': '\a', 'b': '\b', 't': '\t', '\t': '\t', 'n': '\n', 'v': '\v', 'f': '\f',
		'r': '\r', 'e': 0x1b, ' ': ' ', '"': '"', '/': '/', '\\': '\\', 'N': 0x85, '_': 0xa0,
		'L': 0x2028, 'P': 0x2029,
	}
	if r, ok := simple[s[0]]; ok {
		return r, 1, nil
	}
	digits := map[byte]int{'x': 2, 'u': 4, 'U': 8}[s[0]]
	if digits == 0 {
		return 0, 0, fmt.Errorf("unknown escape \\%c", s[0])
	}
	if len(s) < 1+digits {
		return 0, 0, fmt.Errorf("short escape \\%s", s)
	}
	v, err := strconv.ParseUint(s[1:1+digits], 16, 32)
	if err != nil || !utf8.ValidRune(rune(v)) {
		return 0, 0, fmt.Errorf("bad escape \\%s", s[:1+digits])
	}
	return rune(v), 1 + digits, nil
}

// parseBlock reads a "|" (literal) or ">" (folded) block scalar whose
// header, with optional chomping ("-", "+") and indentation (1-9)
// indicators, is v on line i.
func parseBlock(lines []string, i int, v string) (string, int, bool, error) {
	header, _ := stripComment(v)
	folded := header[0] == '>'
	chomp, indent := byte(0), 0
	for _, c := range header[1:] {
		switch {
		case (c == '-' || c == '+') && chomp == 0:
			chomp = byte(c)
		case c >= '1' && c <= '9' && indent == 0:
			indent = int(c - '0')
		default:
			return "", i, false, fmt.Errorf("bad block scalar header %q", header)
		}
	}
	j := i + 1
	if indent == 0 {
		for k := j; k < len(lines); k++ {
			if strings.TrimSpace(lines[k]) != "" {
				indent = len(lines[k]) - len(strings.TrimLeft(lines[k], " "))
				break
			}
		}
	}
	var content []string
	if indent > 0 {
		for ; j < len(lines); j++ {
			line := lines[j]
			if strings.TrimSpace(line) == "" {
				if len(line) > indent {
					content = append(content, line[indent:])
				} else {
					content = append(content, "")
				}
				continue
			}
			if len(line)-len(strings.TrimLeft(line, " ")) < indent {
				break
			}
			content = append(content, line[indent:])
		}
	}
	trailing := 0
	for len(content) > 0 && strings.TrimSpace(content[len(content)-1]) == "" {
		content = content[:len(content)-1]
		trailing++
	}
	var text string
	if folded {
		text = fold(content)
	} else {
		text = strings.Join(content, "\n")
	}
	if len(content) > 0 {
		switch chomp {
		case 0:
			text += "\n"
		case '+':
			text += "\n" + strings.Repeat("\n", trailing)
		}
	} else if chomp == '+' {
		text = strings.Repeat("\n", trailing)
	}
	return text, j, true, nil
}

// fold joins the lines of a folded block scalar: a break between two
// ordinary lines becomes a space, blank lines become "\n", and lines that
// start with a blank ("more indented") keep their breaks.
func fold(lines []string) string {
	var b strings.Builder
	blanks := 0
	started, prevMore := false, false
	for _, line := range lines {
		if line == "" {
			blanks++
			continue
		}
		more := line[0] == ' ' || line[0] == '\t'
		switch {
		case !started:
			b.WriteString(strings.Repeat("\n", blanks))
		case more || prevMore:
			b.WriteString(strings.Repeat("\n", blanks+1))
		case blanks == 0:
			b.WriteByte(' ')
		default:
			b.WriteString(strings.Repeat("\n", blanks))
		}
		b.WriteString(line)
		started, prevMore, blanks = true, more, 0
	}
	return b.String()
}
