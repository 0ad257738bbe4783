/**
 * A Docusaurus site's `src/theme/MDXComponents.js` (or `MDXComponents/index.js`): its default export is an object
 * of components every Markdown file may use without importing them, usually the theme's own spread in
 * (`{...MDXComponents, Highlight}`, from `@theme-original/MDXComponents` or `@theme/MDXComponents`). Its
 * capitalised entries are in scope in every Markdown file (after the file's own imports); its lowercase entries
 * replace how Markdown elements render in Docusaurus, which sitegen does not do: one warning lists them. A
 * `'use client'` component among them is an island, as it is when a Markdown file imports it (evaluate.ts).
 *
 * The module's `@theme/...` imports that sitegen has no counterpart for (a swizzled `@theme/MDXComponents/Code`)
 * become stand-ins that are an error only when a page renders them.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactNode } from 'react';
import type { BuildWarning } from '../../types.js';
import type { MarkdownEnv } from '../env.js';
import { importBundle, ownRequire, run, SHARED } from './mdx-bundle.js';
import { INLINE_CODE } from './inline-code.js';
import type { MdxGlobals, MdxState } from './mdx-state.js';

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
 * only the keys matter); the warning lists the element overrides sitegen does not apply.
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
    if (/^@(theme|theme-original|docusaurus)\//.test(id)) return standIn(id);
    try {
      return siteRequire(id);
    } catch {
      return standIn(id);
    }
  });
  const components = componentsOf(exports);
  const keys = Object.keys(components);
  const overrides = keys.filter((k) => !/^[A-Z]/.test(k));
  // Inline code renders through the site's component (inline-code.ts); the other elements are sitegen's own.
  const unapplied = overrides.filter((k) => k !== INLINE_CODE);
  if (unapplied.length) {
    warnings.push({
      code: 'other',
      file,
      message: `${path.relative(root, file)} replaces how Markdown renders ${unapplied.map((k) => `<${k}>`).join(', ')}; sitegen renders those elements itself, so these replacements are not applied. Its components (${keys.filter((k) => /^[A-Z]/.test(k)).join(', ') || 'none'}) are in scope in every Markdown file.`,
    });
  }
  return { file, names: keys.filter((k) => /^[A-Z]/.test(k)), overrides };
}

/** The components object a MDXComponents module exports (its default export). */
export function componentsOf(exports: Record<string, unknown>): Record<string, unknown> {
  const value = (exports.default ?? exports) as Record<string, unknown>;
  return typeof value === 'object' && value !== null ? value : {};
}

/** `@theme-original/MDXComponents` or `@theme/MDXComponents`, as the site's module imports it. */
export const THEME_MDX_COMPONENTS = /^@theme(-original)?\/MDXComponents$/;

/**
 * What `@theme-original/MDXComponents` gives the site's module: the theme's own components that Markdown uses by
 * name (`Details`, `Head`), from `theme` (theme-components.ts) when a page renders.
 */
export function defaultComponents(theme?: Record<string, Record<string, unknown>>): unknown {
  const Details = theme?.['@theme/Details']?.default ?? standIn('@theme/Details');
  const Head = theme?.['@docusaurus/Head']?.default ?? (() => null);
  const components = { Details, Head };
  return Object.defineProperty({ default: components, ...components }, '__esModule', { value: true });
}

/**
 * A module sitegen does not have, for Markdown: rendering or calling anything of it is an error that names the
 * module and `by`, who imports it.
 */
export function standIn(id: string, by = "imported by the site's MDXComponents"): unknown {
  const Missing = (): ReactNode => {
    throw new Error(
      `${id} has no sitegen counterpart in Markdown (${by}); sitegen maps @theme/CodeBlock, Admonition, Details, TOCInline, ThemedImage, DocCardList, Tabs, TabItem and @docusaurus/Link, useBaseUrl, useDocusaurusContext, Head, BrowserOnly, useIsBrowser, ExecutionEnvironment, Translate, Interpolate, theme-common.`,
    );
  };
  const module = Object.assign(Missing, { default: Missing, __esModule: true });
  return new Proxy(module, { get: (target, key) => (key in target ? target[key as never] : Missing) });
}
