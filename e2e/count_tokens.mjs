// Counts o200k_base tokens. Without arguments it counts the text on stdin and
// prints one number; with --json-array, stdin is a JSON array of strings and
// it prints one count per line. Used by the Go tests to hold the tools/list
// budget (one node start for several texts).
import { getEncoding } from "js-tiktoken";

let input = "";
process.stdin.setEncoding("utf8");
for await (const chunk of process.stdin) input += chunk;
const enc = getEncoding("o200k_base");
const texts = process.argv.includes("--json-array") ? JSON.parse(input) : [input];
process.stdout.write(texts.map((t) => enc.encode(t).length).join("\n") + "\n");
