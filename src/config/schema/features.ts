/**
 * The config's features: code themes, colour mode, search, analytics, the Markdown renderer and the link check.
 */
import { createRequire } from 'node:module';
import { z } from 'zod';

/** A highlight.js theme name, checked when the config loads rather than when the client is bundled. */
const codeTheme = z.string().refine(codeThemeExists, (name) => ({
  message: `unknown code theme "${name}"; use a highlight.js theme name such as github, github-dark, atom-one-dark`,
}));

/** highlight.js themes for code blocks. */
export const codeThemesSchema = z
  .object({
    /** Theme in light mode. @example 'github' */
    light: codeTheme.default('github').describe("Theme in light mode. Example: 'github'"),
    /** Theme in dark mode. @example 'github-dark' */
    dark: codeTheme.default('github-dark').describe("Theme in dark mode. Example: 'github-dark'"),
  })
  .strict()
  .default({})
  .describe('highlight.js themes for code blocks.');

/** Light and dark mode. */
export const colorModeSchema = z
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
    /** No light/dark switch: pages stay in `defaultMode` (or the system's, with `respectPrefersColorScheme`). */
    disableSwitch: z
      .boolean()
      .default(false)
      .describe("No light/dark switch: pages stay in defaultMode (or the system's, with respectPrefersColorScheme)."),
  })
  .strict()
  .default({})
  .describe('Light and dark mode.');

/** Search: the built-in index, or a hosted Algolia index. */
export const searchSchema = z
  .object({
    /**
     * `local` builds an index per locale; `algolia` queries a hosted index; `none`: no search (no index, no
     * button, no shortcut). @example 'local'
     */
    provider: z
      .enum(['local', 'algolia', 'none'])
      .default('local')
      .describe(
        "`local` builds an index per locale; `algolia` queries a hosted index; `none`: no search (no index, no button, no shortcut). Example: 'local'",
      ),
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
  .describe('Search: the built-in index, or a hosted Algolia index.');

/** Page-view analytics, sent only when `trackingId` is set. */
export const analyticsSchema = z
  .object({
    /** Google Analytics 4 measurement id. @example 'G-XXXXXXXXXX' */
    trackingId: z.string().optional().describe("Google Analytics 4 measurement id. Example: 'G-XXXXXXXXXX'"),
    /** Where page views are sent. */
    endpoint: z.string().default('https://www.google-analytics.com/g/collect').describe('Where page views are sent.'),
  })
  .strict()
  .default({})
  .describe('Page-view analytics, sent only when `trackingId` is set.');

/** An npm2yarn converter function, kept as the site wrote it (a `z.function()` would wrap it). */
const converterFunction = z.custom<(code: string) => string>((v) => typeof v === 'function', {
  message: 'an npm2yarn converter is a name (yarn, pnpm) or [label, (code) => string]',
});

/** The Markdown renderer: plugins, the last word on markdown-it, fiddle and npm2yarn settings. */
export const markdownSchema = z
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
        /**
         * Package managers shown after npm, in order: `'yarn'`, `'pnpm'`, or `[label, (code) => string]`, a function
         * run at build time on each fence's code. @example ['yarn', 'pnpm', ['Bun', (code) => code.replace(/^npm /gm, 'bun ')]]
         */
        converters: z
          .array(z.union([z.enum(['yarn', 'pnpm']), z.tuple([z.string(), converterFunction])]))
          .default(['yarn'])
          .describe(
            "Package managers shown after npm, in order: 'yarn', 'pnpm', or [label, (code) => string], a function run at build time on each fence's code. Example: ['yarn', 'pnpm']",
          ),
        /** The tabs of every npm2yarn fence switch together, and the choice is remembered across pages. */
        sync: z
          .boolean()
          .default(true)
          .describe(
            'The tabs of every npm2yarn fence switch together, and the choice is remembered across pages; false: each fence on its own.',
          ),
      })
      .strict()
      .default({})
      .describe("```sh npm2yarn fences: the tabs after npm. Example: { converters: ['yarn', 'pnpm'] }"),
    /**
     * Fences whose meta names a file (```js file=./example.js#L3-L8) show that file's code, or those lines of it, as
     * remark-code-import fills them: a path from the Markdown file's folder, or `<rootDir>/...`. Off unless set.
     * @example { rootDir: '.' }
     */
    codeImport: z
      .object({
        /** Where `<rootDir>/` paths start, and the folder an imported file must be in (the site folder by default). */
        rootDir: z
          .string()
          .optional()
          .describe(
            'Where <rootDir>/ paths start, and the folder an imported file must be in (the site folder by default).',
          ),
        /** Take off the indentation every imported line shares. */
        removeRedundantIndentations: z
          .boolean()
          .default(false)
          .describe('Take off the indentation every imported line shares.'),
        /** Keep the file's last line break. */
        preserveTrailingNewline: z.boolean().default(false).describe("Keep the file's last line break."),
      })
      .strict()
      .optional()
      .describe(
        "Fences whose meta names a file (```js file=./example.js#L3-L8) show that file's code, or those lines, as remark-code-import fills them. Off unless set. Example: { rootDir: '.' }",
      ),
    /**
     * Fences one after another marked `tab` (```js tab, ```ts tab) become one tab set, as
     * docusaurus-remark-plugin-tab-blocks makes them. Off unless set. @example { labels: { py: 'Python' } }
     */
    tabBlocks: z
      .object({
        /** The group every set is in when `sync` is on. */
        groupId: z.string().default('code-examples').describe('The group every set is in when `sync` is on.'),
        /** Tab labels by language, on top of js (JavaScript) and ts (TypeScript). @example { py: 'Python' } */
        labels: z
          .record(z.string())
          .default({})
          .describe("Tab labels by language, on top of js (JavaScript) and ts (TypeScript). Example: { py: 'Python' }"),
        /** Every set switches together, and the choice is remembered across pages. */
        sync: z
          .boolean()
          .default(true)
          .describe('Every set switches together, and the choice is remembered across pages.'),
      })
      .strict()
      .optional()
      .describe(
        "Fences one after another marked `tab` (```js tab, ```ts tab) become one tab set. Off unless set. Example: { labels: { py: 'Python' } }",
      ),
    /**
     * Math: `$...$` in a line and `$$` blocks, read as remark-math reads them and drawn with KaTeX as rehype-katex
     * draws them. On a sitegen site the pages that show a formula link KaTeX's stylesheet (copied with its fonts from the installed `katex`); a Docusaurus site links it itself (`stylesheets`), as Docusaurus has it. Off unless set. @example { katexOptions: { macros: { '\\RR': '\\mathbb{R}' } } }
     */
    math: z
      .object({
        /** Draw formulas with KaTeX; false leaves the TeX as text in `span.math`/`div.math`, as remark-math alone does. */
        katex: z
          .boolean()
          .default(true)
          .describe('Draw formulas with KaTeX; false leaves the TeX as text, as remark-math alone does.'),
        /** KaTeX's options (`macros`, `strict`, ...), as rehype-katex passes them. */
        katexOptions: z
          .record(z.unknown())
          .default({})
          .describe("KaTeX's options (macros, strict, ...), as rehype-katex passes them."),
        /** `$$x$$` within a line is display math (remark-math's `inlineMathDouble`). */
        inlineMathDouble: z
          .boolean()
          .default(false)
          .describe("`$$x$$` within a line is display math (remark-math's inlineMathDouble)."),
      })
      .strict()
      .optional()
      .describe(
        "Math: $...$ in a line and $$ blocks, drawn with KaTeX; on a sitegen site, pages with a formula link KaTeX's stylesheet (a Docusaurus site links it through stylesheets). Off unless set. Example: {}",
      ),
  })
  .strict()
  .default({})
  .describe('The Markdown renderer: plugins, the last word on markdown-it, fiddle and npm2yarn settings.');

/** Link patterns `check` and `build` do not report. @example ['^/api-playground/'] */
export const linkCheckSchema = z
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
  .describe("Link patterns `check` and `build` do not report. Example: ['^/api-playground/']");

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
