// Team mode through a load balancer: the official TypeScript SDK talks to
// HAProxy in front of two `mcpython serve --http --store postgres://…`
// replicas. The Go test (team_test.go) drives the phases: this script
// prints "PHASE name" when a phase is done and waits for a line on stdin
// before the next one, so the test can kill a replica or stop the database
// in between.
//
//   node team.mjs URL TOKEN
import { createInterface } from "node:readline";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { call, check, checks, py, textOf } from "./checks.mjs";

const [url, token] = process.argv.slice(2);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

async function phase(name) {
  console.log(`PHASE ${name}`);
  await lines.next();
}

async function connect() {
  const client = new Client({ name: "mcpython-team-e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  }));
  return client;
}

const c = await connect();

// 1. A session and workspace writes across both replicas (round robin).
await py(c, "import os\nos.makedirs('team', exist_ok=True)\nn = 0\nseen = []", { session_id: "team" });
for (let i = 1; i <= 12; i++) {
  const out = await py(c, `n += 1\nseen.append(n)\nopen('team/f${i}.txt', 'w').write('v${i}')\nprint(n, len(seen))`, { session_id: "team" });
  check(out.stdout === `${i} ${i}\n`, `session call ${i} sees every earlier call`, out.stdout);
  const got = await call(c, "read_workspace_file", { path: `team/f${i}.txt` });
  check(got.content === `v${i}`, `file ${i} is visible at once`, got);
}
const san = await call(c, "sanitize_pii", { text: "card holder jane.roe@example.com" });
for (let i = 0; i < 4; i++) {
  const back = await call(c, "restore_pii", { text: san.text });
  check(back.text === "card holder jane.roe@example.com", "every replica restores the token", back);
}
await phase("balanced");

// 2. Writes while the test kills one replica with SIGKILL: every write that
// was acknowledged must be there afterwards.
const acked = [];
let failures = 0;
const deadline = Date.now() + 4000;
for (let i = 0; Date.now() < deadline; i++) {
  if (i === 20) console.log("PHASE writing"); // the test kills a replica now
  try {
    const r = await c.callTool({ name: "write_workspace_file", arguments: { path: `kill/w${i}.txt`, content: `w${i}` } });
    if (!r.isError) acked.push(i); else failures++;
  } catch (e) {
    failures++;
  }
}
// Every page of the listing (a fast machine writes more than one page).
const have = new Set();
for (let cursor; ; ) {
  const page = await call(c, "list_workspace_files", cursor ? { prefix: "kill/", cursor } : { prefix: "kill/" });
  for (const f of page.files) have.add(f.path);
  if (!page.next_cursor) break;
  cursor = page.next_cursor;
}
const lost = acked.filter((i) => !have.has(`kill/w${i}.txt`));
check(lost.length === 0, "no acknowledged write is lost when a replica dies", { lost, acked: acked.length });
check(acked.length > 20, "writes went on after the replica died", { acked: acked.length, failures });
let out = await py(c, "n += 1\nprint(n)", { session_id: "team" });
check(out.stdout === "13\n", "the session continues on the surviving replica", out.stdout);
await phase("killed");

// 3. The database is down: calls fail with a clear tool error, the server
// stays up.
const down = await c.callTool({ name: "write_workspace_file", arguments: { path: "down.txt", content: "x" } });
check(down.isError === true, "a write with the database down is a tool error", textOf(down));
check(/unavailable/.test(textOf(down)), "the error says the storage is unavailable", textOf(down));
const downRun = await c.callTool({ name: "execute_code", arguments: { code: "print(1)", session_id: "team" } });
check(downRun.isError === true, "a session call with the database down is a tool error", textOf(downRun));
await phase("db-down");

// 4. The database is back: calls recover without restarting anything.
let recovered = false;
for (let i = 0; i < 100 && !recovered; i++) {
  const r = await c.callTool({ name: "write_workspace_file", arguments: { path: "up.txt", content: "back" } });
  recovered = !r.isError;
  if (!recovered) await new Promise((res) => setTimeout(res, 200));
}
check(recovered, "writes work again once the database is back");
out = await py(c, "n += 1\nprint(n, seen[-1])", { session_id: "team" });
check(out.stdout === "14 12\n", "the session survived the database restart", out.stdout);

await c.close();
console.log(JSON.stringify({ ok: true, checks: checks.length, acked: acked.length, failures }));
process.exit(0); // stdin (the phase channel) would keep node alive
