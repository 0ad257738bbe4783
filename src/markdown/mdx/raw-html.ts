/**
 * Raw HTML as MDX 1 reads it, JSX: its tags, the props a tag's attributes are, and its text by JSX's whitespace
 * rules. raw-elements.ts renders the tags of names a site's MDXComponents replaces through its components so.
 */
import { unescapeHtml, VOID_ELEMENTS } from '../../../templates/escape.js';
import { ATTRIBUTE_NAMES } from '../mdx-html.js';

/** A piece of raw HTML: text (comments included), an opening tag or a closing tag. */
export type RawPart = RawText | RawOpen | RawClose;

/** Text, or a comment. */
export interface RawText {
  kind: 'text';
  html: string;
}

/** An opening tag, or one without children. */
export interface RawOpen {
  kind: 'open';
  name: string;
  html: string;
  attributes: [name: string, value: string | true][];
  /** Self-closed (`<img />`) or a void element (`<br>`): no closing tag, no children. */
  leaf: boolean;
  /** How many lines of the HTML come before the tag. */
  lineOffset: number;
  /** Its closing tag, where one closes it at the same level of the page (raw-elements.ts pairs them). */
  closedBy?: RawClose;
  /** The element it opens, once recorded. */
  index?: number;
}

/** A closing tag, and the opening tag it closes, if paired. */
export interface RawClose {
  kind: 'close';
  name: string;
  html: string;
  opens?: RawOpen;
}

/** A comment, a closing tag (1: name) or an opening tag (2: name, 3: attributes, 4: `/` when self-closed). */
const TAG =
  /<!--[\s\S]*?-->|<\/([a-z][\w:.-]*)\s*>|<([a-z][\w:.-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** `html` as its tags and the text between them; tags of capitalised names (components) are text here. */
export function splitRawHtml(html: string): RawPart[] {
  const parts: RawPart[] = [];
  let last = 0;
  let lineOffset = 0;
  const text = (end: number) => {
    if (end <= last) return;
    const between = html.slice(last, end);
    parts.push({ kind: 'text', html: between });
    lineOffset += between.split('\n').length - 1;
  };
  for (const m of html.matchAll(TAG)) {
    const [whole, closing, name, attributes, selfClosed] = m;
    if (closing === undefined && name === undefined) continue; // a comment stays text
    text(m.index);
    last = m.index + whole.length;
    if (closing !== undefined) parts.push({ kind: 'close', name: closing, html: whole });
    else {
      const leaf = selfClosed === '/' || VOID_ELEMENTS.has(name);
      parts.push({ kind: 'open', name, html: whole, attributes: attributesOf(attributes), leaf, lineOffset });
    }
    lineOffset += whole.split('\n').length - 1;
  }
  text(html.length);
  return parts;
}

function attributesOf(source: string): RawOpen['attributes'] {
  return [...source.matchAll(ATTRIBUTE)].map(([, name, double, single, bare]) => [
    name,
    double ?? single ?? bare ?? true,
  ]);
}

/** HTML's attribute name -> React's, for those sitegen writes as HTML (mdx-html.ts) and `class`, `for`. */
const PROP_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(ATTRIBUTE_NAMES).map(([prop, attribute]) => [attribute, prop]),
);

/**
 * A tag's attributes as the props MDX 1 gives its element: each attribute by its React name (`className`, which
 * sites write in MDX; `class` as written renders the same) with its value, `true` for one without; a `style` string
 * as an object, as React takes it (MDX 1 itself passes the string on, which React refuses).
 */
export function rawProps(attributes: RawOpen['attributes']): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of attributes) {
    const prop = PROP_NAMES[name] ?? name;
    if (value === true) props[prop] = true;
    else props[prop] = prop === 'style' ? styleObject(unescapeHtml(value)) : unescapeHtml(value);
  }
  return props;
}

/** `color: red; font-size: 12px` -> `{color: 'red', fontSize: '12px'}`, as MDX 1 turns the style of HTML it parses. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(/;(?![^(]*\))/)) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    const key = name.startsWith('--')
      ? name
      : name
          .toLowerCase()
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
    style[key] = declaration.slice(at + 1).trim();
  }
  return style;
}

/**
 * Text between tags as JSX has it (Babel's rule): each line trimmed where it meets another, blank lines dropped,
 * the rest joined by a space; whitespace with a line break alone is nothing.
 */
export function jsxText(text: string): string {
  const lines = text.split(/\r\n|\n|\r/);
  let lastNonEmpty = -1;
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = i;
  });
  let out = '';
  lines.forEach((line, i) => {
    let trimmed = line.replace(/\t/g, ' ');
    if (i > 0) trimmed = trimmed.replace(/^ +/, '');
    if (i < lines.length - 1) trimmed = trimmed.replace(/ +$/, '');
    if (trimmed) out += i === lastNonEmpty ? trimmed : `${trimmed} `;
  });
  return out;
}
