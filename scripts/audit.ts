/**
 * `npm run audit [-- --build <dir>]`: Lighthouse (mobile preset) on the home page, a docs page and a blog post
 * of the real site, with Debian's Chromium. Builds `content/` in English unless given a build, serves it on
 * loopback as its host would (gzip, cache headers: scripts/serve-like-a-host.ts), and prints the four category scores per page plus every audit that kept a category below 100.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test/helpers/browser.js';
import { buildToDisk } from '../test/helpers/built-site.js';
import { findPageKinds } from '../test/helpers/page-kinds.js';
import { serveLikeAHost } from './serve-like-a-host.js';

const KINDS = ['home', 'doc', 'blog-post'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Third-party endpoints the pages call that this machine cannot reach (no DNS): the analytics beacon. Lighthouse
 * blocks them, as it does for its own third-party filtering, so an offline audit does not count a failed DNS
 * lookup as a site error; every request to the site itself is still made and judged.
 */
const OFFLINE_THIRD_PARTIES = ['*://www.google-analytics.com/*'];

const { values } = parseArgs({ options: { build: { type: 'string' } } });
const site = values.build ? null : await buildToDisk({ root: process.cwd(), locales: ['en'] });
const outDir = values.build ? path.resolve(values.build) : site!.outDir;
const server = await serveLikeAHost(outDir);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
let failed = false;
try {
  const pages = findPageKinds(outDir).filter((k) => KINDS.includes(k.kind));
  for (const page of pages) {
    const result = await lighthouse(
      server.origin + page.path,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      { extends: 'lighthouse:default', settings: { blockedUrlPatterns: OFFLINE_THIRD_PARTIES } },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { categories, audits } = result.lhr;
    const scores = CATEGORIES.map((c) => `${c} ${Math.round((categories[c]?.score ?? 0) * 100)}`);
    console.log(`${page.kind.padEnd(10)} ${page.path}\n  ${scores.join(' | ')}`);
    for (const c of CATEGORIES) {
      for (const ref of categories[c]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          console.log(
            `  - ${c}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${details(audit.details)}`,
          );
      }
    }
    if (result.lhr.runtimeError) failed = true;
  }
} finally {
  chrome.kill();
  await server.close();
  await site?.cleanup();
}
process.exit(failed ? 1 : 0);

/** The first items of an audit's table (console messages, offending URLs), so the cause is on screen. */
function details(d: unknown): string {
  const items = (d as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const where = (item: Record<string, unknown>) =>
    (item.sourceLocation as { url?: string } | undefined)?.url ?? item.url ?? '';
  const lines = items
    .slice(0, 4)
    .map((item) => `${String(item.description ?? '')} ${where(item)}`.trim().slice(0, 200));
  return lines.map((l) => `\n      ${l}`).join('');
}
