/**
 * awaitSiteCode: a promise site code returned is stopped once the time limit passes with nothing to do (one that
 * never settles), but gets more time while the thread keeps working for it (Tailwind purging a site's CSS on a
 * busy machine), up to a bound, so that nothing hangs forever.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { awaitSiteCode } from '../../src/config/run-site-code.js';

const call = (timeoutMs: number) => ({ file: '/site/plugins/tailwind.js', doing: 'the PostCSS plugins', timeoutMs });

/** Work for `ms` on the thread in slices, letting timers run between them, as an async PostCSS plugin does. */
async function workFor(ms: number, stop = { now: false }): Promise<string> {
  const end = performance.now() + ms;
  while (performance.now() < end && !stop.now) {
    const slice = performance.now() + 5;
    while (performance.now() < slice);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return 'done';
}

test('a promise that keeps the thread working past the limit is waited for', async () => {
  assert.equal(await awaitSiteCode(workFor(700), call(200)), 'done');
});

test('a promise that never settles, the thread idle, is stopped after the limit', async () => {
  const started = performance.now();
  await assert.rejects(
    awaitSiteCode(new Promise(() => {}), call(200)),
    /the PostCSS plugins never settled after 0\.2 s and was stopped/,
  );
  assert.ok(performance.now() - started < 1000);
});

test('work that goes on and on is stopped after ten limits, and the error says how to give it longer', async () => {
  const started = performance.now();
  const stop = { now: false };
  await assert.rejects(awaitSiteCode(workFor(60_000, stop), call(100)), (e: Error & { hint?: string }) => {
    assert.match(e.message, /the PostCSS plugins was still working after 1 s and was stopped/);
    assert.match(e.hint ?? '', /SITEGEN_SITE_CODE_TIME_LIMIT=/);
    return true;
  });
  stop.now = true;
  assert.ok(performance.now() - started < 3000);
});
