package purepy

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/py"
)

//go:generate go run ./internal/gensources

// module is one entry of the table: the module name (also its file name,
// NAME.py), its docstring, and the Go primitives it expects in its globals.
type module struct {
	name, doc  string
	primitives []primitive
}

// moduleTable lists every .py file of the folder; TestEveryFileListed
// keeps the two in step. A function, not a package-level slice: copying
// the primitive values into one is init work, and the package does none
// when the process starts.
func moduleTable() []module {
	return []module{
		{name: "__future__", doc: "Record of phased-in incompatible language changes."},
		{name: "abc", doc: "Abstract Base Classes (ABCs) according to PEP 3119.", primitives: []primitive{abcMark, abcInvalidate, abcToken, abcClear}},
		{name: "argparse", doc: "Command-line parsing library."},
		{name: "contextlib", doc: "Utilities for with-statement contexts."},
		{name: "configparser", doc: "Configuration file parser."},
		{name: "copy", doc: "Generic (shallow and deep) copying operations.", primitives: []primitive{pythonClass}},
		{name: "dataclasses", primitives: []primitive{mappingProxy, dataclassFn}},
		{name: "email", doc: "The sandbox's email package: email.utils (RFC 2822 dates and addresses)."},
		{name: "email.utils", doc: "Miscellaneous utilities."},
		{name: "enum", primitives: []primitive{mappingProxy}},
		{name: "fnmatch", doc: "Filename matching with shell patterns."},
		{name: "fractions", doc: "Fraction, infinite-precision, rational numbers."},
		{name: "gc", doc: "The garbage collector's interface (Go's collector manages the sandbox's memory)."},
		{name: "graphlib", doc: "Topological sorting of graphs.", primitives: []primitive{genericAlias}},
		{name: "html.parser", doc: "A parser for HTML and XHTML."},
		{name: "ipaddress", doc: "A fast, lightweight IPv4/IPv6 manipulation library in Python."},
		{name: "keyword", doc: `Keywords (from "Grammar/python.gram")`},
		{name: "logging", doc: "Logging package for Python.", primitives: []primitive{frameAt}},
		{name: "numbers", doc: "Abstract Base Classes (ABCs) for numbers, according to PEP 3141."},
		{name: "pathlib", doc: "Object-oriented paths on the agent's workspace."},
		{name: "pprint", doc: "Support to pretty-print lists, tuples, & dictionaries recursively."},
		{name: "shlex", doc: "Shell-like splitting and quoting (POSIX rules)."},
		{name: "statistics", doc: "Basic statistics module."},
		{name: "struct", doc: "Functions to convert between Python values and C structs.", primitives: []primitive{packFloat, unpackFloat}},
		{name: "traceback", doc: "Extract, format and print information about Python stack traces.", primitives: []primitive{frameAt}},
		{name: "tomllib", doc: "A parser for TOML 1.0 documents."},
		{name: "types", doc: "Define names for built-in types that aren't directly accessible as a builtin."},
		{name: "typing", doc: "The typing module: support for gradual typing as defined by PEP 484 and subsequent PEPs."},
		{name: "warnings", doc: "Python part of the warnings subsystem.", primitives: []primitive{frameAt}},
		{name: "weakref", doc: "Weak references (held strongly in the sandbox)."},
		{name: "xml", doc: "Core XML support for Python."},
		{name: "xml.dom", doc: "W3C Document Object Model implementation for Python."},
		{name: "xml.dom.minidom", doc: "Simple implementation of the Level 1 DOM."},
		{name: "xml.etree", doc: "The ElementTree XML API."},
		{name: "xml.etree.ElementPath", doc: "The XPath subset of ElementTree's find methods."},
		{name: "xml.etree.ElementTree", doc: "Lightweight XML support for Python."},
		{name: "xml.etree._scanner", doc: "An XML tokenizer with namespace processing, in place of expat."},
		{name: "xml.parsers", doc: "Python interfaces to XML parsers."},
		{name: "xml.parsers.expat", doc: "Python wrapper for Expat parser."},
		{name: "xml.sax", doc: "Simple API for XML (SAX) implementation for Python."},
		{name: "xml.sax._exceptions", doc: "Different kinds of SAX Exceptions"},
		{name: "xml.sax.expatreader", doc: "SAX driver for the pyexpat C module."},
		{name: "xml.sax.handler", doc: "This module contains the core classes of version 2.0 of SAX for Python."},
		{name: "xml.sax.saxutils", doc: "A library of useful helper classes to the SAX classes, for the convenience of application and driver writers."},
		{name: "xml.sax.xmlreader", doc: "An XML Reader is the SAX 2 name for an XML parser."},
	}
}

// Modules returns the definitions of the modules written in Python.
func Modules() []*py.ModuleDef {
	modules := moduleTable()
	defs := make([]*py.ModuleDef, 0, len(modules))
	for _, m := range modules {
		src, ok := sourceOf(m.name)
		if !ok {
			// The table and the embedded files are fixed at build time and
			// checked by a test: a miss is a programming error.
			panic(fmt.Sprintf("purepy: module %s has no source (go generate)", m.name))
		}
		def := &py.ModuleDef{Name: m.name, Doc: m.doc, Source: src}
		if len(m.primitives) > 0 {
			def.Init = m.setPrimitives
		}
		defs = append(defs, def)
	}
	return defs
}

func (m module) setPrimitives(th *py.Thread, mod *py.Module) error {
	for _, p := range m.primitives {
		mod.Dict.SetStr(p.name, py.NewBuiltin(p.name, p.fn))
	}
	return nil
}
