/**
 * Where `npm test` and `npm run bench` make their temp folders: TMPDIR when set, else `/dev/shm` where Linux offers
 * a memory file system, else the system's temp folder. Both write thousands of small files (fixture sites, corpora,
 * outputs); on a disk, each costs system time, and on a shared machine's disk the time swings with what the
 * neighbours write.
 */
import { accessSync, constants, statSync } from 'node:fs';
import os from 'node:os';

/** The folder temp folders go in. */
export function scratchBase() {
  return process.env.TMPDIR || (isWritableDir('/dev/shm') ? '/dev/shm' : os.tmpdir());
}

/** Whether `dir` is a folder this process may write in. */
function isWritableDir(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
