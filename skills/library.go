package skills

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/mcpython/mcpython/store"
)

// Limits on what a skill may hold.
const (
	// MaxCodeSize bounds the code of one version, in bytes.
	MaxCodeSize = 1 << 20
	// MaxDescriptionLen bounds a description, in characters, as the Agent
	// Skills format does.
	MaxDescriptionLen = 1024
)

// Defaults of Limits.
const (
	DefaultMaxVersions = 20
	DefaultQuota       = 64 << 20
)

// Limits bound what the library keeps. Zero fields take the defaults.
type Limits struct {
	// MaxVersions is how many versions of one skill are kept; saving one
	// more drops the oldest.
	MaxVersions int
	// Quota bounds the bytes of every kept version of every skill.
	Quota int64
}

// metaBucket holds the library's usage (bytes of every stored version).
const metaBucket = "skills_meta"

// usageKey is "bytes", spelled as bytes: converting a string at package
// level would be init work.
var usageKey = []byte{'b', 'y', 't', 'e', 's'}

// skillsBucket holds every version of every skill under
// store.SubKey(name, version as 4 bytes big-endian), so a skill's versions
// are contiguous and in order; the package owns every
// bucket whose name starts with "skills".
const skillsBucket = "skills"

// Skill is one version of a skill.
type Skill struct {
	Name        string    `json:"name"`
	Code        string    `json:"code"`
	Description string    `json:"description"`
	Version     int       `json:"version"`
	Created     time.Time `json:"created"` // UTC; RFC 3339 in JSON
}

// Summary describes a skill (its latest version, for List) or one version
// (for Versions) without the code.
type Summary struct {
	Name        string    `json:"name"`
	Description string    `json:"description"`
	Version     int       `json:"version"`
	Created     time.Time `json:"created"`
}

// Validator checks code before it is saved; the sandbox's Python parser,
// returning its SyntaxError.
type Validator func(code string) error

// Library is the skill store, in its own bucket of a store. It is safe for
// concurrent use, also by other processes on the same store, and lives as
// long as the store, which the caller opens and closes.
type Library struct {
	st       store.Store
	limits   Limits
	validate Validator
	now      func() time.Time
	programs sync.Map // compiled skill code for imports, keyed by content hash
}

// New returns the library kept in st. validate is required: code that does
// not parse must never be saved.
func New(st store.Store, validate Validator, limits ...Limits) (*Library, error) {
	if st == nil {
		return nil, errors.New("skills: nil store")
	}
	if validate == nil {
		return nil, errors.New("skills: a code validator is required")
	}
	var lim Limits
	if len(limits) > 0 {
		lim = limits[0]
	}
	if lim.MaxVersions <= 0 {
		lim.MaxVersions = DefaultMaxVersions
	}
	if lim.Quota <= 0 {
		lim.Quota = DefaultQuota
	}
	l := &Library{st: st, limits: lim, validate: validate, now: time.Now}
	// Count what is stored once, when no count is kept yet.
	err := st.Update(context.Background(), func(tx store.Tx) error {
		meta := tx.Bucket(metaBucket)
		if meta.Get(usageKey) != nil {
			return nil
		}
		var n int64
		if err := store.ForEach(tx.Bucket(skillsBucket), nil, func(k, v []byte) error {
			n += int64(len(k) + len(v))
			return nil
		}); err != nil {
			return err
		}
		return meta.Put(usageKey, binary.BigEndian.AppendUint64(nil, uint64(n)))
	})
	if err != nil {
		return nil, fmt.Errorf("skills: count usage: %w", err)
	}
	return l, nil
}

// stored is the JSON value of one version.
type stored struct {
	Code        string    `json:"code"`
	Description string    `json:"description"`
	Created     time.Time `json:"created"`
}

// Save validates code and stores it as the next version of the skill name
// (1 for a new skill), returning what was saved.
func (l *Library) Save(ctx context.Context, name, code, description string) (Skill, error) {
	if err := ValidateName(name); err != nil {
		return Skill{}, err
	}
	if err := checkContent(name, code, description); err != nil {
		return Skill{}, err
	}
	if err := l.validate(code); err != nil {
		return Skill{}, fmt.Errorf("skill %q not saved: %w", name, err)
	}
	if err := ctx.Err(); err != nil {
		return Skill{}, fmt.Errorf("save skill %q: %w", name, err)
	}
	s := Skill{Name: name, Code: code, Description: description, Created: l.now().UTC()}
	value, err := json.Marshal(stored{Code: code, Description: description, Created: s.Created})
	if err != nil {
		return Skill{}, fmt.Errorf("save skill %q: %w", name, err)
	}
	err = l.st.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket(skillsBucket)
		s.Version = latest(b, name) + 1
		key := versionKey(name, s.Version)
		used := readUsage(tx) + int64(len(key)+len(value))
		// Keep the newest MaxVersions: drop the oldest beyond them.
		var old [][]byte
		if err := store.ForEach(b, store.SubKey(name, nil), func(k, v []byte) error {
			old = append(old, bytes.Clone(k))
			return nil
		}); err != nil {
			return err
		}
		for len(old) >= l.limits.MaxVersions {
			used -= int64(len(old[0]) + len(b.Get(old[0])))
			if err := b.Delete(old[0]); err != nil {
				return err
			}
			old = old[1:]
		}
		if used > l.limits.Quota {
			return fmt.Errorf("%w: saving %q would bring the skills to %d bytes, over the quota of %d bytes; delete skills you no longer need with delete_skill",
				ErrQuotaExceeded, name, used, l.limits.Quota)
		}
		if err := b.Put(key, value); err != nil {
			return err
		}
		return writeUsage(tx, used)
	})
	if err != nil {
		return Skill{}, fmt.Errorf("save skill %q: %w", name, err)
	}
	return s, nil
}

func checkContent(name, code, description string) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w %q: %s", ErrInvalidSkill, name, fmt.Sprintf(format, args...))
	}
	switch {
	case !utf8.ValidString(code):
		return bad("the code is not valid UTF-8")
	case len(code) > MaxCodeSize:
		return bad("the code is %d bytes; the limit is %d bytes", len(code), MaxCodeSize)
	case isBlank(code):
		return bad("the code is empty")
	case !utf8.ValidString(description):
		return bad("the description is not valid UTF-8")
	case utf8.RuneCountInString(description) > MaxDescriptionLen:
		return bad("the description is %d characters; the limit is %d",
			utf8.RuneCountInString(description), MaxDescriptionLen)
	}
	return nil
}

func isBlank(s string) bool {
	for _, c := range s {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' {
			return false
		}
	}
	return true
}

// Load returns the given version of a skill; version 0 means the latest.
func (l *Library) Load(ctx context.Context, name string, version int) (Skill, error) {
	if err := ValidateName(name); err != nil {
		return Skill{}, err
	}
	if version < 0 {
		return Skill{}, fmt.Errorf("%w %q: version %d: versions start at 1, and 0 means the latest",
			ErrInvalidSkill, name, version)
	}
	if err := ctx.Err(); err != nil {
		return Skill{}, fmt.Errorf("load skill %q: %w", name, err)
	}
	var s Skill
	err := l.st.View(ctx, func(tx store.Tx) error {
		b := tx.Bucket(skillsBucket)
		last := latest(b, name)
		if last == 0 {
			return notFound(name)
		}
		want := version
		if want == 0 {
			want = last
		}
		var k, v []byte
		if want <= math.MaxUint32 {
			k = versionKey(name, want)
			v = b.Get(k)
		}
		if v == nil {
			return fmt.Errorf("%w: skill %q has no version %d (the latest is %d)",
				ErrNotFound, name, version, last)
		}
		var err error
		s, err = decode(k, v)
		return err
	})
	if err != nil {
		return Skill{}, wrapTx("load", name, err)
	}
	return s, nil
}

// List returns the latest version of every skill, sorted by name.
func (l *Library) List(ctx context.Context) ([]Summary, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("list skills: %w", err)
	}
	out := []Summary{}
	err := l.st.View(ctx, func(tx store.Tx) error {
		// Visit each skill's last version, jumping from one skill to the
		// next: the versions of a name sort before SubKey(name+"\x01").
		b := tx.Bucket(skillsBucket)
		c := b.Cursor()
		for k, _ := c.First(); k != nil; k, _ = c.Seek(skipGroup(k)) {
			name, _, ok := store.SplitSubKey(k)
			if !ok {
				return fmt.Errorf("corrupt skill key %q", k)
			}
			lk, lv := store.LastWithPrefix(b, store.SubKey(name, nil))
			s, err := decode(lk, lv)
			if err != nil {
				return err
			}
			out = append(out, s.summary())
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list skills: %w", err)
	}
	return out, nil
}

// Versions returns every version of a skill, oldest first.
func (l *Library) Versions(ctx context.Context, name string) ([]Summary, error) {
	if err := ValidateName(name); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("skill versions %q: %w", name, err)
	}
	var out []Summary
	err := l.st.View(ctx, func(tx store.Tx) error {
		err := store.ForEach(tx.Bucket(skillsBucket), store.SubKey(name, nil), func(k, v []byte) error {
			s, err := decode(k, v)
			if err != nil {
				return err
			}
			out = append(out, s.summary())
			return nil
		})
		if err == nil && len(out) == 0 {
			return notFound(name)
		}
		return err
	})
	if err != nil {
		return nil, wrapTx("versions of", name, err)
	}
	return out, nil
}

// Delete removes a skill with all its versions.
func (l *Library) Delete(ctx context.Context, name string) error {
	if err := ValidateName(name); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("delete skill %q: %w", name, err)
	}
	err := l.st.Update(ctx, func(tx store.Tx) error {
		b := tx.Bucket(skillsBucket)
		var freed int64
		if err := store.ForEach(b, store.SubKey(name, nil), func(k, v []byte) error {
			freed += int64(len(k) + len(v))
			return nil
		}); err != nil {
			return err
		}
		n, err := store.DeletePrefix(b, store.SubKey(name, nil))
		if err != nil {
			return err
		}
		if n == 0 {
			return notFound(name)
		}
		return writeUsage(tx, readUsage(tx)-freed)
	})
	return wrapTx("delete", name, err)
}

func notFound(name string) error {
	return fmt.Errorf("%w: no skill named %q; list_skills() shows the saved ones", ErrNotFound, name)
}

// wrapTx adds context to database failures; our own errors already read well.
func wrapTx(op, name string, err error) error {
	if err == nil || errors.Is(err, ErrNotFound) {
		return err
	}
	return fmt.Errorf("%s skill %q: %w", op, name, err)
}

func versionKey(name string, v int) []byte {
	return store.SubKey(name, binary.BigEndian.AppendUint32(nil, uint32(v)))
}

// latest returns the newest version number of a skill, 0 when it has none.
func latest(b store.Bucket, name string) int {
	k, _ := store.LastWithPrefix(b, store.SubKey(name, nil))
	if _, ver, ok := store.SplitSubKey(k); ok && len(ver) == 4 {
		return int(binary.BigEndian.Uint32(ver))
	}
	return 0
}

// skipGroup returns the smallest key after every version of k's skill.
func skipGroup(k []byte) []byte {
	name, _, _ := store.SplitSubKey(k)
	return append([]byte(name), 1)
}

func decode(k, v []byte) (Skill, error) {
	name, ver, ok := store.SplitSubKey(k)
	if !ok || len(ver) != 4 {
		return Skill{}, fmt.Errorf("corrupt skill key %x", k)
	}
	var st stored
	if err := json.Unmarshal(v, &st); err != nil {
		return Skill{}, fmt.Errorf("skill %q version %d: %w", name, binary.BigEndian.Uint32(ver), err)
	}
	return Skill{
		Name: name, Code: st.Code, Description: st.Description,
		Version: int(binary.BigEndian.Uint32(ver)), Created: st.Created.UTC(),
	}, nil
}

func (s Skill) summary() Summary {
	return Summary{Name: s.Name, Description: s.Description, Version: s.Version, Created: s.Created}
}

func readUsage(tx store.Tx) int64 {
	v := tx.Bucket(metaBucket).Get(usageKey)
	if len(v) != 8 {
		return 0
	}
	return int64(binary.BigEndian.Uint64(v))
}

func writeUsage(tx store.Tx, n int64) error {
	return tx.Bucket(metaBucket).Put(usageKey, binary.BigEndian.AppendUint64(nil, uint64(max(n, 0))))
}

// Usage returns the bytes the library keeps, what Limits.Quota bounds.
func (l *Library) Usage(ctx context.Context) (int64, error) {
	var n int64
	err := l.st.View(ctx, func(tx store.Tx) error {
		n = readUsage(tx)
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("skills usage: %w", err)
	}
	return n, nil
}
