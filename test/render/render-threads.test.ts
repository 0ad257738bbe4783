/**
 * Render threads the CLI starts before it loads the build (src/render/render-threads.ts) are handed to the pool
 * through a global: the pool takes them only when they are as many as it wants (else they are stopped), once, and
 * they keep the process alive again once taken. A small site starts none.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Worker } from 'node:worker_threads';
import { hasFewSources, takeRenderThreads } from '../../src/render/render-threads.js';

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

test('a site of fewer than 100 Markdown sources, outside its output, dependencies and dot folders, is small', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-renderers-'));
  const write = (folder: string, count: number) => {
    mkdirSync(path.join(root, folder), { recursive: true });
    for (let i = 0; i < count; i++) writeFileSync(path.join(root, folder, `page-${i}.md`), '# Page\n');
  };
  write('docs', 60);
  // The output, dependencies and dot folders hold no sources of the site.
  write('build/docs', 60);
  write('node_modules/pkg', 60);
  write('.docusaurus', 60);
  assert.equal(hasFewSources(root, 'build'), true);
  write('i18n/fr/docs', 40);
  assert.equal(hasFewSources(root, 'build'), false);
});
