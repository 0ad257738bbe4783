/**
 * runSiteCodeEach: site code called for many items (a config's editUrl function per doc) runs under one time limit
 * per run of items instead of one per call, in order; an endless call is still stopped and named; a run stops taking
 * items once it has used a tenth of the limit. A runSiteCode call inside a run needs no limit of its own, and is
 * named when the run is stopped in it; a call `withinRun` takes the run's limit even when its own is shorter, and
 * under a watchdog outside the thread (a render thread's pages) starts none.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runSiteCode, runSiteCodeEach, underWatchdog } from '../../src/config/run-site-code.js';
import { formatError } from '../../src/errors.js';
import { holdOutput } from '../../src/held-output.js';

/** The function the one compiled script calls: the same object for every item of one limited run. */
const currentRun = () => (globalThis as Record<string, unknown>).__sitegenSiteCodeCall;

const call = (n: number, timeoutMs = 5_000) => ({ file: '/site/config.js', doing: `item ${n}`, timeoutMs });

test('quick calls run in order, all under one limited run', () => {
  const runs = new Set<unknown>();
  const items = Array.from({ length: 200 }, (_, i) => i);
  const out = runSiteCodeEach(
    items,
    (n) => {
      runs.add(currentRun());
      return n * 2;
    },
    (n) => call(n),
  );
  assert.deepEqual(
    out,
    items.map((n) => n * 2),
  );
  assert.equal(runs.size, 1);
  assert.equal(currentRun(), undefined, 'the slot is cleared after the run');
});

test('a run takes no further item once a tenth of the limit has passed', () => {
  const runs: unknown[] = [];
  const busy = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  runSiteCodeEach(
    [0, 1, 2],
    (n) => {
      runs.push(currentRun());
      if (n === 0) busy(120);
    },
    (n) => call(n, 1_000),
  );
  assert.notEqual(runs[0], runs[1], 'item 1 starts a new run after item 0 used more than 100 ms');
  assert.equal(runs[1], runs[2]);
});

test('an endless call is stopped, the error naming its item; what a call throws passes through', () => {
  assert.throws(
    () =>
      runSiteCodeEach(
        [0, 1, 2],
        (n) => {
          if (n === 2) for (;;);
        },
        (n) => call(n, 300),
      ),
    (e: unknown) => {
      assert.match(formatError(e), /item 2 still ran after 0\.3 s and was stopped/);
      return true;
    },
  );
  assert.throws(
    () =>
      runSiteCodeEach(
        [0, 1],
        (n) => {
          if (n === 1) throw new TypeError('bad doc');
        },
        (n) => call(n),
      ),
    /bad doc/,
  );
});

test("a call inside a run runs under the run's limit; stopped in it, the error names it", () => {
  const runs = new Set<unknown>();
  runSiteCodeEach(
    [0, 1, 2],
    (n) => {
      runs.add(currentRun());
      runSiteCode(() => runs.add(currentRun()), { file: '/site/a.md', doing: `the components of ${n}` });
    },
    (n) => call(n),
  );
  assert.equal(runs.size, 1, 'the nested calls started no limited run of their own');
  assert.throws(
    () =>
      runSiteCodeEach(
        [0, 1],
        (n) =>
          runSiteCode(
            () => {
              if (n === 1) for (;;);
            },
            { file: '/site/a.md', doing: `the components of ${n}` },
          ),
        (n) => call(n, 300),
      ),
    (e: unknown) => {
      assert.match(formatError(e), /the components of 1 still ran after 0\.3 s and was stopped/);
      return true;
    },
  );
  // After a stop, calls are limited again on their own.
  assert.throws(
    () =>
      runSiteCode(
        () => {
          for (;;);
        },
        { file: '/site/b.md', doing: 'alone', timeoutMs: 200 },
      ),
    /alone still ran after 0\.2 s/,
  );
});

test('a call withinRun takes the limit of the run it is in, or of the watchdog outside the thread', () => {
  const busy = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  const part = (timeoutMs: number, withinRun?: boolean) => ({
    file: '/site/src/theme/Footer.js',
    timeoutMs,
    withinRun,
  });
  // Its own 50 ms would stop it; the run's 5 s covers it, in the run's thread.
  const runs = new Set<unknown>();
  runSiteCodeEach(
    [0],
    () => runSiteCode(() => void (runs.add(currentRun()), busy(120)), part(50, true)),
    (n) => call(n),
  );
  assert.equal(runs.size, 1, 'no limited run of its own');
  // Under the render pool's watchdog, no limited run at all.
  underWatchdog(() => runSiteCode(() => void (runs.add(currentRun()), busy(120)), part(50, true)));
  assert.ok(runs.has(undefined), 'it ran outside any limited run');
  // Without withinRun, the shorter limit still stops it, even under the watchdog.
  assert.throws(
    () => underWatchdog(() => runSiteCode(() => busy(2_000), { ...part(100), doing: 'the footer' })),
    /the footer still ran after 0\.1 s/,
  );
});

test('output held by a render that is stopped is let go: the streams write again, what it held first', () => {
  // V8 stops looping code where it is, skipping its `finally`: the streams stayed held, and every later line of
  // the process (the test runner's reports) was lost.
  const writes = [process.stdout.write, process.stderr.write];
  const printed: string[] = [];
  const original = process.stdout.write;
  const own = ((chunk: string) => printed.push(chunk) > 0) as typeof process.stdout.write;
  process.stdout.write = own;
  try {
    assert.throws(
      () =>
        runSiteCode(
          () =>
            holdOutput(() => {
              process.stdout.write('before the loop\n');
              for (;;);
            }),
          call(1, 200),
        ),
      /item 1/,
    );
    assert.equal(process.stdout.write, own, 'the write held is back');
    process.stdout.write('after\n');
  } finally {
    process.stdout.write = original;
  }
  assert.deepEqual(printed, ['before the loop\n', 'after\n']);
  assert.deepEqual([process.stdout.write, process.stderr.write], writes);
});

test('a module stopped halfway through loading is loaded again next time, not handed out half made', async () => {
  // As `sitegen dev` on a busy machine: the config's packages were still loading at the limit; the save that
  // follows must load them again, where the half-made module's exports made the config throw until a restart.
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-stopped-require-'));
  const flag = path.join(root, 'go');
  await mkdir(path.join(root, 'node_modules/slow-pkg'), { recursive: true });
  await writeFile(
    path.join(root, 'node_modules/slow-pkg/index.js'),
    `exports.half = true;\nwhile (!require('fs').existsSync(${JSON.stringify(flag)})) {}\nexports.title = 'loaded';\n`,
  );
  const load = createRequire(path.join(root, 'config.js'));
  try {
    assert.throws(
      () => runSiteCode(() => load('slow-pkg'), { file: '/site/config.js', timeoutMs: 200 }),
      /still ran after 0.2 s/,
    );
    await writeFile(flag, '');
    const loaded = runSiteCode(() => load('slow-pkg') as { title?: string }, { file: '/site/config.js' });
    assert.equal(loaded.title, 'loaded');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
