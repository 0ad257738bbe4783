/**
 * MDX leftovers (src/markdown/preprocess.ts): each kind is found wherever it may start, and a body without any is
 * returned as it is.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractMdx } from '../../src/markdown/preprocess.js';

test('an import block at the very start and an export block after a blank line are taken and blanked', () => {
  const first = extractMdx("import Tabs from '@theme/Tabs';\n\n<Tabs />\n");
  assert.deepEqual(first.esm, [{ code: "import Tabs from '@theme/Tabs';", line: 0 }]);
  assert.equal(first.body, '\n\n<Tabs />\n');
  const later = extractMdx('Intro.\n\nexport const x = 1;\n\nOutro.');
  assert.deepEqual(later.esm, [{ code: 'export const x = 1;', line: 2 }]);
  assert.equal(later.body, 'Intro.\n\n\n\nOutro.');
});

test('the MDX truncate marker becomes the HTML one', () => {
  assert.equal(extractMdx('Above.\n\n{/* truncate */}\n\nBelow.').body, 'Above.\n\n<!-- truncate -->\n\nBelow.');
});

test('the fence lines of an mdx-code-block are blanked, what it holds stays', () => {
  assert.equal(extractMdx('Intro.\n\n```mdx-code-block\n<Tabs />\n```\n').body, 'Intro.\n\n\n<Tabs />\n\n');
});

test('imports in fenced code stay code', () => {
  const body = "Example:\n\n```js\nimport x from 'y';\n```\n";
  assert.deepEqual(extractMdx(body), { body, esm: [] });
});

test('a body without any is returned as it is', () => {
  const body = 'An important export of `import` mid-line, {/ not a comment /}, and mdx code blocks.\n';
  const out = extractMdx(body);
  assert.equal(out.body, body);
  assert.deepEqual(out.esm, []);
});

/**
 * MDX 1 (Docusaurus 2) takes an import at the start of any top-level block, not only after a blank line: after an
 * HTML comment (redux's docs put `<!-- prettier-ignore -->` above their imports), a heading, a closed fence or a
 * thematic break. Inside a paragraph or an HTML block such as `<div>` it stays text. (Each case was checked with
 * @mdx-js/mdx 1.6.22, the version Docusaurus 2 compiles with.)
 */
test('an import right after a block that ends on its line is taken, as MDX 1 takes it', () => {
  const after = (before: string) => extractMdx(`${before}\nimport A from './a';\n\n<A />\n`).esm;
  const taken = [{ code: "import A from './a';", line: 1 }];
  assert.deepEqual(after('<!-- prettier-ignore -->'), taken);
  assert.deepEqual(after('# Title'), taken);
  assert.deepEqual(after('---'), taken);
  assert.deepEqual(extractMdx("```js\nx\n```\nimport A from './a';\n").esm, [
    { code: "import A from './a';", line: 3 },
  ]);
  assert.deepEqual(extractMdx("<!--\nA note\n-->\nimport A from './a';\n").esm, [
    { code: "import A from './a';", line: 3 },
  ]);
  assert.deepEqual(extractMdx("Text\n<!-- x -->\nimport A from './a';\n").esm, [
    { code: "import A from './a';", line: 2 },
  ]);
});

test('an import line inside a paragraph or an HTML block stays text, as in MDX 1', () => {
  for (const body of ["Some text\nimport A from './a';\n", "<div>\nimport A from './a';\n</div>\n"])
    assert.deepEqual(extractMdx(body), { body, esm: [] });
});
