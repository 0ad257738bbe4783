/**
 * The one config schema. It yields `UserConfig` (what `defineConfig` accepts in `site.config.ts`) and
 * `ResolvedConfig` (every default filled in). Each field says what it is for, with an example.
 */
import type { BlogEditUrlArgs, DocEditUrlArgs } from '../types.js';
import { z } from 'zod';
import type { DocusaurusSite } from '../../templates/docusaurus/context-types.js';

const NAVBAR_TYPES = [
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
  'link',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
] as const;

/** Which docs section an item points into (a `docs.sections` id); the main docs when unset, as in Docusaurus. */
const docsPluginId = z.string().optional();

const linkTarget = {
  /** Label shown to the visitor. @example 'Blog' */
  label: z.string(),
  /** Site path (`/blog`) or absolute URL (`https://github.com/org/repo`). */
  href: z.string().optional(),
  /** Alias of `href` for site paths, as Docusaurus writes it. */
  to: z.string().optional(),
  /** Accessible label when the visible label is an icon. */
  ariaLabel: z.string().optional(),
  /** Optional CSS class for styling (e.g. an icon link). */
  className: z.string().optional(),
};

/** A URL segment as written (`docs`, `/docs/`), resolved without leading or trailing slashes. */
const basePath = z.string().transform((s) => s.replace(/^\/+|\/+$/g, ''));

const position = z.enum(['left', 'right']).default('left');

/** A link inside a dropdown (also a doc link). */
const dropdownChild = z.union([
  z.object({ type: z.literal('doc'), docId: z.string(), label: z.string().optional(), docsPluginId }).strict(),
  z.object({ type: z.literal('link').optional(), ...linkTarget }).strict(),
]);

/** A navbar item; `type` picks its shape. */
const navbarItem = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('doc'), docId: z.string(), label: z.string().optional(), docsPluginId, position })
    .strict(),
  z
    .object({ type: z.literal('docSidebar'), sidebarId: z.string(), label: z.string(), docsPluginId, position })
    .strict(),
  /** A link to a version's main doc (the last version unless `version` is set), labelled with its label. */
  z
    .object({
      type: z.literal('docsVersion'),
      label: z.string().optional(),
      to: z.string().optional(),
      version: z.string().optional(),
      docsPluginId,
      position,
    })
    .strict(),
  /** The version menu: every version, linking to the page being read in that version (else its main doc). */
  z
    .object({
      type: z.literal('docsVersionDropdown'),
      docsPluginId,
      dropdownActiveClassDisabled: z.boolean().default(false),
      dropdownItemsBefore: z.array(dropdownChild).default([]),
      dropdownItemsAfter: z.array(dropdownChild).default([]),
      position,
    })
    .strict(),
  z.object({ type: z.literal('link'), ...linkTarget, position }).strict(),
  z.object({ type: z.literal('dropdown'), label: z.string(), items: z.array(dropdownChild), position }).strict(),
  z.object({ type: z.literal('localeDropdown'), position: position.default('right') }).strict(),
  z.object({ type: z.literal('search'), position: position.default('right') }).strict(),
  z.object({ type: z.literal('html'), value: z.string(), position }).strict(),
]);

/** Docusaurus lets a plain link omit `type`; give it one before the union sees it. */
const navbarItemWithDefault = z.preprocess(
  (v) => (v && typeof v === 'object' && !('type' in v) ? { ...v, type: 'link' } : v),
  navbarItem,
);

const localeConfig = z
  .object({
    /** The language's own name, shown in the language menu. @example 'Deutsch' */
    label: z.string(),
    /** Text direction. */
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    /** `<html lang>` value. @example 'de-DE' */
    htmlLang: z.string(),
    /** Calendar used to format dates. @example 'gregory' */
    calendar: z.string().default('gregory'),
    /** URL prefix of the locale (without slashes); the default locale has none. @example 'de' */
    path: z.string().optional(),
  })
  .strict();

const logo = z
  .object({
    alt: z.string(),
    src: z.string(),
    srcDark: z.string().optional(),
    href: z.string().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
  })
  .strict();

const versionConfig = z
  .object({
    /** Shown in the version selector. @example 'Next' */
    label: z.string().default('Next'),
    /** Banner above every doc of this version; unset: as Docusaurus decides (newer than the last version: unreleased, older: unmaintained). */
    banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
    /** Show the version badge on doc pages; unset: shown when more than one version is built. */
    badge: z.boolean().optional(),
  })
  .strict();

/** One version's options, by version name (`current` or a name from `versions.json`), as Docusaurus's `versions`. */
const versionOptions = z
  .object({
    /** Shown in the version menu and banners. @example '2.x' */
    label: z.string().optional(),
    /** URL segment below the docs base: `''` for the last version, `next` for current, else the name. @example 'v2' */
    path: z.string().optional(),
    banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
    badge: z.boolean().optional(),
  })
  .strict();

/**
 * How a docs folder is versioned, as Docusaurus's docs plugin options: `versions.json` (newest first),
 * `versioned_docs/version-<v>/` and `versioned_sidebars/version-<v>-sidebars.json` beside it.
 */
const versioning = {
  /** The version served at the docs base (`/docs/...`); default: the newest in `versions.json`, else `current`. */
  lastVersion: z.string().optional(),
  /** Build only these versions. @example ['current', '2.0'] */
  onlyIncludeVersions: z.array(z.string()).min(1).optional(),
  /** Build the docs folder itself as the version `current` ('Next'). */
  includeCurrentVersion: z.boolean().default(true),
  /** Options per version name. @example { current: { label: 'Canary', path: 'canary' } } */
  versions: z.record(versionOptions).default({}),
};

/** A further docs section (a second Docusaurus docs plugin instance): its own folder, URL base and sidebars. */
const docsSection = z
  .object({
    /** The section's id; navbar items name it as `docsPluginId`; its versions file is `<id>_versions.json`. */
    id: z.string().regex(/^[\w-]+$/, 'letters, digits, "-" and "_" only'),
    /** Its docs folder, relative to the site root. @example 'community' */
    path: z.string(),
    /** Its URL segment. @example 'community' */
    routeBasePath: basePath,
    /** Its sidebars file, relative to the site root; none: one autogenerated sidebar. @example 'sidebarsCommunity.js' */
    sidebars: z.string().optional(),
    /** 'Edit this page' links, as `docs.editUrl`. */
    editUrl: z
      .union([z.string(), z.function().args(z.custom<DocEditUrlArgs>()).returns(z.string().nullish())])
      .optional(),
    ...versioning,
  })
  .strict();

/** The site configuration, as validated. */
export const configSchema = z
  .object({
    /** Site title, used in `<title>` and the navbar. @example 'Electron' */
    title: z.string().min(1),
    /** One line about the site. @example 'Build cross-platform desktop apps with JavaScript, HTML, and CSS' */
    tagline: z.string().default(''),
    /** Production origin, used for canonical URLs and feeds. @example 'https://www.electronjs.org' */
    url: z.string().url(),
    /** Path the site is served under; starts and ends with `/`. @example '/' */
    baseUrl: z
      .string()
      .default('/')
      .refine(
        (v) => v.startsWith('/') && v.endsWith('/'),
        'must start and end with "/" (for example "/" or "/docs-site/")',
      ),
    /** Favicon path below the static folder. @example 'assets/img/favicon.ico' */
    favicon: z.string().optional(),
    /** `<meta name="theme-color">`. */
    themeColor: z.string().default('#2f3241'),
    /** Languages. */
    i18n: z
      .object({
        defaultLocale: z.string().default('en'),
        locales: z.array(z.string()).min(1).default(['en']),
        localeConfigs: z.record(localeConfig).default({}),
      })
      .strict()
      .default({}),
    /** Folders, relative to the site root; every content folder is configurable. */
    paths: z
      .object({
        docs: z.string().default('content/docs'),
        blog: z.string().default('content/blog'),
        pages: z.string().default('content/pages'),
        home: z.string().default('content/home/README.md'),
        data: z.string().default('content/data'),
        i18n: z.string().default('content/i18n'),
        static: z.string().default('content/static'),
        sidebars: z.string().default('content/sidebars.js'),
        /** Folder holding `versions.json`, `versioned_docs/` and `versioned_sidebars/`; default: the docs folder's parent. */
        versions: z.string().optional(),
      })
      .strict()
      .default({}),
    navbar: z
      .object({
        title: z.string().optional(),
        logo: logo.optional(),
        /** Hide the navbar while scrolling down, show it on scroll up. */
        hideOnScroll: z.boolean().default(false),
        /** `dark` keeps the navbar dark in both colour modes, as Docusaurus's `navbar.style`. */
        style: z.enum(['dark', 'primary']).optional(),
        items: z.array(navbarItemWithDefault).default([]),
      })
      .strict()
      .default({}),
    footer: z
      .object({
        /** Link groups; an item is a link or `{html}` (raw HTML, as Docusaurus's footer allows). */
        links: z
          .array(
            z
              .object({
                title: z.string(),
                items: z.array(z.union([z.object(linkTarget).strict(), z.object({ html: z.string() }).strict()])),
              })
              .strict(),
          )
          .default([]),
        copyright: z.string().default(''),
        /** Hosting and infrastructure credits. */
        logos: z.array(logo).default([]),
      })
      .strict()
      .default({}),
    /** highlight.js themes for code blocks. */
    codeThemes: z
      .object({ light: z.string().default('github'), dark: z.string().default('github-dark') })
      .strict()
      .default({}),
    /** Render ```mermaid fences as diagrams. */
    diagrams: z.boolean().default(true),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        /** Follow the system preference while the visitor has not chosen. */
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({}),
    docs: z
      .object({
        /** URL segment docs live under, without slashes once resolved (`/docs/` -> `docs`, `/` -> ``). @example 'docs' */
        routeBasePath: basePath.default('docs'),
        /**
         * 'Edit this page' links, as in Docusaurus: a string gets the docs folder's path and the doc's path
         * appended; a function gets `{version, versionDocsDirPath, docPath, permalink, locale}` and returns the URL.
         * @example ({ docPath }) => `https://github.com/org/repo/edit/main/docs/${docPath}`
         */
        editUrl: z
          .union([z.string(), z.function().args(z.custom<DocEditUrlArgs>()).returns(z.string().nullish())])
          .optional(),
        /** 'Last updated on <date>' under each doc: the last commit's time (one `git log` per build), else the file's. */
        showLastUpdateTime: z.boolean().default(false),
        /** '... by <author>': the last commit's author. */
        showLastUpdateAuthor: z.boolean().default(false),
        breadcrumbs: z.boolean().default(true),
        toc: z
          .object({
            minHeadingLevel: z.number().int().min(2).max(6).default(2),
            maxHeadingLevel: z.number().int().min(2).max(6).default(4),
          })
          .strict()
          .default({}),
        /** The docs folder's own version, 'current' (`versions.current` says the same, Docusaurus's way). */
        version: versionConfig.default({}),
        ...versioning,
        /** Further docs folders, each at its own URL base with its own sidebars and versions. */
        sections: z.array(docsSection).default([]),
      })
      .strict()
      .default({}),
    blog: z
      .object({
        /** URL segment the blog lives under, without slashes once resolved. @example 'blog' */
        routeBasePath: basePath.default('blog'),
        /** Segment of the list pages after the first: `/blog/<pageBasePath>/2`. @example 'page' */
        pageBasePath: z.string().default('page'),
        /** Segment of the archive page: `/blog/<archiveBasePath>`. @example 'archive' */
        archiveBasePath: z.string().default('archive'),
        /** Segment of the tag pages: `/blog/<tagsBasePath>/<tag>`. @example 'tags' */
        tagsBasePath: z.string().default('tags'),
        /** Title of the list pages and the feeds. @example 'Electron Blog' */
        title: z.string().default('Blog'),
        /** Meta description of the list pages and the feeds' description. */
        description: z.string().default(''),
        /** Posts on each list page (the spec's 10). @example 10 */
        postsPerPage: z.number().int().positive().default(10),
        /** Newest posts in the blog sidebar; 0 hides the sidebar. @example 50 */
        sidebarCount: z.number().int().nonnegative().default(50),
        /** Heading of the blog sidebar. @example 'Latest posts' */
        sidebarTitle: z.string().default('Latest posts'),
        /** Write `rss.xml` and `atom.xml` below the blog and link them from every page. */
        feed: z.boolean().default(true),
        /**
         * 'Edit this page' links on posts: a string gets the blog folder's path and the post's path appended; a
         * function gets `{blogDirPath, blogPath, permalink, locale}`, as in Docusaurus.
         */
        editUrl: z
          .union([z.string(), z.function().args(z.custom<BlogEditUrlArgs>()).returns(z.string().nullish())])
          .optional(),
      })
      .strict()
      .default({}),
    search: z
      .object({
        provider: z.enum(['local', 'algolia']).default('local'),
        appId: z.string().optional(),
        apiKey: z.string().optional(),
        indexName: z.string().optional(),
        contextualSearch: z.boolean().default(true),
        searchPagePath: z.string().default('search'),
        externalUrlRegex: z.string().optional(),
        /** Query endpoint override for the hosted provider (tests point it at a local stub). */
        endpoint: z.string().optional(),
        /** Where 'Let us know.' points when a query finds nothing; `{query}` is filled in. @example 'https://github.com/org/site/issues/new?title=No+results+for+{query}' */
        missingResultsUrl: z.string().optional(),
      })
      .strict()
      .default({}),
    analytics: z
      .object({
        trackingId: z.string().optional(),
        endpoint: z.string().default('https://www.google-analytics.com/g/collect'),
      })
      .strict()
      .default({}),
    announcementBar: z
      .object({
        id: z.string(),
        content: z.string(),
        backgroundColor: z.string().default('#fafbfc'),
        textColor: z.string().default('#091E42'),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    markdown: z
      .object({
        /** markdown-it plugins, applied after the built-in ones: `[plugin]` or `[plugin, options]`. */
        plugins: z.array(z.any()).default([]),
        /** Last word on the markdown-it instance. */
        configure: z.function().optional(),
        /**
         * Where a fiddle embed's 'Open in Fiddle' button goes: `{folder}` is the fence's folder (URL-encoded),
         * `{folderPath}` the same with its slashes kept. A site path is per locale.
         * @example 'https://fiddle.electronjs.org/launch?target=electron/main/{folderPath}'
         */
        fiddleUrl: z.string().default('/fiddle/?example={folder}'),
        /** ```sh npm2yarn fences: the tabs after npm. @example { converters: ['yarn', 'pnpm'] } */
        npm2yarn: z
          .object({ converters: z.array(z.enum(['yarn', 'pnpm'])).default(['yarn']) })
          .strict()
          .default({}),
      })
      .strict()
      .default({}),
    /** Link patterns `check` and `build` do not report. @example ['^/api-playground/'] */
    linkCheck: z
      .object({ ignore: z.array(z.string()).default([]) })
      .strict()
      .default({}),
  })
  .strict();

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
/** One navbar item, resolved. */
export type NavbarItem = z.output<typeof navbarItem>;

export { NAVBAR_TYPES };
