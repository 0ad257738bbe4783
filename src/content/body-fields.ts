/**
 * The second pass of parsing, for one source: its body rendered into the fields its entry takes from it (HTML,
 * TOC, anchors, links, first paragraph...), through the build cache when there is one. The main thread and the
 * parse workers (parse-worker.ts) run the same function, each with a context of its own.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BodyCache } from '../cache/body-cache.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { Markdown } from '../markdown/create-markdown.js';
import { createEnv } from '../markdown/env.js';
import { checkEsm } from '../markdown/mdx/evaluate.js';
import { createMdxState, type MdxGlobals, type MdxState } from '../markdown/mdx/mdx-state.js';
import { extractMdx } from '../markdown/preprocess.js';
import type { Author, BuildWarning, ClientModule, ContentEntry, ContentFile, FrontMatter } from '../types.js';
import { renderBody } from './render-body.js';
import {
  addToIndex,
  AssetLog,
  assetResolver,
  createLinkIndex,
  fiddleReader,
  linkResolver,
  type LinkIndex,
} from './resolvers.js';
import { isInsideSite } from './site-paths.js';
import { createSummaries } from './structure-summaries.js';
import { defaultCounterpart } from './translation-folders.js';
/** A source after the first pass. */
export interface Head {
  file: ContentFile;
  id: string;
  permalink: string;
  fm: FrontMatter;
  body: string;
  bodyLine: number;
  date?: string;
  /** 'Edit this page' target (config `editUrl` or front matter `custom_edit_url`), null for none. */
  editUrl?: string | null;
}

/** The build caches parsing reads and fills. */
export interface ParseCaches {
  bodies: BodyCache<RenderedFields>;
  summaries: BodyCache<string>;
}

/** What the components of all Markdown files brought in (filled as bodies render). */
export interface MdxOutputs {
  islands: Map<string, ClientModule>;
  css: Map<string, string>;
}

/** What every body render of one parse shares: where each source lives (for links), images, fiddles, authors. */
export interface ParseContext {
  config: ResolvedConfig;
  md: Markdown;
  index: LinkIndex;
  resolveAsset: ReturnType<typeof assetResolver>;
  readFiddle: ReturnType<typeof fiddleReader>;
  authors: Map<string, Author>;
  /** Filled as bodies render: each relative image's public URL -> its file, in the order first met. */
  assets: AssetLog;
  /** Per locale: the summary of the page at a site path (structure link previews). */
  summaries: (locale: string) => (path: string) => string | null;
  /** Filled as bodies render: what a body uses that sitegen renders only in part. */
  warnings: BuildWarning[];
  /** Filled as bodies render: the islands and CSS Markdown components brought in. */
  mdx: MdxOutputs;
  /** The site's MDXComponents (components in scope in every Markdown file), if it has one. */
  mdxGlobals?: MdxGlobals;
  /** The build cache, when the build keeps one (bodies and structure summaries). */
  cache?: ParseCaches;
}

/**
 * The context of body renders, from what the site folder gave: the part a parse worker builds for itself (it
 * gets only bodies that import nothing, of a site without MDXComponents: it renders no components, and needs
 * neither authors nor MDXComponents).
 */
export function createBodyContext({
  config,
  md,
  heads,
  cache,
  authors = new Map(),
  warnings = [],
  mdxGlobals,
}: {
  config: ResolvedConfig;
  md: Markdown;
  heads: Head[];
  cache?: ParseCaches;
  authors?: Map<string, Author>;
  warnings?: BuildWarning[];
  mdxGlobals?: MdxGlobals;
}): ParseContext {
  const index = createLinkIndex();
  for (const h of heads) if (h.file.locale === config.i18n.defaultLocale) addToIndex(index, h.file, h.permalink);
  for (const h of heads) addToIndex(index, h.file, h.permalink);
  const assets = new AssetLog();
  const resolveAsset = assetResolver(config, assets, defaultCounterpart(config));
  const summaries = createSummaries({
    md,
    heads,
    defaultLocale: config.i18n.defaultLocale,
    cache: cache && { store: cache.summaries, root: config.root },
  });
  return {
    config,
    md,
    index,
    resolveAsset,
    readFiddle: fiddleReader(config),
    authors,
    assets,
    summaries,
    warnings,
    mdx: { islands: new Map(), css: new Map() },
    ...(mdxGlobals ? { mdxGlobals } : {}),
    cache,
  };
}

/** The fields of an entry that rendering its body yields (through the build cache when there is one). */
export function bodyFields(head: Head, ctx: ParseContext): RenderedFields {
  const resolveLink = linkResolver(ctx.index, ctx.config, {
    kind: head.file.kind,
    absPath: head.file.absPath,
    permalink: head.permalink,
    docsNs: head.file.docsNs,
  });
  const rctx: RenderContext = {
    config: ctx.config,
    md: ctx.md,
    resolveLink,
    resolveAsset: ctx.resolveAsset,
    readFiddle: ctx.readFiddle,
    summaryOf: ctx.summaries(head.file.locale),
    mdx: ctx.mdx,
    mdxGlobals: ctx.mdxGlobals,
    cache: ctx.cache?.bodies,
  };
  return rctx.cache ? cachedFields(head, rctx, rctx.cache) : renderFields(head, rctx).value;
}

interface RenderContext {
  config: ResolvedConfig;
  md: Markdown;
  resolveLink: ReturnType<typeof linkResolver>;
  resolveAsset: ReturnType<typeof assetResolver>;
  readFiddle: ReturnType<typeof fiddleReader>;
  summaryOf: (path: string) => string | null;
  mdx: MdxOutputs;
  mdxGlobals?: MdxGlobals;
  cache?: BodyCache<RenderedFields>;
}

/** What rendering a body yields, before it becomes entry fields; what the build cache keeps per source. */
export interface RenderedFields {
  html: string;
  excerptHtml: string | null;
  leadingH1: string | null;
  firstParagraph: string;
  toc: ContentEntry['toc'];
  anchors: string[];
  links: ContentEntry['links'];
  features: ContentEntry['features'];
  /** Words of a blog post's body (reading time). */
  words?: number;
}

/**
 * The body through the cache: keyed by the source's bytes and place, valid while the resolvers answer its
 * questions (links, images, fiddles, structure summaries) as they did. A body whose imports (MDX `import`) read
 * the site's files (components, packages, partials) is rendered every time; theme imports (`@theme/Tabs`) are
 * sitegen's own, part of the cache's scope.
 */
function cachedFields(head: Head, ctx: RenderContext, cache: BodyCache<RenderedFields>): RenderedFields {
  const { file } = head;
  const key = path.relative(ctx.config.root, file.absPath).split(path.sep).join('/');
  const input = createHash('sha256')
    .update(JSON.stringify([file.kind, file.locale, file.relPath, key, head.permalink, head.bodyLine]))
    .update('\0')
    .update(file.source)
    .digest('hex');
  const deps = {
    resolveLink: ctx.resolveLink,
    resolveAsset: ctx.resolveAsset,
    readFiddle: ctx.readFiddle,
    summaryOf: ctx.summaryOf,
  };
  return cache.through({ key, input, deps }, (recorded) => renderFields(head, { ...ctx, ...recorded }));
}

/** Render the body into the fields an entry takes from it. */
function renderFields(head: Head, ctx: RenderContext): { value: RenderedFields; cacheable: boolean } {
  const { file, fm } = head;
  const { body, esm } = extractMdx(head.body);
  const env = createEnv({
    file: file.absPath,
    relPath: file.relPath,
    source: file.source,
    lineOffset: head.bodyLine - 1,
    resolveLink: ctx.resolveLink,
    resolveAsset: ctx.resolveAsset,
    readFiddle: ctx.readFiddle,
    summaryOf: ctx.summaryOf,
  });
  // Import/export blocks are parsed as JavaScript only in files that have them.
  if (esm.length) checkEsm(esm, env);
  const isInside = (f: string) => isInsideSite(ctx.config, f);
  env.mdx = createMdxState(esm, { ...ctx.config, globals: ctx.mdxGlobals, isInsideSite: isInside });
  (env.mdx as MdxState).scope = { frontMatter: fm, metadata: docusaurusMetadata(head, ctx.config) };
  // Blog titles come from front matter: the post's own leading H1 is dropped.
  const rendered = renderBody({
    md: ctx.md,
    body,
    env,
    dropLeadingH1: file.kind === 'blog',
  });
  keepMdxOutputs(env.mdx as MdxState, ctx);
  const value: RenderedFields = {
    html: rendered.html,
    excerptHtml: rendered.excerptHtml,
    leadingH1: rendered.leadingH1,
    firstParagraph: rendered.firstParagraph,
    toc: env.toc,
    anchors: env.anchors,
    links: env.links,
    features: env.features,
  };
  if (file.kind === 'blog') value.words = countWords(body);
  return { value, cacheable: !(env.mdx as MdxState).readsSiteFiles };
}

/** A source's `metadata` as MDX expressions see it in Docusaurus 2 (the fields known before its body renders). */
function docusaurusMetadata(head: Head, config: ResolvedConfig): Record<string, unknown> {
  const { file, fm } = head;
  const source = `@site/${path.relative(config.root, file.absPath).split(path.sep).join('/')}`;
  const metadata: Record<string, unknown> = {
    id: head.id,
    unversionedId: head.id,
    title: typeof fm.title === 'string' ? fm.title : undefined,
    description: typeof fm.description === 'string' ? fm.description : undefined,
    source,
    sourceDirName: path.posix.dirname(file.relPath),
    permalink: `${config.baseUrl.replace(/\/$/, '')}${head.permalink}`,
    editUrl: head.editUrl ?? undefined,
    frontMatter: fm,
  };
  if (head.date) metadata.date = head.date;
  return metadata;
}

/** The islands and CSS a source's components brought in, for the client bundle and the site's stylesheet. */
function keepMdxOutputs(mdx: MdxState, ctx: RenderContext): void {
  for (const id of mdx.clientModules ?? []) ctx.mdx.islands.set(id, { id, file: path.join(ctx.config.root, id) });
  for (const [file, css] of mdx.css ?? []) if (!ctx.mdx.css.has(file)) ctx.mdx.css.set(file, css);
}

/**
 * Words for reading time. Chinese and Japanese (and Korean) are written without spaces, so each of their
 * characters counts as a word, as the reading-time package Docusaurus uses counts them; a translated post then
 * reads about as long as the original instead of "1 min".
 */
export function countWords(text: string): number {
  const stripped = text.replace(/```[\s\S]*?```/g, ' ').replace(/<[^>]+>/g, ' ');
  return stripped.match(WORD)?.length ?? 0;
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const WORD = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}'’-])+`, 'gu');

/** One body's render and what it brought in. */
export interface BodyResult {
  fields: RenderedFields;
  /** Images that joined the asset map while it rendered: [url, file]. */
  assets: [string, string][];
  islands: ClientModule[];
  /** Component CSS: [file, css]. */
  css: [string, string][];
}

/** Render one body, keeping apart what it brought in. */
export function renderOneBody(head: Head, ctx: ParseContext): BodyResult {
  const from = ctx.assets.added.length;
  const mdx = { islands: new Map<string, ClientModule>(), css: new Map<string, string>() };
  const fields = bodyFields(head, { ...ctx, mdx });
  return { fields, assets: ctx.assets.added.slice(from), islands: [...mdx.islands.values()], css: [...mdx.css] };
}
