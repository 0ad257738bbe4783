/**
 * Several short test files in one process. Each test process first loads most of sitegen (bundled, or through tsx
 * without the bundling of scripts/test-bundle.mjs), while many files then test for a second or two: a group file
 * loads them into one process, which pays that once and keeps the JIT warm between them.
 *
 * Each file is imported inside a `describe` named by its path, so its tests, and its top-level `before`/`after`
 * hooks, belong to that suite (node:test finds the suite through the async context of the import): the report
 * names the file of every test, and one file's hooks run only around its own tests.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The entries for node:test's `run()`: each file of `alone` as itself, in the given order, then the other files in
 * groups of at most `size`, each written as a group file into `dir`.
 * @param {{ files: string[], alone: (file: string) => boolean, size: number, dir: string }} options
 * @returns {string[]}
 */
export function groupTestFiles({ files, alone, size, dir }) {
  const own = files.filter(alone);
  const shared = files.filter((file) => !alone(file));
  if (shared.length <= 1) return [...own, ...shared];
  mkdirSync(dir, { recursive: true });
  const count = Math.ceil(shared.length / size);
  const groups = [];
  for (let i = 0; i < count; i++) {
    // Contiguous runs of the sorted names, so a folder's files (and their helpers) mostly share a process.
    const members = shared.slice(
      Math.floor((i * shared.length) / count),
      Math.floor(((i + 1) * shared.length) / count),
    );
    const entry = path.join(dir, `group-${String(i + 1).padStart(2, '0')}.test.mjs`);
    writeFileSync(entry, groupSource(members));
    groups.push(entry);
  }
  return [...own, ...groups];
}

/**
 * A name for each group file of `entries` (the others are named by their paths): `group-01 (8 files: a.test.ts …
 * h.test.ts)`, its first and last members.
 * @param {string[]} entries what `groupTestFiles` returned
 * @returns {Map<string, string>}
 */
export function groupNames(entries) {
  const names = new Map();
  for (const entry of entries.filter((e) => e.endsWith('.test.mjs') && path.basename(e).startsWith('group-'))) {
    const members = [...readFileSync(entry, 'utf8').matchAll(/^describe\(("[^"]*")/gm)].map((m) => JSON.parse(m[1]));
    const label = `${members.length} files: ${members[0]} … ${members.at(-1)}`;
    names.set(entry, `${path.basename(entry, '.test.mjs')} (${label})`);
  }
  return names;
}

/**
 * A group file: one `describe` per member, named by its path, that imports it by its absolute path, which esbuild
 * resolves and bundles with the group (scripts/test-bundle.mjs), as Node resolves it in a group file run as it is.
 */
function groupSource(files) {
  const suites = files.map(
    (file) => `describe(${JSON.stringify(file)}, () => import(${JSON.stringify(path.resolve(file))}));`,
  );
  // Their browser tests share one Chromium (test/helpers/browser.ts), closed after the last file's tests.
  const shared = "globalThis[Symbol.for('sitegen.test.sharedBrowser')]";
  return [
    '// Written by scripts/test-groups.mjs for one `npm test` run: these test files share one process.',
    "import { after, describe } from 'node:test';",
    `const shared = (${shared} = {});`,
    'after(async () => (await shared.browser?.catch(() => undefined))?.close());',
    // A group still running near the run's time limit (scripts/run-tests.mjs) names what it waits on before it is
    // stopped: a hung teardown shows only as a missing end otherwise.
    'setTimeout(() => console.error(`still open: ${process.getActiveResourcesInfo().join(", ")}`), 240_000).unref();',
    ...suites,
    '',
  ].join('\n');
}
