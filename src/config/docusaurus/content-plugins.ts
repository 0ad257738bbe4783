/**
 * The classic preset's content plugins as a config's `plugins` name them: by package (`@docusaurus/plugin-content-docs`),
 * by short name (`content-docs`), or by the file `require.resolve` gave (`@docusaurus/plugin-content-docs/lib/index.js`,
 * as flipper writes them).
 */

/** Whether a plugin's label (map-docusaurus-config.ts `pluginLabel`) is the content plugin of `kind`. */
export function isContentPlugin(label: string, kind: 'docs' | 'blog' | 'pages'): boolean {
  return new RegExp(`(^|plugin-)content-${kind}([\\\\/]lib[\\\\/]index\\.js)?$`).test(label);
}
