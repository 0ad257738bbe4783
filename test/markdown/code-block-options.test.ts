/**
 * Code-block options a site sets in site.config.ts: the npm2yarn converters (pnpm as a third tab, the site's own
 * converter functions, run at build time within the time limit of site code) and the 'Open in Fiddle' URL template (a full URL kept as written, a site path per locale).
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const FIDDLE_DOC = '# A\n\n```fiddle docs/fiddles/hello\n```\n';
const FIDDLE_FILES = { 'content/docs/fiddles/hello/main.js': 'console.log(1)\n' };

test('npm2yarn converters: pnpm is a third tab when configured', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource("markdown: { npm2yarn: { converters: ['yarn', 'pnpm'] } }"),
    'content/docs/a.md': '# A\n\n```sh npm2yarn\nnpm install --save-dev jest\n```\n',
  });
  built.push(b);
  const html = b.page('/docs/a');
  assert.match(
    html,
    /data-value="npm">npm<\/button><button[^>]*data-value="yarn">Yarn<\/button><button[^>]*data-value="pnpm">pnpm<\/button>/,
  );
  assert.match(html, /<code class="language-sh">yarn add --dev jest<\/code>/);
  assert.match(html, /<code class="language-sh">pnpm add --save-dev jest<\/code>/);
});

test("npm2yarn converters: a [label, function] converter's tab shows what it returns for the fence's code", async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(
      "markdown: { npm2yarn: { converters: [['Bun', (code: string) => code.replace(/^npm install/gm, 'bun add')], 'yarn'] } }",
    ),
    'content/docs/a.md': '# A\n\n```sh npm2yarn\nnpm install jest\n```\n',
  });
  built.push(b);
  const html = b.page('/docs/a');
  assert.match(
    html,
    /data-value="npm">npm<\/button><button[^>]*data-value="Bun">Bun<\/button><button[^>]*data-value="yarn">Yarn</,
  );
  assert.match(html, /<code class="language-sh">bun add jest<\/code>/);
});

test('an npm2yarn converter function that never returns is stopped, naming it and the fence', async () => {
  const previous = process.env.SITEGEN_SITE_CODE_TIME_LIMIT;
  process.env.SITEGEN_SITE_CODE_TIME_LIMIT = '0.3';
  try {
    await assert.rejects(
      buildFixture({
        'site.config.ts': configSource(
          "markdown: { npm2yarn: { converters: [['Loop', (code: string) => { for (;;); }]] } }",
        ),
        'content/docs/a.md': '# A\n\nText.\n\n```sh npm2yarn\nnpm install jest\n```\n',
      }),
      /the npm2yarn converter Loop of site\.config\.ts, on \S*a\.md:5, still ran after 0\.3 s and was stopped/,
    );
  } finally {
    if (previous === undefined) delete process.env.SITEGEN_SITE_CODE_TIME_LIMIT;
    else process.env.SITEGEN_SITE_CODE_TIME_LIMIT = previous;
  }
});

test('the Open in Fiddle target is a URL template: a full URL is kept, {folderPath} keeps slashes', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(
      "markdown: { fiddleUrl: 'https://fiddle.example.org/launch?target=electron/main/{folderPath}' }",
    ),
    'content/docs/a.md': FIDDLE_DOC,
    ...FIDDLE_FILES,
  });
  built.push(b);
  assert.match(
    b.page('/docs/a'),
    /<a class="button button--primary fiddle__open" href="https:\/\/fiddle.example.org\/launch\?target=electron\/main\/docs\/fiddles\/hello">/,
  );
});

test('by default the button opens the site playground page with the folder as example', async () => {
  const b = await buildFixture({ 'content/docs/a.md': FIDDLE_DOC, ...FIDDLE_FILES });
  built.push(b);
  assert.match(
    b.page('/docs/a'),
    /<a class="button button--primary fiddle__open" href="\/fiddle\/\?example=docs%2Ffiddles%2Fhello">/,
  );
});
