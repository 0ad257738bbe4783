/** Build a fixture site to a real folder (for browser tests that serve it over HTTP). */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { FileSystemWriter } from '../../src/output/writer.js';
import { removeAtExit, writeFixture, type FixtureFiles } from './fixture-site.js';

/** Build `files` (or an existing site folder) into `<tmp>/build`; returns the output folder and a cleanup. */
export async function buildToDisk(
  source: FixtureFiles | { root: string; locales?: string[] },
): Promise<{ root: string; outDir: string; result: BuildResult; cleanup: () => Promise<void> }> {
  const root =
    'root' in source && typeof source.root === 'string' ? source.root : await writeFixture(source as FixtureFiles);
  const outParent = await mkdtemp(path.join(os.tmpdir(), 'sitegen-out-'));
  removeAtExit(outParent);
  const outDir = path.join(outParent, 'build');
  const locales = 'locales' in source ? (source.locales as string[] | undefined) : undefined;
  const result = await build({ root, logger: silentLogger, writer: new FileSystemWriter(outDir), workers: 0, locales });
  return { root, outDir, result, cleanup: () => rm(outParent, { recursive: true, force: true }) };
}
