/**
 * Ctrl+C (SIGINT) or a kill (SIGTERM) during a build: stop, clean up what the build wrote beside the output, then
 * end the process the way the signal would have, so the caller still sees "killed by SIGINT".
 */

/** Run `cleanup` on SIGINT or SIGTERM while a build runs; returns the function that stops listening. */
export function cleanUpOnSignal(cleanup: () => Promise<void>): () => void {
  const handler = (signal: NodeJS.Signals) => {
    void cleanup()
      .catch(() => {})
      .finally(() => {
        stop();
        // No listener is left, so the signal now does what it does by default: end the process.
        process.kill(process.pid, signal);
      });
  };
  const stop = () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return stop;
}
