/**
 * Docusaurus 2.4 matches a URL to its routes as React Router 5 does, ignoring case (`matchRoutes` in its router and
 * in its broken-link check): `/docs/docsearch-v3` is the page of docs/DocSearch-v3.md, served at
 * `/docs/DocSearch-v3`. Links written that way work there, so sitegen takes them to the route too (see
 * src/render/route-case-links.ts) and its link checks find them.
 */

/**
 * Lower-cased route key -> the route key, for every key a link in another case can mean: `/docs/lbac` for a link
 * to `/docs/LBAC` as well as `/docs/DocSearch-v3` for one to `/docs/docsearch-v3`. Keys that differ from another
 * only in case are left out: a link in a third case could mean either, so it must match exactly, or not at all.
 */
export function routeCaseIndex(keys: Iterable<string>): Record<string, string> {
  const byLower = new Map<string, string[]>();
  for (const key of keys) {
    const lower = key.toLowerCase();
    const list = byLower.get(lower);
    if (list) list.push(key);
    else byLower.set(lower, [key]);
  }
  const index: Record<string, string> = {};
  for (const [lower, list] of byLower) if (list.length === 1) index[lower] = list[0];
  return index;
}
