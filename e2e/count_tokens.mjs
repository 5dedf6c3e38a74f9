// Counts the o200k_base tokens of the text on stdin and prints the number.
// Used by the Go tests to hold the tools/list budget.
import { getEncoding } from "js-tiktoken";

let input = "";
process.stdin.setEncoding("utf8");
for await (const chunk of process.stdin) input += chunk;
const enc = getEncoding("o200k_base");
process.stdout.write(String(enc.encode(input).length) + "\n");
