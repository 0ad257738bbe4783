/**
 * `renderAndIndex`'s `whileRendering` (the build makes its feeds and sitemaps there): called once, when the first
 * page is rendered (the render threads have their jobs by then), and before the render is done.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun, silentLogger } from '../../src/logger.js';
import { renderAndIndex } from '../../src/render/render-and-index.js';
import type { LocaleJobs, RenderPool } from '../../src/render/render-pool.js';
import type { RouteJob } from '../../src/render/render-route.js';
import type { SearchPlan } from '../../src/search/build-search-index.js';

/**
 * A pool whose threads report `pages` pages rendered one by one, logging what they do. Three threads: the build's
 * own thread renders the fourth share, which holds none of the three jobs these tests render.
 */
function loggingPool(log: string[], pages: number): RenderPool {
  return {
    size: 3,
    async run(_shares, _target, onProgress) {
      log.push('jobs sent');
      for (let i = 1; i <= pages; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        log.push(`page ${i}`);
        onProgress(1);
      }
      log.push('rendered');
      return [[]];
    },
    close: async () => {},
    lend: () => () => {},
    preloadPorts: () => [],
  };
}

const work = (jobs: number): LocaleJobs[] => [
  {
    locale: 'en',
    bundle: { site: {}, sidebars: {} } as LocaleJobs['bundle'],
    jobs: Array.from({ length: jobs }, () => ({}) as RouteJob),
  },
];

const search = { build: () => ({ files: [], sections: 0 }) } as unknown as SearchPlan;

test('whileRendering runs once, after the first page and before the render ends', async () => {
  const log: string[] = [];
  await renderAndIndex(createRun(silentLogger), {
    work: work(3),
    search,
    pool: loggingPool(log, 3),
    whileRendering: () => log.push('while rendering'),
  });
  assert.deepEqual(log, ['jobs sent', 'page 1', 'while rendering', 'page 2', 'page 3', 'rendered']);
});

test('a render without pages does not call it (stage feeds makes them then)', async () => {
  const log: string[] = [];
  await renderAndIndex(createRun(silentLogger), {
    work: work(0),
    search,
    pool: loggingPool(log, 0),
    whileRendering: () => log.push('while rendering'),
  });
  assert.deepEqual(log, ['jobs sent', 'rendered']);
});
