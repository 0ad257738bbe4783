import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ignoredSwizzledComponents } from '../../src/config/docusaurus/swizzled.js';

const roots: string[] = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A site folder holding `files` (paths under src/theme). */
function siteWith(files: string[]): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-swizzled-'));
  roots.push(root);
  for (const file of files) {
    const full = path.join(root, 'src/theme', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, file.endsWith('.css') ? '.a {}\n' : 'export default function X() { return null; }\n');
  }
  return root;
}

test('a component swizzled deep in a folder is named by its own path, not by the folder', () => {
  // `docusaurus swizzle @docusaurus/theme-classic DocPage/Layout/Main` writes these two files and nothing above them.
  const root = siteWith(['DocPage/Layout/Main/index.js', 'DocPage/Layout/Main/styles.module.css']);
  assert.deepEqual(ignoredSwizzledComponents(root), [
    'src/theme/DocPage/Layout/Main/: a swizzled DocPage/Layout/Main: sitegen draws its own DocPage/Layout/Main; only imports of @theme/DocPage/Layout/Main get this file',
  ]);
});

test('a swizzled folder with an index of its own is one component, whatever it holds', () => {
  const root = siteWith(['BlogPostPage/index.js', 'BlogPostPage/Metadata/index.js', 'BlogPostPage/styles.module.css']);
  assert.deepEqual(ignoredSwizzledComponents(root), [
    'src/theme/BlogPostPage/: a swizzled BlogPostPage: sitegen draws its own BlogPostPage; only imports of @theme/BlogPostPage get this file',
  ]);
});

test('a folder of styles alone is no component', () => {
  assert.deepEqual(ignoredSwizzledComponents(siteWith(['DocSidebar/styles.module.css'])), []);
});
