// Package registry is mcpython's progressive tool discovery: it holds the
// definitions of every tool the sandbox can find, ranks them for
// search_tools, answers get_tool_definition, and calls the tools of the
// user's other MCP servers for call_mcp_tool.
//
// # Sources
//
// Definitions come from (1) the bundled folder (toolsregistry.FS: the
// sandbox's own Python surface), (2) --registry folders, and (3) the tools
// that downstream MCP servers list, under category = server name, cached in
// the store (bucket "registry_tools") so that search works before the servers are
// up. Folders use the layout `<category>/<tool_name>.json` with
// {name, description, inputSchema, server?, tags?, examples?, annotations?};
// bad files are skipped with a logged reason (Registry.Problems). For the
// same category and name a server's definition replaces a folder's, which
// replaces a bundled one. Folders are re-read by Reload, and by Watch when
// they change or on SIGHUP.
//
// # search_tools ↔ Registry.Search / View.Search
//
// Input Query: {"query", "category"?, "detail_level"?: "name"|"summary"|"full"
// (default "summary"), "limit"? (default 10, at most 100)}. Output Result:
//
//	{"tools": [{"name", "category", "description"?, "parameters"?, "inputSchema"?,
//	            "server"?, "tags"?, "examples"?, "annotations"?, "score"}],
//	 "total": N, "categories"?: [{"category", "count"}]}
//
// "name" gives name, category and score; "summary" adds the first sentence of
// the description and the parameter names; "full" the whole definition. An
// empty query lists categories with counts (and with a category, that
// category's tools by name). A query starting with "re:" is a regular
// expression matched against names, descriptions, tags and parameters.
// Ranking is a field-weighted BM25 (BM25F) over the tool name (split on
// `_ - .` and camelCase), the category, description, tags, parameter names,
// parameter descriptions and the values parameters allow (enum), with Porter
// stemming and spelled-out abbreviations. A query word also finds, at lower
// weights and never above the word itself, the members of its curated family
// (action verbs: create/add/new/open/file…, get/fetch/read/show…, and so on),
// its WordNet 3.0 synonyms, derivations and hyponyms (wordnet.bin, generated
// by internal/wordnetgen), and, when the index does not know the word, the
// index words one or two edits away. Literals pasted into a query name the
// kind of object they are ("config.yaml" → file, "ABC-12" → issue, a hash →
// commit, coordinates, paths, URLs; literals.go). With Options.Vectors (a
// word-vector file the operator provides, LoadWordVectors) the cosine of
// the query's and a definition's mean word vectors is added to the lexical
// score, and a close definition is found even with no word in common; off
// by default. The sandbox's own bundled definitions
// rank below downstream tools unless the query names Python or the sandbox
// or a category is given; a query that names a server lifts its tools. The
// weights are fitted on development queries (TestFitRanking) and measured on
// held-out ones (make search-quality). Ties are broken by category and name,
// so results are deterministic. An unknown category is a *NotFoundError.
//
// # get_tool_definition ↔ Registry.Definition / View.Definition
//
// Returns the Tool (JSON: {"name", "category", "description", "inputSchema",
// "server"?, "tags"?, "examples"?, "annotations"?}). An unknown name is a
// *NotFoundError with the closest names in Suggestions; a name found in
// several categories without one given has Ambiguous set.
//
// # call_mcp_tool ↔ Registry.Call / View.Call
//
// Names are "mcp__server__tool" or "server.tool". Arguments are validated
// against the tool's raw input schema first (*ValidationError, whose Problems
// say what to change); the result Value is the structuredContent, else the
// text decoded as JSON, else the text; an isError result (or a JSON-RPC error)
// is a *ToolError carrying the server's message. The policy and the run's
// allowed_tools give a *DeniedError; a server that cannot start or dies during
// the call gives a *ServerError (errors.Is ErrUnavailable). Calls obey ctx,
// wait for the server's rate limit, and are written to the audit log.
// View.Namespace maps servers and tools to Python identifiers for the typed
// namespace tools.<server>.<tool>(**kwargs).
//
// # Configuration
//
// LoadConfig reads mcpServers from ~/.claude.json (global and projects[cwd]),
// the project's .mcp.json and explicit files, with home and cwd passed in.
// Policy is the per-server section (allow/deny globs, disabled, rate).
//
// # Storage
//
// The registry owns only store buckets whose names start with "registry".
package registry
