/**
 * Docusaurus's theme components that Markdown files import (`@theme/CodeBlock`, `@theme/Admonition`,
 * `@theme/Details`, `@theme/TOCInline`, and `@theme/Tabs`/`TabItem` used from JSX), and the few `@docusaurus/*`
 * modules components use, mapped onto sitegen's own markup. Each returns a raw-HTML marker (see `html`) so the
 * markup is exactly what the Markdown syntax for the same thing produces.
 */
import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderCodeBlock } from '../code-blocks.js';
import { uiString } from '../env.js';
import { parseFenceMeta } from '../fence-meta.js';
import { ADMONITION_CLOSE, admonitionBody, admonitionHead } from '../../../templates/admonition.js';
import { escapeAttr, escapeHtml, unescapeHtml } from '../../../templates/escape.js';
import { DOC_CARDS, givenDocCards, uiStringWith } from '../../../templates/placeholders.js';
import { anchorClass, hashLinkHtml } from '../../../templates/docusaurus/heading-anchor.js';
import { pluginData, pluginInstancesData } from '../../../templates/docusaurus/global-data.js';
import OriginalLayout from '../../../templates/docusaurus/original-layout.js';
import Tabs, { TabItem, type TabsProps } from '../../../templates/docusaurus/tabs.js';
import { withBaseUrl } from '../../../templates/docusaurus/runtime.js';
import { interpolate } from '../../../templates/docusaurus/translate.js';
import { duplicates, isRegexpStringMatch, uniq } from '../../../templates/docusaurus/js-utils.js';
import type { DocsSidebarView, TocItem } from '../../types.js';
import { sidebarHooks } from '../../../templates/docusaurus/sidebar-hooks.js';
import { markdownRouter } from './markdown-router.js';

/** Registers raw HTML and returns the text that stands for it until the page's HTML is put together. */
export type RawHtml = (html: string) => string;

/** A TOC item in Docusaurus's shape (`value` is HTML), with sitegen's fields kept. */
export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
  children: DocusaurusTocItem[];
}

/** The `toc` an MDX file sees, from the page's headings (as in Docusaurus, without the page title's H1). */
export function docusaurusToc(toc: TocItem[]): DocusaurusTocItem[] {
  return toc.filter((t) => t.level > 1).map((t) => ({ value: t.html, id: t.id, level: t.level, children: [] }));
}

/** A code block's code: its text children; an element among them (Markdown with markup) as its HTML. */
function text(children: unknown): string {
  if (children == null || children === false) return '';
  if (Array.isArray(children)) return children.map(text).join('');
  if (isValidElement(children)) return renderToStaticMarkup(children);
  return String(children);
}

/** What the theme modules answer from the site. */
export interface ThemeOptions {
  baseUrl: string;
  siteConfig: Record<string, unknown>;
  /** The mode a page has before its script runs: what `useColorMode()` answers on the server. */
  colorMode: 'light' | 'dark';
  /** The file's locale and the site's, for `useDocusaurusContext().i18n`. */
  i18n?: { currentLocale: string; defaultLocale: string; locales: string[] };
  /** The plugins' global data, for `useGlobalData()` and `usePluginData()`. */
  globalData?: Record<string, Record<string, unknown>>;
  /** The docs version the file belongs to (docs only). */
  docsVersion?: { name: string; label: string; isLast: boolean; path: string };
  /** theme-classic's markup in code blocks and admonitions (a Docusaurus site; see code-blocks.ts). */
  themeClassic?: boolean;
  diagram?: (code: string) => string;
  /** The page's next tab-set number, which its Markdown tabs count too (`env.uid`), so ids stay unique. */
  nextId?: () => number;
  /** The page's sidebar; undefined while it is not known (see `MdxState.docsSidebar`). */
  docsSidebar?: () => DocsSidebarView | undefined;
  /** The page's path, for `@docusaurus/router` (read only when a component asks for it). */
  pagePath?: () => string;
}

/** The theme modules, by their import path. */
export function themeModules(html: RawHtml, options: ThemeOptions): Record<string, Record<string, unknown>> {
  const CodeBlock = ({
    children,
    language,
    className,
    title,
    showLineNumbers,
    metastring,
  }: Record<string, unknown>) => {
    const lang = typeof language === 'string' ? language : (/language-(\S+)/.exec(String(className ?? ''))?.[1] ?? '');
    const meta = parseFenceMeta(`${lang} ${typeof metastring === 'string' ? metastring : ''}`);
    // The metastring's title wins, as in Docusaurus (MDX 1 also gives a fence's `title="x"` as a prop, quotes kept).
    if (typeof title === 'string' && !meta.title) meta.title = title;
    if (showLineNumbers) meta.showLineNumbers = true;
    return html(renderCodeBlock(text(children).replace(/\n$/, ''), meta, { themeClassic: options.themeClassic }));
  };
  const Admonition = ({ type, title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) => {
    const keyword = String(type ?? 'note');
    const head =
      title == null
        ? admonitionHead(keyword, (kind) => uiString(`admonition.${kind}`), options.themeClassic)
        : admonitionHead(keyword, undefined, options.themeClassic) + html(String(title));
    const body = admonitionBody(options.themeClassic);
    return createElement(Fragment, null, html(head + body), children, html(ADMONITION_CLOSE));
  };
  const Details = ({ summary, children }: { summary?: ReactNode; children?: ReactNode }) =>
    createElement('details', { className: 'details' }, createElement('summary', null, summary ?? 'Details'), children);
  const TOCInline = tocInline(html);
  const Link = ({ to, href, children, ...rest }: Record<string, unknown>) =>
    createElement('a', { ...rest, href: withBase(String(to ?? href ?? ''), options.baseUrl) }, children as ReactNode);
  // Docusaurus 2's: a path without a leading slash goes below the base URL too (unlike Link's `to`).
  const useBaseUrl = (url: string) => withBaseUrl(options.baseUrl.replace(/\/?$/, '/'), url);
  const Heading = heading(html, options);
  const sidebar = sidebarHooks(options.docsSidebar ?? (() => undefined));
  return {
    ...markdownElements({ CodeBlock, Details, Heading }),
    '@theme/CodeBlock': { default: CodeBlock },
    '@theme/Admonition': { default: Admonition },
    '@theme/Details': { default: Details },
    '@theme/TOCInline': { default: TOCInline },
    // For the site's own components: a Markdown file's <Tabs> are its tab syntax (src/markdown/tabs.ts).
    '@theme/Tabs': { default: (props: TabsProps) => createElement(Tabs, { ...props, id: tabsId(options) }) },
    '@theme/TabItem': { default: TabItem },
    // What a swizzled Layout wraps, as the site's Root renders it around Markdown's components (site-root-file.ts).
    '@theme-original/Layout': { default: OriginalLayout },
    '@theme-init/Layout': { default: OriginalLayout },
    '@theme/ThemedImage': { default: ThemedImage },
    '@theme/DocCardList': { default: docCardList(html) },
    // mdx-mermaid's <Mermaid chart> (its package's `Mermaid` export): sitegen's diagram, drawn as a fence is.
    'mdx-mermaid': { Mermaid: mermaid(options.diagram) },
    '@docusaurus/theme-common': { ...themeCommon(options.colorMode), ...sidebar },
    // Its hooks that a site's own components call; useDoc waits for the page (swizzled parts get it).
    '@docusaurus/theme-common/internal': { useScrollPositionBlocker, ...sidebar },
    '@docusaurus/Link': { default: Link },
    '@docusaurus/router': markdownRouter(options.pagePath ?? (() => options.baseUrl)),
    // Docusaurus's own `<a>` for Markdown links, which site components import too.
    '@theme/MDXComponents/A': { default: Link },
    '@docusaurus/ExecutionEnvironment': { default: SERVER_ENVIRONMENT },
    // The docs version the file belongs to (outside the docs, Docusaurus's `current`).
    '@docusaurus/plugin-content-docs/client': docsClient(options.docsVersion ?? CURRENT_VERSION),
    '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils: () => ({ withBaseUrl: useBaseUrl }) },
    '@docusaurus/useDocusaurusContext': { default: () => docusaurusContext(options) },
    '@docusaurus/useGlobalData': globalDataModule(options.globalData ?? {}),
    ...SERVER_ONLY,
    // Drawn as a <head> element, which the body's render takes out for the document head (content/head-tags.ts).
    '@docusaurus/Head': { default: MarkdownHead },
    ...translation,
  };
}

/** What renders only in the browser: the fallback, and `false`, as a build gives them. */
const SERVER_ONLY = {
  '@docusaurus/BrowserOnly': { default: ({ fallback }: { fallback?: ReactNode }) => fallback ?? null },
  '@docusaurus/useIsBrowser': { default: () => false },
};

/**
 * theme-classic's DocCardList: its cards depend on the page's place in the sidebar, or on the items it is given
 * (with their docs' descriptions), so the render fills them (templates/doc-cards.ts).
 */
function docCardList(html: RawHtml) {
  return ({ items }: { items?: unknown }) => html(items === undefined ? DOC_CARDS : givenDocCards(items));
}

/** A tab set's id: numbered with the page's Markdown tabs where the render counts them. */
function tabsId(options: ThemeOptions): string | undefined {
  return options.nextId ? `tabs-${options.nextId()}` : undefined;
}

/**
 * theme-classic's components for Markdown's elements (`@theme/MDXComponents/Pre`...), which a site's MDXComponents
 * spreads in or wraps: each renders as sitegen renders the element itself. `A` is `@docusaurus/Link` (above).
 */
function markdownElements({
  CodeBlock,
  Details,
  Heading,
}: Record<'CodeBlock' | 'Details' | 'Heading', (props: Record<string, unknown>) => ReactNode>) {
  // A fenced block's `pre` holds a `code` element: the code block is made of that element's props, as theme-classic's.
  const Pre = (props: Record<string, unknown>) => {
    const child = props.children;
    const code = isValidElement(child) && (child.props as Record<string, unknown>).originalType === 'code';
    return CodeBlock(code ? (child.props as Record<string, unknown>) : props);
  };
  // `<code>` with a line break or a block element inside is a code block, as theme-classic's MDXCode decides.
  const Code = (props: Record<string, unknown>) => {
    const items = Array.isArray(props.children) ? (props.children as unknown[]) : [props.children];
    const inline = items.every((c) => (typeof c === 'string' && !c.includes('\n')) || isValidElement(c));
    const { mdxType: _t, originalType: _o, parentName: _p, ...own } = props;
    return inline ? createElement('code', own) : CodeBlock(props);
  };
  const tag = (name: string) => (props: Record<string, unknown>) => createElement(name, props);
  return {
    '@theme/MDXComponents/Pre': { default: Pre },
    '@theme/MDXComponents/Code': { default: Code },
    '@theme/MDXComponents/Img': { default: tag('img') },
    '@theme/MDXComponents/Ul': { default: tag('ul') },
    '@theme/MDXComponents/Details': { default: Details },
    '@theme/MDXComponents/Head': { default: () => null },
    '@theme/MDXComponents/Heading': { default: Heading },
    '@theme/Heading': { default: Heading },
  };
}

/**
 * `@theme/Heading` (`<Heading as="h2" id="x">`): a heading with its `#` link, the markup of Markdown's headings
 * (headings.ts), its label the heading's text, or on a Docusaurus site its id when it holds markup, as theme-classic's.
 */
function heading(html: RawHtml, options: Pick<ThemeOptions, 'themeClassic' | 'siteConfig'>) {
  const themeClassic = options.themeClassic ? { hideOnScroll: navbarHidesOnScroll(options.siteConfig) } : undefined;
  return ({ as = 'h2', id, children, ...rest }: Record<string, unknown>): ReactNode => {
    const content = children as ReactNode;
    if (typeof id !== 'string' || !id) return createElement(String(as), rest, content);
    const text = unescapeHtml(renderToStaticMarkup(createElement(Fragment, null, content)).replace(/<[^>]*>/g, ''));
    if (!themeClassic) {
      const label = uiStringWith('heading.directLink', { heading: text.trim() });
      const link = `<a class="hash-link" href="#${escapeAttr(id)}" aria-label="${label}">#</a>`;
      return createElement(String(as), { id, ...rest }, content, html(link));
    }
    const label = uiStringWith('heading.directLink', { heading: typeof content === 'string' ? content : id });
    const className = [anchorClass(themeClassic.hideOnScroll), rest.className].filter(Boolean).join(' ');
    return createElement(String(as), { ...rest, className, id }, content, html(hashLinkHtml(id, label)));
  };
}

/** theme-classic's `navbar.hideOnScroll`, which picks the heading's scroll margin. */
function navbarHidesOnScroll(siteConfig: Record<string, unknown>): boolean {
  const themeConfig = siteConfig.themeConfig as { navbar?: { hideOnScroll?: unknown } } | undefined;
  return themeConfig?.navbar?.hideOnScroll === true;
}

/**
 * `@docusaurus/Translate` and `Interpolate` as Markdown's components render them: the default message, with its
 * `{placeholders}` filled. (Markdown renders before any page, so not from the locale's code.json: a locale's
 * Markdown files hold its words.)
 */
const translation: Record<string, Record<string, unknown>> = {
  '@docusaurus/Translate': {
    default: ({ children, values }: { children?: unknown; values?: Record<string, ReactNode> }) =>
      interpolate(typeof children === 'string' ? children : '', values),
    translate: ({ message, id }: { message?: string; id?: string }, values?: Record<string, string | number>) =>
      interpolate(message ?? id ?? '', values),
  },
  '@docusaurus/Interpolate': {
    default: ({ children, values }: { children?: string; values?: Record<string, ReactNode> }) =>
      interpolate(children ?? '', values),
    interpolate,
  },
};

/** What `useDocusaurusContext()` answers Markdown's components: the config, the locales, Docusaurus's version. */
function docusaurusContext({ siteConfig, i18n, globalData = {} }: ThemeOptions) {
  const locales = i18n ?? { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] };
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: '2.4.3', pluginVersions: {} },
    globalData,
    i18n: { ...locales, localeConfigs: {} },
  };
}

/** `@docusaurus/useGlobalData` for Markdown's components: the file's locale's data, read as pages read theirs. */
function globalDataModule(globalData: Record<string, Record<string, unknown>>) {
  return {
    default: () => globalData,
    useAllPluginInstancesData: (name: string) => pluginInstancesData(globalData, name),
    usePluginData: (name: string, id?: string) => pluginData(globalData, name, id),
  };
}

/** mdx-mermaid's component: its `chart` as a diagram (the chart's source as text where diagrams are off). */
function mermaid(diagram: ((code: string) => string) | undefined) {
  return ({ chart }: { chart?: unknown }) =>
    diagram ? diagram(String(chart ?? '')) : createElement('pre', null, String(chart ?? ''));
}

/** `<TOCInline toc={toc} />`: the page's headings between the two levels, as a list of links. */
function tocInline(html: RawHtml) {
  return ({
    toc,
    minHeadingLevel = 2,
    maxHeadingLevel = 3,
  }: {
    toc?: DocusaurusTocItem[];
    minHeadingLevel?: number;
    maxHeadingLevel?: number;
  }) => {
    const items = (toc ?? []).filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
    return html(`<div class="toc-inline">${nestedList(items)}</div>\n`);
  };
}

/** Headings as Docusaurus's TOCInline lists them: a deeper heading in a list inside the item above it. */
function nestedList(items: DocusaurusTocItem[]): string {
  let out = '<ul>';
  const open: number[] = [];
  items.forEach((t, i) => {
    if (i > 0 && t.level > open[open.length - 1]) out += '<ul>';
    else if (i > 0) {
      out += '</li>';
      while (open.length > 1 && t.level < open[open.length - 1]) {
        out += '</ul></li>';
        open.pop();
      }
      open.pop();
    }
    open.push(t.level);
    out += `<li class="toc-inline__item toc-inline__item--h${t.level}"><a href="#${escapeHtml(t.id)}">${t.value}</a>`;
  });
  if (items.length > 0) out += '</li>' + '</ul></li>'.repeat(open.length - 1);
  return `${out}</ul>`;
}

/** theme-common's scroll blocker, on the server: there is no render after this one to hold an element across. */
function useScrollPositionBlocker() {
  return { blockElementScrollPositionUntilNextRender: () => {} };
}

/** The hooks and helpers of `@docusaurus/theme-common` that components of Markdown files call, as on the server. */
function themeCommon(colorMode: 'light' | 'dark') {
  const keep = () => {};
  return {
    duplicates,
    uniq,
    isRegexpStringMatch,
    // The default mode; switching it waits for the browser.
    useColorMode: () => ({
      colorMode,
      isDarkTheme: colorMode === 'dark',
      setColorMode: keep,
      setLightTheme: keep,
      setDarkTheme: keep,
    }),
  };
}

/**
 * `@docusaurus/plugin-content-docs/client` as Markdown's components see it: the file's version. The doc itself
 * is not known while Markdown renders (`activeDoc` undefined, as on a page that is no doc).
 */
function docsClient(version: NonNullable<ThemeOptions['docsVersion']>): Record<string, unknown> {
  return {
    default: {},
    useActiveVersion: () => version,
    useDocsVersion: () => version,
    useActiveDocContext: () => ({ activeVersion: version, activeDoc: undefined, alternateDocVersions: {} }),
  };
}

/** The docs version a page belongs to, as `@docusaurus/plugin-content-docs/client` gives it. */
const CURRENT_VERSION = { name: 'current', label: 'Next', isLast: true, path: '/' };

/** `@docusaurus/ExecutionEnvironment` while rendering on the server. */
const SERVER_ENVIRONMENT = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
};

/** One image per colour mode, switched by the same classes as the footer logos. */
const ThemedImage = ({
  sources,
  alt,
  className,
  ...rest
}: {
  sources?: { light?: string; dark?: string };
  alt?: string;
  className?: string;
}) =>
  createElement(
    Fragment,
    null,
    sources?.light &&
      createElement('img', {
        ...rest,
        alt,
        src: sources.light,
        className: ['only-light', className].filter(Boolean).join(' '),
      }),
    sources?.dark &&
      createElement('img', {
        ...rest,
        alt,
        src: sources.dark,
        className: ['only-dark', className].filter(Boolean).join(' '),
      }),
  );

function withBase(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${baseUrl.replace(/\/$/, '')}${url}`;
}

/** `<Head>` in Markdown: its children inside a `<head>`, for the document head. */
export function MarkdownHead({ children }: { children?: ReactNode }): ReactNode {
  return createElement('head', null, children);
}
