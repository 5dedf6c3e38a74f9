package skills

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpython/mcpython/internal/testutil"
	"github.com/mcpython/mcpython/store/storetest"
)

func TestValidateName(t *testing.T) {
	valid := []string{"a", "parse_csv", "x1", "fetch_weather2", "a1_b2_c3", "match", "type", "case", "print",
		"list", strings.Repeat("a", 64)}
	for _, name := range valid {
		t.Run("valid "+name, func(t *testing.T) { testutil.Must(t, ValidateName(name)) })
	}
	invalid := []struct{ name, says string }{
		{"", "empty"},
		{"A", "lower-case letter"},
		{"Parse", "lower-case letter"},
		{"parseCsv", `contains 'C'`},
		{"1abc", "lower-case letter"},
		{"_private", "lower-case letter"},
		{"trailing_", "end with an underscore"},
		{"double__under", "two underscores"},
		{"parse-csv", `contains '-'`},
		{"a.b", `contains '.'`},
		{"a b", `contains ' '`},
		{"café", `contains 'é'`},
		{"class", "Python keyword"},
		{"import", "Python keyword"},
		{"lambda", "Python keyword"},
		{strings.Repeat("a", 65), "65 characters"},
	}
	for _, tt := range invalid {
		t.Run("invalid "+tt.name, func(t *testing.T) {
			err := ValidateName(tt.name)
			testutil.ErrorIs(t, err, ErrInvalidName)
			testutil.Contains(t, err.Error(), tt.says)
			testutil.Contains(t, err.Error(), "skill names are lower-case Python identifiers")
		})
	}
}

func TestFolderNames(t *testing.T) {
	testutil.Equal(t, FolderName("parse_csv"), "parse-csv")
	testutil.Equal(t, FolderName("x"), "x")
	testutil.Equal(t, nameFromFolder("parse-csv"), "parse_csv")
	testutil.Equal(t, nameFromFolder(" parse_csv "), "parse_csv")
}

func TestNewRefusesMissingParts(t *testing.T) {
	_, err := New(nil, checkBrackets)
	if err == nil {
		t.Fatal("New(nil db) succeeded")
	}
	_, err = New(storetest.Open(t), nil)
	if err == nil {
		t.Fatal("New(nil validator) succeeded")
	}
}

func TestSaveLoadVersions(t *testing.T) {
	lib := newLib(t)
	for i := 1; i <= 3; i++ {
		s, err := lib.Save(ctx, "greet", fmt.Sprintf("def greet():\n    return %d\n", i), fmt.Sprintf("v%d", i))
		testutil.Must(t, err)
		testutil.Equal(t, s.Version, i)
		testutil.Equal(t, s.Created, testutil.Epoch.Add(time.Duration(i-1)*time.Second))
	}
	latest, err := lib.Load(ctx, "greet", 0)
	testutil.Must(t, err)
	testutil.Equal(t, latest, Skill{Name: "greet", Code: "def greet():\n    return 3\n", Description: "v3", Version: 3,
		Created: testutil.Epoch.Add(2 * time.Second)})
	second, err := lib.Load(ctx, "greet", 2)
	testutil.Must(t, err)
	testutil.Equal(t, second.Description, "v2")
	testutil.Equal(t, second.Code, "def greet():\n    return 2\n")

	versions, err := lib.Versions(ctx, "greet")
	testutil.Must(t, err)
	testutil.Equal(t, len(versions), 3)
	testutil.Equal(t, versions[0], Summary{Name: "greet", Description: "v1", Version: 1, Created: testutil.Epoch})

	_, err = lib.Load(ctx, "greet", 9)
	testutil.ErrorIs(t, err, ErrNotFound)
	testutil.Contains(t, err.Error(), "the latest is 3")
	_, err = lib.Load(ctx, "greet", 1<<33)
	testutil.ErrorIs(t, err, ErrNotFound)
	_, err = lib.Load(ctx, "greet", -1)
	testutil.ErrorIs(t, err, ErrInvalidSkill)
	_, err = lib.Load(ctx, "nope", 0)
	testutil.ErrorIs(t, err, ErrNotFound)
	testutil.Contains(t, err.Error(), `no skill named "nope"`)
	_, err = lib.Load(ctx, "Nope", 0)
	testutil.ErrorIs(t, err, ErrInvalidName)
	_, err = lib.Versions(ctx, "nope")
	testutil.ErrorIs(t, err, ErrNotFound)
}

func TestSkillJSON(t *testing.T) {
	b, err := json.Marshal(Skill{Name: "a", Code: "x = 1", Description: "d", Version: 2, Created: testutil.Epoch})
	testutil.Must(t, err)
	testutil.Equal(t, string(b), `{"name":"a","code":"x = 1","description":"d","version":2,"created":"2025-01-02T03:04:05Z"}`)
}

func TestSaveRefusals(t *testing.T) {
	lib := newLib(t)
	_, err := lib.Save(ctx, "keep", "x = 1\n", "original")
	testutil.Must(t, err)
	tests := []struct {
		name, skill, code, description string
		want                           error
	}{
		{"bad name", "Bad", "x = 1", "", ErrInvalidName},
		{"keyword", "def", "x = 1", "", ErrInvalidName},
		{"empty code", "keep", "", "", ErrInvalidSkill},
		{"blank code", "keep", " \n\t\n", "", ErrInvalidSkill},
		{"invalid utf-8 code", "keep", "x = '\xff'", "", ErrInvalidSkill},
		{"code too large", "keep", "#" + strings.Repeat("x", MaxCodeSize), "", ErrInvalidSkill},
		{"description too long", "keep", "x = 1", strings.Repeat("é", MaxDescriptionLen+1), ErrInvalidSkill},
		{"invalid utf-8 description", "keep", "x = 1", "\xff", ErrInvalidSkill},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := lib.Save(ctx, tt.skill, tt.code, tt.description)
			testutil.ErrorIs(t, err, tt.want)
		})
	}
	// The longest description is fine.
	_, err = lib.Save(ctx, "long", "x = 1", strings.Repeat("é", MaxDescriptionLen))
	testutil.Must(t, err)
	versions, err := lib.Versions(ctx, "keep")
	testutil.Must(t, err)
	testutil.Equal(t, len(versions), 1)
}

func TestSyntaxErrorSavesNothing(t *testing.T) {
	lib := newLib(t)
	_, err := lib.Save(ctx, "broken", "def f(:\n    pass\n", "d")
	var se *syntaxError
	if !errors.As(err, &se) {
		t.Fatalf("error %v does not carry the validator's SyntaxError", err)
	}
	testutil.Contains(t, err.Error(), `skill "broken" not saved: SyntaxError`)
	list, err := lib.List(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, list, []Summary{})

	_, err = lib.Save(ctx, "ok", "x = (1)\n", "")
	testutil.Must(t, err)
	_, err = lib.Save(ctx, "ok", "x = (1\n", "")
	if !errors.As(err, &se) {
		t.Fatalf("error %v is not a syntax error", err)
	}
	s, err := lib.Load(ctx, "ok", 0)
	testutil.Must(t, err)
	testutil.Equal(t, s.Version, 1)
}

func TestListAndDelete(t *testing.T) {
	lib := newLib(t)
	for _, name := range []string{"zeta", "alpha", "mid"} {
		_, err := lib.Save(ctx, name, "x = 1", name+" v1")
		testutil.Must(t, err)
	}
	_, err := lib.Save(ctx, "alpha", "x = 2", "alpha v2")
	testutil.Must(t, err)
	list, err := lib.List(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, list, []Summary{
		{Name: "alpha", Description: "alpha v2", Version: 2, Created: testutil.Epoch.Add(3 * time.Second)},
		{Name: "mid", Description: "mid v1", Version: 1, Created: testutil.Epoch.Add(2 * time.Second)},
		{Name: "zeta", Description: "zeta v1", Version: 1, Created: testutil.Epoch},
	})

	testutil.Must(t, lib.Delete(ctx, "alpha"))
	testutil.ErrorIs(t, lib.Delete(ctx, "alpha"), ErrNotFound)
	testutil.ErrorIs(t, lib.Delete(ctx, "Alpha"), ErrInvalidName)
	_, err = lib.Load(ctx, "alpha", 1)
	testutil.ErrorIs(t, err, ErrNotFound)
	// A new skill of the same name starts again at version 1.
	s, err := lib.Save(ctx, "alpha", "x = 3", "again")
	testutil.Must(t, err)
	testutil.Equal(t, s.Version, 1)
	list, err = lib.List(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, len(list), 3)
}

func TestPersistsAcrossReopen(t *testing.T) {
	dir := t.TempDir()
	db := storetest.OpenDir(t, dir)
	lib, err := New(db, checkBrackets)
	testutil.Must(t, err)
	_, err = lib.Save(ctx, "kept", "x = 1", "d")
	testutil.Must(t, err)
	testutil.Must(t, db.Close())
	lib, err = New(storetest.OpenDir(t, dir), checkBrackets)
	testutil.Must(t, err)
	s, err := lib.Load(ctx, "kept", 0)
	testutil.Must(t, err)
	testutil.Equal(t, s.Code, "x = 1")
}

func TestCancelledContext(t *testing.T) {
	lib := newLib(t)
	_, err := lib.Save(ctx, "a", "x = 1", "")
	testutil.Must(t, err)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	_, err = lib.Save(cctx, "b", "x = 1", "")
	testutil.ErrorIs(t, err, context.Canceled)
	_, err = lib.Load(cctx, "a", 0)
	testutil.ErrorIs(t, err, context.Canceled)
	_, err = lib.List(cctx)
	testutil.ErrorIs(t, err, context.Canceled)
	_, err = lib.Versions(cctx, "a")
	testutil.ErrorIs(t, err, context.Canceled)
	testutil.ErrorIs(t, lib.Delete(cctx, "a"), context.Canceled)
	_, err = lib.Export(cctx, t.TempDir())
	testutil.ErrorIs(t, err, context.Canceled)
}

func TestConcurrentSaves(t *testing.T) {
	lib := newLib(t)
	const workers, perWorker = 8, 10
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perWorker {
				if _, err := lib.Save(ctx, "shared", fmt.Sprintf("x = %d", w*100+i), ""); err != nil {
					t.Error(err)
				}
				if _, err := lib.Save(ctx, fmt.Sprintf("own%d", w), "x = 1", ""); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	versions, err := lib.Versions(ctx, "shared")
	testutil.Must(t, err)
	// Every save got its own number; the newest DefaultMaxVersions remain.
	testutil.Equal(t, len(versions), DefaultMaxVersions)
	for i, v := range versions {
		testutil.Equal(t, v.Version, workers*perWorker-DefaultMaxVersions+i+1)
	}
	list, err := lib.List(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, len(list), workers+1)
}

func TestVersionCapAndQuota(t *testing.T) {
	lib, err := New(storetest.Open(t), checkBrackets, Limits{MaxVersions: 3, Quota: 2000})
	testutil.Must(t, err)
	for i := 1; i <= 5; i++ {
		_, err := lib.Save(ctx, "k", fmt.Sprintf("x = %d", i), "")
		testutil.Must(t, err)
	}
	versions, err := lib.Versions(ctx, "k")
	testutil.Must(t, err)
	testutil.Equal(t, len(versions), 3)
	testutil.Equal(t, versions[0].Version, 3)
	_, err = lib.Load(ctx, "k", 1)
	testutil.ErrorIs(t, err, ErrNotFound)
	s, err := lib.Load(ctx, "k", 0)
	testutil.Must(t, err)
	testutil.Equal(t, s.Code, "x = 5")

	_, err = lib.Save(ctx, "big", "x = '"+strings.Repeat("a", 1900)+"'", "")
	testutil.ErrorIs(t, err, ErrQuotaExceeded)
	if !strings.Contains(err.Error(), "delete_skill") {
		t.Fatalf("the error should say how to make room: %v", err)
	}
	used, err := lib.Usage(ctx)
	testutil.Must(t, err)
	if used <= 0 || used > 2000 {
		t.Fatalf("usage %d", used)
	}
	testutil.Must(t, lib.Delete(ctx, "k"))
	after, err := lib.Usage(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, after, int64(0))
	_, err = lib.Save(ctx, "big", "x = '"+strings.Repeat("a", 1800)+"'", "")
	testutil.Must(t, err)

	// A reopened library counts what is stored.
	again, err := New(lib.st, checkBrackets, Limits{MaxVersions: 3, Quota: 2000})
	testutil.Must(t, err)
	n, err := again.Usage(ctx)
	testutil.Must(t, err)
	n2, _ := lib.Usage(ctx)
	testutil.Equal(t, n, n2)
}
