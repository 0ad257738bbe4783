import { build } from '../src/commands/build.js';
import { MemoryWriter } from '../src/output/writer.js';
import { planSearchIndex } from '../src/search/build-search-index.js';
import { openBuildCache } from '../src/cache/build-cache.js';
import { loadTranslations } from '../src/i18n/translations.js';
const logger = { info() {}, warn: (m: string) => console.error(m), error() {}, progress() {} };
const r = await build({ root: '/tmp/pw-site', locales: ['en'], logger, writer: new MemoryWriter(), workers: 0, cache: false });
const strings = () => ({});
for (let i = 0; i < 4; i++) {
  let t = performance.now();
  const plan = planSearchIndex({ config: r.config, models: r.models, strings });
  const a = plan.build();
  console.log('cold', Math.round(performance.now() - t), a.files.map((f) => f.content.length).join(','));
  const cache = openBuildCache<unknown, any>({ config: r.config, logger })!;
  t = performance.now();
  const plan2 = planSearchIndex({ config: r.config, models: r.models, strings, store: cache.search });
  const b = plan2.build();
  console.log('stored', Math.round(performance.now() - t), cache.search.stats, b.files.map((f) => f.content.length).join(','));
}
