/** A Docusaurus site's default doc description: Docusaurus 2.4.3's `createExcerpt`, line for line. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusExcerpt } from '../../src/content/docusaurus-excerpt.js';

test('the first line of text, not the paragraph: a wrapped sentence gives its first line', () => {
  assert.equal(
    docusaurusExcerpt('# Title\n\nBabel is a toolchain that is mainly\nused to convert code.\n'),
    'Babel is a toolchain that is mainly',
  );
});

test('imports, code and admonition fences are skipped; a heading or a quote is the excerpt', () => {
  const body = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '```js',
    'const notThis = 1;',
    '```',
    '',
    '## Usage {#usage}',
    '',
    'Text.',
  ].join('\n');
  assert.equal(docusaurusExcerpt(body), 'Usage');
  assert.equal(docusaurusExcerpt('> **NOTE:** Not all of it.\n\nText.\n'), 'NOTE: Not all of it.');
  assert.equal(
    docusaurusExcerpt(':::tip\n\nA *tip* with `code` and [a link](x.md) :tada:\n\n:::\n'),
    'A tip with code and a link',
  );
});

test('a body with no line of text has none', () => {
  assert.equal(docusaurusExcerpt('# Only a title\n\n```sh\nnpm i\n```\n'), undefined);
  assert.equal(docusaurusExcerpt(''), undefined);
});
