/**
 * Renders one fixture case through the real content pipeline (front matter, permalinks, link index, markdown-it
 * plugins) against the small site in `fixtures/site/`, and turns the result into the text a fixture expects:
 * the body HTML, chosen fields of the entry, or the error as the CLI prints it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config/load-config.js';
import type { ResolvedConfig } from '../../src/config/schema.js';
import { parseEntries } from '../../src/content/parse-content.js';
import { scanContent } from '../../src/content/scan-content.js';
import { formatError } from '../../src/errors.js';
import { createMarkdown, type Markdown } from '../../src/markdown/create-markdown.js';
import type { ContentEntry, ContentFile, ContentKind } from '../../src/types.js';
import { fillGlyphs, fillLocaleText } from '../../templates/placeholders.js';
import { ENGLISH } from '../../templates/strings.js';

/** The fixture site's folder. */
export const SITE_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/site');

/** What every case shares: config, markdown-it instance and the site's own files. */
export interface FixtureSite {
  config: ResolvedConfig;
  md: Markdown;
  files: ContentFile[];
}

/** Load the fixture site once per test file. */
export async function loadFixtureSite(): Promise<FixtureSite> {
  const config = await loadConfig({ root: SITE_ROOT });
  return { config, md: createMarkdown(config), files: await scanContent({ config, locales: ['en'] }) };
}

const KINDS: Record<string, ContentKind> = { docs: 'doc', blog: 'blog', pages: 'page' };

/** Render `input` as the file at `relPath` (`docs/latest/x.md`, `blog/2024-01-02-x.md`, `pages/x.md`). */
export async function renderSource(site: FixtureSite, relPath: string, input: string): Promise<ContentEntry> {
  const [folder, ...rest] = relPath.split('/');
  const kind = KINDS[folder];
  if (!kind) throw new Error(`fixture path must start with docs/, blog/ or pages/, got "${relPath}"`);
  const absPath = path.join(SITE_ROOT, 'content', relPath);
  const file: ContentFile = { kind, absPath, relPath: rest.join('/'), locale: 'en', source: input, mtimeMs: 0 };
  const files = [...site.files.filter((f) => f.absPath !== absPath), file];
  const { entries } = await parseEntries({ config: site.config, files, md: site.md, includeDrafts: true });
  const entry = [...entries.values()].find((e) => e.absPath === absPath);
  if (!entry) throw new Error(`no entry for ${relPath}`);
  return entry;
}

/** Per-locale placeholders filled the way the default locale fills them (its base path is the site root). */
export function fillEnglish(html: string): string {
  return fillLocaleText(fillGlyphs(html), {
    base: '',
    text: (id) => ENGLISH[id as keyof typeof ENGLISH] ?? `{missing ${id}}`,
  });
}

/** The error text the CLI prints, with the fixture site's folder cut from paths. */
export function formatFixtureError(error: unknown): string {
  const relative = path.relative(process.cwd(), SITE_ROOT);
  return formatError(error).split(`${SITE_ROOT}${path.sep}`).join('').split(`${relative}${path.sep}`).join('');
}

const FIELDS: Record<string, (e: ContentEntry) => string> = {
  id: (e) => e.id,
  permalink: (e) => e.permalink,
  title: (e) => e.title,
  hasOwnH1: (e) => String(e.hasOwnH1),
  description: (e) => e.description,
  date: (e) => e.date ?? '',
  readingMinutes: (e) => String(e.readingMinutes ?? ''),
  frontMatter: (e) => JSON.stringify(e.frontMatter),
  mermaid: (e) => String(e.features.mermaid),
  html: (e) => fillEnglish(e.html).trimEnd(),
  excerpt: (e) => (e.excerptHtml === null ? '(none)' : fillEnglish(e.excerptHtml).trimEnd()),
  toc: (e) => e.toc.map((t) => `${t.level} #${t.id} ${t.html}`).join('\n'),
  anchors: (e) => e.anchors.join(' '),
  links: (e) =>
    e.links
      .map(
        (l) =>
          `${l.line}:${l.column} ${l.kind} ${l.raw} -> ${l.external ? 'external' : (l.resolved ?? 'null')}${l.anchor !== null ? ` #${l.anchor}` : ''}`,
      )
      .join('\n'),
};

/**
 * The entry as `key: value` lines, for the keys the expected text names, in its order. A value with several lines
 * is written as `key:` followed by the lines indented by two spaces.
 */
export function formatEntry(entry: ContentEntry, expected: string): string {
  const keys = expected
    .split('\n')
    .filter((l) => /^\S/.test(l))
    .map((l) => l.slice(0, l.indexOf(':')));
  return keys
    .map((key) => {
      const field = FIELDS[key];
      if (!field) throw new Error(`unknown entry field "${key}"; use one of ${Object.keys(FIELDS).join(', ')}`);
      const value = field(entry);
      return value.includes('\n') ? `${key}:\n${value.replace(/^/gm, '  ')}` : `${key}: ${value}`.trimEnd();
    })
    .join('\n');
}
