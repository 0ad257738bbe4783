/**
 * The `content` a further pages folder's component gets (Docusaurus's `mdxPageComponent`'s): the page's Markdown
 * as a component, with what Docusaurus's MDX module exports beside it (`frontMatter`, `contentTitle`, `metadata`,
 * `toc`). It is the stand-in an island gets for Markdown content (templates/island-html.ts), so that the page
 * hydrates around it, and its fields travel with it (src/bundle/island-props.ts).
 */
import type { ContentEntry } from '../../src/types.js';
import { href } from '../i18n.js';
import { htmlContent, markMarkdownContent } from '../island-html.js';
import type { PageData } from '../page-types.js';

/**
 * `{ content }` on a Markdown page a further pages folder's component draws (its route says so), else `{}`: on the
 * server (runtime.ts `routeProps`) and in the browser, from the page data's entry (client/island-mount.ts).
 */
export function pageContentProps({ route, entry, site }: Pick<PageData, 'route' | 'entry' | 'site'>): {
  content?: ReturnType<typeof pageContent>;
} {
  return route.data?.markdownContent && entry ? { content: pageContent(entry, href(site, route.path)) } : {};
}

/** The content component of the Markdown page `entry`, served at `permalink` (the site's base URL included). */
export function pageContent(entry: ContentEntry, permalink: string) {
  const Content = markMarkdownContent(htmlContent(entry.html), () => entry.html);
  const { frontMatter, title, description } = entry;
  return Object.assign(Content, {
    frontMatter,
    contentTitle: entry.hasOwnH1 ? title : undefined,
    metadata: { type: 'mdx', permalink, title, description, frontMatter },
    toc: entry.toc.map(({ html, id, level }) => ({ value: html, id, level })),
  });
}
