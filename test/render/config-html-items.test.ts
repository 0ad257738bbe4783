/** Config that Docusaurus sites write: navbar and footer items of type html, and navbar.style 'dark'. */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

test('navbar and footer html items render their HTML; navbar.style dark marks the navbar', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(`
      navbar: { style: 'dark', items: [{ type: 'html', value: '<span class="nav-html">Beta</span>', position: 'right' }] },
      footer: { links: [{ title: 'More', items: [{ label: 'Docs', to: '/docs/a' }, { html: '<a class="footer-html" href="https://example.org">Badge</a>' }] }] },
    `),
    'content/docs/a.md': '# A\n',
  });
  built.push(b);
  const html = b.page('/docs/a');
  assert.match(html, /<header class="navbar navbar--dark"/);
  assert.match(html, /<li class="navbar__item"><span class="nav-html">Beta<\/span><\/li>/);
  assert.match(html, /<li class="footer__item"><a class="footer-html" href="https:\/\/example.org">Badge<\/a><\/li>/);
  assert.match(html, /class="footer__link footer__link-item"[^>]*>Docs</);
});

test('without navbar.style the navbar has no style class', async () => {
  const b = await buildFixture({ 'content/docs/a.md': '# A\n' });
  built.push(b);
  assert.match(b.page('/docs/a'), /<header class="navbar"/);
});
