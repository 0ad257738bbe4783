/** Internal links in the config's navbar and footer, checked in every built locale (each renders them). */
import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../config/schema.js';
import type { Finding } from './check-content-links.js';
import type { OutputFiles } from './output-files.js';
import type { SiteUrls } from './site-urls.js';

const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;

/** Navbar and footer links that land on no page. */
export async function checkConfigLinks({
  config,
  urls,
  output,
}: {
  config: ResolvedConfig;
  urls: SiteUrls;
  output: OutputFiles;
}): Promise<Finding[]> {
  if (!config.configFile) return [];
  const source = readFileSync(config.configFile, 'utf8');
  const findings: Finding[] = [];
  for (const target of new Set(configLinks(config))) {
    const failing: string[] = [];
    for (const model of urls.models) {
      const url = `${urls.prefixOf(model.locale)}${target}`;
      const found = urls.find(url);
      if (found.built && !found.route && !(await output(url))) failing.push(model.locale);
    }
    if (failing.length === 0) continue;
    const { line, column } = positionOf(source, target);
    const where = failing.length < urls.models.length ? ` (in ${failing.join(', ')})` : '';
    findings.push({
      code: 'broken-link',
      file: config.configFile,
      line,
      column,
      message: `page not found: ${target.split(/[?#]/)[0]}${where}`,
      link: target,
      target,
    });
  }
  return findings;
}

/** Every internal `to`/`href` of navbar items, dropdown entries and footer links. */
function configLinks(config: ResolvedConfig): string[] {
  const out: string[] = [];
  const add = (l: { to?: string; href?: string }) => {
    const target = l.to ?? l.href;
    if (target && !EXTERNAL.test(target) && target.startsWith('/')) out.push(target);
  };
  for (const item of config.navbar.items) {
    if (item.type === 'link') add(item);
    if (item.type === 'dropdown') for (const child of item.items) if (child.type !== 'doc') add(child);
  }
  for (const group of config.footer.links) for (const item of group.items) if (!('html' in item)) add(item);
  return out;
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
