/**
 * The budget: a docs page runs at most 10 KB (gzip) of JavaScript before the visitor interacts, inline scripts
 * included, and loads at most 20 KB (gzip) of CSS. Everything else (search UI and index, diagrams) loads on
 * demand. Each file is compressed on its own, as a server would send it.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { buildToDisk } from '../helpers/built-site.js';
import { CLIENT_FIXTURE, clientConfigSource } from '../helpers/client-site.js';

const JS_BUDGET = 10 * 1024;
const CSS_BUDGET = 20 * 1024;

/** `import ... from "x"`, `import "x"`, `export ... from "x"`; not `import("x")`, which loads on demand. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$\s{},*]*?from\s*)?["']([^"']+)["']/g;

const gzipBytes = (text: string) => gzipSync(text).length;

describe('client size budget', () => {
  let outDir: string;
  let cleanup: () => Promise<void>;
  before(async () => {
    const site = await buildToDisk({
      ...CLIENT_FIXTURE,
      'site.config.ts': clientConfigSource(`analytics: { trackingId: 'G-TEST123' },`),
    });
    outDir = site.outDir;
    cleanup = site.cleanup;
  });
  after(() => cleanup?.());

  /** A module and everything it imports statically, each once. */
  async function staticGraph(url: string, seen = new Map<string, string>()): Promise<Map<string, string>> {
    if (seen.has(url)) return seen;
    const source = await readFile(path.join(outDir, url), 'utf8');
    seen.set(url, source);
    for (const [, specifier] of source.matchAll(STATIC_IMPORT))
      await staticGraph(path.posix.join(path.posix.dirname(url), specifier), seen);
    return seen;
  }

  test('a docs page: before-interaction JavaScript <= 10 KB gzip, CSS <= 20 KB gzip', async (t) => {
    const html = await readFile(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const modules = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(
      inline.length > 0 && modules.length > 0 && sheets.length > 0,
      'the page has inline scripts, a module script and a stylesheet',
    );

    const graph = new Map<string, string>();
    for (const src of modules) await staticGraph(src, graph);
    const inlineGz = inline.reduce((n, s) => n + gzipBytes(s), 0);
    const moduleGz = [...graph.values()].reduce((n, s) => n + gzipBytes(s), 0);
    const js = inlineGz + moduleGz;
    const css = (await Promise.all(sheets.map((href) => readFile(path.join(outDir, href), 'utf8')))).reduce(
      (n, s) => n + gzipBytes(s),
      0,
    );

    const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
    const report = [
      `before-interaction JavaScript: ${kb(js)} gzip of ${kb(JS_BUDGET)} (inline ${kb(inlineGz)} in ${inline.length} scripts; modules ${kb(moduleGz)}: ${[...graph.keys()].join(', ')})`,
      `CSS: ${kb(css)} gzip of ${kb(CSS_BUDGET)} (${sheets.join(', ')})`,
    ];
    for (const line of report) {
      t.diagnostic(line);
      console.log(line);
    }
    assert.ok(js <= JS_BUDGET, report[0]);
    assert.ok(css <= CSS_BUDGET, report[1]);
  });
});
