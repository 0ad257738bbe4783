/**
 * `npm run bench:peers`: sitegen beside Docusaurus 2.4.3, Docusaurus 3, VitePress and Starlight on the same
 * synthetic corpus (the bench's 370 pages, written in each tool's format by scripts/bench/peer-projects.ts).
 * Each tool is installed into a scratch folder (never the project's dependencies), then built cold, round by round,
 * with a sitegen build before and after each peer's, so that each peer is compared with sitegen under the same load.
 * Prints wall time, CPU time and peak RSS of the whole process tree and the JavaScript a docs page loads before
 * interaction, each also as a ratio to sitegen.
 *   npm run bench:peers                      370 pages, 1 round
 *   npm run bench:peers -- --rounds 3        the median of three cold builds each
 *   npm run bench:peers -- --only VitePress  sitegen and the peers whose name contains the word
 *   npm run bench:peers -- --dir /tmp/peers  scratch folder (kept between runs so installs are reused)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeCorpus } from './bench/corpus.js';
import { discard, emptyTrash } from './bench/trash.js';
import { PEERS, type Peer } from './bench/peer-projects.js';
import { measureRun, type RunCost } from './bench/process-tree.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const pages = Number(flag('--pages') ?? 370);
const rounds = Number(flag('--rounds') ?? 1);
const only = flag('--only');
const scratch = path.resolve(flag('--dir') ?? path.join(os.tmpdir(), 'sitegen-bench-peers'));
const sitegenBin = path.resolve('bin/sitegen.mjs');

interface Tool {
  name: string;
  cwd: string;
  command: string[];
  outDir: string;
  docsPage: string;
  /** Caches and output that a cold build must not find. */
  clean: string[];
}

/** Install a peer's pinned dependencies into its own folder, once per set of versions. */
function install(peer: Peer, projectRoot: string): void {
  const manifest = `${JSON.stringify({ name: 'bench-peer', private: true, dependencies: peer.dependencies }, null, 2)}\n`;
  // Written only once an install of exactly these versions succeeded: a failed one is tried again next run.
  const installed = path.join(projectRoot, 'node_modules', '.bench-installed.json');
  if (existsSync(installed) && readFileSync(installed, 'utf8') === manifest) return;
  process.stderr.write(`  installing ${peer.name} into ${projectRoot} ...\n`);
  // Other versions installed before would make npm resolve against them: start from nothing.
  for (const stale of ['node_modules', 'package-lock.json'])
    rmSync(path.join(projectRoot, stale), { recursive: true, force: true });
  mkdirSync(projectRoot, { recursive: true });
  writeFileSync(path.join(projectRoot, 'package.json'), manifest);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (npm.status !== 0) throw new Error(`npm install for ${peer.name} failed (exit ${npm.status})`);
  writeFileSync(installed, manifest);
}

/** Gzip bytes of the JavaScript one page runs or preloads before any interaction (inline and linked). */
async function scriptBytes(outDir: string, htmlFile: string): Promise<number> {
  const html = await readFile(path.join(outDir, htmlFile), 'utf8');
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1]);
  const linked = new Set([
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    ),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ]);
  const seen = new Map<string, number>();
  const walk = async (url: string, from: string): Promise<void> => {
    if (/^[a-z]+:\/\//.test(url)) return;
    const file = url.startsWith('/') ? path.join(outDir, url.split(/[?#]/)[0]) : path.join(path.dirname(from), url);
    if (seen.has(file) || !existsSync(file)) return;
    const source = await readFile(file, 'utf8');
    seen.set(file, gzipSync(source).length);
    // Static imports load before the module runs: count them too.
    for (const [, spec] of source.matchAll(/\bimport\s*(?:[\w$\s{},*]*?from\s*)?["']([^"']+\.m?js)["']/g))
      await walk(spec, file);
  };
  for (const url of linked) await walk(url, path.join(outDir, htmlFile));
  return inline.reduce((n, s) => n + gzipSync(s).length, 0) + [...seen.values()].reduce((a, b) => a + b, 0);
}

async function tools(corpusRoot: string): Promise<Tool[]> {
  const list: Tool[] = [
    {
      name: 'sitegen',
      cwd: corpusRoot,
      command: [
        process.execPath,
        sitegenBin,
        'build',
        '--root',
        corpusRoot,
        '--out',
        path.join(scratch, 'sitegen-out'),
        // Cold, like the peers: the build cache of an earlier round would make it a warm rebuild.
        '--no-cache',
      ],
      outDir: path.join(scratch, 'sitegen-out'),
      docsPage: 'docs/tutorial/page-1/index.html',
      clean: [path.join(scratch, 'sitegen-out')],
    },
  ];
  for (const peer of PEERS.filter((p) => !only || p.name.includes(only))) {
    const projectRoot = path.join(scratch, peer.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    install(peer, projectRoot);
    for (const dir of ['docs', 'blog', 'site', 'src'])
      await rm(path.join(projectRoot, dir), { recursive: true, force: true });
    await peer.write(corpusRoot, projectRoot);
    list.push({
      name: peer.name,
      cwd: projectRoot,
      command: [process.execPath, ...peer.build],
      outDir: path.join(projectRoot, peer.outDir),
      docsPage: peer.docsPage,
      clean: ['.docusaurus', 'node_modules/.cache', '.astro', 'site/.vitepress/cache', peer.outDir].map((d) =>
        path.join(projectRoot, d),
      ),
    });
  }
  return list;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Build `tool` cold once; throws with its output when it fails. */
async function buildCold(tool: Tool, round: number): Promise<RunCost> {
  // Moved aside, not removed: the removal would slow the builds that follow it (see trash.ts).
  for (const dir of tool.clean) discard(dir);
  const [command, ...rest] = tool.command;
  const cost = await measureRun(command, rest, { cwd: tool.cwd, env: { NODE_ENV: 'production', CI: 'true' } });
  if (cost.exitCode !== 0) throw new Error(`${tool.name} build failed:\n${cost.output.slice(-4000)}`);
  process.stderr.write(
    `  round ${round + 1}: ${tool.name} ${(cost.wallMs / 1000).toFixed(1)}s, ${(cost.cpuMs / 1000).toFixed(1)}s CPU, ${Math.round(cost.peakRssMb)} MB\n`,
  );
  return cost;
}

/** A peer's runs, each beside the sitegen builds just before and after it (the machine's load then). */
interface PeerRuns {
  tool: Tool;
  costs: RunCost[];
  /** Per run: the peer's wall and CPU as multiples of the mean of its two neighbouring sitegen builds. */
  ratios: { wall: number; cpu: number }[];
}

/**
 * Each round builds sitegen, a peer, sitegen, the next peer, ..., sitegen: a peer's minutes-long build is compared
 * with the sitegen builds on either side of it, not with one taken at the start of the round under another load.
 */
async function measureAll(sitegen: Tool, peers: Tool[]): Promise<{ sitegen: RunCost[]; peers: PeerRuns[] }> {
  const own: RunCost[] = [];
  const results = peers.map((tool) => ({ tool, costs: [] as RunCost[], ratios: [] as PeerRuns['ratios'] }));
  for (let round = 0; round < rounds; round++) {
    let before = await buildCold(sitegen, round);
    own.push(before);
    for (const result of results) {
      const cost = await buildCold(result.tool, round);
      const after = await buildCold(sitegen, round);
      own.push(after);
      const mean = (pick: (c: RunCost) => number) => (pick(before) + pick(after)) / 2;
      result.costs.push(cost);
      result.ratios.push({ wall: cost.wallMs / mean((c) => c.wallMs), cpu: cost.cpuMs / mean((c) => c.cpuMs) });
      before = after;
    }
  }
  return { sitegen: own, peers: results };
}

async function main(): Promise<void> {
  const corpusRoot = path.join(scratch, 'corpus');
  await rm(corpusRoot, { recursive: true, force: true });
  await mkdir(corpusRoot, { recursive: true });
  const shape = await writeCorpus({ root: corpusRoot, pages, locales: 1 });
  await writeFile(path.join(corpusRoot, 'package.json'), '{"private":true}\n');
  const [sitegen, ...peers] = await tools(corpusRoot);
  const measured = await measureAll(sitegen, peers);
  const row = async (tool: Tool, costs: RunCost[], ratios: PeerRuns['ratios']) => ({
    name: tool.name,
    wall: median(costs.map((c) => c.wallMs)),
    cpu: median(costs.map((c) => c.cpuMs)),
    rss: median(costs.map((c) => c.peakRssMb)),
    js: await scriptBytes(tool.outDir, tool.docsPage),
    wallRatio: ratios.length ? median(ratios.map((r) => r.wall)) : 1,
    cpuRatio: ratios.length ? median(ratios.map((r) => r.cpu)) : 1,
  });
  const rows = [await row(sitegen, measured.sitegen, [])];
  for (const peer of measured.peers) rows.push(await row(peer.tool, peer.costs, peer.ratios));
  const base = rows[0];
  console.log(
    `Peers on ${shape.apis + shape.structures + shape.tutorials} docs + ${shape.posts} posts, ${os.cpus().length} cores, Node ${process.version}, median of ${rounds} cold build${rounds > 1 ? 's' : ''}`,
  );
  console.log('(x sitegen: against the sitegen builds just before and after each peer build)');
  console.log(
    'tool                 wall   x sitegen       CPU   x sitegen   peak RSS   x sitegen   JS per docs page (gzip)   x sitegen',
  );
  for (const r of rows) {
    const cells = [
      r.name.padEnd(18),
      `${(r.wall / 1000).toFixed(2)}s`.padStart(8),
      `${r.wallRatio.toFixed(1)}x`.padStart(11),
      `${(r.cpu / 1000).toFixed(1)}s`.padStart(9),
      `${r.cpuRatio.toFixed(1)}x`.padStart(11),
      `${Math.round(r.rss)} MB`.padStart(10),
      `${(r.rss / base.rss).toFixed(1)}x`.padStart(11),
      `${(r.js / 1024).toFixed(1)} KB`.padStart(25),
      `${(r.js / base.js).toFixed(1)}x`.padStart(11),
    ];
    console.log(cells.join(' '));
  }
}

try {
  await main();
} finally {
  emptyTrash();
}
