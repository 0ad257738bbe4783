/**
 * A Docusaurus site's swizzled layout parts (src/layout-parts.ts), drawn in place of sitegen's. Like
 * sitegen's own footer, the Footer and MDXContent are rendered once per locale, with the locale's home page as the
 * current page (a part that reads the location sees `/`):
 *
 * - the Footer is the footer. One that needs the browser is an island (src/pages/part-needs-browser.ts); one that
 *   only draws is HTML, so pages keep their JavaScript budget.
 * - MDXContent is rendered around a marker in place of its children, and each page's Markdown goes where the
 *   marker was (pnpm's puts an ad slot above every page's text).
 *
 * A DocItem/Footer is rendered for each doc page, as that page, with the doc's metadata for `useDoc()`
 * (doc-metadata.ts); it is an island when it needs the browser, as the Footer is.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderAsPage } from '../../templates/docusaurus/render-page.js';
import { createPageData } from '../../templates/page-api.js';
import type { PageData } from '../../templates/page-types.js';
import type { SiteData } from '../../templates/site-data.js';
import { runSiteCode } from '../config/run-site-code.js';
import { SitegenError } from '../errors.js';
import { loadPageModule, type ModuleToLoad } from '../pages/import-page-modules.js';
import type { LayoutPartName } from '../layout-parts.js';

/** Where the Markdown goes in the MDXContent's markup; `\u0000` never occurs in HTML (templates/placeholders.ts). */
const CONTENT = '\u0000part:content\u0000';

/** The footer HTML the site's Footer renders for the locale of `site`. */
export function swizzledFooterHtml(site: SiteData, part: ModuleToLoad): string {
  return renderPart('Footer', part, localeHome(site, part));
}

/** What the site's DocItem/Footer draws below the doc of `page` (its route, entry and metadata). */
export function swizzledDocFooterHtml(part: ModuleToLoad, page: PageData): string {
  return renderPart('DocItem/Footer', part, page);
}

/** The markup the site's MDXContent puts before and after each page's Markdown in the locale of `site`. */
export function swizzledContentFrame(site: SiteData, part: ModuleToLoad): [before: string, after: string] {
  const html = renderPart('MDXContent', part, localeHome(site, part), CONTENT);
  const pieces = html.split(CONTENT);
  if (pieces.length !== 2)
    throw new SitegenError(
      `the swizzled MDXContent ${part.file} renders its children ${pieces.length - 1} times; it must render them once, as theme-classic's does`,
      {
        location: { file: part.file },
        hint: 'render {children} (or <MDXContent {...props} /> of @theme-original/MDXContent) once.',
      },
    );
  return [pieces[0], pieces[1]];
}

/** The page data of a part drawn once per locale: the locale's home page. */
function localeHome(site: SiteData, { file }: ModuleToLoad): PageData {
  return createPageData({ site, route: { path: '/', kind: 'page', source: file } });
}

function renderPart(name: LayoutPartName, { url, file }: ModuleToLoad, data: PageData, children?: ReactNode): string {
  const Component = loadPageModule(url, file).default as ComponentType<{ children?: ReactNode }>;
  const doing = `rendering the swizzled ${name} ${file}`;
  try {
    return runSiteCode(() => renderAsPage(createElement(Component, null, children), data).result, { file, doing });
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    const where = name === 'DocItem/Footer' ? ` the doc ${data.route.path}` : '';
    throw new SitegenError(`the swizzled ${name} ${file} threw while rendering${where}: ${(error as Error).message}`, {
      location: { file },
      cause: error,
      hint: `fix the error its component throws, or remove src/theme/${name} to use sitegen's own.`,
    });
  }
}
