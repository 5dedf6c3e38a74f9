package server

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type skillResult struct {
	Name        string `json:"name"`
	Code        string `json:"code"`
	Description string `json:"description"`
	Version     int    `json:"version"`
	Created     string `json:"created"`
}

func TestSkillTools(t *testing.T) {
	f := newFixture(t)
	var s skillResult
	f.ok("save_skill", map[string]any{"name": "parse_csv", "code": "def parse(t):\n    return t.split(',')\n", "description": "Split a CSV line."}, &s)
	assert.Equal(t, "parse_csv", s.Name)
	assert.Equal(t, 1, s.Version)
	_, err := time.Parse(time.RFC3339, s.Created)
	require.NoError(t, err)

	f.ok("save_skill", map[string]any{"name": "parse_csv", "code": "def parse(t):\n    return t.split(';')\n", "description": "Split on semicolons."}, &s)
	assert.Equal(t, 2, s.Version)

	t.Run("load latest and a version", func(t *testing.T) {
		f.ok("load_skill", map[string]any{"name": "parse_csv"}, &s)
		assert.Equal(t, 2, s.Version)
		assert.Contains(t, s.Code, "';'")
		assert.Equal(t, "Split on semicolons.", s.Description)
		f.ok("load_skill", map[string]any{"name": "parse_csv", "version": 1}, &s)
		assert.Equal(t, 1, s.Version)
		assert.Contains(t, s.Code, "','")
	})

	t.Run("list", func(t *testing.T) {
		f.ok("save_skill", map[string]any{"name": "another", "code": "X = 1", "description": ""}, &s)
		var l struct {
			Skills []skillResult `json:"skills"`
		}
		f.ok("list_skills", nil, &l)
		require.Len(t, l.Skills, 2)
		assert.Equal(t, "another", l.Skills[0].Name)
		assert.Equal(t, skillResult{Name: "parse_csv", Description: "Split on semicolons.", Version: 2}, l.Skills[1])
	})

	t.Run("delete", func(t *testing.T) {
		var d struct {
			Name    string
			Deleted bool
		}
		f.ok("delete_skill", map[string]any{"name": "another"}, &d)
		assert.True(t, d.Deleted)
		assert.Contains(t, f.fails("delete_skill", map[string]any{"name": "another"}), "no skill named")
	})
}

func TestSkillToolErrors(t *testing.T) {
	f := newFixture(t)
	var s skillResult
	f.ok("save_skill", map[string]any{"name": "fetch_weather", "code": "X = 1", "description": "d"}, &s)
	cases := []struct {
		name string
		tool string
		args map[string]any
		want string
	}{
		{"unknown skill lists the saved ones", "load_skill", map[string]any{"name": "fetch_wether"}, `no skill named "fetch_wether"; list_skills() shows the saved ones; saved: fetch_weather`},
		{"unknown version", "load_skill", map[string]any{"name": "fetch_weather", "version": 9}, "has no version 9 (the latest is 1)"},
		{"version zero", "load_skill", map[string]any{"name": "fetch_weather", "version": 0}, `"version" starts at 1`},
		{"version not whole", "load_skill", map[string]any{"name": "fetch_weather", "version": 1.5}, `"version" must be a whole number`},
		{"syntax error with its line", "save_skill", map[string]any{"name": "broken", "code": "x = 1\ndef f(:\n    pass\n", "description": "d"},
			"SyntaxError at line 2: invalid syntax\n    def f(:\n          ^"},
		{"bad name", "save_skill", map[string]any{"name": "Bad-Name", "code": "x = 1", "description": "d"}, "invalid skill name"},
		{"empty code", "save_skill", map[string]any{"name": "empty", "code": "  \n", "description": "d"}, "the code is empty"},
		{"missing description", "save_skill", map[string]any{"name": "x", "code": "x = 1"}, `"description" is required`},
		{"list takes no arguments", "list_skills", map[string]any{"all": true}, `unknown argument "all"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Contains(t, f.fails(tc.tool, tc.args), tc.want)
		})
	}
	t.Run("nothing saved yet", func(t *testing.T) {
		g := newFixture(t)
		assert.Contains(t, g.fails("load_skill", map[string]any{"name": "x"}), "(none saved yet)")
	})
}
