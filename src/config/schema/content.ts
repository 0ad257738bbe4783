/**
 * The config's content folders and blog.
 */
import { z } from 'zod';
import type { BlogEditUrlArgs } from '../../types.js';
import { basePath } from './common.js';

/** Folders, relative to the site root; every content folder is configurable. */
export const pathsSchema = z
  .object({
    /** Markdown docs. @example 'content/docs' */
    docs: z.string().default('content/docs').describe("Markdown docs. Example: 'content/docs'"),
    /** Blog posts. @example 'content/blog' */
    blog: z.string().default('content/blog').describe("Blog posts. Example: 'content/blog'"),
    /** Markdown pages and page modules (`.tsx`). @example 'content/pages' */
    pages: z
      .string()
      .default('content/pages')
      .describe("Markdown pages and page modules (`.tsx`). Example: 'content/pages'"),
    /** The home page's Markdown. @example 'content/home/README.md' */
    home: z
      .string()
      .default('content/home/README.md')
      .describe("The home page's Markdown. Example: 'content/home/README.md'"),
    /** Data files templates read (`releases.json`). @example 'content/data' */
    data: z
      .string()
      .default('content/data')
      .describe("Data files templates read (`releases.json`). Example: 'content/data'"),
    /** Translations: `<locale>/code.json` and translated content. @example 'content/i18n' */
    i18n: z
      .string()
      .default('content/i18n')
      .describe("Translations: `<locale>/code.json` and translated content. Example: 'content/i18n'"),
    /** Files copied to the output as they are. @example 'content/static' */
    static: z
      .string()
      .default('content/static')
      .describe("Files copied to the output as they are. Example: 'content/static'"),
    /** The sidebars file. @example 'content/sidebars.js' */
    sidebars: z.string().default('content/sidebars.js').describe("The sidebars file. Example: 'content/sidebars.js'"),
    /** Folder holding `versions.json`, `versioned_docs/` and `versioned_sidebars/`; default: the docs folder's parent. */
    versions: z
      .string()
      .optional()
      .describe(
        "Folder holding versions.json, versioned_docs/ and versioned_sidebars/; default: the docs folder's parent.",
      ),
  })
  .strict()
  .default({})
  .describe('Folders, relative to the site root; every content folder is configurable.');

/** The blog: URLs, list pages, sidebar, feeds, edit links. */
export const blogSchema = z
  .object({
    /** URL segment the blog lives under, without slashes once resolved. @example 'blog' */
    routeBasePath: basePath
      .default('blog')
      .describe("URL segment the blog lives under, without slashes once resolved. Example: 'blog'"),
    /** Segment of the list pages after the first: `/blog/<pageBasePath>/2`. @example 'page' */
    pageBasePath: z
      .string()
      .default('page')
      .describe("Segment of the list pages after the first: `/blog/<pageBasePath>/2`. Example: 'page'"),
    /** Segment of the archive page: `/blog/<archiveBasePath>`. @example 'archive' */
    archiveBasePath: z
      .string()
      .default('archive')
      .describe("Segment of the archive page: `/blog/<archiveBasePath>`. Example: 'archive'"),
    /** Segment of the tag pages: `/blog/<tagsBasePath>/<tag>`. @example 'tags' */
    tagsBasePath: z
      .string()
      .default('tags')
      .describe("Segment of the tag pages: `/blog/<tagsBasePath>/<tag>`. Example: 'tags'"),
    /** Title of the list pages and the feeds. @example 'Electron Blog' */
    title: z.string().default('Blog').describe("Title of the list pages and the feeds. Example: 'Electron Blog'"),
    /** Meta description of the list pages and the feeds' description. */
    description: z.string().default('').describe("Meta description of the list pages and the feeds' description."),
    /** Posts on each list page (the spec's 10). @example 10 */
    postsPerPage: z
      .number()
      .int()
      .positive()
      .default(10)
      .describe("Posts on each list page (the spec's 10). Example: 10"),
    /** Newest posts in the blog sidebar; 0 hides the sidebar. @example 50 */
    sidebarCount: z
      .number()
      .int()
      .nonnegative()
      .default(50)
      .describe('Newest posts in the blog sidebar; 0 hides the sidebar. Example: 50'),
    /** Heading of the blog sidebar. @example 'Latest posts' */
    sidebarTitle: z.string().default('Latest posts').describe("Heading of the blog sidebar. Example: 'Latest posts'"),
    /** Write `rss.xml` and `atom.xml` below the blog and link them from every page. */
    feed: z
      .boolean()
      .default(true)
      .describe('Write `rss.xml` and `atom.xml` below the blog and link them from every page.'),
    /**
     * 'Edit this page' links on posts: a string gets the blog folder's path and the post's path appended; a
     * function gets `{blogDirPath, blogPath, permalink, locale}`, as in Docusaurus.
     */
    editUrl: z
      .union([z.string(), z.function().args(z.custom<BlogEditUrlArgs>()).returns(z.string().nullish())])
      .optional()
      .describe(
        "'Edit this page' links on posts: a string gets the blog folder's path and the post's path appended; a function gets `{blogDirPath, blogPath, permalink, locale}`, as in Docusaurus.",
      ),
  })
  .strict()
  .default({})
  .describe('The blog: URLs, list pages, sidebar, feeds, edit links.');
