/**
 * Files sitegen derives the same way at every build from files of an installed package (the diagram chunk's
 * copies of mermaid, src/bundle/bundle-diagrams.ts: 3 MB read, rewritten and written again by every build), kept
 * in the cache folder (`kept/<name>/`). A build copies them from there instead, which for an unchanged file is a
 * hard link from the previous output (src/output/linked-copies.ts): no bytes read or written.
 *
 * A record beside them (`kept/<name>.json`) holds the scope they were derived under (sitegen and config), and
 * each file's source mark (size, times, inode) and its kept copy's (size, modification time, inode). The kept
 * files are used only while every mark is as recorded; otherwise all are derived and written again. They are a
 * function of their sources alone, so they are written when derived, not after the build committed: a build that
 * fails after writing them leaves right files (as render threads store pages).
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureCacheFolder } from './cache-folder.js';

/** Bumped when the record's layout changes. */
const FORMAT = 1;

/** One file to keep: where it goes in the output, the file it is derived from, and how. */
export interface KeptSource {
  file: string;
  source: string;
}

/** A store of derived files in the cache folder. */
export interface KeptFiles {
  /**
   * Each of `sources` as kept under `name` (output file -> kept file), derived and written by `derive` when not all
   * are kept as recorded; null when they cannot be written (then the caller writes them itself).
   */
  keep(
    name: string,
    sources: KeptSource[],
    derive: (source: KeptSource) => string,
  ): [file: string, kept: string][] | null;
}

type Mark = number[];

interface KeptRecord {
  format: number;
  scope: string;
  /** Output file -> [source mark, kept file mark]. */
  files: Record<string, [Mark, Mark]>;
}

/** The kept files of the cache folder `dir` of the site `root`, derived under `scope`. */
export function openKeptFiles({ root, dir, scope }: { root: string; dir: string; scope: string }): KeptFiles {
  return {
    keep(name, sources, derive) {
      const folder = path.join(dir, 'kept', name);
      const keptPath = (file: string) => path.join(folder, file);
      const recordFile = `${folder}.json`;
      const listed = sources.map(({ file }) => [file, keptPath(file)] as [string, string]);
      if (holds(readRecord(recordFile), scope, sources, keptPath)) return listed;
      try {
        if (!ensureCacheFolder(root, dir)) return null;
        const files: KeptRecord['files'] = {};
        let marked = true;
        for (const source of sources) {
          // Marked before it is read: a change while deriving shows at the next build.
          const from = markOf(source.source, true);
          const target = keptPath(source.file);
          mkdirSync(path.dirname(target), { recursive: true });
          writeReplacing(target, derive(source));
          const kept = markOf(target, false);
          if (from && kept) files[source.file] = [from, kept];
          else marked = false;
        }
        // A file that could not be marked is derived again next time: no record then.
        if (marked) writeReplacing(recordFile, JSON.stringify({ format: FORMAT, scope, files } satisfies KeptRecord));
        else rmSync(recordFile, { force: true });
        return listed;
      } catch {
        return null;
      }
    },
  };
}

/** Whether `record` keeps exactly `sources`, under `scope`, each source and kept file as marked. */
function holds(
  record: KeptRecord | null,
  scope: string,
  sources: KeptSource[],
  keptPath: (file: string) => string,
): boolean {
  if (!record || record.format !== FORMAT || record.scope !== scope) return false;
  if (Object.keys(record.files).length !== sources.length) return false;
  return sources.every(({ file, source }) => {
    const marks = record.files[file];
    return Boolean(marks && same(markOf(source, true), marks[0]) && same(markOf(keptPath(file), false), marks[1]));
  });
}

function readRecord(file: string): KeptRecord | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as KeptRecord;
  } catch {
    return null;
  }
}

/** Write through a temporary file renamed into place: a reader sees the whole old file or the whole new one. */
function writeReplacing(file: string, content: string): void {
  const temp = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(temp, content);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * A file's size, modification time and inode, and for a source its change time too (which no tool sets back); a
 * kept file's change time is left out, as a copy's is (linked-copies.ts). Null when it is no regular file.
 */
function markOf(file: string, source: boolean): Mark | null {
  const s = statSync(file, { throwIfNoEntry: false });
  if (!s?.isFile()) return null;
  return source ? [s.size, s.mtimeMs, s.ctimeMs, s.ino] : [s.size, s.mtimeMs, s.ino];
}

function same(a: Mark | null, b: Mark | undefined): boolean {
  return Boolean(a && b && a.length === b.length && a.every((v, i) => v === b[i]));
}
