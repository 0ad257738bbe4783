/**
 * 'Last updated' time and author from git, read with one `git log` over the content folders per build (not one
 * per file, which costs a process per page). The newest commit that touched a file is its last update. Outside a
 * repository, or for a file git does not know yet, the caller keeps the file's own modification time.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** When a file was last changed, and by whom. */
export interface LastUpdate {
  timeMs: number;
  author: string;
}

/** Absolute path -> its last commit, for every file below `dirs` (absolute); null outside a git repository. */
export function gitLastUpdates(cwd: string, dirs: string[]): Map<string, LastUpdate> | null {
  let top: string;
  let log: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    // RS before each commit, US between its time and author, then the files it touched.
    log = execFileSync('git', ['log', '--format=%x1e%ct%x1f%an', '--name-only', '--no-renames', '--', ...dirs], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const out = new Map<string, LastUpdate>();
  for (const record of log.split('\x1e')) {
    const [head, ...files] = record.split('\n');
    const [time, author] = head.split('\x1f');
    if (!time) continue;
    for (const file of files) {
      if (!file) continue;
      const abs = path.join(top, file);
      if (!out.has(abs)) out.set(abs, { timeMs: Number(time) * 1000, author: author ?? '' });
    }
  }
  return out;
}
