/**
 * YAML front matter with a safe parser: no code execution, no custom tags, no `__proto__` keys.
 * Values read as gray-matter/js-yaml read them for Docusaurus: the YAML 1.2 core schema plus YAML 1.1
 * timestamps, so `date: 2023-2-07T00:00:00.000Z` (one-digit month or day) is a date, not text.
 * A syntax error names the file and the line in the file (not in the YAML block).
 */
import { parse, YAMLParseError } from 'yaml';
import { SitegenError } from '../errors.js';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  body: string;
  /** 1-based line of the body's first line in the file, so later errors point at the file's lines. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Split `source` into front matter data and body. */
export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, body: source, bodyLine: 1 };
  let data: unknown;
  try {
    data = parse(match[1], { schema: 'core', customTags: ['timestamp'], uniqueKeys: true, prettyErrors: true, maxAliasCount: 50 });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const line = (error.linePos?.[0].line ?? 1) + 1;
    const column = error.linePos?.[0].col;
    throw new SitegenError(`front matter is not valid YAML: ${firstLine(error.message)}`, {
      location: { file, line, column, source },
      hint: 'quote values that contain ": " or start with a special character, e.g. title: "Event: close".',
    });
  }
  if (data == null) data = {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new SitegenError('front matter must be a list of "key: value" lines', {
      location: { file, line: 2, source },
      hint: 'write one "key: value" per line between the two --- lines.',
    });
  }
  const consumed = match[0];
  return { data: stripUnsafe(data as Record<string, unknown>), body: source.slice(consumed.length), bodyLine: consumed.split('\n').length };
}

function stripUnsafe(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(k)) continue;
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? stripUnsafe(v as Record<string, unknown>) : v;
  }
  return out;
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
