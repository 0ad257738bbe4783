/**
 * Raw HTML in Markdown links too: `<a href>` and `<img src>` are recorded for `check` like Markdown links. The
 * browser follows them as written (nothing rewrites raw HTML), so a site path there is not moved into the page's
 * locale, and a relative one resolves against the page's URL. MDX-1 values (`href={'/x'}`) count as written.
 */
import type { LinkRecord } from '../types.js';
import type { MarkdownEnv } from './env.js';

const TAG = /<(a|img)\b([^<>]*)>/gi;
const VALUE = String.raw`\s*=\s*(?:\{\s*)?(?:"([^"]*)"|'([^']*)')`;
const ATTRIBUTE: Record<string, RegExp> = {
  a: new RegExp(String.raw`\shref${VALUE}`, 'i'),
  img: new RegExp(String.raw`\ssrc${VALUE}`, 'i'),
};
const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;

/** Record the links of one chunk of raw HTML that starts at 1-based source line `line`. */
export function recordHtmlLinks(html: string, { line, env }: { line: number; env: MarkdownEnv }): void {
  // Commented-out HTML is not on the page.
  const text = html.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  // Lines are counted on from the previous tag, and the source split once per file: per tag, both were
  // quadratic on a page of long HTML tables (wails's docs).
  let at = line;
  let counted = 0;
  for (const m of text.matchAll(TAG)) {
    const name = m[1].toLowerCase();
    const value = ATTRIBUTE[name].exec(m[2]);
    const raw = value ? (value[1] ?? value[2]).trim() : '';
    if (!raw || /^(mailto|tel|javascript|data):/i.test(raw)) continue;
    at += countNewlines(text, counted, m.index);
    counted = m.index;
    const lineText = sourceLines(env.source)[at - 1] ?? '';
    env.links.push(htmlLink({ raw, kind: name === 'img' ? 'image' : 'link', line: at, lineText }));
  }
}

/** The last source's lines: a file's HTML blocks are recorded one after another. */
let lastSplit: { source: string; lines: string[] } | null = null;

function sourceLines(source: string): string[] {
  if (lastSplit?.source !== source) lastSplit = { source, lines: source.split('\n') };
  return lastSplit.lines;
}

function htmlLink({
  raw,
  kind,
  line,
  lineText,
}: {
  raw: string;
  kind: 'link' | 'image';
  line: number;
  lineText: string;
}): LinkRecord {
  const external = EXTERNAL.test(raw);
  const hashAt = raw.indexOf('#');
  const target = hashAt < 0 ? raw : raw.slice(0, hashAt);
  const anchor = hashAt < 0 || kind === 'image' ? null : safeDecode(raw.slice(hashAt + 1));
  const column = Math.max(1, lineText.indexOf(raw) + 1);
  // A relative target is resolved against the page's URL by `check`, which knows it; `''` is the page itself.
  const resolved = external ? null : target.split('?')[0];
  return { kind, raw, resolved, anchor, line, column, external, via: 'html' };
}

/** The newlines of `s` from `start` to before `end`. */
function countNewlines(s: string, start: number, end: number): number {
  let n = 0;
  for (let i = s.indexOf('\n', start); i >= 0 && i < end; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
