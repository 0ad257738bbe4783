/** Whether a process exists, for files named by the pid of the process that left them. */

/** Whether a process with this id exists (EPERM: it does, but belongs to someone else). */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
