/**
 * `npm run bench`: builds synthetic corpora shaped like the framework's site cold, each in a fresh process,
 * and prints one table: pages, wall time, pages/s, per-stage times and peak RSS.
 *   npm run bench                 370 (1 and 8 locales), 2,000 and 10,000 pages
 *   npm run bench -- --quick      370 pages, 1 and 8 locales (under a minute)
 *   npm run bench -- --pages 2000 one corpus of that size
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeCorpus } from './bench/corpus.js';

interface Row {
  label: string;
  pages: number;
  wall: number;
  timings: Record<string, number>;
  peakRssMb: number;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const cases: { docs: number; locales: number }[] = flag('--pages')
  ? [{ docs: Number(flag('--pages')), locales: Number(flag('--locales') ?? 1) }]
  : args.includes('--quick')
    ? [{ docs: 370, locales: 1 }, { docs: 370, locales: 8 }]
    : [{ docs: 370, locales: 1 }, { docs: 370, locales: 8 }, { docs: 2000, locales: 1 }, { docs: 10000, locales: 1 }];

const rows: Row[] = [];
for (const c of cases) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bench-'));
  try {
    const shape = await writeCorpus({ root, pages: c.docs, locales: c.locales });
    const child = spawnSync(process.execPath, [path.resolve('scripts/bench/build-child.mjs'), root, path.join(root, 'build')], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (child.status !== 0) throw new Error(`build of ${c.docs} docs failed:\n${child.stderr}`);
    const r = JSON.parse(child.stdout);
    rows.push({ label: `${c.docs} docs + ${shape.posts} posts, ${c.locales} locale${c.locales > 1 ? 's' : ''}`, ...r });
    process.stderr.write(`  done: ${rows.at(-1)!.label}\n`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const stages = ['config', 'scan', 'parse', 'routes', 'bundle', 'render', 'write'];
const head = ['corpus', 'pages', 'wall', 'pages/s', ...stages, 'peak RSS'];
const table = rows.map((r) => [r.label, String(r.pages), sec(r.wall), String(Math.round(r.pages / (r.wall / 1000))), ...stages.map((s) => sec(r.timings[s] ?? 0)), `${Math.round(r.peakRssMb)} MB`]);
const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`sitegen bench on ${os.cpus().length} cores, Node ${process.version}`);
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

function sec(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)}ms` : `${(ms / 1000).toFixed(2)}s`;
}
