/**
 * One build to disk shared by every test file of a run that builds the same input: the first file to ask builds
 * it, the others wait for it and serve or read the same folder. Only for tests that never write into the output
 * (a test that changes it builds its own with `buildToDisk`). The input itself is the key, so two files share a
 * build only when they would have built exactly the same thing.
 *
 * `npm test` (scripts/test.mjs) names the folder in SITEGEN_TEST_SHARED and removes it after the run; without it
 * (a test file run on its own) each call builds privately and `cleanup` removes that build.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as BuiltSite from './built-site.js';
import type { FixtureFiles } from './fixture-config.js';

/** What `buildToDisk` takes: fixture files, or a site folder and its locales. */
export type BuildSource = FixtureFiles | { root: string; locales?: string[] };

/** A built output folder; `cleanup` removes it unless the run shares it (then the run removes it). */
export interface SharedBuild {
  outDir: string;
  cleanup: () => Promise<void>;
}

/** How often a file waiting for another file's build looks whether it is done. */
const POLL_MS = 50;

/** Build `source` once per test run and share the output folder read-only; see the module comment. */
export async function sharedBuildToDisk(source: BuildSource): Promise<SharedBuild> {
  const shared = process.env.SITEGEN_TEST_SHARED;
  if (!shared) {
    const site = await buildToDisk(source);
    return { outDir: site.outDir, cleanup: site.cleanup };
  }
  const base = path.join(shared, buildKey(source));
  const outDir = path.join(base, 'build');
  const noop = async () => {};
  if (await claim(base)) {
    await buildInto(source, base, outDir);
    return { outDir, cleanup: noop };
  }
  await waitFor(base);
  return { outDir, cleanup: noop };
}

/** A hash of everything the build reads from the test: the files (or the site folder) and the locales. */
function buildKey(source: BuildSource): string {
  const entries = Object.entries(source).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
}

/** Make `<base>.lock` (atomic: exactly one file of the run succeeds) and note who builds; false if taken. */
async function claim(base: string): Promise<boolean> {
  await mkdir(path.dirname(base), { recursive: true });
  try {
    await mkdir(`${base}.lock`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  await writeFile(path.join(`${base}.lock`, 'pid'), String(process.pid));
  return true;
}

/** Build into `<base>/build` (through a temp folder, so the output appears complete or not at all); record the outcome. */
async function buildInto(source: BuildSource, base: string, outDir: string): Promise<void> {
  try {
    const site = await buildToDisk(source);
    await mkdir(base, { recursive: true });
    await rename(site.outDir, outDir);
    // Only the output is shared: the emptied output parent and a fixture's source folder can go.
    await rm(path.dirname(site.outDir), { recursive: true, force: true });
    if (site.root !== (source as { root?: unknown }).root) await rm(site.root, { recursive: true, force: true });
    await writeStatus(base, { ok: true });
  } catch (error) {
    await writeStatus(base, { ok: false, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

async function writeStatus(base: string, status: { ok: boolean; error?: string }): Promise<void> {
  await writeFile(`${base}.status.tmp`, JSON.stringify(status));
  await rename(`${base}.status.tmp`, `${base}.status`);
}

/** Wait until the file that claimed the build has finished it; fail if it failed or its process is gone. */
async function waitFor(base: string): Promise<void> {
  for (;;) {
    if (existsSync(`${base}.status`)) {
      const status = JSON.parse(await readFile(`${base}.status`, 'utf8')) as { ok: boolean; error?: string };
      if (status.ok) return;
      throw new Error(`the shared build (${base}) failed in another test file: ${status.error}`);
    }
    const pid = Number(await readFile(path.join(`${base}.lock`, 'pid'), 'utf8').catch(() => '0'));
    // A builder that wrote its status and exited since the look above is done, not gone.
    if (pid && !isAlive(pid) && !existsSync(`${base}.status`))
      throw new Error(`the test file building ${base} (pid ${pid}) ended before finishing the build`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** `buildToDisk`, loaded only to build: a file that reads another file's build never loads the build pipeline. */
async function buildToDisk(source: BuildSource): ReturnType<typeof BuiltSite.buildToDisk> {
  const built = await import('./built-site.js');
  return built.buildToDisk(source);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
