/**
 * remark-code-import's fences (```tsx file=./example.tsx#L2-L3) show the file's code, or those lines, as the
 * plugin fills them under Docusaurus (react-native-navigation's docs import 23 examples a version); a file that is
 * missing, or outside the site, is a warning naming the fence, and the build cache sees a change to the file.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { silentLogger } from '../../src/logger.js';
import { docusaurusSites, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `const codeImport = require('remark-code-import');
module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js', remarkPlugins: [[codeImport, { removeRedundantIndentations: true }]] } }]] };\n`;

const FILES = {
  'node_modules/remark-code-import/package.json': '{ "name": "remark-code-import", "main": "index.js" }\n',
  'node_modules/remark-code-import/index.js': 'module.exports = function codeImport() { return () => {}; };\n',
  'docusaurus.config.js': CONFIG,
  'docs/example.tsx': 'export class A {\n  run() {\n    return 1;\n  }\n}\n',
  'docs/intro.md': [
    '# Intro',
    '',
    '```tsx file=./example.tsx',
    '```',
    '',
    '```tsx file=<rootDir>/docs/example.tsx#L2-L4',
    '```',
    '',
    '```tsx file=./missing.tsx',
    '```',
    '',
    '```tsx file=../../outside.tsx',
    '```',
  ].join('\n'),
};

/** Each code block's text, in order. */
const blocks = (html: string) =>
  [...html.matchAll(/<code class="codeBlockLines_e6Vv">([\s\S]*?)<\/code>/g)].map((m) =>
    m[1]
      .replace(/<[^>]+>/g, '')
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<'),
  );

test('a fence that names a file shows its code, or its lines; a missing or outside file is named', async () => {
  const b = await site(FILES);
  const shown = blocks(markdownOf(b.page('/docs/intro')));
  assert.deepEqual(shown.slice(0, 2), [
    'export class A {\n  run() {\n    return 1;\n  }\n}',
    'run() {\n  return 1;\n}',
  ]);
  assert.deepEqual(shown.slice(2), ['', '']);
  const messages = b.warnings.filter((w) => /file=/.test(w.message)).map((w) => `${w.line}: ${w.message}`);
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.match(messages[0], /^9: file=\.\/missing\.tsx does not exist/);
  assert.match(messages[1], /^12: file=\.\.\/\.\.\/outside\.tsx is outside /);
  assert.ok(
    !b.warnings.some((w) => /remark-code-import|codeImport/.test(w.message)),
    'the plugin is not named as unrun',
  );

  // The cache renders the page again when the imported file changes.
  const rebuild = async () => {
    const writer = new MemoryWriter();
    await build({ root: b.root, logger: silentLogger, writer, workers: 0, minify: false, cache: true });
    return blocks(markdownOf(writer.text('docs/intro/index.html')))[0];
  };
  assert.match(await rebuild(), /return 1;/);
  writeFileSync(path.join(b.root, 'docs/example.tsx'), 'export const changed = 2;\n');
  assert.equal(await rebuild(), 'export const changed = 2;');
});
