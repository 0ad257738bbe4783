/**
 * A Docusaurus site's `src/theme/MDXComponents.js` (or `MDXComponents/index.js`): its default export is an object
 * of components every Markdown file may use without importing them, usually the theme's own spread in
 * (`{...MDXComponents, Highlight}`, from `@theme-original/MDXComponents` or `@theme/MDXComponents`). Its
 * capitalised entries are in scope in every Markdown file (after the file's own imports); its lowercase entries
 * replace how Markdown elements render: those that are not the theme's own render Markdown's links, images, code
 * blocks, headings... (markdown-elements.ts) and the HTML tags of their names (raw-elements.ts); the others (the
 * `wrapper`) one warning lists. The theme's own (`a`, `pre`, `h2`...,
 * and `@theme/MDXComponents/A`, `Pre`... that a site's own wraps) render as sitegen renders those elements. A
 * `'use client'` component among them is an island, as it is when a Markdown file imports it (evaluate.ts).
 *
 * The module's `@theme/...` imports that sitegen has no counterpart for (a swizzled `@theme/MDXComponents/Code`)
 * become stand-ins that are an error only when a page renders them.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import type { BuildWarning } from '../../types.js';
import type { MarkdownEnv } from '../env.js';
import { importBundle, ownRequire, run, SHARED } from './mdx-bundle.js';
import { rendersThrough } from './markdown-elements.js';
import type { MdxGlobals, MdxState } from './mdx-state.js';
import { MarkdownHead } from './theme-components.js';

const CANDIDATES = ['MDXComponents', 'MDXComponents/index'].flatMap((base) =>
  ['.js', '.jsx', '.ts', '.tsx'].map((ext) => `src/theme/${base}${ext}`),
);

/** The site's MDXComponents file, or null. */
export function findMdxComponents(root: string): string | null {
  for (const candidate of CANDIDATES) if (existsSync(path.join(root, candidate))) return path.join(root, candidate);
  return null;
}

/**
 * Read the names the site's MDXComponents provides, once per build (every module it imports is a stand-in here,
 * only the keys, and which values are the theme's own, matter); the warning lists the element replacements
 * sitegen does not apply.
 */
export function readMdxGlobals(root: string, warnings: BuildWarning[]): MdxGlobals | undefined {
  const file = findMdxComponents(root);
  if (!file) return undefined;
  const mdx = { root, esm: [] } as unknown as MdxState;
  const env = { file, source: '', lineOffset: 0 } as unknown as MarkdownEnv;
  const siteRequire = createRequire(path.join(root, 'package.json'));
  const exports = run(importBundle({ entry: file }, { mdx, env }).code, (id) => {
    if (SHARED.includes(id)) return ownRequire(id);
    if (THEME_MDX_COMPONENTS.test(id)) return defaultComponents();
    if (THEME_ELEMENT_MODULE.test(id)) return themeElementModule(id);
    if (/^@(theme|theme-original|docusaurus)\//.test(id)) return standIn(id);
    try {
      return siteRequire(id);
    } catch {
      return standIn(id);
    }
  });
  const components = componentsOf(exports);
  const keys = Object.keys(components);
  const names = keys.filter((k) => /^[A-Z]/.test(k));
  const own = keys.filter((k) => !/^[A-Z]/.test(k) && !THEME_DEFAULTS.has(components[k] as object));
  const markdownElements = own.filter(rendersThrough);
  // Without the theme's `pre`, MDX 1 renders a code block as a `<pre>` around the site's `code`.
  if (own.includes('code') && !keys.includes('pre')) markdownElements.push('pre');
  // `pre.code` renders a code block's code where `pre` is the site's; under the theme's `pre`, not in Docusaurus either.
  const unapplied = own.filter((k) => !rendersThrough(k) && k !== 'pre.code');
  if (unapplied.length)
    warnings.push({ code: 'other', file, message: unappliedMessage(path.relative(root, file), unapplied, names) });
  return { file, names, markdownElements };
}

/** The warning for the entries of MDXComponents (at `rel`) that sitegen does not apply. */
function unappliedMessage(rel: string, unapplied: string[], names: string[]): string {
  const tags = unapplied.map((k) => `<${k}>`).join(', ');
  const those = unapplied.length > 1 ? 'those' : 'that';
  return (
    `${rel} replaces how ${tags} render${unapplied.length > 1 ? '' : 's'} in Markdown; sitegen renders ${those} itself, ` +
    `so ${unapplied.length > 1 ? 'these replacements are' : 'this replacement is'} not applied. ` +
    "sitegen applies MDXComponents to Markdown's own links, images, code blocks, inline code, headings, paragraphs, " +
    'quotes, lists, tables, emphasis and breaks, and to HTML tags written in Markdown (<details>); to render ' +
    'anything else through a component, name the component in ' +
    `MDXComponents with a capital and write that (<Details>). Its components (${names.join(', ') || 'none'}) are in scope in every Markdown file.`
  );
}

/** The components object a MDXComponents module exports (its default export). */
export function componentsOf(exports: Record<string, unknown>): Record<string, unknown> {
  const value = (exports.default ?? exports) as Record<string, unknown>;
  return typeof value === 'object' && value !== null ? value : {};
}

/** `@theme-original/MDXComponents` or `@theme/MDXComponents`, as the site's module imports it. */
export const THEME_MDX_COMPONENTS = /^@theme(-original)?\/MDXComponents$/;

/** `@theme/MDXComponents/A`, `/Pre`...: the theme's components for Markdown's elements, which a site's may wrap. */
const THEME_ELEMENT_MODULE = /^@theme(-original)?\/MDXComponents\/(A|Img|Pre|Code|Ul|Heading|Details|Head)$/;

/** theme-classic's MDXComponents entries for Markdown's elements, by element: the module of each. */
const THEME_ELEMENTS: Record<string, string> = {
  a: 'A',
  img: 'Img',
  pre: 'Pre',
  code: 'Code',
  ul: 'Ul',
  details: 'Details',
  head: 'Head',
  ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, 'Heading'])),
};

type Component = (props: Record<string, unknown>) => ReactNode;

/** The theme's own components for Markdown's elements: a site's entry that is one of them replaces nothing. */
const THEME_DEFAULTS = new WeakSet<object>();

/** The theme's component in `@theme/MDXComponents/<name>` (from `theme` when a page renders), marked as the theme's. */
function themeElement(name: string, theme?: Record<string, Record<string, unknown>>): unknown {
  const id = `@theme/MDXComponents/${name}`;
  const component = (theme?.[id]?.default as (props: object) => ReactNode) ?? standIn(id);
  return markedTheme((props: object) => createElement(component, props));
}

function themeElementModule(id: string): unknown {
  const component = themeElement(THEME_ELEMENT_MODULE.exec(id)![2]);
  return Object.defineProperty({ default: component }, '__esModule', { value: true });
}

/**
 * What `@theme-original/MDXComponents` gives the site's module: the theme's own components that Markdown uses by
 * name (`Details`, `Head`) and those of its elements (`a`, `pre`, `h2`...), from `theme` (theme-components.ts)
 * when a page renders.
 */
export function defaultComponents(theme?: Record<string, Record<string, unknown>>): unknown {
  const Details = theme?.['@theme/Details']?.default ?? standIn('@theme/Details');
  const Head = theme?.['@docusaurus/Head']?.default ?? MarkdownHead;
  const elements: Record<string, unknown> = {};
  for (const [element, name] of Object.entries(THEME_ELEMENTS)) {
    const component = themeElement(name, theme);
    elements[element] = /^h\d$/.test(element)
      ? markedTheme((props: object) => createElement(component as Component, { as: element, ...props }))
      : component;
  }
  const components = { Details, Head, ...elements };
  return Object.defineProperty({ default: components, ...components }, '__esModule', { value: true });
}

function markedTheme<T extends object>(component: T): T {
  THEME_DEFAULTS.add(component);
  return component;
}

/**
 * A module sitegen does not have, for Markdown: rendering or calling anything of it is an error that names the
 * module and `by`, who imports it.
 */
export function standIn(id: string, by = "imported by the site's MDXComponents"): unknown {
  const Missing = (): ReactNode => {
    throw new Error(
      `${id} has no sitegen counterpart in Markdown (${by}); sitegen maps @theme/CodeBlock, Admonition, Details, TOCInline, ThemedImage, DocCardList, Tabs, TabItem and @docusaurus/Link, router, useBaseUrl, useDocusaurusContext, Head, BrowserOnly, useIsBrowser, ExecutionEnvironment, Translate, Interpolate, theme-common.`,
    );
  };
  const module = Object.assign(Missing, { default: Missing, __esModule: true });
  return new Proxy(module, { get: (target, key) => (key in target ? target[key as never] : Missing) });
}
