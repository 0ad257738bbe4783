/**
 * The build's last writing stages, write (pages, assets, static files) and feeds (feeds and sitemaps), then the
 * search files, whose stage may still be running while the others write.
 */
import { createFeedFiles } from '../blog/blog-feeds.js';
import { formatCount, type Run } from '../logger.js';
import type { DiskTarget, LocalePage } from '../render/render-pool.js';
import { noIndexPages } from './noindex-pages.js';
import type { PreparedLocales } from '../site/prepare-locales.js';
import type { SiteInput } from '../site/read-site.js';
import type { OutputFile } from '../types.js';
import type { EarlyRedirects } from './early-redirects.js';
import { createSitemaps } from './sitemap.js';
import { createOpenSearchFiles } from './opensearch.js';
import { copyStatic, pageFiles, writePages } from './write-output.js';
import { isOutputSheet, writeOutputCss } from './output-css.js';
import type { Writer } from './writer.js';

/**
 * The feeds and sitemaps, made once: by `make` while pages render (stage feeds would otherwise run alone on one core
 * after them), else by `take` when stage feeds writes them. They are made from the locales' models and site data,
 * which rendering does not change; only the React pages whose `<Head>` says noindex are known after it (`hidden`,
 * see noindex-pages.ts), and the sitemaps are made again when there are any. An error is kept for `take`.
 */
export interface EarlyFeeds {
  make(): void;
  take(hidden?: ReadonlyMap<string, ReadonlySet<string>>): Promise<OutputFile[]>;
}

/** Feeds and sitemaps to make early (see EarlyFeeds). */
export function earlyFeeds({
  config,
  prepared,
}: {
  config: SiteInput['config'];
  prepared: PreparedLocales;
}): EarlyFeeds {
  let made: { files: FeedFiles } | { error: unknown } | undefined;
  const make = () => {
    if (made) return;
    try {
      const files = feedFiles(config, prepared);
      // A blog's own feedItems function may fail; the error is taken with the files, not left unhandled.
      files.later.catch(() => {});
      made = { files };
    } catch (error) {
      made = { error };
    }
  };
  return {
    make,
    async take(hidden) {
      make();
      if ('error' in made!) throw made.error;
      const { feeds, later, sitemaps, openSearch } = made!.files;
      const listed =
        hidden?.size && config.sitemap ? createSitemaps({ config, models: prepared.models, hidden }) : sitemaps;
      return [...feeds, ...(await later), ...listed, ...openSearch];
    },
  };
}

/** Each locale's blog feeds, the sitemaps and the OpenSearch descriptions. */
interface FeedFiles {
  feeds: OutputFile[];
  /** The feeds of blogs with their own feedItems function. */
  later: Promise<OutputFile[]>;
  sitemaps: OutputFile[];
  openSearch: OutputFile[];
}

function feedFiles(config: SiteInput['config'], prepared: PreparedLocales): FeedFiles {
  const feedLocales = prepared.models.map((model, i) => ({
    content: model.content,
    site: prepared.work[i].bundle.site,
  }));
  const { files, later } = createFeedFiles({ config, locales: feedLocales });
  return {
    feeds: files,
    later,
    sitemaps: config.sitemap ? createSitemaps({ config, models: prepared.models }) : [],
    openSearch: createOpenSearchFiles({ config, models: prepared.models }),
  };
}

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
    feeds = earlyFeeds({ config: site.config, prepared }),
    disk,
  }: {
    site: SiteInput;
    prepared: PreparedLocales;
    pages: LocalePage[];
    /** The search stage, maybe still running. */
    search: Promise<{ files: OutputFile[] }>;
    writer: Writer;
    /** The redirect pages, written while the pages rendered (early-redirects.ts). */
    redirects: EarlyRedirects;
    /** The feeds and sitemaps, perhaps made while the pages rendered. */
    feeds?: EarlyFeeds;
    /** Where the render threads wrote pages, if on disk: React pages' heads are read back from there. */
    disk?: DiskTarget;
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
      // A Docusaurus site's stylesheets are made once the output is (output-css.ts), `check` aside (it writes no page).
      const sheets = writer.moduleHtmlOnly ? undefined : prepared.client.prunable;
      const clientFiles = sheets ? prepared.client.files.filter((f) => !isOutputSheet(f.file)) : prepared.client.files;
      await Promise.all(clientFiles.map((f) => writer.write(f.file, f.content)));
      await Promise.all(
        [...parsed.assets, ...site.pageModules.assets, ...(prepared.client.copies ?? [])].map(([url, file]) =>
          writer.copy(url.slice(config.baseUrl.length), file),
        ),
      );
      const copied = await copyStatic({
        config,
        writer,
        warnings: prepared.warnings,
        locales: prepared.models.map((m) => m.locale),
        pages: pageFiles(
          config,
          prepared.models.map((m) => m.table),
        ),
      });
      if (sheets) await writeOutputCss({ sheets, writer, pages, disk });
      return copied;
    },
    (files) => `${formatCount(pages.length + files.length)} files`,
  );
  await writeFeeds(run, { feeds, writer, hidden: noIndexPages({ work: prepared.work, pages, disk }) });
  const claimed = new Set(staticFiles);
  const { files } = await search;
  await Promise.all(files.filter((f) => !claimed.has(f.file)).map((f) => writer.write(f.file, f.content)));
}

/** Stage feeds: each locale's blog feeds, and the sitemaps. */
async function writeFeeds(
  run: Run,
  { feeds, writer, hidden }: { feeds: EarlyFeeds; writer: Writer; hidden: ReadonlyMap<string, ReadonlySet<string>> },
): Promise<void> {
  await run.task(
    'feeds',
    async () => {
      const files = await feeds.take(hidden);
      await Promise.all(files.map((f) => writer.write(f.file, f.content)));
      return files;
    },
    (files) => `${files.length} feeds and sitemaps`,
  );
}
