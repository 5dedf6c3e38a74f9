package interp

import (
	"slices"

	"github.com/mcpython/mcpython/interp/py"
)

// Names lists the namespace's globals, sorted, without the module's own
// dunder names (__name__, __doc__, …): what a person would call the
// session's variables.
func (ns *Namespace) Names() []string {
	var names []string
	if ns.pending != nil {
		names = slices.Clone(ns.pending.Names())
	} else {
		for _, k := range ns.globals.Keys() {
			if s, ok := k.(*py.Str); ok {
				names = append(names, s.String())
			}
		}
	}
	out := names[:0]
	for _, n := range names {
		if !(len(n) > 4 && n[:2] == "__" && n[len(n)-2:] == "__") {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}
