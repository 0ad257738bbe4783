/**
 * The shapes of a site's pages, so that an audit whose verdict depends on markup can run on a few pages and still
 * see every kind of markup the build writes. A page's shape is the set of its markup's features (`pageFeatures`);
 * `pagesCoveringEveryShape` picks pages until every feature of every page is on a picked page. A defect in a
 * template or in how a Markdown construct renders shows on every page that uses it, so on a picked one; a defect
 * that makes markup no other page has is a feature of its own, so its page is picked.
 */
import { VOID_ELEMENTS } from '../../templates/escape.js';

/** Attributes whose value is a keyword that rules check (`type="button"`, `role`): the value is part of the feature. */
const KEYWORD_ATTRIBUTES = new Set([
  'aria-current',
  'aria-expanded',
  'aria-hidden',
  'decoding',
  'dir',
  'loading',
  'method',
  'rel',
  'role',
  'scope',
  'tabindex',
  'target',
  'type',
]);

/** Ancestors that restrict what may sit anywhere inside them (no link in a link, no heading in a `<p>`...). */
const RESTRICTING_ANCESTORS = new Set([
  'a',
  'button',
  'label',
  'form',
  'summary',
  'p',
  'dfn',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** Elements whose content is not markup: skipped to their end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);

/** A start tag (attribute values quoted, possibly holding `>`), an end tag, or a comment. */
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * The features of one page's markup: for each element, its tag with its parent's, its classes, its attributes'
 * names (and the values of KEYWORD_ATTRIBUTES), and the restricting ancestors it sits in; each jump between
 * heading levels (`h2>h4`); and whether an `id` repeats on the page, with the repeating element's tag. Text and
 * free-form attribute values (ids, links, alt text) are not features.
 */
export function pageFeatures(html: string): Set<string> {
  const features = new Set<string>();
  const open: string[] = [];
  const ids = new Set<string>();
  let heading = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [, closing, name, attributeText = ''] = match;
    if (!name) continue;
    const tag = name.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const attributes = [...attributeText.matchAll(ATTRIBUTE)].map((a) => ({
      name: a[1]!.toLowerCase(),
      value: a[2] ?? a[3] ?? a[4] ?? '',
    }));
    features.add(elementFeature(tag, open, attributes));
    const id = attributes.find((a) => a.name === 'id')?.value;
    if (id !== undefined) {
      if (ids.has(id)) features.add(`repeated id on ${tag}`);
      ids.add(id);
    }
    const level = /^h([1-6])$/.exec(tag);
    if (level) {
      features.add(`h${heading}>h${level[1]}`);
      heading = Number(level[1]);
    }
    if (RAW_TEXT_ELEMENTS.has(tag)) {
      const end = new RegExp(`</${tag}`, 'gi');
      end.lastIndex = TAG.lastIndex;
      TAG.lastIndex = end.exec(html)?.index ?? html.length;
    } else if (!VOID_ELEMENTS.has(tag) && !attributeText.trimEnd().endsWith('/')) open.push(tag);
  }
  return features;
}

/** One element's feature, e.g. `li>a.menu__link[aria-current=page,href] in a,p`. */
function elementFeature(tag: string, open: string[], attributes: { name: string; value: string }[]): string {
  const classes = attributes
    .filter((a) => a.name === 'class')
    .flatMap((a) => a.value.split(/\s+/))
    .filter(Boolean)
    .sort();
  const named = attributes
    .filter((a) => a.name !== 'class')
    .map((a) => (KEYWORD_ATTRIBUTES.has(a.name) ? `${a.name}=${a.value}` : a.name))
    .sort();
  const within = [...new Set(open.filter((t) => RESTRICTING_ANCESTORS.has(t)))].sort();
  const parent = open.at(-1) ?? '';
  return `${parent}>${tag}${classes.map((c) => `.${c}`).join('')}[${named.join(',')}]${within.length ? ` in ${within.join(',')}` : ''}`;
}

/**
 * Pages, by name, until every feature of `pages` is on one of them: each time the page with the most features not
 * yet covered (ties to the first name in sorted order), so the result is the same for the same pages.
 */
export function pagesCoveringEveryShape(pages: Map<string, Set<string>>): string[] {
  const names = [...pages.keys()].sort();
  const uncovered = new Set([...pages.values()].flatMap((features) => [...features]));
  const picked: string[] = [];
  while (uncovered.size) {
    let best = '';
    let bestCount = 0;
    for (const name of names) {
      let count = 0;
      for (const feature of pages.get(name)!) if (uncovered.has(feature)) count++;
      if (count > bestCount) [best, bestCount] = [name, count];
    }
    picked.push(best);
    for (const feature of pages.get(best)!) uncovered.delete(feature);
  }
  return picked;
}
