// What the end-to-end scripts share: a check that ends the script with a
// JSON summary on the first failure, and calls that must succeed.
export const checks = [];

// check records a passed check, or prints the failure and exits 1.
export function check(cond, what, detail) {
  if (!cond) {
    console.error(`FAIL: ${what}${detail === undefined ? "" : ": " + JSON.stringify(detail)}`);
    console.log(JSON.stringify({ ok: false, failed: what, checks: checks.length }));
    process.exit(1);
  }
  checks.push(what);
}

// textOf joins a tool result's text blocks.
export function textOf(result) {
  return (result.content || []).filter((c) => c.type === "text").map((c) => c.text).join("");
}

// call calls a tool that must succeed and returns its structuredContent.
export async function call(client, name, args) {
  const result = await client.callTool({ name, arguments: args });
  check(!result.isError, `${name} succeeds`, textOf(result));
  return result.structuredContent;
}

// py runs code that must run without error.
export async function py(client, code, extra = {}) {
  const out = await call(client, "execute_code", { code, ...extra });
  check(out.error === null, "the code runs without error", out.error);
  return out;
}
