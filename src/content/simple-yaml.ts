/**
 * Front matter made only of `key: value` lines whose values are plain words or quoted strings (most docs:
 * `title`, `description`, `sidebar_label`, `slug`), a date (`date: 2019-07-15`) or a one-line list of those
 * words and strings (`tags: [release, community]`, `keywords: ['hello world']`: blog posts and many docs) is read
 * here without the YAML parser, which costs about a third of a millisecond per file to set up. Anything else
 * (nesting, block lists, numbers other than plain integers, times, escapes, comments, a repeated key) returns
 * null and goes to the YAML parser, so this never reads a value differently: the test compares both on every
 * front matter of the framework site and on edge cases.
 */

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):[ \t]+(.*?)[ \t]*$/;
/** A plain scalar the core schema reads as text: starts with a letter or a non-ASCII character, no `:` or `#`. */
const PLAIN_TEXT = /^[A-Za-z\u00a0-\uffff][^:#\t"{}[\]]*$/;
const BOOLEAN = /^(?:true|True|TRUE|false|False|FALSE)$/;
const NULL = /^(?:null|Null|NULL|~)$/;
const INTEGER = /^[1-9][0-9]{0,14}$/;
/** A date without a time: the YAML 1.1 timestamp reads it as midnight UTC (an impossible day rolls over alike). */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A flow list on one line; items are split at commas, so a quoted item with a comma is left to the parser. */
const FLOW_LIST = /^\[(.*)\]$/;
/** A plain list item the core schema reads as text: words of letters, digits, `_`, `.` and `-`. */
const PLAIN_ITEM = /^[A-Za-z][\w.-]*(?: [\w.-]+)*$/;

/** The mapping of a flat front matter block, or null when the YAML parser must read it. */
export function simpleYaml(yaml: string): Record<string, unknown> | null {
  const data: Record<string, unknown> = {};
  for (const line of yaml.split('\n')) {
    const m = LINE.exec(line.endsWith('\r') ? line.slice(0, -1) : line);
    // `__proto__` is left to the parser's path, which drops it.
    if (!m || m[1] === '__proto__' || Object.prototype.hasOwnProperty.call(data, m[1])) return null;
    const read = value(m[2]);
    if (read === undefined) return null;
    data[m[1]] = read;
  }
  return data;
}

/** A value the YAML core schema (with timestamps) reads without doubt, or undefined. */
function value(text: string): unknown {
  const list = FLOW_LIST.exec(text);
  if (list) return listItems(list[1]);
  const date = DATE.exec(text);
  if (date) return new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
  return scalar(text);
}

/** The items of a one-line flow list: plain words or quoted strings, or undefined. */
function listItems(inner: string): unknown[] | undefined {
  if (inner.trim() === '') return [];
  const items: unknown[] = [];
  for (const raw of inner.split(',')) {
    const item = raw.trim();
    const quoted = item.startsWith("'") || item.startsWith('"');
    if (quoted ? scalar(item) === undefined : !PLAIN_ITEM.test(item) || BOOLEAN.test(item) || NULL.test(item))
      return undefined;
    items.push(quoted ? scalar(item) : item);
  }
  return items;
}

/** A scalar the YAML core schema reads without doubt, or undefined. */
function scalar(text: string): unknown {
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'")) {
    const inner = text.slice(1, -1);
    // `''` is an escaped quote; a lone `'` inside would end the string early.
    return /^(?:[^']|'')*$/.test(inner) ? inner.replace(/''/g, "'") : undefined;
  }
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    const inner = text.slice(1, -1);
    return /^[^"\\]*$/.test(inner) ? inner : undefined;
  }
  if (BOOLEAN.test(text)) return text[0] === 't' || text[0] === 'T';
  if (NULL.test(text)) return null;
  if (INTEGER.test(text)) return Number(text);
  return PLAIN_TEXT.test(text) && !/\s$/.test(text) ? text : undefined;
}
