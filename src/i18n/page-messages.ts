/**
 * The UI strings page modules declare inline, as Docusaurus pages write them: `translate({ id: 'governance.seeMore',
 * message: 'See more' })`, or a `{ id, message }` object kept in a table and passed to `translate` later. They are
 * found in the sources (no module is run), so the English catalogue `write-translations` writes, and every
 * locale's catalogue is checked against, holds them too.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from '../lazy-esbuild.js';
import fg from 'fast-glob';
import type { FileInputsCache } from '../cache/file-inputs-cache.js';
import { compiledBySiteBabel, compileWithSiteBabel } from '../config/docusaurus/site-babel.mjs';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError } from '../errors.js';
import { pageModuleHint } from '../pages/page-compile-error.js';

/**
 * Id -> English message of every `{ id, message }` object with literal strings in the page modules. With the build
 * cache, kept while the page files are unchanged: the first compile starts esbuild's synchronous service (~0.1 s).
 */
export function pageMessages(config: ResolvedConfig, cache?: FileInputsCache): Record<string, string> {
  const files = fg.sync(PAGE_GLOB, globOptions(config)).sort();
  const make = () => ({ value: messagesOf(files, config.root), inputs: files });
  return cache ? cache.throughSync('page-messages', JSON.stringify(files), make) : make().value;
}

function messagesOf(files: string[], root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (declaresMessages(source))
      Object.assign(out, translateCalls(readable(root, file, source), loaderOf(file), file));
  }
  return out;
}

/**
 * Whether a page's source may hold a `{ id, message }` object. One that does not is not compiled at all: most
 * pages declare none, and on a Flow site compiling means loading the site's Babel in this thread (~0.3 s).
 */
function declaresMessages(source: string): boolean {
  return source.includes('message');
}

/** A page's source as esbuild reads it: through the site's Babel where it strips Flow types (site-babel.mjs). */
function readable(root: string, file: string, source: string): string {
  try {
    return compiledBySiteBabel(root, file) ? compileWithSiteBabel(root, file, source) : source;
  } catch (error) {
    throw pageError(file, error);
  }
}

/** A page module that does not compile, named by its file and line. */
function pageError(file: string, error: unknown): SitegenError {
  const first = (error as esbuild.BuildFailure).errors?.[0];
  const at = first?.location;
  return new SitegenError(`a page module does not compile: ${first?.text ?? String(error)}`, {
    location: at ? { file, line: at.line, column: at.column + 1 } : { file },
    cause: error,
    hint: pageModuleHint(file),
  });
}

/**
 * Compile the page modules' sources ahead, all at once and in esbuild's own process, so that `pageMessages` finds
 * them known: `dev` runs this beside its other start-up work instead of compiling one file after another later.
 * With `cache` holding the messages of these very files, nothing is compiled (`pageMessages` reads them there).
 */
export async function preparePageMessages(config: ResolvedConfig, cache?: FileInputsCache): Promise<void> {
  const files = (await fg(PAGE_GLOB, globOptions(config))).sort();
  const compile = () =>
    Promise.all(
      files.map(async (file) => {
        const raw = await readFile(file, 'utf8');
        if (!declaresMessages(raw)) return;
        const source = readable(config.root, file, raw);
        if (seen.has(source)) return;
        const js = await esbuild.transform(source, { loader: loaderOf(file), jsx: 'automatic', logLevel: 'silent' });
        remember(source, messagesIn(js.code));
      }),
    );
  if (!cache) return void (await compile());
  await cache.through('page-messages', JSON.stringify(files), async () => {
    await compile();
    return { value: messagesOf(files, config.root), inputs: files };
  });
}

const PAGE_GLOB = '**/*.{tsx,jsx,ts,js}';

function globOptions(config: ResolvedConfig) {
  return { cwd: path.join(config.root, config.paths.pages), absolute: true, ignore: ['**/node_modules/**'] };
}

/** Docusaurus pages write JSX in `.js` files. */
function loaderOf(file: string): esbuild.Loader {
  return path.extname(file) === '.js' ? 'jsx' : (path.extname(file).slice(1) as esbuild.Loader);
}

/**
 * The `{ id, message }` pairs of one source. The source is compiled first (JSX text becomes string literals, types
 * and most comments go), so an apostrophe in a page's prose cannot be mistaken for a quote. Objects whose id or
 * message is computed are skipped.
 */
export function translateCalls(
  source: string,
  loader: esbuild.Loader = 'tsx',
  file = '<source>',
): Record<string, string> {
  const known = seen.get(source);
  if (known) return known;
  let js: string;
  try {
    js = esbuild.transformSync(source, { loader, jsx: 'automatic', logLevel: 'silent' }).code;
  } catch (error) {
    throw pageError(file, error);
  }
  return remember(source, messagesIn(js));
}

/** The `{ id, message }` pairs of compiled JS. */
function messagesIn(js: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const own of objectTexts(js)) {
    const id = ID.exec(own);
    const message = MESSAGE.exec(own);
    if (id && message) out[unquote(id[1])] = unquote(message[1]);
  }
  return out;
}

function remember(source: string, messages: Record<string, string>): Record<string, string> {
  if (seen.size >= 500) seen.clear();
  seen.set(source, messages);
  return messages;
}

/**
 * Results by source text. The result depends on the text alone, and `dev` asks again on every save: compiling
 * every page each time would cost a few ms per page for nothing.
 */
const seen = new Map<string, Record<string, string>>();

const STRING = String.raw`("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\$]|\\.)*\x60)`;
const ID = new RegExp(String.raw`(?:^|[{,\s])id\s*:\s*${STRING}\s*[,}]`);
const MESSAGE = new RegExp(String.raw`(?:^|[{,\s])message\s*:\s*${STRING}\s*[,}]`);

/**
 * The text of every `{...}` in compiled JS with its nested braces left out, so each object's own properties are
 * matched and not its children's. Strings, template literals and comments are skipped.
 */
function objectTexts(js: string): string[] {
  const frames: string[] = [];
  const out: string[] = [];
  const add = (text: string) => {
    if (frames.length) frames[frames.length - 1] += text;
  };
  for (let i = 0; i < js.length; i++) {
    const c = js[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(js, i);
      add(js.slice(i, end + 1));
      i = end;
    } else if (c === '/' && (js[i + 1] === '*' || js[i + 1] === '/')) {
      i = js[i + 1] === '*' ? js.indexOf('*/', i + 2) + 1 || js.length : js.indexOf('\n', i) >>> 0;
    } else if (c === '{') {
      frames.push('{');
    } else if (c === '}' && frames.length) {
      const own = `${frames.pop()}}`;
      out.push(own);
      add('{}');
    } else add(c);
  }
  return out;
}

/** Index of the quote that closes the string or template literal opening at `start` (`${...}` included). */
function stringEnd(js: string, start: number): number {
  const quote = js[start];
  let depth = 0;
  for (let i = start + 1; i < js.length; i++) {
    const c = js[i];
    if (c === '\\') i++;
    else if (quote === '`' && c === '$' && js[i + 1] === '{') {
      depth++;
      i++;
    } else if (depth > 0 && c === '}') depth--;
    else if (depth === 0 && c === quote) return i;
  }
  return js.length - 1;
}

/** A JS string literal's value (the escapes compiled sources hold: quotes, backslash, \n, \t, \x, \u). */
function unquote(literal: string): string {
  const body = literal.slice(1, -1);
  return body.replace(/\\(u\{[\da-f]+\}|u[\da-f]{4}|x[\da-f]{2}|.)/gi, (_m, e: string) => {
    if (/^u\{/i.test(e)) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (/^[ux]/i.test(e) && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? e;
  });
}
