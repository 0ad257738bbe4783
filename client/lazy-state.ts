/**
 * The loading states of code fetched on demand (spec section 4): `loading` at first, `pastDelay` once the delay
 * (200 ms) has passed without a result (only then is a spinner worth showing), `timedOut` when it takes longer
 * than the timeout, then `loaded` or `error`. A retry starts over at `loading`. No DOM here: the view is
 * lazy-loader.ts.
 */

/** One state of a lazy load. */
export type LoadState =
  | { kind: 'loading' }
  | { kind: 'pastDelay' }
  | { kind: 'timedOut' }
  | { kind: 'loaded' }
  | { kind: 'error'; error: unknown };

/** Timings of a lazy load, in ms. */
export interface LoadTimings {
  /** Before this, nothing is shown (a fast load never flashes a spinner). */
  delay: number;
  /** After this, the view says the load is slow (the load itself goes on). */
  timeout: number;
}

/** The spec's lazy-loader delay and a generous timeout. */
export const DEFAULT_TIMINGS: LoadTimings = { delay: 200, timeout: 10_000 };

/** Run `load` once, reporting each state change to `onState`; resolves to the result or rejects with the error. */
export function runLoad<T>(
  load: () => Promise<T>,
  onState: (state: LoadState) => void,
  timings: LoadTimings = DEFAULT_TIMINGS,
  signal?: AbortSignal,
): Promise<T> {
  onState({ kind: 'loading' });
  let settled = false;
  const timers = [
    setTimeout(() => settled || onState({ kind: 'pastDelay' }), timings.delay),
    setTimeout(() => settled || onState({ kind: 'timedOut' }), timings.timeout),
  ];
  const finish = () => {
    settled = true;
    timers.forEach(clearTimeout);
  };
  signal?.addEventListener('abort', finish, { once: true });
  return load().then(
    (value) => {
      if (!settled) onState({ kind: 'loaded' });
      finish();
      return value;
    },
    (error: unknown) => {
      if (!settled) onState({ kind: 'error', error });
      finish();
      throw error;
    },
  );
}
