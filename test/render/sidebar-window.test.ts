import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { WINDOWED_SIDEBAR_LINKS } from '../../src/render/sidebar-window.js';
import { buildFixture, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

test('a sidebar over the threshold is windowed: the page holds its branch, the full sidebar is one file', async () => {
  const perCategory = 60;
  const categories = Math.ceil((WINDOWED_SIDEBAR_LINKS + 100) / perCategory);
  const files: Record<string, string> = {};
  const items = [];
  for (let c = 0; c < categories; c++) {
    const ids = [];
    for (let d = 0; d < perCategory; d++) {
      const id = `c${c}/d${d}`;
      files[`content/docs/${id}.md`] = `# Doc ${c}-${d}\n`;
      ids.push(id);
    }
    // The last cannot collapse: its items are on every page.
    items.push({
      type: 'category',
      label: `Cat ${c}`,
      items: ids,
      ...(c === categories - 1 ? { collapsible: false } : {}),
    });
  }
  files['content/sidebars.js'] = `module.exports = { docs: ${JSON.stringify(items)} };`;
  const b = await buildFixture(files);
  built.push(b);
  const html = b.page('/docs/c3/d5');
  const fullFile = b.files().find((f) => f.startsWith('assets/sidebars/en-docs.'));
  assert.ok(fullFile, 'the full sidebar is written once');
  assert.match(html, new RegExp(`data-full-sidebar="/${fullFile!.replace(/\./g, '\\.')}"`));
  assert.match(html, /<a class="menu__link menu__link--active" aria-current="page" href="\/docs\/c3\/d5">Doc 3-5<\/a>/);
  assert.match(html, /href="\/docs\/c3\/d59"/, 'the page branch is complete');
  assert.doesNotMatch(html, /href="\/docs\/c4\/d1"/, 'other categories are left out');
  assert.match(
    html,
    /data-key="4" data-lazy=""><summary[^>]*><a class="menu__link" href="\/docs\/c4\/d0">Cat 4<\/a>/,
    'a collapsed category links to its first page',
  );
  assert.match(html, new RegExp(`href="/docs/c${categories - 1}/d${perCategory - 1}"`), 'a fixed category is whole');
  const full = b.writer.text(fullFile!);
  assert.equal((full.match(/class="menu__link"/g) ?? []).length, categories * perCategory);
});

test('a small sidebar is written whole into every page', async () => {
  const b = await buildFixture({
    'content/sidebars.js': `module.exports = { docs: ['a', { type: 'category', label: 'C', items: ['b'] }] };`,
    'content/docs/a.md': '# A\n',
    'content/docs/b.md': '# B\n',
  });
  built.push(b);
  assert.match(b.page('/docs/a'), /href="\/docs\/b"/);
  assert.equal(b.files().filter((f) => f.startsWith('assets/sidebars/')).length, 0);
});
