/**
 * `node --import tsx scripts/bench-markdown.ts`: how long the Markdown stage (front matter, markdown-it with every
 * plugin, highlight.js, link resolution) takes for the real `content/docs` and for a synthetic corpus shaped like
 * the framework's docs (350 files, ~800 code blocks). Each corpus runs in a fresh process pinned to one core:
 * the first pass is the cold one a build pays, the next passes show the steady state. A second run with every fence
 * language set to `text` shows what highlighting costs. Times are the process's CPU time (user + system), which
 * other work on a busy machine disturbs far less than wall time; wall time is printed beside it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { loadConfig } from '../src/config/load-config.js';
import { parseEntries } from '../src/content/parse-content.js';
import { scanContent } from '../src/content/scan-content.js';
import { createMarkdown } from '../src/markdown/create-markdown.js';
import { writeCorpus } from './bench/corpus.js';

/** Parse every doc of `root` four times in this process and print the times as JSON. */
async function child(siteRoot: string, plainFences: boolean): Promise<void> {
  const config = await loadConfig({ root: siteRoot });
  const files = (await scanContent({ config, locales: [config.i18n.defaultLocale] })).filter((f) => f.kind === 'doc');
  if (plainFences) for (const f of files) f.source = f.source.replace(/^(\s*```)(?!fiddle|mermaid)\S+/gm, '$1text');
  const fences = files.reduce((n, f) => n + (f.source.match(/^\s*```\S/gm)?.length ?? 0), 0);
  const times: number[] = [];
  const walls: number[] = [];
  for (let pass = 0; pass < 4; pass++) {
    const md = createMarkdown(config);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await parseEntries({ config, files, md, includeDrafts: false });
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    times.push((used.user + used.system) / 1000);
  }
  process.stdout.write(JSON.stringify({ files: files.length, fences, times, walls }));
}

async function main(): Promise<void> {
  const synthetic = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bench-md-'));
  try {
    await writeCorpus({ root: synthetic, pages: 350, locales: 1, posts: 0 });
    await addExamples(synthetic, 160);
    const corpora = [
      { label: 'content/docs', root: process.cwd() },
      { label: 'synthetic, framework-shaped', root: synthetic },
    ];
    console.log(`Markdown stage on one core (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`);
    console.log('corpus                        files  fences  cold CPU (wall)  warm CPU  cold CPU, fences as text');
    for (const c of corpora) {
      const full = run(c.root, false);
      const plainRun = run(c.root, true);
      const warm = Math.min(...full.times.slice(1));
      console.log(
        `${c.label.padEnd(28)}  ${String(full.files).padStart(5)}  ${String(full.fences).padStart(6)}  ${ms(full.times[0])} (${ms(full.walls[0]).trim()})  ${ms(warm)}  ${ms(plainRun.times[0])}`,
      );
    }
  } finally {
    await rm(synthetic, { recursive: true, force: true });
  }
}

function run(
  siteRoot: string,
  plainFences: boolean,
): { files: number; fences: number; times: number[]; walls: number[] } {
  const args = [
    '--import',
    'tsx',
    path.resolve('scripts/bench-markdown.ts'),
    '--child',
    siteRoot,
    plainFences ? 'plain' : 'full',
  ];
  // One core, as the issue asks: the Markdown stage runs on the main thread.
  const pinned = existsSync('/usr/bin/taskset')
    ? (['/usr/bin/taskset', ['-c', '0', process.execPath, ...args]] as const)
    : ([process.execPath, args] as const);
  return JSON.parse(
    execFileSync(pinned[0], [...pinned[1]], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } }),
  );
}

const EXAMPLES = [
  "```ts title=\"preload.ts\"\nimport { contextBridge, ipcRenderer } from 'electron'\n\ncontextBridge.exposeInMainWorld('api', {\n  ping: (n: number): Promise<string> => ipcRenderer.invoke('ping', n),\n})\n```",
  '```json title="package.json"\n{\n  "name": "my-app",\n  "main": "main.js",\n  "scripts": { "start": "electron ." }\n}\n```',
  '```html\n<!DOCTYPE html>\n<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">\n<h1>Hello</h1>\n<script src="./renderer.js"></script>\n```',
  '```sh\nnpx electron-forge import\nnpm run make -- --arch=arm64\n```',
];

/** The generated corpus has ~650 fences; the framework's docs have ~800, in more languages. */
async function addExamples(siteRoot: string, count: number): Promise<void> {
  const files = (await fg('content/docs/**/*.md', { cwd: siteRoot, absolute: true })).sort().slice(0, count);
  await Promise.all(
    files.map((file, i) =>
      appendFile(file, `\n## Example\n\n${EXAMPLES[i % EXAMPLES.length].replace('my-app', `app-${i}`)}\n`),
    ),
  );
}

function ms(n: number): string {
  return `${Math.round(n)}ms`.padStart(6);
}

// Last: the constants above must exist before the run starts.
const [mode, root, plain] = process.argv.slice(2);
if (mode === '--child') await child(root, plain === 'plain');
else await main();
