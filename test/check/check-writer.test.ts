/**
 * `check` builds in memory and reads back only React pages' HTML (their links and heads): its writer keeps those,
 * and every other page as an empty file, so a large site's HTML is not all held until the report.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, test } from 'node:test';
import { check } from '../../src/commands/check.js';
import { build } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { CheckWriter, MemoryWriter } from '../../src/output/writer.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

const SITE = {
  'site.config.ts': configSource(''),
  'content/sidebars.js': `module.exports = { docs: ['intro'] };`,
  'content/home/README.md': '# Home\n',
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nSee [the showcase](/showcase).\n',
  'content/pages/showcase.tsx': `export const meta = { title: 'Showcase' };\nexport default function Showcase() { return <p>See <a href="/docs/gone">gone</a> and <a href="/docs/intro">intro</a>.</p>; }\n`,
};

async function site(): Promise<string> {
  const root = await writeFixture(SITE);
  roots.push(root);
  return root;
}

test("check's writer keeps React pages' HTML only; every other page is an empty file", async () => {
  const root = await site();
  const writer = new CheckWriter();
  await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
  assert.match(writer.text('showcase/index.html'), /<a href="\/docs\/gone">gone<\/a>/);
  assert.equal(writer.text('docs/intro/index.html'), '');
  assert.equal(writer.text('index.html'), '');
  // A build's own writer keeps every page.
  const whole = new MemoryWriter();
  await build({ root, logger: silentLogger, writer: whole, workers: 0, minify: false });
  assert.match(whole.text('docs/intro/index.html'), /See <a href="\/showcase">the showcase<\/a>/);
});

test("check still reads a React page's links, and finds the pages the others link to", async () => {
  const root = await site();
  const { report } = await check({ root, workers: 0 });
  assert.deepEqual(
    report.warnings.map((w) => `${w.file} ${w.link}`),
    ['content/pages/showcase.tsx /docs/gone'],
  );
});
