// Package skills is the agent's library of saved Python code: named skills,
// every version kept, importable in the sandbox as skills.NAME, and
// exchanged with other agents as Agent Skills folders (SKILL.md).
//
// # Storage
//
// A Library owns the store bucket "skills": one key per version,
// store.SubKey(name, version as big-endian uint32 from 1), whose value is
// the JSON of {code, description, created}. Save is one Update transaction:
// when it returns nil the version has committed, for every process on the
// store. Code is
// validated (parsed) before the transaction, so a SyntaxError saves nothing.
// Delete removes every version; a later Save of the same name starts again
// at version 1.
//
// # Names
//
// A skill name is what follows "skills." in an import, so it must be a
// lower-case Python identifier: a letter first, then letters, digits and
// single underscores between words, at most 64 characters, not a Python
// keyword ("parse_csv", "fetch_weather2"). The stricter form (no leading,
// trailing or doubled underscore) maps one-to-one onto Agent Skills folder
// names, which allow only lower-case letters, digits and single hyphens:
// parse_csv is exported as the folder "parse-csv".
//
// # Export and import
//
// Export writes, for the latest version of each skill:
//
//	DIR/parse-csv/SKILL.md             front matter name, description, metadata
//	DIR/parse-csv/scripts/parse_csv.py the code
//
// Import reads such folders back (name from the front matter, else from the
// folder; hyphens become underscores), validates and saves each as a new
// version, and skips a skill whose latest version already has the same code
// and description. The front matter is read and written with go.yaml.in/yaml/v3;
// scalar fields are kept, other keys, nested mappings and lists are ignored.
// One repair is made for hand-written files: a one-line plain value that
// contains ": " ("description: Use when: ..."), which strict YAML refuses,
// is read as if quoted. A YAML error names the field and its line.
//
// # Errors
//
// ErrNotFound (no such skill or version; Python: ModuleNotFoundError for an
// import, KeyError or LookupError for load_skill), ErrInvalidName and
// ErrInvalidSkill (ValueError). A validator's error is wrapped, so the
// caller's SyntaxError type stays reachable with errors.As.
//
// A Library is safe for concurrent use.
package skills
