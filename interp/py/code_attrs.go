package py

import "strings"

// Attributes of code objects (f.__code__.co_argcount and friends), read by
// decorators and introspection helpers that agents write.

func setupCodeAttrs() {
	CodeType.GetAttr = func(th *Thread, o Object, name string) (Object, error) {
		c := o.(*CodeObject).code
		if v := codeAttr(c, name); v != nil {
			return v, nil
		}
		return genericGetAttr(th, o, name)
	}
	CodeType.customGetAttr = true
}

// codeAttr returns the co_* attribute name of c, or nil.
func codeAttr(c *Code, name string) Object {
	switch name {
	case "co_name":
		return NewStr(c.Name)
	case "co_qualname":
		return NewStr(c.QualName)
	case "co_filename":
		return NewStr(c.Filename)
	case "co_firstlineno":
		return Int(c.FirstLine)
	case "co_argcount":
		return Int(c.ArgCount)
	case "co_posonlyargcount":
		return Int(c.PosOnly)
	case "co_kwonlyargcount":
		return Int(c.KwOnly)
	case "co_varnames":
		return strTuple(codeVarNames(c))
	case "co_nlocals":
		return Int(len(codeVarNames(c)))
	case "co_cellvars":
		return strTuple(slotNames(c, c.cellSlots, c.cellParams))
	case "co_freevars":
		return strTuple(slotNames(c, c.freeSlots))
	case "co_flags":
		return Int(codeFlags(c))
	}
	return nil
}

// codeFlags are CPython's CO_* bits that the code's shape determines.
func codeFlags(c *Code) int {
	flags := 0x01 | 0x02 // CO_OPTIMIZED | CO_NEWLOCALS
	if c.VarArgs {
		flags |= 0x04
	}
	if c.VarKw {
		flags |= 0x08
	}
	if strings.Contains(c.QualName, "<locals>") {
		flags |= 0x10 // CO_NESTED
	}
	switch {
	case c.AsyncGen:
		flags |= 0x200
	case c.Coroutine:
		flags |= 0x80
	case c.Generator:
		flags |= 0x20
	}
	return flags
}

// codeVarNames lists the parameters, then the local variables that are
// neither cells nor free variables.
func codeVarNames(c *Code) []string {
	params := c.ArgCount + c.KwOnly
	if c.VarArgs {
		params++
	}
	if c.VarKw {
		params++
	}
	skip := map[int]bool{}
	for _, s := range c.cellSlots {
		skip[s] = true
	}
	for _, s := range c.freeSlots {
		skip[s] = true
	}
	var names []string
	for i, n := range c.LocalNames {
		if i >= params && (skip[i] || strings.HasPrefix(n, ".")) {
			continue
		}
		names = append(names, n)
	}
	return names
}

func slotNames(c *Code, groups ...[]int) []string {
	var names []string
	for _, g := range groups {
		for _, s := range g {
			if s >= 0 && s < len(c.LocalNames) {
				names = append(names, c.LocalNames[s])
			}
		}
	}
	return names
}

func strTuple(names []string) *Tuple {
	items := make([]Object, len(names))
	for i, n := range names {
		items[i] = NewStr(n)
	}
	return NewTuple(items)
}
