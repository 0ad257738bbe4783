/**
 * Lowering the calling thread's scheduling priority, for threads whose work may wait while the build's critical
 * path runs. Linux gives every thread its own nice value, and setpriority() takes a thread id; elsewhere (or when
 * the id cannot be read) this does nothing.
 */
import { readlinkSync } from 'node:fs';
import os from 'node:os';

/** Make the calling thread yield its core to the process's other threads: its nice value goes up by `niceness`. */
export function yieldToOtherThreads(niceness = 10): void {
  if (process.platform !== 'linux') return;
  try {
    // `/proc/thread-self` links to `<pid>/task/<tid>`.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + niceness));
  } catch {
    // No /proc, or no permission: the thread keeps its priority.
  }
}
