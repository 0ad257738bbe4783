/**
 * A Docusaurus site's plugins' `postBuild`, called for each locale once its pages, assets, feeds and sitemaps are
 * in the new output, as Docusaurus calls it once a locale is built: `outDir` is that locale's folder of the new
 * output, `routesPaths` its pages' paths with the base URL. It runs before the new output replaces the previous
 * one, so what a plugin writes into `outDir` is part of it, the writes it leaves running included, and a plugin that
 * fails leaves the previous output as it was. A build that writes no folder (sitegen's in-memory writer) has no `outDir` to give and runs none.
 */
import path from 'node:path';
import { SitegenError } from '../errors.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleModel } from '../routes/site-model.js';
import { localePrefixes } from './write-output.js';

/** Run the plugins' `postBuild` of each built locale; returns how many locales had them called. */
export async function runPostBuild({
  config,
  models,
  outDir,
}: {
  config: ResolvedConfig;
  models: LocaleModel[];
  /** The new output's folder; none for an in-memory build. */
  outDir?: string;
}): Promise<number> {
  const postBuild = config.docusaurus?.plugins?.postBuild;
  if (!postBuild || !outDir) return 0;
  const prefixes = localePrefixes(config);
  for (const { locale, table } of models) {
    const prefix = prefixes[locale] ?? '';
    const base = `${config.baseUrl.replace(/\/$/, '')}${prefix ? `/${prefix}` : ''}`;
    await postBuild(locale, {
      outDir: prefix ? path.join(outDir, prefix) : outDir,
      routesPaths: table.routes.map((route) => `${base}${route.path}`),
    });
  }
  await fileRequestsSettled();
  return models.length;
}

/** What Node calls a file-system request in flight, callback or promise (`process.getActiveResourcesInfo()`). */
const FILE_REQUEST = /^FSReq/;

/** How long the plugins' unawaited file requests may run on before the build stops, naming them. */
const SETTLE_LIMIT_MS = 60_000;

/**
 * Resolves once no file-system request this thread started is in flight. A hook may start writes it does not
 * await (react-navigation's writes its redirect pages from `routesPaths.forEach(async ...)`): Docusaurus's process
 * runs on until they end, into its output, where sitegen would move the new output into place under them. A
 * request's callback starts the next step of a chain of file calls before the loop turns; a chain that waits on
 * something else between them (a timer, a stream) may show none for a moment, so the end is two looks a
 * millisecond apart with none (the millisecond also keeps this thread from spinning while the writes run). Writes
 * still running after a minute stop the build, with the previous output left as it was.
 */
async function fileRequestsSettled(): Promise<void> {
  const inFlight = () => process.getActiveResourcesInfo().some((resource) => FILE_REQUEST.test(resource));
  const start = Date.now();
  for (let quiet = 0; quiet < 2; quiet = inFlight() ? 0 : quiet + 1) {
    if (Date.now() - start > SETTLE_LIMIT_MS)
      throw new SitegenError("the plugins' postBuild left file writes running for a minute", {
        hint: 'await the writes a postBuild starts (return their promise, or use Promise.all), then build again.',
      });
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
