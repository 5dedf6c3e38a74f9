package skills

// Sentinel errors, wrapped with context; test with errors.Is. (skillsError
// values, not errors.New: a composite literal needs no work at process
// start, issue 16.)
var (
	// ErrNotFound means no skill has the name, or the skill has no such version.
	ErrNotFound error = &skillsError{"skill not found"}
	// ErrInvalidName means the name cannot be a skill name (see ValidateName).
	ErrInvalidName error = &skillsError{"invalid skill name"}
	// ErrInvalidSkill means the code or description is unacceptable
	// (empty code, too large, not UTF-8, description too long) or a version
	// number is negative.
	ErrInvalidSkill error = &skillsError{"invalid skill"}
	// ErrQuotaExceeded means the library is full (Limits.Quota).
	ErrQuotaExceeded error = &skillsError{"skill library full"}
)

// skillsError is a sentinel error, compared by identity.
type skillsError struct{ msg string }

func (e *skillsError) Error() string { return e.msg }
