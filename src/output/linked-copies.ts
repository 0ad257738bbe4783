/**
 * Copied files (static files, images) that did not change since the previous build are hard-linked from the
 * previous output into the new one instead of copied again: a link costs no bytes.
 *
 * A copy is linked only when the build cache's record of it proves it unchanged: the same source file, whose size,
 * times (the change time too, which no tool can set back) and inode are as they were when it was copied, and the
 * previous output's copy as it was when it was made: its size, modification time and inode (an output edited by
 * hand is copied again). Not its change time: linking it, and removing the output before, change that. A link
 * shares the previous output's file, so nothing may be written through it before the swap: the writer removes a
 * link before writing or copying over it (writer.ts). A link that fails (another file system, no links) is a copy.
 */
import { link, lstat, stat } from 'node:fs/promises';
import path from 'node:path';
import { outputRecords } from '../cache/output-records.js';

/** A file's state: size, modification and change times, inode (a copy's change time is 0: see the file comment). */
type Mark = [size: number, mtimeMs: number, ctimeMs: number, ino: number];

interface CopyRecord {
  from: string;
  source: Mark;
  copy: Mark;
}

/** 2: a copy's mark leaves its change time out. */
const FORMAT = 2;

/** The copies of one output folder, as the build cache keeps them. */
export interface LinkedCopies {
  /** Link the previous output's copy of `from` at `file` to `target` when both are unchanged; whether it did. */
  link(file: string, from: string, target: string): Promise<boolean>;
  /** The mark of a source about to be copied (taken before copying: a change while copying shows next time). */
  mark(from: string): Promise<Mark | null>;
  /** Record `target`, just copied from `from` (marked `source` before the copy). */
  copied(file: string, from: string, target: string, source: Mark | null): Promise<void>;
  /** Write this build's records (after its output was committed). Never throws. */
  save(): void;
}

/** The records of `outDir`'s copies, kept in the cache folder `dir`. */
export function openLinkedCopies({ dir, outDir }: { dir: string; outDir: string }): LinkedCopies {
  const store = outputRecords<CopyRecord>({ dir, kind: 'copies', outDir, format: FORMAT });
  const previous = store.read();
  const records = new Map<string, CopyRecord>();
  const keep = async (name: string, from: string, target: string, source: Mark | null) => {
    const copy = await markOf(target, false);
    if (source && copy) records.set(name, { from, source, copy });
  };
  return {
    async link(name, from, target) {
      const before = previous.get(name);
      if (!before || before.from !== from) return false;
      const old = path.join(outDir, name);
      const [source, copy] = await Promise.all([markOf(from), markOf(old, false)]);
      if (!sameMark(source, before.source) || !sameMark(copy, before.copy)) return false;
      try {
        await link(old, target);
      } catch {
        return false;
      }
      await keep(name, from, target, source);
      return true;
    },
    mark: (from) => markOf(from),
    copied: keep,
    save: () => store.write(Object.fromEntries(records)),
  };
}

/**
 * A regular file's mark, or null; `follow`: a source's, following a symlink; else a copy's, where a symlink is no
 * copy and the change time is left out.
 */
async function markOf(file: string, follow = true): Promise<Mark | null> {
  try {
    const s = follow ? await stat(file) : await lstat(file);
    return s.isFile() ? [s.size, s.mtimeMs, follow ? s.ctimeMs : 0, s.ino] : null;
  } catch {
    return null;
  }
}

function sameMark(a: Mark | null, b: Mark | undefined): boolean {
  return Boolean(a && b && a.length === b.length && a.every((v, i) => v === b[i]));
}
