/**
 * The one config schema. It yields `UserConfig` (what `defineConfig` accepts in `site.config.ts`) and
 * `ResolvedConfig` (every default filled in). Each field says what it is for, with an example.
 */
import type { BlogEditUrlArgs, DocEditUrlArgs } from '../types.js';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { DocusaurusSite } from '../../templates/docusaurus/context-types.js';
import type { LocaleInfo } from '../../templates/site-data.js';

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
  label: z.string().describe("Label shown to the visitor. Example: 'Blog'"),
  /** Site path (`/blog`) or absolute URL (`https://github.com/org/repo`). */
  href: z.string().optional().describe('Site path (`/blog`) or absolute URL (`https://github.com/org/repo`).'),
  /** Alias of `href` for site paths, as Docusaurus writes it. */
  to: z.string().optional().describe('Alias of `href` for site paths, as Docusaurus writes it.'),
  /** Accessible label when the visible label is an icon. */
  ariaLabel: z.string().optional().describe('Accessible label when the visible label is an icon.'),
  /** Optional CSS class for styling (e.g. an icon link). */
  className: z.string().optional().describe('Optional CSS class for styling (e.g. an icon link).'),
};

/** A highlight.js theme name, checked when the config loads rather than when the client is bundled. */
const codeTheme = z.string().refine(codeThemeExists, (name) => ({
  message: `unknown code theme "${name}"; use a highlight.js theme name such as github, github-dark, atom-one-dark`,
}));

/** A URL segment as written (`docs`, `/docs/`), resolved without leading or trailing slashes. */
const basePath = z.string().transform((s) => s.replace(/^\/+|\/+$/g, ''));

/** Side of the navbar the item sits on. */
const position = z.enum(['left', 'right']).default('left').describe('Side of the navbar the item sits on.');

/** A link inside a dropdown (also a doc link). */
const dropdownChild = z.union([
  z
    .object({ type: z.literal('doc'), docId: z.string(), label: z.string().optional(), docsPluginId })
    .strict()
    .describe(
      "A doc by id; the label defaults to the doc's sidebar label. Example: { type: 'doc', docId: 'latest/tutorial/installation' }",
    ),
  z
    .object({ type: z.literal('link').optional(), ...linkTarget })
    .strict()
    .describe("A link. Example: { label: 'Releases', to: '/releases' }"),
]);

/** A navbar item; `type` picks its shape. */
const navbarItem = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('doc'), docId: z.string(), label: z.string().optional(), docsPluginId, position })
    .strict()
    .describe("A doc by id. Example: { type: 'doc', docId: 'latest/README', label: 'Docs' }"),
  z
    .object({ type: z.literal('docSidebar'), sidebarId: z.string(), label: z.string(), docsPluginId, position })
    .strict()
    .describe(
      "A sidebar's first doc, active on every doc of that sidebar. Example: { type: 'docSidebar', sidebarId: 'api', label: 'API' }",
    ),
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
    .strict()
    .describe("A link to a version's main doc (the last version unless `version` is set), labelled with its label."),
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
    .strict()
    .describe('The version menu: every version, linking to the page being read in that version (else its main doc).'),
  z
    .object({ type: z.literal('link'), ...linkTarget, position })
    .strict()
    .describe("A link; `type` may be left out. Example: { to: '/blog', label: 'Blog' }"),
  z
    .object({ type: z.literal('dropdown'), label: z.string(), items: z.array(dropdownChild), position })
    .strict()
    .describe(
      "A menu of links and docs. Example: { type: 'dropdown', label: 'Tools', items: [{ label: 'Fiddle', href: 'https://electronjs.org/fiddle' }] }",
    ),
  z
    .object({ type: z.literal('localeDropdown'), position: position.default('right') })
    .strict()
    .describe('The language menu: the built locales, each linking to the same page in that language.'),
  z
    .object({ type: z.literal('search'), position: position.default('right') })
    .strict()
    .describe('The search box.'),
  z
    .object({ type: z.literal('html'), value: z.string(), position })
    .strict()
    .describe("Raw HTML in the navbar. Example: { type: 'html', value: '<span>Beta</span>' }"),
]);

/** Docusaurus lets a plain link omit `type`; give it one before the union sees it. */
const navbarItemWithDefault = z.preprocess(
  (v) => (v && typeof v === 'object' && !('type' in v) ? { ...v, type: 'link' } : v),
  navbarItem,
);

const localeConfig = z
  .object({
    /** The language's own name, shown in the language menu. @example 'Deutsch' */
    label: z.string().describe("The language's own name, shown in the language menu. Example: 'Deutsch'"),
    /** Text direction. */
    direction: z.enum(['ltr', 'rtl']).default('ltr').describe('Text direction.'),
    /** `<html lang>` value. @example 'de-DE' */
    htmlLang: z.string().describe("`<html lang>` value. Example: 'de-DE'"),
    /** Calendar used to format dates. @example 'gregory' */
    calendar: z.string().default('gregory').describe("Calendar used to format dates. Example: 'gregory'"),
    /** URL prefix of the locale (without slashes); the default locale has none. @example 'de' */
    path: z
      .string()
      .optional()
      .describe("URL prefix of the locale (without slashes); the default locale has none. Example: 'de'"),
  })
  .strict();

/**
 * Every configured locale, resolved once: its label, `<html lang>`, direction, calendar and URL prefix (none for
 * the default locale), in config order. Read as `config.i18n.resolved` everywhere instead of recomputed.
 */
function resolveLocales(i18n: {
  defaultLocale: string;
  locales: string[];
  localeConfigs: Record<string, z.output<typeof localeConfig>>;
}): LocaleInfo[] {
  return i18n.locales.map((code) => {
    const c = i18n.localeConfigs[code];
    return {
      code,
      label: c?.label ?? code,
      htmlLang: c?.htmlLang ?? code,
      direction: c?.direction ?? 'ltr',
      calendar: c?.calendar ?? 'gregory',
      path: code === i18n.defaultLocale ? '' : (c?.path ?? code),
    };
  });
}

const logo = z
  .object({
    /** Alternative text of the image. @example 'Electron logo' */
    alt: z.string().describe("Alternative text of the image. Example: 'Electron logo'"),
    /** Image path below the static folder, or a URL. @example 'assets/img/logo.svg' */
    src: z.string().describe("Image path below the static folder, or a URL. Example: 'assets/img/logo.svg'"),
    /** The image in dark mode, when it differs. */
    srcDark: z.string().optional().describe('The image in dark mode, when it differs.'),
    /** Where the logo links to. */
    href: z.string().optional().describe('Where the logo links to.'),
    /** Width in CSS pixels. */
    width: z.number().optional().describe('Width in CSS pixels.'),
    /** Height in CSS pixels. */
    height: z.number().optional().describe('Height in CSS pixels.'),
  })
  .strict();

const versionConfig = z
  .object({
    /** Shown in the version selector. @example 'Next' */
    label: z.string().default('Next').describe("Shown in the version selector. Example: 'Next'"),
    /** Banner above every doc of this version; unset: as Docusaurus decides (newer than the last version: unreleased, older: unmaintained). */
    banner: z
      .enum(['none', 'unreleased', 'unmaintained'])
      .optional()
      .describe(
        'Banner above every doc of this version; unset: as Docusaurus decides (newer than the last version: unreleased, older: unmaintained).',
      ),
    /** Show the version badge on doc pages; unset: shown when more than one version is built. */
    badge: z
      .boolean()
      .optional()
      .describe('Show the version badge on doc pages; unset: shown when more than one version is built.'),
  })
  .strict();

/** One version's options, by version name (`current` or a name from `versions.json`), as Docusaurus's `versions`. */
const versionOptions = z
  .object({
    /** Shown in the version menu and banners. @example '2.x' */
    label: z.string().optional().describe("Shown in the version menu and banners. Example: '2.x'"),
    /** URL segment below the docs base: `''` for the last version, `next` for current, else the name. @example 'v2' */
    path: z
      .string()
      .optional()
      .describe("URL segment below the docs base: '' for the last version, 'next' for current, else the name."),
    banner: z
      .enum(['none', 'unreleased', 'unmaintained'])
      .optional()
      .describe('Banner above every doc of this version.'),
    badge: z.boolean().optional().describe('Show the version badge on doc pages.'),
  })
  .strict();

/**
 * How a docs folder is versioned, as Docusaurus's docs plugin options: `versions.json` (newest first),
 * `versioned_docs/version-<v>/` and `versioned_sidebars/version-<v>-sidebars.json` beside it.
 */
const versioning = {
  /** The version served at the docs base (`/docs/...`); default: the newest in `versions.json`, else `current`. */
  lastVersion: z
    .string()
    .optional()
    .describe("The version served at the docs base; default: the newest in versions.json, else 'current'."),
  /** Build only these versions. @example ['current', '2.0'] */
  onlyIncludeVersions: z
    .array(z.string())
    .min(1)
    .optional()
    .describe("Build only these versions. Example: ['current', '2.0']"),
  /** Build the docs folder itself as the version `current` ('Next'). */
  includeCurrentVersion: z
    .boolean()
    .default(true)
    .describe("Build the docs folder itself as the version 'current' ('Next')."),
  /** Options per version name. @example { current: { label: 'Canary', path: 'canary' } } */
  versions: z
    .record(versionOptions)
    .default({})
    .describe("Options per version name. Example: { current: { label: 'Canary', path: 'canary' } }"),
};

/** A further docs section (a second Docusaurus docs plugin instance): its own folder, URL base and sidebars. */
const docsSection = z
  .object({
    /** The section's id; navbar items name it as `docsPluginId`; its versions file is `<id>_versions.json`. */
    id: z
      .string()
      .regex(/^[\w-]+$/, 'letters, digits, "-" and "_" only')
      .describe("The section's id; navbar items name it as `docsPluginId`; its versions file is `<id>_versions.json`."),
    /** Its docs folder, relative to the site root. @example 'community' */
    path: z.string().describe("Its docs folder, relative to the site root. Example: 'community'"),
    /** Its URL segment. @example 'community' */
    routeBasePath: basePath.describe("Its URL segment. Example: 'community'"),
    /** Its sidebars file, relative to the site root; none: one autogenerated sidebar. @example 'sidebarsCommunity.js' */
    sidebars: z
      .string()
      .optional()
      .describe(
        "Its sidebars file, relative to the site root; none: one autogenerated sidebar. Example: 'sidebarsCommunity.js'",
      ),
    /** 'Edit this page' links, as `docs.editUrl`. */
    editUrl: z
      .union([z.string(), z.function().args(z.custom<DocEditUrlArgs>()).returns(z.string().nullish())])
      .optional()
      .describe("'Edit this page' links, as `docs.editUrl`."),
    ...versioning,
  })
  .strict();

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
    /** Favicon path below the static folder. @example 'assets/img/favicon.ico' */
    favicon: z.string().optional().describe("Favicon path below the static folder. Example: 'assets/img/favicon.ico'"),
    /** `<meta name="theme-color">`. */
    themeColor: z.string().default('#2f3241').describe('`<meta name="theme-color">`.'),
    /** Languages. */
    i18n: z
      .object({
        /** The locale served at the root, without a URL prefix; must be one of `locales`. @example 'en' */
        defaultLocale: z
          .string()
          .default('en')
          .describe("The locale served at the root, without a URL prefix; must be one of `locales`. Example: 'en'"),
        /** Every locale the site is built in, in the language menu's order. @example ['en', 'de', 'ja'] */
        locales: z
          .array(z.string())
          .min(1)
          .default(['en'])
          .describe("Every locale the site is built in, in the language menu's order. Example: ['en', 'de', 'ja']"),
        /** Per-locale settings by code. @example { de: { label: 'Deutsch', htmlLang: 'de-DE' } } */
        localeConfigs: z
          .record(localeConfig)
          .default({})
          .describe("Per-locale settings by code. Example: { de: { label: 'Deutsch', htmlLang: 'de-DE' } }"),
      })
      .strict()
      .default({})
      .superRefine(checkDefaultLocale)
      .transform((i18n) => ({ ...i18n, resolved: resolveLocales(i18n) }))
      .describe('Languages.'),
    /** Folders, relative to the site root; every content folder is configurable. */
    paths: z
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
        sidebars: z
          .string()
          .default('content/sidebars.js')
          .describe("The sidebars file. Example: 'content/sidebars.js'"),
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
      .describe('Folders, relative to the site root; every content folder is configurable.'),
    /** The bar at the top of every page. */
    navbar: z
      .object({
        /** Text beside the logo (default: the site title). @example 'Electron' */
        title: z.string().optional().describe("Text beside the logo (default: the site title). Example: 'Electron'"),
        /** The logo at the start of the navbar. */
        logo: logo.optional().describe('The logo at the start of the navbar.'),
        /** Hide the navbar while scrolling down, show it on scroll up. */
        hideOnScroll: z
          .boolean()
          .default(false)
          .describe('Hide the navbar while scrolling down, show it on scroll up.'),
        /** `dark` keeps the navbar dark in both colour modes, as Docusaurus's `navbar.style`. */
        style: z
          .enum(['dark', 'primary'])
          .optional()
          .describe("`dark` keeps the navbar dark in both colour modes, as Docusaurus's `navbar.style`."),
        /** The navbar's items, left then right. @example [{ type: 'doc', docId: 'latest/README', label: 'Docs' }] */
        items: z
          .array(navbarItemWithDefault)
          .default([])
          .describe(
            "The navbar's items, left then right. Example: [{ type: 'doc', docId: 'latest/README', label: 'Docs' }]",
          ),
      })
      .strict()
      .default({})
      .describe('The bar at the top of every page.'),
    /** The footer of every page. */
    footer: z
      .object({
        /** `dark` keeps the footer dark in both colour modes, as Docusaurus's `footer.style`. */
        style: z
          .enum(['dark'])
          .optional()
          .describe("`dark` keeps the footer dark in both colour modes, as Docusaurus's `footer.style`."),
        /** Link groups; an item is a link or `{html}` (raw HTML, as Docusaurus's footer allows). */
        links: z
          .array(
            z
              .object({
                /** Heading of the group. @example 'Docs' */
                title: z.string().describe("Heading of the group. Example: 'Docs'"),
                /** The group's links, or `{html}` items. */
                items: z
                  .array(z.union([z.object(linkTarget).strict(), z.object({ html: z.string() }).strict()]))
                  .describe("The group's links, or `{html}` items."),
              })
              .strict(),
          )
          .default([])
          .describe("Link groups; an item is a link or `{html}` (raw HTML, as Docusaurus's footer allows)."),
        /** Line under the links; HTML allowed. @example 'Copyright © OpenJS Foundation' */
        copyright: z
          .string()
          .default('')
          .describe("Line under the links; HTML allowed. Example: 'Copyright © OpenJS Foundation'"),
        /** Hosting and infrastructure credits. */
        logos: z.array(logo).default([]).describe('Hosting and infrastructure credits.'),
      })
      .strict()
      .default({})
      .describe('The footer of every page.'),
    /** highlight.js themes for code blocks. */
    codeThemes: z
      .object({
        /** Theme in light mode. @example 'github' */
        light: codeTheme.default('github').describe("Theme in light mode. Example: 'github'"),
        /** Theme in dark mode. @example 'github-dark' */
        dark: codeTheme.default('github-dark').describe("Theme in dark mode. Example: 'github-dark'"),
      })
      .strict()
      .default({})
      .describe('highlight.js themes for code blocks.'),
    /** Render ```mermaid fences as diagrams. */
    diagrams: z.boolean().default(true).describe('Render ```mermaid fences as diagrams.'),
    /** Light and dark mode. */
    colorMode: z
      .object({
        /** The mode before the visitor chooses one. @example 'light' */
        defaultMode: z
          .enum(['light', 'dark'])
          .default('light')
          .describe("The mode before the visitor chooses one. Example: 'light'"),
        /** Follow the system preference while the visitor has not chosen. */
        respectPrefersColorScheme: z
          .boolean()
          .default(false)
          .describe('Follow the system preference while the visitor has not chosen.'),
      })
      .strict()
      .default({})
      .describe('Light and dark mode.'),
    /** The docs: URLs, edit links, last-update lines, breadcrumbs, table of contents. */
    docs: z
      .object({
        /** URL segment docs live under, without slashes once resolved (`/docs/` -> `docs`, `/` -> ``). @example 'docs' */
        routeBasePath: basePath
          .default('docs')
          .describe(
            "URL segment docs live under, without slashes once resolved (`/docs/` -> `docs`, `/` -> ``). Example: 'docs'",
          ),
        /**
         * 'Edit this page' links, as in Docusaurus: a string gets the docs folder's path and the doc's path
         * appended; a function gets `{version, versionDocsDirPath, docPath, permalink, locale}` and returns the URL.
         * @example ({ docPath }) => `https://github.com/org/repo/edit/main/docs/${docPath}`
         */
        editUrl: z
          .union([z.string(), z.function().args(z.custom<DocEditUrlArgs>()).returns(z.string().nullish())])
          .optional()
          .describe(
            "'Edit this page' links, as in Docusaurus: a string gets the docs folder's path and the doc's path appended; a function gets `{version, versionDocsDirPath, docPath, permalink, locale}` and returns the URL. Example: ({ docPath }) => `https://github.com/org/repo/edit/main/docs/${docPath}`",
          ),
        /** 'Last updated on <date>' under each doc: the last commit's time (one `git log` per build), else the file's. */
        showLastUpdateTime: z
          .boolean()
          .default(false)
          .describe(
            "'Last updated on <date>' under each doc: the last commit's time (one `git log` per build), else the file's.",
          ),
        /** '... by <author>': the last commit's author. */
        showLastUpdateAuthor: z.boolean().default(false).describe("'... by <author>': the last commit's author."),
        /** Breadcrumbs above each doc (the categories from the sidebar root down to the page). */
        breadcrumbs: z
          .boolean()
          .default(true)
          .describe('Breadcrumbs above each doc (the categories from the sidebar root down to the page).'),
        /** Heading levels in the table of contents; front matter may change them per page. */
        toc: z
          .object({
            /** Highest level shown. @example 2 */
            minHeadingLevel: z.number().int().min(2).max(6).default(2).describe('Highest level shown. Example: 2'),
            /** Lowest level shown. @example 4 */
            maxHeadingLevel: z.number().int().min(2).max(6).default(4).describe('Lowest level shown. Example: 4'),
          })
          .strict()
          .default({})
          .describe('Heading levels in the table of contents; front matter may change them per page.'),
        /** The docs folder's own version, 'current' (`versions.current` says the same, Docusaurus's way). */
        version: versionConfig
          .default({})
          .describe("The docs folder's own version, 'current' (`versions.current` says the same, Docusaurus's way)."),
        ...versioning,
        /** Further docs folders, each at its own URL base with its own sidebars and versions. */
        sections: z
          .array(docsSection)
          .default([])
          .describe('Further docs folders, each at its own URL base with its own sidebars and versions.'),
      })
      .strict()
      .default({})
      .describe('The docs: URLs, edit links, last-update lines, breadcrumbs, table of contents.'),
    /** The blog: URLs, list pages, sidebar, feeds, edit links. */
    blog: z
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
        sidebarTitle: z
          .string()
          .default('Latest posts')
          .describe("Heading of the blog sidebar. Example: 'Latest posts'"),
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
      .describe('The blog: URLs, list pages, sidebar, feeds, edit links.'),
    /** Search: the built-in index, or a hosted Algolia index. */
    search: z
      .object({
        /** `local` builds an index per locale; `algolia` queries a hosted index. @example 'local' */
        provider: z
          .enum(['local', 'algolia'])
          .default('local')
          .describe("`local` builds an index per locale; `algolia` queries a hosted index. Example: 'local'"),
        /** Algolia application id. */
        appId: z.string().optional().describe('Algolia application id.'),
        /** Algolia search-only API key (public). */
        apiKey: z.string().optional().describe('Algolia search-only API key (public).'),
        /** Algolia index name. */
        indexName: z.string().optional().describe('Algolia index name.'),
        /** Algolia: filter hits by the page's language and docs tags (Docusaurus's contextual search). */
        contextualSearch: z
          .boolean()
          .default(true)
          .describe("Algolia: filter hits by the page's language and docs tags (Docusaurus's contextual search)."),
        /** Path of the search page, below each locale. @example 'search' */
        searchPagePath: z
          .string()
          .default('search')
          .describe("Path of the search page, below each locale. Example: 'search'"),
        /** Algolia: hits whose URL matches keep their full URL; others are made links on this site. */
        externalUrlRegex: z
          .string()
          .optional()
          .describe('Algolia: hits whose URL matches keep their full URL; others are made links on this site.'),
        /** Query endpoint override for the hosted provider (tests point it at a local stub). */
        endpoint: z
          .string()
          .optional()
          .describe('Query endpoint override for the hosted provider (tests point it at a local stub).'),
        /** Where 'Let us know.' points when a query finds nothing; `{query}` is filled in. @example 'https://github.com/org/site/issues/new?title=No+results+for+{query}' */
        missingResultsUrl: z
          .string()
          .optional()
          .describe(
            "Where 'Let us know.' points when a query finds nothing; `{query}` is filled in. Example: 'https://github.com/org/site/issues/new?title=No+results+for+{query}'",
          ),
      })
      .strict()
      .default({})
      .describe('Search: the built-in index, or a hosted Algolia index.'),
    /** Page-view analytics, sent only when `trackingId` is set. */
    analytics: z
      .object({
        /** Google Analytics 4 measurement id. @example 'G-XXXXXXXXXX' */
        trackingId: z.string().optional().describe("Google Analytics 4 measurement id. Example: 'G-XXXXXXXXXX'"),
        /** Where page views are sent. */
        endpoint: z
          .string()
          .default('https://www.google-analytics.com/g/collect')
          .describe('Where page views are sent.'),
      })
      .strict()
      .default({})
      .describe('Page-view analytics, sent only when `trackingId` is set.'),
    /** A line above the navbar on every page, until the visitor closes it. */
    announcementBar: z
      .object({
        /** Changing the id shows the bar again to visitors who closed it. @example 'v30-release' */
        id: z
          .string()
          .describe("Changing the id shows the bar again to visitors who closed it. Example: 'v30-release'"),
        /** The bar's HTML; site paths in links get the locale's prefix. @example 'Electron 30 is out! <a href="/blog/electron-30-0">Read more</a>' */
        content: z
          .string()
          .describe(
            "The bar's HTML; site paths in links get the locale's prefix. Example: 'Electron 30 is out! <a href=\"/blog/electron-30-0\">Read more</a>'",
          ),
        /** Background colour. @example '#fafbfc' */
        backgroundColor: z.string().default('#fafbfc').describe("Background colour. Example: '#fafbfc'"),
        /** Text colour. @example '#091E42' */
        textColor: z.string().default('#091E42').describe("Text colour. Example: '#091E42'"),
        /** Show a close button. */
        isCloseable: z.boolean().default(true).describe('Show a close button.'),
      })
      .strict()
      .optional()
      .describe('A line above the navbar on every page, until the visitor closes it.'),
    /** The Markdown renderer: plugins, the last word on markdown-it, fiddle and npm2yarn settings. */
    markdown: z
      .object({
        /** markdown-it plugins, applied after the built-in ones: `[plugin]` or `[plugin, options]`. */
        plugins: z
          .array(z.any())
          .default([])
          .describe('markdown-it plugins, applied after the built-in ones: `[plugin]` or `[plugin, options]`.'),
        /** Last word on the markdown-it instance. */
        configure: z.function().optional().describe('Last word on the markdown-it instance.'),
        /**
         * Where a fiddle embed's 'Open in Fiddle' button goes: `{folder}` is the fence's folder (URL-encoded),
         * `{folderPath}` the same with its slashes kept. A site path is per locale.
         * @example 'https://fiddle.electronjs.org/launch?target=electron/main/{folderPath}'
         */
        fiddleUrl: z
          .string()
          .default('/fiddle/?example={folder}')
          .describe(
            "Where a fiddle embed's 'Open in Fiddle' button goes: `{folder}` is the fence's folder (URL-encoded), `{folderPath}` the same with its slashes kept. A site path is per locale. Example: 'https://fiddle.electronjs.org/launch?target=electron/main/{folderPath}'",
          ),
        /** ```sh npm2yarn fences: the tabs after npm. @example { converters: ['yarn', 'pnpm'] } */
        npm2yarn: z
          .object({
            /** Package managers shown after npm, in order. @example ['yarn', 'pnpm'] */
            converters: z
              .array(z.enum(['yarn', 'pnpm']))
              .default(['yarn'])
              .describe("Package managers shown after npm, in order. Example: ['yarn', 'pnpm']"),
          })
          .strict()
          .default({})
          .describe("```sh npm2yarn fences: the tabs after npm. Example: { converters: ['yarn', 'pnpm'] }"),
      })
      .strict()
      .default({})
      .describe('The Markdown renderer: plugins, the last word on markdown-it, fiddle and npm2yarn settings.'),
    /** Link patterns `check` and `build` do not report. @example ['^/api-playground/'] */
    linkCheck: z
      .object({
        /** Regular expressions, matched against a link as written and against the site path it resolves to. @example ['^/api-playground/'] */
        ignore: z
          .array(z.string())
          .default([])
          .describe(
            "Regular expressions, matched against a link as written and against the site path it resolves to. Example: ['^/api-playground/']",
          ),
      })
      .strict()
      .default({})
      .describe("Link patterns `check` and `build` do not report. Example: ['^/api-playground/']"),
  })
  .strict();

/**
 * The default locale must be one of the locales. Checked on `i18n` itself (not on the whole config), so that it
 * is reported beside the other fields' problems: zod skips an object's own checks once one of its fields failed.
 */
function checkDefaultLocale(
  { defaultLocale, locales }: { defaultLocale: string; locales: string[] },
  ctx: z.RefinementCtx,
) {
  if (locales.includes(defaultLocale)) return;
  ctx.addIssue({
    code: z.ZodIssueCode.custom,
    path: ['defaultLocale'],
    message: `"${defaultLocale}" is not in i18n.locales (${JSON.stringify(locales)}); add it there or pick one of them`,
  });
}

/** Whether highlight.js ships a stylesheet of that name (the client bundle scopes it per colour mode). */
function codeThemeExists(name: string): boolean {
  if (!/^[\w.-]+(\/[\w.-]+)?$/.test(name)) return false;
  try {
    createRequire(import.meta.url).resolve(`highlight.js/styles/${name}.css`);
    return true;
  } catch {
    return false;
  }
}

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
