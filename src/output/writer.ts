/**
 * Where output goes. `build` writes files into a temporary folder beside the output and swaps it in only when
 * the whole build succeeded, so a failed build leaves the previous output untouched; `check`, `dev` and tests
 * keep everything in memory. The pipeline only sees the `Writer` interface.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
  /** A written file as text (tests). */
  text(file: string): string {
    const content = this.files.get(normalise(file));
    if (content === undefined) throw new Error(`not written: ${file}`);
    return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
  }
}

/** Writes into `<out>.tmp-<pid>` and renames it over `<out>` on commit. */
export class FileSystemWriter implements Writer {
  /** The folder being written; renderers may write pages into it directly (see render-pool's DiskTarget). */
  readonly temp: string;
  /** Folders made or being made: concurrent writes into one folder wait for the same mkdir. */
  private readonly dirs = new Map<string, Promise<unknown>>();

  constructor(private readonly outDir: string) {
    this.temp = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}`);
  }

  async write(file: string, content: string | Uint8Array) {
    const target = outputPath(this.temp, file);
    await this.ensureDir(path.dirname(target));
    await writeFile(target, content);
  }

  async copy(file: string, from: string) {
    const target = outputPath(this.temp, file);
    await this.ensureDir(path.dirname(target));
    await copyFile(from, target);
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
    const old = `${this.temp}-old`;
    if (existsSync(this.outDir)) await rename(this.outDir, old);
    await rename(this.temp, this.outDir);
    // The old output is removed last: until the swap it was the live site.
    await rm(old, { recursive: true, force: true });
  }

  async abort() {
    await rm(this.temp, { recursive: true, force: true, maxRetries: 3 });
  }

  async read(file: string) {
    return readFile(path.join(this.temp, file), 'utf8').catch(() => undefined);
  }
}

/**
 * `dir/file`, refusing a `file` that climbs out of `dir`. Content URLs are checked where they are written
 * (with file and line); this is the last line of defence, so nothing ever lands outside the output folder.
 */
export function outputPath(dir: string, file: string): string {
  const target = path.resolve(dir, file.replace(/^\/+/, ''));
  const rel = path.relative(dir, target);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new Error(`refusing to write ${JSON.stringify(file)}: it is outside the output folder ${dir}`);
  }
  return target;
}

function normalise(file: string): string {
  return file.split(path.sep).join('/').replace(/^\/+/, '');
}
