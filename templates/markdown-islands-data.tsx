/**
 * The page data a Docusaurus site's islands in Markdown read in the browser. Markdown renders before the page
 * (its HTML is kept per file), so its islands carry no `data-page` of their own; the page that shows them carries
 * one snapshot for all, with what Docusaurus's hooks read (the config, plugins' global data, locales, the colour
 * mode), and client/islands.ts gives it to any island without its own.
 */
import { MARKDOWN_ISLANDS_DATA_ID } from './client-config-id.js';
import { createPageData } from './page-api.js';
import { recordPageData } from './page-snapshot.js';
import type { SiteData } from './site-data.js';
import type { ContentEntry, Route } from '../src/types.js';

/** The snapshot, when the site is a Docusaurus site and one of `html` (the page's Markdown) holds an island. */
export function MarkdownIslandsData({
  site,
  route,
  entry,
  html,
}: {
  site: SiteData;
  route: Route;
  entry?: ContentEntry;
  html: string[];
}) {
  if (!site.docusaurus || !html.some((h) => h.includes('<sitegen-island '))) return null;
  const recorder = recordPageData(createPageData({ site, route, entry }));
  // Read what the hooks of templates/docusaurus/ read, so the snapshot records it.
  void recorder.data.site.docusaurus;
  void recorder.data.site.colorMode;
  // A doc whose islands call theme-common's sidebar hooks carries its sidebar for them.
  const sidebar = entry?.islandsSidebar && { docsSidebar: entry.islandsSidebar };
  const json = JSON.stringify({ ...recorder.snapshot(), ...sidebar }).replace(/</g, '\\u003c');
  return <script type="application/json" id={MARKDOWN_ISLANDS_DATA_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
