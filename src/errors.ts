/**
 * Errors a user can meet. Each says what happened, where (file, line, a short code frame) and what to do.
 * The CLI prints them without a stack trace; the `cause` chain is kept for `--verbose`.
 */

export interface ErrorLocation {
  file: string;
  line?: number;
  column?: number;
  /** Source text, to cut a code frame from. */
  source?: string;
}

/** An error caused by the site's content or config, not by a bug in sitegen. */
export class SitegenError extends Error {
  readonly location?: ErrorLocation;
  readonly hint?: string;
  /** Extra lines printed under the headline (e.g. one per config problem). */
  readonly details: string[];

  constructor(
    message: string,
    options: { location?: ErrorLocation; hint?: string; details?: string[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'SitegenError';
    this.location = options.location;
    this.hint = options.hint;
    this.details = options.details ?? [];
  }
}

/** A mistake in how the command was called (exit code 2), found after the config was read. */
export class UsageError extends SitegenError {
  constructor(message: string, options: { hint?: string } = {}) {
    super(message, options);
    this.name = 'UsageError';
  }
}

/** Run `fn`; a SitegenError it throws without a location gets `location` (a resolver knows what, its caller where). */
export function withLocation<T>(location: ErrorLocation, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof SitegenError && !error.location) {
      throw new SitegenError(error.message, { location, hint: error.hint, details: error.details, cause: error.cause });
    }
    throw error;
  }
}

/** Lines around `line` (1-based), with a marker under the column. */
export function codeFrame(source: string, line: number, column = 0, context = 2): string {
  const lines = source.split('\n');
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const mark = n === line ? '>' : ' ';
    out.push(`${mark} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line && column > 0) out.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
  }
  return out.join('\n');
}

/** Render an error for a terminal: headline, location, code frame, details, fix. */
export function formatError(error: unknown, { verbose = false } = {}): string {
  if (!(error instanceof SitegenError)) {
    const e = error instanceof Error ? error : new Error(String(error));
    return `error ${e.message}\n${verbose ? (e.stack ?? '') : ''}${causeChain(e)}`.trimEnd();
  }
  const parts = [`error ${error.message}`];
  const loc = error.location;
  if (loc) {
    parts.push(`  at ${displayPath(loc.file)}${loc.line ? `:${loc.line}${loc.column ? `:${loc.column}` : ''}` : ''}`);
    if (loc.source && loc.line) parts.push(indent(codeFrame(loc.source, loc.line, loc.column)));
  }
  for (const d of error.details) parts.push(`  ${d}`);
  const chain = causeChain(error);
  if (chain) parts.push(chain);
  if (error.hint) parts.push(`  fix: ${error.hint}`);
  if (verbose && error.stack) parts.push(error.stack);
  return parts.join('\n');
}

/** The messages of the `cause` chain, one per line. */
function causeChain(error: Error): string {
  return causeMessages(error)
    .map((message) => `  caused by: ${message}`)
    .join('\n');
}

/**
 * The messages of an error's `cause` chain, outermost first, each that says something the message before it has
 * not: an error that wraps what a site's file threw often quotes it whole (a require stack of several lines).
 */
export function causeMessages(error: Error): string[] {
  const out: string[] = [];
  let said = error.message;
  for (let cause = error.cause; cause; cause = cause instanceof Error ? cause.cause : undefined) {
    const message = cause instanceof Error ? cause.message : String(cause);
    if (!said.includes(message) && !quotesOnlyError(said, cause)) out.push(message);
    said = message;
  }
  return out;
}

/** The head of a failed esbuild build's message with one error: the place and the plugin, then the error's text. */
const ONE_ESBUILD_ERROR = /^Build failed with 1 error:\n[^\n]*?: ERROR: (?:\[plugin: [^\]]+\] )?/;

/**
 * Whether `cause` is a failed esbuild build whose one error `message` already quotes: its own message repeats it
 * with the place, which the error names too (its column counted from 1, esbuild's from 0). Read from the message,
 * which is all that is left of the failure once it has crossed from a thread.
 */
function quotesOnlyError(message: string, cause: unknown): boolean {
  const text = cause instanceof Error ? cause.message : String(cause);
  const head = ONE_ESBUILD_ERROR.exec(text);
  return head !== null && message.includes(text.slice(head[0].length));
}

/** Paths below the working directory print relative, the way a terminal user typed them. */
function displayPath(file: string): string {
  const cwd = process.cwd();
  return file.startsWith(`${cwd}/`) ? file.slice(cwd.length + 1) : file;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}

/** Candidates sorted by edit distance to `wanted`, closest first. */
export function closest(wanted: string, candidates: Iterable<string>, limit = 5): string[] {
  return [...candidates]
    .map((c) => ({ c, d: distance(wanted.toLowerCase(), c.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.c.localeCompare(b.c))
    .slice(0, limit)
    .map((x) => x.c);
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/**
 * The 1-based line of a JSON syntax error in `text`. V8 names the position for some errors only ("Unexpected
 * token ']', ... is not valid JSON" has none), so otherwise the shortest prefix that already holds the error is
 * found by bisection: shorter prefixes fail only by ending early.
 */
export function jsonErrorLine(text: string, error: unknown): number | undefined {
  const at = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  if (at) return text.slice(0, Number(at[1])).split('\n').length;
  const broken = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return false;
    } catch (e) {
      return !/end of JSON input|Unterminated string/.test((e as Error).message);
    }
  };
  if (!broken(text.length)) return undefined;
  let [lo, hi] = [0, text.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (broken(mid)) hi = mid;
    else lo = mid + 1;
  }
  return text.slice(0, lo).split('\n').length;
}

/** Find the 1-based line of the first occurrence of `needle` in `source` (0 when absent). */
export function lineOf(source: string, needle: string): number {
  const i = source.indexOf(needle);
  return i < 0 ? 0 : source.slice(0, i).split('\n').length;
}

/**
 * An error as it crosses from another thread (a render or parse helper thread): a SitegenError keeps its location (file and line) and fix, and
 * the cause chain its messages, so the build reports it as it would from this thread.
 */
export interface SerializedError {
  message: string;
  stack?: string;
  causes: string[];
  sitegen?: { location?: ErrorLocation; hint?: string; details: string[] };
}

/** What a thread posts for `error`. */
export function serializeError(error: unknown): SerializedError {
  const e = error instanceof Error ? error : new Error(String(error));
  const causes: string[] = [];
  for (let c: unknown = e.cause; c instanceof Error; c = c.cause) causes.push(c.message);
  const sitegen = e instanceof SitegenError ? { location: e.location, hint: e.hint, details: e.details } : undefined;
  return { message: e.message, stack: e.stack, causes, sitegen };
}

/** The error again, on this side. */
export function deserializeError(posted: SerializedError): Error {
  const cause = posted.causes.reduceRight<Error | undefined>(
    (inner, message) => new Error(message, { cause: inner }),
    undefined,
  );
  const error = posted.sitegen
    ? new SitegenError(posted.message, { ...posted.sitegen, cause })
    : new Error(posted.message, { cause });
  return Object.assign(error, { stack: posted.stack });
}
