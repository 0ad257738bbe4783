/**
 * ContentFile -> ContentEntry. Two passes: first every source's front matter and URL (links need to know where
 * every other source lives), then each body is rendered once. A translated source is its own entry; a locale
 * without translations reuses the default entries, so Markdown is parsed once per source, not once per locale.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError } from '../errors.js';
import type { Markdown } from '../markdown/create-markdown.js';
import { readMdxGlobals } from '../markdown/mdx/mdx-components.js';
import type { Author, BuildWarning, ClientModule, ContentEntry, ContentFile } from '../types.js';
import { loadAuthors, postAuthors } from './authors.js';
import {
  bodyFields,
  createBodyContext,
  type Head,
  type ParseCaches,
  type ParseContext,
  type RenderedFields,
} from './body-fields.js';
import { editUrlsOf } from './edit-url.js';
import { checkFrontMatter } from './front-matter-fields.js';
import { parseFrontMatter } from './front-matter.js';
import { containHead } from './site-paths.js';
import { docsVersionOf, nsId, withoutVersionPrefix } from '../config/docs-versions.js';
import { blogNameParts, blogPermalink, docId, docPermalink, pagePermalink } from './permalinks.js';
import { renderBodies } from './render-bodies.js';
import type { ParsePool } from './parse-pool.js';
import type { AssetMap } from './resolvers.js';

export {
  bodyFields,
  countWords,
  createBodyContext,
  type Head,
  type MdxOutputs,
  type ParseCaches,
  type ParseContext,
  type RenderedFields,
} from './body-fields.js';

export interface ParseOptions {
  config: ResolvedConfig;
  files: ContentFile[];
  md: Markdown;
  /** Keep drafts (dev server) or drop them (production build). */
  includeDrafts: boolean;
  /** The persistent caches of rendered bodies and structure summaries (`build` without `--no-cache`). */
  cache?: ParseCaches;
  /** Threads that render bodies beside this one (`build`); none renders every body here. */
  pool?: ParsePool | null;
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
}

/** The key of an entry: its kind, locale and id. */
export function entryKey(kind: string, locale: string, id: string): string {
  return `${kind}:${locale}:${id}`;
}

/** Parse every file: front matter, URL, body HTML, TOC and links. */
export async function parseEntries({
  config,
  files,
  md,
  includeDrafts,
  cache,
  pool,
}: ParseOptions): Promise<ParsedContent> {
  const heads = readHeads(files, config);
  const ctx = await createParseContext({ config, md, heads, cache });
  const { chosen, warnings } = chooseHeads(heads, config, includeDrafts);
  const bodies = await renderBodies({ heads, chosen, ctx, pool: pool ?? null });
  const entries = new Map<string, ContentEntry>();
  chosen.forEach((head, i) =>
    entries.set(entryKey(head.file.kind, head.file.locale, head.id), entryOf(head, bodies.fields[i], ctx)),
  );
  return {
    entries,
    assets: bodies.assets,
    warnings: [...warnings, ...ctx.warnings],
    islands: [...bodies.islands.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    css: [...bodies.css.values()].join(''),
  };
}

/** The heads that become entries, in order: drafts left out unless kept, the first of two with one id. */
function chooseHeads(heads: Head[], config: ResolvedConfig, includeDrafts: boolean) {
  const chosen = new Map<string, Head>();
  const warnings: BuildWarning[] = [];
  for (const head of heads) {
    if (head.fm.draft === true && !includeDrafts) continue;
    const key = entryKey(head.file.kind, head.file.locale, head.id);
    const first = chosen.get(key);
    // Two sources with one id (`faq.md` beside `faq.mdx`, one blog slug twice): the first in path order stays.
    if (first) warnings.push(duplicateWarning(config, first, head));
    else chosen.set(key, head);
  }
  return { chosen: [...chosen.values()], warnings };
}

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

/** Index every head's URL (the default locale's first, so links prefer it) and set up the resolvers. */
export async function createParseContext({
  config,
  md,
  heads,
  cache,
}: {
  config: ResolvedConfig;
  md: Markdown;
  heads: Head[];
  cache?: ParseCaches;
}): Promise<ParseContext> {
  const warnings: BuildWarning[] = [];
  const authors = await loadAuthors(path.join(config.root, config.paths.blog), { root: config.root, warnings });
  const mdxGlobals = readMdxGlobals(config.root, warnings);
  return createBodyContext({ config, md, heads, cache, authors, warnings, mdxGlobals });
}

/** Second pass for one source: render its body into its entry. */
export function renderEntry(head: Head, ctx: ParseContext): ContentEntry {
  return entryOf(head, bodyFields(head, ctx), ctx);
}

/** First pass: front matter, id and URL. */
export function readHead(file: ContentFile, config: ResolvedConfig): Head {
  return readHeads([file], config)[0];
}

/** First pass of many sources (the config's `editUrl` function runs for all of them at once). */
function readHeads(files: ContentFile[], config: ResolvedConfig): Head[] {
  const heads = files.map((file) => containHead(readHeadFields(file, config)));
  editUrlsOf(heads, config).forEach((url, i) => (heads[i].editUrl = url));
  return heads;
}

function readHeadFields(file: ContentFile, config: ResolvedConfig): Head {
  const { data, body, bodyLine } = parseFrontMatter(file.source, file.absPath);
  const fm = checkFrontMatter(data, file.absPath, file.source);
  if (file.kind === 'doc' && file.docsNs) return versionedDocHead({ file, fm, body, bodyLine }, config);
  if (file.kind === 'doc')
    return { file, fm, body, bodyLine, id: docId(file.relPath, fm), permalink: docPermalink(file.relPath, fm, config) };
  if (file.kind === 'blog') {
    const parts = blogNameParts(file.relPath);
    const slug = typeof fm.slug === 'string' ? fm.slug.replace(/^\//, '') : parts.slug;
    const date = normalizeDate(fm.date, file) ?? parts.date ?? new Date(file.mtimeMs).toISOString().slice(0, 10);
    return { file, fm, body, bodyLine, id: slug, permalink: blogPermalink(slug, config), date };
  }
  if (file.kind === 'home') return { file, fm, body, bodyLine, id: 'home', permalink: '/home/README' };
  const permalink = typeof fm.slug === 'string' ? `/${fm.slug.replace(/^\//, '')}` : pagePermalink(file.relPath);
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
  const permalink = docPermalink(head.file.relPath, head.fm, config, version.base || '/');
  return { ...head, fm, id: nsId(ns, docId(head.file.relPath, head.fm)), permalink };
}

/** The entry of a source from its head and its rendered body. */
function entryOf(head: Head, fields: RenderedFields, ctx: Pick<ParseContext, 'authors'>): ContentEntry {
  const { file, fm } = head;
  const { leadingH1 } = fields;
  const hasOwnH1 = leadingH1 !== null && file.kind !== 'blog';
  const description = fm.description ?? fields.firstParagraph.slice(0, 300);
  const title = titleFromHead(head) ?? leadingH1 ?? path.basename(file.relPath).replace(/\.mdx?$/, '');
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
  if (fields.words !== undefined) entry.readingMinutes = Math.max(1, Math.ceil(fields.words / 200));
  return entry;
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
  | 'readingMinutes';

/** The fields an entry takes from its head alone, without rendering Markdown (`dev` builds entries lazily on them). */
export function headFields(head: Head, authors: Map<string, Author>): Omit<ContentEntry, BodyField> {
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
  if (file.lastAuthor) fields.lastUpdatedBy = file.lastAuthor;
  if (file.kind === 'blog') {
    fields.date = head.date;
    fields.authors = postAuthors(fm, authors, file);
    fields.tags = fm.tags ?? [];
  }
  return fields;
}

/** The front matter `title`, which wins over the body's leading H1; null when the body decides. */
export function titleFromHead(head: Head): string | null {
  return head.fm.title ?? null;
}

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
