/** site.config.ts's `stylesheets`, `scripts` and `headTags`: tags in every page's head, as Docusaurus's config has them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildFixture, configSource } from '../helpers/fixture-site.js';

test("stylesheets, scripts and headTags are in every page's head, in that order, as Docusaurus puts them", async () => {
  const head = `stylesheets: ['https://cdn.example/fonts.css'],
    scripts: [{ src: 'https://stats.example/s.js', defer: true, 'data-domain': 'example.com' }],
    headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } }]`;
  const b = await buildFixture({
    'site.config.ts': configSource(head),
    'content/docs/intro.md': '# Intro\n',
  });
  try {
    for (const url of ['/docs/intro', '404.html']) {
      const page = b.page(url);
      const at = (tag: string) => page.indexOf(tag);
      const link = at('<link rel="stylesheet" href="https://cdn.example/fonts.css">');
      const script = at('<script src="https://stats.example/s.js" defer data-domain="example.com"></script>');
      const preconnect = at('<link rel="preconnect" href="https://cdn.example">');
      assert.ok(link > 0 && script > link && preconnect > script, `${url}: ${link}, ${script}, ${preconnect}`);
      assert.ok(preconnect < at('</head>'), 'in the head');
    }
  } finally {
    await b.cleanup();
  }
});
