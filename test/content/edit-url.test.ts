/**
 * 'Edit this page' links as Docusaurus computes them: a string editUrl gets the folder's path and the file's path
 * appended, a function gets Docusaurus's arguments, custom_edit_url wins and null hides the link.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const editLink = (html: string) => /<a class="doc__edit" href="([^"]+)"/.exec(html)?.[1] ?? null;

test('a string editUrl gets the docs folder path and the doc path appended, as in Docusaurus', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(
      "paths: { docs: 'docs', blog: 'blog' }, docs: { editUrl: 'https://github.com/o/r/edit/main/website/' }, blog: { editUrl: 'https://github.com/o/r/edit/main/website' }",
    ),
    'docs/guide/intro.md': '# Intro\n',
    'docs/other.md': '---\ncustom_edit_url: https://example.org/custom\n---\n\n# Other\n',
    'docs/hidden.md': '---\ncustom_edit_url: null\n---\n\n# Hidden\n',
    'blog/post.md': '---\ntitle: Post\ndate: 2021-01-01\n---\n\nText.\n',
  });
  built.push(b);
  assert.equal(editLink(b.page('/docs/guide/intro')), 'https://github.com/o/r/edit/main/website/docs/guide/intro.md');
  assert.equal(editLink(b.page('/docs/other')), 'https://example.org/custom');
  assert.equal(editLink(b.page('/docs/hidden')), null);
  assert.equal(editLink(b.page('/blog/post')), 'https://github.com/o/r/edit/main/website/blog/post.md');
});

test("an editUrl function gets Docusaurus's arguments", async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(
      'docs: { editUrl: (a) => `https://e.org/${a.versionDocsDirPath}|${a.docPath}|${a.permalink}|${a.locale}|${a.version}` }, blog: { editUrl: (a) => `https://e.org/${a.blogDirPath}|${a.blogPath}|${a.permalink}|${a.locale}` }',
    ),
    'content/docs/latest/api/app.md': '# app\n',
    'content/blog/post.md': '---\ntitle: Post\ndate: 2021-01-01\n---\n\nText.\n',
  });
  built.push(b);
  assert.equal(
    editLink(b.page('/docs/latest/api/app')),
    'https://e.org/content/docs|latest/api/app.md|/docs/latest/api/app|en|current',
  );
  assert.equal(editLink(b.page('/blog/post')), 'https://e.org/content/blog|post.md|/blog/post|en');
});

test("the framework site's config points 'Edit this page' at electron/electron's docs folder", async () => {
  const { default: config } = await import('../../site.config.js');
  const editUrl = config.docs?.editUrl as (a: { docPath: string }) => string;
  assert.equal(
    editUrl({ docPath: 'latest/api/app.md' }),
    'https://github.com/electron/electron/edit/main/docs/api/app.md',
  );
});

test('an editUrl function that never returns stops the build, naming the source it was computing', async () => {
  const previous = process.env.SITEGEN_SITE_CODE_TIME_LIMIT;
  process.env.SITEGEN_SITE_CODE_TIME_LIMIT = '0.3';
  try {
    await assert.rejects(
      buildFixture({
        'site.config.ts': configSource(
          "docs: { editUrl: (a) => { while (a.docPath === 'b.md'); return 'https://e.org/' + a.docPath; } }",
        ),
        'content/docs/a.md': '# A\n',
        'content/docs/b.md': '# B\n',
        'content/docs/c.md': '# C\n',
      }),
      /the editUrl function of site\.config\.ts \(for b\.md\) still ran after 0\.3 s and was stopped/,
    );
  } finally {
    if (previous === undefined) delete process.env.SITEGEN_SITE_CODE_TIME_LIMIT;
    else process.env.SITEGEN_SITE_CODE_TIME_LIMIT = previous;
  }
});
