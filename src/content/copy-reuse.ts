/**
 * Sources of the same bytes at the same relative place (a docs version copied into the next one) render once. A
 * later copy asks the questions the first render asked other files (recorded-calls.ts) again, with its own
 * resolvers and its own file; when every answer is the same, or differs only in where a linked page is served, the
 * first render's fields are the copy's, with the copy's answers and file put in their place. Anything else (an
 * image that no longer resolves, a fiddle folder, a link that became broken) renders the copy anew.
 *
 * Why a different link answer may be put in place without rendering: the Markdown rules use `resolveLink`'s answer
 * only as text, the `href` after the locale base (links.ts) and the link record's `resolved`; they branch on it only
 * through other questions (structure previews ask `summaryOf` about every internal link), which are asked again
 * here with the copy's answers, and on null, which must stay null. A render that runs site code, or MDX components
 * that may read the answers or what else differs between copies, is not reused: `copyable` is false (sitegen's own
 * components, given the headings and children as they are, are reused: markdown/mdx/place-free.ts; so are the
 * partials beside the file that it read through `readPartial`, which the copy reads beside itself). Nothing here
 * knows where copies come from: the key is the source's bytes, its kind, its path below its folder and where its
 * body starts.
 */
import path from 'node:path';
import { answerText, type Dependencies, type RecordedCall } from '../cache/recorded-calls.js';
import { LOCALE_BASE } from '../../templates/placeholders.js';
import type { RenderedResult } from '../cache/body-cache.js';

/** A render's result with its calls, and whether a copy of its source may take it (see above). */
export interface CopyableResult<T> extends RenderedResult<T> {
  copyable?: boolean;
}

/** The first render of a key: its file, and its result. */
export interface Original<T> {
  file: string;
  rendered: CopyableResult<T>;
}

/** The part of a source its key is made of. */
export interface CopySource {
  file: { kind: string; relPath: string; source: string };
  bodyLine: number;
}

/** The sources of one parse that have copies, by key, and the first render of each key as it is made. */
export interface Copies<T> {
  /** A key per source that has a copy (the same for all of them); a source without copies has none. */
  keys: Map<CopySource, string>;
  firsts: Map<string, Original<T>>;
}

/**
 * Which of `sources` have copies: the same kind, place below their folder, start of body and bytes. Sources are
 * grouped by the first three and their length before any bytes are compared, so a site without copies pays for
 * one map of short keys, and its renders record nothing for copies.
 */
export function findCopies<T>(sources: CopySource[]): Copies<T> {
  const groups = new Map<string, CopySource[]>();
  for (const s of sources) {
    const near = `${s.file.kind}\u0000${s.file.relPath}\u0000${s.bodyLine}\u0000${s.file.source.length}`;
    const group = groups.get(near);
    if (group) group.push(s);
    else groups.set(near, [s]);
  }
  const keys = new Map<CopySource, string>();
  for (const [near, group] of groups) if (group.length > 1) keyCopies(group, near, keys);
  return { keys, firsts: new Map() };
}

/** Key the sources of `group` (alike but for their bytes) that have the same bytes as another. */
function keyCopies(group: CopySource[], near: string, keys: Map<CopySource, string>): void {
  const distinct: string[] = [];
  const counts: number[] = [];
  const at = group.map((s) => {
    let i = distinct.indexOf(s.file.source);
    if (i < 0) i = distinct.push(s.file.source) - 1;
    counts[i] = (counts[i] ?? 0) + 1;
    return i;
  });
  group.forEach((s, n) => {
    if (counts[at[n]] > 1) keys.set(s, `${near}\u0000${at[n]}`);
  });
}

/** What changes from the original to the copy: its file, the partials beside it, and the pages its links lead to. */
interface Swap {
  from: string;
  to: string;
  /** An original answer of `resolveLink` -> the copy's. */
  links: Map<string, string>;
  /** A partial the original read (`readPartial`, from its folder) -> the one at the same place from the copy's. */
  files: Map<string, string>;
}

/**
 * The answer of a changed link may hold no character that the HTML renderer escapes or that ends an href, and no
 * query (a fiddle button's href is a site path with one, see fiddle.ts).
 */
const PLAIN_PATH = /^[^"&<>'#?\s\u0000]*$/;

/**
 * The copy's result from the original's: its questions asked again through `deps` (the copy's resolvers) with
 * the copy's `file`, in order (so side effects, such as an image joining the build's assets, happen as in a
 * render). Null when the copy must render itself.
 */
export function reuseCopy<T>(original: Original<T>, { file, deps }: { file: string; deps: Dependencies }) {
  const { rendered } = original;
  if (!rendered.copyable) return null;
  const swap: Swap = { from: original.file, to: file, links: new Map(), files: new Map() };
  const calls = askAgain(rendered.calls, { deps, swap });
  if (!calls) return null;
  const value = swapped(rendered.value, swap);
  if (value === FAILED) return null;
  return { value: value as T, cacheable: rendered.cacheable, calls, copyable: true } satisfies CopyableResult<T>;
}

/** The copy's calls, or null when an answer differs in a way that may change more than the answer's text. */
function askAgain(recorded: RecordedCall[], { deps, swap }: { deps: Dependencies; swap: Swap }) {
  const calls: RecordedCall[] = [];
  const unchanged = new Set<string>();
  for (const [name, args, answer] of recorded) {
    const fn = deps[name] as ((...a: unknown[]) => unknown) | undefined;
    const mapped = args.map((arg) => swappedArg(arg, swap));
    if (!fn || mapped.includes(FAILED)) return null;
    // The partial read from the copy's file is the copy's: where the original's is named later, it stands in.
    if (name === 'readPartial') swap.files.set(besideFile(args), besideFile(mapped));
    const fresh = fn(...mapped);
    const text = answerText(fresh);
    calls.push([name, mapped, text]);
    if (text === answer) {
      if (typeof fresh === 'string') unchanged.add(fresh);
      continue;
    }
    const before = JSON.parse(answer) as unknown;
    if (name !== 'resolveLink' || typeof fresh !== 'string' || typeof before !== 'string') return null;
    if (!PLAIN_PATH.test(before) || !PLAIN_PATH.test(fresh)) return null;
    // One original answer, one copy answer: otherwise its places in the HTML could not be told apart.
    if ((swap.links.get(before) ?? fresh) !== fresh) return null;
    swap.links.set(before, fresh);
  }
  for (const answer of unchanged) if (swap.links.has(answer)) return null;
  return calls;
}

const FAILED = Symbol('not copyable');

/** The file a `readPartial(relPath, fromAbsPath)` call reads. */
function besideFile([relPath, from]: unknown[]): string {
  return path.resolve(path.dirname(String(from)), String(relPath));
}

/** An argument of a recorded call, for the copy: the original's file and changed answers replaced. */
function swappedArg(arg: unknown, swap: Swap): unknown {
  if (typeof arg !== 'string') return JSON.stringify(arg ?? null).includes(swap.from) ? FAILED : arg;
  if (arg === swap.from) return swap.to;
  const partial = swap.files.get(arg);
  if (partial !== undefined) return partial;
  const link = swap.links.get(arg);
  if (link !== undefined) return link;
  return arg.includes(swap.from) || holdsFile(arg, swap) || holdsChanged(arg, swap) ? FAILED : arg;
}

/** Whether `text` names a partial the original read, other than as the whole text. */
function holdsFile(text: string, swap: Swap): boolean {
  for (const file of swap.files.keys()) if (text.includes(file)) return true;
  return false;
}

/** Whether `text` holds a changed link answer anywhere. */
function holdsChanged(text: string, swap: Swap): boolean {
  for (const before of swap.links.keys()) if (before !== '' && text.includes(before)) return true;
  return false;
}

/** A link to a page in HTML: the locale base, then the answer up to its anchor or the attribute's end. */
const HREF = new RegExp(`${LOCALE_BASE}([^"#\\s<>\\u0000]*)(?=["#])`, 'g');

/**
 * A fresh copy of `value` (the original's fields) with the swap applied: the original's file where a field is that
 * file, each changed answer where a link's `href` or a link record's `resolved` holds it. FAILED when the file or
 * a changed answer shows anywhere else (a warning's message, text): then it is not known to be only that text.
 */
function swapped(value: unknown, swap: Swap, inLinks = false): unknown {
  if (typeof value === 'string') return swappedText(value, swap);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const copy = inLinks ? swappedLink(item, swap) : swapped(item, swap);
      if (copy === FAILED) return FAILED;
      out.push(copy);
    }
    return out;
  }
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const copy = swapped(field, swap, key === 'links' && !inLinks);
    if (copy === FAILED) return FAILED;
    out[key] = copy;
  }
  return out;
}

/** A link record: its `resolved` is a changed answer itself when the link is Markdown's (links.ts). */
function swappedLink(record: unknown, swap: Swap): unknown {
  const { resolved, via } = (record ?? {}) as { resolved?: unknown; via?: unknown };
  const link = typeof resolved === 'string' ? swap.links.get(resolved) : undefined;
  if (link === undefined) return swapped(record, swap);
  // A raw HTML link's target is what the source says, never an answer.
  if (via !== undefined) return FAILED;
  const copy = swapped({ ...(record as object), resolved: '' }, swap);
  return copy === FAILED ? FAILED : { ...(copy as object), resolved: link };
}

function swappedText(text: string, swap: Swap): string | typeof FAILED {
  if (text === swap.from) return swap.to;
  const partial = swap.files.get(text);
  if (partial !== undefined) return partial;
  if (text.includes(swap.from) || holdsFile(text, swap)) return FAILED;
  if (!swap.links.size) return text;
  const rest = text.includes(LOCALE_BASE) ? text.replace(HREF, '') : text;
  if (holdsChanged(rest, swap)) return FAILED;
  if (rest === text) return text;
  return text.replace(HREF, (whole, answer: string) => {
    const link = swap.links.get(answer);
    return link === undefined ? whole : `${LOCALE_BASE}${link}`;
  });
}
