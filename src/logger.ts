/**
 * Terminal output: one line per stage with its count and time, a progress bar for stages that run longer than a
 * second on a terminal, plain lines otherwise (CI), and one summary line.
 */

/** What stages report to. Tests pass `silentLogger` or a recording one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Progress of the running stage (done of total). */
  progress(label: string, done: number, total: number): void;
}

/** A logger that writes to the process's streams. */
export function createLogger({ quiet = false, stream = process.stderr }: { quiet?: boolean; stream?: NodeJS.WriteStream } = {}): Logger {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  let barShown = false;
  const clearBar = () => {
    if (barShown) stream.write('\r\x1b[2K');
    barShown = false;
  };
  return {
    info: (m) => {
      if (quiet) return;
      clearBar();
      stream.write(`${m}\n`);
    },
    warn: (m) => {
      clearBar();
      stream.write(`${tty ? '\x1b[33mwarn\x1b[0m' : 'warn'} ${m}\n`);
    },
    error: (m) => {
      clearBar();
      stream.write(`${tty ? m.replace(/^error/, '\x1b[31merror\x1b[0m') : m}\n`);
    },
    progress: (label, done, total) => {
      if (!tty || quiet || total === 0) return;
      const width = 24;
      const filled = Math.round((done / total) * width);
      stream.write(`\r\x1b[2K  ${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total}`);
      barShown = done < total;
      if (!barShown) stream.write('\r\x1b[2K');
    },
  };
}

/** A logger that prints nothing (tests, `check --json`). */
export const silentLogger: Logger = { info() {}, warn() {}, error() {}, progress() {} };

/** Stage timings, for the summary and `npm run bench`. */
export type Timings = Record<string, number>;

/**
 * Run one stage: print `label  count  time` when it ends. `count` reads the stage's result (e.g. pages made).
 * Progress is shown only once the stage has run for a second, so fast stages never flicker a bar.
 */
export async function task<T>(logger: Logger, timings: Timings, label: string, fn: (progress: (done: number, total: number) => void) => Promise<T> | T, count?: (result: T) => string): Promise<T> {
  const start = performance.now();
  const progress = (done: number, total: number) => {
    if (performance.now() - start > 1000) logger.progress(label, done, total);
  };
  const result = await fn(progress);
  const ms = performance.now() - start;
  timings[label] = ms;
  logger.info(`  ${label.padEnd(8)} ${(count ? count(result) : '').padEnd(22)} ${formatMs(ms)}`);
  return result;
}

/** `412ms`, `2.41s`. */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)}ms` : `${(ms / 1000).toFixed(2)}s`;
}

const counts = new Intl.NumberFormat('en-US');

/** `3,112`. */
export function formatCount(n: number): string {
  return counts.format(n);
}
