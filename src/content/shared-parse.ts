/**
 * Bodies rendered on two threads (or more): this one and the render pool's, idle until pages render. Every head is
 * read here first (front matter, id, URL: cheap), so both sides know where every source lives; then each body is
 * rendered once, by whichever side claims it from one shared counter (SharedArrayBuffer + Atomics), and rendered
 * where it is claimed. A helper thread posts each body's fields back on its own port; this thread takes them
 * synchronously between its own bodies (`receiveMessageOnPort`) and makes the entries in source order.
 *
 * The output is the one-thread output: what a body's render leaves for the build (images to copy, islands and CSS
 * its components import, highlighted code for the build cache, structure summaries) is collected per body on both
 * sides and merged here in source order, as one thread would have added it; warnings, cache records and errors
 * likewise. A body that needs MDX's esbuild work or runs site code (imports, components) is handed back by the
 * helper (src/markdown/mdx/main-thread-only.ts) and rendered here. A body the build cache holds is not shared.
 */
import { receiveMessageOnPort, MessageChannel, type MessagePort } from 'node:worker_threads';
import { runSiteCodeClaims } from '../config/run-site-code.js';
import { deserializeError, type SerializedError } from '../errors.js';
import { extractMdx } from '../markdown/preprocess.js';
import { keepMade, keepsHighlights, recordHighlights, type Made } from '../markdown/highlight.js';
import type { BuildWarning, ClientModule, ContentEntry } from '../types.js';
import {
  cacheSource,
  callOf,
  entryOfFields,
  renderContextOf,
  renderFields,
  renderRecorded,
  renderWithCalls,
  reuseFor,
  SLICE_MS,
  type Head,
  type ParseContext,
  type PlannedBody,
  type RenderedBody,
} from './parse-entries.js';
import type { AssetMap } from './resolvers.js';

/** Threads that can render a share of the bodies: the render pool's (render-pool.ts). */
export interface ParseHelpers {
  readonly size: number;
  /** Post `job` to thread `i`; `onExit` is called if the thread stops. Returns a function that stops listening. */
  lend(i: number, job: HelperJob, transfer: MessagePort[], onExit: () => void): () => void;
}

/** What a helper thread gets (see parse-helper.ts). */
export interface HelperJob {
  /** The config, without its functions (a body shared with a helper runs none of them). */
  config: unknown;
  /** Every head: the link index and the structure summaries need all of them. */
  heads: Head[];
  /** Indexes into `heads` of the bodies to share, in order; the shared counter counts through this list. */
  todo: number[];
  /** [0]: the next item of `todo` to claim; [1]: how many bodies helpers have posted. */
  counters: Int32Array;
  port: MessagePort;
  /** Record each render's resolver calls and summaries, for the build cache this thread keeps. */
  record: boolean;
  /** Record each render's resolver calls (without the build cache): later copies of a body ask them again. */
  calls: boolean;
  /** Report every code block highlighted (this thread keeps highlighted code for the build cache). */
  highlights: boolean;
}

/** What one body's render left for the build, beside its fields: merged in source order. */
export interface BodyOutputs {
  assets: [url: string, file: string][];
  islands: ClientModule[];
  css: [file: string, css: string][];
  highlights: Made;
  /** Structure summaries computed: [key, summary] (see structure-summaries.ts `adopt`). */
  summaries: [key: string, summary: string][];
}

/** What a helper posts per body: `i` is the body's place in `todo`. */
export interface HelpedBody {
  i: number;
  rendered?: RenderedBody;
  outputs?: BodyOutputs;
  /** The body needs this thread (MDX imports or components). */
  deferred?: true;
  error?: SerializedError;
  /** The helper claims no more. */
  done?: true;
}

/** A body's result here: from the cache, rendered here or by a helper; or its error. */
interface Outcome {
  fields?: RenderedBody['value'];
  rendered?: RenderedBody;
  outputs: BodyOutputs[];
  error?: unknown;
}

/** What the parse returns beside its entries. */
export interface SharedOutputs {
  assets: AssetMap;
  warnings: BuildWarning[];
  islands: ClientModule[];
  css: string;
}

/** Render `bodies` here and on the helpers; `add` gets each entry in order. */
export async function renderShared({
  heads,
  bodies,
  ctx,
  helpers,
  alongside,
  add,
}: {
  heads: Head[];
  bodies: PlannedBody[];
  ctx: ParseContext;
  helpers: ParseHelpers;
  alongside?: Promise<unknown>;
  add: (body: PlannedBody, entry: ContentEntry) => void;
}): Promise<SharedOutputs & { helped: number }> {
  const share = openShare(bodies, ctx);
  const started = share.pending.length >= SHARE_MISSES ? startHelpers(share, { heads, helpers }) : [];
  // Without helpers, this thread renders every body in order.
  if (!started.length) [share.pending, share.mine] = [[...share.mine, ...share.pending].sort((a, b) => a - b), []];
  try {
    await runShare(share, { alongside, add, helpers: started.length });
  } finally {
    stopClaims(share);
    for (const helper of started) helper();
    for (const port of share.ports) port.close();
  }
  const { merged } = share;
  return {
    assets: merged.assets,
    warnings: merged.warnings,
    islands: [...merged.islands.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    css: [...merged.css.values()].join(''),
    helped: share.helped,
  };
}

/** Bodies the cache did not hold from which helpers start (fewer render here sooner). */
const SHARE_MISSES = 50;

type Share = ReturnType<typeof openShare>;

/**
 * The state of one shared parse: each body's outcome, the cache look-ups done first (a hit needs no thread), the
 * bodies left to render (`pending`, positions in `bodies`), the counters, and the outputs merged so far.
 */
function openShare(bodies: PlannedBody[], ctx: ParseContext) {
  const merged = {
    assets: new Map() as AssetMap,
    // The context's own warnings (authors, MDXComponents) come first, as on one thread.
    warnings: ctx.warnings.splice(0),
    islands: new Map<string, ClientModule>(),
    css: new Map<string, string>(),
  };
  const outcomes: (Outcome | undefined)[] = new Array(bodies.length);
  const looked: BodyOutputs[] = new Array(bodies.length);
  const sources: (ReturnType<typeof cacheSource> | undefined)[] = new Array(bodies.length);
  const pending: number[] = [];
  const mine: number[] = [];
  const copies = planCopies(bodies, ctx);
  bodies.forEach(({ head }, b) => {
    const source = ctx.cache && cacheSource(head, renderContextOf(head, ctx));
    const hit = source && ctx.cache!.bodies.find(source);
    looked[b] = takeOutputs(ctx, []);
    if (hit) outcomes[b] = { fields: hit.value, outputs: [looked[b]] };
    else {
      sources[b] = source;
      if (copies.see(b)) return;
      (mayNeedMainThread(head) ? mine : pending).push(b);
    }
  });
  const counters = new Int32Array(new SharedArrayBuffer(8));
  return {
    bodies,
    ctx,
    merged,
    outcomes,
    looked,
    sources,
    pending,
    mine,
    counters,
    ports: [] as MessagePort[],
    copies,
    /** Bodies helpers handed back, for this thread to render. */
    deferred: [] as number[],
    /** Helpers that still claim bodies. */
    working: 0,
    helped: 0,
    /** Outcomes made into entries so far. */
    cursor: 0,
    /** The first body (in order) whose render failed so far, or null. */
    failedAt: null as number | null,
    /** How many of `pending` were claimed when claiming stopped (null: it has not). */
    claimedAtStop: null as number | null,
  };
}

/**
 * A body with import/export blocks (MDX): a helper would hand it back (main-thread-only.ts), so this thread renders
 * those first, the helpers the others. (Components used without an import are found by the helper, and handed back.)
 */
function mayNeedMainThread(head: Head): boolean {
  return ESM_LINE.test(head.body) && extractMdx(head.body).esm.length > 0;
}

const ESM_LINE = /^(?:import|export)[\s{*]/m;

/** Post the job to each helper; returns the functions that stop listening for their exits. */
function startHelpers(share: Share, { heads, helpers }: { heads: Head[]; helpers: ParseHelpers }) {
  const todo = share.pending.map((b) => heads.indexOf(share.bodies[b].head));
  const config = withoutFunctions(share.ctx.config);
  const record = share.ctx.cache !== undefined;
  const calls = share.copies.firsts.size > 0;
  const highlights = keepsHighlights();
  return Array.from({ length: helpers.size }, (_, i) => {
    const { port1, port2 } = new MessageChannel();
    share.ports.push(port1);
    share.working++;
    const job: HelperJob = { config, heads, todo, counters: share.counters, port: port2, record, calls, highlights };
    return lendSafely(helpers, i, job, () => {
      // A thread that stopped posts nothing more: what it claimed and did not post is rendered here.
      share.working = 0;
      Atomics.add(share.counters, 1, 1);
      Atomics.notify(share.counters, 1);
    });
  });
}

/**
 * `helpers.lend`; a job that cannot be posted (a config value that does not clone) counts as a helper that
 * stopped at once, so this thread renders every body.
 */
function lendSafely(helpers: ParseHelpers, i: number, job: HelperJob, onExit: () => void): () => void {
  try {
    return helpers.lend(i, job, [job.port], onExit);
  } catch {
    onExit();
    return () => {};
  }
}

/** Run this thread's side until every body is an entry (or an error ends it). */
async function runShare(
  share: Share,
  {
    alongside,
    add,
    helpers,
  }: { alongside?: Promise<unknown>; add: (b: PlannedBody, e: ContentEntry) => void; helpers: number },
): Promise<void> {
  let waiting = alongside !== undefined;
  const settled = () => void (waiting = false);
  alongside?.then(settled, settled);
  const { counters, pending, deferred } = share;
  let current = -1;
  const claim = () => {
    // After an error, only bodies before it are still rendered.
    const limit = share.failedAt ?? Infinity;
    for (const queue of [deferred, share.mine]) {
      const b = queue.shift();
      if (b !== undefined && b < limit) return (current = b);
    }
    if (share.failedAt !== null) return undefined;
    const c = Atomics.add(counters, 0, 1);
    return c < pending.length ? (current = pending[c]) : undefined;
  };
  const renderOne = (b: number) => {
    share.outcomes[b] = renderHere(share, b);
    take(share);
    flush(share, add);
  };
  const callOfBody = (b: number) => callOf(share.bodies[b]);
  while (share.cursor < share.bodies.length) {
    const seen = Atomics.load(counters, 1);
    try {
      runSiteCodeClaims(claim, renderOne, callOfBody, { forMs: waiting ? SLICE_MS : Infinity });
    } catch (error) {
      // Past the time limit: the body this thread was on.
      share.outcomes[current] = { error, outputs: [] };
      fail(share, current);
    }
    take(share);
    if (helpers && share.working === 0) leftToThisThread(share);
    flush(share, add);
    if (share.failedAt !== null && share.cursor < share.bodies.length && !share.outcomes[share.cursor])
      await wake(share, seen);
    // The error of the first body in order, whichever side met its error first.
    if (share.failedAt !== null && flushedToError(share)) throw share.outcomes[share.cursor]!.error;
    if (share.cursor >= share.bodies.length) break;
    if (!deferred.length && !share.mine.length && Atomics.load(counters, 0) >= pending.length) await wake(share, seen);
    else if (waiting) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Wait until a helper posts again (or a moment passes), letting the event loop turn. */
async function wake(share: Share, seen: number): Promise<void> {
  const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;
  const { async, value } = waitAsync(share.counters, 1, seen, 50);
  if (async) await value;
}

type WaitAsync = (
  array: Int32Array,
  index: number,
  value: number,
  timeout: number,
) => { async: boolean; value: Promise<string> | string };

/** Whether the entries were made up to the body whose error ends the parse. */
function flushedToError(share: Share): boolean {
  return share.outcomes[share.cursor]?.error !== undefined;
}

/** Render body `b` here: through the cache's recording when there is a cache, collecting what it leaves. */
function renderHere(share: Share, b: number): Outcome {
  const { ctx } = share;
  const { head } = share.bodies[b];
  try {
    const rctx = renderContextOf(head, ctx);
    const render = (): RenderedBody =>
      ctx.cache
        ? renderRecorded(head, rctx)
        : share.copies.firsts.has(b)
          ? renderWithCalls(head, rctx)
          : { ...renderFields(head, rctx), calls: [] };
    const { value: rendered, made } = recordHighlights(render);
    return { rendered, outputs: [share.looked[b], takeOutputs(ctx, made)] };
  } catch (error) {
    takeOutputs(ctx, []);
    fail(share, b);
    return { error, outputs: [] };
  }
}

/** Stop claiming: an error (of body `b`) ends the parse once every body before it is an entry. */
function fail(share: Share, b: number): void {
  share.failedAt = Math.min(share.failedAt ?? b, b);
  stopClaims(share);
}

/** No side claims another shared body; those claimed so far are still rendered. */
function stopClaims(share: Share): void {
  const claimed = Atomics.exchange(share.counters, 0, share.pending.length);
  share.claimedAtStop ??= Math.min(claimed, share.pending.length);
}

/** Take what the helpers posted. */
function take(share: Share): void {
  for (const port of share.ports) {
    for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
      const msg = m.message as HelpedBody;
      if (msg.done) {
        share.working--;
        continue;
      }
      const b = share.pending[msg.i];
      if (msg.deferred) share.deferred.push(b);
      else if (msg.error) {
        share.outcomes[b] = { error: deserializeError(msg.error), outputs: [] };
        fail(share, b);
      } else {
        share.helped++;
        share.outcomes[b] = { rendered: msg.rendered, outputs: [share.looked[b], msg.outputs!] };
      }
    }
  }
}

/** With no helper left claiming: bodies claimed but never posted (a helper that stopped) are rendered here. */
function leftToThisThread(share: Share): void {
  const claimed = share.claimedAtStop ?? Math.min(Atomics.load(share.counters, 0), share.pending.length);
  for (let c = 0; c < claimed; c++) {
    const b = share.pending[c];
    if (!share.outcomes[b] && !share.deferred.includes(b)) share.deferred.push(b);
  }
}

/** Make entries of the outcomes in order, as far as they are there; stop at an error. */
function flush(share: Share, add: (body: PlannedBody, entry: ContentEntry) => void): void {
  const { ctx, merged, bodies, outcomes } = share;
  const entryCtx = { authors: ctx.authors, warnings: merged.warnings, config: ctx.config };
  const at = (b: number) => outcomes[b] ?? fromCopy(share, b);
  for (let o = at(share.cursor); o && o.error === undefined; o = at(++share.cursor)) {
    for (const out of o.outputs) mergeOutputs(share, out);
    if (o.rendered && share.copies.firsts.has(share.cursor)) share.copies.kept.set(share.cursor, o.rendered);
    const source = share.sources[share.cursor];
    if (o.rendered && source) ctx.cache!.bodies.keep(source, o.rendered);
    const body = bodies[share.cursor];
    add(body, entryOfFields(body.head, o.fields ?? o.rendered!.value, entryCtx));
    outcomes[share.cursor] = { outputs: [] };
  }
}

/**
 * Which bodies are copies of an earlier one (the same bytes and place, see copy-reuse.ts), rendered by neither
 * side: once the entries reach one, it takes its first's render, or (when that does not hold for it) this thread
 * renders it. `see(b)` tells whether body `b` (not in the build cache) is such a copy.
 */
function planCopies(bodies: PlannedBody[], ctx: ParseContext) {
  const byKey = new Map<string, number>();
  const copyOf = new Map<number, number>();
  const firsts = new Set<number>();
  const see = (b: number) => {
    const key = ctx.copies?.keys.get(bodies[b].head);
    if (key === undefined) return false;
    const first = byKey.get(key);
    if (first === undefined) {
      byKey.set(key, b);
      return false;
    }
    copyOf.set(b, first);
    firsts.add(first);
    return true;
  };
  /** The renders of `firsts`, kept once their entries are made. */
  const kept = new Map<number, RenderedBody>();
  return { see, copyOf, firsts, kept };
}

/** Body `b`, a copy, from its first's render; undefined when it is not a copy or must render (it is then queued). */
function fromCopy(share: Share, b: number): Outcome | undefined {
  const first = share.copies.copyOf.get(b);
  if (first === undefined) return undefined;
  // Tried once: a copy that must render itself is rendered like a body a helper handed back.
  share.copies.copyOf.delete(b);
  const { ctx, bodies } = share;
  const original = share.copies.kept.get(first);
  const { head } = bodies[b];
  const reused = original && reuseFor(head, renderContextOf(head, ctx), original, bodies[first].head.file.absPath);
  if (!reused) {
    // What asking again left (an image) is the render's to add, in its place.
    takeOutputs(ctx, []);
    share.deferred.push(b);
    return undefined;
  }
  return (share.outcomes[b] = { rendered: reused, outputs: [share.looked[b], takeOutputs(ctx, [])] });
}

/** Add one body's outputs to the parse's, as one thread adds them: each image, island and CSS file once. */
function mergeOutputs(share: Share, out: BodyOutputs): void {
  const { merged, ctx } = share;
  for (const [url, file] of out.assets) if (!merged.assets.has(url)) merged.assets.set(url, file);
  for (const island of out.islands) merged.islands.set(island.id, island);
  for (const [file, css] of out.css) if (!merged.css.has(file)) merged.css.set(file, css);
  keepMade(out.highlights);
  for (const [key, summary] of out.summaries) ctx.summaries.adopt(key, summary);
}

/** What the body just rendered in `ctx` left there (taken out, so the next body starts empty). */
export function takeOutputs(ctx: ParseContext, highlights: Made): BodyOutputs {
  const outputs: BodyOutputs = {
    assets: [...ctx.assets],
    islands: [...ctx.mdx.islands.values()],
    css: [...ctx.mdx.css],
    highlights,
    summaries: [],
  };
  ctx.assets.clear();
  ctx.mdx.islands.clear();
  ctx.mdx.css.clear();
  return outputs;
}

/** A copy of `value` without its functions (they cannot cross to another thread). */
export function withoutFunctions(value: unknown): unknown {
  if (typeof value === 'function') return undefined;
  if (Array.isArray(value)) return value.map(withoutFunctions);
  const prototype = value === null || typeof value !== 'object' ? undefined : Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as object)) if (typeof v !== 'function') copy[key] = withoutFunctions(v);
  return copy;
}
