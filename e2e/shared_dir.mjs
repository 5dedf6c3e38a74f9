// Two Claude Code-style clients on one data dir: the official TypeScript SDK
// spawns two `mcpython serve` processes with the same --data-dir (as two
// editor windows do with ~/.mcpython), and both must answer and see each
// other's writes; the CLI works beside them.
//
//   node shared_dir.mjs BIN DATA_DIR
//
// Prints a JSON summary on stdout; exits 1 on the first failed check.
import { execFileSync } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { call, check, checks, py } from "./checks.mjs";

const [bin, dataDir] = process.argv.slice(2);

async function connect(name) {
  const client = new Client({ name, version: "1.0.0" });
  await client.connect(new StdioClientTransport({
    command: bin,
    args: ["serve", "--data-dir", dataDir],
    env: { ...process.env },
    stderr: "inherit",
  }));
  return client;
}

function cli(...args) {
  return execFileSync(bin, [...args, "--data-dir", dataDir], { encoding: "utf8", input: args.stdin });
}

const a = await connect("window-a");
const b = await connect("window-b");

// Both answer.
check((await a.listTools()).tools.length > 0, "window A lists tools");
check((await b.listTools()).tools.length > 0, "window B lists tools");

// Workspace writes cross over, through the tools and through Python.
await call(a, "write_workspace_file", { path: "notes/a.txt", content: "written by A" });
let got = await call(b, "read_workspace_file", { path: "notes/a.txt" });
check(got.content === "written by A", "B reads A's file", got);
await py(b, "open('notes/b.txt', 'w').write('written by B')");
got = await py(a, "print(open('notes/b.txt').read())");
check(got.stdout === "written by B\n", "A reads B's file in Python", got.stdout);
const listed = await call(a, "list_workspace_files", { prefix: "notes" });
check(listed.files.length === 2, "A lists both files", listed);

// Interleaved writes from both, none lost.
await Promise.all([
  ...Array.from({ length: 20 }, (_, i) => call(a, "write_workspace_file", { path: `many/a${i}.txt`, content: `${i}` })),
  ...Array.from({ length: 20 }, (_, i) => call(b, "write_workspace_file", { path: `many/b${i}.txt`, content: `${i}` })),
]);
got = await py(b, "import os\nprint(len(os.listdir('many')))");
check(got.stdout === "40\n", "40 interleaved writes from two processes are all there", got.stdout);

// A token minted by A is restored by B and by the CLI while both run.
const san = await call(a, "sanitize_pii", { text: "mail jane.roe@example.com" });
check(!san.text.includes("jane.roe"), "A sanitizes", san);
const back = await call(b, "restore_pii", { text: san.text });
check(back.text === "mail jane.roe@example.com", "B restores A's token", back);
const restored = execFileSync(bin, ["pii", "restore", "--data-dir", dataDir], { encoding: "utf8", input: san.text });
check(restored === "mail jane.roe@example.com", "`mcpython pii restore` works while servers run", restored);

// A skill saved by B is importable in A and exported by the CLI.
await call(b, "save_skill", { name: "greet", code: "def hello(n):\n    return f'hello {n}'\n", description: "Greets." });
got = await py(a, "import skills.greet as g\nprint(g.hello('A'))");
check(got.stdout === "hello A\n", "A imports B's skill", got.stdout);
const exportDir = `${dataDir}-export`;
const exported = execFileSync(bin, ["skills", "--data-dir", dataDir, "export", exportDir], { encoding: "utf8" });
check(exported.includes("greet"), "`mcpython skills export` works while servers run", exported);

// A session begun in A continues in B, and back.
await py(a, "data = {'n': 41}\ndef inc(x):\n    return x + 1\nclass P:\n    def __init__(self, v):\n        self.v = v\np = P(2)", { session_id: "shared" });
got = await py(b, "print(inc(data['n']), p.v, type(p).__name__)", { session_id: "shared" });
check(got.stdout === "42 2 P\n", "B continues A's session", got.stdout);
await py(b, "data['n'] = 99", { session_id: "shared" });
got = await py(a, "print(data['n'])", { session_id: "shared" });
check(got.stdout === "99\n", "A sees B's change to the session", got.stdout);
const sessions = execFileSync(bin, ["sessions", "list", "--data-dir", dataDir], { encoding: "utf8" });
check(sessions.includes("shared"), "`mcpython sessions list` shows the session", sessions);

await a.close();
await b.close();
console.log(JSON.stringify({ ok: true, checks: checks.length }));
