/**
 * The page the dev server shows instead of a page that cannot be built: what went wrong, where (file, line,
 * a code frame), the fix when sitegen knows it, and the cause chain. It carries the live-reload script like any
 * page, so it goes away by itself once the file is fixed.
 */
import { escapeHtml } from '../../templates/escape.js';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SitegenError, causeMessages, codeFrame, type ErrorLocation } from '../errors.js';

/** The overlay document for `error`; paths are shown relative to `root`. */
export function errorOverlay(error: unknown, root: string): string {
  const e = error instanceof Error ? error : new Error(String(error));
  const location = e instanceof SitegenError ? e.location : locationFromStack(e.stack ?? '');
  const where = location
    ? `${displayFile(location.file, root)}${location.line ? `:${location.line}${location.column ? `:${location.column}` : ''}` : ''}`
    : '';
  // A frame needs a line; a place without one may be a folder (the pages folder), which is named, not read.
  const source = location?.line ? (location.source ?? fileText(location.file)) : undefined;
  const frame = source && location?.line ? codeFrame(source, location.line, location.column) : '';
  const details = e instanceof SitegenError ? e.details : [];
  const hint = e instanceof SitegenError ? e.hint : undefined;
  const causes = causeMessages(e);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Error: ${escapeHtml(e.message)}</title>
<style>${STYLE}</style></head>
<body><main class="sitegen-error" role="alert">
<p class="label">sitegen dev: this page cannot be built</p>
<h1>${escapeHtml(e.message)}</h1>
${where ? `<p class="where">${escapeHtml(where)}</p>` : ''}
${frame ? `<pre class="frame">${escapeHtml(frame)}</pre>` : ''}
${details.map((d) => `<p class="detail">${escapeHtml(d)}</p>`).join('\n')}
${hint ? `<p class="hint">Fix: ${escapeHtml(hint)}</p>` : ''}
${causes.map((c) => `<p class="cause">caused by: ${escapeHtml(c)}</p>`).join('\n')}
${e instanceof SitegenError ? '' : `<pre class="stack">${escapeHtml(e.stack ?? '')}</pre>`}
<p class="note">The page reloads by itself when you save a fix.</p>
</main></body></html>`;
}

/** For an error thrown by code (a template), the first stack frame in a source file: `(file:line:column)`. */
function locationFromStack(stack: string): ErrorLocation | undefined {
  for (const m of stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?/g)) {
    const file = m[1].startsWith('file://') ? fileURLToPath(m[1]) : m[1];
    if (file.includes(`${path.sep}node_modules${path.sep}`) || !/\.(tsx?|jsx?|mjs)$/.test(file)) continue;
    return { file, line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}

function displayFile(file: string, root: string): string {
  const rel = path.relative(root, file);
  return rel.startsWith('..') ? file : rel;
}

const STYLE = `body{margin:0;background:#1b1d23;color:#e8e8e8;font:15px/1.5 system-ui,sans-serif}
.sitegen-error{max-width:960px;margin:4rem auto;padding:2rem;border-top:6px solid #e5484d;background:#24262e;border-radius:6px}
.label{color:#ff9592;text-transform:uppercase;letter-spacing:.05em;font-size:12px;margin:0}
h1{font-size:22px;margin:.5rem 0 1rem;white-space:pre-wrap}
.where{font-family:ui-monospace,monospace;color:#9ecbff}
pre{background:#15161a;padding:1rem;overflow:auto;border-radius:4px;font:13px/1.5 ui-monospace,monospace}
.hint{color:#a3e635}.cause,.detail{font-family:ui-monospace,monospace;color:#d1d5db}.note{color:#9ca3af;font-size:13px}`;

/** The text of the file at `file`, or undefined when there is none (gone since, or a folder). */
function fileText(file: string | undefined): string | undefined {
  return file && statSync(file, { throwIfNoEntry: false })?.isFile() ? readFileSync(file, 'utf8') : undefined;
}
