/**
 * YAML front matter with a safe parser: no code execution, no custom tags, no `__proto__` keys.
 * Values read as gray-matter/js-yaml read them for Docusaurus: the YAML 1.2 core schema plus YAML 1.1
 * timestamps, so `date: 2023-2-07T00:00:00.000Z` (one-digit month or day) is a date, not text.
 * A block the `yaml` package rejects is read again with js-yaml, the parser gray-matter gives Docusaurus, which
 * accepts a few things YAML 1.2 does not (a quoted value whose closing quote sits on an unindented line): a site
 * Docusaurus builds keeps building. Only when both reject it is it an error, naming the file and the line in the
 * file (not in the YAML block), with the `yaml` package's clearer message.
 */
import { createRequire } from 'node:module';
import type * as JsYaml from 'js-yaml';
import { isMap, isPair, isScalar, isSeq, parseDocument, YAMLParseError } from 'yaml';
import { SitegenError } from '../errors.js';
import { simpleYaml } from './simple-yaml.js';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  body: string;
  /** 1-based line of the body's first line in the file, so later errors point at the file's lines. */
  bodyLine: number;
}

// The closing fence is a line of its own: `title: a---` does not end the block.
const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
const OPENING = /^---[ \t]*\r?\n/;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const require = createRequire(import.meta.url);

/** Split `source` into front matter data and body. */
export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  // Editors on Windows may start a file with a byte order mark; it is not part of the text.
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const match = FENCE.exec(text);
  if (!match) {
    if (OPENING.test(text)) throw unclosed(file, source);
    return { data: {}, body: text, bodyLine: 1 };
  }
  const yaml = match[1] ?? '';
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    data = readAsGrayMatter(yaml) ?? throwSyntaxError(error, { file, source });
  }
  if (data == null) data = {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new SitegenError('front matter must be a list of "key: value" lines', {
      location: { file, line: 2, source },
      hint: 'write one "key: value" per line between the two --- lines.',
    });
  }
  const consumed = match[0];
  return {
    data: stripUnsafe(data as Record<string, unknown>),
    body: text.slice(consumed.length),
    bodyLine: consumed.split('\n').length,
  };
}

/**
 * The YAML block as data. Duplicate keys are found with one Set per mapping: the parser's own `uniqueKeys`
 * compares every key with every other, which took seconds for thousands of keys.
 */
function parseYaml(yaml: string): unknown {
  const simple = simpleYaml(yaml);
  if (simple) return simple;
  const doc = parseDocument(yaml, { schema: 'core', customTags: ['timestamp'], uniqueKeys: false, prettyErrors: true });
  if (doc.errors.length > 0) throw doc.errors[0];
  const duplicate = firstDuplicateKey(doc.contents);
  if (duplicate) {
    const error = new YAMLParseError(
      duplicate.range,
      'DUPLICATE_KEY',
      `Map keys must be unique: "${duplicate.key}" appears twice`,
    );
    const line = yaml.slice(0, duplicate.range[0]).split('\n').length;
    error.linePos = [{ line, col: duplicate.range[0] - yaml.lastIndexOf('\n', duplicate.range[0] - 1) }];
    throw error;
  }
  return doc.toJS({ maxAliasCount: 50 });
}

function firstDuplicateKey(node: unknown): { key: string; range: [number, number] } | null {
  if (!isMap(node) && !isSeq(node)) return null;
  const seen = new Set<string>();
  for (const item of node.items as unknown[]) {
    if (isMap(node) && isPair(item)) {
      const key = isScalar(item.key) ? String(item.key.value) : String(item.key);
      if (seen.has(key)) {
        const range = (item.key as { range?: [number, number, number] }).range;
        return { key, range: range ? [range[0], range[1]] : [0, 0] };
      }
      seen.add(key);
      const inner = firstDuplicateKey(item.value);
      if (inner) return inner;
    } else {
      const inner = firstDuplicateKey(item);
      if (inner) return inner;
    }
  }
  return null;
}

/** The block as js-yaml reads it (Docusaurus's gray-matter), or undefined when it rejects it too. */
function readAsGrayMatter(yaml: string): unknown {
  try {
    // Required here, not imported: few blocks need it, and loading it cost every build ~25 ms before its config.
    const { load } = require('js-yaml') as typeof JsYaml;
    return load(yaml) ?? null;
  } catch {
    return undefined;
  }
}

function throwSyntaxError(error: YAMLParseError, { file, source }: { file: string; source: string }): never {
  const line = (error.linePos?.[0].line ?? 1) + 1;
  const column = error.linePos?.[0].col;
  throw new SitegenError(`front matter is not valid YAML: ${firstLine(error.message)}`, {
    location: { file, line, column, source },
    hint: 'quote values that contain ": " or start with a special character, e.g. title: "Event: close".',
  });
}

/** A `---` that opens a block no line closes: the front matter would otherwise show as page text. */
function unclosed(file: string, source: string): SitegenError {
  return new SitegenError('the front matter block opened on line 1 never closes', {
    location: { file, line: 1, source },
    hint: 'add a line with --- after the last "key: value" line (or remove the opening --- if the page has no front matter).',
  });
}

function stripUnsafe(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(k)) continue;
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
        ? stripUnsafe(v as Record<string, unknown>)
        : v;
  }
  return out;
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
