/**
 * A plugin's `configurePostCss` (src/config/docusaurus/configure-postcss.ts): the PostCSS plugins it adds run with
 * the site's own postcss over the site's CSS, customCss and the CSS its pages import, CSS modules included. The
 * fixtures' PostCSS plugin is written in the site (as Tailwind would be installed there): `@brand;` becomes a colour.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import {
  buildDocusaurusSite,
  docusaurusSites,
  ignoredLines,
  symlinkTo,
  type FixtureFiles,
  type Symlink,
} from './docusaurus-fixture.js';

const site = docusaurusSites();

/** sitegen's own copy of postcss, installed in the fixture site as the site's. */
const POSTCSS = path.dirname(createRequire(import.meta.url).resolve('postcss/package.json'));

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  plugins: ['./plugins/brand'],
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: './src/css/custom.css' } }]],
};
`;

/** A Docusaurus plugin that adds the PostCSS plugin, as lexical's adds Tailwind. */
const PLUGIN = `module.exports = function brand() {
  return {
    name: 'brand',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins.push(require('./postcss-brand'));
      return postcssOptions;
    },
  };
};
`;

/** A PostCSS plugin: the at-rule `@brand;` becomes `color: rebeccapurple`, as Tailwind's `@apply` becomes rules. */
const POSTCSS_PLUGIN = `module.exports = {
  postcssPlugin: 'postcss-brand',
  AtRule: { brand: (rule, { Declaration }) => rule.replaceWith(new Declaration({ prop: 'color', value: 'rebeccapurple' })) },
};
`;

const PAGE = `import styles from './index.module.css';
import './page.css';
export default function Home() { return <main className={styles.card}>Home</main>; }
`;

/** The fixture site, with `extra` files (undefined: a file left out). */
function files(extra: Record<string, string | Symlink | undefined> = {}): FixtureFiles {
  const all = {
    'docusaurus.config.js': CONFIG,
    'plugins/brand.js': PLUGIN,
    'plugins/postcss-brand.js': POSTCSS_PLUGIN,
    'node_modules/postcss': symlinkTo(POSTCSS),
    'src/css/custom.css': '.brand-custom { @brand; }\n',
    'src/pages/index.js': PAGE,
    'src/pages/index.module.css': '.card { @brand; padding: 1px; }\n',
    'src/pages/page.css': '.brand-page { @brand; }\n',
    ...extra,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string | Symlink] => !!entry[1]));
}

/** The site's stylesheet, sitegen's and the site's rules. */
function siteCss(b: { writer: { files: Map<string, unknown>; text(file: string): string } }): string {
  const [file] = [...b.writer.files.keys()].filter((f) => /^assets\/site\.\w+\.css$/.test(f));
  return b.writer.text(file);
}

/** The declarations of the first rule for `selector` in `css`. */
function rule(css: string, selector: RegExp): string {
  const m = new RegExp(`${selector.source}\\s*\\{([^}]*)\\}`).exec(css);
  assert.ok(m, `no rule for ${selector} in:\n${css.slice(-2000)}`);
  return m[1].trim();
}

test("configurePostCss's plugins run over customCss, a page's CSS and its CSS modules", async () => {
  const b = await site(files());
  const css = siteCss(b);
  assert.match(rule(css, /\.brand-custom/), /^color: rebeccapurple;?$/);
  assert.match(rule(css, /\.brand-page/), /^color: rebeccapurple;?$/);
  // The CSS module's class has its scoped name, and the plugin's work.
  assert.match(rule(css, /\.index_card_\w+/), /color: rebeccapurple;\s*padding: 1px;?/);
  assert.doesNotMatch(css, /@brand/);
  assert.ok(!ignoredLines(b).some((l) => /configurePostCss/.test(l)), ignoredLines(b).join('\n'));
});

test('the PostCSS plugins run in the site folder, where Tailwind resolves its content globs', async () => {
  // As Tailwind reads `content: ['src/**/*.js']`: from the working folder, which Docusaurus runs in.
  const counting = `const fs = require('fs');
module.exports = {
  postcssPlugin: 'count-pages',
  AtRule: { brand: (rule, { Declaration }) => rule.replaceWith(new Declaration({ prop: '--pages', value: String(fs.readdirSync('src/pages').length) })) },
};
`;
  const b = await site(files({ 'plugins/postcss-brand.js': counting }));
  assert.match(rule(siteCss(b), /\.brand-custom/), /^--pages: 3;?$/);
});

test("a plugin named by its package, with options, is required from the site's node_modules", async () => {
  const plugin = PLUGIN.replace("require('./postcss-brand')", "['postcss-tint', { colour: 'teal' }], false");
  const b = await site(
    files({
      'plugins/brand.js': plugin,
      'node_modules/postcss-tint/package.json': '{ "name": "postcss-tint", "main": "index.js" }\n',
      'node_modules/postcss-tint/index.js': `module.exports = (opts) => ({
  postcssPlugin: 'postcss-tint',
  AtRule: { brand: (rule, { Declaration }) => rule.replaceWith(new Declaration({ prop: 'color', value: opts.colour })) },
});
module.exports.postcss = true;
`,
    }),
  );
  assert.match(rule(siteCss(b), /\.brand-custom/), /^color: teal;?$/);
});

test('without postcss installed, the plugins do not run and one line of the warning says what to install', async () => {
  const b = await site(files({ 'node_modules/postcss': undefined }));
  assert.match(rule(siteCss(b), /\.brand-custom/), /@brand/);
  const lines = ignoredLines(b).filter((l) => /configurePostCss/.test(l));
  assert.deepEqual(lines, [
    "- plugins: brand: configurePostCss adds the PostCSS plugins postcss-brand, which sitegen runs with the site's own postcss package; it is not installed, so they do not run: install it in the site's folder (npm install --save-dev postcss)",
  ]);
});

test('a PostCSS plugin that is not installed, and options sitegen does not apply, are named', async () => {
  const plugin = PLUGIN.replace(
    "postcssOptions.plugins.push(require('./postcss-brand'));",
    "postcssOptions.plugins.push(require('./postcss-brand'), require('postcss-missing')); postcssOptions.parser = 'postcss-scss';",
  );
  const b = await site(files({ 'plugins/brand.js': plugin }));
  assert.match(rule(siteCss(b), /\.brand-custom/), /^color: rebeccapurple;?$/);
  const lines = ignoredLines(b).filter((l) => /configurePostCss/.test(l));
  assert.deepEqual(lines, [
    '- plugins: brand: configurePostCss option parser is not applied',
    "- plugins: brand: configurePostCss adds postcss-missing, which is not installed: install it in the site's folder",
  ]);
});

test("a PostCSS plugin's error on a rule names the stylesheet the rule is in", async () => {
  const failing = `module.exports = { postcssPlugin: 'postcss-brand', AtRule: { brand: (rule) => { throw rule.error('no brand colour here'); } } };\n`;
  // The rule in customCss (named from the working folder in the bundle), then in a CSS module (from the site's).
  const cases = [
    { failing: 'src/css/custom.css', fine: ['src/pages/page.css', 'src/pages/index.module.css'] },
    { failing: 'src/pages/index.module.css', fine: ['src/pages/page.css', 'src/css/custom.css'] },
  ];
  for (const { failing: file, fine } of cases) {
    const stylesheets = Object.fromEntries(fine.map((f) => [f, '.fine { color: red; }\n']));
    await assert.rejects(
      buildDocusaurusSite(files({ 'plugins/postcss-brand.js': failing, ...stylesheets })),
      (error: Error & { location?: { file: string }; details?: string[] }) => {
        assert.match(
          error.message,
          /the PostCSS plugins of configurePostCss \(postcss-brand\) fail on a rule: no brand colour here/,
        );
        assert.equal(error.location?.file.endsWith(file), true, `${error.location?.file} is ${file}`);
        assert.match(error.details?.join('\n') ?? '', /> +\d+ \| +@brand;/);
        return true;
      },
    );
  }
});

/** Tailwind, when sitegen's node_modules has it (it is no dependency of sitegen's): skipped otherwise. */
function installedTailwind(): string | undefined {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('tailwindcss/package.json'));
  } catch {
    return undefined;
  }
}

const TAILWIND = installedTailwind();

test(
  "Tailwind's directives, @apply and the classes of the site's pages become rules",
  { skip: TAILWIND ? false : 'tailwindcss is not installed' },
  async () => {
    const plugin = PLUGIN.replace("require('./postcss-brand')", "require('tailwindcss')");
    const b = await site(
      files({
        'plugins/brand.js': plugin,
        'node_modules/tailwindcss': symlinkTo(TAILWIND!),
        'tailwind.config.js': `module.exports = { content: ['src/**/*.js'], corePlugins: { preflight: false } };\n`,
        'src/css/custom.css': '@tailwind utilities;\n.brand-custom { @apply px-4; }\n',
        'src/pages/index.js': `export default function Home() { return <main className="flex text-center">Home</main>; }\n`,
      }),
    );
    const css = siteCss(b);
    assert.match(rule(css, /\.flex/), /display: flex/);
    assert.match(rule(css, /\.text-center/), /text-align: center/);
    assert.match(rule(css, /\.brand-custom/), /padding-left: 1rem/);
    assert.doesNotMatch(css, /@tailwind|@apply/);
  },
);
