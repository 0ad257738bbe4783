/**
 * The feeds and sitemaps are made while the render threads render (src/output/write-site.ts `earlyFeeds`): made
 * once whether or not the render asked for them early, and an error making them surfaces when stage feeds takes
 * them, not in the middle of the render.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { earlyFeeds } from '../../src/output/write-site.js';
import type { PreparedLocales } from '../../src/site/prepare-locales.js';
import type { SiteInput } from '../../src/site/read-site.js';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

let site: BuiltFixture;

before(async () => {
  site = await buildFixture({
    'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }`),
    'content/docs/intro.md': '# Intro\n\nHello.\n',
    'content/i18n/fr/docs/intro.md': '# Intro\n\nBonjour.\n',
  });
});
after(() => site.cleanup());

/** The prepared locales of the fixture, counting how often the feeds read their models. */
function counted(): { prepared: PreparedLocales; reads: () => number } {
  let reads = 0;
  const { models } = site;
  const prepared = {
    get models() {
      reads++;
      return models;
    },
    work: models.map(() => ({ bundle: { site: {} } })),
  } as unknown as PreparedLocales;
  return { prepared, reads: () => reads };
}

test('made early, the sitemaps are the ones the build wrote, made once', async () => {
  const { prepared, reads } = counted();
  const feeds = earlyFeeds({ config: site.config as SiteInput['config'], prepared });
  feeds.make();
  const afterMake = reads();
  assert.ok(afterMake > 0, 'make() makes them');
  feeds.make();
  const files = await feeds.take();
  assert.deepEqual(await feeds.take(), files);
  assert.equal(reads(), afterMake, 'neither a second make() nor take() makes them again');
  assert.deepEqual(
    files.map((f) => f.file),
    ['sitemap.xml', 'fr/sitemap.xml'],
  );
  for (const f of files) assert.equal(f.content, site.writer.text(f.file), `${f.file} as the build wrote it`);
});

test('React pages found to say noindex once rendered are taken out: the sitemaps are made again without them', async () => {
  const { prepared } = counted();
  const feeds = earlyFeeds({ config: site.config as SiteInput['config'], prepared });
  feeds.make();
  const files = await feeds.take(new Map([['fr', new Set(['/docs/intro'])]]));
  const root = files.find((f) => f.file === 'sitemap.xml')!.content;
  assert.doesNotMatch(root, /<loc>https:\/\/example.com\/fr\/docs\/intro<\/loc>/);
  assert.match(root, /<loc>https:\/\/example.com\/docs\/intro<\/loc>/, 'the English page stays');
  assert.doesNotMatch(files.find((f) => f.file === 'fr/sitemap.xml')!.content, /<loc>/);
  assert.deepEqual(await feeds.take(new Map()), await feeds.take(), 'none hidden: the sitemaps made early');
});

test('not made early, take() makes them', async () => {
  const { prepared, reads } = counted();
  const files = await earlyFeeds({ config: site.config as SiteInput['config'], prepared }).take();
  assert.ok(reads() > 0);
  assert.equal(files.length, 2);
});

test('an error making them early is thrown by take(), not by make()', async () => {
  const broken = new Error('no models');
  const prepared = {
    get models(): never {
      throw broken;
    },
  } as unknown as PreparedLocales;
  const feeds = earlyFeeds({ config: site.config as SiteInput['config'], prepared });
  assert.doesNotThrow(() => feeds.make());
  await assert.rejects(
    () => feeds.take(),
    (e) => e === broken,
  );
});
