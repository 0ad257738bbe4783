/**
 * The classic preset's content plugins as a config's `plugins` name them: by package (`@docusaurus/plugin-content-docs`),
 * by short name (`content-docs`), or by the file `require.resolve` gave (`@docusaurus/plugin-content-docs/lib/index.js`,
 * as flipper writes them).
 */

/** Whether a plugin's label (map-docusaurus-config.ts `pluginLabel`) is the content plugin of `kind`. */
export function isContentPlugin(label: string, kind: 'docs' | 'blog' | 'pages'): boolean {
  return new RegExp(`(^|plugin-)content-${kind}([\\\\/]lib[\\\\/]index\\.js)?$`).test(label);
}

type Obj = Record<string, unknown>;
type Kind = 'docs' | 'blog' | 'pages';

/**
 * The options of each `plugins` entry of the content plugin of `kind` with an id of its own (a changelog blog, a
 * second docs), each entry named by `label` (map-docusaurus-config.ts `pluginLabel`, passed in: it imports this).
 */
export function contentPluginOptions(raw: Obj, kind: Kind, label: (entry: unknown) => string): Obj[] {
  return ((raw.plugins as unknown[]) ?? [])
    .filter((p) => Array.isArray(p) && isContentPlugin(label(p), kind))
    .map((p) => (p as unknown[])[1])
    .filter((options): options is Obj => typeof options === 'object' && options !== null && !Array.isArray(options))
    .filter((options) => typeof options.id === 'string' && options.id !== 'default');
}

export const REMARK_KEYS = [
  'remarkPlugins',
  'rehypePlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
];

/**
 * The remark and rehype plugins of every instance of the content plugin of `kind`, as the preset's section's
 * options: sitegen's Markdown settings are the site's, so a changelog's or a second docs' npm2yarn counts as the
 * main one's would. Null when the site has none.
 */
export function allRemarkOptions(
  kind: Kind,
  section: Obj | null,
  raw: Obj,
  label: (entry: unknown) => string,
): Obj | null {
  const all = [...(section ? [section] : []), ...contentPluginOptions(raw, kind, label)];
  if (all.length === 0) return null;
  const lists = REMARK_KEYS.map((key) => [key, all.flatMap((o) => (Array.isArray(o[key]) ? o[key] : []))]);
  return { ...section, ...Object.fromEntries(lists.filter(([, list]) => list.length > 0)) };
}
