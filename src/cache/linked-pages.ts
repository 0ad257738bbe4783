/**
 * Pages a warm build takes from the page cache are hard-linked from the previous output into the new one when the
 * previous output's file is that very page: no entry is read, checked or written, and a link costs no bytes.
 *
 * The build cache keeps, per output folder, the page cache key of each page the last committed build wrote and the
 * mark of its file (size, modification time, inode). A page whose key is recorded, at the same place, with its file
 * still as marked, is the same bytes: a key names a page's content (page-cache.ts), and pages carry nothing that
 * changes with other pages (the search index's digest stays in the search file: src/search/build-search-index.ts).
 * The change time is not in the mark, unlike a copy's source (src/output/linked-copies.ts): linking the file and
 * removing the output before last both change it. A page edited by hand in the output changes its modification
 * time (or its inode, when an editor replaces it) and is written again.
 *
 * The link is made by the page writing thread (src/render/write-aside.ts), which falls back to the cache entry when
 * the file is gone or changed, or the link fails. A link shares the previous output's file until the swap: nothing
 * is written through one (the writer replaces a link rather than writing into it: src/output/writer.ts).
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { outputRecords } from './output-records.js';

/** A page file's state: size, modification time, inode. */
export type PageMark = [size: number, mtimeMs: number, ino: number];

/** A page as the record keeps it: its file below its locale's folder, that folder's prefix, and its mark. */
interface PageRecord {
  file: string;
  prefix: string;
  mark: PageMark;
}

/** A page of this build to record: its page cache key, its locale's prefix, its file, and its mark once known. */
export interface WrittenPage {
  key: string;
  prefix: string;
  file: string;
  /** Known for a linked page (its file is the one recorded); taken after the commit otherwise. */
  mark?: PageMark;
}

/** A previous output's page that may be linked into the new output, as the page writing thread checks it. */
export interface PreviousPage {
  /** The file in the previous output. */
  from: string;
  /** Its page file, relative to its locale's folder. */
  file: string;
  mark: PageMark;
}

/** 2: kept through output-records.ts. */
const FORMAT = 2;

/** The pages of one output folder, as the build cache keeps them. */
export interface LinkedPages {
  /** The previous output's page of `key` below the locale folder `prefix`, when the last build recorded one. */
  previous(key: string, prefix: string): PreviousPage | null;
  /** The folders of the previous output's pages, relative to it (the new output makes them ahead). */
  folders(): string[];
  /** After the commit: record this build's pages (the mark of each page not linked is taken now). Never throws. */
  save(pages: WrittenPage[]): void;
}

/** The records of `outDir`'s pages, kept in the cache folder `dir`. */
export function openLinkedPages({ dir, outDir }: { dir: string; outDir: string }): LinkedPages {
  const store = outputRecords<PageRecord>({ dir, kind: 'pages', outDir, format: FORMAT });
  const records = store.read();
  return {
    previous(key, prefix) {
      const record = records.get(key);
      if (!record || record.prefix !== prefix) return null;
      return { from: path.join(outDir, prefix, record.file), file: record.file, mark: record.mark };
    },
    folders: () => [...new Set([...records.values()].map((r) => path.dirname(path.join(r.prefix, r.file))))],
    save(pages) {
      const kept: Record<string, PageRecord> = {};
      for (const { key, prefix, file: page, mark } of pages) {
        const now = mark ?? markOf(path.join(outDir, prefix, page));
        if (now) kept[key] = { file: page, prefix, mark: now };
      }
      store.write(kept);
    },
  };
}

/** A regular file's mark (a symlink is no page of ours), or null. */
export function markOf(file: string): PageMark | null {
  try {
    const s = lstatSync(file);
    return s.isFile() ? [s.size, s.mtimeMs, s.ino] : null;
  } catch {
    return null;
  }
}
