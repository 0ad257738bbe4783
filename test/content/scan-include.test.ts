/**
 * The docs' `include` globs (Docusaurus's docs option): the scan finds only the files they match, and the dev
 * server's classification of a changed file (`classifyContentFile`) agrees with the scan.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { classifyContentFile, scanContent } from '../../src/content/scan-content.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

test("only the docs the include globs match are content, in the scan and for the dev server's changes", async () => {
  const root = await writeFixture({
    'site.config.ts': configSource(`docs: { include: ['guide/**/*.md', 'FAQ.md'], exclude: ['**/*.draft.md'] }`),
    'content/docs/guide/start.md': '# Start\n',
    'content/docs/guide/next.draft.md': '# Next\n',
    'content/docs/FAQ.md': '# FAQ\n',
    'content/docs/CHANGELOG.md': '# Changes\n',
  });
  try {
    const config = await loadConfig({ root });
    const scanned = (await scanContent({ config, locales: ['en'] })).filter((f) => f.kind === 'doc');
    assert.deepEqual(scanned.map((f) => f.relPath).sort(), ['FAQ.md', 'guide/start.md']);
    const classified = (rel: string) => classifyContentFile(config, ['en'], path.join(root, 'content/docs', rel))?.kind;
    assert.equal(classified('guide/start.md'), 'doc');
    assert.equal(classified('FAQ.md'), 'doc');
    assert.equal(classified('CHANGELOG.md'), undefined);
    assert.equal(classified('guide/next.draft.md'), undefined);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a content folder written with a trailing slash classifies its changed files as the scan finds them', async () => {
  // flipper's `path: './src/embedded-pages/'`; a docs plugin's `path: 'docs/'` alike.
  const root = await writeFixture({
    'site.config.ts': configSource(
      `paths: { docs: 'content/docs/' }, pages: { sections: [{ id: 'kiosk', path: './content/kiosk/' }] }`,
    ),
    'content/docs/start.md': '# Start\n',
    'content/kiosk/lobby.md': '# Lobby\n',
  });
  try {
    const config = await loadConfig({ root });
    const scanned = await scanContent({ config, locales: ['en'] });
    assert.deepEqual(scanned.map((f) => `${f.kind}:${f.relPath}`).sort(), ['doc:start.md', 'page:lobby.md']);
    const classified = (rel: string) => classifyContentFile(config, ['en'], path.join(root, rel));
    assert.equal(classified('content/docs/start.md')?.kind, 'doc');
    assert.deepEqual(classified('content/kiosk/lobby.md'), {
      kind: 'page',
      locale: 'en',
      relPath: 'lobby.md',
      absPath: path.join(root, 'content/kiosk/lobby.md'),
      pagesId: 'kiosk',
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
