// Loaded with `node --import ./node20-globsync.mjs`: the conformance suite
// imports fs.globSync, which Node 22 has and Node 20 (this machine, CI) does
// not. This registers a loader hook that serves "fs" with a small globSync
// added (enough for the suite's `**/name` and `*` patterns with cwd).
import { register } from 'node:module';

const SHIM = 'mcpython-shim:fs';

if (!('globSync' in (await import('node:fs')))) {
  register(import.meta.url);
}

export async function resolve(specifier, context, next) {
  if ((specifier === 'fs' || specifier === 'node:fs') && context.parentURL !== SHIM) {
    return { url: SHIM, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url !== SHIM) {
    return next(url, context);
  }
  const source = `
import fs from 'node:fs';
import path from 'node:path';
export * from 'node:fs';
export default fs;
function toRegExp(pattern) {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      re += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^$()|[\\]{}\\\\]/g, '\\\\$&');
  }
  return new RegExp('^' + re + '$');
}
export function globSync(pattern, options = {}) {
  const cwd = options.cwd ? String(options.cwd) : process.cwd();
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  const res = patterns.map(toRegExp);
  let entries;
  try {
    entries = fs.readdirSync(cwd, { recursive: true }).map((p) => String(p).split(path.sep).join('/'));
  } catch {
    return [];
  }
  return entries.filter((p) => res.some((re) => re.test(p)));
}
`;
  return { format: 'module', source, shortCircuit: true };
}
