package re

// EngineOf says which engine runs pattern (code points; bytes as 0-255
// when istext is false) on text without conditions: "scan", "re2" or
// "regexp2", with the reason RE2 was refused.
func EngineOf(pattern []rune, istext bool, flags int) (engine, why string, err error) {
	r, err := Compile(pattern, istext, flags)
	switch {
	case err != nil:
		return "", "", err
	case r.fast != nil:
		return "scan", "", nil
	case r.re2 != nil:
		return "re2", "", nil
	}
	return "regexp2", r.noRE2, nil
}
