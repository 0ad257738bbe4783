/**
 * JavaScript bytes per page kind of a built site, gzip (each file compressed alone, as a host sends it): what runs
 * before interaction (the inline scripts and the main module's static imports), and everything the page loads
 * without a single click once it has settled (islands hydrated on idle, React included), measured in Chromium.
 *
 *   node --import tsx scripts/bench/page-js.ts <outDir>
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, serveStatic } from '../../test/helpers/browser.js';
import { findPageKinds } from '../../test/helpers/page-kinds.js';
import { pageBytes } from './extras.js';

/** One kind's figures, in bytes. */
export interface PageJs {
  kind: string;
  path: string;
  before: number;
  settled: number;
  /** Script files the settled page loaded (below the origin). */
  files: string[];
}

/** Measure every page kind `findPageKinds` finds in `outDir`. */
export async function measurePageJs(outDir: string): Promise<PageJs[]> {
  const server = await serveStatic(outDir);
  const browser = await launchBrowser();
  const results: PageJs[] = [];
  try {
    for (const kind of findPageKinds(outDir)) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const scripts = new Set<string>();
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname)));
      await page.goto(`${server.origin}${kind.path}`, { waitUntil: 'load' });
      // Idle-time islands load within a couple of seconds of a quiet page.
      await page.waitForTimeout(2500);
      await page.close();
      const html = await readFile(path.join(outDir, kind.file), 'utf8');
      const inline = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
      ].reduce((n, m) => n + gzipSync(m[1]).length, 0);
      let files = 0;
      for (const file of scripts) files += gzipSync(await readFile(path.join(outDir, file))).length;
      const { js } = await pageBytes(outDir, kind.file);
      results.push({
        kind: kind.kind,
        path: kind.path,
        before: js,
        settled: inline + files,
        files: [...scripts].sort(),
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

/** The figures as a small table. */
export function formatPageJs(rows: PageJs[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = ['JavaScript per page kind (gzip)   before interaction   settled, no clicks'];
  for (const r of rows) lines.push(`  ${r.kind.padEnd(32)} ${kb(r.before).padStart(17)} ${kb(r.settled).padStart(20)}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const rows = await measurePageJs(outDir);
  console.log(formatPageJs(rows));
  if (process.argv.includes('--files')) for (const r of rows) console.log(`${r.kind}: ${r.files.join(', ')}`);
}
