/**
 * Bodies rendered on parse workers give the entries a render in one thread gives: same HTML and fields, images,
 * islands and CSS in the same order, and the same error when bodies fail. The worker here runs in this thread
 * (tests run from TypeScript, where real workers are not started) but gets its job as a worker does: cloned,
 * the config without its functions, and renders with a context of its own.
 */
import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { parseEntries, type ParsedContent } from '../../src/content/parse-entries.js';
import {
  postableJob,
  receivedResults,
  renderShared,
  shareableBodies,
  type ParsePool,
} from '../../src/content/parse-pool.js';
import { scanContent } from '../../src/content/scan-content.js';
import { formatError } from '../../src/errors.js';
import { createMarkdown } from '../../src/markdown/create-markdown.js';
import { writeFixture } from '../helpers/fixture-site.js';

/** What one parse with the in-thread pool shared out: the bodies its worker took and those it gave back. */
interface Shared {
  taken: number;
  rendered: number;
}

/** A pool whose one worker takes every other shared body (the main thread the rest), as two threads might. */
function inThreadPool(shared: Shared): ParsePool {
  return {
    shareable: shareableBodies,
    render(job) {
      const mine: number[] = [];
      let next = 0;
      const claim = () => {
        while (next < job.shared.length && next % 2 === 0) mine.push(next++);
        return next < job.shared.length ? next++ : -1;
      };
      const results = Promise.resolve().then(() => {
        const posted = renderShared(structuredClone(postableJob(job)), () => mine.shift() ?? -1);
        shared.taken += posted.results.length + mine.length;
        shared.rendered += posted.results.length;
        return receivedResults(structuredClone(posted));
      });
      return { claim, results };
    },
    close: async () => {},
  };
}

async function parseBoth(root: string) {
  const config = await loadConfig({ root });
  const scanned = await scanContent({ config, locales: config.i18n.locales });
  const options = { config, files: scanned, md: createMarkdown(config), includeDrafts: false };
  const shared: Shared = { taken: 0, rendered: 0 };
  const settle = (p: Promise<ParsedContent>) =>
    p.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  const alone = await settle(parseEntries(options));
  const pooled = await settle(parseEntries({ ...options, pool: inThreadPool(shared) }));
  return { alone, pooled, shared };
}

function comparable(parsed: ParsedContent) {
  return { ...parsed, entries: [...parsed.entries], assets: [...parsed.assets] };
}

test('the framework site parses the same with bodies shared out to a worker', async () => {
  const { alone, pooled, shared } = await parseBoth(path.resolve('.'));
  assert.ok('value' in alone && 'value' in pooled);
  assert.ok(shared.rendered > 100, `the worker rendered ${shared.rendered} bodies`);
  assert.deepEqual(comparable(pooled.value), comparable(alone.value));
});

test('images keep their order, and the first failing body in order fails the parse, whichever thread rendered it', async () => {
  // The worker takes shared positions 0, 2, 4: it meets b.png first; the main thread meets a.png and b.png.
  const doc = (i: number, body: string) => [`content/docs/latest/d${i}.md`, `---\ntitle: D${i}\n---\n\n${body}\n`];
  const pages = [doc(0, '![b](./b.png)'), doc(1, '![a](./a.png) ![b](./b.png)'), doc(2, '![c](./c.png)')];
  const root = await writeFixture({
    ...Object.fromEntries(pages),
    ...Object.fromEntries(['a', 'b', 'c'].map((n) => [`content/docs/latest/${n}.png`, n])),
  });
  try {
    const { alone, pooled, shared } = await parseBoth(root);
    assert.ok('value' in alone && 'value' in pooled && shared.rendered > 0);
    assert.deepEqual(
      [...pooled.value.assets.values()].map((f) => path.basename(f)),
      ['b.png', 'a.png', 'c.png'],
    );
    assert.deepEqual(comparable(pooled.value), comparable(alone.value));
    // Now d0 (the worker's) fails on a missing fiddle, and d1 (the main thread's) on a missing component.
    await writeFile(path.join(root, pages[0][0]), '# D0\n\n```fiddle docs/latest/none\n```\n');
    await writeFile(path.join(root, pages[1][0]), '# D1\n\n<Missing />\n');
    const failed = await parseBoth(root);
    assert.ok('error' in failed.alone && 'error' in failed.pooled);
    assert.match(formatError(failed.alone.error), /fiddle folder/);
    assert.equal(formatError(failed.pooled.error), formatError(failed.alone.error));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
