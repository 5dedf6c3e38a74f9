// Package toolsregistry carries the bundled tool definitions: the sandbox's
// own Python surface (workspace functions, open and pathlib, skills, PII
// functions, call_mcp_tool and the discovery functions, and the standard
// library modules with their main functions), so that search_tools("read a
// csv file") also finds csv.DictReader and open.
//
// The layout is the registry's folder format, `<category>/<name>.json` with
// {name, description, inputSchema, server?, tags?, examples?, annotations?};
// the categories are workspace, skills, pii, mcp and stdlib.
//
// The folder name tools_registry is part of the repository's layout (the
// design and the README point users to it), so the package carries the same
// name, underscore included, to keep folder and package one; importers name
// it toolsregistry.
package tools_registry

import (
	"embed"
	"io/fs"
)

//go:embed workspace skills pii mcp stdlib
var files embed.FS

// FS returns the bundled definitions as a read-only file system, for
// registry.Options.Bundled.
func FS() fs.FS { return files }
