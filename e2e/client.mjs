// End-to-end check of mcpython with the official TypeScript SDK client.
//
//   node client.mjs stdio BIN DATA_DIR   spawn BIN serve --data-dir DATA_DIR
//   node client.mjs http URL TOKEN       connect to a running --http server
//
// It lists the tools, calls every one of them (the SDK validates each
// structuredContent against the tool's outputSchema), checks error results,
// progress notifications and cancellation, and over HTTP that a request
// without the token is refused with 401. It prints a JSON summary on stdout
// and exits 1 on the first failed check.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [mode, target, extra] = process.argv.slice(2);
const checks = [];

function check(cond, what, detail) {
  if (!cond) {
    const msg = `FAIL: ${what}${detail === undefined ? "" : ": " + JSON.stringify(detail)}`;
    console.error(msg);
    console.log(JSON.stringify({ ok: false, failed: what, checks: checks.length }));
    process.exit(1);
  }
  checks.push(what);
}

function textOf(result) {
  return (result.content || []).filter((c) => c.type === "text").map((c) => c.text).join("");
}

function connectTransport(token) {
  if (mode === "stdio") {
    return new StdioClientTransport({
      command: target,
      args: ["serve", "--data-dir", extra],
      env: { ...process.env },
      stderr: "inherit",
    });
  }
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  return new StreamableHTTPClientTransport(new URL(target), { requestInit: { headers } });
}

async function connect(token) {
  const client = new Client({ name: "mcpython-e2e", version: "1.0.0" });
  await client.connect(connectTransport(token));
  return client;
}

// call calls a tool that must succeed and returns its structuredContent.
async function call(client, name, args) {
  const result = await client.callTool({ name, arguments: args });
  check(!result.isError, `${name} succeeds`, textOf(result));
  check(result.structuredContent && typeof result.structuredContent === "object", `${name} has structuredContent`);
  check(result.content?.[0]?.type === "text", `${name} has a text block`);
  return result.structuredContent;
}

// fails calls a tool that must answer with isError and returns the text.
async function fails(client, name, args) {
  const result = await client.callTool({ name, arguments: args });
  check(result.isError === true, `${name} reports isError`, result);
  return { text: textOf(result), structured: result.structuredContent };
}

const expected = [
  "delete_skill", "delete_workspace_file", "execute_code", "get_execution_stats", "get_tool_definition",
  "list_skills", "list_workspace_files", "load_skill", "read_workspace_file", "restore_pii",
  "sanitize_pii", "save_skill", "search_tools", "write_workspace_file",
];

async function main() {
  if (mode === "http") {
    let refused = null;
    try {
      const c = await connect("");
      await c.close();
    } catch (err) {
      refused = err;
    }
    check(refused?.code === 401, "HTTP without the token is refused with 401", String(refused));
    let wrong = null;
    try {
      await connect("not-the-token");
    } catch (err) {
      wrong = err;
    }
    check(wrong?.code === 401, "HTTP with a wrong token is refused with 401", String(wrong));
  }

  const client = await connect(extra);
  const info = client.getServerVersion();
  check(info?.name === "mcpython", "server name", info);

  const { tools } = await client.listTools();
  const names = tools.map((t) => t.name).sort();
  check(JSON.stringify(names) === JSON.stringify(expected), "tools/list has the 14 tools", names);
  for (const t of tools) {
    check(t.outputSchema?.type === "object", `${t.name} declares an outputSchema`);
    check(typeof t.annotations?.openWorldHint === "boolean", `${t.name} sets openWorldHint`);
  }

  // execute_code
  let r = await call(client, "execute_code", { code: "print(sum(range(10)))" });
  check(r.stdout === "45\n" && r.error === null && r.result === null, "execute_code prints", r);
  r = await call(client, "execute_code", { code: "x = 6\nx * 7", session_id: "e2e" });
  check(r.result === "42" && r.session_id === "e2e", "execute_code returns the final expression", r);
  r = await call(client, "execute_code", { code: "x + 1", session_id: "e2e" });
  check(r.result === "7", "a session keeps globals", r);
  let e = await fails(client, "execute_code", { code: "print('a')\n1/0" });
  check(e.structured?.error?.type === "ZeroDivisionError" && e.structured.stdout === "a\n", "a Python error is a structured error", e);
  check(e.text.startsWith("a\n") && e.text.includes("ZeroDivisionError: division by zero"), "text holds stdout then the traceback", e.text);
  e = await fails(client, "execute_code", { code: "while True: pass", timeout_seconds: 0.2 });
  check(e.structured?.error?.type === "TimeoutError", "the time guard", e.structured);
  e = await fails(client, "execute_code", { code: "1", timeout_seconds: -1 });
  check(e.text.includes("timeout_seconds"), "a negative timeout is an argument error", e.text);

  // progress notifications on a long run
  let progress = 0;
  const long = await client.callTool(
    { name: "execute_code", arguments: { code: "while True: pass", timeout_seconds: 2.5 } },
    undefined,
    { onprogress: () => { progress++; }, timeout: 30000 },
  );
  check(long.isError && long.structuredContent?.error?.type === "TimeoutError", "the long run times out", long.structuredContent);
  check(progress >= 1, "progress notifications arrive during a long run", progress);

  // cancellation: the aborted run stops (it is counted as interrupted)
  const before = (await call(client, "get_execution_stats", {})).errors?.KeyboardInterrupt ?? 0;
  const abort = new AbortController();
  setTimeout(() => abort.abort("test"), 300);
  let aborted = false;
  try {
    await client.callTool({ name: "execute_code", arguments: { code: "while True: pass" } }, undefined, { signal: abort.signal });
  } catch {
    aborted = true;
  }
  check(aborted, "an aborted call rejects");
  let interrupted = before;
  for (let i = 0; i < 100 && interrupted === before; i++) {
    await new Promise((res) => setTimeout(res, 50));
    interrupted = (await call(client, "get_execution_stats", {})).errors?.KeyboardInterrupt ?? 0;
  }
  check(interrupted === before + 1, "a cancelled run stops on the server", { before, interrupted });

  // workspace
  r = await call(client, "write_workspace_file", { path: "e2e/a.txt", content: "hello" });
  check(r.path === "e2e/a.txt" && r.size === 5, "write_workspace_file", r);
  r = await call(client, "read_workspace_file", { path: "e2e/a.txt" });
  check(r.content === "hello", "read_workspace_file", r);
  r = await call(client, "write_workspace_file", { path: "e2e/b.bin", content: "AAEC/w==", encoding: "base64" });
  check(r.size === 4, "write_workspace_file base64", r);
  r = await call(client, "list_workspace_files", { prefix: "e2e/" });
  check(r.files.length === 2 && r.files[0].path === "e2e/a.txt", "list_workspace_files", r);
  e = await fails(client, "read_workspace_file", { path: "../../etc/passwd" });
  check(e.text.includes("workspace root"), "traversal is refused", e.text);
  r = await call(client, "delete_workspace_file", { path: "e2e/b.bin" });
  check(r.deleted === true, "delete_workspace_file", r);

  // skills
  r = await call(client, "save_skill", { name: "e2e_skill", code: "def f():\n    return 1\n", description: "E2E." });
  check(r.version >= 1, "save_skill", r);
  r = await call(client, "load_skill", { name: "e2e_skill" });
  check(r.code.includes("def f"), "load_skill", r);
  r = await call(client, "list_skills", {});
  check(r.skills.some((s) => s.name === "e2e_skill"), "list_skills", r);
  e = await fails(client, "load_skill", { name: "no_such_skill" });
  check(e.text.includes("e2e_skill"), "an unknown skill names the saved ones", e.text);
  r = await call(client, "delete_skill", { name: "e2e_skill" });
  check(r.deleted === true, "delete_skill", r);

  // PII
  const sanitized = await call(client, "sanitize_pii", { text: "mail jane.roe@example.com" });
  check(!sanitized.text.includes("jane.roe") && sanitized.entities[0].type === "EMAIL", "sanitize_pii", sanitized);
  r = await call(client, "restore_pii", { text: sanitized.text });
  check(r.text === "mail jane.roe@example.com", "restore_pii", r);

  // discovery
  r = await call(client, "search_tools", { query: "read a csv file", limit: 3 });
  check(r.tools.length > 0 && r.tools.length <= 3 && typeof r.total === "number", "search_tools", r);
  r = await call(client, "get_tool_definition", { name: "write_file" });
  check(r.name === "write_file" && r.inputSchema, "get_tool_definition", r);
  e = await fails(client, "get_tool_definition", { name: "wirte_file" });
  check(e.text.includes("write_file"), "an unknown tool suggests the closest names", e.text);

  // stats
  r = await call(client, "get_execution_stats", {});
  check(r.executions >= 7 && r.errors.ZeroDivisionError >= 1, "get_execution_stats", r);

  await client.close();
  console.log(JSON.stringify({ ok: true, mode, tools: tools.length, checks: checks.length }));
}

main().catch((err) => {
  console.error(err?.stack ?? String(err));
  console.log(JSON.stringify({ ok: false, error: String(err?.message ?? err), checks: checks.length }));
  process.exit(1);
});
