/**
 * `@docusaurus/plugin-client-redirects`, as Docusaurus 2.4 runs it after a build: redirects from the `redirects`
 * option, from `createRedirects(existingPath)`, from each route plus a `fromExtensions` extension and from each
 * route ending in a `toExtensions` extension without it. A redirect from an existing page is dropped, as is a
 * second one from the same path; one to a path that is no page is a warning. Each is a small HTML page (meta
 * refresh, canonical link, a script that keeps query and hash, and a link to follow), in every built locale.
 */
import type { ClientRedirectsOptions } from '../../templates/docusaurus/context-types.js';
import type { ResolvedConfig } from '../config/schema.js';
import { applyTrailingSlash, outputFile } from '../render/trailing-slash.js';
import type { LocaleModel } from '../routes/site-model.js';
import type { BuildWarning, OutputFile } from '../types.js';
import { localePrefixes } from './write-output.js';

/** Where the not-found page is served. */
const NOT_FOUND_FILE_PATH = '/404.html';

interface Redirect {
  from: string;
  to: string;
}

/** The redirect pages of every locale, and what was wrong with the redirects asked for. */
export function redirectPages({ config, models }: { config: ResolvedConfig; models: LocaleModel[] }): {
  files: OutputFile[];
  warnings: BuildWarning[];
} {
  const options = config.docusaurus?.redirects;
  if (!options) return { files: [], warnings: [] };
  const prefixes = localePrefixes(config);
  const files: OutputFile[] = [];
  const warnings: BuildWarning[] = [];
  models.forEach((model, i) => {
    const routes = model.table.routes.filter((r) => r.kind !== 'not-found');
    // Docusaurus counts its not-found page among the site's paths, as it writes it: /404.html.
    const notFound = model.table.routes.some((r) => r.kind === 'not-found') ? [NOT_FOUND_FILE_PATH] : [];
    const paths = [...routes.map((r) => slashed(r.path, config)), ...notFound];
    const redirects = collect(options, paths, config);
    const existing = new Set(paths.map(pathKey));
    const taken = new Set(model.table.routes.map((r) => outputFile(r, config.trailingSlash)));
    const prefix = prefixes[model.locale];
    const base = `${config.baseUrl}${prefix ? `${prefix}/` : ''}`;
    const seen = new Set<string>();
    for (const r of redirects) {
      const file = redirectFile(r.from, config.trailingSlash);
      if (existing.has(pathKey(r.from)) || taken.has(file) || seen.has(file)) continue;
      seen.add(file);
      const external = /^[a-z][a-z\d+.-]*:/i.test(r.to);
      if (!external && !existing.has(pathKey(r.to))) {
        if (i === 0) warnings.push(missingTarget(r, options.file));
        continue;
      }
      const to = external ? r.to : `${base}${r.to.replace(/^\//, '')}`;
      files.push({ file: prefix ? `${prefix}/${file}` : file, content: redirectHtml(to) });
    }
  });
  return { files, warnings };
}

/** Every redirect the options ask for, in Docusaurus's order. */
function collect(options: ClientRedirectsOptions, paths: string[], config: ResolvedConfig): Redirect[] {
  const out: Redirect[] = [];
  for (const path of paths) {
    // As Docusaurus: `/x.html` -> `/x`, `/x.html/` -> `/x/`, none from a path that already ends in one of the
    // extensions (`/404.html`).
    const hasExtension = options.fromExtensions.some((e) => path.endsWith(`.${e}`));
    if (path !== '/' && !hasExtension)
      for (const ext of options.fromExtensions)
        out.push({ from: path.endsWith('/') ? `${path.replace(/\/+$/, '')}.${ext}/` : `${path}.${ext}`, to: path });
    const ext = options.toExtensions.find((e) => path.endsWith(`.${e}`));
    if (ext) out.push({ from: path.slice(0, -ext.length - 1), to: path });
  }
  for (const r of options.redirects) for (const from of ([] as string[]).concat(r.from)) out.push({ from, to: r.to });
  if (options.createRedirects)
    for (const path of paths)
      for (const from of ([] as unknown[]).concat(options.createRedirects(path) ?? []))
        if (typeof from === 'string') out.push({ from, to: path });
  return out.map((r) => ({ from: slashed(r.from, config), to: r.to }));
}

/** A path compared as Docusaurus compares them: `/x` and `/x/` are one, `/x.html` is another. */
function pathKey(path: string): string {
  return path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
}

/** A path as the site serves it, by its `trailingSlash` rule. */
function slashed(path: string, config: ResolvedConfig): string {
  return config.trailingSlash === undefined ? path : applyTrailingSlash(path, config.trailingSlash, '/');
}

/**
 * Where Docusaurus writes a redirect: `/old` -> `old/index.html`, `/x.html` -> `x.html/index.html`. Never `x.html`:
 * hosts serve that file for `/x` first, and it would redirect to itself. With `trailingSlash: false` the page `/x`
 * is the file `x.html`, so a redirect from `/x.html` goes to `x.html.html`.
 */
function redirectFile(from: string, trailingSlash: boolean | undefined): string {
  const clean = decodeURI(from.split(/[?#]/)[0]).replace(/^\/+|\/+$/g, '');
  if (trailingSlash === false && clean.endsWith('.html')) return `${clean}.html`;
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

function missingTarget(r: Redirect, file: string): BuildWarning {
  return {
    code: 'broken-link',
    file,
    message: `@docusaurus/plugin-client-redirects: the redirect from ${r.from} goes to ${r.to}, which is not a page of the site; no redirect page is written`,
    link: r.to,
  };
}

/** Docusaurus's redirect page, with a link for a browser that follows neither the refresh nor the script. */
export function redirectHtml(to: string): string {
  const attr = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${attr}">
    <link rel="canonical" href="${attr}" />
  </head>
  <script>
    window.location.href = ${JSON.stringify(to).replace(/</g, '\\u003c')} + window.location.search + window.location.hash;
  </script>
  <body><p>This page has moved to <a href="${attr}">${attr}</a>.</p></body>
</html>
`;
}
