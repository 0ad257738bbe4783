/**
 * ContentFile -> ContentEntry. Two passes: first every source's front matter and URL (links need to know where
 * every other source lives), then each body is rendered once. A translated source is its own entry; a locale
 * without translations reuses the default entries, so Markdown is parsed once per source, not once per locale.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError } from '../errors.js';
import { createEnv } from '../markdown/env.js';
import type { Markdown } from '../markdown/create-markdown.js';
import { preprocessMdx } from '../markdown/preprocess.js';
import type { Author, ContentEntry, ContentFile } from '../types.js';
import { loadAuthors, resolveAuthors } from './authors.js';
import { checkFrontMatter } from './front-matter-fields.js';
import { parseFrontMatter } from './front-matter.js';
import { renderBody } from './render-body.js';
import { createSummaries } from './structure-summaries.js';
import { blogNameParts, blogPermalink, docId, docPermalink, pagePermalink } from './permalinks.js';
import { addToIndex, assetResolver, createLinkIndex, fiddleReader, linkResolver, type AssetMap } from './resolvers.js';

/** A source after the first pass. */
interface Head {
  file: ContentFile;
  id: string;
  permalink: string;
  fm: Record<string, unknown>;
  body: string;
  bodyLine: number;
  date?: string;
}

export interface ParseOptions {
  config: ResolvedConfig;
  files: ContentFile[];
  md: Markdown;
  /** Keep drafts (dev server) or drop them (production build). */
  includeDrafts: boolean;
}

/** The parsed entries, keyed by `entryKey`, and the images they reference. */
export interface ParsedContent {
  entries: Map<string, ContentEntry>;
  assets: AssetMap;
}

/** The key of an entry: its kind, locale and id. */
export function entryKey(kind: string, locale: string, id: string): string {
  return `${kind}:${locale}:${id}`;
}

/** Parse every file: front matter, URL, body HTML, TOC and links. */
export async function parseEntries({ config, files, md, includeDrafts }: ParseOptions): Promise<ParsedContent> {
  const heads = files.map((file) => readHead(file, config));
  const index = createLinkIndex();
  for (const h of heads) if (h.file.locale === config.i18n.defaultLocale) addToIndex(index, h.file.kind, h.file.relPath, h.file.absPath, h.permalink);
  for (const h of heads) addToIndex(index, h.file.kind, h.file.relPath, h.file.absPath, h.permalink);

  const authors = await loadAuthors(path.join(config.root, config.paths.blog));
  const assets: AssetMap = new Map();
  const readFiddle = fiddleReader(config);
  const defaultDirs = defaultCounterpart(config);
  const resolveAsset = assetResolver(config, assets, defaultDirs);
  const summaries = createSummaries({ md, heads, defaultLocale: config.i18n.defaultLocale });
  const entries = new Map<string, ContentEntry>();
  for (const head of heads) {
    if (head.fm.draft === true && !includeDrafts) continue;
    const entry = renderHead(head, { config, md, resolveLink: linkResolver(index, config, { kind: head.file.kind, absPath: head.file.absPath, permalink: head.permalink }), resolveAsset, readFiddle, authors, summaryOf: summaries(head.file.locale) });
    entries.set(entryKey(entry.kind, entry.locale, entry.id), entry);
  }
  return { entries, assets };
}

/** First pass: front matter, id and URL. */
export function readHead(file: ContentFile, config: ResolvedConfig): Head {
  const { data, body, bodyLine } = parseFrontMatter(file.source, file.absPath);
  const fm = checkFrontMatter(data, file.absPath, file.source);
  if (file.kind === 'doc') return { file, fm, body, bodyLine, id: docId(file.relPath, fm), permalink: docPermalink(file.relPath, fm, config) };
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

interface RenderContext {
  config: ResolvedConfig;
  md: Markdown;
  resolveLink: ReturnType<typeof linkResolver>;
  resolveAsset: ReturnType<typeof assetResolver>;
  readFiddle: ReturnType<typeof fiddleReader>;
  authors: Map<string, Author>;
  summaryOf: (path: string) => string | null;
}

/** Second pass: render the body. */
function renderHead(head: Head, ctx: RenderContext): ContentEntry {
  const { file, fm } = head;
  const body = preprocessMdx(head.body);
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
  // Blog titles come from front matter: the post's own leading H1 is dropped.
  const rendered = renderBody({ md: ctx.md, body, env, dropLeadingH1: file.kind === 'blog' });
  const { html, leadingH1 } = rendered;
  const hasOwnH1 = leadingH1 !== null && file.kind !== 'blog';
  const description = typeof fm.description === 'string' ? fm.description : rendered.firstParagraph.slice(0, 300);
  const title = typeof fm.title === 'string' ? fm.title : leadingH1 ?? path.basename(file.relPath).replace(/\.mdx?$/, '');
  const entry: ContentEntry = {
    kind: file.kind,
    id: head.id,
    locale: file.locale,
    absPath: file.absPath,
    relPath: file.relPath,
    permalink: head.permalink,
    aliases: Array.isArray(fm.aliases) ? (fm.aliases as string[]) : [],
    title,
    description,
    hasOwnH1,
    frontMatter: fm,
    html,
    excerptHtml: rendered.excerptHtml,
    toc: env.toc,
    anchors: env.anchors,
    links: env.links,
    draft: fm.draft === true,
    lastUpdated: file.mtimeMs,
    features: env.features,
  };
  if (file.kind === 'blog') {
    entry.date = head.date;
    entry.authors = resolveAuthors(fm.authors, ctx.authors, file);
    entry.tags = Array.isArray(fm.tags) ? (fm.tags as string[]) : [];
    entry.readingMinutes = Math.max(1, Math.ceil(countWords(body) / 200));
  }
  return entry;
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

function normalizeDate(value: unknown, file: ContentFile): string | undefined {
  if (value == null) return undefined;
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) {
    throw new SitegenError(`front matter "date" is not a date: ${JSON.stringify(value)}`, {
      location: { file: file.absPath, line: file.source.split('\n').findIndex((l) => l.startsWith('date:')) + 1, source: file.source },
      hint: 'write an ISO date, e.g. date: 2024-04-16 or date: 2024-04-16T10:00:00Z.',
    });
  }
  return d.toISOString().replace(/T00:00:00\.000Z$/, '').replace(/\.000Z$/, 'Z');
}

/** For a translated source, the default locale's folder of the same file, so shared images still resolve. */
function defaultCounterpart(config: ResolvedConfig) {
  const i18nRoot = path.join(config.root, config.paths.i18n);
  const contentRoot = path.dirname(i18nRoot);
  return (absPath: string): string[] => {
    if (!absPath.startsWith(i18nRoot + path.sep)) return [];
    const rest = path.relative(i18nRoot, absPath).split(path.sep).slice(1).join(path.sep);
    return [path.dirname(path.join(contentRoot, rest))];
  };
}
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const WORD = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}'’-])+`, 'gu');

