/**
 * Runs a command and samples the resident memory of its whole process tree (Linux /proc), because peers build in
 * worker processes (webpack's terser workers, Vite's esbuild service): the peak of the sum is what the machine
 * has to hold, which `ru_maxrss` (the largest single process) understates.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** What one run cost. */
export interface RunCost {
  wallMs: number;
  peakRssMb: number;
  /** User + system CPU of the whole tree: what a busy machine does not inflate as much as wall time. */
  cpuMs: number;
  exitCode: number;
  output: string;
}

const PAGE_KB = 4;

/** Parent pid and resident pages of every process, from /proc/<pid>/stat. */
function processTable(): Map<number, { ppid: number; rssKb: number }> {
  const table = new Map<number, { ppid: number; rssKb: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: read the fields after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), { ppid: Number(fields[1]), rssKb: Number(fields[21]) * PAGE_KB });
    } catch {
      // The process ended while we read the table.
    }
  }
  return table;
}

/**
 * CPU used by this process's waited-for children and their waited-for descendants, in ms (cutime + cstime of
 * /proc/self/stat, in clock ticks of 10 ms): the difference across one run is that run's tree.
 */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Resident memory of `root` and all its descendants, in KB. */
function treeRssKb(root: number): number {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += table.get(pid)?.rssKb ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Run `command args` in `cwd`, sampling the tree's memory every 50 ms; resolves when it exits. */
export function measureRun(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<RunCost> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = childrenCpuMs();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peakKb = 0;
    const timer = setInterval(() => {
      if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, 50);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const wallMs = performance.now() - started;
      resolve({ wallMs, peakRssMb: peakKb / 1024, cpuMs: childrenCpuMs() - cpuBefore, exitCode: code ?? 1, output });
    });
  });
}
