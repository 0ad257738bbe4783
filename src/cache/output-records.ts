/**
 * What the build cache keeps about one output folder (its linked copies: src/output/linked-copies.ts; its linked
 * pages: linked-pages.ts): one JSON file per kind and output folder, named by a digest of the folder's path.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The records of one kind for one output folder. */
export interface OutputRecords<T> {
  /** The records the last committed build saved; empty when there are none, or they are of another format or folder. */
  read(): Map<string, T>;
  /** Replace the records; a write that fails leaves none rather than half a file (the next build links nothing). */
  write(records: Record<string, T>): void;
}

/** The `kind` records (`copies`, `pages`) of `outDir`, in the cache folder `dir`; `format` bumps on any change. */
export function outputRecords<T>({
  dir,
  kind,
  outDir,
  format,
}: {
  dir: string;
  kind: string;
  outDir: string;
  format: number;
}): OutputRecords<T> {
  const file = path.join(dir, `${kind}-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}.json`);
  return {
    read() {
      try {
        const kept = JSON.parse(readFileSync(file, 'utf8')) as {
          format?: number;
          outDir?: string;
          records?: Record<string, T>;
        };
        if (kept.format !== format || kept.outDir !== outDir || !kept.records) return new Map();
        return new Map(Object.entries(kept.records));
      } catch {
        return new Map();
      }
    },
    write(records) {
      const temp = `${file}.tmp-${process.pid}`;
      try {
        writeFileSync(temp, JSON.stringify({ format, outDir, records }));
        renameSync(temp, file);
      } catch {
        rmSync(temp, { force: true });
      }
    },
  };
}
