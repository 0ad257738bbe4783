/**
 * Runs every `fixtures/*.txt` case: the input is rendered as a source file of the fixture site and compared with
 * the expected text. Header options: `path:` (default `docs/latest/fixture.md`), `output:` (`html`, the
 * default: the body HTML; `entry`: the entry fields the expected text names; `error`: the error as printed) and
 * `show-buttons: yes` (code blocks' buttons and admonition icons are shortened to `…` elsewhere). With
 * `source: sidebars` the input is a sidebars file, resolved against the site's docs (or its error, with `output: error`).
 * `SITEGEN_UPDATE_FIXTURES=1 npm test` rewrites the expected blocks after a deliberate markup change; review the
 * diff before committing it.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readFixtureFile, type FixtureCase } from './fixture-file.js';
import {
  fillEnglish,
  formatEntry,
  formatFixtureError,
  loadFixtureSite,
  renderSource,
  type FixtureSite,
} from './render-fixture.js';
import { renderSidebars } from './render-sidebars.js';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const UPDATE = process.env.SITEGEN_UPDATE_FIXTURES === '1';

let site: FixtureSite;
before(async () => {
  site = await loadFixtureSite();
});

async function actualOf(c: FixtureCase): Promise<string> {
  const relPath = c.options.path ?? 'docs/latest/fixture.md';
  const output = c.options.output ?? 'html';
  if (c.options.source === 'sidebars') {
    const sidebars = renderSidebars(site, c.input);
    return output === 'error'
      ? formatFixtureError(
          await sidebars.then(
            () => assert.fail('expected the sidebars to fail'),
            (e: unknown) => e,
          ),
        )
      : sidebars;
  }
  const run = renderSource(site, relPath, `${c.input}\n`);
  if (output === 'error') {
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(error, 'expected the render to fail');
    return formatFixtureError(error);
  }
  const entry = await run;
  const text = output === 'entry' ? formatEntry(entry, c.expected) : output === 'html' ? fillEnglish(entry.html) : null;
  if (text === null) throw new Error(`unknown output "${output}"`);
  // The same two buttons end every code block, and each admonition kind has one icon; fixtures show them in full
  // only where they are the subject.
  if (c.options['show-buttons'] === 'yes') return text;
  return text
    .replace(/<div class="code-block__buttons">.*?<\/div>/g, '<div class="code-block__buttons">…</div>')
    .replace(/<span class="admonition__icon"><svg.*?<\/svg><\/span>/g, '<span class="admonition__icon">…</span>');
}

function normalize(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();
}

for (const name of readdirSync(DIR)
  .filter((n) => n.endsWith('.txt'))
  .sort()) {
  const file = path.join(DIR, name);
  const cases = readFixtureFile(file);
  const updates = new Map<FixtureCase, string>();
  describe(name.replace(/\.txt$/, ''), () => {
    for (const c of cases) {
      test(`${c.description} (${name}:${c.line})`, async () => {
        const actual = normalize(await actualOf(c));
        if (UPDATE) updates.set(c, actual);
        else assert.equal(actual, normalize(c.expected));
      });
    }
    if (UPDATE) after(() => writeFileSync(file, rewrite(readFileSync(file, 'utf8'), cases, updates)));
  });
}

/** Replace each case's expected block, keeping headers and inputs as written. */
function rewrite(text: string, cases: FixtureCase[], updates: Map<FixtureCase, string>): string {
  const lines = text.split('\n');
  for (const c of [...cases].reverse()) {
    const actual = updates.get(c);
    if (actual === undefined) continue;
    const inputStart = lines.indexOf('.', c.line - 1) + 1;
    const expectedStart = lines.indexOf('.', inputStart) + 1;
    const expectedEnd = lines.indexOf('.', expectedStart);
    lines.splice(expectedStart, expectedEnd - expectedStart, ...actual.split('\n'));
  }
  return lines.join('\n');
}
