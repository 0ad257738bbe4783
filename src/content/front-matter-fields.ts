/**
 * Types of the known front matter keys. Unknown keys are kept; a known key with a value of the wrong type stops
 * the build naming the file, line and the expected type (`slug: 12` is fine: YAML numbers become text for
 * string keys; `sidebar_position: abc` is not).
 */
import { SitegenError, lineOf } from '../errors.js';
import type { FrontMatter } from '../types.js';

type Kind = 'string' | 'number' | 'boolean' | 'strings' | 'any';

/** Each known key's kind; the `FrontMatter` type names the same keys, so the two cannot drift apart. */
const FIELDS: { [K in keyof FrontMatter as string extends K ? never : K]-?: Kind } = {
  id: 'string',
  title: 'string',
  description: 'string',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  keywords: 'strings',
  tags: 'strings',
  draft: 'boolean',
  pagination_prev: 'string',
  pagination_next: 'string',
  custom_edit_url: 'string',
  displayed_sidebar: 'string',
  image: 'string',
  date: 'any',
  authors: 'any',
  aliases: 'strings',
  sidebar_class_name: 'string',
  unlisted: 'boolean',
  parse_number_prefixes: 'boolean',
};

const EXAMPLES: Record<Kind, string> = {
  string: 'a text value, e.g. title: "Quick Start"',
  number: 'a number, e.g. sidebar_position: 3',
  boolean: 'true or false',
  strings: 'a list, e.g. tags: [release, security]',
  any: '',
};

/**
 * One item of a list: text, or an object's label; an object with a label and a permalink (a tag as Docusaurus
 * writes it) is kept as both.
 */
function listItem(v: unknown): string | { label: string; permalink: string } {
  if (typeof v !== 'object' || !v || !('label' in v)) return String(v);
  const { label, permalink } = v as { label: unknown; permalink?: unknown };
  return typeof permalink === 'string' ? { label: String(label), permalink } : String(label);
}

/** Coerce and check known keys in place; returns the same object. */
export function checkFrontMatter(data: Record<string, unknown>, file: string, source: string): FrontMatter {
  for (const [key, kind] of Object.entries(FIELDS)) {
    if (!(key in data) || data[key] == null) continue;
    const value = data[key];
    const fail = () => {
      throw new SitegenError(
        `front matter "${key}" must be ${kind === 'strings' ? 'a list' : `a ${kind}`}, got ${JSON.stringify(value)}`,
        {
          location: { file, line: lineOf(source, `${key}:`), source },
          hint: `write ${EXAMPLES[kind]}.`,
        },
      );
    };
    if (kind === 'string') {
      if (typeof value === 'number' || typeof value === 'boolean') data[key] = String(value);
      // `slug: 2021-03-04` is a YAML timestamp; Docusaurus's schema would take it as the text written.
      else if (value instanceof Date) data[key] = value.toISOString().replace(/T00:00:00\.000Z$/, '');
      else if (typeof value !== 'string') fail();
    } else if (kind === 'number') {
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) data[key] = Number(value);
      else if (typeof value !== 'number' || !Number.isFinite(value)) fail();
    } else if (kind === 'boolean') {
      if (value === 'true' || value === 'false') data[key] = value === 'true';
      else if (typeof value !== 'boolean') fail();
    } else if (kind === 'strings') {
      if (typeof value === 'string') data[key] = [value];
      else if (!Array.isArray(value)) fail();
      else data[key] = value.map(listItem);
    }
  }
  return data;
}
