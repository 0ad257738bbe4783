/**
 * What blog routes carry in `route.data`, written by the route source (src/blog/blog-routes.ts) and read by the
 * blog templates. Plain data: it crosses into render workers.
 */
import type { PageLink, Route } from '../../src/types.js';
import type { SiteBlog, SiteData } from '../site-data.js';

/** A tag as the tags page and a tag's list pages show it. */
export interface BlogTagLink {
  label: string;
  permalink: string;
  count: number;
}

/** `route.data` of each blog route kind. */
export interface BlogRouteData {
  /** List, archive and tags routes: the English title and description (templates translate where they can). */
  title?: string;
  description?: string;
  /** Post routes: the neighbours in reading order. */
  newer?: PageLink | null;
  older?: PageLink | null;
  /** Tag list routes: the tag listed. */
  tag?: BlogTagLink;
  /** The tags route: every tag, sorted by label. */
  tags?: BlogTagLink[];
  /** Routes of a blog other than the main one: its id (`site.blogs`). */
  blog?: string;
}

/** The blog data of a route (empty for other routes). */
export function blogData(route: Route): BlogRouteData {
  return (route.data ?? {}) as BlogRouteData;
}

/** The settings of the blog a route or post belongs to (`blogData(route).blog`, a post's `blogId`): the main one's unless it names another. */
export function siteBlog(site: Pick<SiteData, 'blog' | 'blogs'>, blogId: string | undefined): SiteBlog {
  return (blogId && site.blogs?.[blogId]) || site.blog;
}
