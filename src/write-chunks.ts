/** Writing a file from byte chunks as they are, with no joined copy of them first. */
import { closeSync, openSync, writeSync } from 'node:fs';

/** Write `chunks` to `file` (created or truncated), one after another. */
export function writeChunks(file: string, chunks: Uint8Array[]): void {
  const fd = openSync(file, 'w');
  try {
    for (const chunk of chunks) {
      // writeSync may write less than asked: go on from where it stopped.
      for (let done = 0; done < chunk.length;) done += writeSync(fd, chunk, done, chunk.length - done);
    }
  } finally {
    closeSync(fd);
  }
}
