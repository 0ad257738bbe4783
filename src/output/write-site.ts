/**
 * The build's last writing stages, write (pages, assets, static files) and feeds (feeds and sitemaps), then the
 * search files, whose stage may still be running while the others write.
 */
import { createFeedFiles } from '../blog/blog-feeds.js';
import { formatCount, type Run } from '../logger.js';
import type { LocalePage } from '../render/render-pool.js';
import type { PreparedLocales } from '../site/prepare-locales.js';
import type { SiteInput } from '../site/read-site.js';
import type { OutputFile } from '../types.js';
import type { EarlyRedirects } from './early-redirects.js';
import { createSitemaps } from './sitemap.js';
import { copyStatic, pageFiles, writePages } from './write-output.js';
import type { Writer } from './writer.js';

/**
 * Stages write (pages, assets, static files) and feeds (feeds and sitemaps), then the search files once their
 * stage is done: a warm build's search thread merges the index all the while (~0.3 s of the content site), so
 * waiting for it first left this thread idle that long. A static file of the same name as a search file still
 * wins, as it did when the search files were written before the static folder.
 */
export async function writeSite(
  run: Run,
  {
    site,
    prepared,
    pages,
    search,
    writer,
    redirects,
  }: {
    site: SiteInput;
    prepared: PreparedLocales;
    pages: LocalePage[];
    /** The search stage, maybe still running. */
    search: Promise<{ files: OutputFile[] }>;
    writer: Writer;
    /** The redirect pages, written while the pages rendered (early-redirects.ts). */
    redirects: EarlyRedirects;
  },
): Promise<void> {
  const { config, parsed } = site;
  const staticFiles = await run.task(
    'write',
    async () => {
      await writePages({ config, writer, pages });
      // Before the link check, which then finds the redirect pages as files of the site.
      prepared.warnings.push(...redirects.warnings);
      await redirects.written;
      await Promise.all(redirects.late.map((f) => writer.write(f.file, f.content)));
      await Promise.all(prepared.client.files.map((f) => writer.write(f.file, f.content)));
      await Promise.all(
        [...parsed.assets, ...site.pageModules.assets].map(([url, file]) =>
          writer.copy(url.slice(config.baseUrl.length), file),
        ),
      );
      return copyStatic({
        config,
        writer,
        warnings: prepared.warnings,
        pages: pageFiles(
          config,
          prepared.models.map((m) => m.table),
        ),
      });
    },
    (files) => `${formatCount(pages.length + files.length)} files`,
  );
  await writeFeeds(run, { config, prepared, writer });
  const claimed = new Set(staticFiles);
  const { files } = await search;
  await Promise.all(files.filter((f) => !claimed.has(f.file)).map((f) => writer.write(f.file, f.content)));
}

/** Stage feeds: each locale's blog feeds, and the sitemaps. */
async function writeFeeds(
  run: Run,
  { config, prepared, writer }: { config: SiteInput['config']; prepared: PreparedLocales; writer: Writer },
): Promise<void> {
  await run.task(
    'feeds',
    async () => {
      const feedLocales = prepared.models.map((model, i) => ({
        content: model.content,
        site: prepared.work[i].bundle.site,
      }));
      const files = [
        ...createFeedFiles({ config, locales: feedLocales }),
        ...createSitemaps({ config, models: prepared.models }),
      ];
      await Promise.all(files.map((f) => writer.write(f.file, f.content)));
      return files;
    },
    (files) => `${files.length} feeds and sitemaps`,
  );
}
