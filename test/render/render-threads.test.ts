/**
 * Render threads the CLI starts before it loads the build (src/render/render-threads.ts) are handed to the pool
 * through a global: the pool takes them only when they are as many as it wants (else they are stopped), once, and
 * they keep the process alive again once taken.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Worker } from 'node:worker_threads';
import { takeRenderThreads } from '../../src/render/render-threads.js';

const WAITING = Symbol.for('sitegen.prestartedRenderThreads');

/** A stand-in for a started thread that records what was done to it. */
function fakeThread(log: string[], name: string): Worker {
  return {
    ref: () => void log.push(`ref ${name}`),
    terminate: async () => void log.push(`terminate ${name}`),
  } as unknown as Worker;
}

function prestart(threads: Worker[]): void {
  (globalThis as Record<symbol, unknown>)[WAITING] = threads;
}

test('the pool takes the threads started ahead once, and they keep the process alive again', () => {
  const log: string[] = [];
  const threads = [fakeThread(log, 'a'), fakeThread(log, 'b')];
  prestart(threads);
  assert.deepEqual(takeRenderThreads(2), threads);
  assert.deepEqual(log, ['ref a', 'ref b']);
  assert.equal(takeRenderThreads(2), null, 'a second pool starts its own');
});

test('threads started ahead in another number than the pool wants are stopped, and the pool starts its own', () => {
  const log: string[] = [];
  prestart([fakeThread(log, 'a'), fakeThread(log, 'b')]);
  assert.equal(takeRenderThreads(3), null);
  assert.deepEqual(log, ['terminate a', 'terminate b']);
  assert.equal(takeRenderThreads(2), null);
});

test('without threads started ahead the pool gets none to take', () => {
  assert.equal(takeRenderThreads(2), null);
});
