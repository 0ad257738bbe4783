/**
 * `checkLinks`: the one link check, run by `build` after its output is written (before it is committed) and
 * therefore by `check`, which is a build into memory. It reports links (in Markdown, the config and React pages'
 * HTML) to pages that do not exist, `#anchors` their target lacks, images and files that do not exist, links into a locale that lacks the page, hreflang
 * or sitemap entries without a page, a locale without a home page, and sidebar categories left out for being empty. All are warnings; `linkCheck.ignore` and `--ignore` silence known ones.
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { Writer } from '../output/writer.js';
import type { LocaleModel } from '../routes/site-model.js';
import type { BuildWarning } from '../types.js';
import { checkHreflang, checkSitemaps } from './check-alternates.js';
import { checkConfigLinks, checkSidebarLinks } from './check-config-links.js';
import { checkContentLinks, type Finding, type LinkCounts } from './check-content-links.js';
import { checkHomePage } from './check-home-page.js';
import { checkPageLinks } from './check-page-links.js';
import { checkSidebarCategories } from './check-sidebar-categories.js';
import { createIgnoreMatcher } from './link-ignore.js';
import { outputFiles } from './output-files.js';
import { createSiteUrls } from './site-urls.js';

/** What the link check reads. */
export interface CheckLinksOptions {
  config: ResolvedConfig;
  /** The built locales' content and route tables. */
  models: LocaleModel[];
  /** The output so far: generated files (feeds, sitemaps) are link targets, and sitemaps are checked. */
  writer?: Writer;
  /** Patterns on top of `config.linkCheck.ignore` (regular expressions; `check --ignore`). */
  ignore?: string[];
  /** Filled with how many links were judged, by kind (`markdown`, `image`, `html`, `fiddle`, `navbar`, ...). */
  counts?: LinkCounts;
}

/** Every link problem of the build, as warnings with file, line and column where the source has them. */
export async function checkLinks({
  config,
  models,
  writer,
  ignore = [],
  counts = {},
}: CheckLinksOptions): Promise<BuildWarning[]> {
  const ignored = createIgnoreMatcher([...config.linkCheck.ignore, ...ignore]);
  const urls = createSiteUrls(config, models);
  const output = outputFiles(config, writer);
  const findings: Finding[] = [
    ...(await checkContentLinks({ urls, output, counts })),
    ...(await checkConfigLinks({ config, urls, output, counts })),
    ...(await checkSidebarLinks({ config, urls, output, counts })),
    ...(await checkPageLinks({ urls, output, writer, counts })),
    ...checkHomePage({ config, urls }),
    ...checkSidebarCategories({ config, models }),
    ...checkHreflang(urls),
    ...(writer ? await checkSitemaps({ config, urls, writer }) : []),
  ];
  return findings.filter((f) => !ignored(f.link, f.target)).map(({ target: _target, ...warning }) => warning);
}
