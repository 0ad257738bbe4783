/**
 * A Docusaurus site's own plugins run with Docusaurus's lifecycle: the plugin function gets a context and its
 * options; loadContent's result reaches contentLoaded, whose actions add routes (rendered with their modules'
 * data as props), data and global data; injectHtmlTags, getClientModules and getPathsToWatch are honoured; the
 * rest is named in the one warning. Errors and endless loops name the plugin and its file.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import vm from 'node:vm';
import { runPlugins } from '../../src/config/docusaurus/run-plugins.js';
import { buildDocusaurusSite, ignoredLines, symlinkTo } from './docusaurus-fixture.js';
import { IMAGE_ZOOM_PACKAGE } from './image-zoom-package.js';

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', {}]],
  plugins: [
    './src/plugins/apps',
    [require.resolve('./plugins/second'), { id: 'two', greeting: 'hi' }],
    function inlinePlugin(context) {
      return { name: 'inline', async contentLoaded({ actions }) { actions.setGlobalData({ title: context.siteConfig.title }); } };
    },
    'docusaurus-plugin-unknown',
  ],
};
`;

const APPS_PLUGIN = `const fs = require('fs');
const path = require('path');
module.exports = function appsPlugin(context, options) {
  return {
    name: 'apps-plugin',
    async loadContent() {
      return JSON.parse(fs.readFileSync(path.join(context.siteDir, 'apps.json'), 'utf8'));
    },
    async contentLoaded({ content, actions }) {
      const apps = await actions.createData('apps.json', JSON.stringify(content));
      const meta = await actions.createData('meta.json', { count: content.length, base: context.baseUrl, dir: path.basename(context.siteDir) === path.basename(context.siteDir) });
      actions.addRoute({ path: context.baseUrl + 'apps', component: '@site/src/components/Apps', modules: { apps, meta }, exact: true });
      actions.setGlobalData({ count: content.length });
    },
    injectHtmlTags({ content }) {
      return {
        headTags: ['<meta name="apps" content="' + content.length + '">', { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } }],
        preBodyTags: { tagName: 'div', attributes: { id: 'pre' }, innerHTML: 'before' },
        postBodyTags: [{ tagName: 'script', innerHTML: 'window.appsLoaded = true' }],
      };
    },
    getClientModules() { return [path.resolve(__dirname, './apps.css'), path.resolve(__dirname, './client.js')]; },
    getPathsToWatch() { return [path.join(context.siteDir, 'apps.json')]; },
    configureWebpack() { return {}; },
    async postBuild() {},
  };
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'apps.json': JSON.stringify([{ name: 'Slack' }, { name: 'VS Code' }]),
  'src/plugins/apps/index.js': APPS_PLUGIN,
  'src/plugins/apps/apps.css': '.apps-from-plugin { color: rebeccapurple; }\n',
  'src/plugins/apps/client.js': 'document.documentElement.dataset.clientModule = "yes";\n',
  'plugins/second.js': `module.exports = (context, options) => ({ name: 'second', contentLoaded({ actions }) { actions.setGlobalData({ greeting: options.greeting }); } });\n`,
  'src/components/Apps.js': `import Layout from '@theme/Layout';
export default function Apps({ apps, meta }) {
  return <Layout title="Apps"><p id="meta">{meta.count} apps below {meta.base}</p><ul>{apps.map((a) => <li key={a.name}>{a.name}</li>)}</ul></Layout>;
}
`,
  'src/pages/index.js': `import Layout from '@theme/Layout';
import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';
export default function Home() {
  const all = useGlobalData();
  return <Layout><p id="g">{usePluginData('apps-plugin').count} {usePluginData('second', 'two').greeting} {all.inline.default.title}</p></Layout>;
}
`,
};

test('local plugins run: routes with module data as props, global data, html tags, client modules, paths to watch', async () => {
  const b = await buildDocusaurusSite(FILES);
  try {
    const apps = b.page('/apps');
    assert.match(apps, /<title>Apps \| Dino<\/title>/);
    assert.match(apps, /<p id="meta">2 apps below \/<\/p><ul><li>Slack<\/li><li>VS Code<\/li><\/ul>/);
    // The island carries the props, so the browser renders the same list.
    assert.match(
      apps,
      /data-island="src\/components\/Apps\.js#default"[^>]*data-props="\{&quot;config&quot;:.*&quot;apps&quot;:\[\{&quot;name&quot;:&quot;Slack&quot;/,
    );
    const home = b.page('/');
    assert.match(home, /<p id="g">2 hi Dino<\/p>/);
    for (const page of [home, apps, b.page('/docs/intro')]) {
      assert.match(page, /<meta name="apps" content="2"><link rel="preconnect" href="https:\/\/cdn.example"><\/head>/);
      assert.match(page, /<body[^>]*><div id="pre">before<\/div>/);
      assert.match(
        page,
        /<script>window.appsLoaded = true<\/script><script type="module" src="\/assets\/client-modules\.[0-9a-f]{8}\.js"><\/script><\/body>/,
      );
    }
    const script = /src="\/(assets\/client-modules\.[0-9a-f]{8}\.js)"/.exec(home)![1];
    assert.match(b.writer.text(script), /clientModule="yes"|clientModule = "yes"/);
    const css = b.writer.text(/href="\/(assets\/[^"]+\.css)"/.exec(home)![1]);
    assert.match(css, /\.apps-from-plugin\s*\{\s*color: rebeccapurple;?\s*\}/);
    const plugins = b.config.docusaurus!.plugins!;
    assert.ok(plugins.pathsToWatch.includes(path.join(b.root, 'apps.json')));
    assert.ok(plugins.pathsToWatch.includes(path.join(b.root, 'src/plugins/apps/index.js')), 'the plugin file itself');
    const warning = b.warnings.find((w) => /not honoured/.test(w.message))!.message;
    assert.doesNotMatch(warning, /postBuild/, 'postBuild runs (test/cli/post-build.test.ts)');
    assert.doesNotMatch(warning, /configureWebpack/, 'one that asks for nothing sitegen cannot do is not named');
    assert.match(warning, /plugins: docusaurus-plugin-unknown is not run/);
    assert.doesNotMatch(warning, /src\/plugins\/apps|second|inline/);
  } finally {
    await b.cleanup();
  }
});

test('a plugin route goes through the route table: one over a page warns naming both', async () => {
  const b = await buildDocusaurusSite({
    ...FILES,
    'src/pages/apps.js': `export default function AppsPage() { return <p id="page">page</p>; }\n`,
  });
  try {
    assert.match(b.page('/apps'), /<p id="page">page<\/p>/);
    const dup = b.warnings.find((w) => w.code === 'duplicate-route')!;
    assert.match(dup.message, /src\/components\/Apps\.js and src\/pages\/apps\.js both claim the URL \/apps/);
  } finally {
    await b.cleanup();
  }
});

test('a plugin that throws is an error naming the plugin, its file and the method', async () => {
  const files = {
    ...FILES,
    'plugins/second.js': `module.exports = () => ({ name: 'second', loadContent() { throw new Error('no data here'); } });\n`,
  };
  await assert.rejects(buildDocusaurusSite(files), (e: Error & { location?: { file: string } }) => {
    assert.match(
      e.message,
      /the plugin "plugins\/second.js" \(.*plugins\/second.js\) throws in loadContent: no data here/,
    );
    assert.match(e.location!.file, /plugins\/second\.js$/);
    return true;
  });
});

/** A local plugin that writes the options it was called with into every head, so a test can read them. */
const OPTIONS_PLUGIN = (validation: string) => `exports.default = function tutorial(context, options) {
  return { name: 'tutorial', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'options', content: JSON.stringify(options) } }] }) };
};
${validation}
`;

/** A schema as Joi's validate answers: its default \`path\` filled in, an unknown \`colour\` refused. */
const SCHEMA = `const schema = { validate(options, how) {
  if ('colour' in options) return { error: new Error('"colour" is not allowed') };
  return { value: { path: 'tutorial', ...options, converted: how.convert } };
} };`;

async function optionsSeen(files: Record<string, string>, options: string): Promise<unknown> {
  const b = await buildDocusaurusSite({
    ...files,
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]], plugins: [['./plugins/tutorial.js', ${options}]] };\n`,
  });
  try {
    const content = /<meta name="options" content="([^"]*)">/.exec(b.page('/docs/intro'))?.[1];
    return JSON.parse(content!.replace(/&quot;/g, '"'));
  } finally {
    await b.cleanup();
  }
}

test("a plugin's options are what its validateOptions returns, defaults in, as Docusaurus calls it (questdb.io's tutorials)", async () => {
  const validation = `${SCHEMA}\nexports.validateOptions = ({ validate, options }) => validate(schema, options);`;
  // Without @docusaurus/utils-validation installed, the schema validates alone, unconverted, and an id is added.
  assert.deepEqual(await optionsSeen({ 'plugins/tutorial.js': OPTIONS_PLUGIN(validation) }, `{ title: 'T' }`), {
    path: 'tutorial',
    title: 'T',
    converted: false,
    id: 'default',
  });
  // The site's own normalizePluginOptions is the validate it is given, as under Docusaurus.
  const installed = {
    'plugins/tutorial.js': OPTIONS_PLUGIN(validation),
    'node_modules/@docusaurus/utils-validation/package.json':
      '{ "name": "@docusaurus/utils-validation", "main": "index.js" }\n',
    'node_modules/@docusaurus/utils-validation/index.js': `exports.normalizePluginOptions = (schema, options) => ({ ...schema.validate(options, { convert: false }).value, id: 'default', by: 'utils-validation' });\n`,
  };
  assert.deepEqual(await optionsSeen(installed, `{ title: 'T' }`), {
    path: 'tutorial',
    title: 'T',
    converted: false,
    id: 'default',
    by: 'utils-validation',
  });
  // A plugin without validateOptions gets its options as written, with an id.
  assert.deepEqual(await optionsSeen({ 'plugins/tutorial.js': OPTIONS_PLUGIN('') }, `{ title: 'T', id: 'guides' }`), {
    title: 'T',
    id: 'guides',
  });
});

test("options a plugin's validateOptions refuses stop the build, naming the plugin and what it said", async () => {
  const validation = `${SCHEMA}\nexports.validateOptions = ({ validate, options }) => validate(schema, options);`;
  await assert.rejects(
    optionsSeen({ 'plugins/tutorial.js': OPTIONS_PLUGIN(validation) }, `{ colour: 'red' }`),
    /the plugin "plugins\/tutorial.js" \(.*plugins\/tutorial.js\) throws in validateOptions: "colour" is not allowed/,
  );
});

/** A theme plugin that writes the themeConfig its context has into every head, with a validateThemeConfig. */
const THEME_PLUGIN = (validation: string) => `exports.default = function theme(context) {
  return { name: 'theme', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'theme', content: JSON.stringify(context.siteConfig.themeConfig.banner) } }] }) };
};
exports.validateThemeConfig = ${validation};
`;

async function themeConfigSeen(validation: string): Promise<unknown> {
  const b = await buildDocusaurusSite({
    'plugins/theme.js': THEME_PLUGIN(validation),
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]], themes: ['./plugins/theme.js'], themeConfig: { banner: { text: 'Hi' } } };\n`,
  });
  try {
    const content = /<meta name="theme" content="([^"]*)">/.exec(b.page('/docs/intro'))?.[1];
    return JSON.parse(content!.replace(/&quot;/g, '"'));
  } finally {
    await b.cleanup();
  }
}

test("a theme's validateThemeConfig fills in the themeConfig plugins see, as Docusaurus merges it", async () => {
  const validation = `({ validate, themeConfig }) => validate({ validate: (c) => ({ value: { ...c, banner: { colour: 'red', ...c.banner } } }) }, themeConfig)`;
  assert.deepEqual(await themeConfigSeen(validation), { colour: 'red', text: 'Hi' });
});

test("a themeConfig a theme's validateThemeConfig refuses stops the build, naming the theme and what it said", async () => {
  await assert.rejects(
    themeConfigSeen(`() => { throw new Error('"banner.text" must be shorter') }`),
    /the plugin "plugins\/theme.js" \(.*plugins\/theme.js\) throws in validateThemeConfig: "banner.text" must be shorter/,
  );
});

test('a route whose module is not data is an error naming the plugin', async () => {
  const files = {
    ...FILES,
    'plugins/second.js': `module.exports = () => ({ name: 'second', contentLoaded({ actions }) { actions.addRoute({ path: '/x', component: '@site/src/components/Apps', modules: { apps: '/nowhere/code.js' } }); } });\n`,
  };
  await assert.rejects(
    buildDocusaurusSite(files),
    /the plugin "plugins\/second.js" .* adds a route sitegen cannot build: .*modules.apps is \/nowhere\/code.js/,
  );
});

test('an endless loop or a promise that never settles in a lifecycle method is stopped, naming the plugin and file', async () => {
  const context = { siteDir: '/site', baseUrl: '/', generatedFilesDir: path.join(process.cwd(), '.sitegen/generated') };
  const plugin = (hooks: Record<string, unknown>) => [
    {
      label: 'src/plugins/slow.js',
      file: '/site/src/plugins/slow.js',
      plugin: () => ({ name: 'slow', ...hooks }),
      options: {},
    },
  ];
  const stopped = (what: string) => (e: Error & { location?: { file: string } }) => {
    assert.match(
      e.message,
      new RegExp(`the plugin "slow": ${what} \\(/site/src/plugins/slow.js\\) (still ran|never settled) after 0.2 s`),
    );
    assert.equal(e.location?.file, '/site/src/plugins/slow.js');
    return true;
  };
  await assert.rejects(
    runPlugins(
      plugin({
        contentLoaded() {
          for (;;);
        },
      }),
      context,
      { timeoutMs: 200 },
    ),
    stopped('contentLoaded'),
  );
  await assert.rejects(
    runPlugins(plugin({ loadContent: () => new Promise(() => {}) }), context, { timeoutMs: 200 }),
    stopped('loadContent'),
  );
});

test('plugins run for every locale: currentLocale, the locale base URL and its own global data, as Docusaurus does', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
      title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      plugins: ['./plugins/hello'],
    };\n`,
    'plugins/hello.js': `const path = require('path');
module.exports = (context) => ({
  name: 'hello',
  loadContent() { return { locale: context.i18n.currentLocale, dir: path.basename(context.localizationDir) }; },
  async contentLoaded({ content, actions }) {
    const data = await actions.createData('hello.json', content);
    actions.addRoute({ path: context.baseUrl + 'hello', component: '@site/src/components/Hello', modules: { data } });
    if (content.locale === 'fr') actions.addRoute({ path: context.baseUrl + 'bonjour', component: '@site/src/components/Hello', modules: { data } });
    actions.setGlobalData({ greeting: content.locale === 'fr' ? 'Salut' : 'Hi' });
  },
});\n`,
    'src/components/Hello.js': `import Layout from '@theme/Layout';
export default function Hello({ data }) { return <Layout><p id="h">{data.locale} {data.dir}</p></Layout>; }\n`,
    'src/pages/index.js': `import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';
export default function Home() { return <Layout><p id="g">{usePluginData('hello').greeting}</p></Layout>; }\n`,
  });
  try {
    assert.match(b.page('/hello'), /<p id="h">en en<\/p>/);
    assert.match(b.page('/fr/hello'), /<p id="h">fr fr<\/p>/);
    assert.match(b.page('/fr/bonjour'), /<p id="h">fr fr<\/p>/);
    assert.ok(!b.files().includes('bonjour/index.html'), 'a route the French run adds is not an English page');
    assert.ok(!b.files().some((f) => f.startsWith('fr/fr/')), 'the locale base URL is not doubled');
    assert.match(b.page('/'), /<p id="g">Hi<\/p>/);
    assert.match(b.page('/fr/'), /<p id="g">Salut<\/p>/);
  } finally {
    await b.cleanup();
  }
});

test("a plugin's or theme's getThemePath components resolve as @theme/<Name>: below the site's src/theme, above sitegen's", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
      title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      plugins: ['./plugins/fancy'],
      themes: ['./themes/typed'],
    };\n`,
    'plugins/fancy/index.js': `const path = require('path');
module.exports = () => ({ name: 'fancy', getThemePath() { return path.join(__dirname, 'theme'); } });\n`,
    'plugins/fancy/theme/Badge.js': 'export default function Badge() { return <b id="badge">from the plugin</b>; }\n',
    'plugins/fancy/theme/Fancy.js': 'export default function Fancy() { return <i id="fancy">from the plugin</i>; }\n',
    'plugins/fancy/theme/Heading/index.js': `import Original from '@theme-original/Heading';
export default function Heading(props) { return <div id="wrapped"><Original {...props} /></div>; }\n`,
    // A theme that names only its TypeScript sources (its compiled folder does not exist).
    'themes/typed/index.js': `const path = require('path');
module.exports = () => ({ name: 'typed', getThemePath() { return path.join(__dirname, 'lib/theme'); }, getTypeScriptThemePath() { return path.join(__dirname, 'src/theme'); } });\n`,
    'themes/typed/src/theme/Extra.tsx':
      'export default function Extra(): JSX.Element { return <u id="extra">typed</u>; }\n',
    'src/theme/Fancy.js': 'export default function Fancy() { return <i id="fancy">from the site</i>; }\n',
    'src/pages/index.js': `import Layout from '@theme/Layout';
import Badge from '@theme/Badge';
import Fancy from '@theme/Fancy';
import Heading from '@theme/Heading';
import Extra from '@theme/Extra';
export default function Home() { return <Layout><Badge /><Fancy /><Heading as="h2" id="t">Title</Heading><Extra /></Layout>; }\n`,
  });
  try {
    const home = b.page('/');
    assert.match(home, /<b id="badge">from the plugin<\/b>/);
    assert.match(home, /<i id="fancy">from the site<\/i>/);
    assert.match(home, /<div id="wrapped"><h2[^>]*id="t"[^>]*>Title/);
    assert.match(home, /<u id="extra">typed<\/u>/);
    const warning = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
    assert.doesNotMatch(warning, /getThemePath|getTypeScriptThemePath|themes\/typed/);
  } finally {
    await b.cleanup();
  }
});

test('@docusaurus/plugin-client-redirects writes redirect pages: redirects, createRedirects, fromExtensions, toExtensions', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
      title: 'Dino', url: 'https://dino.example', baseUrl: '/base/', presets: [['classic', {}]],
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      plugins: [['@docusaurus/plugin-client-redirects', {
        fromExtensions: ['html'],
        toExtensions: ['exe'],
        redirects: [{ from: ['/old', '/older'], to: '/docs/intro' }, { from: '/gone', to: '/nowhere' }, { from: '/docs/other', to: '/docs/intro' }],
        createRedirects(existingPath) { return existingPath.startsWith('/docs/') ? [existingPath.replace('/docs/', '/manual/')] : undefined; },
      }]],
    };\n`,
    'docs/other.md': '# Other\n\n[Old link](/old)\n',
    'src/pages/setup.exe.js': 'export default function Setup() { return <p>setup</p>; }\n',
  });
  try {
    const old = b.writer.text('old/index.html');
    assert.match(old, /<meta http-equiv="refresh" content="0; url=\/base\/docs\/intro">/);
    assert.match(old, /<link rel="canonical" href="\/base\/docs\/intro" \/>/);
    assert.match(
      old,
      /window.location.href = "\/base\/docs\/intro" \+ window.location.search \+ window.location.hash;/,
    );
    assert.match(old, /<a href="\/base\/docs\/intro">/);
    assert.match(b.writer.text('older/index.html'), /url=\/base\/docs\/intro"/);
    assert.match(b.writer.text('manual/intro/index.html'), /url=\/base\/docs\/intro"/);
    assert.match(b.writer.text('manual/other/index.html'), /url=\/base\/docs\/other"/);
    // Where Docusaurus writes it: a file docs/intro.html would be what a host serves for /docs/intro (clean URLs),
    // a redirect to itself.
    assert.match(b.writer.text('docs/intro.html/index.html'), /url=\/base\/docs\/intro"/);
    assert.ok(!b.files().includes('docs/intro.html'));
    assert.match(b.writer.text('setup/index.html'), /url=\/base\/setup.exe"/);
    assert.match(b.writer.text('fr/old/index.html'), /url=\/base\/fr\/docs\/intro"/);
    // A page is never replaced by a redirect; a redirect to no page is a warning.
    assert.match(b.writer.text('docs/other/index.html'), /<h1>Other<\/h1>/);
    assert.ok(!b.files().includes('gone/index.html'));
    const missing = b.warnings.filter((w) => w.code === 'broken-link');
    assert.equal(missing.length, 1, JSON.stringify(missing));
    assert.match(missing[0].message, /redirect from \/gone goes to \/nowhere, which is not a page of the site/);
    assert.ok(!b.warnings.some((w) => /client-redirects is not run/.test(w.message)));
    // Written as soon as the routes are known, while the pages render (src/output/early-redirects.ts).
    const order = [...b.writer.files.keys()];
    assert.ok(order.indexOf('old/index.html') < order.indexOf('docs/other/index.html'), 'redirects before pages');
  } finally {
    await b.cleanup();
  }
});

test('createRedirects is given the not-found page among the existing paths, as /404.html, as Docusaurus gives it', async () => {
  // immer's prefixes every path with /docs, so Docusaurus writes docs/404.html/index.html too.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
      title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'], createRedirects: (existingPath) => ['/old' + existingPath] }]],
    };\n`,
  });
  try {
    assert.match(b.writer.text('old/404.html/index.html'), /url=\/404.html"/);
    // No redirect from /404.html.html: Docusaurus adds no extension to a path that has one.
    assert.ok(!b.files().some((f) => f.startsWith('404.html.html')), b.files().join(' '));
    assert.match(b.writer.text('docs/intro.html/index.html'), /url=\/docs\/intro"/);
    assert.match(b.writer.text('old/docs/intro/index.html'), /url=\/docs\/intro"/);
    assert.equal(b.warnings.filter((w) => w.code === 'broken-link').length, 0);
  } finally {
    await b.cleanup();
  }
});

test('fromExtensions redirects a path with a trailing slash from the same path with the extension before it', async () => {
  // Docusaurus's createFromExtensionsRedirects: /docs/intro/ <- /docs/intro.html/
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
      title: 'Dino', url: 'https://dino.example', baseUrl: '/', trailingSlash: true, presets: [['classic', {}]],
      plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'] }]],
    };\n`,
  });
  try {
    assert.match(b.writer.text('docs/intro.html/index.html'), /url=\/docs\/intro\/"/);
  } finally {
    await b.cleanup();
  }
});

test("a React page gets the site config as its config prop, as Docusaurus's pages plugin passes it", async () => {
  const b = await buildDocusaurusSite({
    'src/pages/legacy.js': `import Layout from '@theme/Layout';\nexport default function Legacy({ config }) { return <Layout><p id="c">{config.title} at {config.url}</p></Layout>; }\n`,
  });
  try {
    const page = b.page('/legacy');
    assert.match(page, /<p id="c">Dino at https:\/\/dino.example<\/p>/);
    assert.match(
      page,
      /data-props="\{&quot;config&quot;:\{[^"]*&quot;title&quot;:&quot;Dino&quot;/,
      'the browser gets it too',
    );
    // Once: the page data does not hold it as well (a page that reads useDocusaurusContext gets it from there).
    assert.equal(page.match(/&quot;presets&quot;/g)?.length, 1);
  } finally {
    await b.cleanup();
  }
});

test("the config's clientModules load on every page after the plugins' ones: scripts in the bundle, CSS in the stylesheet", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      plugins: [() => ({ name: 'p', getClientModules: () => [require.resolve('./plugin-client.js')] })],
      clientModules: [require.resolve('./modules/jump.js'), './modules/site.css'] };\n`,
    'plugin-client.js': 'window.order = ["plugin"];\n',
    'modules/jump.js': `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';\nif (ExecutionEnvironment.canUseDOM) window.order.push("site");\n`,
    'modules/site.css': '.from-site-module { color: teal; }\n',
  });
  try {
    const home = b.page('/docs/intro');
    const script = b.writer.text(/src="\/(assets\/client-modules\.[0-9a-f]{8}\.js)"/.exec(home)![1]);
    // Run in a stand-in browser global: the site's module runs after the plugin's and sees a DOM.
    const window: Record<string, unknown> = { document: { createElement: () => ({}) }, addEventListener: () => {} };
    vm.runInNewContext(script, { window });
    assert.deepEqual([...(window.order as string[])], ['plugin', 'site']);
    const css = b.writer.text(/href="\/(assets\/[^"]+\.css)"/.exec(home)![1]);
    assert.match(css, /\.from-site-module\s*\{\s*color: teal;?\s*\}/);
    assert.ok(!b.warnings.some((w) => /clientModules/.test(w.message)));
  } finally {
    await b.cleanup();
  }
});

test("a plugin's modules each see their own __dirname and require.resolve, as Node runs them", async () => {
  // react-native-paper's docs plugin requires a helper that requires the config: the config's
  // require.resolve('./sidebars.js') and the helper's path.join(__dirname, ...) mean their own folders.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],
  plugins: ['./plugins/gen'],
};
`,
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'plugins/lib/data.txt': 'beside the helper\n',
    'plugins/lib/helper.js': `const fs = require('fs');
const path = require('path');
const config = require('../../docusaurus.config');
exports.read = () => fs.readFileSync(path.join(__dirname, 'data.txt'), 'utf8').trim();
exports.sidebars = () => path.relative(__dirname, config.presets[0][1].docs.sidebarPath);
`,
    'plugins/gen/index.js': `const helper = require('../lib/helper');
module.exports = function gen() {
  return { name: 'gen', async contentLoaded({ actions }) { actions.setGlobalData({ read: helper.read(), sidebars: helper.sidebars(), file: __filename }); } };
};
`,
    'src/pages/index.js': `import { usePluginData } from '@docusaurus/useGlobalData';
export default function Home() { const d = usePluginData('gen'); return <p id="data">{d.read} | {d.sidebars} | {d.file.split('/').slice(-2).join('/')}</p>; }
`,
  });
  try {
    assert.match(b.page('/'), /<p id="data">beside the helper \| \.\.\/\.\.\/sidebars\.js \| gen\/index\.js<\/p>/);
  } finally {
    await b.cleanup();
  }
});

test("a plugin's configureWebpack aliases, extensions and DefinePlugin constants apply to the site's code; the rest is named", async () => {
  // react-native-paper's docs: react-native -> react-native-web, the library from ../src, .web.js first, __DEV__.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],
  plugins: ['./plugins/rn'],
};
`,
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'plugins/rn.js': `const path = require('path');
class DefinePlugin { constructor(definitions) { this.definitions = definitions; } }
module.exports = function rn() {
  return {
    name: 'rn',
    configureWebpack() {
      return {
        mergeStrategy: { 'resolve.extensions': 'prepend' },
        resolve: {
          alias: { 'dino-native$': 'dino-web', 'dino-lib': path.resolve('lib'), 'dino-icons': false, react: path.resolve('node_modules/react') },
          extensions: ['.web.js'],
        },
        module: { rules: [{ test: /\\.txt$/, use: 'raw-loader' }, { test: /\\.png$/, use: [{ loader: 'raw-loader' }] }] },
        plugins: [new DefinePlugin({ __DEV__: JSON.stringify(false) })],
      };
    },
  };
};
`,
    'node_modules/dino-web/package.json': '{ "name": "dino-web", "main": "index.js" }',
    'node_modules/dino-web/index.js': "exports.platform = 'web';\n",
    'lib/index.js': "export const where = 'native file';\n",
    'lib/index.web.js': "export const where = 'web file';\n",
    // Markdown's imports too, beside its own @site alias.
    'src/components/Native.js':
      'import { platform } from \'dino-native\';\nexport default function Native() { return <b id="md-rn">{platform}</b>; }\n',
    'docs/native.mdx': "import Native from '@site/src/components/Native';\n\n# Intro\n\n<Native />\n",
    'src/pages/index.js': `import { platform } from 'dino-native';
import { where } from 'dino-lib';
import * as icons from 'dino-icons';
export default function Home() { return <p id="rn">{platform} | {where} | {Object.keys(icons).length} | {String(__DEV__)}</p>; }
`,
  });
  try {
    assert.match(b.page('/'), /<p id="rn">web \| web file \| 0 \| false<\/p>/);
    assert.match(b.page('/docs/native'), /<b id="md-rn">web<\/b>/);
    const lines = ignoredLines(b);
    assert.ok(
      lines.includes('- plugins: rn: configureWebpack module.rules (raw-loader) is not applied'),
      lines.join('\n'),
    );
    assert.ok(
      lines.includes(
        '- plugins: rn: configureWebpack resolve.alias.react (sitegen provides react itself) is not applied',
      ),
      lines.join('\n'),
    );
    assert.ok(!lines.some((l) => /configureWebpack is not run/.test(l)), lines.join('\n'));
  } finally {
    await b.cleanup();
  }
});

test("a plugin's ProvidePlugin gives the site's code its modules for the free names it lists, as webpack does", async () => {
  // Sites polyfill Node's globals for webpack 5 so: process from process/browser, Buffer from buffer's export.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', {}]], plugins: ['./plugins/polyfills'] };
`,
    'plugins/polyfills.js': `class ProvidePlugin { constructor(definitions) { this.definitions = definitions; } }
module.exports = function polyfills() {
  return { name: 'polyfills', configureWebpack: () => ({ plugins: [new ProvidePlugin({
    dinoProcess: 'dino-process', DinoBuffer: ['dino-buffer', 'Buffer'], 'dino.nested': 'dino-process',
  })] }) };
};
`,
    'node_modules/dino-process/package.json': '{ "name": "dino-process", "main": "index.js" }',
    'node_modules/dino-process/index.js': "module.exports = { title: 'browser process' };\n",
    'node_modules/dino-buffer/package.json': '{ "name": "dino-buffer", "main": "index.js" }',
    'node_modules/dino-buffer/index.js': "exports.Buffer = { kind: 'dino buffer' };\n",
    'src/components/Polyfilled.js':
      'export default function Polyfilled() { return <b id="md">{dinoProcess.title} | {DinoBuffer.kind}</b>; }\n',
    'docs/poly.mdx': "import Polyfilled from '@site/src/components/Polyfilled';\n\n# Intro\n\n<Polyfilled />\n",
    'src/pages/index.js':
      'export default function Home() { return <p id="page">{dinoProcess.title} | {DinoBuffer.kind}</p>; }\n',
  });
  try {
    assert.match(b.page('/'), /<p id="page">browser process \| dino buffer<\/p>/);
    assert.match(b.page('/docs/poly'), /<b id="md">browser process \| dino buffer<\/b>/);
    const lines = ignoredLines(b);
    assert.ok(
      lines.includes('- plugins: polyfills: configureWebpack plugins.ProvidePlugin dino.nested is not applied'),
      lines.join('\n'),
    );
    assert.ok(!lines.some((l) => /dinoProcess|DinoBuffer/.test(l)), lines.join('\n'));
  } finally {
    await b.cleanup();
  }
});

/** @docusaurus/plugin-google-tag-manager 2.4.3 as installed (its options validation left out). */
const TAG_MANAGER = {
  'node_modules/@docusaurus/plugin-google-tag-manager/package.json':
    '{ "name": "@docusaurus/plugin-google-tag-manager", "version": "2.4.3", "main": "lib/index.js" }\n',
  'node_modules/@docusaurus/plugin-google-tag-manager/lib/index.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
function pluginGoogleTagManager(context, options) {
  const { containerId } = options;
  const isProd = process.env.NODE_ENV === 'production';
  return {
    name: 'docusaurus-plugin-google-tag-manager',
    contentLoaded({ actions }) { actions.setGlobalData(options); },
    injectHtmlTags() {
      if (!isProd) return {};
      return {
        preBodyTags: [{ tagName: 'noscript', innerHTML: \`<iframe src="https://www.googletagmanager.com/ns.html?id=\${containerId}" height="0" width="0" style="display:none;visibility:hidden"></iframe>\` }],
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
          { tagName: 'script', innerHTML: 'window.dataLayer = window.dataLayer || [];' },
          { tagName: 'script', innerHTML: \`(function(w,d,s,l,i){})(window,document,'script','dataLayer','\${containerId}');\` },
        ],
      };
    },
  };
}
exports.default = pluginGoogleTagManager;
`,
};

test('Google Tag Manager, from the preset option or the plugins list, runs as installed: its tags are in every page', async () => {
  const configs = {
    preset: `presets: [['classic', { googleTagManager: { containerId: 'GTM-DINO' } }]]`,
    plugin: `presets: [['classic', {}]], plugins: [['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-DINO' }]]`,
  };
  await inProduction(() => tagsOnEveryPage(configs));
});

/**
 * Runs `run` with NODE_ENV=production, as bin/sitegen.mjs runs every command (and `docusaurus build` runs): analytics
 * plugins add their tags only then.
 */
async function inProduction(run: () => Promise<void>): Promise<void> {
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await run();
  } finally {
    process.env.NODE_ENV = environment;
  }
}

async function tagsOnEveryPage(configs: Record<string, string>): Promise<void> {
  for (const [how, options] of Object.entries(configs)) {
    const b = await buildDocusaurusSite({
      ...TAG_MANAGER,
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', ${options} };\n`,
    });
    {
      const page = b.page('/docs/intro');
      const head = page.slice(0, page.indexOf('</head>'));
      assert.match(head, /<link rel="preconnect" href="https:\/\/www.googletagmanager.com">/, how);
      assert.match(head, /<script>window.dataLayer = window.dataLayer \|\| \[\];<\/script>/, how);
      assert.match(head, /'dataLayer','GTM-DINO'\);<\/script>/, how);
      assert.match(
        page,
        /<body[^>]*><noscript><iframe src="https:\/\/www.googletagmanager.com\/ns.html\?id=GTM-DINO"/,
        how,
      );
      assert.deepEqual(
        ignoredLines(b).filter((l) => /tag-manager|googleTagManager/i.test(l)),
        [],
        how,
      );
    }
  }
}

/** @docusaurus/plugin-google-analytics 2.4.3 as installed (its options validation left out): head tags and a client module. */
const GOOGLE_ANALYTICS = {
  'node_modules/@docusaurus/plugin-google-analytics/package.json':
    '{ "name": "@docusaurus/plugin-google-analytics", "version": "2.4.3", "main": "lib/index.js" }\n',
  'node_modules/@docusaurus/plugin-google-analytics/lib/index.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
function pluginGoogleAnalytics(context, options) {
  const { trackingID } = options;
  const isProd = process.env.NODE_ENV === 'production';
  return {
    name: 'docusaurus-plugin-google-analytics',
    getClientModules() { return isProd ? ['./analytics'] : []; },
    injectHtmlTags() {
      if (!isProd) return {};
      return { headTags: [
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
        { tagName: 'script', innerHTML: \`window.ga=window.ga||function(){};ga('create', '\${trackingID}', 'auto');\` },
        { tagName: 'script', attributes: { async: true, src: 'https://www.google-analytics.com/analytics.js' } },
      ] };
    },
  };
}
exports.default = pluginGoogleAnalytics;
`,
  'node_modules/@docusaurus/plugin-google-analytics/lib/analytics.js': `const clientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) window.ga('send', 'pageview');
  },
};
export default clientModule;
`,
};

test('Google Analytics in the plugins list runs as installed: its tags are in every page (rocketmq-site)', async () => {
  await inProduction(async () => {
    const b = await buildDocusaurusSite({
      ...GOOGLE_ANALYTICS,
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]], plugins: [['@docusaurus/plugin-google-analytics', { trackingID: 'UA-DINO' }]] };\n`,
      'src/pages/about.md': '# About\n',
    });
    try {
      for (const url of ['/docs/intro', '/about']) {
        const page = b.page(url);
        const head = page.slice(0, page.indexOf('</head>'));
        assert.match(head, /<link rel="preconnect" href="https:\/\/www.google-analytics.com">/, url);
        assert.match(head, /ga\('create', 'UA-DINO', 'auto'\);<\/script>/, url);
        assert.match(head, /<script async src="https:\/\/www.google-analytics.com\/analytics.js"><\/script>/, url);
      }
      assert.deepEqual(
        ignoredLines(b).filter((l) => /google-analytics/.test(l)),
        [],
      );
    } finally {
      await b.cleanup();
    }
  });
});

/**
 * @dipakparmar/docusaurus-plugin-umami 2.4.0 as installed (its options validation left out): global data and a head
 * script in production.
 */
const UMAMI = {
  'node_modules/@dipakparmar/docusaurus-plugin-umami/package.json':
    '{ "name": "@dipakparmar/docusaurus-plugin-umami", "version": "2.4.0", "main": "dist/index.js" }\n',
  'node_modules/@dipakparmar/docusaurus-plugin-umami/dist/index.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = pluginUmami;
function pluginUmami(context, options) {
  const { websiteID, analyticsDomain, scriptName, dataAutoTrack } = options;
  const isProd = process.env.NODE_ENV === "production";
  return {
    name: "docusaurus-plugin-umami",
    async contentLoaded({ actions }) { actions.setGlobalData(options); },
    injectHtmlTags() {
      if (!isProd) return {};
      return { headTags: [
        { tagName: "link", attributes: { rel: "preconnect", href: \`https://\${analyticsDomain}\` } },
        { tagName: "script", attributes: { async: true, defer: true, src: \`https://\${analyticsDomain}/\${scriptName ? scriptName : "script.js"}\`,
          "data-website-id": websiteID, ...(dataAutoTrack !== undefined && { "data-auto-track": String(dataAutoTrack) }) } },
      ] };
    },
  };
}
`,
};

test('Umami analytics in the plugins list runs as installed: its script is in every head (redux-toolkit)', async () => {
  await inProduction(async () => {
    const b = await buildDocusaurusSite({
      ...UMAMI,
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  plugins: [['@dipakparmar/docusaurus-plugin-umami', { websiteID: 'dino-id', analyticsDomain: 'umami.dino.example', dataAutoTrack: true }]] };\n`,
      'src/pages/about.md': '# About\n',
    });
    try {
      for (const url of ['/docs/intro', '/about']) {
        const head = b.page(url).slice(0, b.page(url).indexOf('</head>'));
        assert.match(head, /<link rel="preconnect" href="https:\/\/umami.dino.example">/, url);
        assert.match(
          head,
          /<script async defer src="https:\/\/umami.dino.example\/script.js" data-website-id="dino-id" data-auto-track="true"><\/script>/,
          url,
        );
      }
      assert.deepEqual(
        ignoredLines(b).filter((l) => /umami/.test(l)),
        [],
      );
    } finally {
      await b.cleanup();
    }
  });
});

test('Google Tag Manager named but not installed is named in the warning, not run', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { googleTagManager: { containerId: 'GTM-DINO' } }]] };\n`,
  });
  assert.doesNotMatch(b.page('/docs/intro'), /googletagmanager/);
  assert.ok(
    ignoredLines(b).some((l) => /not installed.*@docusaurus\/plugin-google-tag-manager/.test(l)),
    ignoredLines(b).join('\n'),
  );
});

/** docusaurus-plugin-module-alias 0.0.2 as installed (its options validation left out): configureWebpack only. */
const MODULE_ALIAS = {
  'node_modules/docusaurus-plugin-module-alias/package.json':
    '{ "name": "docusaurus-plugin-module-alias", "version": "0.0.2", "main": "dist-node/index.js" }\n',
  'node_modules/docusaurus-plugin-module-alias/dist-node/index.js': `'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
function plugin(context, { alias, mergeStrategy }) {
  return { name: 'docusaurus-plugin-local-resolve', configureWebpack() { return { mergeStrategy, resolve: { alias } }; } };
}
exports.default = plugin;
`,
};

test('docusaurus-plugin-module-alias runs as installed: Markdown imports through its aliases', async () => {
  const b = await buildDocusaurusSite({
    ...MODULE_ALIAS,
    'docusaurus.config.js': `const path = require('path');
module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  plugins: [['docusaurus-plugin-module-alias', { alias: { '@components': path.resolve(__dirname, './src/components') } }]] };
`,
    'src/components/Card.js': `export default function Card({ title }) { return <p className="card">Card: {title}</p>; }\n`,
    'docs/intro.md': `---\ntitle: Intro\n---\n\nimport Card from '@components/Card';\n\n<Card title="Raptor" />\n`,
  });
  try {
    assert.match(b.page('/docs/intro'), /<p class="card">Card: Raptor<\/p>/);
    assert.deepEqual(
      ignoredLines(b).filter((l) => /module-alias/.test(l)),
      [],
    );
  } finally {
    await b.cleanup();
  }
});

test('docusaurus-plugin-image-zoom runs as installed, named by require.resolve: its client module on every page, themeConfig.zoom its', async () => {
  const zoom = `themeConfig: { zoom: { selector: '.markdown :not(em) > img', background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' } } }`;
  const config = (plugins: string) =>
    `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]], ${zoom}, plugins: [${plugins}] };\n`;
  const installed = await buildDocusaurusSite({
    ...IMAGE_ZOOM_PACKAGE,
    'docusaurus.config.js': config(`require.resolve('docusaurus-plugin-image-zoom')`),
  });
  const missing = await buildDocusaurusSite({
    'docusaurus.config.js': config(`require.resolve('docusaurus-plugin-image-zoom')`),
  });
  const unlisted = await buildDocusaurusSite({ 'docusaurus.config.js': config('') });
  try {
    const page = installed.page('/docs/intro');
    const script = installed.writer.text(/src="\/(assets\/client-modules\.[0-9a-f]{8}\.js)"/.exec(page)![1]);
    // Its client module, medium-zoom and the config it reads.
    assert.match(script, /medium-zoom-image/);
    assert.match(script, /\.markdown :not\(em\) > img/);
    assert.deepEqual(
      ignoredLines(installed).filter((l) => /zoom/.test(l)),
      [],
    );
    // Not installed: named once, as a missing package; the zoom settings are the plugin's.
    assert.deepEqual(
      ignoredLines(missing).filter((l) => /zoom/.test(l)),
      [
        '- not installed, so replaced by inert stand-ins while reading the config and plugins: docusaurus-plugin-image-zoom',
      ],
    );
    // Without the plugin, nothing reads themeConfig.zoom; and no page loads a client-modules script.
    assert.deepEqual(
      ignoredLines(unlisted).filter((l) => /zoom/.test(l)),
      ['- themeConfig.zoom: not supported'],
    );
    assert.doesNotMatch(unlisted.page('/docs/intro'), /client-modules/);
  } finally {
    await Promise.all([installed.cleanup(), missing.cleanup(), unlisted.cleanup()]);
  }
});

test("a plugin package linked from the site's own folder (package.json's file:plugins/x) runs as a local plugin", async () => {
  const tags = (name: string) =>
    `module.exports = function () { return { name: '${name}', injectHtmlTags() { return { headTags: ['<meta name="${name}" content="yes">'] }; } }; };\n`;
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  plugins: ['dino-tags', 'raptor'] };
`,
    'plugins/dino-tags/package.json': '{ "name": "dino-tags", "main": "index.js" }\n',
    'plugins/dino-tags/index.js': tags('dino-tags'),
    'node_modules/dino-tags': symlinkTo('../plugins/dino-tags'),
    // Docusaurus resolves a short name as docusaurus-plugin-<name> when no package has the name itself.
    'plugins/raptor/package.json': '{ "name": "docusaurus-plugin-raptor", "main": "index.js" }\n',
    'plugins/raptor/index.js': tags('raptor'),
    'node_modules/docusaurus-plugin-raptor': symlinkTo('../plugins/raptor'),
  });
  try {
    assert.match(b.page('/docs/intro'), /<meta name="dino-tags" content="yes"><meta name="raptor" content="yes">/);
    assert.deepEqual(
      ignoredLines(b).filter((l) => /dino-tags|raptor/.test(l)),
      [],
    );
    const { migrate } = await import('../../src/commands/migrate.js');
    const { ignored } = await migrate({ root: b.root });
    assert.deepEqual(
      ignored.filter((l) => /dino-tags|raptor/.test(l)),
      [
        'plugins: dino-tags runs only when building from docusaurus.config.*',
        'plugins: raptor runs only when building from docusaurus.config.*',
      ],
    );
  } finally {
    await b.cleanup();
  }
});

test("Markdown imports the files a plugin's createData wrote: through its alias of .docusaurus, and @generated", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  plugins: [require.resolve('./plugins/api')] };
`,
    'plugins/api.js': `module.exports = (context) => ({
  name: 'api-docs',
  async contentLoaded({ actions }) {
    await actions.createData('v7/button/props.md', '### color\\n\\nThe **color** of the button.\\n');
    await actions.createData('v7/button/events.md', '| Name | Detail |\\n| --- | --- |\\n| ionFocus | void |\\n');
  },
  configureWebpack() {
    return { resolve: { alias: { '@api': context.siteDir + '/.docusaurus/api-docs/default' } } };
  },
});
`,
    'docs/button.md': `---\ntitle: Button\n---\nimport Props from '@api/v7/button/props.md';\nimport Events from '@generated/api-docs/default/v7/button/events.md';\n\n## Properties\n\n<Props />\n\n## Events\n\n<Events />\n`,
  });
  try {
    const html = b.page('/docs/button');
    assert.match(
      html,
      /<h3 class="anchor anchorWithStickyNavbar_LWe7" id="color">color<a [^>]*>\u200b<\/a><\/h3>\s*<p>The <strong>color<\/strong> of the button.<\/p>/,
    );
    assert.match(html, /<td>ionFocus<\/td>/);
  } finally {
    await b.cleanup();
  }
});

test('a plugin error names the line that threw in its file, and an inline plugin by the name it returns', async () => {
  const thrower = `const path = require('path');\nmodule.exports = () => ({\n  name: 'second',\n  loadContent() {\n    const data = null;\n    return data.items;\n  },\n});\n`;
  await assert.rejects(
    buildDocusaurusSite({ ...FILES, 'plugins/second.js': thrower }),
    (e: Error & { location?: { file: string; line?: number } }) => {
      assert.match(e.location!.file, /plugins\/second\.js$/);
      assert.equal(e.location!.line, 6);
      return true;
    },
  );
  const config = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  plugins: [
    function (context) {
      return {
        name: 'ads',
        loadContent() {
          throw new Error('no ads');
        },
      };
    },
  ],
};
`;
  await assert.rejects(
    buildDocusaurusSite({ 'docusaurus.config.js': config }),
    (e: Error & { location?: { file: string; line?: number } }) => {
      assert.match(e.message, /the plugin "ads" \(.*docusaurus\.config\.js\) throws in loadContent: no ads/);
      assert.match(e.location!.file, /docusaurus\.config\.js$/);
      assert.equal(e.location!.line, 7);
      return true;
    },
  );
});

test("a plugin or theme named by its folder runs the file its package.json's main names, as require() finds it", async () => {
  // capacitor-docs's theme: path.resolve(__dirname, 'docusaurus-theme-classic'), whose main is src/index.js.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `const path = require('path');
module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themes: [path.resolve(__dirname, 'dino-theme')] };
`,
    'dino-theme/package.json': '{ "name": "dino-theme", "main": "src/index.js" }\n',
    'dino-theme/src/index.js': `module.exports = function () { return { name: 'dino-theme', injectHtmlTags() { return { headTags: ['<meta name="dino-theme" content="yes">'] }; } }; };\n`,
  });
  try {
    assert.match(b.page('/docs/intro'), /<meta name="dino-theme" content="yes">/);
  } finally {
    await b.cleanup();
  }
});

test('global data is what Docusaurus serialises: JSON, so a value from a package that is not installed goes', async () => {
  // capacitor-docs' ads plugin fetches with @prismicio/client; before npm install it is a stand-in, a function that
  // could not be handed to the render threads.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `const cms = require('@dino/cms');
module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  plugins: [
    function () {
      return {
        name: 'dino-ads',
        async loadContent() { return cms.createClient('dino').getByType('ad'); },
        async contentLoaded({ content, actions }) { actions.setGlobalData({ ads: content.results, at: new Date(0), title: 'Dino' }); },
      };
    },
  ],
};
`,
    'src/pages/index.js': `import { usePluginData } from '@docusaurus/useGlobalData';
export default function Home() {
  const { ads, at, title } = usePluginData('dino-ads');
  return <p id="g">{typeof ads} {typeof at} {String(at)} {title}</p>;
}
`,
  });
  try {
    assert.match(b.page('/'), /<p id="g">undefined string 1970-01-01T00:00:00.000Z Dino<\/p>/);
  } finally {
    await b.cleanup();
  }
});

test("a plugin route's @theme/ component is the site's own file in src/theme, as Docusaurus resolves it", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  plugins: [require.resolve('./plugins/hello')],
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
    'docs/intro.md': '# Intro\n',
    'plugins/hello/index.js': `module.exports = () => ({ name: 'hello',
  async contentLoaded({ actions }) { actions.addRoute({ path: '/hello', component: '@theme/Hello', exact: true }); } });\n`,
    'src/theme/Hello/index.js': `export default function Hello() { return <p id="hello">hi</p>; }\n`,
  });
  try {
    assert.match(b.page('/hello'), /<p id="hello">hi<\/p>/);
  } finally {
    await b.cleanup();
  }
  // A theme component the site does not have is still an error, which says where it looked.
  await assert.rejects(
    buildDocusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  plugins: [require.resolve('./plugins/hello')], presets: [['classic', { docs: false }]] };\n`,
      'plugins/hello/index.js': `module.exports = () => ({ name: 'hello',
  async contentLoaded({ actions }) { actions.addRoute({ path: '/hello', component: '@theme/Nope' }); } });\n`,
    }),
    /@theme\/Nope is a Docusaurus theme component the site does not have \(no src\/theme\/Nope\)/,
  );
});
