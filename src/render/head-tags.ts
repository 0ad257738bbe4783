/**
 * What a page puts in its own document head (a Docusaurus `<Head>` in a React page, a `<head>` in Markdown): its
 * elements go at the end of `<head>`, and one the document already has gives way to it, as react-helmet replaces a
 * tag with the same key (the title, a meta's name or property, the canonical link).
 */
import { escapeRegExp } from '../escape-regexp.js';

/** `documentStart` (the document up to the page's body) with `tags` at the end of its head. */
export function withHeadTags(documentStart: string, tags: string): string {
  let out = documentStart;
  for (const [, attribute, value] of tags.matchAll(/<meta\b[^>]*?\b(name|property)="([^"]*)"/g))
    out = out.replace(new RegExp(`<meta ${attribute}="${escapeRegExp(value)}" content="[^"]*"/>`), '');
  if (tags.includes('<title>')) out = out.replace(/<title>[^<]*<\/title>/, '');
  if (/<link\b[^>]*\brel="canonical"/.test(tags)) out = out.replace(/<link rel="canonical" href="[^"]*"\/>/, '');
  return out.replace('</head>', () => `${tags}</head>`);
}
