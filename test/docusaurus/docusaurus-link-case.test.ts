/**
 * Docusaurus 2.4.3 matches a link to its routes as React Router 5 does, ignoring case (matchRoutes, in its broken
 * link check and its router): `/docs/docsearch-v3` is the page of docs/DocSearch-v3.md, at `/docs/DocSearch-v3`.
 * A static page has no router: the link is written with the route's own case, so the visitor lands on the page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/base/',
  themeConfig: { footer: { links: [{ title: 'Docs', items: [{ label: 'FAQ', to: 'docs/program-faq' }] }] } },
  presets: [['classic', {}]],
};
`;

test('a link that matches a route only when case is ignored is written with the route’s case, and is not reported', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md':
      '# Intro\n\nSee [v3](/base/docs/docsearch-v3#setup), [raw](docsearch-v3) and [lost](/base/docs/nowhere).\n',
    'docs/DocSearch-v3.md': '# V3\n\n## Setup\n',
    'docs/Program-FAQ.md': '# FAQ\n',
  });
  const html = b.page('/docs/intro');
  assert.match(html, /<a href="\/base\/docs\/DocSearch-v3#setup">v3<\/a>/);
  assert.match(html, /<a href="\/base\/docs\/DocSearch-v3">raw<\/a>/);
  assert.match(html, /href="\/base\/docs\/Program-FAQ"[^>]*>FAQ/);
  assert.match(html, /<a href="\/base\/docs\/nowhere">lost<\/a>/);
  const broken = b.warnings.filter((w) => w.code === 'broken-link' || /page not found/.test(w.message));
  assert.deepEqual(
    broken.map((w) => w.link),
    ['/base/docs/nowhere'],
  );
});

test('a link in capitals to a route in lower case lands on the route, as casbin’s `./LBAC` does on docs/lbac', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'docs/models.md': '# Models\n\nSee [LBAC](./LBAC), [ABAC](/base/docs/ABAC/#top) and [twin](./Twin).\n',
    'docs/LBAC.md': '---\nid: lbac\n---\n\n# LBAC\n',
    'docs/abac.md': '# ABAC\n',
    // Two routes that differ only in case: a link in a third case could mean either, and stays as written.
    'docs/twin.md': '# twin\n',
    'docs/TWIN.md': '---\nid: TWIN\n---\n\n# TWIN\n',
    'docs/Program-FAQ.md': '# FAQ\n',
  });
  const html = b.page('/docs/models');
  assert.match(html, /<a href="\/base\/docs\/lbac">LBAC<\/a>/);
  assert.match(html, /<a href="\/base\/docs\/abac\/#top">ABAC<\/a>/);
  assert.match(html, /<a href="\/base\/docs\/Twin">twin<\/a>/);
  const broken = b.warnings.filter((w) => w.code === 'broken-link' || /page not found/.test(w.message));
  assert.deepEqual(
    broken.map((w) => w.link),
    ['./Twin'],
  );
});
