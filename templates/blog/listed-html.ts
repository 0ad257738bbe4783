/**
 * A post's HTML as a list page shows it. Several posts share one page there, so heading ids would clash
 * (two release notes both have `#stack-changes`): ids are dropped, and in-page `#anchor` links point at the
 * post's own page, where the ids exist.
 */

const ID_ATTR = /(<[a-zA-Z][^>]*?)\sid="[^"]*"/g;
const IN_PAGE = /(\shref=")(#[^"]*)"/g;

/** `html` without ids, its `#anchor` links aimed at `postHref`. */
export function listedHtml(html: string, postHref: string): string {
  return html.replace(ID_ATTR, '$1').replace(IN_PAGE, (_m, attr: string, hash: string) => `${attr}${postHref}${hash}"`);
}
