/**
 * The UI strings page modules declare inline: `translate({ id: 'governance.seeMore', message: 'See more' })`, as
 * Docusaurus pages write them. They are found in the sources (no module is run), so the English catalogue
 * `write-translations` writes and every locale's catalogue is checked against holds them too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/schema.js';

/** Id -> English message of every `translate({ id, message })` call with literal strings in the page modules. */
export function pageMessages(config: ResolvedConfig): Record<string, string> {
  const dir = path.join(config.root, config.paths.pages);
  const files = fg.sync('**/*.{tsx,jsx,ts,js}', { cwd: dir, absolute: true, ignore: ['**/node_modules/**'] }).sort();
  const out: Record<string, string> = {};
  for (const file of files) Object.assign(out, translateCalls(readFileSync(file, 'utf8')));
  return out;
}

const CALL = /\btranslate\(\s*\{/g;
const STRING = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60)`;
const ID = new RegExp(String.raw`(?:^|[{,\s])id\s*:\s*${STRING}`);
const MESSAGE = new RegExp(String.raw`(?:^|[{,\s])message\s*:\s*${STRING}`);

/** The `{ id, message }` pairs of one source. Calls with a computed id or message are skipped. */
export function translateCalls(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(CALL)) {
    const open = m.index! + m[0].length - 1;
    const object = balanced(source, open);
    const id = ID.exec(object);
    const message = MESSAGE.exec(object);
    if (id && message) out[unquote(id[1])] = unquote(message[1]);
  }
  return out;
}

/** The text of the `{...}` that opens at `start`, braces inside strings not counted. */
function balanced(source: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/** A JS string literal's value (the escapes page sources use: quotes, backslash, \n, \u). */
function unquote(literal: string): string {
  const body = literal.slice(1, -1);
  return body.replace(/\\(u\{[\da-f]+\}|u[\da-f]{4}|x[\da-f]{2}|.)/gi, (_m, e: string) => {
    if (/^u\{/i.test(e)) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (/^[ux]/i.test(e) && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? e;
  });
}
