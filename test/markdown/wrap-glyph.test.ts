/**
 * A code block's wrap glyph (⮐) is a marker in the body's HTML, filled where the locale's text is: V8 keeps a
 * string with any character past U+00FF at two bytes per character, and a body's HTML is held from the parse until
 * its page renders. Pages, feeds' fill and the search index's name see the glyph as before.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { digestHtml } from '../../src/content/html-digest.js';
import { renderCodeBlock } from '../../src/markdown/code-blocks.js';
import { parseFenceMeta } from '../../src/markdown/fence-meta.js';
import { fillGlyphs, fillLocaleText, localeTextFiller } from '../../templates/placeholders.js';
import { createHash } from 'node:crypto';

const block = renderCodeBlock("const a = 'b';", parseFenceMeta('js'));

test('a code block in a body is Latin-1 only', () => {
  assert.ok(![...block].some((c) => c.codePointAt(0)! > 0xff), block);
});

test('the fills write the glyph in the wrap button', () => {
  const values = { base: '/', escapedText: (id: string) => id };
  const filled = [
    fillLocaleText(block, { base: '/', text: (id) => id }),
    localeTextFiller(block)(values),
    fillGlyphs(block),
  ];
  for (const html of filled) assert.match(html, /data-wrap[^>]*>\u2b90<\/button>/);
});

test("a body's digest is that of the HTML its page shows", () => {
  const shown = fillGlyphs(block);
  assert.notEqual(shown, block);
  assert.equal(digestHtml(block), createHash('sha256').update(shown).digest('hex'));
});
