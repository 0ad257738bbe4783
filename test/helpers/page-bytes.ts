/**
 * What one built page costs a visitor, in gzip bytes, each file compressed alone as a host sends it: its HTML, its
 * stylesheets, and the JavaScript it runs before any interaction (its inline scripts and the module scripts it
 * loads, with everything they import statically; `import()` loads on demand). An inline `application/json` block
 * (the client's config) is data the HTML carries, not script. The size budget test and `npm run bench` both
 * measure pages with this.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** `import ... from "x"`, `import "x"`, `export ... from "x"`; not `import("x")`, which loads on demand. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$\s{},*]*?from\s*)?["']([^"']+)["']/g;

const gzipBytes = (text: string) => gzipSync(text).length;

/** One page's bytes, with the parts its JavaScript and CSS are made of. */
export interface PageBytes {
  html: number;
  css: number;
  js: number;
  /** Gzip bytes of each inline script. */
  inline: number[];
  /** Each module script the page runs before interaction (public URL) -> its gzip bytes. */
  modules: Map<string, number>;
  sheets: string[];
}

/** The bytes of `file` (relative to `outDir`), a page of a built site. */
export async function pageBytes(outDir: string, file: string): Promise<PageBytes> {
  const html = await readFile(path.join(outDir, file), 'utf8');
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => gzipBytes(m[1]));
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const modules = new Map<string, number>();
  const walk = async (url: string): Promise<void> => {
    if (modules.has(url)) return;
    const source = await readFile(path.join(outDir, url), 'utf8');
    modules.set(url, gzipBytes(source));
    for (const [, specifier] of source.matchAll(STATIC_IMPORT))
      await walk(path.posix.join(path.posix.dirname(url), specifier));
  };
  for (const url of entries) await walk(url);
  const css = await Promise.all(sheets.map(async (href) => gzipBytes(await readFile(path.join(outDir, href), 'utf8'))));
  const sum = (list: Iterable<number>) => [...list].reduce((n, b) => n + b, 0);
  return { html: gzipBytes(html), css: sum(css), js: sum(inline) + sum(modules.values()), inline, modules, sheets };
}
