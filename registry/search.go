package registry

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
)

// DetailLevel says how much of each definition a search returns.
type DetailLevel string

const (
	// DetailName gives name, category and score: a compact line per tool.
	DetailName DetailLevel = "name"
	// DetailSummary adds the first sentence of the description and the
	// parameter names. It is the default.
	DetailSummary DetailLevel = "summary"
	// DetailFull gives the whole definition.
	DetailFull DetailLevel = "full"
)

// DefaultLimit and MaxLimit bound how many tools one search returns.
const (
	DefaultLimit = 10
	MaxLimit     = 100
)

// Query is the input of search_tools. Query is a free-text query, or a regular
// expression after the prefix "re:", or empty to list categories (or, with
// Category, that category's tools).
type Query struct {
	Query       string      `json:"query"`
	Category    string      `json:"category,omitempty"`
	DetailLevel DetailLevel `json:"detail_level,omitempty"`
	Limit       int         `json:"limit,omitempty"`
}

// Result is the output of search_tools:
//
//	{"tools": [{"name", "category", "description"?, "parameters"?, "inputSchema"?, "score"}], "total": N,
//	 "categories"?: [{"category", "count"}]}
//
// Total counts every match before Limit. An empty query with no category
// lists the categories with their counts, and Total is then the number of
// tools.
type Result struct {
	Tools      []Match         `json:"tools"`
	Total      int             `json:"total"`
	Categories []CategoryCount `json:"categories,omitempty"`
}

// Match is one tool in a search result; which fields are set depends on the
// detail level ("name": name, category, score; "summary": also description
// (first sentence) and parameters; "full": the whole definition).
type Match struct {
	Name        string          `json:"name"`
	Category    string          `json:"category"`
	Description string          `json:"description,omitempty"`
	Parameters  []string        `json:"parameters,omitempty"`
	InputSchema json.RawMessage `json:"inputSchema,omitempty"`
	Server      string          `json:"server,omitempty"`
	Tags        []string        `json:"tags,omitempty"`
	Examples    json.RawMessage `json:"examples,omitempty"`
	Annotations json.RawMessage `json:"annotations,omitempty"`
	Score       float64         `json:"score"`
}

// CategoryCount is one category and how many tools it has.
type CategoryCount struct {
	Category string `json:"category"`
	Count    int    `json:"count"`
}

// normalize checks a query and fills in defaults.
func (q Query) normalize() (Query, error) {
	switch q.DetailLevel {
	case "":
		q.DetailLevel = DetailSummary
	case DetailName, DetailSummary, DetailFull:
	default:
		return q, fmt.Errorf("detail_level %q: want %q, %q or %q", q.DetailLevel, DetailName, DetailSummary, DetailFull)
	}
	switch {
	case q.Limit < 0:
		return q, fmt.Errorf("limit %d: want a positive number", q.Limit)
	case q.Limit == 0:
		q.Limit = DefaultLimit
	case q.Limit > MaxLimit:
		q.Limit = MaxLimit
	}
	q.Query = strings.TrimSpace(q.Query)
	q.Category = strings.TrimSpace(q.Category)
	if len(q.Query) > maxQueryLen {
		return q, fmt.Errorf("query is %d bytes long; the limit is %d", len(q.Query), maxQueryLen)
	}
	return q, nil
}

// maxQueryLen bounds a query so that a huge one cannot cost much.
const maxQueryLen = 4096

// search runs a normalized query on the index; keep filters definitions the
// caller may not see.
func (ix *index) search(q Query, keep func(doc int32) bool) (Result, error) {
	catID := -1
	if q.Category != "" {
		id, ok := ix.catID[strings.ToLower(q.Category)]
		if !ok {
			return Result{}, &NotFoundError{Kind: "category", Name: q.Category, Suggestions: closest(q.Category, ix.cats, 3)}
		}
		catID = id
	}
	var hits []scored
	total := -1 // when not set below, every hit is kept and counted
	switch {
	case strings.HasPrefix(q.Query, regexPrefix):
		var err error
		hits, err = ix.regexSearch(strings.TrimPrefix(q.Query, regexPrefix), catID, keep)
		if err != nil {
			return Result{}, err
		}
	case q.Query == "" && catID < 0:
		return ix.listCategories(keep), nil
	case q.Query == "":
		for d := range ix.tools {
			if ix.catOf[d] == int32(catID) && (keep == nil || keep(int32(d))) {
				hits = append(hits, scored{doc: int32(d)})
			}
		}
	default:
		hits, total = ix.rankQuery(q.Query, catID, keep, q.Limit)
	}
	if total < 0 {
		total = len(hits)
	}
	res := Result{Tools: make([]Match, 0, min(len(hits), q.Limit)), Total: total}
	for _, h := range hits[:min(len(hits), q.Limit)] {
		res.Tools = append(res.Tools, ix.render(h, q.DetailLevel))
	}
	return res, nil
}

// listCategories answers the empty query.
func (ix *index) listCategories(keep func(doc int32) bool) Result {
	counts := make([]int, len(ix.cats))
	total := 0
	for d := range ix.tools {
		if keep == nil || keep(int32(d)) {
			counts[ix.catOf[d]]++
			total++
		}
	}
	res := Result{Tools: []Match{}, Total: total}
	for i, c := range ix.cats {
		if counts[i] > 0 {
			res.Categories = append(res.Categories, CategoryCount{Category: c, Count: counts[i]})
		}
	}
	return res
}

// render shapes one hit at a detail level.
func (ix *index) render(h scored, level DetailLevel) Match {
	t := &ix.tools[h.doc]
	m := Match{Name: t.Name, Category: t.Category, Score: math.Round(h.score*1000) / 1000}
	switch level {
	case DetailSummary:
		m.Description = firstSentence(t.Description)
		for _, p := range ix.params[h.doc] {
			m.Parameters = append(m.Parameters, p.Name)
		}
	case DetailFull:
		m.Description = t.Description
		m.InputSchema = t.InputSchema
		m.Server = t.Server
		m.Tags = t.Tags
		m.Examples = t.Examples
		m.Annotations = t.Annotations
	}
	return m
}
