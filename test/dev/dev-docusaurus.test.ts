/**
 * `sitegen dev` on a Docusaurus site folder: the site's stylesheet (Infima, customCss, page CSS) is served and a
 * save to customCss or a component's CSS module reloads it; a plugin's route is served, and a change to a path
 * the plugin watches runs the plugins again.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import test from 'node:test';
import { build } from '../../src/commands/build.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { silentLogger } from '../../src/logger.js';
import type { SitegenError } from '../../src/errors.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { fetchWhen, nextReload } from './dev-fixture.js';
import { writeDocusaurusSite } from '../helpers/docusaurus-browser.js';
import { LIVE_DOC, liveConfig } from '../docusaurus/docusaurus-fixture.js';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
    presets: [['classic', { theme: { customCss: require.resolve('./src/css/custom.css') } }]],
    plugins: ['./src/plugins/count'] };\n`,
  'docs/intro.md': '# Intro\n',
  'src/css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
  'src/pages/index.js': `import styles from './index.module.css';\nexport default function Home() { return <p className={styles.home}>home</p>; }\n`,
  'src/pages/index.module.css': '.home { color: red; }\n',
  'count.json': '{"n": 1}',
  'src/plugins/count.js': `const fs = require('fs'), path = require('path');
module.exports = (context) => {
  const file = path.join(context.siteDir, 'count.json');
  return {
    name: 'count',
    loadContent: () => JSON.parse(fs.readFileSync(file, 'utf8')),
    async contentLoaded({ content, actions }) {
      actions.addRoute({ path: '/count', component: '@site/src/Count', modules: { count: await actions.createData('c.json', JSON.stringify(content)) } });
    },
    getPathsToWatch: () => [file],
  };
};\n`,
  'src/Count.js': 'export default function Count({ count }) { return <p id="n">n = {count.n}</p>; }\n',
};

test('dev serves and reloads the site CSS of a Docusaurus folder, and runs its plugins again on a watched change', async () => {
  const root = await writeDocusaurusSite(FILES);
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    const css = () => fetch(`${server.url}assets/dev/site.css`).then((r) => r.text());
    const first = await css();
    assert.ok(first.includes('--ifm-color-primary: #123456'), 'customCss is in the dev stylesheet');
    assert.ok(/\.[\w-]*home[\w-]* \{\s*color: red;/.test(first), 'page CSS modules too');
    assert.ok(first.includes('--ifm-navbar-height'), 'and Infima');
    await writeFile(path.join(root, 'src/css/custom.css'), ':root { --ifm-color-primary: #654321; }\n');
    const cssUrl = `${server.url}assets/dev/site.css`;
    assert.ok(
      (await fetchWhen(cssUrl, (_s, b) => b.includes('#654321'))).body.includes('#654321'),
      'customCss reloads',
    );
    await writeFile(path.join(root, 'src/pages/index.module.css'), '.home { color: blue; }\n');
    assert.ok(
      (await fetchWhen(cssUrl, (_s, b) => /color: blue/.test(b))).body.includes('color: blue'),
      'CSS modules reload',
    );
    assert.match(await (await fetch(`${server.url}count`)).text(), /<p id="n">n = (<!-- -->)?1<\/p>/);
    await writeFile(path.join(root, 'count.json'), '{"n": 2}');
    const after = await fetchWhen(`${server.url}count`, (_s, b) => /n = (<!-- -->)?2/.test(b));
    assert.match(after.body, /n = (<!-- -->)?2/);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('dev serves the redirect pages of @docusaurus/plugin-client-redirects, the same bytes as the build', async () => {
  const files: Record<string, string> = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/base/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', {}]],
      plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'], redirects: [{ from: '/old', to: '/docs/intro' }] }]] };\n`,
    'docs/intro.md': '# Intro\n',
  };
  const root = await writeDocusaurusSite(files);
  const writer = new MemoryWriter();
  await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    for (const [url, file] of [
      ['old', 'old/index.html'],
      ['old/', 'old/index.html'],
      ['fr/old', 'fr/old/index.html'],
      ['docs/intro.html', 'docs/intro.html/index.html'],
    ]) {
      const res = await fetch(`${server.url}${url}`);
      assert.equal(res.status, 200, url);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      assert.equal(await res.text(), writer.text(file), `${url} is the build's ${file}`);
    }
    assert.match(writer.text('old/index.html'), /url=\/base\/docs\/intro"/);
    assert.equal((await fetch(`${server.url}gone`)).status, 404);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test("dev serves a static file below each locale's path too, as the build writes it", async () => {
  const files: Record<string, string> = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', {}]] };\n`,
    'docs/intro.md': '# Intro\n',
    'static/img/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  const root = await writeDocusaurusSite(files);
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    for (const url of ['img/a.svg', 'fr/img/a.svg']) {
      const res = await fetch(`${server.url}${url}`);
      assert.equal(res.status, 200, url);
      assert.equal(await res.text(), files['static/img/a.svg']);
    }
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test("dev serves a live code block's playground and the stylesheet of the site's ReactLiveScope", async () => {
  const files: Record<string, string> = {
    'docusaurus.config.js': liveConfig(),
    'sidebars.js': 'module.exports = {};\n',
    'docs/live.md': LIVE_DOC,
    'src/theme/ReactLiveScope/index.js': `import React from 'react';\nimport './scope.css';\nexport default { React, ...React };\n`,
    'src/theme/ReactLiveScope/scope.css': '.greeting { color: rgb(1, 2, 3); }\n',
  };
  const root = await writeDocusaurusSite(files);
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    const page = await (await fetch(`${server.url}docs/live`)).text();
    const src = /<sitegen-island data-src="([^"]+)" data-css="([^"]+)" data-island="@theme\/Playground#default"/.exec(
      page,
    );
    assert.ok(src, 'the playground names its script and stylesheet');
    const script = await fetch(`${server.url}${src[1].slice(1)}`);
    assert.equal(script.status, 200);
    assert.match(await script.text(), /LiveProvider|noInline/);
    const css = await fetch(`${server.url}${src[2].slice(1)}`);
    assert.equal(css.status, 200);
    assert.match(await css.text(), /\.greeting\s*\{\s*color: rgb\(1, 2, 3\)/);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('dev renders a doc again when a component it imports is edited', async () => {
  const root = await writeDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/intro.md': "# Intro\n\nimport Badge from '@site/src/components/Badge';\n\n<Badge />\n",
    'src/components/Badge.js': 'export default function Badge() { return <b id="badge">one</b>; }\n',
  });
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    const url = `${server.url}docs/intro`;
    assert.match(await (await fetch(url)).text(), /<b id="badge">one<\/b>/);
    await writeFile(
      path.join(root, 'src/components/Badge.js'),
      'export default function Badge() { return <b id="badge">two</b>; }\n',
    );
    const after = await fetchWhen(url, (_s, b) => b.includes('>two<'));
    assert.match(after.body, /<b id="badge">two<\/b>/);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('dev puts what a <head> in Markdown holds in the page head, as a build does', async () => {
  const root = await writeDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/intro.md': '# Intro\n\n<head>\n  <meta name="robots" content="noindex" />\n</head>\n\nHello.\n',
  });
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    const html = await (await fetch(`${server.url}docs/intro`)).text();
    assert.match(html.slice(0, html.indexOf('</head>')), /<meta name="robots" content="noindex" ?\/>/);
    assert.doesNotMatch(html.slice(html.indexOf('</head>')), /noindex/);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test("dev serves a doc from the default locale's own translation folder, and follows edits to it and its removal", async () => {
  const root = await writeDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }, presets: [['classic', {}]] };\n`,
    'docs/intro.md': '# 介绍\n',
    'i18n/en/docusaurus-plugin-content-docs/current/intro.md': '# Intro in English\n',
  });
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  const url = `${server.url}docs/intro`;
  const translation = path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current/intro.md');
  try {
    assert.match(await (await fetch(url)).text(), /Intro in English/);
    // An edit of the source changes nothing: the translation is read first.
    await writeFile(path.join(root, 'docs/intro.md'), '# 介绍 2\n');
    await writeFile(translation, '# Intro, edited\n');
    assert.match((await fetchWhen(url, (_s, b) => /Intro, edited/.test(b))).body, /Intro, edited/);
    // Without the translation, the source is the doc again.
    await rm(translation);
    assert.match((await fetchWhen(url, (_s, b) => /介绍 2/.test(b))).body, /介绍 2/);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('a React page that stops compiling is the overlay naming its file and line; the fix recovers', async () => {
  const root = await writeDocusaurusSite(FILES);
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    assert.equal((await fetch(server.url)).status, 200);
    // A page that imports Docusaurus's modules hydrates: the island proxy reads it first (client-modules.ts).
    const broken =
      'import Link from \'@docusaurus/Link\';\nexport default function Home() {\n  return <Link to="/">;\n}\n';
    await writeFile(path.join(root, 'src/pages/index.js'), broken);
    const overlay = await fetchWhen(server.url, (status) => status === 500);
    assert.equal(overlay.status, 500);
    assert.match(overlay.body, /class="sitegen-error"/, 'the overlay, not a bare server error');
    assert.match(
      overlay.body,
      /<p class="where">src\/pages\/index\.js:5:1<\/p>/,
      'at the file and line of the mistake',
    );
    assert.match(overlay.body, /<pre class="frame">/, 'with the lines around it');
    await writeFile(path.join(root, 'src/pages/index.js'), FILES['src/pages/index.js']);
    assert.equal((await fetchWhen(server.url, (status) => status === 200)).status, 200);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test("a build's output and log files written in the site folder reload no page; a doc's save still does", async () => {
  const root = await writeDocusaurusSite(FILES);
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    // Made after the watch started: a build run beside the server, and its log sent to a file in the site.
    await mkdir(path.join(root, 'build/docs/intro'), { recursive: true });
    const quiet = nextReload(server, 600);
    await writeFile(path.join(root, 'build/docs/intro/index.html'), '<p>built</p>');
    await writeFile(path.join(root, 'dev.log'), 'sitegen dev: ready\n');
    await assert.rejects(quiet, /no reload within 600 ms/);
    const saved = nextReload(server);
    await writeFile(path.join(root, 'docs/intro.md'), '# Intro again\n');
    await saved;
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('a save that breaks the site is reported in the terminal too, with the file and line', async () => {
  const root = await writeDocusaurusSite(FILES);
  const errors: string[] = [];
  const logger = { ...silentLogger, error: (message: string) => void errors.push(message) };
  const server = await startDevServer({ build, root, port: 0, logger, watchSitegen: false });
  try {
    const saved = nextReload(server);
    await writeFile(path.join(root, 'docusaurus.config.js'), 'module.exports = {\n  title: ,\n};\n');
    await saved;
    assert.equal(errors.length, 1, 'one report for the save');
    assert.match(errors[0], /docusaurus\.config\.js does not compile[\s\S]*docusaurus\.config\.js:2:/);
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('a port another server listens on is an error saying so and what to do, before anything is read or written', async () => {
  const root = await writeDocusaurusSite(FILES);
  const other = await writeDocusaurusSite(FILES);
  const first = await startDevServer({ build, root, port: 0, logger: silentLogger, watch: false, watchSitegen: false });
  try {
    const port = Number(new URL(first.url).port);
    const before = readdirSync(other);
    await assert.rejects(
      startDevServer({ build, root: other, port, logger: silentLogger, watch: false, watchSitegen: false }),
      (error: SitegenError) => {
        assert.equal(
          error.message,
          `port ${port} is in use on 127.0.0.1: another server (another sitegen dev?) listens there`,
        );
        assert.equal(error.hint, `stop that server, or serve on another port: sitegen dev --port ${port + 1}`);
        return true;
      },
    );
    // Nothing of the site was started: no bundle is written into it after the error (a test removing the folder
    // then raced one).
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.deepEqual(readdirSync(other), before);
  } finally {
    await first.close();
    await rm(root, { recursive: true, force: true });
    await rm(other, { recursive: true, force: true });
  }
});
