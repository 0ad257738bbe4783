/**
 * A Docusaurus site's swizzled layout parts (src/layout-parts.ts), drawn in place of sitegen's. Like
 * sitegen's own footer, each is rendered once per locale, with the locale's home page as the current page (a part
 * that reads the location sees `/`):
 *
 * - the Footer is the footer. One that needs the browser is an island (src/pages/part-needs-browser.ts); one that
 *   only draws is HTML, so pages keep their JavaScript budget.
 * - MDXContent is rendered around a marker in place of its children, and each page's Markdown goes where the
 *   marker was (pnpm's puts an ad slot above every page's text).
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderAsPage } from '../../templates/docusaurus/render-page.js';
import { createPageData } from '../../templates/page-api.js';
import type { SiteData } from '../../templates/site-data.js';
import { runSiteCode } from '../config/run-site-code.js';
import { SitegenError } from '../errors.js';
import { loadPageModule, type ModuleToLoad } from '../pages/import-page-modules.js';
import type { LayoutPartName } from '../layout-parts.js';

/** Where the Markdown goes in the MDXContent's markup; `\u0000` never occurs in HTML (templates/placeholders.ts). */
const CONTENT = '\u0000part:content\u0000';

/** The footer HTML the site's Footer renders for the locale of `site`. */
export function swizzledFooterHtml(site: SiteData, part: ModuleToLoad): string {
  return renderPart('Footer', site, part);
}

/** The markup the site's MDXContent puts before and after each page's Markdown in the locale of `site`. */
export function swizzledContentFrame(site: SiteData, part: ModuleToLoad): [before: string, after: string] {
  const html = renderPart('MDXContent', site, part, CONTENT);
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

function renderPart(name: LayoutPartName, site: SiteData, { url, file }: ModuleToLoad, children?: ReactNode): string {
  const Component = loadPageModule(url, file).default as ComponentType<{ children?: ReactNode }>;
  const data = createPageData({ site, route: { path: '/', kind: 'page', source: file } });
  const doing = `rendering the swizzled ${name} ${file}`;
  try {
    return runSiteCode(() => renderAsPage(createElement(Component, null, children), data).result, { file, doing });
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`the swizzled ${name} ${file} threw while rendering: ${(error as Error).message}`, {
      location: { file },
      cause: error,
      hint: `fix the error its component throws, or remove src/theme/${name} to use sitegen's own.`,
    });
  }
}
