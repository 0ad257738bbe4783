/**
 * One locale's render bundle: its site data (strings, navbar, assets) and its sidebars, docs and blog. Shared by
 * `build` and `dev`, so the two render a locale from the same inputs.
 */
import { blogSidebars } from '../blog/blog-sidebar.js';
import { blogsWithPosts } from '../blog/blog-posts.js';
import type { ResolvedConfig } from '../config/schema.js';
import { blogIdOf } from '../config/blogs.js';
import { siteBlog } from '../../templates/blog/blog-route-data.js';
import { routeCaseIndex } from '../routes/route-case.js';
import type { LocaleModel } from '../routes/site-model.js';
import type { LocaleBundle } from './render-route.js';
import { createSiteData, type SiteDataInput } from './site-data.js';

/** What a locale's bundle is made from. */
export interface LocaleBundleInput {
  config: ResolvedConfig;
  model: LocaleModel;
  strings: Record<string, string>;
  assets: SiteDataInput['assets'];
  data: Record<string, unknown>;
  alternates: Record<string, string[]>;
  builtLocales: string[];
}

/** The site data and sidebars templates render one locale with. */
export function createLocaleBundle({
  config,
  model,
  strings,
  assets,
  data,
  alternates,
  builtLocales,
}: LocaleBundleInput): LocaleBundle {
  const docs = new Map(
    [...model.content.entries.values()].filter((e) => e.kind === 'doc').map((e) => [e.id, e.permalink]),
  );
  const site = createSiteData({
    config,
    locale: model.locale,
    strings,
    assets,
    data,
    docHref: (id) => docs.get(id),
    docIds: () => docs.keys(),
    sidebars: model.content.sidebars,
    blogsWithPosts: blogsWithPosts(model.content),
    alternates,
    builtLocales,
    versionMenus: model.versions?.menus,
  });
  // Links in another case are taken to their route as Docusaurus's router takes them; elsewhere they are warned of.
  if (config.docusaurus) site.routeCase = routeCaseIndex(model.table.byKey.keys());
  const sidebars = {
    ...Object.fromEntries(model.content.sidebars.sidebars),
    ...blogSidebars({ config, content: model.content, titleOf: (blog) => siteBlog(site, blogIdOf(blog)).sidebarTitle }),
  };
  return { site, sidebars };
}
