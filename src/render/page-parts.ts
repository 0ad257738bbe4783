/**
 * A rendered page as the strings it is assembled from (document start, layout, navbar, body, ...), finished and
 * written part by part. Joining them into one string first cost more than rendering some pages: every page holds
 * a language name outside Latin-1 (the language menu), so each join, fill and length count copied or scanned
 * ~100 KB of two-byte text (three copies and a scan per page). Parts are finished where they are (each rewrite
 * below acts within one element, and a part boundary never falls inside a tag) and encoded to UTF-8 one by one,
 * English bodies as one-byte text.
 */
import type { HtmlTags } from '../../templates/docusaurus/context-types.js';
import { injectHtmlTags } from '../config/docusaurus/html-tags.js';
import { withEarlyIslands } from './early-islands.js';
import { linkIslands } from './island-links.js';
import { routeCaseLinks } from './route-case-links.js';
import { trailingSlashLinks } from './trailing-slash.js';

/** What finishing a page depends on: the site's island chunks, HTML tags, route keys and trailing-slash rule. */
export interface FinishOptions {
  chunks: Record<string, string>;
  htmlTags?: HtmlTags;
  trailingSlash: boolean | undefined;
  baseUrl: string;
  origin: string;
  /**
   * A Docusaurus site's route keys a link may name in another case, and the prefix of this locale's links
   * (route-case-links.ts); other sites' links are left as written.
   */
  routeCase?: Record<string, string>;
  localeBase?: string;
}

/**
 * The parts with islands linked, the site's HTML tags injected, links in their routes' case and trailing slashes
 * applied, and the scripts that mount a Docusaurus page's islands before `load` added (early-islands.ts): the same HTML, once
 * joined, as doing each to the joined page. Head and pre-body tags go into the first part (the document start holds
 * `</head>` and `<body>`), post-body tags into the last (the document end holds `</body>`); a page whose parts do
 * not hold them where expected is joined and finished whole.
 */
export function finishParts(parts: string[], options: FinishOptions): string[] {
  const { chunks, htmlTags, trailingSlash, baseUrl, origin } = options;
  const tags = htmlTags && (htmlTags.head || htmlTags.preBody || htmlTags.postBody) ? htmlTags : undefined;
  // A link is given its route's case first: the trailing-slash rule then acts on the path a visitor is sent to.
  const { routeCase } = options;
  const inRouteCase = (html: string) =>
    routeCase ? routeCaseLinks(html, { routeCase, localeBase: options.localeBase ?? '', origin }) : html;
  const finishLinks = (html: string) => trailingSlashLinks(inRouteCase(html), { trailingSlash, baseUrl, origin });
  // The scripts that mount islands early go before the site's post-body tags, as Docusaurus's bundles do.
  const linked = (html: string[]) =>
    withEarlyIslands(
      html.map((part) => linkIslands(part, chunks)),
      chunks,
    );
  if (tags && !tagsFitEnds(parts, tags)) return [finishLinks(injectHtmlTags(linked([parts.join('')])[0], tags))];
  const last = parts.length - 1;
  return linked(parts).map((part, i) => {
    const out = tags && (i === 0 || i === last) ? injectHtmlTags(part, endTags(tags, i === 0, i === last)) : part;
    return finishLinks(out);
  });
}

/** Whether the first part holds the first `</head>` and `<body>`, and the last part the last `</body>`. */
function tagsFitEnds(parts: string[], tags: HtmlTags): boolean {
  if (parts.length < 2) return false;
  const first = parts[0];
  if (tags.head && !first.includes('</head>')) return false;
  if (tags.preBody && !/<body\b[^>]*>/.test(first)) return false;
  return !tags.postBody || parts[parts.length - 1].includes('</body>');
}

/** The tags that go into the first part (head, pre-body) or the last (post-body). */
function endTags(tags: HtmlTags, first: boolean, last: boolean): HtmlTags {
  return { head: first ? tags.head : '', preBody: first ? tags.preBody : '', postBody: last ? tags.postBody : '' };
}

/**
 * Where `encodeParts` encodes a page: one buffer a thread reuses, grown to the largest page. Encoding into it
 * skips what `Buffer.from` does per string (a pass to count the bytes, a new buffer for the collector to free).
 */
let scratch = Buffer.alloc(0);

/**
 * The parts as UTF-8, part after part, in this thread's scratch buffer: valid until the next call. A page is
 * encoded once, for its output file and its page cache entry alike.
 */
export function encodeParts(parts: string[]): Buffer {
  // A UTF-16 code unit takes at most 3 bytes of UTF-8 (a surrogate pair, two units, takes 4).
  let most = 0;
  for (const part of parts) most += part.length * 3;
  if (scratch.length < most) scratch = Buffer.allocUnsafe(Math.max(most, 2 * scratch.length, 1 << 20));
  let size = 0;
  for (const part of parts) size += scratch.write(part, size, 'utf8');
  return scratch.subarray(0, size);
}
