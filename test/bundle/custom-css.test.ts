/**
 * `customCss` in site.config.ts: the site's own stylesheets (CSS or SCSS) follow sitegen's theme in the one site
 * stylesheet, so their rules and custom properties win; a file that is not there is named with the config.
 */
import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { formatError } from '../../src/errors.js';
import { silentLogger } from '../../src/logger.js';
import { fetchWhen } from '../dev/dev-fixture.js';
import { buildFixture, configSource, writeFixture } from '../helpers/fixture-site.js';

/** The text of the site stylesheet the page at `url` links. */
function stylesheetOf(b: Awaited<ReturnType<typeof buildFixture>>, url: string): string {
  const href = /<link rel="stylesheet" href="\/(assets\/site\.[0-9a-f]+\.css)"/.exec(b.page(url))?.[1];
  assert.ok(href, 'the page links the site stylesheet');
  return b.writer.text(href);
}

test("customCss files follow sitegen's theme in the site stylesheet, SCSS compiled", async () => {
  const b = await buildFixture({
    'site.config.ts': configSource("customCss: ['src/css/custom.css', 'src/css/brand.scss']"),
    'content/docs/intro.md': '# Intro\n',
    'src/css/custom.css': ':root { --ifm-color-primary: #0a7d3b; }\n.site-note { color: rebeccapurple; }\n',
    'src/css/brand.scss': '$brand: #e0115f;\n.brand { .mark { color: $brand; } }\n',
  });
  try {
    const css = stylesheetOf(b, '/docs/intro');
    const custom = css.indexOf('--ifm-color-primary: #0a7d3b');
    const scss = css.indexOf('.brand .mark');
    assert.ok(custom > 0 && scss > custom, 'both files, in their order');
    assert.match(css.slice(scss), /color: #e0115f/);
    assert.ok(custom > css.indexOf('.navbar'), "after the theme's rules, so the site's win");
  } finally {
    await b.cleanup();
  }
});

test('a customCss file that is not there fails the build, naming it and the config', async () => {
  await assert.rejects(
    () =>
      buildFixture({
        'site.config.ts': configSource("customCss: ['src/css/gone.css']"),
        'content/docs/intro.md': '# Intro\n',
      }),
    (error: Error) => {
      assert.match(
        formatError(error),
        /the customCss of site\.config\.ts names src\/css\/gone\.css, which does not exist/,
      );
      assert.match(formatError(error), /site\.config\.ts/);
      return true;
    },
  );
});

test('dev serves customCss in the site stylesheet and follows a save to a file it imports', async () => {
  const root = await writeFixture({
    'site.config.ts': configSource("customCss: ['src/css/custom.scss']"),
    'content/docs/intro.md': '# Intro\n',
    'src/css/custom.scss': "@use 'colours';\n.site-note { color: colours.$note; }\n",
    'src/css/_colours.scss': '$note: #123456;\n',
  });
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    const url = `${server.url}assets/dev/site.css`;
    assert.match((await fetchWhen(url, (status) => status === 200)).body, /\.site-note \{\s*color: #123456;/);
    await writeFile(path.join(root, 'src/css/_colours.scss'), '$note: #654321;\n');
    assert.match((await fetchWhen(url, (_s, body) => body.includes('#654321'))).body, /color: #654321;/);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});
