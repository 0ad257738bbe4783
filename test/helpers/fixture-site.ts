/**
 * Fixture sites for tests: write files into a fresh temp folder, build in memory, read the HTML back.
 * Each test gets its own folder, so tests run in parallel without sharing state.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { configSource, type FixtureFiles } from './fixture-config.js';

export { configSource, type FixtureFiles };

/** Temp folders this process wrote, removed when it exits (a test that cleans up after itself may too). */
const temporary = new Set<string>();

/** Remove `dir` when the process exits: synchronously, whatever the tests did with it. */
export function removeAtExit(dir: string): void {
  if (temporary.size === 0)
    process.once('exit', () => {
      for (const each of temporary) rmSync(each, { recursive: true, force: true });
    });
  temporary.add(dir);
}

/** Write `files` into a new temp folder and return its path. */
export async function writeFixture(files: FixtureFiles): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-test-'));
  removeAtExit(root);
  const all = { 'site.config.ts': configSource(), ...files };
  for (const [name, content] of Object.entries(all)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return root;
}

/** A built fixture: the build result, the output files, and a way to read a page. */
export interface BuiltFixture extends BuildResult {
  root: string;
  writer: MemoryWriter;
  /** HTML of the page at a site path (`/docs/intro`) or output file (`404.html`). */
  page(urlPath: string): string;
  /** Every output file path. */
  files(): string[];
  cleanup(): Promise<void>;
}

/** Build `files` in memory (no workers, no minify) and return the result. */
export async function buildFixture(
  files: FixtureFiles,
  options: { locales?: string[]; includeDrafts?: boolean } = {},
): Promise<BuiltFixture> {
  const root = await writeFixture(files);
  const writer = new MemoryWriter();
  const result = await build({ root, logger: silentLogger, writer, workers: 0, minify: false, ...options });
  return {
    ...result,
    root,
    writer,
    page(urlPath: string) {
      const file = urlPath.endsWith('.html')
        ? urlPath.replace(/^\//, '')
        : `${urlPath.replace(/^\/|\/$/g, '')}/index.html`.replace(/^\//, '');
      return writer.text(file === '/index.html' ? 'index.html' : file);
    },
    files: () => [...writer.files.keys(), ...writer.copies.keys()].sort(),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
