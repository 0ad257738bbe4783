/**
 * The one config schema. It yields `UserConfig` (what `defineConfig` accepts in `site.config.ts`) and
 * `ResolvedConfig` (every default filled in). Each field says what it is for, with an example; the sections live
 * in ./schema/, one file per concern.
 */
import { z } from 'zod';
import type { DocusaurusSite } from '../../templates/docusaurus/context-types.js';
import { announcementBarSchema, footerSchema, NAVBAR_TYPES, navbarItem, navbarSchema } from './schema/chrome.js';
import { blogSchema, blogSection, pagesSchema, pagesSection, pathsSchema } from './schema/content.js';
import { docsSchema, docsSection } from './schema/docs.js';
import {
  analyticsSchema,
  codeThemesSchema,
  colorModeSchema,
  linkCheckSchema,
  markdownSchema,
  searchSchema,
} from './schema/features.js';
import { i18nSchema } from './schema/i18n.js';

/** The site configuration, as validated. */
export const configSchema = z
  .object({
    /** Site title, used in `<title>` and the navbar. @example 'Electron' */
    title: z.string().min(1).describe("Site title, used in `<title>` and the navbar. Example: 'Electron'"),
    /** One line about the site. @example 'Build cross-platform desktop apps with JavaScript, HTML, and CSS' */
    tagline: z
      .string()
      .default('')
      .describe("One line about the site. Example: 'Build cross-platform desktop apps with JavaScript, HTML, and CSS'"),
    /** Production origin, used for canonical URLs and feeds. @example 'https://www.electronjs.org' */
    url: z
      .string()
      .url()
      .describe("Production origin, used for canonical URLs and feeds. Example: 'https://www.electronjs.org'"),
    /** Path the site is served under; starts and ends with `/`. @example '/' */
    baseUrl: z
      .string()
      .default('/')
      .refine(
        (v) => v.startsWith('/') && v.endsWith('/'),
        'must start and end with "/" (for example "/" or "/docs-site/")',
      )
      .describe("Path the site is served under; starts and ends with `/`. Example: '/'"),
    /**
     * Trailing slashes, as Docusaurus's `trailingSlash`: `true` writes `x/index.html` and links `/x/`, `false`
     * writes `x.html` and links `/x`; unset writes `x/index.html` and keeps links as written.
     */
    trailingSlash: z
      .boolean()
      .optional()
      .describe(
        "Trailing slashes, as Docusaurus's `trailingSlash`: true writes x/index.html and links /x/, false writes x.html and links /x; unset writes x/index.html and keeps links as written.",
      ),
    /** Write `sitemap.xml` at the output root, and one below each other locale's folder. */
    sitemap: z
      .boolean()
      .default(true)
      .describe("Write `sitemap.xml` at the output root, and one below each other locale's folder."),
    /** Favicon path below the static folder. @example 'assets/img/favicon.ico' */
    favicon: z.string().optional().describe("Favicon path below the static folder. Example: 'assets/img/favicon.ico'"),
    /**
     * Stylesheets (CSS or SCSS; paths from the site folder) added after sitegen's theme on every page, as
     * Docusaurus's `theme.customCss`: their rules and the custom properties they set (`--ifm-color-primary`) win.
     * @example ['src/css/custom.css']
     */
    customCss: z
      .array(z.string().min(1))
      .default([])
      .describe(
        "Stylesheets (CSS or SCSS; paths from the site folder) added after sitegen's theme on every page, as Docusaurus's `theme.customCss`: their rules and the custom properties they set (`--ifm-color-primary`) win. Example: ['src/css/custom.css']",
      ),
    /**
     * Stylesheets every page links in its head, before sitegen's own, as Docusaurus's `stylesheets`: a URL or the
     * link's attributes. @example ['https://cdn.example.com/fonts.css', { href: '/katex.css', crossorigin: 'anonymous' }]
     */
    stylesheets: z
      .array(z.union([z.string().min(1), z.record(z.unknown())]))
      .default([])
      .describe(
        "Stylesheets every page links in its head, before sitegen's own, as Docusaurus's `stylesheets`: a URL or the link's attributes. Example: ['https://cdn.example.com/fonts.css', { href: '/katex.css', crossorigin: 'anonymous' }]",
      ),
    /**
     * Scripts every page loads from its head, as Docusaurus's `scripts`: a URL or the script's attributes.
     * @example [{ src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'example.com' }]
     */
    scripts: z
      .array(z.union([z.string().min(1), z.record(z.unknown())]))
      .default([])
      .describe(
        "Scripts every page loads from its head, as Docusaurus's `scripts`: a URL or the script's attributes. Example: [{ src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'example.com' }]",
      ),
    /**
     * Other tags in every page's head, after `stylesheets` and `scripts`, as Docusaurus's `headTags`.
     * @example [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com' } }]
     */
    headTags: z
      .array(
        z.object({
          /** The element. @example 'link' */
          tagName: z
            .string()
            .regex(/^[a-zA-Z][\w-]*$/, 'must be an HTML tag name, like "link" or "meta"')
            .describe("The element. Example: 'link'"),
          /** Its attributes; `true` writes the name alone, `false` leaves it out. @example { rel: 'preconnect' } */
          attributes: z
            .record(z.union([z.string(), z.number(), z.boolean()]))
            .default({})
            .describe(
              "Its attributes; `true` writes the name alone, `false` leaves it out. Example: { rel: 'preconnect' }",
            ),
          /** What it holds, as HTML (a script's code, a style's rules). */
          innerHTML: z.string().optional().describe("What it holds, as HTML (a script's code, a style's rules)."),
        }),
      )
      .default([])
      .describe(
        "Other tags in every page's head, after `stylesheets` and `scripts`, as Docusaurus's `headTags`. Example: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com' } }]",
      ),
    /** `<meta name="theme-color">`. */
    themeColor: z.string().default('#2f3241').describe('`<meta name="theme-color">`.'),
    /** Languages. */
    i18n: i18nSchema,
    /** Folders, relative to the site root; every content folder is configurable. */
    paths: pathsSchema,
    /** The bar at the top of every page. */
    navbar: navbarSchema,
    /** The footer of every page. */
    footer: footerSchema,
    /** highlight.js themes for code blocks. */
    codeThemes: codeThemesSchema,
    /** Render ```mermaid fences as diagrams. */
    diagrams: z.boolean().default(true).describe('Render ```mermaid fences as diagrams.'),
    /** Mermaid's theme in each colour mode (default: `default` in light, `dark` in dark). @example { light: 'neutral', dark: 'dark' } */
    diagramThemes: z
      .object({
        light: z.string().describe("Mermaid's theme in light mode. Example: 'neutral'"),
        dark: z.string().describe("Mermaid's theme in dark mode. Example: 'dark'"),
      })
      .strict()
      .optional()
      .describe(
        "Mermaid's theme in each colour mode (default: `default` in light, `dark` in dark). Example: { light: 'neutral', dark: 'dark' }",
      ),
    /**
     * Mermaid's settings, given to `mermaid.initialize` under the theme (as theme-mermaid's
     * `themeConfig.mermaid.options`). @example { themeCSS: '.node rect { rx: 4px; }', flowchart: { curve: 'linear' } }
     */
    diagramOptions: z
      .record(z.unknown())
      .optional()
      .describe(
        "Mermaid's settings, given to `mermaid.initialize` under the theme (as theme-mermaid's `themeConfig.mermaid.options`). Example: { themeCSS: '.node rect { rx: 4px; }', flowchart: { curve: 'linear' } }",
      ),
    /** Light and dark mode. */
    colorMode: colorModeSchema,
    /** The docs: URLs, edit links, last-update lines, breadcrumbs, table of contents. */
    docs: docsSchema,
    /** The blog: URLs, list pages, sidebar, feeds, edit links. */
    blog: blogSchema,
    /** Markdown pages beyond `paths.pages`: further folders of them. */
    pages: pagesSchema,
    /** Search: the built-in index, a hosted Algolia index, or none. */
    search: searchSchema,
    /** Page-view analytics, sent only when `trackingId` is set. */
    analytics: analyticsSchema,
    /** A line above the navbar on every page, until the visitor closes it. */
    announcementBar: announcementBarSchema,
    /** The Markdown renderer: plugins, the last word on markdown-it, fiddle and npm2yarn settings. */
    markdown: markdownSchema,
    /** Link patterns `check` and `build` do not report. @example ['^/api-playground/'] */
    linkCheck: linkCheckSchema,
    /**
     * How a tag label becomes its URL segment, for docs and blog: `sitegen` ('FooBar' -> foobar, 'v8' -> v8) or
     * `docusaurus`, Docusaurus 2's lodash kebabCase ('FooBar' -> foo-bar, 'v8' -> v-8), which a Docusaurus site
     * gets so that its tag URLs stay where they were.
     */
    tagSlugs: z
      .enum(['sitegen', 'docusaurus'])
      .default('sitegen')
      .describe(
        "How a tag label becomes its URL segment, for docs and blog: 'sitegen' ('FooBar' -> foobar) or 'docusaurus', Docusaurus 2's kebabCase ('FooBar' -> foo-bar), which a Docusaurus site gets so that its tag URLs stay where they were.",
      ),
  })
  .strict()
  .superRefine((config, ctx) => {
    // A search button with no search behind it would open nothing.
    if (config.search.provider !== 'none') return;
    config.navbar.items.forEach((item, i) => {
      if (item.type === 'search')
        ctx.addIssue({
          code: 'custom',
          path: ['navbar', 'items', i],
          message: "a search item needs a search: remove the item, or set search.provider to 'local' or 'algolia'",
        });
    });
  });

/** What `defineConfig` accepts. */
export type UserConfig = z.input<typeof configSchema>;
/** The config with every default filled in, plus where it came from. */
export type ResolvedConfig = z.output<typeof configSchema> & {
  root: string;
  configFile: string | null;
  /** Set when the site was read from `docusaurus.config.*` (src/config/docusaurus/). */
  docusaurus?: DocusaurusSite;
};
/** A further docs section, resolved. */
export type DocsSectionConfig = z.output<typeof docsSection>;
/** A further blog (`blog.sections`), resolved. */
export type BlogSectionConfig = z.output<typeof blogSection>;
/** A further folder of Markdown pages (`pages.sections`), resolved. */
export type PagesSectionConfig = z.output<typeof pagesSection>;
/** One navbar item, resolved. */
export type NavbarItem = z.output<typeof navbarItem>;

export { NAVBAR_TYPES };
