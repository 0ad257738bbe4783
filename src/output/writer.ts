/**
 * Where output goes. `build` writes files into a temporary folder beside the output and swaps it in only when
 * the whole build succeeded, so a failed build leaves the previous output untouched; `check`, `dev` and tests
 * keep everything in memory. The pipeline only sees the `Writer` interface.
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { outputPath } from '../content/site-paths.js';
import { isAlive } from '../process-alive.js';
import { makeFoldersAhead, type FoldersAhead } from './folders-ahead.js';
import { openLinkedCopies, type LinkedCopies } from './linked-copies.js';
import { openLinkedPages, type LinkedPages } from '../cache/linked-pages.js';

/** A sink for output files, by path relative to the output root. */
export interface Writer {
  write(file: string, content: string | Uint8Array): Promise<void>;
  copy(file: string, from: string): Promise<void>;
  /** Make the output visible (swap folders); called once, after every stage succeeded. */
  commit(): Promise<void>;
  /** Throw away what was written (after a failure). */
  abort(): Promise<void>;
  /** A file written (or copied) so far, as text, or undefined; lets `check` see generated files before commit. */
  read(file: string): Promise<string | undefined>;
  /** A file written (or copied) so far, as bytes, or undefined. */
  readBytes(file: string): Promise<Uint8Array | undefined>;
  /** Every file written (or copied, or linked) so far, relative to the output root, with forward slashes. */
  list(): Promise<string[]>;
  /**
   * Disk writers: put `bytes` at byte `at` of a file written this build, in place (nothing is written where they are
   * already). False where it cannot: a file that may be linked from the previous output is never written through
   * (write it whole instead). `fresh` says the file was written this build, by a render thread: its only other link
   * can be its page cache entry.
   */
  patch?(file: string, at: number, bytes: Uint8Array, fresh: boolean): Promise<boolean>;
  /**
   * The folder files are written into, for a writer that writes to disk: render threads write pages straight
   * into it (render-pool's DiskTarget) instead of sending them back. Undefined for in-memory writers.
   */
  readonly directory?: string;
  /** Disk writers: the output folder this writer replaces on commit, checked before anything is touched. */
  readonly outDir?: string;
  /** Disk writers: tidy what killed builds left beside the output (see FileSystemWriter.recover). */
  recover?(): Promise<void>;
  /** Disk writers: `abort` for a signal handler, which cannot wait. */
  abortNow?(): void;
  /**
   * Disk writers, in a build with its cache: link copies unchanged since the previous build from the previous
   * output (linked-copies.ts), keeping the records in the cache folder `dir`. Returns what saves the records.
   */
  linkUnchangedCopies?(dir: string): { save(): void };
  /**
   * Disk writers, in a build with its cache: the records of the previous output's pages, which the page writing
   * thread links into the new output when unchanged (src/cache/linked-pages.ts), kept in the cache folder `dir`.
   * Their folders are made in the new output meanwhile, and those no file went into removed at `commit`.
   */
  linkUnchangedPages?(dir: string): LinkedPages;
  /**
   * In-memory writers read back by `check`: only React pages' HTML is needed (their links and heads), so the other
   * pages are written empty (render-pool.ts `moduleHtmlOnly`).
   */
  readonly moduleHtmlOnly?: boolean;
}

/** Output kept in a Map: file -> content, or the source path of a copied file. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  readonly copies = new Map<string, string>();
  async write(file: string, content: string | Uint8Array) {
    this.files.set(normalise(file), content);
  }
  async copy(file: string, from: string) {
    this.copies.set(normalise(file), from);
  }
  async commit() {}
  async abort() {
    this.files.clear();
    this.copies.clear();
  }
  async read(file: string) {
    const content = this.files.get(normalise(file));
    if (content !== undefined) return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
    const from = this.copies.get(normalise(file));
    return from === undefined ? undefined : readFile(from, 'utf8').catch(() => undefined);
  }
  async readBytes(file: string) {
    const content = this.files.get(normalise(file));
    if (content !== undefined) return typeof content === 'string' ? Buffer.from(content) : content;
    const from = this.copies.get(normalise(file));
    return from === undefined ? undefined : readFile(from).catch(() => undefined);
  }
  async list() {
    return [...new Set([...this.files.keys(), ...this.copies.keys()])];
  }
  /** A written file as text (tests). */
  text(file: string): string {
    const content = this.files.get(normalise(file));
    if (content === undefined) throw new Error(`not written: ${file}`);
    return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
  }
}

/**
 * `check`'s writer: in memory, with only React pages' HTML (what the checks read back); every other page is an
 * empty file, which is all the checks ask of it.
 */
export class CheckWriter extends MemoryWriter {
  readonly moduleHtmlOnly = true;
}

/**
 * Writes into `.<out>.tmp-<pid>` beside the output and swaps it in on commit. At every instant a complete output
 * exists on disk: the old one at `<out>`, or, between the two back-to-back renames of the swap, at
 * `.<out>.old-<pid>`, where `recover()` of the next build puts it back if the process died right there.
 */
export class FileSystemWriter implements Writer {
  /** The folder being written; renderers may write pages into it directly (see render-pool's DiskTarget). */
  readonly temp: string;
  /** Where the previous output waits while the new one is moved in. */
  private readonly aside: string;
  /** Folders made or being made: concurrent writes into one folder wait for the same mkdir. */
  private readonly dirs = new Map<string, Promise<unknown>>();
  /** Copies reused by hard links, when the build asked for them (see `linkUnchangedCopies`). */
  private copies?: LinkedCopies;
  /** Files of the new output that are links to the previous output's: never written through. */
  private readonly links = new Set<string>();
  /** Pages may be linked from the previous output (by another thread): any file is replaced, never written into. */
  private pagesLinked = false;
  /** The previous output's page folders, made on a thread of their own (see `linkUnchangedPages`). */
  private ahead?: FoldersAhead;

  /**
   * `removeOld`: how the previous output is removed once the new one is in place (default: `removeInBackground`).
   */
  constructor(
    readonly outDir: string,
    private readonly removeOld: (dir: string) => Promise<void> = removeInBackground,
  ) {
    this.temp = siblingPath(outDir, 'tmp', process.pid);
    this.aside = siblingPath(outDir, 'old', process.pid);
  }

  /**
   * Before a build: remove what killed builds left beside the output (folders of processes that are gone), and
   * put back a previous output that a build killed mid-swap had moved aside.
   */
  async recover(): Promise<void> {
    const parent = path.dirname(this.outDir);
    const names = await readdir(parent).catch(() => [] as string[]);
    const prefix = `.${path.basename(this.outDir)}.`;
    for (const name of names.sort()) {
      const m = /^(tmp|old)-(\d+)$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
      if (!m || isAlive(Number(m[2]))) continue;
      const dir = path.join(parent, name);
      if (m[1] === 'old' && !existsSync(this.outDir)) await rename(dir, this.outDir);
      else await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    }
  }

  get directory(): string {
    return this.temp;
  }

  async write(file: string, content: string | Uint8Array) {
    const target = outputPath(this.temp, file);
    await this.ensureDir(path.dirname(target));
    await this.unshare(target);
    await this.replacing(target, (flag) => writeFile(target, content, { flag }));
  }

  async copy(file: string, from: string) {
    const target = outputPath(this.temp, file);
    await this.ensureDir(path.dirname(target));
    await this.unshare(target);
    const name = normalise(path.relative(this.temp, target));
    const copy = () =>
      this.replacing(target, (flag) => copyFile(from, target, flag === 'wx' ? constants.COPYFILE_EXCL : 0));
    if (!this.copies) return copy();
    if (await this.copies.link(name, from, target)) return void this.links.add(target);
    const source = await this.copies.mark(from);
    await copy();
    await this.copies.copied(name, from, target, source);
  }

  linkUnchangedCopies(dir: string): { save(): void } {
    this.copies = openLinkedCopies({ dir, outDir: this.outDir });
    return this.copies;
  }

  linkUnchangedPages(dir: string): LinkedPages {
    this.pagesLinked = true;
    const linked = openLinkedPages({ dir, outDir: this.outDir });
    this.ahead = makeFoldersAhead(this.temp, linked.folders());
    return linked;
  }

  /** Remove a link to the previous output before anything is written at its place: that file is the live site's. */
  private async unshare(target: string): Promise<void> {
    if (this.links.delete(target)) await rm(target, { force: true });
  }

  /**
   * Write `target` with `write`. Pages are linked by the page writing thread, which does not tell this one: while
   * they may be, a file is created only where none is (`wx`), and one that is there is removed first, so nothing
   * is written through a link (nothing should be written where a page is, but should it be, the previous output
   * keeps its bytes). That costs nothing when the place is free, unlike removing every target first.
   */
  private async replacing(target: string, write: (flag: 'w' | 'wx') => Promise<void>): Promise<void> {
    if (!this.pagesLinked) return write('w');
    try {
      await write('wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await rm(target, { force: true });
      await write('wx');
    }
  }

  /** Many pages share folders: make each once. */
  private ensureDir(dir: string): Promise<unknown> {
    let made = this.dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      this.dirs.set(dir, made);
    }
    return made;
  }

  async commit() {
    await this.ahead?.tidy();
    // Synchronous and back to back: no signal handler or other task can run between the two renames.
    const previous = existsSync(this.outDir);
    if (previous) renameSync(this.outDir, this.aside);
    renameSync(this.temp, this.outDir);
    // The old output is removed last (until the swap it was the live site), by a process of its own.
    if (previous) await this.removeOld(this.aside);
  }

  async abort() {
    await this.ahead?.stop();
    await rm(this.temp, { recursive: true, force: true, maxRetries: 3 });
  }

  /** `abort` for a signal handler, which cannot wait. */
  abortNow() {
    void this.ahead?.stop();
    rmSync(this.temp, { recursive: true, force: true, maxRetries: 3 });
  }

  async read(file: string) {
    return readFile(path.join(this.temp, file), 'utf8').catch(() => undefined);
  }

  async readBytes(file: string) {
    return readFile(path.join(this.temp, file)).catch(() => undefined);
  }

  async patch(file: string, at: number, bytes: Uint8Array, fresh: boolean) {
    // Synchronous: a page's link is a few bytes, and hundreds of pages take less time than their async calls did.
    const fd = openSync(outputPath(this.temp, file), 'r+');
    try {
      const now = Buffer.alloc(bytes.length);
      readSync(fd, now, 0, bytes.length, at);
      if (now.equals(bytes)) return true;
      if (!fresh && fstatSync(fd).nlink > 1) return false;
      writeSync(fd, bytes, 0, bytes.length, at);
      return true;
    } finally {
      closeSync(fd);
    }
  }

  async list() {
    // Render threads write pages straight into the folder: it is the list.
    return fg('**/*', { cwd: this.temp, dot: true });
  }
}

/**
 * Remove a folder the build no longer needs without waiting for it: a previous output is hundreds of folders and
 * files, and unlinking them took a warm build a tenth of its time on a busy disk. A detached `rm -rf` does it
 * after this process has ended; where there is none (Windows, or it fails to start), the folder is removed here.
 * Should the removal not finish, the folder is named by this process's id, and the next build removes it
 * (`recover`).
 */
export async function removeInBackground(dir: string): Promise<void> {
  const removeHere = () => rm(dir, { recursive: true, force: true, maxRetries: 3 });
  if (process.platform === 'win32') return removeHere();
  const started = await new Promise<boolean>((resolve) => {
    const child = spawn('rm', ['-rf', '--', dir], { detached: true, stdio: 'ignore' });
    child.once('spawn', () => resolve(true));
    child.once('error', () => resolve(false));
    child.unref();
  });
  if (!started) await removeHere();
}

/** `.build.tmp-123` beside `build`. */
function siblingPath(outDir: string, kind: 'tmp' | 'old', pid: number): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.${kind}-${pid}`);
}

function normalise(file: string): string {
  return file.split(path.sep).join('/').replace(/^\/+/, '');
}
