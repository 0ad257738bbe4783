/**
 * `yieldToOtherThreads` lowers the priority of the thread that calls it, not of its process: the search analysis
 * thread runs below the build's thread (src/search/analysis-worker.ts). Linux only, where each thread has a nice
 * value of its own (`/proc/thread-self/stat`). Run in a child process, so that the test runner keeps its priority.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const MODULE = new URL('../../src/thread-priority.ts', import.meta.url).href;

// The child starts a thread, then yields on its main thread, and reports both threads' nice values.
const CHILD = `
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
const niceSource = "(() => { const s = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8'); return Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[16]); })()";
const nice = () => eval(niceSource.replace("require('node:fs')", '{ readFileSync }'));
const worker = new Worker("const { parentPort } = require('node:worker_threads'); parentPort.on('message', () => parentPort.postMessage(" + niceSource + "));", { eval: true, execArgv: [] });
const before = nice();
const { yieldToOtherThreads } = await import(${JSON.stringify(MODULE)});
yieldToOtherThreads();
const other = await new Promise((resolve) => { worker.once('message', resolve); worker.postMessage('nice?'); });
await worker.terminate();
console.log(JSON.stringify({ before, after: nice(), other }));
`;

test(
  'the calling thread yields its core; the other threads keep their priority',
  {
    skip: process.platform !== 'linux' ? 'per-thread nice values are a Linux feature' : false,
  },
  () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    const { before, after, other } = JSON.parse(r.stdout) as { before: number; after: number; other: number };
    assert.equal(after, Math.min(19, before + 10), 'the calling thread runs 10 nice levels lower');
    assert.equal(other, before, 'a thread of the same process keeps its priority');
  },
);
