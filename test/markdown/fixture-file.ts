/**
 * Reads fixture files in markdown-it's `test/fixtures` format: each case is a header (a description, then optional
 * `key: value` options), a line with a single `.`, the input, `.`, the expected output, `.`. Cases are separated
 * by blank lines.
 */
import { readFileSync } from 'node:fs';

/** One input/expected pair. */
export interface FixtureCase {
  /** First header line. */
  description: string;
  /** `key: value` lines of the header after the description. */
  options: Record<string, string>;
  input: string;
  expected: string;
  /** 1-based line of the header, to find the case when it fails. */
  line: number;
}

/** Parse a fixture file; throws on an unterminated case so a typo cannot silently drop tests. */
export function readFixtureFile(file: string): FixtureCase[] {
  const lines = readFileSync(file, 'utf8').replace(/\r\n/g, '\n').split('\n');
  const cases: FixtureCase[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++;
      continue;
    }
    const start = i;
    const header: string[] = [];
    while (i < lines.length && lines[i] !== '.') header.push(lines[i++]);
    const input = readBlock(lines, ++i, file, start);
    const expected = readBlock(lines, input.next, file, start);
    i = expected.next;
    const [description, ...rest] = header;
    cases.push({
      description: description.trim(),
      options: parseOptions(rest, file, start),
      input: input.text,
      expected: expected.text,
      line: start + 1,
    });
  }
  return cases;
}

function readBlock(lines: string[], from: number, file: string, start: number): { text: string; next: number } {
  const end = lines.indexOf('.', from);
  if (end < 0 || from > lines.length)
    throw new Error(`${file}:${start + 1}: the case is not closed by a line with a single "."`);
  return { text: lines.slice(from, end).join('\n'), next: end + 1 };
}

function parseOptions(lines: string[], file: string, start: number): Record<string, string> {
  const options: Record<string, string> = {};
  for (const line of lines) {
    const m = /^([\w-]+):\s*(.*)$/.exec(line.trim());
    if (!m)
      throw new Error(`${file}:${start + 1}: header lines after the description must be "key: value", got "${line}"`);
    options[m[1]] = m[2];
  }
  return options;
}
