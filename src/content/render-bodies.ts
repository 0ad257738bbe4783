/**
 * The second pass of parsing for every chosen source: each body rendered once, here or on a parse worker
 * (parse-pool.ts), and what the bodies brought in (images, islands, component CSS) merged in source order, so the
 * result does not depend on which thread rendered what. A body that imports modules renders here (its components
 * are bundled and run on this thread, under the time limit of site code), and so does every body of a site with
 * MDXComponents or markdown plugins.
 */
import type { ClientModule } from '../types.js';
import { renderOneBody, type BodyResult, type Head, type ParseContext, type RenderedFields } from './body-fields.js';
import type { Failed, ParsePool, Rendered } from './parse-pool.js';

/** Every chosen body's fields (in the order of `chosen`), and what they brought in, merged in that order. */
export interface RenderedBodies {
  fields: RenderedFields[];
  assets: Map<string, string>;
  islands: Map<string, ClientModule>;
  css: Map<string, string>;
}

/**
 * Render the bodies of `chosen` (a subset of `heads`, in order). With a pool and a build that renders every body
 * (no build cache: its hits replay questions in source order), the bodies that may leave this thread are shared
 * with the workers, which take the next one as they finish, as this thread does.
 */
export async function renderBodies({
  heads,
  chosen,
  ctx,
  pool,
}: {
  heads: Head[];
  chosen: Head[];
  ctx: ParseContext;
  pool: ParsePool | null;
}): Promise<RenderedBodies> {
  const shareable = pool && !ctx.cache && !ctx.mdxGlobals ? pool.shareable(ctx.md) : null;
  if (!shareable) return mergeResults(chosen.map((head) => renderOneBody(head, ctx)));
  const results: Rendered[] = new Array(chosen.length);
  const here: number[] = [];
  const shared: number[] = [];
  chosen.forEach((head, i) => (shareable(head) ? shared : here).push(i));
  // Workers know every head (links and summaries need them) and render those at the positions they are given.
  const position = new Map(heads.map((head, i) => [head, i]));
  const run = pool!.render({ config: ctx.config, heads, shared: shared.map((i) => position.get(chosen[i])!) });
  const attempt = (i: number) => (results[i] = tryRender(chosen[i], ctx));
  here.forEach(attempt);
  for (let next = run.claim(); next >= 0; next = run.claim()) attempt(shared[next]);
  // What a worker did not render (it stopped, or could not take the job) renders here.
  const fromWorkers = await run.results;
  shared.forEach((i, n) => (results[i] ??= fromWorkers.get(n) ?? tryRender(chosen[i], ctx)));
  const failed = results.find((r): r is Failed => 'error' in r);
  if (failed) throw failed.error;
  return mergeResults(results as BodyResult[]);
}

function tryRender(head: Head, ctx: ParseContext): Rendered {
  try {
    return renderOneBody(head, ctx);
  } catch (error) {
    return { error };
  }
}

/** Merge in order: the first body to bring in an image or a CSS file places it, as a render in order does. */
function mergeResults(results: BodyResult[]): RenderedBodies {
  const assets = new Map<string, string>();
  const islands = new Map<string, ClientModule>();
  const css = new Map<string, string>();
  for (const r of results) {
    for (const [url, file] of r.assets) assets.set(url, file);
    for (const island of r.islands) islands.set(island.id, island);
    for (const [file, text] of r.css) if (!css.has(file)) css.set(file, text);
  }
  return { fields: results.map((r) => r.fields), assets, islands, css };
}
