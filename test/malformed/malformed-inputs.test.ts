/**
 * The malformed-input suite: every case in cases.ts is its own fixture site, built in memory; each must stop with
 * its message (file, line and a fix) or build with its warning, never crash with a raw error or hang.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { formatError, SitegenError } from '../../src/errors.js';
import { silentLogger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { configSource } from '../helpers/fixture-site.js';
import { CASES, type MalformedCase } from './cases.js';

const parents: string[] = [];
after(() => Promise.all(parents.map((p) => rm(p, { recursive: true, force: true }))));

async function writeCase(c: MalformedCase): Promise<string> {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'sitegen-malformed-'));
  parents.push(parent);
  const root = path.join(parent, 'site');
  const files = { 'site.config.ts': configSource(), 'content/docs/intro.md': '# Intro\n', ...c.files };
  for (const [name, content] of Object.entries(files)) await put(path.join(root, name), content);
  for (const [name, content] of Object.entries(c.outside ?? {})) await put(path.join(parent, name), content);
  return root;
}

async function put(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

test(`the suite has at least 60 cases (${CASES.length})`, () => {
  assert.ok(CASES.length >= 60);
  assert.equal(new Set(CASES.map((c) => c.name)).size, CASES.length, 'case names are unique');
});

for (const c of CASES) {
  test(c.name, async () => {
    const root = await writeCase(c);
    const writer = new MemoryWriter();
    // The variable is read when site code runs, so it must stay set until the build settles.
    if (c.timeLimit) process.env.SITEGEN_SITE_CODE_TIME_LIMIT = String(c.timeLimit);
    const pageTimeLimitMs = c.timeLimit && c.timeLimit * 1000;
    const run = build({ root, logger: silentLogger, writer, workers: 0, minify: false, pageTimeLimitMs }).finally(
      () => delete process.env.SITEGEN_SITE_CODE_TIME_LIMIT,
    );
    if (c.error) {
      const error = await run.then(
        () => assert.fail('the build should stop'),
        (e: unknown) => e,
      );
      const shown = formatError(error);
      assert.ok(error instanceof SitegenError, `a SitegenError, not:\n${shown}`);
      assert.match(error.message, c.error.message, shown);
      assert.equal(error.location?.file && path.relative(root, error.location.file), c.error.file, shown);
      if (c.error.line !== undefined) assert.equal(error.location?.line, c.error.line, shown);
      if (c.error.hint) assert.match(error.hint ?? '', c.error.hint, shown);
      assert.ok(error.hint || error.details.length, `the error says how to fix it:\n${shown}`);
      return;
    }
    const result = await run;
    if (c.warning) {
      const { code, message, file } = c.warning;
      const found = result.warnings.filter((w) => w.code === code && path.relative(root, w.file) === file);
      assert.ok(
        found.some((w) => message.test(w.message)),
        `a ${code} warning for ${file}; got:\n${result.warnings.map((w) => `${w.code} ${w.file}: ${w.message}`).join('\n')}`,
      );
    }
    if (c.builds) assert.match(writer.text(c.builds.page), c.builds.shows);
  });
}
