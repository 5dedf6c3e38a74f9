package skills

import "errors"

// Sentinel errors, wrapped with context; test with errors.Is.
var (
	// ErrNotFound means no skill has the name, or the skill has no such version.
	ErrNotFound = errors.New("skill not found")
	// ErrInvalidName means the name cannot be a skill name (see ValidateName).
	ErrInvalidName = errors.New("invalid skill name")
	// ErrInvalidSkill means the code or description is unacceptable
	// (empty code, too large, not UTF-8, description too long) or a version
	// number is negative.
	ErrInvalidSkill = errors.New("invalid skill")
	// ErrQuotaExceeded means the library is full (Limits.Quota).
	ErrQuotaExceeded = errors.New("skill library full")
)
