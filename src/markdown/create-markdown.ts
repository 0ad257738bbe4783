/**
 * The markdown-it instance for one build, with the built-in plugins in one fixed order, then the site's own.
 *
 * Order (each line says why it sits where it does):
 *  0. remarkEmphasis, remarkUrls, remarkEscapes  a Docusaurus site's emphasis, literal URLs and backslashes read as
 *                        MDX 1 reads them; the URL rule sits before markdown-it's `linkify` inline rule, so it decides
 *                        where a URL ends, and the escape rule before `escape`, so it keeps the backslashes MDX 1 shows.
 *  1. footnotes, taskLists, emoji  GFM and third-party syntax, drawn as Docusaurus 2 draws it; emoji's core rule
 *                        runs before ours, so heading ids and the TOC see the emoji, not the shortcode.
 *  2. admonitions, tabs  block rules for blocks that hold Markdown, admonitions before `fence` and tabs before
 *                        `html_block`, so neither claims their lines; both skip fenced code looking for closers.
 *     mdxElements        capitalised JSX elements (block rule after tabs, so `<Tabs>` stays sitegen's; inline
 *                        rule before `html_inline` and mdxHtml's); they leave markers that components replace.
 *     mdxFragments       a Docusaurus site's `<>` ... `</>` lines (block rule before mdxElements'), React Fragments.
 *     mdxMarkdownElements  wraps the renderer: Markdown's elements that a site's MDXComponents replaces leave
 *                        markers too (its place in the order does not matter; fences through codeBlocks).
 *  3. codeBlocks         renderers of `fence` and `code_block` (highlight, npm2yarn, fiddle, mermaid, live).
 *     tabBlocks          core rule after block parsing: groups ```js tab fences into tab sets (off unless set).
 *     math               `$$` blocks (block rule after `fence`, as remark-math's) and `$...$` (inline rule); a
 *                        core rule after `inline` draws them with KaTeX (off unless set).
 *  4. links              core rule after inline parsing: resolves `.md` targets, records every link and image.
 *  5. structurePreviews  core rule after links: it reads the resolved path of structure-page links.
 *  6. headings           core rule: ids and TOC; before badges, so ids keep the platform word as GitHub's do.
 *  7. badges             core rule: an emphasis that is exactly `macOS`, `Deprecated`, ... -> a badge.
 *  8. mdxHtml            inline rule before `html_inline` (tags with `{...}` attribute values), and a core rule
 *                        that turns MDX-1 attributes in raw HTML into HTML.
 *     mdx1TagParagraphs  block rule before `paragraph`: in MDX 1, a paragraph opening with a tag is raw HTML.
 *     mdx1BlankParagraphs  core rule right after `text_join`, before every pushed core rule: in MDX 1, a
 *                        paragraph of only whitespace (`&nbsp;`) is dropped before headings and links read tokens.
 *  9. site plugins       `markdown.plugins` from the config in order, then `markdown.configure(md)`; they find
 *                        every built-in rule in place and can add theirs before or after one by name.
 */
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import type { ResolvedConfig } from '../config/schema.js';
import { runSiteCode } from '../config/run-site-code.js';
import { admonitions } from './admonitions.js';
import { badges } from './badges.js';
import { codeBlocks } from './code-blocks.js';
import type { CodeImportOptions } from './code-import.js';
import { emoji } from './emoji.js';
import { footnotes } from './footnotes.js';
import { headings } from './headings.js';
import { markLikePrism } from './highlight.js';
import { useMagicComments } from './magic-comments.js';
import { links } from './links.js';
import { rememberLinkifyTests } from './linkify-memo.js';
import { mdxHtml } from './mdx-html.js';
import { mdx1BlankParagraphs } from './mdx1-blank-paragraphs.js';
import { mdx1Definitions } from './mdx1-definitions.js';
import { mdx1TagParagraphs } from './mdx1-tag-paragraphs.js';
import { mdxElements } from './mdx/elements.js';
import { mdxFragments } from './mdx/fragments.js';
import { mdxMarkdownElements } from './mdx/markdown-elements.js';
import { math } from './math.js';
import { remarkEmphasis } from './remark-emphasis.js';
import { remarkEscapes } from './remark-escapes.js';
import { remarkUrls } from './remark-urls.js';
import { structurePreviews } from './structure-previews.js';
import { tabBlocks } from './tab-blocks.js';
import { tabs } from './tabs.js';
import { taskLists } from './task-lists.js';

/** A configured renderer. */
export type Markdown = InstanceType<typeof MarkdownIt>;

type MarkdownConfig = Pick<ResolvedConfig, 'diagrams' | 'markdown' | 'docusaurus' | 'navbar' | 'root'> & {
  configFile?: string | null;
};

/** The fence renderers' settings (code-blocks.ts), from the config. */
function codeBlockOptions(config: MarkdownConfig): Parameters<typeof codeBlocks>[1] {
  return {
    fiddleUrl: config.markdown.fiddleUrl,
    diagrams: config.diagrams,
    npm2yarn: config.markdown.npm2yarn.converters,
    npm2yarnSync: config.markdown.npm2yarn.sync,
    themeClassic: config.docusaurus !== undefined,
    liveCode: config.docusaurus?.liveCodeBlock,
    configFile: config.configFile,
    codeImport: codeImportOf(config),
  };
}

/** Create the renderer for one build. */
export function createMarkdown(config: MarkdownConfig): Markdown {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  // An autolink shows its URL as written, as CommonMark and remark do: markdown-it would decode `%20` to a space
  // and punycode to Unicode, so the text would no longer be the address a reader copies.
  md.normalizeLinkText = (text) => text;
  // A Docusaurus site's Prism theme may colour operators and punctuation, which highlight.js alone leaves unmarked.
  markLikePrism(config.docusaurus?.prismMarks ?? null, config.docusaurus?.prismLanguages ?? null);
  useMagicComments(config.docusaurus?.prismMagicComments ?? null);
  if (config.docusaurus) md.use(remarkEmphasis).use(remarkUrls).use(remarkEscapes);
  // Shortcodes only, as Docusaurus's remark-emoji (see emoji.ts).
  md.use(footnotes).use(taskLists).use(emoji);
  md.use(admonitions, {
    themeClassic: config.docusaurus !== undefined,
    keywords: config.docusaurus?.admonitionKeywords,
  })
    .use(tabs)
    .use(mdxElements)
    .use(mdxMarkdownElements);
  if (config.docusaurus) md.use(mdxFragments);
  md.use(codeBlocks, codeBlockOptions(config));
  if (config.markdown.tabBlocks) md.use(tabBlocks, config.markdown.tabBlocks);
  if (config.markdown.math) md.use(math, config.markdown.math);
  md.use(links)
    .use(structurePreviews)
    .use(headings, {
      h1Anchors: config.docusaurus === undefined,
      tocHtml: config.docusaurus !== undefined,
      tocTopLevel: config.docusaurus !== undefined,
      themeClassic: config.docusaurus && { hideOnScroll: config.navbar.hideOnScroll },
    })
    .use(badges)
    .use(mdxHtml)
    .use(mdx1TagParagraphs)
    .use(mdx1Definitions)
    .use(mdx1BlankParagraphs);
  const { plugins, configure } = config.markdown;
  // npm2yarn converter functions are site code too: each render is then one run with the time limit.
  const converterFunctions = config.markdown.npm2yarn.converters.some((c) => typeof c !== 'string');
  if (plugins.length === 0 && !configure) {
    if (converterFunctions) SITE_PLUGINS.add(md);
    rememberLinkifyTests(md);
    return md;
  }
  // Site code: each plugin is installed, and later runs, with the time limit of site code.
  const file = config.configFile ?? 'the config';
  const name = path.basename(file);
  plugins.forEach((entry, i) => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry];
    runSiteCode(() => md.use(plugin, options), { file, doing: `installing markdown.plugins[${i}] of ${name}` });
  });
  if (configure) runSiteCode(() => configure(md), { file, doing: `markdown.configure of ${name}` });
  SITE_PLUGINS.add(md);
  return md;
}

const SITE_PLUGINS = new WeakSet<Markdown>();

/** Whether the site's own plugins run inside `md` (so rendering with it runs site code). */
export function runsSitePlugins(md: Markdown): boolean {
  return SITE_PLUGINS.has(md);
}

/** `markdown.codeImport` with its `rootDir` absolute (from the site folder), or none. */
function codeImportOf({ markdown, root }: Pick<ResolvedConfig, 'markdown' | 'root'>): CodeImportOptions | undefined {
  const own = markdown.codeImport;
  return own && { ...own, rootDir: path.resolve(root, own.rootDir ?? '.') };
}
