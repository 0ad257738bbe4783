/**
 * remark-code-import's fences: ```js file=./example.js#L3-L8 shows that file's code, or those lines of it. The path
 * is from the Markdown file's folder, or from `rootDir` when it starts with `<rootDir>/`; the file must lie inside
 * `rootDir` (the plugin's `allowImportingFromOutside` is off by default, and a site's files are all sitegen reads).
 * The file is read through the render's partial reader, so the build cache renders the page again when it changes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isInsideFolder } from '../inside-folder.js';
import type { MarkdownEnv } from './env.js';
import type { FenceMeta } from './fence-meta.js';

/** How fences import files (the config's `markdown.codeImport`, its `rootDir` absolute). */
export interface CodeImportOptions {
  rootDir: string;
  removeRedundantIndentations?: boolean;
  preserveTrailingNewline?: boolean;
}

/** The code a fence imports, or undefined when it names no file or the file cannot be read (then a warning). */
export function importedCode(
  meta: FenceMeta,
  { env, line, options }: { env: MarkdownEnv; line: number; options: CodeImportOptions },
): string | undefined {
  const named = meta.file;
  if (named === null) return undefined;
  const [where, range] = named.split('#');
  const file = where.startsWith('<rootDir>/')
    ? path.join(options.rootDir, where.slice('<rootDir>/'.length))
    : path.resolve(path.dirname(env.file), where);
  const warn = (why: string) =>
    void env.warnings.push({ code: 'other', file: env.file, line: line + 1 + env.lineOffset, message: why });
  if (!isInsideFolder(options.rootDir, file)) {
    warn(`file=${named} is outside ${options.rootDir}, the folder code is imported from: the block is drawn empty`);
    return undefined;
  }
  let text: string;
  try {
    const rel = path.relative(path.dirname(env.file), file);
    text = env.readPartial ? env.readPartial(rel, env.file) : readFileSync(file, 'utf8');
  } catch {
    warn(`file=${named} does not exist (${path.relative(options.rootDir, file)}): the block is drawn empty`);
    return undefined;
  }
  const lines = selectedLines(text, range);
  if (lines === null) {
    warn(`file=${named}: "#${range}" is no line range (#L3, #L3-L8 or #L3-): the block shows the whole file`);
    return finish(text, options);
  }
  return finish(lines, options);
}

/** The lines `range` names (`L3`, `L3-L8`, `L3-`, 1-based), the whole text without one; null for another form. */
function selectedLines(text: string, range: string | undefined): string | null {
  if (range === undefined) return text;
  const match = /^L(\d+)(?:(-)(?:L(\d+))?)?$/.exec(range);
  if (!match) return null;
  const lines = text.split('\n');
  const from = Number(match[1]);
  const to = match[3] ? Number(match[3]) : match[2] ? lines.length : from;
  return lines.slice(from - 1, to).join('\n');
}

/** The code as the plugin leaves it: without its last line break, and its shared indentation when asked. */
function finish(code: string, options: CodeImportOptions): string {
  let out = options.preserveTrailingNewline ? code : code.replace(/\n$/, '');
  if (options.removeRedundantIndentations) {
    const lines = out.split('\n');
    const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
    const shared = indents.length ? Math.min(...indents) : 0;
    out = lines.map((l) => l.slice(Math.min(shared, /^[ \t]*/.exec(l)![0].length))).join('\n');
  }
  return out;
}
