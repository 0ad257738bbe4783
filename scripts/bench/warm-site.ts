/**
 * The warm rebuild of the bench: a copy of the real site (content/ and its config, in a temp folder, so the
 * checkout's files are never edited), built once to fill its build cache, then edited one doc at a time and
 * built again. The copy gets its own `node_modules` folder whose packages link to the checkout's: the cache
 * folder (`node_modules/.cache/sitegen`) must lie inside the site, so a link of the whole folder would get none.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The doc each round edits: a tutorial page, as an author would. */
const EDITED = 'content/docs/latest/tutorial/tutorial-2-first-app.md';

/** A copy of `root`'s site (content/ and its config) with a `node_modules` of its own, so a cache of its own. */
export async function siteCopy(root: string, prefix: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), prefix));
  cpSync(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true });
  cpSync(path.join(root, 'site.config.ts'), path.join(copy, 'site.config.ts'));
  mkdirSync(path.join(copy, 'node_modules'));
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (name !== '.cache') symlinkSync(path.join(root, 'node_modules', name), path.join(copy, 'node_modules', name));
  }
  return copy;
}

/** A copy of `root`'s site whose cache holds a build of it; `edit(n)` changes one doc. */
export async function warmSite(root: string, bin: string): Promise<{ root: string; edit: (n: number) => void }> {
  const copy = await siteCopy(root, 'sitegen-warm-');
  const file = path.join(copy, EDITED);
  const original = readFileSync(file, 'utf8');
  const edit = (n: number) => writeFileSync(file, `${original}\nEdited for the warm rebuild, round ${n}.\n`);
  edit(0);
  const primed = spawnSync(
    process.execPath,
    [bin, 'build', '--root', copy, '--out', path.join(copy, 'out'), '--locale', 'en'],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', CI: '1' },
    },
  );
  if (primed.status !== 0) throw new Error(`the warm site's first build failed:\n${primed.stderr}`);
  return { root: copy, edit };
}
