/**
 * Each blog's routes for one locale: the paginated list (`/blog`, `/blog/page/2` ...), one route per post, the
 * archive, and when posts have tags the tags page and each tag's paginated list. List routes carry their items
 * (entry keys) and the spec's metadata. A blog without posts has no routes, as in Docusaurus: there is nothing
 * to list, and no feed to offer.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { blogIdOf, siteBlogs, type Blog } from '../config/blogs.js';
import type { LocaleContent, RouteSource } from '../routes/create-route-table.js';
import type { ListMetadata, Route, RouteKind } from '../types.js';
import { archivePath, blogRootPath, listPagePath, tagRuleOf, tagsIndexPath } from '../../templates/blog/blog-paths.js';
import type { BlogRouteData, BlogTagLink } from '../../templates/blog/blog-route-data.js';
import { paginate, sortedPosts, type BlogPost } from './blog-posts.js';
import { blogSidebarId, hasBlogSidebar } from './blog-sidebar.js';
import { groupTags } from './blog-tags.js';

/** Route source for every blog (register it in `routeSources`). */
export const blogRoutes: RouteSource = ({ config, content }) =>
  siteBlogs(config).flatMap((blog) => routesOfBlog({ config, content, blog }));

/** One blog's routes in the locale; none when it has no posts. */
function routesOfBlog({ config, content, blog }: { config: ResolvedConfig; content: LocaleContent; blog: Blog }) {
  const posts = sortedPosts(content, blogIdOf(blog));
  if (posts.length === 0) return [];
  const ctx: Context = {
    config,
    blog,
    source: path.join(config.root, blog.dir),
    sidebar: hasBlogSidebar(blog, posts.length) ? blogSidebarId(blog) : undefined,
    // The routes of a blog other than the main one name it, so templates show its title and paths.
    data: blogIdOf(blog) ? { blog: blog.id } : {},
  };
  const routes: Route[] = listRoutes(ctx, {
    kind: 'blog-list',
    base: blogRootPath(blog),
    posts,
    data: { title: blog.title, description: blog.description },
  });
  routes.push({
    path: archivePath(blog),
    kind: 'blog-archive',
    source: ctx.source,
    sidebar: ctx.sidebar,
    items: posts.map((p) => p.key),
    data: { title: 'Archive', description: blog.description, ...ctx.data } satisfies BlogRouteData,
  });
  routes.push(...postRoutes(ctx, posts));
  routes.push(...tagRoutes(ctx, posts));
  return routes;
}

/** What every route of one blog shares. */
interface Context {
  config: ResolvedConfig;
  blog: Blog;
  /** The blog folder: list routes are made from all of it. */
  source: string;
  sidebar: string | undefined;
  /** What every route of the blog carries in its data. */
  data: BlogRouteData;
}

/** One route per page of `posts` below `base`, each with its items and pagination metadata. */
function listRoutes(
  ctx: Context,
  list: { kind: RouteKind; base: string; posts: BlogPost[]; data: BlogRouteData },
): Route[] {
  const { blog } = ctx;
  const pages = paginate(list.posts, blog.postsPerPage);
  const pathOf = (page: number) => listPagePath(blog, list.base, page);
  return pages.map((items, i) => {
    const page = i + 1;
    const metadata: ListMetadata = {
      permalink: pathOf(page),
      page,
      postsPerPage: blog.postsPerPage,
      totalPages: pages.length,
      totalCount: list.posts.length,
      previousPage: page > 1 ? pathOf(page - 1) : null,
      nextPage: page < pages.length ? pathOf(page + 1) : null,
      blogTitle: blog.title,
      blogDescription: blog.description,
    };
    return {
      path: metadata.permalink,
      kind: list.kind,
      source: ctx.source,
      sidebar: ctx.sidebar,
      items: items.map((p) => p.key),
      metadata,
      data: { ...list.data, ...ctx.data },
    };
  });
}

/** One route per post, with its newer and older neighbours. */
function postRoutes(ctx: Context, posts: BlogPost[]): Route[] {
  const link = (post: BlogPost | undefined) => (post ? { title: post.entry.title, href: post.entry.permalink } : null);
  return posts.map(({ key, entry }, i) => {
    const data: BlogRouteData = { newer: link(posts[i - 1]), older: link(posts[i + 1]), ...ctx.data };
    return {
      path: entry.permalink,
      kind: 'blog-post',
      source: entry.absPath,
      entryKey: key,
      sidebar: ctx.sidebar,
      data: { ...data },
    };
  });
}

/** The tags page and every tag's list pages; none when no post has a tag. */
function tagRoutes(ctx: Context, posts: BlogPost[]): Route[] {
  const { blog } = ctx;
  const tags = groupTags(posts, { ...blog, tagRule: tagRuleOf(ctx.config) });
  if (tags.length === 0) return [];
  const links: BlogTagLink[] = tags.map((t) => ({ label: t.label, permalink: t.permalink, count: t.posts.length }));
  const routes: Route[] = [
    {
      path: tagsIndexPath(blog),
      kind: 'blog-tags',
      source: ctx.source,
      sidebar: ctx.sidebar,
      data: { title: 'Tags', description: blog.description, tags: links, ...ctx.data } satisfies BlogRouteData,
    },
  ];
  tags.forEach((tag, i) => {
    routes.push(
      ...listRoutes(ctx, {
        kind: 'blog-tag',
        base: tag.permalink,
        posts: tag.posts,
        data: { title: tag.label, description: blog.description, tag: links[i] },
      }),
    );
  });
  return routes;
}
