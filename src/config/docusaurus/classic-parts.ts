/**
 * A site may list the parts the classic preset bundles instead of the preset: immer's config names
 * `@docusaurus/theme-classic` (with its `customCss`), `@docusaurus/plugin-content-docs` (with
 * `routeBasePath: '/'`), gtag and Google Analytics. Docusaurus builds the same site either way, except that a
 * content plugin the site does not list does not run (immer has no blog). Such a config is read as the classic
 * preset given those options: the parts move from `plugins` and `themes` into a `classic` preset entry, and a
 * content plugin that is not listed is `false` there; a site with content plugins and a theme of its own in place
 * of theme-classic is read so too. A part with an `id` of its own (a second docs instance, a changelog blog)
 * stays where it is and is built as a section, and so does every part of a config that also names the preset.
 */
import { fullPluginName } from './load-plugins.js';
import { obj } from './config-values.js';
import { isClassicPreset, pluginLabel } from './map-docusaurus-config.js';

type Obj = Record<string, unknown>;

/** The preset's option each part takes, by the part's package. */
const PARTS: Record<string, string> = {
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  '@docusaurus/plugin-google-gtag': 'gtag',
  '@docusaurus/plugin-google-analytics': 'googleAnalytics',
  '@docusaurus/plugin-sitemap': 'sitemap',
  '@docusaurus/theme-classic': 'theme',
};

/** The content plugins, off unless listed (so is the sitemap plugin). */
const CONTENT = ['docs', 'blog', 'pages'];

/** `raw` with the classic preset's parts folded into a `classic` preset entry, when it lists them itself. */
export function foldClassicParts(raw: Obj): Obj {
  const presets = list(raw.presets);
  if (presets.some((p) => isClassicPreset(String(Array.isArray(p) ? p[0] : p)))) return raw;
  const options: Obj = {};
  const keep = (entry: unknown) => {
    const key = partOf(entry);
    const id = obj(Array.isArray(entry) ? entry[1] : undefined).id;
    const own = id !== undefined && id !== 'default';
    if (!key || key in options || own) return true;
    options[key] = obj(Array.isArray(entry) ? entry[1] : undefined);
    return false;
  };
  const plugins = list(raw.plugins).filter(keep);
  const themes = list(raw.themes).filter(keep);
  // Without the classic theme nor a content plugin, there is nothing of the preset here. A site whose theme wraps
  // theme-classic under its own name (capacitor-docs's) still has its content plugins' options read: sitegen
  // draws theme-classic's pages whatever the theme, and the theme itself is named where it is not run.
  if (!('theme' in options) && !CONTENT.some((key) => key in options)) return raw;
  for (const key of [...CONTENT, 'sitemap']) options[key] ??= false;
  return { ...raw, presets: [...presets, ['classic', options]], plugins, themes };
}

/** The preset option `entry` (a plugins or themes entry) stands for, if it is one of the parts. */
function partOf(entry: unknown): string | undefined {
  const label = pluginLabel(entry);
  // Docusaurus resolves a theme's short name too: `classic` is `@docusaurus/theme-classic`.
  const name = label === 'classic' ? '@docusaurus/theme-classic' : fullPluginName(label);
  const pkg = /^(@docusaurus\/[\w-]+)(\/|$)/.exec(name)?.[1];
  return pkg ? PARTS[pkg] : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The plugins the classic preset adds from its options that sitegen runs as the site's (`RUNNABLE_PACKAGES`):
 * `googleTagManager` is `@docusaurus/plugin-google-tag-manager` with those options, as preset-classic adds it.
 */
export function classicPresetPlugins(raw: Obj): unknown[] {
  const entry = list(raw.presets).find((p) => isClassicPreset(String(Array.isArray(p) ? p[0] : p)));
  const options = obj(Array.isArray(entry) ? entry[1] : undefined);
  return options.googleTagManager ? [['@docusaurus/plugin-google-tag-manager', options.googleTagManager]] : [];
}
