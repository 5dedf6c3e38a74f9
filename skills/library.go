package skills

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sync"
	"time"
	"unicode/utf8"

	bolt "go.etcd.io/bbolt"
)

// Limits on what a skill may hold.
const (
	// MaxCodeSize bounds the code of one version, in bytes.
	MaxCodeSize = 1 << 20
	// MaxDescriptionLen bounds a description, in characters, as the Agent
	// Skills format does.
	MaxDescriptionLen = 1024
)

// rootBucket holds one nested bucket per skill; the package owns every
// bucket whose name starts with "skills".
var rootBucket = []byte("skills")

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

// Library is the skill store in one bbolt database. It is safe for
// concurrent use and lives as long as the *bolt.DB, which the caller opens
// and closes.
type Library struct {
	db       *bolt.DB
	validate Validator
	now      func() time.Time
	programs sync.Map // compiled skill code for imports, keyed by content hash
}

// New returns the library stored in db, creating its bucket if needed.
// validate is required: code that does not parse must never be saved.
func New(db *bolt.DB, validate Validator) (*Library, error) {
	if db == nil {
		return nil, errors.New("skills: nil database")
	}
	if validate == nil {
		return nil, errors.New("skills: a code validator is required")
	}
	err := db.Update(func(tx *bolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(rootBucket)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("skills: create bucket: %w", err)
	}
	return &Library{db: db, validate: validate, now: time.Now}, nil
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
	err = l.db.Update(func(tx *bolt.Tx) error {
		b, err := tx.Bucket(rootBucket).CreateBucketIfNotExists([]byte(name))
		if err != nil {
			return err
		}
		s.Version = 1
		if k, _ := b.Cursor().Last(); k != nil {
			s.Version = int(binary.BigEndian.Uint32(k)) + 1
		}
		return b.Put(versionKey(s.Version), value)
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
	err := l.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(rootBucket).Bucket([]byte(name))
		if b == nil {
			return notFound(name)
		}
		var k, v []byte
		switch {
		case version == 0:
			k, v = b.Cursor().Last()
		case version <= math.MaxUint32:
			k = versionKey(version)
			v = b.Get(k)
		}
		if v == nil {
			latest := 0
			if last, _ := b.Cursor().Last(); len(last) == 4 {
				latest = int(binary.BigEndian.Uint32(last))
			}
			return fmt.Errorf("%w: skill %q has no version %d (the latest is %d)",
				ErrNotFound, name, version, latest)
		}
		var err error
		s, err = decode(name, k, v)
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
	err := l.db.View(func(tx *bolt.Tx) error {
		root := tx.Bucket(rootBucket)
		return root.ForEachBucket(func(name []byte) error {
			k, v := root.Bucket(name).Cursor().Last()
			if k == nil {
				return nil
			}
			s, err := decode(string(name), k, v)
			if err != nil {
				return err
			}
			out = append(out, s.summary())
			return nil
		})
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
	err := l.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(rootBucket).Bucket([]byte(name))
		if b == nil {
			return notFound(name)
		}
		return b.ForEach(func(k, v []byte) error {
			s, err := decode(name, k, v)
			if err != nil {
				return err
			}
			out = append(out, s.summary())
			return nil
		})
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
	err := l.db.Update(func(tx *bolt.Tx) error {
		err := tx.Bucket(rootBucket).DeleteBucket([]byte(name))
		if errors.Is(err, bolt.ErrBucketNotFound) {
			return notFound(name)
		}
		return err
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

func versionKey(v int) []byte {
	k := make([]byte, 4)
	binary.BigEndian.PutUint32(k, uint32(v))
	return k
}

func decode(name string, k, v []byte) (Skill, error) {
	if len(k) != 4 {
		return Skill{}, fmt.Errorf("skill %q: corrupt version key %x", name, k)
	}
	var st stored
	if err := json.Unmarshal(v, &st); err != nil {
		return Skill{}, fmt.Errorf("skill %q version %d: %w", name, binary.BigEndian.Uint32(k), err)
	}
	return Skill{
		Name: name, Code: st.Code, Description: st.Description,
		Version: int(binary.BigEndian.Uint32(k)), Created: st.Created.UTC(),
	}, nil
}

func (s Skill) summary() Summary {
	return Summary{Name: s.Name, Description: s.Description, Version: s.Version, Created: s.Created}
}
