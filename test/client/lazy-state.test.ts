import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runLoad, type LoadState } from '../../client/lazy-state.js';

/** A load that settles when the test says so. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((r) => setImmediate(r));

test('loading, then pastDelay only after 200 ms, then timedOut, then loaded', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const states: string[] = [];
  const load = deferred<string>();
  const done = runLoad(
    () => load.promise,
    (s) => states.push(s.kind),
    { delay: 200, timeout: 1000 },
  );
  assert.deepEqual(states, ['loading']);
  t.mock.timers.tick(199);
  assert.deepEqual(states, ['loading'], 'nothing is shown before the delay');
  t.mock.timers.tick(1);
  assert.deepEqual(states, ['loading', 'pastDelay']);
  t.mock.timers.tick(800);
  assert.deepEqual(states, ['loading', 'pastDelay', 'timedOut']);
  load.resolve('chunk');
  assert.equal(await done, 'chunk');
  assert.deepEqual(states, ['loading', 'pastDelay', 'timedOut', 'loaded']);
});

test('a fast load never reaches pastDelay', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const states: string[] = [];
  await runLoad(
    () => Promise.resolve(1),
    (s) => states.push(s.kind),
  );
  t.mock.timers.tick(20_000);
  assert.deepEqual(states, ['loading', 'loaded']);
});

test('a failure reports the error and rejects; no timer fires afterwards', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const states: LoadState[] = [];
  const load = deferred<never>();
  const done = runLoad(
    () => load.promise,
    (s) => states.push(s),
  );
  t.mock.timers.tick(250);
  load.reject(new Error('chunk 404'));
  await assert.rejects(done, /chunk 404/);
  await flush();
  t.mock.timers.tick(20_000);
  assert.deepEqual(
    states.map((s) => s.kind),
    ['loading', 'pastDelay', 'error'],
  );
  assert.equal((states[2] as { error: Error }).error.message, 'chunk 404');
});
