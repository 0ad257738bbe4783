/**
 * Entries whose Markdown is rendered on first use. Routes, sidebars and lists need only what the front matter
 * and file name say (`headFields`); the body (HTML, TOC, links, and the title when the front matter has none)
 * is rendered when a page that shows it is rendered. So the dev server starts without parsing every page.
 */
import {
  headFields,
  renderEntry,
  titleFromHead,
  type BodyField,
  type Head,
  type ParseContext,
} from '../content/parse-entries.js';
import type { ContentEntry } from '../types.js';

const BODY_FIELDS: BodyField[] = [
  'title',
  'description',
  'hasOwnH1',
  'html',
  'excerptHtml',
  'toc',
  'anchors',
  'links',
  'features',
  'readingMinutes',
];

/** An entry with its head fields set and its body fields computed (once) when first read. */
export function lazyEntry(head: Head, ctx: ParseContext): ContentEntry {
  const entry = headFields(head, ctx.authors) as ContentEntry;
  let full: ContentEntry | null = null;
  // A body that fails to render throws on every read, so the error shows until the file is fixed.
  const render = () => (full ??= renderEntry(head, ctx));
  const frontMatterTitle = titleFromHead(head);
  for (const field of BODY_FIELDS) {
    Object.defineProperty(entry, field, {
      enumerable: true,
      configurable: true,
      get: () => (field === 'title' && frontMatterTitle !== null ? frontMatterTitle : render()[field]),
    });
  }
  return entry;
}
