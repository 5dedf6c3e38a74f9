package py

// UnpackClinicArgs is UnpackArgs for a function CPython writes in C with
// Argument Clinic (most builtins and C modules): the same binding, with
// the clinic's wording and order of checks in argument errors.
func UnpackClinicArgs(fn string, args []Object, kwnames []string, pairs ...any) error {
	// the binding is UnpackArgs'; only a failing call pays for the wording
	err := UnpackArgs(fn, args, kwnames, pairs...)
	if err == nil {
		return nil
	}
	if cerr := clinicArgError(fn, args, kwnames, pairs); cerr != nil {
		return cerr
	}
	return err
}

// clinicArgError is the clinic's error for arguments UnpackArgs refused.
func clinicArgError(fn string, args []Object, kwnames []string, pairs []any) error {
	npos := len(args) - len(kwnames)
	nparams := len(pairs) / 2
	posonly, maxpos, minpos := 0, 0, 0
	for i := range nparams {
		_, optional, kwOnly, posOnly := parseParamSpec(pairs[2*i].(string))
		if posOnly {
			posonly++
		}
		if !kwOnly {
			maxpos++
			if !optional {
				minpos = maxpos
			}
		}
	}
	if len(args) > nparams {
		kw := ""
		if npos == 0 {
			kw = "keyword "
		}
		return Errorf(TypeErrorType, "%s() takes at most %d %sargument%s (%d given)", fn, nparams, kw, plural(nparams), len(args))
	}
	if npos > maxpos {
		if maxpos == 0 {
			return Errorf(TypeErrorType, "%s() takes no positional arguments", fn)
		}
		how := "exactly"
		if minpos < maxpos {
			how = "at most"
		}
		return Errorf(TypeErrorType, "%s() takes %s %d positional argument%s (%d given)", fn, how, maxpos, plural(maxpos), npos)
	}
	if minPosOnly := min(minpos, posonly); npos < minPosOnly {
		how := "exactly"
		if minPosOnly < maxpos {
			how = "at least"
		}
		return Errorf(TypeErrorType, "%s() takes %s %d positional argument%s (%d given)", fn, how, minPosOnly, plural(minPosOnly), npos)
	}
	unknown := ""
	for _, k := range kwnames {
		if clinicParam(pairs, k) < 0 {
			unknown = k
			break
		}
	}
	if unknown == "" {
		return nil // UnpackArgs' own message is the clinic's
	}
	// an unknown keyword is reported after a missing argument and one
	// given twice
	for i := max(npos, posonly); i < minpos; i++ {
		name, _, _, _ := parseParamSpec(pairs[2*i].(string))
		if !hasKeyword(kwnames, name) {
			return Errorf(TypeErrorType, "%s() missing required argument '%s' (pos %d)", fn, name, i+1)
		}
	}
	for i := posonly; i < npos; i++ {
		name, _, _, _ := parseParamSpec(pairs[2*i].(string))
		if hasKeyword(kwnames, name) {
			return Errorf(TypeErrorType, "argument for %s() given by name ('%s') and position (%d)", fn, name, i+1)
		}
	}
	return Errorf(TypeErrorType, "'%s' is an invalid keyword argument for %s()", unknown, fn)
}

// clinicParam is the index of the parameter a keyword names, or -1
// (positional-only parameters have no keyword).
func clinicParam(pairs []any, kw string) int {
	for i := 0; i < len(pairs)/2; i++ {
		name, _, _, posOnly := parseParamSpec(pairs[2*i].(string))
		if name == kw && !posOnly {
			return i
		}
	}
	return -1
}

func hasKeyword(kwnames []string, name string) bool {
	for _, k := range kwnames {
		if k == name {
			return true
		}
	}
	return false
}
