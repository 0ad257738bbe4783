/**
 * A request for a page: find its route in the locale its URL names, render that one route (through the same
 * `renderHere` as `build`), and keep the HTML until the next change. Rendering errors become the overlay; so does a
 * page that still renders after the time limit of site code (10 s, `SITEGEN_SITE_CODE_TIME_LIMIT`).
 */
import { urlTarget, type UrlTarget } from '../check/site-urls.js';
import { jobMaker } from '../render/route-jobs.js';
import type { RouteJob } from '../render/render-route.js';
import type { Route } from '../types.js';
import { siteCodeTimeLimitMs } from '../config/run-site-code.js';
import { errorOverlay } from './error-overlay.js';
import { bundleOf, modelOf, type SiteState } from './site-state.js';
import { lazyWithSidebar, trackBodyReads } from './lazy-entry.js';
import { sidebarFill } from '../routes/sidebar-bodies.js';
import { linkIslands } from '../render/island-links.js';
import { devIslandCssUrl, devIslandUrl } from './dev-inputs.js';

/** A page response. */
export interface PageResponse {
  status: number;
  html: string;
}

/** The page at `urlPath` (below the base URL), or null when no route serves it. */
export async function renderPage(state: SiteState, urlPath: string): Promise<PageResponse | null> {
  if (state.error) return { status: 500, html: errorOverlay(state.error, state.inputs.config.root) };
  let found: UrlTarget;
  try {
    found = findUrl(state, urlPath);
  } catch (error) {
    // The locale's route table did not compose (a front matter reference to nothing): the overlay says why.
    return { status: 500, html: errorOverlay(error, state.inputs.config.root) };
  }
  if (!found.route) return null;
  const cacheKey = `${found.locale}\u0000${found.key}`;
  const cached = state.pages.get(cacheKey);
  if (cached !== undefined) return { status: 200, html: cached };
  const page = await renderKey(state, found.locale, found.key);
  if (page.status === 200) state.pages.set(cacheKey, page.html);
  return page;
}

/** The not-found page of the locale `urlPath` is in, with status 404. */
export async function renderNotFound(state: SiteState, urlPath: string): Promise<PageResponse> {
  if (state.error) return { status: 500, html: errorOverlay(state.error, state.inputs.config.root) };
  const found = urlTarget(state.inputs.config, urlPath);
  const locale = state.inputs.locales.includes(found.locale) ? found.locale : state.inputs.locales[0];
  const page = locale ? await renderKey(state, locale, '/404') : { status: 404, html: 'Not found' };
  return { status: page.status === 200 ? 404 : page.status, html: page.html };
}

/** Where `urlPath` lands: its locale (by prefix), route key and that locale's route, composing the locale. */
function findUrl(state: SiteState, urlPath: string): UrlTarget {
  const { locale, key } = urlTarget(state.inputs.config, urlPath);
  const route = modelOf(state, locale)?.table.byKey.get(key);
  return { locale, key, route, built: state.inputs.locales.includes(locale) };
}

async function renderKey(state: SiteState, locale: string, key: string): Promise<PageResponse> {
  try {
    const job = jobOf(state, locale, key);
    const bundle = bundleOf(state, locale);
    if (!job || !bundle) return { status: 404, html: 'Not found' };
    await importPageModule(state, job.route);
    // The page renders in this thread (lazily parsed bodies stay here, and nothing is copied), with the time limit
    // of site code: a page that loops is stopped and shows the overlay, and the server answers again.
    const [page] = state.inputs.render.renderHere([{ locale, bundle, jobs: [job] }], {
      pages: state.modules,
      timeLimitMs: siteCodeTimeLimitMs(),
    });
    return { status: 200, html: linkMarkdownIslands(page.html, state) };
  } catch (error) {
    return { status: 500, html: errorOverlay(error, state.inputs.config.root) };
  }
}

/**
 * The page module `route` renders, imported on the first request for it: a docs page needs none, and a module
 * that throws as it loads shows the overlay on its own page.
 */
async function importPageModule(state: SiteState, route: Route): Promise<void> {
  const url = route.data?.module;
  if (typeof url !== 'string' || state.modules.has(url)) return;
  for (const [key, mod] of await state.inputs.render.importPageModules([route])) state.modules.set(key, mod);
}

/**
 * The job of one route, made on its first request and kept for the state: paging and breadcrumbs need only the
 * locale's sidebars, and a paging title a doc's body gives is then part of what the jobs hold.
 */
function jobOf(state: SiteState, locale: string, key: string): RouteJob | undefined {
  const model = modelOf(state, locale);
  const route = model?.table.byKey.get(key);
  if (!model || !route || !state.alternates) return undefined;
  let jobs = state.jobs.get(locale);
  if (!jobs) {
    const fill = sidebarFill(state.inputs.config, lazyWithSidebar);
    state.jobs.set(locale, (jobs = { make: jobMaker(model, state.alternates, fill), byKey: new Map() }));
  }
  let job = jobs.byKey.get(key);
  if (!job) {
    const make = jobs.make;
    job = trackBodyReads(state.bodyReads, () => make(route));
    jobs.byKey.set(key, job);
  }
  return job;
}

/**
 * Islands that Markdown files import are found as their bodies render, after the locale's chunk names were made:
 * they get their dev URLs here (the client bundle builds them when first asked, see devAssetFile).
 */
function linkMarkdownIslands(html: string, state: SiteState): string {
  const islands = state.bodies?.ctx.mdx.islands;
  if (!islands?.size) return html;
  const base = state.inputs.config.baseUrl;
  const chunks: Record<string, string> = {};
  for (const { id, css } of islands.values()) {
    chunks[`island:${id}`] = devIslandUrl(base, id);
    if (css) chunks[`island-css:${id}`] = devIslandCssUrl(base, id);
  }
  return linkIslands(html, chunks);
}
