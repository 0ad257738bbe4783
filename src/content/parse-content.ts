/**
 * The parse stage: every source's head (front matter, id, URL), then every body rendered into its entry, in this
 * thread or, for a site of many bodies, shared with helper threads (shared-parse.ts). See parse-entries.ts.
 */
import { runSiteCodeClaims } from '../config/run-site-code.js';
import { runsSitePlugins, type Markdown } from '../markdown/create-markdown.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { ContentEntry, ContentFile } from '../types.js';
import {
  callOf,
  createParseContext,
  planBodies,
  readHeads,
  renderEntry,
  renderWithSidebar,
  SLICE_MS,
  type Head,
  type MarkdownFound,
  type MdxOutputs,
  type ParseContext,
  type ParseCaches,
  type ParsedContent,
  type PlannedBody,
} from './parse-entries.js';
import { renderShared, type ParseHelpers } from './shared-parse.js';
import { findCopies } from './copy-reuse.js';
import { opensWithBundledImport } from '../markdown/mdx/evaluate.js';
import * as esbuild from '../lazy-esbuild.js';
import type { DocsSidebarView } from '../types.js';

export interface ParseOptions {
  config: ResolvedConfig;
  files: ContentFile[];
  md: Markdown;
  /** Keep drafts (dev server) or drop them (production build). */
  includeDrafts: boolean;
  /** The persistent caches of rendered bodies and structure summaries (`build` without `--no-cache`). */
  cache?: ParseCaches;
  /**
   * Work in flight that needs this thread now and then (esbuild's plugins and results are answered on its event
   * loop): until it settles, bodies render in slices of a few milliseconds with a turn of the loop between them.
   */
  alongside?: Promise<unknown>;
  /** Called with each entry as soon as its body is rendered (the search analysis thread starts on it then). */
  onEntry?: (entry: ContentEntry) => void;
  /**
   * Called when a body brings in an island or CSS that no body before it did, with all found so far (the client
   * bundle is started on them then, beside the rest of the parse).
   */
  onMarkdownFound?: (found: MarkdownFound) => void;
  /** Idle threads that may render a share of the bodies (the render pool's, before it renders pages). */
  helpers?: ParseHelpers | null;
}

/** Parse every file: front matter, URL, body HTML, TOC and links. */
export async function parseEntries(options: ParseOptions): Promise<ParsedContent> {
  const { config, files, md, includeDrafts, cache, alongside, onEntry, helpers, onMarkdownFound } = options;
  const heads = readHeads(files, config);
  const ctx = await createParseContext({ config, md, heads, cache });
  if (onMarkdownFound) ctx.mdx.onGrown = (outputs) => onMarkdownFound(markdownFound(outputs));
  const { bodies, warnings } = planBodies(heads, { config, includeDrafts });
  // Copies of a source (same bytes and place) take its first render (copy-reuse.ts); `SITEGEN_REUSE_COPIES=0`
  // renders each anew, to compare.
  if (process.env.SITEGEN_REUSE_COPIES !== '0') ctx.copies = findCopies(bodies.map((b) => b.head));
  const entries = new Map<string, ContentEntry>();
  // The docs whose components read their sidebar, which render again once it is known (routes/sidebar-bodies.ts).
  const readers = new Map<ContentEntry, Head>();
  const add = (body: PlannedBody, entry: ContentEntry) => {
    entries.set(body.key, entry);
    if (entry.readsSidebar) readers.set(entry, body.head);
    onEntry?.(entry);
  };
  const withSidebar = (): Pick<ParsedContent, 'withSidebar'> =>
    readers.size ? { withSidebar: (entry, view) => rerender(readers.get(entry), ctx, view) ?? entry } : {};
  if (helpers && helpers.size > 0 && bodies.length >= SHARE_FROM && !runsSitePlugins(md) && !ctx.mdxGlobals) {
    const shared = await renderShared({ heads, bodies, ctx, helpers, alongside, add });
    return { entries, ...shared, warnings: [...warnings, ...shared.warnings], ...withSidebar() };
  }
  // A body that imports site code, a package or a partial bundles it with esbuild's synchronous service: started
  // now, it is ready when that body renders.
  if (bodies.some((body) => opensWithBundledImport(body.head.body))) esbuild.prepareSyncService();
  await renderInTurn(bodies, { alongside, render: (body) => add(body, renderEntry(body.head, ctx)) });
  return {
    ...withSidebar(),
    entries,
    assets: ctx.assets,
    warnings: [...warnings, ...ctx.warnings],
    ...markdownFound(ctx.mdx),
  };
}

/** The islands and CSS Markdown's components brought in, in the order the client bundle takes them. */
function markdownFound(outputs: MdxOutputs): MarkdownFound {
  return {
    islands: [...outputs.islands.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    css: [...outputs.css.values()].join(''),
  };
}

/** `head`'s entry rendered with its sidebar; undefined for no head (an entry whose components do not read it). */
function rerender(head: Head | undefined, ctx: ParseContext, view: DocsSidebarView): ContentEntry | undefined {
  return head && renderWithSidebar(head, ctx, view);
}

/** Bodies from this many on are shared with helper threads (fewer render sooner here than a thread starts). */
export const SHARE_FROM = 50;

/**
 * Render each body in this thread, in order. Bodies run site code (MDX components, markdown plugins): one time
 * limit per run of bodies, not one per body. While `alongside` is under way they render in slices of a few
 * milliseconds, the event loop turning between them.
 */
export async function renderInTurn(
  bodies: PlannedBody[],
  { alongside, render }: { alongside?: Promise<unknown>; render: (body: PlannedBody) => void },
): Promise<void> {
  let waiting = alongside !== undefined;
  const settled = () => void (waiting = false);
  alongside?.then(settled, settled);
  let next = 0;
  const claim = () => (next < bodies.length ? bodies[next++] : undefined);
  while (next < bodies.length) {
    runSiteCodeClaims(claim, render, callOf, { forMs: waiting ? SLICE_MS : Infinity });
    if (waiting) await new Promise((resolve) => setImmediate(resolve));
  }
}
