// End-to-end check of mcpython's resources, prompts and completions with the
// official TypeScript SDK client (2025-11-25, what clients speak today).
//
//   node surface.mjs URL TOKEN
//
// The data dir must hold data/report.csv and a skill `totals` with a
// parameter `path`. The script lists and reads resources, gets the skill's
// prompt, completes a workspace path, subscribes to data/report.csv and
// prints "SUBSCRIBED" on a line of its own; the caller then changes the file
// from another process, and the script waits for
// notifications/resources/updated. It prints a JSON summary last and exits
// 1 on the first failed check.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ResourceUpdatedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { check, checks } from "./checks.mjs";

const [url, token] = process.argv.slice(2);

const client = new Client({ name: "mcpython-e2e-surface", version: "1" });
const transport = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { Authorization: `Bearer ${token}` } },
});
let updated;
const gotUpdate = new Promise((resolve) => { updated = resolve; });
client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => updated(n.params.uri));
await client.connect(transport);

const caps = client.getServerCapabilities();
check(caps.resources?.subscribe && caps.resources?.listChanged, "resources capability with subscribe and listChanged", caps.resources);
check(caps.prompts?.listChanged, "prompts capability with listChanged", caps.prompts);
check(caps.completions && caps.logging, "completions and logging capabilities", caps);

// Resources: every page.
const resources = [];
let cursor;
do {
  const page = await client.listResources(cursor ? { cursor } : {});
  resources.push(...page.resources);
  cursor = page.nextCursor;
} while (cursor);
const uris = resources.map((r) => r.uri);
check(uris.includes("workspace:///data/report.csv"), "the workspace file is a resource", uris);
check(uris.includes("skill:///totals/SKILL.md") && uris.includes("skill:///totals/totals.py"), "the skill's SKILL.md and code are resources", uris);

const csv = await client.readResource({ uri: "workspace:///data/report.csv" });
check(csv.contents[0]?.text === "region,amount\neast,3\n" && csv.contents[0].mimeType === "text/csv", "read the file as text", csv.contents);
const md = await client.readResource({ uri: "skill:///totals/SKILL.md" });
check(md.contents[0]?.text.includes("import skills.totals"), "read SKILL.md", md.contents);
const blob = await client.readResource({ uri: "workspace:///data/logo.bin" });
check(Buffer.from(blob.contents[0]?.blob ?? "", "base64").equals(Buffer.from([0, 1, 2, 255])), "read a binary file as base64", blob.contents);

const templates = await client.listResourceTemplates();
check(templates.resourceTemplates.some((t) => t.uriTemplate === "workspace:///{path}"), "the workspace:///{path} template", templates);

// Prompts.
const prompts = await client.listPrompts();
const totals = prompts.prompts.find((p) => p.name === "totals");
check(totals?.arguments?.some((a) => a.name === "path" && a.required), "the skill is a prompt with its parameter", prompts);
const prompt = await client.getPrompt({ name: "totals", arguments: { path: "data/report.csv" } });
const text = prompt.messages[0]?.content?.text ?? "";
check(text.includes("execute_code") && text.includes("data/report.csv"), "the prompt asks for execute_code with the argument", text);

// Completions.
const done = await client.complete({ ref: { type: "ref/resource", uri: "workspace:///{path}" }, argument: { name: "path", value: "data/r" } });
check(JSON.stringify(done.completion.values) === JSON.stringify(["data/report.csv"]), "complete a template path", done.completion);
const argDone = await client.complete({ ref: { type: "ref/prompt", name: "totals" }, argument: { name: "path", value: "data/" } });
check(argDone.completion.values.includes("data/report.csv"), "complete a prompt argument", argDone.completion);

// Logging.
await client.setLoggingLevel("notice");
checks.push("logging/setLevel");

// Subscribe, then let the caller change the file from another process.
await client.subscribeResource({ uri: "workspace:///data/report.csv" });
console.log("SUBSCRIBED");
let timer;
const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve("timeout"), 20000); });
const which = await Promise.race([gotUpdate, timeout]);
clearTimeout(timer);
check(which === "workspace:///data/report.csv", "resources/updated after another process wrote the file", which);
const after = await client.readResource({ uri: "workspace:///data/report.csv" });
check(after.contents[0]?.text.includes("west,4"), "the update is readable", after.contents);

await client.close();
console.log(JSON.stringify({ ok: true, checks: checks.length }));
