/**
 * ContentFile -> ContentEntry. Two passes: first every source's front matter and URL (links need to know where
 * every other source lives), then each body is rendered once. A translated source is its own entry; a locale
 * without translations reuses the default entries, so Markdown is parsed once per source, not once per locale.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BodyCache } from '../cache/body-cache.js';
import { recording, type RecordedCall } from '../cache/recorded-calls.js';
import { reuseCopy, type Copies, type CopyableResult } from './copy-reuse.js';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError } from '../errors.js';
import { createEnv, type AssetResolver, type ImageSizer, type PartialReader } from '../markdown/env.js';
import { takeHeadTags } from './head-tags.js';
import { holdOutput } from '../held-output.js';
import { runsSitePlugins, type Markdown } from '../markdown/create-markdown.js';
import { checkEsm } from '../markdown/mdx/evaluate.js';
import { readMdxGlobals } from '../markdown/mdx/mdx-components.js';
import { sectionOf, stripImports, strippedPattern } from '../markdown/mdx/stripped-imports.js';
import { clientModuleOf } from '../markdown/mdx/sitegen-islands.js';
import { createMdxState, type MdxGlobals, type MdxState } from '../markdown/mdx/mdx-state.js';
import { rendersAlikeInCopies } from '../markdown/mdx/place-free.js';
import { extractMdx } from '../markdown/preprocess.js';
import type { BuildWarning, ClientModule, ContentEntry, ContentFile, FrontMatter } from '../types.js';
import { authorsOfBlog, loadBlogAuthors, postAuthors, type BlogAuthors } from './authors.js';
import { editUrlOf, editUrlsOf } from './edit-url.js';
import { checkFrontMatter } from './front-matter-fields.js';
import { parseFrontMatter } from './front-matter.js';
import { readPartialSource, renderBody } from './render-body.js';
import { docusaurusExcerpt } from './docusaurus-excerpt.js';
import { digestHtml, rememberHtmlDigest } from './html-digest.js';
import { tagFields } from './tag-fields.js';
import { containHead, isInsideSite } from './site-paths.js';
import { defaultCounterpart } from './translation-folders.js';
import { createSummaries, type Summaries } from './structure-summaries.js';
import { detached } from './detach-strings.js';
import { docsVersionOf, nsId, plainId, withoutVersionPrefix } from '../config/docs-versions.js';
import { blogOf } from '../config/blogs.js';
import { docNumberPrefixParser, numberPrefixParserOf } from './number-prefixes.js';
import { blogNameParts, blogPermalink, docId, docPermalink, markdownPagePermalink } from './permalinks.js';
import {
  addToIndex,
  assetResolvers,
  createLinkIndex,
  fiddleReader,
  linkResolver,
  type AssetMap,
  type LinkIndex,
} from './resolvers.js';
import { docusaurusContextOf, localeBaseOf } from '../config/docusaurus/global-data.js';
import { resolveRoots } from '../config/docusaurus/webpack-resolve.js';
import { siteRootFile, type SiteRootFile } from '../site-root-file.js';
import type { DocsSidebarView } from '../types.js';

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

/** The parsed entries, keyed by `entryKey`, and the images they reference. */
export interface ParsedContent {
  entries: Map<string, ContentEntry>;
  assets: AssetMap;
  /** Sources skipped because an earlier one has the same id (duplicate-route warnings). */
  warnings?: BuildWarning[];
  /** Client modules that Markdown files import: islands, sorted by id. */
  islands?: ClientModule[];
  /** The CSS that Markdown files' components import, each file once, in the order first met. */
  css?: string;
  /** How many bodies helper threads rendered (shared-parse.ts); 0 or absent when this thread rendered all. */
  helped?: number;
  /**
   * The entry of a doc whose components read its sidebar (`readsSidebar`), rendered again with it (see
   * routes/sidebar-bodies.ts); absent when no doc's do.
   */
  withSidebar?: RenderWithSidebar;
}

/** Renders a doc's body again with its page's sidebar known; any other entry is returned as it is. */
export type RenderWithSidebar = (entry: ContentEntry, sidebar: DocsSidebarView) => ContentEntry;

/** The islands and CSS that Markdown files brought in, in the order the client bundle takes them. */
export interface MarkdownFound {
  islands: ClientModule[];
  css: string;
}

/** What the components of all Markdown files brought in (filled as bodies render). */
export interface MdxOutputs {
  islands: Map<string, ClientModule>;
  css: Map<string, string>;
  /** The parse's files to copy (URL -> file), which the files their stylesheets name join. */
  assets: AssetMap;
  /** Called when a body adds an island or CSS. */
  onGrown?: (outputs: MdxOutputs) => void;
}

/**
 * The key of an entry: its kind, locale and id, and the blog of a post of a blog other than the main one (two
 * blogs may each have a post of the same slug).
 */
export function entryKey(kind: string, locale: string, id: string, blogId?: string): string {
  return blogId ? `${kind}:${locale}:${blogId}::${id}` : `${kind}:${locale}:${id}`;
}

/** A source whose body renders, and its entry's key. */
export interface PlannedBody {
  head: Head;
  key: string;
}

/**
 * The sources whose bodies render, in order: drafts are left out of a production build, and of two sources with
 * one id (`faq.md` beside `faq.mdx`, one blog slug twice) the first in path order stays, the other is a warning.
 */
export function planBodies(
  heads: Head[],
  { config, includeDrafts }: { config: ResolvedConfig; includeDrafts: boolean },
) {
  const bodies: PlannedBody[] = [];
  const warnings: BuildWarning[] = [];
  const firsts = new Map<string, Head>();
  for (const head of heads) {
    if (head.fm.draft === true && !includeDrafts) continue;
    // Its own copy: an id from front matter is cut from the source (see detach-strings.ts).
    const key = detached(entryKey(head.file.kind, head.file.locale, head.id, head.file.blogId));
    const first = firsts.get(key);
    if (first) warnings.push(duplicateWarning(config, first, head));
    else {
      firsts.set(key, head);
      bodies.push({ head, key });
    }
  }
  return { bodies, warnings };
}

/** What a body's render is, for the error when it runs past the time limit. */
export const callOf = ({ head }: { head: Head }) => ({
  file: head.file.absPath,
  doing: `rendering ${head.file.absPath}`,
});

/**
 * How long bodies render before the event loop turns while other work shares the thread: esbuild waits for its
 * plugins' answers at most that long, and the turns (each a new time-limited run of site code) stay few.
 */
export const SLICE_MS = 8;

/** The spec's duplicate-route warning, naming both sources. */
function duplicateWarning(config: ResolvedConfig, first: Head, head: Head): BuildWarning {
  const rel = (file: string) => path.relative(config.root, file);
  const same = first.permalink === head.permalink;
  return {
    code: 'duplicate-route',
    file: head.file.absPath,
    message: same
      ? `${rel(head.file.absPath)} and ${rel(first.file.absPath)} both claim the URL ${head.permalink}; the first one is used`
      : `${rel(head.file.absPath)} and ${rel(first.file.absPath)} both have the ${head.file.kind} id "${head.id}"; the first one is used`,
    link: head.permalink,
  };
}

/** What every body render of one parse shares: where each source lives (for links), images, fiddles, authors. */
export interface ParseContext {
  config: ResolvedConfig;
  md: Markdown;
  index: LinkIndex;
  resolveAsset: AssetResolver;
  imageSize: ImageSizer;
  readFiddle: ReturnType<typeof fiddleReader>;
  authors: BlogAuthors;
  /** Filled as bodies render: each relative image's public URL -> its file. */
  assets: AssetMap;
  /** Per locale: the summary of the page at a site path (structure link previews). */
  summaries: Summaries;
  /** Filled as bodies render: what a body uses that sitegen renders only in part. */
  warnings: BuildWarning[];
  /** Filled as bodies render: the islands and CSS Markdown components brought in. */
  mdx: MdxOutputs;
  /** The site's MDXComponents (components in scope in every Markdown file), if it has one. */
  mdxGlobals?: MdxGlobals;
  /**
   * The site's Root (and Layout wrapper), looked up on first need and kept for the parse: each Markdown file with
   * components asked for it, eight file checks each (react-native-website: 60 ms of its parse).
   */
  siteRoot?: () => SiteRootFile | undefined;
  /** The build cache, when the build keeps one (bodies and structure summaries). */
  cache?: ParseCaches;
  /** The sources that have copies, and the first render of each, when copies take it (copy-reuse.ts; not `dev`). */
  copies?: Copies<RenderedFields>;
}

/** Index every head's URL, set up the resolvers, and load the authors and the site's MDXComponents. */
export async function createParseContext(options: {
  config: ResolvedConfig;
  md: Markdown;
  heads: Head[];
  cache?: ParseCaches;
}): Promise<ParseContext> {
  const ctx = createBodyContext(options);
  const { config } = options;
  ctx.authors = await loadBlogAuthors(config, { warnings: ctx.warnings, resolveImage: ctx.resolveAsset });
  const mdxGlobals = readMdxGlobals(config.root, ctx.warnings);
  let found: { file: SiteRootFile | undefined } | undefined;
  const siteRoot = () => (found ??= { file: siteRootFile(config.root) }).file;
  return mdxGlobals ? { ...ctx, mdxGlobals, siteRoot } : { ...ctx, siteRoot };
}

/**
 * What rendering bodies needs (without authors and MDXComponents, which only this thread reads): every head's URL
 * indexed (the default locale's first, so links prefer it), the resolvers and the structure summaries.
 */
export function createBodyContext({
  config,
  md,
  heads,
  cache,
  onSummary,
}: {
  config: ResolvedConfig;
  md: Markdown;
  heads: Head[];
  cache?: ParseCaches;
  /** Called with each structure summary computed (a helper thread reports them; see shared-parse.ts). */
  onSummary?: (key: string, summary: string) => void;
}): ParseContext {
  const index = createLinkIndex();
  for (const h of heads) if (h.file.locale === config.i18n.defaultLocale) addToIndex(index, h.file, h.permalink);
  for (const h of heads) addToIndex(index, h.file, h.permalink);
  const assets: AssetMap = new Map();
  const summaries = createSummaries({
    md,
    heads,
    defaultLocale: config.i18n.defaultLocale,
    cache: cache && { store: cache.summaries, root: config.root },
    onComputed: onSummary,
  });
  return {
    config,
    md,
    index,
    ...assetResolvers(config, assets, defaultCounterpart(config)),
    readFiddle: fiddleReader(config),
    authors: new Map(),
    assets,
    summaries,
    warnings: [],
    mdx: { islands: new Map(), css: new Map(), assets },
    cache,
  };
}

/** Second pass for one source: render its body into its entry. */
export function renderEntry(head: Head, ctx: ParseContext): ContentEntry {
  return renderHead(head, renderContextOf(head, ctx));
}

/** What rendering one source's body uses: the parse's context, with that source's own link resolver. */
export function renderContextOf(head: Head, ctx: ParseContext): RenderContext {
  const resolveLink = linkResolver(ctx.index, ctx.config, {
    kind: head.file.kind,
    absPath: head.file.absPath,
    permalink: head.permalink,
    docsNs: head.file.docsNs,
    blogId: head.file.blogId,
    pagesId: head.file.pagesId,
  });
  return {
    config: ctx.config,
    md: ctx.md,
    resolveLink,
    resolveAsset: ctx.resolveAsset,
    imageSize: ctx.imageSize,
    readFiddle: ctx.readFiddle,
    readPartial: readPartialSource,
    authors: ctx.authors,
    summaryOf: ctx.summaries(head.file.locale),
    warnings: ctx.warnings,
    mdx: ctx.mdx,
    mdxGlobals: ctx.mdxGlobals,
    siteRoot: ctx.siteRoot,
    cache: ctx.cache?.bodies,
    copies: ctx.copies,
  };
}

/** First pass: front matter, id and URL. */
export function readHead(file: ContentFile, config: ResolvedConfig): Head {
  const head = containHead(readHeadFields(file, config));
  head.editUrl = editUrlOf(file, head.fm, head.permalink, config);
  return head;
}

/** `readHead` of many files; a config's `editUrl` function runs for all of them at once (edit-url.ts). */
export function readHeads(files: ContentFile[], config: ResolvedConfig): Head[] {
  const heads = files.map((file) => containHead(readHeadFields(file, config)));
  editUrlsOf(heads, config).forEach((url, i) => (heads[i].editUrl = url));
  return heads;
}

function readHeadFields(file: ContentFile, config: ResolvedConfig): Head {
  const { data, body, bodyLine } = parseFrontMatter(file.source, file.absPath);
  const fm = checkFrontMatter(data, file.absPath, file.source);
  if (file.kind === 'doc' && file.docsNs) return versionedDocHead({ file, fm, body, bodyLine }, config);
  if (file.kind === 'doc') {
    const parse = docNumberPrefixParser(fm, numberPrefixParserOf(config));
    const permalink = docPermalink(file.relPath, fm, config, { parse });
    return { file, fm, body, bodyLine, id: docId(file.relPath, fm, parse), permalink };
  }
  if (file.kind === 'blog') {
    const parts = blogNameParts(file.relPath);
    const slug = typeof fm.slug === 'string' ? fm.slug.replace(/^\//, '') : parts.slug;
    const date = normalizeDate(fm.date, file) ?? parts.date ?? new Date(file.mtimeMs).toISOString().slice(0, 10);
    return { file, fm, body, bodyLine, id: slug, permalink: blogPermalink(slug, blogOf(config, file.blogId)), date };
  }
  if (file.kind === 'home') return { file, fm, body, bodyLine, id: 'home', permalink: '/home/README' };
  const permalink = markdownPagePermalink(file.relPath, fm, config, file.pagesId);
  return { file, fm, body, bodyLine, id: permalink, permalink };
}

/**
 * A doc of a version other than the main docs' last one: served below its version's URL, its id (and the ids its
 * front matter names: sidebar, paging) inside the version's namespace, so versions never mix.
 */
function versionedDocHead(head: Omit<Head, 'id' | 'permalink'>, config: ResolvedConfig): Head {
  const ns = head.file.docsNs!;
  const version = docsVersionOf(config, ns);
  const fm = { ...head.fm };
  for (const key of ['displayed_sidebar', 'pagination_prev', 'pagination_next'])
    if (typeof fm[key] === 'string') fm[key] = nsId(ns, withoutVersionPrefix(fm[key] as string, version.name));
  const parse = docNumberPrefixParser(head.fm, numberPrefixParserOf(config, version.pluginId));
  const permalink = docPermalink(head.file.relPath, head.fm, config, { base: version.base || '/', parse });
  return { ...head, fm, id: nsId(ns, docId(head.file.relPath, head.fm, parse)), permalink };
}

/** What rendering one body uses (see `renderContextOf`). */
export interface RenderContext {
  config: ResolvedConfig;
  md: Markdown;
  resolveLink: ReturnType<typeof linkResolver>;
  resolveAsset: AssetResolver;
  imageSize: ImageSizer;
  readFiddle: ReturnType<typeof fiddleReader>;
  readPartial: PartialReader;
  authors: BlogAuthors;
  summaryOf: (path: string) => string | null;
  warnings: BuildWarning[];
  mdx: MdxOutputs;
  mdxGlobals?: MdxGlobals;
  siteRoot?: ParseContext['siteRoot'];
  cache?: BodyCache<RenderedFields>;
  copies?: Copies<RenderedFields>;
  /** The page's sidebar, when the body renders again with it (see `MdxState.docsSidebar`). */
  docsSidebar?: DocsSidebarView;
}

/** What making an entry of a rendered body uses: the authors (posts), and where its warnings go. */
export type EntryContext = Pick<RenderContext, 'authors' | 'warnings' | 'config'>;

/** What rendering a body yields, before it becomes entry fields; what the build cache keeps per source. */
export interface RenderedFields {
  html: string;
  /** The digest of `html` (see html-digest.ts), kept in the build cache (a build without it needs none). */
  htmlDigest?: string;
  excerptHtml: string | null;
  leadingH1: string | null;
  firstParagraph: string;
  toc: ContentEntry['toc'];
  anchors: string[];
  links: ContentEntry['links'];
  features: ContentEntry['features'];
  /** What its `<head>` blocks held, for the document head (head-tags.ts). */
  headTags?: string;
  /** Words of a blog post's body (reading time). */
  words?: number;
  /** What the Markdown rules warned about (kept, so a body from the cache warns again). */
  warnings?: BuildWarning[];
  /** A component asked for the page's sidebar before it was known: the doc renders again once it is. */
  readsSidebar?: true;
}

/** Second pass: render the body (through the build cache when there is one, and from an earlier copy). */
function renderHead(head: Head, ctx: RenderContext): ContentEntry {
  const key = ctx.copies?.keys.get(head);
  const fields = ctx.cache
    ? cachedFields(head, ctx, ctx.cache)
    : key !== undefined
      ? renderOnce(head, ctx, key).value
      : renderFields(head, ctx).value;
  return entryOfFields(head, fields, ctx);
}

/** What a render of a body yields: its fields, its calls to the resolvers, and whether a copy may take it. */
export type RenderedBody = CopyableResult<RenderedFields>;

/**
 * The body from the first render of the same bytes and place when it holds for this source (copy-reuse.ts), else
 * rendered, recorded (and kept as that first render when it is the first).
 */
function renderOnce(head: Head, ctx: RenderContext, key: string): RenderedBody {
  const originals = ctx.copies!.firsts;
  const original = originals.get(key);
  const reused = original && reuseFor(head, ctx, original.rendered, original.file);
  if (reused) return reused;
  const rendered = ctx.cache ? renderRecorded(head, ctx) : renderWithCalls(head, ctx);
  if (!original) originals.set(key, { file: head.file.absPath, rendered });
  return rendered;
}

/** `head`'s fields from `rendered`, the render of a copy of it at `file`; null when it must render itself. */
export function reuseFor(head: Head, ctx: RenderContext, rendered: RenderedBody, file: string): RenderedBody | null {
  let reused: RenderedBody | null;
  try {
    reused = reuseCopy({ file, rendered }, { file: head.file.absPath, deps: dependenciesOf(ctx) });
  } catch {
    // A question that fails for this copy (an image it cannot use): its own render reports it, with the line.
    return null;
  }
  if (!reused) return null;
  if (reused.value.htmlDigest !== undefined && reused.value.html !== rendered.value.html)
    reused.value.htmlDigest = digestHtml(reused.value.html);
  return reused;
}

/** The entry of a rendered body; the warnings its render gave join the parse's. */
export function entryOfFields(head: Head, fields: RenderedFields, ctx: EntryContext): ContentEntry {
  if (fields.warnings) ctx.warnings.push(...fields.warnings);
  return detachedEntry(entryOf(head, fields, ctx));
}

/** Fields that are not cut from the source: its HTML (made anew) and its authors (shared with other posts). */
const NOT_CUT = new Set(['html', 'excerptHtml', 'authors']);

/** `entry`, its fields no longer keeping its source and body in memory (see detach-strings.ts), in the same order. */
function detachedEntry(entry: ContentEntry): ContentEntry {
  const copy = Object.entries(entry).map(([key, value]) => [key, NOT_CUT.has(key) ? value : detached(value)]);
  return Object.fromEntries(copy) as ContentEntry;
}

/**
 * The body through the cache: keyed by the source's bytes and place, valid while the resolvers answer its
 * questions (links, images, fiddles, structure summaries) as they did. A body whose imports (MDX `import`) read
 * the site's files (components, packages, partials) is rendered every time; theme imports (`@theme/Tabs`) are
 * sitegen's own, part of the cache's scope.
 */
function cachedFields(head: Head, ctx: RenderContext, cache: BodyCache<RenderedFields>): RenderedFields {
  const source = cacheSource(head, ctx);
  const hit = cache.find(source);
  if (hit) return hit.value;
  const key = ctx.copies?.keys.get(head);
  const rendered = key !== undefined ? renderOnce(head, ctx, key) : renderRecorded(head, ctx);
  cache.keep(source, rendered);
  return rendered.value;
}

/** A body's place in the build cache: its key, the digest of its input, and the questions its render may ask. */
export function cacheSource(head: Head, ctx: RenderContext) {
  const { file } = head;
  const key = path.relative(ctx.config.root, file.absPath).split(path.sep).join('/');
  const input = createHash('sha256')
    .update(JSON.stringify([file.kind, file.locale, file.relPath, key, head.permalink, head.bodyLine]))
    .update('\0')
    .update(file.source)
    .digest('hex');
  return { key, input, deps: dependenciesOf(ctx) };
}

/** The functions through which a render learns about other files (recorded for the build cache). */
function dependenciesOf(ctx: RenderContext) {
  return {
    resolveLink: ctx.resolveLink,
    resolveAsset: ctx.resolveAsset,
    imageSize: ctx.imageSize,
    readFiddle: ctx.readFiddle,
    readPartial: ctx.readPartial,
    summaryOf: ctx.summaryOf,
  };
}

/** Render a body for the build cache: its calls to the resolvers recorded, its HTML's digest taken. */
export function renderRecorded(head: Head, ctx: RenderContext): RenderedBody {
  const rendered = renderWithCalls(head, ctx);
  rendered.value.htmlDigest = digestHtml(rendered.value.html);
  return rendered;
}

/** Render a body with its calls to the resolvers recorded (what its copies ask again, see copy-reuse.ts). */
export function renderWithCalls(head: Head, ctx: RenderContext): RenderedBody {
  const calls: RecordedCall[] = [];
  const rendered = renderFields(head, { ...ctx, ...recording(dependenciesOf(ctx), calls) });
  return { ...rendered, calls };
}

/**
 * Render the body into the fields an entry takes from it. A doc first renders before the sidebars are known; one
 * whose components read its sidebar renders again once they are (routes/sidebar-bodies.ts), and only that render's
 * console output is printed: Docusaurus renders the page once, with its sidebar, and the first render's category
 * is a stand-in, so what it logged (or warned) would be said twice, or wrongly.
 */
export function renderFields(head: Head, ctx: RenderContext): Omit<RenderedBody, 'calls'> {
  if (head.file.kind !== 'doc' || ctx.docsSidebar !== undefined) return renderBodyFields(head, ctx);
  const { value: rendered, release } = holdOutput(() => renderBodyFields(head, ctx));
  if (!rendered.value.readsSidebar) release();
  return rendered;
}

function renderBodyFields(head: Head, ctx: RenderContext): Omit<RenderedBody, 'calls'> {
  const { file } = head;
  const extracted = extractMdx(head.body);
  const { body } = extracted;
  const strippedImports = strippedPattern(ctx.config.docusaurus?.strippedImports, file.kind);
  const { esm, names: strippedNames } = stripImports(extracted.esm, strippedImports);
  const env = createEnv({
    file: file.absPath,
    relPath: file.relPath,
    source: file.source,
    lineOffset: head.bodyLine - 1,
    resolveLink: ctx.resolveLink,
    resolveAsset: ctx.resolveAsset,
    imageSize: ctx.imageSize,
    readFiddle: ctx.readFiddle,
    readPartial: ctx.readPartial,
    summaryOf: ctx.summaryOf,
    npm2yarnTabs: npm2yarnTabsIn(ctx.config, file.kind),
  });
  // Import/export blocks are parsed as JavaScript only in files that have them.
  if (esm.length) checkEsm(esm, env);
  const isInside = (f: string) => isInsideSite(ctx.config, f);
  env.mdx = createMdxState(esm, {
    ...ctx.config,
    globals: ctx.mdxGlobals,
    siteRoot: ctx.siteRoot,
    isInsideSite: isInside,
    ...mdxOfDocusaurus(ctx.config, file),
    ...(strippedImports && { strippedImports }),
    ...(strippedNames.size && { strippedNames }),
    docsSidebar: ctx.docsSidebar ?? outsideDocs(head, ctx.config),
  });
  (env.mdx as MdxState).scope = mdxScope(head, ctx.config);
  // Blog titles come from front matter: the post's own leading H1 is dropped.
  const rendered = renderBody({ md: ctx.md, body, env, dropLeadingH1: file.kind === 'blog' });
  keepMdxOutputs(env.mdx as MdxState, ctx);
  const { html, headTags } = takeHeadTags(rendered.html);
  const value: RenderedFields = {
    html,
    excerptHtml: rendered.excerptHtml && takeHeadTags(rendered.excerptHtml).html,
    leadingH1: rendered.leadingH1,
    firstParagraph: rendered.firstParagraph,
    toc: env.toc,
    anchors: env.anchors,
    links: env.links,
    features: env.features,
  };
  if (headTags) value.headTags = headTags;
  if (file.kind === 'blog') value.words = countWords(body);
  if (env.warnings.length) value.warnings = env.warnings;
  const mdx = env.mdx as MdxState;
  if (mdx.readsSidebar) value.readsSidebar = true;
  // Components and MDX imports may read anything about the file: a copy renders itself (copy-reuse.ts), unless
  // they read only what is the same in every copy (place-free.ts).
  const ranCode = esm.length > 0 || mdx.elements.length > 0 || (mdx.tabs?.length ?? 0) > 0;
  const copyable = !runsSitePlugins(ctx.md) && (!ranCode || rendersAlikeInCopies(mdx));
  return { value, cacheable: !mdx.readsSiteFiles, copyable };
}

/**
 * The description of a source whose front matter gives none: its first paragraph (at most 300 characters). On a
 * Docusaurus site, a doc's is Docusaurus's excerpt (its first line of text, docusaurus-excerpt.ts) and a Markdown
 * page has none, as Docusaurus reads a page's description from its front matter alone. A post keeps its first
 * paragraph, as CONTENT-FORMAT.md says.
 */
function defaultDescription(head: Head, fields: RenderedFields, config: EntryContext['config']): string {
  const { kind } = head.file;
  if (config.docusaurus && kind === 'doc') return docusaurusExcerpt(head.body) ?? '';
  if (config.docusaurus && kind === 'page') return '';
  return fields.firstParagraph.slice(0, 300);
}

/** The entry of a source from its head and its rendered body. */
function entryOf(head: Head, fields: RenderedFields, ctx: EntryContext): ContentEntry {
  const { file, fm } = head;
  const { leadingH1 } = fields;
  const hasOwnH1 = leadingH1 !== null && file.kind !== 'blog';
  const description = fm.description ?? defaultDescription(head, fields, ctx.config);
  // A Docusaurus Markdown page without either has no title (its <title> is the site's), as its metadata has none;
  // a doc's is its base id, as Docusaurus's (the file name without its number prefix, or front matter `id`); a
  // post's its file name without the date (`Version-0.19.0`), as Docusaurus's.
  const fallback =
    ctx.config.docusaurus && file.kind === 'page'
      ? ''
      : file.kind === 'doc'
        ? path.posix.basename(plainId(head.id))
        : file.kind === 'blog'
          ? blogNameParts(file.relPath).text
          : path.basename(file.relPath).replace(/\.mdx?$/, '');
  const title = titleFromHead(head) ?? leadingH1 ?? fallback;
  const entry: ContentEntry = {
    ...headFields(head, ctx.authors),
    title,
    description,
    hasOwnH1,
    html: fields.html,
    excerptHtml: fields.excerptHtml,
    toc: fields.toc,
    anchors: fields.anchors,
    links: fields.links,
    features: fields.features,
  };
  if (fields.headTags) entry.headTags = fields.headTags;
  // A blog with `showReadingTime: false` has none, for its headers and its feeds' createFeedItems alike.
  if (fields.words !== undefined && blogOf(ctx.config, file.blogId).showReadingTime)
    entry.readingMinutes = Math.max(1, Math.ceil(fields.words / 200));
  if (fields.htmlDigest) rememberHtmlDigest(entry, fields.htmlDigest);
  if (fields.readsSidebar) entry.readsSidebar = true;
  return entry;
}

/**
 * What theme-common's sidebar hooks answer a source that is no doc: a page in no sidebar (Docusaurus has none
 * there either). A doc's sidebar is known once the sidebars are made (undefined until then).
 */
function outsideDocs(head: Head, config: ResolvedConfig): DocsSidebarView | undefined {
  if (head.file.kind === 'doc') return undefined;
  return { pathname: `${localeBaseOf(config, head.file.locale)}${head.permalink}`, sidebar: null };
}

/**
 * `head`'s entry rendered again with its page's sidebar (see routes/sidebar-bodies.ts): never through the build
 * cache, which keeps the first render (the sidebar is not among what its keys cover). Its warnings are the first
 * render's, reported already.
 */
export function renderWithSidebar(head: Head, ctx: ParseContext, docsSidebar: DocsSidebarView): ContentEntry {
  const own: RenderContext = { ...renderContextOf(head, ctx), docsSidebar, cache: undefined, copies: undefined };
  const { readsSidebar: _, ...fields } = renderFields(head, { ...own, warnings: [] }).value;
  const entry = entryOfFields(head, fields, { authors: own.authors, warnings: [], config: own.config });
  // Its islands call the same hooks in the browser, which answer from the page's islands data.
  if (entry.html.includes('<sitegen-island ')) entry.islandsSidebar = docsSidebar;
  return entry;
}

/**
 * What MDX expressions see besides their imports: the front matter, and `metadata` made only when an element
 * renders (most bodies have none, and each would pay for its paths).
 */
function mdxScope(head: Head, config: ResolvedConfig): NonNullable<MdxState['scope']> {
  let metadata: Record<string, unknown> | undefined;
  return {
    frontMatter: head.fm,
    get metadata() {
      return (metadata ??= docusaurusMetadata(head, config));
    },
  };
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

/**
 * The islands, CSS and the files it names a source's components brought in, for the client bundle, the site's
 * stylesheet and the output.
 */
function keepMdxOutputs(mdx: MdxState, ctx: RenderContext): void {
  const { islands, css: sheets } = ctx.mdx;
  const before = islands.size + sheets.size;
  for (const id of mdx.clientModules ?? []) islands.set(id, clientModuleOf(id, ctx.config.root));
  for (const [file, css] of mdx.css ?? []) if (!sheets.has(file)) sheets.set(file, css);
  for (const [url, file] of mdx.assets ?? []) ctx.mdx.assets.set(url, file);
  if (islands.size + sheets.size > before) ctx.mdx.onGrown?.(ctx.mdx);
}

/** Entry fields that only rendering the body yields (`title` too, unless the front matter sets it). */
export type BodyField =
  | 'title'
  | 'description'
  | 'hasOwnH1'
  | 'html'
  | 'excerptHtml'
  | 'toc'
  | 'anchors'
  | 'links'
  | 'features'
  | 'readingMinutes'
  | 'headTags'
  | 'readsSidebar';

/** The fields an entry takes from its head alone, without rendering Markdown (`dev` builds entries lazily on them). */
export function headFields(head: Head, authors: BlogAuthors): Omit<ContentEntry, BodyField> {
  const { file, fm } = head;
  const fields: Omit<ContentEntry, BodyField> = {
    kind: file.kind,
    id: head.id,
    locale: file.locale,
    absPath: file.absPath,
    relPath: file.relPath,
    permalink: head.permalink,
    aliases: fm.aliases ?? [],
    frontMatter: fm,
    draft: fm.draft === true,
    lastUpdated: file.mtimeMs,
    editUrl: head.editUrl ?? null,
  };
  if (file.docsNs) fields.docsNs = file.docsNs;
  if (file.blogId) fields.blogId = file.blogId;
  if (file.pagesId) fields.pagesId = file.pagesId;
  if (file.lastAuthor) fields.lastUpdatedBy = file.lastAuthor;
  // Docs tags make the docs version's tags pages (routes/doc-tag-routes.ts).
  if (file.kind === 'doc' && fm.tags?.length) Object.assign(fields, tagFields(fm.tags));
  if (file.kind === 'blog') {
    fields.date = head.date;
    fields.authors = postAuthors(fm, authorsOfBlog(authors, file.blogId), file);
    Object.assign(fields, tagFields(fm.tags ?? []));
  }
  return fields;
}

/** The front matter `title`, which wins over the body's leading H1; null when the body decides. */
export function titleFromHead(head: Head): string | null {
  return head.fm.title ?? null;
}

/**
 * A leading `# H1` at the top of a body whose text Markdown leaves as it is (letters of any script, digits, spaces
 * and plain punctuation: no emphasis, code, entity, emoji or `{#id}`), read from its first line; null for anything else,
 * which only rendering the body answers. What rendering gives as `leadingH1` for such a line (dev-plain-titles.test.ts).
 */
export function plainLeadingH1(body: string): string | null {
  return PLAIN_H1.exec(body)?.[1] ?? null;
}

/** A heading's text character that Markdown leaves alone: plain ASCII, or any other letter or sign but a space. */
const PLAIN = String.raw`[A-Za-z0-9 ,.()?/-]|[^\x00-\x7F\s]`;
const PLAIN_H1 = new RegExp(
  String.raw`^(?:[ \t]*\r?\n)*[ ]{0,3}# +((?:[A-Za-z0-9]|[^\x00-\x7F\s])(?:${PLAIN})*?)[ \t]*\r?(?:\n|$)`,
);

/**
 * Words for reading time, counted as Docusaurus 2.4 counts them (the reading-time package, 1.5.0) on the Markdown as
 * written: a word ends where a space, tab or line break (or a CJK character) follows, so code and markup count too.
 * Han characters, hiragana and Hangul syllables are written without spaces: each is a word (and punctuation after
 * one is part of it), so a translated post reads about as long as the original instead of "1 min".
 */
export function countWords(text: string): number {
  let words = 0;
  let start = 0;
  let end = text.length - 1;
  while (isWordBound(text.charCodeAt(start))) start++;
  while (isWordBound(text.charCodeAt(end))) end--;
  for (let i = start; i <= end; i++) {
    const c = text.charCodeAt(i);
    // After the last character comes a line break: the last word ends there.
    const next = i < end ? text.charCodeAt(i + 1) : NEWLINE;
    if (isCjk(c) || (!isWordBound(c) && (isWordBound(next) || isCjk(next)))) words++;
    // Punctuation and spaces after a CJK character are part of it.
    if (isCjk(c)) while (i < end && (isPunctuation(text.charCodeAt(i + 1)) || isWordBound(text.charCodeAt(i + 1)))) i++;
  }
  return words;
}

const NEWLINE = 10;
/** Space, line feed, carriage return, tab: the package's word bounds. */
const isWordBound = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
/** Hiragana, CJK unified ideographs, Hangul syllables (as UTF-16 units, as the package reads them). */
const isCjk = (c: number) =>
  (c >= 0x3040 && c <= 0x309f) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3);
const isPunctuation = (c: number) =>
  (c >= 0x21 && c <= 0x2f) ||
  (c >= 0x3a && c <= 0x40) ||
  (c >= 0x5b && c <= 0x60) ||
  (c >= 0x7b && c <= 0x7e) ||
  (c >= 0x3000 && c <= 0x303f) ||
  (c >= 0xff00 && c <= 0xffef);

function normalizeDate(value: unknown, file: ContentFile): string | undefined {
  if (value == null) return undefined;
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) {
    throw new SitegenError(`front matter "date" is not a date: ${JSON.stringify(value)}`, {
      location: {
        file: file.absPath,
        line: file.source.split('\n').findIndex((l) => l.startsWith('date:')) + 1,
        source: file.source,
      },
      hint: 'write an ISO date, e.g. date: 2024-04-16 or date: 2024-04-16T10:00:00Z.',
    });
  }
  return d
    .toISOString()
    .replace(/T00:00:00\.000Z$/, '')
    .replace(/\.000Z$/, 'Z');
}

/**
 * Whether npm2yarn fences of a source of `kind` become tabs: everywhere on a sitegen site, where a section's options
 * list an npm2yarn plugin on a Docusaurus one.
 */
function npm2yarnTabsIn(config: ResolvedConfig, kind: ContentFile['kind']): boolean {
  const sections = config.docusaurus?.npm2yarnSections;
  return !sections || sections.includes(sectionOf(kind));
}

/**
 * A Docusaurus site's Markdown is MDX 1's (see `MdxState.mdx1`), and components see the site's
 * config, its locales and its default colour mode, as they do when Docusaurus renders the page on the server.
 * (A locale that does not translate a file shows the default locale's render of it.)
 */
function mdxOfDocusaurus(
  config: ResolvedConfig,
  { locale, kind, docsNs }: Pick<ContentFile, 'locale' | 'kind' | 'docsNs'>,
): Pick<MdxState, 'mdx1' | 'siteContext' | 'define' | 'resolve' | 'roots' | 'internalDocs'> {
  if (!config.docusaurus) return {};
  const version = kind === 'doc' ? docsVersionOf(config, docsNs) : undefined;
  const { defaultLocale, locales } = config.i18n;
  return {
    mdx1: true,
    siteContext: {
      siteConfig: config.docusaurus.context.siteConfig,
      colorMode: config.colorMode.defaultMode,
      i18n: { currentLocale: locale, defaultLocale, locales },
      globalData: docusaurusContextOf(config, locale, localeBaseOf(config, locale))?.globalData ?? {},
      ...(version && {
        docsVersion: { name: version.name, label: version.label, isLast: version.isLast, path: version.base || '/' },
      }),
    },
    define: config.docusaurus.define,
    resolve: config.docusaurus.resolve,
    roots: resolveRoots(config),
    ...(config.docusaurus.internalDocs && { internalDocs: true }),
  };
}
