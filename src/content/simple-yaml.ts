/**
 * Front matter made only of `key: value` lines whose values are plain words or quoted strings (most docs:
 * `title`, `description`, `sidebar_label`, `slug`) is read here without the YAML parser, which costs about a
 * third of a millisecond per file to set up. Anything else (lists, nesting, numbers other than plain integers,
 * dates, escapes, comments, a repeated key) returns null and goes to the YAML parser, so this never reads a
 * value differently: the test compares both on every front matter of the framework site and on edge cases.
 */

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):[ \t]+(.*?)[ \t]*$/;
/** A plain scalar the core schema reads as text: starts with a letter or a non-ASCII character, no `:` or `#`. */
const PLAIN_TEXT = /^[A-Za-z\u00a0-\uffff][^:#\t"{}[\]]*$/;
const BOOLEAN = /^(?:true|True|TRUE|false|False|FALSE)$/;
const NULL = /^(?:null|Null|NULL|~)$/;
const INTEGER = /^[1-9][0-9]{0,14}$/;

/** The mapping of a flat front matter block, or null when the YAML parser must read it. */
export function simpleYaml(yaml: string): Record<string, unknown> | null {
  const data: Record<string, unknown> = {};
  for (const line of yaml.split('\n')) {
    const m = LINE.exec(line.endsWith('\r') ? line.slice(0, -1) : line);
    // `__proto__` is left to the parser's path, which drops it.
    if (!m || m[1] === '__proto__' || Object.prototype.hasOwnProperty.call(data, m[1])) return null;
    const value = scalar(m[2]);
    if (value === undefined) return null;
    data[m[1]] = value;
  }
  return data;
}

/** A value the YAML core schema reads without doubt, or undefined. */
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
