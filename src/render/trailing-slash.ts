/**
 * Docusaurus's `trailingSlash`: `true` serves every page at `/x/` (written `x/index.html`), `false` at `/x`
 * (written `x.html`); unset keeps `x/index.html` and links as written. Links are rewritten in the finished page, so
 * navbar, sidebar, Markdown and page-module links all follow the rule; files (a last segment with a file's
 * extension: `isFileName`), the site root and other sites are left alone.
 */
import { routeKey } from '../content/permalinks.js';
import type { Route } from '../types.js';
import { knownRewrites, rewriteHrefs, type KnownRewrites } from './href-rewrite.js';

/** A route path that ends in a file name with `.html`, other than `index.html`. */
const NAMED_HTML = /\/(?!index\.html$)[^/]+\.html$/;

/**
 * A page's output file: `/` -> `index.html`, `/x` -> `x/index.html` (or `x.html` with `trailingSlash: false`),
 * `/x.html` -> `x.html`.
 */
export function outputFile(route: Route, trailingSlash?: boolean): string {
  if (route.kind === 'not-found') return '404.html';
  // A route named as a file (`src/pages/users.html.js` is `/users.html`) is written as that file, as Docusaurus
  // writes it: a static host serves `/users.html` from no other.
  if (NAMED_HTML.test(route.path)) return route.path.slice(1);
  const key = routeKey(route.path);
  if (key === '/') return 'index.html';
  return trailingSlash === false ? `${key.slice(1)}.html` : `${key.slice(1)}/index.html`;
}

/** `url` (a site path, maybe with query and hash) with its trailing slash added or removed. */
export function applyTrailingSlash(url: string, trailingSlash: boolean, baseUrl: string): string {
  const query = url.search(/[?#]/);
  const end = query < 0 ? url.length : query;
  // Most links already follow the rule (one slash, or none, at the end): a page has hundreds of them.
  if (trailingSlash ? url[end - 1] === '/' && url[end - 2] !== '/' : url[end - 1] !== '/') return url;
  const pathname = url.slice(0, end);
  const rest = url.slice(end);
  if (pathname === '' || pathname === '/' || pathname === baseUrl) return url;
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (isFileName(last)) return url;
  const fixed = trailingSlash ? pathname.replace(/\/*$/, '/') : pathname.replace(/\/+$/, '');
  return fixed + rest;
}

/**
 * Whether a link's last segment names a file (`logo.svg`, `guide.pdf`), which keeps its link as written, rather than
 * a page whose name has a dot in it (buck2's `/docs/api/bxl/bxl.Context`, which Docusaurus gives the slash).
 */
function isFileName(segment: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(segment)?.[1];
  return extension !== undefined && FILE_EXTENSIONS.has(extension.toLowerCase());
}

/** The extensions of files a site links to: documents, images, media, archives, fonts, code and data. */
const FILE_EXTENSIONS = new Set(
  (
    'html htm xhtml xml json jsonld txt md mdx csv tsv pdf epub doc docx xls xlsx ppt pptx odt rtf ' +
    'png jpg jpeg gif svg webp avif ico bmp tif tiff heic mp4 webm ogv mov avi mkv mp3 ogg oga wav flac m4a ' +
    'zip gz tgz tar bz2 xz 7z rar dmg pkg deb rpm msi exe apk ipa appimage jar whl crx xpi vsix ' +
    'woff woff2 ttf otf eot css js mjs cjs ts tsx jsx map wasm ' +
    'sh ps1 bat cmd py rb go rs c h cc cpp hpp java kt swift php pl lua r sql ' +
    'yaml yml toml ini cfg conf env lock rss atom ics vcf gpx kml ipynb bin img iso sig asc pem key crt'
  ).split(' '),
);

/**
 * What each href became, per rule, base URL and origin (href-rewrite.ts); the rule depends on nothing else, so the
 * answers hold for every build of the process.
 */
const rewrites = new Map<string, KnownRewrites>();

/** Every `href` in `html` that points into the site (`/…` or the site's origin + `/…`), rewritten by the rule. */
export function trailingSlashLinks(
  html: string,
  { trailingSlash, baseUrl, origin }: { trailingSlash: boolean | undefined; baseUrl: string; origin: string },
): string {
  if (trailingSlash === undefined) return html;
  const site = origin.replace(/\/$/, '');
  const known = knownRewrites(rewrites, `${trailingSlash} ${site} ${baseUrl}`);
  return rewriteHrefs(
    html,
    (value) => {
      const local = value.startsWith(`${site}/`) ? value.slice(site.length) : value;
      if (!local.startsWith(baseUrl) || local.startsWith('//')) return null;
      const fixed = applyTrailingSlash(local, trailingSlash, baseUrl);
      if (fixed === local) return null;
      return local === value ? fixed : site + fixed;
    },
    known,
  );
}
