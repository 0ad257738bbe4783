/**
 * The remark and rehype plugins of the classic preset's docs, blog and pages options. They cannot run on
 * markdown-it; `@docusaurus/remark-plugin-npm2yarn` maps to sitegen's own npm2yarn fences with its options read as
 * Docusaurus 2.4.3 reads them (`converters`, default `['yarn', 'pnpm']`, function converters included: they run at
 * build time; `sync`), `docusaurus-remark-plugin-tab-blocks` to `markdown.tabBlocks` (`groupId`, `labels`, `sync`),
 * `mdx-mermaid` to sitegen's diagrams, `remark-math` and `rehype-katex` to `markdown.math` (the KaTeX options JSON can
 * carry), `remark-mdx-filter-imports` (docusaurus-plugin-internaldocs-fb's) to its filter
 * of Markdown's imports (src/markdown/mdx/stripped-imports.ts),
 * and every other plugin, and every option sitegen cannot honour, is a line of the ignored-settings warning.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { installedVersion } from '../../installed-version.js';
import type { StrippedImports } from '../../../templates/docusaurus/context-types.js';
import { pluginLabel } from './map-docusaurus-config.js';

type Obj = Record<string, unknown>;
type Section = StrippedImports['sections'][number];
/**
 * What npm-to-yarn converts to, or the site's own `[label, (code) => string]` (src/markdown/npm2yarn.ts; not
 * imported: config sits below markdown).
 */
type Converter = 'yarn' | 'pnpm' | [label: string, convert: (code: string) => string];
/** What sitegen's `markdown.npm2yarn` takes from the plugin's options. */
export interface Npm2YarnSettings {
  converters: Converter[];
  sync: boolean;
}

/** What sitegen's `markdown.tabBlocks` takes from the plugin's options. */
export interface TabBlocksSettings {
  groupId: string;
  labels: Record<string, string>;
  sync: boolean;
}

const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';
/** Turns ```mermaid fences into diagrams, as sitegen's own diagrams do. */
const MDX_MERMAID = 'mdx-mermaid';
/** Meta's docusaurus-plugin-internaldocs-fb preset's plugin, which makes the same fences its Mermaid component. */
const INTERNAL_DOCS_MERMAID = 'remarkMermaid';

/** remark-code-import, by its package or its function's name (`codeImport`, as Meta's preset adds it). */
const isCodeImport = (plugin: unknown) => ['remark-code-import', 'codeImport'].includes(pluginLabel(plugin));

/** Whether a remark plugin draws ```mermaid fences as diagrams. */
const isMermaid = (plugin: unknown) => [MDX_MERMAID, INTERNAL_DOCS_MERMAID].includes(pluginLabel(plugin));
const TAB_BLOCKS = 'docusaurus-remark-plugin-tab-blocks';
const FILTER_IMPORTS = 'remark-mdx-filter-imports';
const REMARK_MATH = /(^|\/)remark-math(\/|$)/;
const REHYPE_KATEX = /(^|\/)rehype-katex(\/|$)/;
/** remark-mdx-filter-imports's default `strippedFilePattern`. */
const DEFAULT_STRIPPED = /\.+\/(.*\/)?private\//;
const KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];
/** Docusaurus 2.4.3's default (3.x has `['yarn', 'pnpm']` too, and adds `bun` later). */
const DEFAULT_CONVERTERS: Converter[] = ['yarn', 'pnpm'];

/**
 * The converters npm2yarn gives when its options name none: Yarn alone before 2.4.0, which added pnpm and the
 * `converters` option (flow installs 2.0.1), as the site's installed plugin says; 2.4.3's when it cannot tell.
 */
function defaultConverters(root: string): Converter[] {
  const version = installedVersion(createRequire(path.join(root, 'package.json')), NPM2YARN);
  if (version === undefined) return DEFAULT_CONVERTERS;
  const [major, minor] = version.split('.').map(Number);
  return major < 2 || (major === 2 && minor < 4) ? ['yarn'] : DEFAULT_CONVERTERS;
}

/** The remark plugins whose work sitegen does itself (each by its own settings below). */
const HANDLED = [isNpm2Yarn, isOwnNpm2Yarn, isTabBlocks, isMermaid, isFilterImports, isMath, isCodeImport];

/** A site's own npm2yarn plugin (react-navigation's `src/plugins/remark-npm2yarn`): npm and Yarn tabs of no group. */
const OWN_NPM2YARN: Npm2YarnSettings = { converters: ['yarn'], sync: false };

/**
 * The npm2yarn and tab-blocks settings the plugin options ask for (the docs' first, as docs are where the fences
 * are), each undefined when no section uses its plugin; `ignored` gets the rest.
 */
export function mapRemarkPlugins(
  sections: Record<'docs' | 'blog' | 'pages', Obj | null>,
  ignored: string[],
  root: string,
): {
  npm2yarn?: Npm2YarnSettings;
  /** The sections an npm2yarn plugin runs in. */
  npm2yarnSections: Section[];
  tabBlocks?: TabBlocksSettings;
  mermaid?: boolean;
  /** mdx-mermaid's `mermaid.theme`: the one theme its diagrams take in both colour modes. */
  mermaidTheme?: string;
  /** mdx-mermaid's other `mermaid` settings, for `mermaid.initialize`. */
  mermaidOptions?: Obj;
  strippedImports?: StrippedImports;
  math?: MathSettings;
  codeImport?: CodeImportSettings;
} {
  const npm2yarn = npm2yarnPlugins(ignored, root);
  let tabBlocks: TabBlocksSettings | undefined;
  let mermaid = false;
  let [mermaidTheme, mermaidOptions]: [string | undefined, Obj | undefined] = [undefined, undefined];
  let strippedImports: StrippedImports | undefined;
  for (const [name, options] of Object.entries(sections)) {
    for (const key of KEYS) {
      const list = ((options?.[key] as unknown[] | undefined) ?? []).filter((p) => p);
      for (const entry of list.filter(isMermaid)) {
        mermaid = true;
        const own = mdxMermaidOptions(entry);
        mermaidTheme ??= own.theme;
        mermaidOptions ??= own.options;
      }
      const filter = list.find(isFilterImports);
      if (filter) strippedImports = withSection(strippedImports, filter, name as StrippedImports['sections'][number]);
      const others = list.filter((p) => !HANDLED.some((handles) => handles(p)));
      if (others.length)
        ignored.push(`${name}.${key}: ${others.map(pluginLabel).join(', ')} cannot run on markdown-it`);
      for (const entry of list.filter(isTabBlocks)) {
        const settings = tabBlocksSettings(entry);
        if (!tabBlocks) tabBlocks = settings;
        else if (JSON.stringify(settings) !== JSON.stringify(tabBlocks))
          ignored.push(
            `${name}.${key}: ${TAB_BLOCKS}: its options differ from the first section's; sitegen has one setting, the first`,
          );
      }
      npm2yarn.add(list, name as Section, key);
    }
  }
  return {
    ...npm2yarn.settings(),
    ...(tabBlocks && { tabBlocks }),
    ...(mermaid && { mermaid }),
    ...(mermaidTheme && { mermaidTheme }),
    ...(mermaidOptions && { mermaidOptions }),
    ...(strippedImports && { strippedImports }),
    ...codeImportIn(sections, root),
    ...mathSettings(sections, ignored),
  };
}

/** remark-code-import's settings, from the first section that runs it (the docs'), if any. */
function codeImportIn(sections: Record<string, Obj | null>, root: string): { codeImport?: CodeImportSettings } {
  for (const options of Object.values(sections))
    for (const key of KEYS) {
      const importer = ((options?.[key] as unknown[] | undefined) ?? []).find(isCodeImport);
      if (importer) return { codeImport: codeImportSettings(importer, root) };
    }
  return {};
}

/** What sitegen's `markdown.codeImport` takes from remark-code-import's options. */
export interface CodeImportSettings {
  rootDir: string;
  removeRedundantIndentations?: boolean;
  preserveTrailingNewline?: boolean;
}

/**
 * remark-code-import's options: `rootDir` (the site folder, where Docusaurus runs it, by default) and the two that
 * shape the code. Its `allowImportingFromOutside` is not followed: a site's own files are all sitegen reads.
 */
function codeImportSettings(entry: unknown, root: string): CodeImportSettings {
  const options = (Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? entry[1] : {}) as Obj;
  const flag = (key: string) => (typeof options[key] === 'boolean' ? { [key]: options[key] as boolean } : {});
  return {
    rootDir: typeof options.rootDir === 'string' ? path.resolve(root, options.rootDir) : root,
    ...flag('removeRedundantIndentations'),
    ...flag('preserveTrailingNewline'),
  };
}

/** What sitegen's `markdown.math` takes from remark-math's and rehype-katex's options. */
export interface MathSettings {
  katex: boolean;
  katexOptions: Obj;
  inlineMathDouble: boolean;
}

function isMath(entry: unknown): boolean {
  const label = pluginLabel(entry);
  return REMARK_MATH.test(label) || REHYPE_KATEX.test(label);
}

/**
 * Math, when a section lists remark-math: drawn with KaTeX when one lists rehype-katex too, with the options of the
 * first that does. sitegen has one Markdown setting, so math is read in every section then: a section without it
 * would differ only where a line holds a `$` pair remark-math reads as a formula, which a site with math avoids.
 * A KaTeX option JSON cannot carry (a function) is named.
 */
function mathSettings(sections: Record<string, Obj | null>, ignored: string[]): { math?: MathSettings } {
  const listing = (pattern: RegExp) =>
    Object.entries(sections).flatMap(([name, options]) =>
      KEYS.flatMap((key) =>
        ((options?.[key] as unknown[] | undefined) ?? [])
          .filter((p) => p && pattern.test(pluginLabel(p)))
          .map((entry) => ({ section: name, options: pluginOptions(entry) })),
      ),
    );
  const remark = listing(REMARK_MATH);
  if (!remark.length) return {};
  const katex = listing(REHYPE_KATEX);
  const katexOptions: Obj = {};
  for (const [key, value] of Object.entries(katex[0]?.options ?? {})) {
    if (JSON.stringify(value) === undefined || typeof value === 'function')
      ignored.push(`${katex[0].section}: rehype-katex: ${key}: not JSON, so not passed to KaTeX`);
    else katexOptions[key] = value;
  }
  return {
    math: { katex: katex.length > 0, katexOptions, inlineMathDouble: remark[0].options.inlineMathDouble === true },
  };
}

/** A plugin entry's options: the object after the plugin in `[plugin, options]`, else none. */
function pluginOptions(entry: unknown): Obj {
  return (Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? entry[1] : {}) as Obj;
}

/** How a section's npm2yarn settings differ from the ones sitegen keeps (the first section's), as warning lines. */
function npm2yarnDifferences(
  { converters, sync }: Npm2YarnSettings,
  chosen: Npm2YarnSettings & { where: string },
  where: string,
): string[] {
  const lines: string[] = [];
  if (sync !== chosen.sync)
    lines.push(
      `${where}: sync: ${sync} differs from the ${chosen.where}' ${chosen.sync}; sitegen has one setting, the ${chosen.where}'`,
    );
  const names = converters.map(converterName).join(', ');
  const chosenNames = chosen.converters.map(converterName).join(', ');
  if (names !== chosenNames)
    lines.push(
      `${where}: converters [${names}] differ from the ${chosen.where}' [${chosenNames}]; sitegen has one setting, the ${chosen.where}'`,
    );
  return lines;
}

/**
 * mdx-mermaid's `mermaid` settings: its `theme` (the theme in both modes, as its component spreads the settings
 * over its light or dark default), and the others, which it gives `mermaid.initialize` as they are.
 */
function mdxMermaidOptions(entry: unknown): { theme?: string; options: Obj } {
  const options = (Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? entry[1] : {}) as Obj;
  const { theme, ...rest } = (options.mermaid && typeof options.mermaid === 'object' ? options.mermaid : {}) as Obj;
  return { theme: typeof theme === 'string' ? theme : undefined, options: rest };
}

function isFilterImports(entry: unknown): boolean {
  return pluginLabel(entry).includes(FILTER_IMPORTS);
}

/** The filter with `section` among those it runs in; its pattern is the first section's (one setting, as npm2yarn). */
function withSection(
  stripped: StrippedImports | undefined,
  entry: unknown,
  section: StrippedImports['sections'][number],
): StrippedImports {
  if (stripped) return { ...stripped, sections: [...new Set([...stripped.sections, section])] };
  const options = (Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? entry[1] : {}) as Obj;
  const pattern = options.strippedFilePattern instanceof RegExp ? options.strippedFilePattern : DEFAULT_STRIPPED;
  return { source: pattern.source, flags: pattern.flags, sections: [section] };
}

function isTabBlocks(entry: unknown): boolean {
  return pluginLabel(entry).includes(TAB_BLOCKS);
}

/** The plugin's options as its 1.x reads them: `groupId` ('code-examples'), `labels` as [lang, label] pairs, `sync` (true). */
function tabBlocksSettings(entry: unknown): TabBlocksSettings {
  const options = (Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? entry[1] : {}) as Obj;
  const pairs = Array.isArray(options.labels) ? (options.labels as unknown[]) : [];
  const labels = Object.fromEntries(
    pairs.filter(
      (p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string',
    ),
  );
  return {
    groupId: typeof options.groupId === 'string' && options.groupId ? options.groupId : 'code-examples',
    labels,
    sync: options.sync !== false,
  };
}

/**
 * The npm2yarn plugins of the sections' lists: the settings sitegen keeps (the first plugin's: it has one setting),
 * and the sections they run in. A site's own npm2yarn plugin is drawn as the official one with Yarn, as a line of
 * `ignored` says; settings that differ from the first are lines too.
 */
function npm2yarnPlugins(ignored: string[], root: string) {
  let chosen: (Npm2YarnSettings & { where: Section }) | undefined;
  const sections = new Set<Section>();
  const take = (settings: Npm2YarnSettings, where: string, section: Section) => {
    if (chosen) ignored.push(...npm2yarnDifferences(settings, chosen, where));
    else chosen = { where: section, ...settings };
    sections.add(section);
  };
  return {
    add(list: unknown[], section: Section, key: string) {
      for (const entry of list.filter(isNpm2Yarn)) {
        const where = `${section}.${key}: ${NPM2YARN}`;
        take(npm2yarnSettings(entry, where, ignored, root), where, section);
      }
      for (const entry of list.filter(isOwnNpm2Yarn)) {
        const where = `${section}.${key}: ${pluginLabel(entry)}`;
        ignored.push(
          `${where}: its npm2yarn fences are drawn as ${NPM2YARN} draws them (npm and Yarn tabs), not by the plugin`,
        );
        take(OWN_NPM2YARN, where, section);
      }
    },
    settings: (): { npm2yarn?: Npm2YarnSettings; npm2yarnSections: Section[] } => ({
      ...(chosen && { npm2yarn: { converters: chosen.converters, sync: chosen.sync } }),
      npm2yarnSections: [...sections],
    }),
  };
}

function isNpm2Yarn(entry: unknown): boolean {
  return pluginLabel(entry).includes('remark-plugin-npm2yarn');
}

/** A remark plugin of the site's own, or another package, that its name says is an npm2yarn. */
function isOwnNpm2Yarn(entry: unknown): boolean {
  return !isNpm2Yarn(entry) && /npm2yarn/i.test(pluginLabel(entry));
}

/**
 * The settings of one npm2yarn entry (`plugin` or `[plugin, options]`). `sync` is false unless set, as in
 * Docusaurus 2.4.3 (its tabs then have no groupId).
 */
function npm2yarnSettings(entry: unknown, where: string, ignored: string[], root: string): Npm2YarnSettings {
  const options = (Array.isArray(entry) && entry[1] && typeof entry[1] === 'object' ? entry[1] : {}) as Obj;
  const converters = Array.isArray(options.converters)
    ? npm2yarnConverters(options.converters as unknown[], where, ignored)
    : defaultConverters(root);
  return { converters, sync: options.sync === true };
}

/** A converter's name: its own, or a function's label. */
function converterName(c: Converter): string {
  return typeof c === 'string' ? c : c[0];
}

/**
 * The converters of one npm2yarn entry's options: the names npm-to-yarn knows, and `[label, (code) => string]`,
 * whose function runs at build time as Docusaurus runs it when it compiles the page.
 */
function npm2yarnConverters(list: unknown[], where: string, ignored: string[]): Converter[] {
  const converters: Converter[] = [];
  for (const c of list) {
    if (c === 'yarn' || c === 'pnpm') converters.push(c);
    else if (Array.isArray(c) && typeof c[0] === 'string' && typeof c[1] === 'function')
      converters.push([c[0], c[1] as (code: string) => string]);
    else
      ignored.push(
        `${where}: converter ${describe(c)} is neither one npm-to-yarn knows (yarn, pnpm) nor [label, (code) => string]`,
      );
  }
  return converters;
}

/** A converter that is not one, for the warning (a function in it is named as such). */
function describe(c: unknown): string {
  return JSON.stringify(c, (_k, v: unknown) => (typeof v === 'function' ? '(a function)' : v)) ?? String(c);
}
