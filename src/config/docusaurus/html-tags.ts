/**
 * Docusaurus's HTML tags as markup: what `injectHtmlTags()` returns and the config's `headTags`, `scripts` and
 * `stylesheets`. A tag is a string (kept as it is) or `{tagName, attributes, innerHTML}`; lists may mix both.
 */
import path from 'node:path';
import type { HtmlTags } from '../../../templates/docusaurus/context-types.js';
import { VOID_ELEMENTS } from '../../../templates/escape.js';

type Obj = Record<string, unknown>;

/** One tag or a list of them, as markup; `where` names the source in the error for a malformed tag. */
export function htmlTagsMarkup(tags: unknown, where: string): string {
  if (tags === undefined || tags === null) return '';
  return ([] as unknown[])
    .concat(tags)
    .map((tag, i) => tagMarkup(tag, `${where}[${i}]`))
    .join('');
}

function tagMarkup(tag: unknown, where: string): string {
  if (typeof tag === 'string') return tag;
  const t = (tag ?? {}) as Obj;
  if (typeof t.tagName !== 'string' || !/^[a-zA-Z][\w-]*$/.test(t.tagName))
    throw new Error(
      `${where} is not an HTML tag: write a string or {tagName: 'link', attributes: {...}, innerHTML?}, got ${JSON.stringify(tag)}`,
    );
  const attrs = Object.entries((t.attributes ?? {}) as Obj)
    .filter(([, v]) => v !== false && v !== undefined && v !== null)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttribute(String(v))}"`))
    .join('');
  const name = t.tagName.toLowerCase();
  if (VOID_ELEMENTS.has(name)) return `<${name}${attrs}>`;
  return `<${name}${attrs}>${typeof t.innerHTML === 'string' ? t.innerHTML : ''}</${name}>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The config's own tags, as Docusaurus puts them first in `<head>`: `stylesheets` (a URL or `{href, ...}`),
 * `scripts` (a URL or `{src, ...}`), then `headTags`.
 */
export function configHtmlTags(raw: Obj): HtmlTags {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const stylesheets = list(raw.stylesheets).map((s) => ({
    tagName: 'link',
    attributes: { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : (s as Obj)) },
  }));
  const scripts = list(raw.scripts).map((s) => ({
    tagName: 'script',
    attributes: typeof s === 'string' ? { src: s } : (s as Obj),
  }));
  const head = [
    htmlTagsMarkup(stylesheets, 'stylesheets'),
    htmlTagsMarkup(scripts, 'scripts'),
    htmlTagsMarkup(list(raw.headTags), 'headTags'),
    htmlTagsMarkup(pwaHeadTags(raw), 'plugin-pwa pwaHead'),
  ].join('');
  return { head, preBody: '', postBody: '' };
}

/**
 * The tags `@docusaurus/plugin-pwa` puts in every page's head from its `pwaHead` option (the manifest, icons, theme
 * colour), as it injects them: a `href` or `content` that names a file (it has an extension) below the base URL.
 * Its service worker and offline mode are not built (the warning says so).
 */
function pwaHeadTags(raw: Obj): Obj[] {
  const entry = (Array.isArray(raw.plugins) ? raw.plugins : []).find(
    (p) => Array.isArray(p) && typeof p[0] === 'string' && p[0].includes('@docusaurus/plugin-pwa'),
  ) as [string, Obj?] | undefined;
  const pwaHead = entry?.[1]?.pwaHead;
  if (!Array.isArray(pwaHead)) return [];
  const baseUrl = typeof raw.baseUrl === 'string' ? raw.baseUrl : '/';
  return pwaHead.map((tag: Obj) => {
    const { tagName, ...attributes } = tag;
    for (const name of ['href', 'content']) {
      const value = attributes[name];
      if (typeof value === 'string' && path.posix.extname(value) && !value.startsWith(baseUrl))
        attributes[name] = `${baseUrl.replace(/\/$/, '')}/${value.replace(/^\//, '')}`;
    }
    return { tagName, attributes };
  });
}

/** Put `tags` into a rendered page: head tags before `</head>`, pre-body after `<body…>`, post-body before `</body>`. */
export function injectHtmlTags(html: string, tags: HtmlTags | undefined): string {
  if (!tags || (!tags.head && !tags.preBody && !tags.postBody)) return html;
  let out = tags.head ? html.replace('</head>', () => `${tags.head}</head>`) : html;
  if (tags.preBody) out = out.replace(/<body\b[^>]*>/, (open) => open + tags.preBody);
  if (tags.postBody) {
    const end = out.lastIndexOf('</body>');
    if (end >= 0) out = out.slice(0, end) + tags.postBody + out.slice(end);
  }
  return out;
}
