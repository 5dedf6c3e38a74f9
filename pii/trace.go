package pii

import (
	"fmt"
	"net/netip"
	"path/filepath"
	"runtime"
	"strings"
)

// ruleAt names the code skip frames above its caller as "func file:line",
// the rule a traced candidate came from. Only traced scans pay for it.
func ruleAt(skip int) string {
	pc, file, line, ok := runtime.Caller(skip)
	if !ok {
		return "?"
	}
	name := "?"
	if fn := runtime.FuncForPC(pc); fn != nil {
		name = enclosingFunc(fn.Name())
	}
	return fmt.Sprintf("%s %s:%d", name, filepath.Base(file), line)
}

// enclosingFunc turns "pkg.(*scan).flagHits.func11.2" into "flagHits":
// a closure is named after the function it is written in.
func enclosingFunc(name string) string {
	parts := strings.Split(name, ".")
	for len(parts) > 1 {
		last := parts[len(parts)-1]
		if strings.HasPrefix(last, "func") || strings.Trim(last, "0123456789") == "" {
			parts = parts[:len(parts)-1]
			continue
		}
		return last
	}
	return parts[0]
}

// note adds a reason to the next candidate's rule, when tracing: the add
// site alone does not say which branch of a scorer fired.
func (s *scan) note(why string) {
	if s.trace {
		s.why = " " + why
	}
}

// ipClass names the range of an address found without a network word, for
// the trace: private and well-known addresses are evidence of their own.
func ipClass(a netip.Addr) string {
	switch {
	case privateRelease(a):
		return "private small"
	case a.IsPrivate():
		return "private"
	case versionShaped(a):
		return "small"
	}
	return "public"
}
