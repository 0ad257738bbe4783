/**
 * `docusaurus2-dotenv` puts `.env`'s values where the site's code reads `process.env.NAME`, as dotenv-webpack does
 * in Docusaurus's bundles: in pages rendered on the server, in their browser bundle, and in components Markdown
 * imports. Options sitegen does not read are named in the config's warning; the plugin itself is not.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const config = (options: string) => `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  plugins: [['docusaurus2-dotenv', ${options}]],
};
`;

const FILES = {
  '.env': 'SEARCH_KEY=key-from-dotenv\n# a comment\nQUOTED="two words"\n',
  '.env.defaults': 'SEARCH_KEY=default-key\nONLY_DEFAULT=from-defaults\n',
  'sidebars.js': "module.exports = { docs: ['intro'] };\n",
  'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout><p id="key">{process.env.SEARCH_KEY} / {process.env.QUOTED} / {process.env.ONLY_DEFAULT}</p></Layout>;
}
`,
  'src/components/Key.js':
    'export default function Key() { return <code id="doc-key">{process.env.SEARCH_KEY}</code>; }\n',
  'docs/intro.md': "import Key from '@site/src/components/Key';\n\n# Intro\n\n<Key />\n",
};

test('docusaurus2-dotenv: .env values reach the server render, the browser bundle and Markdown imports', async () => {
  const b = await site({ ...FILES, 'docusaurus.config.js': config('{ defaults: true, safe: true }') });
  assert.match(b.page('/'), /<p id="key">key-from-dotenv \/ two words \/ from-defaults<\/p>/);
  assert.match(b.page('/docs/intro'), /<code id="doc-key">key-from-dotenv<\/code>/);
  const scripts = b.files().filter((f) => f.endsWith('.js'));
  assert.ok(
    scripts.some((f) => b.writer.text(f).includes('key-from-dotenv')),
    'the page hydrates with the value it rendered',
  );
  const lines = ignoredLines(b);
  assert.ok(lines.includes('- plugins: docusaurus2-dotenv: option safe is not supported'), lines.join('\n'));
  assert.ok(!lines.some((l) => /docusaurus2-dotenv is not run/.test(l)), lines.join('\n'));
});

test('docusaurus2-dotenv: a missing file is named in the warning, unless the plugin is told to be silent', async () => {
  const files = { ...FILES, '.env': undefined, '.env.defaults': undefined } as unknown as Record<string, string>;
  const loud = await site({ ...files, 'docusaurus.config.js': config("{ path: './.env.local' }") });
  assert.ok(
    ignoredLines(loud).includes(
      '- plugins: docusaurus2-dotenv: path ./.env.local does not exist, so its values are not defined',
    ),
  );
  const silent = await site({ ...files, 'docusaurus.config.js': config("{ path: './.env.local', silent: true }") });
  assert.ok(!ignoredLines(silent).some((l) => l.includes('docusaurus2-dotenv')));
});

test('docusaurus2-dotenv: with systemvars, the environment’s value wins over the file’s, in the browser bundle too', async () => {
  process.env.SEARCH_KEY = 'key-from-environment';
  try {
    const b = await site({ ...FILES, 'docusaurus.config.js': config('{ systemvars: true }') });
    assert.match(b.page('/'), /<p id="key">key-from-environment \/ two words \//);
    const scripts = b.files().filter((f) => f.endsWith('.js'));
    assert.ok(scripts.some((f) => b.writer.text(f).includes('key-from-environment')));
    assert.ok(!scripts.some((f) => b.writer.text(f).includes('key-from-dotenv')));
  } finally {
    delete process.env.SEARCH_KEY;
  }
});
