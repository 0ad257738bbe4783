/**
 * Islands in a finished page name the browser chunks of their modules: `data-src` (and `data-css` for a sitegen
 * island with a stylesheet) before the island's id, `data-root-src` after a Root's id; ids without a chunk stay as
 * they are.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkIslands } from '../../src/render/island-links.js';

const chunks = {
  'island:src/a.tsx': '/assets/a.js',
  'island-css:src/a.tsx': '/assets/a.css',
  'island:src/b.tsx': '/assets/b.js',
  'island:src/theme/Root.js': '/assets/root.js',
};

test('every island gets its chunk, its stylesheet and its Root’s chunk; unknown ids stay as they are', () => {
  const html = [
    '<p>data-root="src/theme/Root.js" in text is not an attribute</p>',
    '<sitegen-island data-island="src/a.tsx#A" data-props="{}"></sitegen-island>',
    '<sitegen-island data-island="src/b.tsx#default" data-root="src/theme/Root.js"></sitegen-island>',
    '<sitegen-island data-island="src/gone.tsx#X" data-root="src/theme/Gone.js"></sitegen-island>',
  ].join('');
  assert.equal(
    linkIslands(html, chunks),
    [
      '<p>data-root="src/theme/Root.js" in text is not an attribute</p>',
      '<sitegen-island data-src="/assets/a.js" data-css="/assets/a.css" data-island="src/a.tsx#A" data-props="{}"></sitegen-island>',
      '<sitegen-island data-src="/assets/b.js" data-island="src/b.tsx#default" data-root="src/theme/Root.js" data-root-src="/assets/root.js"></sitegen-island>',
      '<sitegen-island data-island="src/gone.tsx#X" data-root="src/theme/Gone.js"></sitegen-island>',
    ].join(''),
  );
});

test('a page without islands comes back as it is', () => {
  const html = '<main><a href="/x">x</a></main>';
  assert.equal(linkIslands(html, chunks), html);
});
