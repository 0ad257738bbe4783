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
export function createLogger({
  quiet = false,
  stream = process.stderr,
}: { quiet?: boolean; stream?: NodeJS.WriteStream } = {}): Logger {
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

/** Reports a stage's progress: `done` of `total`. */
export type Progress = (done: number, total: number) => void;

/** One run of a command: its stages, each timed and printed, and the time since it started. */
export interface Run {
  readonly logger: Logger;
  readonly timings: Timings;
  /**
   * Run one stage: print `label  summary  time` when it ends. `summary` reads the stage's result (`3,112 pages`).
   * Progress is shown only once the stage has run for a second, so fast stages never flicker a bar.
   */
  task<T>(label: string, fn: (progress: Progress) => Promise<T> | T, summary?: (result: T) => string): Promise<T>;
  /** Milliseconds since the run started; also recorded as `timings.total`. */
  finish(): number;
}

/** Start a run that prints its stages to `logger`. */
export function createRun(logger: Logger): Run {
  const started = performance.now();
  const timings: Timings = {};
  return {
    logger,
    timings,
    async task(label, fn, summary) {
      const start = performance.now();
      const progress: Progress = (done, total) => {
        if (performance.now() - start > 1000) logger.progress(label, done, total);
      };
      const result = await fn(progress);
      const ms = performance.now() - start;
      timings[label] = ms;
      logger.info(`  ${label.padEnd(8)} ${(summary ? summary(result) : '').padEnd(22)} ${formatMs(ms)}`);
      return result;
    },
    finish: () => (timings.total = performance.now() - started),
  };
}

/** `412ms`, `2.41s`. */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)}ms` : `${(ms / 1000).toFixed(2)}s`;
}

/**
 * `3,112`: a whole number with a comma between thousands, as `Intl.NumberFormat('en-US')` writes it. Not `Intl`
 * itself: the first `Intl` object a process makes initialises ICU (~28 ms), and a warm build whose pages all come
 * from the cache needs no other.
 */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
