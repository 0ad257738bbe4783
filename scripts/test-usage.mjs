/**
 * What each test process cost: loaded into every test process by scripts/run-tests.mjs (`--import`, which node's
 * test runner passes on to the processes of the files) when `SITEGEN_TEST_USAGE` names a file. At exit, a process
 * running a test file appends one JSON line: the file, its wall seconds and its CPU seconds (user + sys), its own
 * and its children's (Chromium, the CLI runs) apart. CPU seconds hold up when the machine is busy, wall seconds do
 * not: `SLOW_FIRST` in scripts/test.mjs is ordered by them. `printUsage` sums them up after the run.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const log = process.env.SITEGEN_TEST_USAGE;
const file = process.argv[1] ?? '';
if (log && isMainThread && /\.test\.m?[jt]s$/.test(file)) process.on('exit', () => record(log, file));

/** Append this process's line to `log`. */
function record(log, file) {
  const { self, children } = cpuSeconds();
  // `end` (ms since the epoch) with `wall` places the process on the run's timeline.
  const line = { file, end: Date.now(), wall: round(process.uptime()), self: round(self), children: round(children) };
  appendFileSync(log, JSON.stringify(line) + '\n');
}

/**
 * This process's CPU seconds and those of the children it waited for. Linux counts a child's time into its
 * parent's `cutime`/`cstime` (from /proc/self/stat, in clock ticks of 1/100 s) when the child is reaped, with the
 * children's own reaped children in it. Chromium's renderers mostly do not count: a browser test's machine-wide
 * CPU was about twice what its process reported. Elsewhere, the process alone.
 */
function cpuSeconds() {
  const usage = process.cpuUsage();
  const self = (usage.user + usage.system) / 1e6;
  if (!existsSync('/proc/self/stat')) return { self, children: 0 };
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The fields after the command name (in parentheses, which may hold spaces): cutime and cstime are the 14th and
  // 15th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { self, children: (Number(fields[13]) + Number(fields[14])) / 100 };
}

const round = (seconds) => Math.round(seconds * 10) / 10;

/**
 * The CPU seconds the whole machine has spent busy since it started (Linux: /proc/stat's first line, in ticks of
 * 1/100 s: user, nice, system, irq and softirq); null elsewhere. Two readings bound what a run cost, with what the
 * table cannot see: esbuild's service, Chromium's renderers, the static checks (and any other program).
 */
export function machineCpuSeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

/**
 * The table printed after the run: the `count` processes that took longest (wall), each with its CPU seconds, and
 * the sums over all of them; `machine`, what the whole machine spent in the same time (`machineCpuSeconds`).
 * @param {{ log: string, count: number, names: Map<string, string>, machine?: number | null }} options `names`: a
 *   group file's members.
 */
export function printUsage({ log, count, names, machine = null }) {
  if (!existsSync(log)) return;
  const lines = readFileSync(log, 'utf8').trim().split('\n').filter(Boolean);
  const rows = lines.map((l) => JSON.parse(l)).sort((a, b) => b.wall - a.wall);
  const cpu = (r) => r.self + r.children;
  const total = rows.reduce((sum, r) => sum + cpu(r), 0);
  const out = [`test processes, slowest first (wall s, CPU s: own + children):`];
  for (const r of rows.slice(0, count)) {
    const name = names.get(r.file) ?? r.file.replace(`${process.cwd()}/`, '');
    out.push(`  ${pad(r.wall)} ${pad(cpu(r))} = ${pad(r.self)} + ${pad(r.children)}  ${name}`);
  }
  out.push(`  ${rows.length} processes, ${round(total)} CPU-s in all`);
  if (machine !== null)
    out.push(
      `  the machine meanwhile: ${round(machine)} CPU-s (with esbuild's service, Chromium and the static checks)`,
    );
  console.log(out.join('\n'));
}

const pad = (n) => n.toFixed(1).padStart(5);
