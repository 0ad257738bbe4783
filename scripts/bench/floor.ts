/**
 * The real site in `content/` against the floor (scripts/bench/markdown-floor.mjs): a cold `sitegen build
 * --locale en` and a cold build of every locale, each a fresh process timed from spawn to exit like the floor,
 * all alternating round by round so that a noisy machine slows them alike. Ratios are what the targets name:
 * `--locale en` within 1.5x of the floor, all locales within 3x, and a warm `--locale en` rebuild after one doc
 * was edited (scripts/bench/warm-site.ts) within 0.3x. The cold builds run with `--no-cache`; beside them, the
 * first build of every locale with the cache (empty, filled as the site builds), as a fresh clone's first build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureRun } from './process-tree.js';
import { discard } from './trash.js';
import { siteCopy, warmSite } from './warm-site.js';

/** Median wall times (ms) and peak RSS (MB) of the floor and the builds. */
export type FloorComparison = Record<Name, number> & { peakRssMb: Record<Name, number> };

/**
 * `first`: every locale with the build cache on and empty, as `npm run build` builds a fresh clone (the cache is
 * filled as the site is built); no target, shown beside the cold build of every locale.
 */
type Name = 'floor' | 'english' | 'allLocales' | 'warm' | 'first';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Time the floor and the builds of `root` (docs and posts in `content/docs` and `content/blog`) `rounds` times. */
export async function compareWithFloor(root: string, rounds = 3): Promise<FloorComparison> {
  const bin = path.resolve('bin/sitegen.mjs');
  // The CLI compiles sitegen's sources on its first run after an edit: do that outside the timed runs.
  spawnSync(process.execPath, [bin, '--version']);
  const out = await mkdtemp(path.join(os.tmpdir(), 'sitegen-floor-'));
  const warm = await warmSite(root, bin);
  const fresh = await siteCopy(root, 'sitegen-first-');
  const commands: Record<Name, string[]> = {
    floor: [
      path.resolve('scripts/bench/markdown-floor.mjs'),
      path.join(root, 'content/docs'),
      path.join(root, 'content/blog'),
    ],
    english: [bin, 'build', '--root', root, '--out', path.join(out, 'en'), '--locale', 'en', '--no-cache'],
    allLocales: [bin, 'build', '--root', root, '--out', path.join(out, 'all'), '--no-cache'],
    warm: [bin, 'build', '--root', warm.root, '--out', path.join(warm.root, 'out'), '--locale', 'en'],
    first: [bin, 'build', '--root', fresh, '--out', path.join(fresh, 'out')],
  };
  const walls: Record<Name, number[]> = { floor: [], english: [], allLocales: [], warm: [], first: [] };
  const rss: Record<Name, number[]> = { floor: [], english: [], allLocales: [], warm: [], first: [] };
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [name, args] of Object.entries(commands) as [Name, string[]][]) {
        if (name === 'warm') warm.edit(round + 1);
        // Each cold build writes a new folder: a build that replaced the last round's output would remove it, and the
        // builds after it would pay for that removal (see trash.ts).
        else if (name !== 'floor') discard(args[args.indexOf('--out') + 1]);
        if (name === 'first') discard(path.join(fresh, 'node_modules/.cache'));
        const cost = await measureRun(process.execPath, args, { cwd: root, env: { NODE_ENV: 'production' } });
        if (cost.exitCode !== 0) throw new Error(`${name} failed:\n${cost.output.slice(-2000)}`);
        walls[name].push(cost.wallMs);
        rss[name].push(cost.peakRssMb);
      }
    }
  } finally {
    discard(out);
    discard(warm.root);
    discard(fresh);
  }
  const medians = (runs: Record<Name, number[]>) =>
    Object.fromEntries(Object.entries(runs).map(([name, xs]) => [name, median(xs)])) as Record<Name, number>;
  return { ...medians(walls), peakRssMb: medians(rss) };
}
