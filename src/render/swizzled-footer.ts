/**
 * A Docusaurus site's swizzled `src/theme/Footer`, drawn in place of sitegen's footer. Like sitegen's own, it is
 * rendered once per locale, with the locale's home page as the current page (a footer that reads the location
 * sees `/`). It renders on the server only: its markup is on every page and its script is not, so pages keep
 * their JavaScript budget (a `'use client'` component inside it is an island, as anywhere).
 */
import type { ComponentType } from 'react';
import { renderSwizzledPart } from '../../templates/docusaurus/render-page.js';
import { createPageData } from '../../templates/page-api.js';
import type { SiteData } from '../../templates/site-data.js';
import { runSiteCode } from '../config/run-site-code.js';
import { SitegenError } from '../errors.js';
import { loadPageModule, type ModuleToLoad } from '../pages/import-page-modules.js';

/** The footer HTML the site's Footer renders for the locale of `site`. */
export function swizzledFooterHtml(site: SiteData, { url, file }: ModuleToLoad): string {
  const Component = loadPageModule(url, file).default as ComponentType;
  const data = createPageData({ site, route: { path: '/', kind: 'page', source: file } });
  const doing = `rendering the swizzled Footer ${file}`;
  try {
    return runSiteCode(() => renderSwizzledPart(Component, data), { file, doing });
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`the swizzled Footer ${file} threw while rendering: ${(error as Error).message}`, {
      location: { file },
      cause: error,
      hint: 'fix the error its component throws, or remove src/theme/Footer to draw the footer from themeConfig.footer.',
    });
  }
}
