/**
 * The links every page's frame writes, from the config: navbar items (Docusaurus's `to: 'apps'` is a site path,
 * as the navbar renders it), dropdown entries, the search button's fallback link to the search page, footer
 * links and footer logos, and the sidebars' `link` items. Each is checked in every built locale (each renders them). The brand link goes to the
 * home page; a locale without one gets a warning of its own (see `checkHomePage`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { walkSidebar } from '../docs/walk-sidebar.js';
import type { Finding, LinkCounts } from './check-content-links.js';
import type { OutputFiles } from './output-files.js';
import type { SiteUrls } from './site-urls.js';

const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;

/** One link of the page frame: where it sits (`navbar`, `footer`, `search`) and its site path. */
interface FrameLink {
  kind: 'navbar' | 'footer' | 'search' | 'sidebar';
  /** As written in the config (for its position there). */
  written: string;
  /** The site path the page links to. */
  target: string;
}

/** Navbar, search and footer links that land on no page; `counts` is told each link judged, by kind. */
export async function checkConfigLinks({
  config,
  urls,
  output,
  counts = {},
}: {
  config: ResolvedConfig;
  urls: SiteUrls;
  output: OutputFiles;
  counts?: LinkCounts;
}): Promise<Finding[]> {
  const links = frameLinks(config);
  for (const link of links) counts[link.kind] = (counts[link.kind] ?? 0) + 1;
  if (!config.configFile) return [];
  const searchPath = config.search.searchPagePath;
  return judgeLinks({
    links,
    file: config.configFile,
    urls,
    output,
    written: (link) => (link.kind === 'search' ? searchPath : link.written),
  });
}

/**
 * Sidebar `link` items with a site path (`{type: 'link', href: '/blog'}`), rendered in every locale like the
 * navbar's; `counts` is told each one judged.
 */
export async function checkSidebarLinks({
  config,
  urls,
  output,
  counts = {},
}: {
  config: ResolvedConfig;
  urls: SiteUrls;
  output: OutputFiles;
  counts?: LinkCounts;
}): Promise<Finding[]> {
  const model = urls.models[0];
  if (!model) return [];
  const links: FrameLink[] = [];
  for (const sidebar of model.content.sidebars.sidebars.values()) {
    for (const { item } of walkSidebar(sidebar.items)) {
      const target = item.type === 'link' ? sitePath(item.href) : null;
      if (item.type === 'link' && target) links.push({ kind: 'sidebar', written: item.href, target });
    }
  }
  if (links.length === 0) return [];
  counts.sidebar = (counts.sidebar ?? 0) + links.length;
  return judgeLinks({ links, file: path.join(config.root, config.paths.sidebars), urls, output });
}

/** One finding per frame link that lands on no page in some built locale, at its place in `file`. */
async function judgeLinks({
  links,
  file,
  urls,
  output,
  written = (link) => link.written,
}: {
  links: FrameLink[];
  file: string;
  urls: SiteUrls;
  output: OutputFiles;
  written?: (link: FrameLink) => string;
}): Promise<Finding[]> {
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    if (seen.has(link.target)) continue;
    seen.add(link.target);
    const failing: string[] = [];
    for (const model of urls.models) {
      const url = `${urls.prefixOf(model.locale)}${link.target}`;
      const found = urls.find(url);
      if (found.built && !found.route && !(await output(url))) failing.push(model.locale);
    }
    if (failing.length === 0) continue;
    const { line, column } = positionOf(source, written(link));
    const where = failing.length < urls.models.length ? ` (in ${failing.join(', ')})` : '';
    const what = link.kind === 'search' ? 'the search button links to a page that does not exist' : 'page not found';
    findings.push({
      code: 'broken-link',
      file,
      line,
      column,
      message: `${what}: ${link.target.split(/[?#]/)[0]}${where}`,
      link: link.written,
      target: link.target,
    });
  }
  return findings;
}

/** Every internal link of the navbar, the search button and the footer, in config order. */
export function frameLinks(config: ResolvedConfig): FrameLink[] {
  const out: FrameLink[] = [];
  const add = (kind: FrameLink['kind'], l: { to?: string; href?: string }) => {
    const written = l.to ?? l.href;
    const target = written === undefined ? undefined : sitePath(written);
    if (written !== undefined && target) out.push({ kind, written, target });
  };
  for (const item of config.navbar.items) {
    if (item.type === 'link') add('navbar', item);
    if (item.type === 'dropdown') for (const child of item.items) if (child.type !== 'doc') add('navbar', child);
    if (item.type === 'search') add('search', { to: `/${config.search.searchPagePath}` });
  }
  for (const group of config.footer.links) for (const item of group.items) if (!('html' in item)) add('footer', item);
  for (const logo of config.footer.logos) if (logo.href) add('footer', { href: logo.href });
  return out;
}

/**
 * The site path a frame link goes to, as templates render it (`href()`): a path without a leading slash is a
 * path from the site root (`to: 'apps'` -> `/apps`). Null for a full URL or an anchor.
 */
function sitePath(target: string): string | null {
  if (EXTERNAL.test(target) || target.startsWith('#') || target === '') return null;
  return target.startsWith('/') ? target : `/${target}`;
}

/** Line and column of the quoted target in the config source (its first occurrence). */
function positionOf(source: string, target: string): { line?: number; column?: number } {
  for (const quote of ["'", '"', '`']) {
    const at = source.indexOf(`${quote}${target}${quote}`);
    if (at < 0) continue;
    const before = source.slice(0, at);
    return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') + 1 };
  }
  return {};
}
