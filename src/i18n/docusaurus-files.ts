/**
 * The translation files a Docusaurus 2 site keeps beside `code.json`, read into sitegen's catalogue ids:
 * - `docusaurus-theme-classic/navbar.json`: `title`, `logo.alt`, `item.label.<label>`;
 * - `docusaurus-theme-classic/footer.json`: `link.title.<title>`, `link.item.label.<label>`, `copyright`,
 *   `logo.alt`;
 * - `docusaurus-plugin-content-docs[-<id>]/current.json` and `version-<name>.json`, one per docs version built:
 *   `version.label` and the sidebar labels of that version (`sidebar.<sidebarId>.category.<label>`,
 *   `.link.generated-index.title` / `.description`, `.doc.`, `.link.`), whose ids are sitegen's already, inside
 *   the version's namespace for every version but the main docs' last one;
 * - `docusaurus-plugin-content-blog[-<id>]/options.json`, one per blog: `title`, `description`, `sidebar.title`.
 * Keys are those @docusaurus/theme-classic and the content plugins 2.4.3 write. A key that names nothing in the
 * site (a navbar label since renamed) is reported, naming the file and line, since Docusaurus would ignore it too.
 */
import path from 'node:path';
import { allDocsVersions, nsId, plainId } from '../config/docs-versions.js';
import { blogIdOf, siteBlogs } from '../config/blogs.js';
import { blogTranslationFolder, DOCUSAURUS_FOLDERS } from '../content/translation-folders.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { BuildWarning } from '../types.js';
import { configIds } from '../../templates/config-ids.js';
import { readMessagesFile, type Catalogue } from './load-strings.js';

/** One Docusaurus translation file as read, with each of its keys' sitegen id (null: a key it does not know). */
export interface DocusaurusFile extends Catalogue {
  ids: Record<string, string | null>;
  /** What the file translates, for the warning (`navbar item`, `footer link`). */
  what: (key: string) => string;
}

/** Where each file lives below `<i18n>/<locale>/`, and how its keys map onto sitegen's ids. */
const FILES: { path: string; id: (key: string, config: ResolvedConfig) => string | null; what: string }[] = [
  { path: 'docusaurus-theme-classic/navbar.json', id: navbarId, what: 'navbar' },
  { path: 'docusaurus-theme-classic/footer.json', id: footerId, what: 'footer' },
];

function navbarId(key: string): string | null {
  if (key === 'title') return NAVBAR_TITLE;
  if (key === 'logo.alt') return configIds.navbarLogoAlt();
  return key.startsWith('item.label.') ? configIds.navbarLabel(key.slice('item.label.'.length)) : null;
}

function footerId(key: string, config: ResolvedConfig): string | null {
  if (key === 'copyright') return configIds.footerCopyright();
  // Docusaurus has one footer logo; sitegen names each logo's alt text by the English text.
  if (key === 'logo.alt') return config.footer.logos[0] ? configIds.footerLogoAlt(config.footer.logos[0].alt) : null;
  if (key.startsWith('link.title.')) return configIds.footerTitle(key.slice('link.title.'.length));
  return key.startsWith('link.item.label.') ? configIds.footerLabel(key.slice('link.item.label.'.length)) : null;
}

/** The translation file of each docs version that is built, keyed as that version's labels are. */
function versionFiles(config: ResolvedConfig): typeof FILES {
  return allDocsVersions(config).map((v) => {
    const plugin = `docusaurus-plugin-content-docs${v.pluginId === 'default' ? '' : `-${v.pluginId}`}`;
    const file = v.name === 'current' ? 'current' : `version-${v.name}`;
    const id = (key: string) => {
      if (key === 'version.label') return configIds.versionLabelOf(v.pluginId, v.name);
      // A Docusaurus key names no version: one with sitegen's namespace (`sidebar.default@1.x::docs...`) is nothing.
      if (!key.startsWith('sidebar.') || key.includes('::')) return null;
      return v.ns ? `sidebar.${nsId(v.ns, key.slice('sidebar.'.length))}` : key;
    };
    return { path: `${plugin}/${file}.json`, id, what: 'docs' };
  });
}

/** The `options.json` of each blog: the main one's in the plugin's folder, another's in the folder with its id. */
function blogFiles(config: ResolvedConfig): typeof FILES {
  return siteBlogs(config).map((blog) => {
    const id = blogIdOf(blog);
    const ids: Record<string, string> = {
      title: configIds.blogTitle(id),
      description: configIds.blogDescription(id),
      'sidebar.title': configIds.blogSidebarTitle(id),
    };
    const folder = id ? blogTranslationFolder(id) : DOCUSAURUS_FOLDERS.blog;
    return { path: `${folder}/options.json`, id: (key: string) => ids[key] ?? null, what: 'blog' };
  });
}

/** The navbar title's id: Docusaurus translates it; sitegen's own catalogue leaves it to the config. */
export const NAVBAR_TITLE = configIds.navbarTitle();

/** The Docusaurus translation files of `locale` that exist. */
export function readDocusaurusFiles(config: ResolvedConfig, locale: string): DocusaurusFile[] {
  const dir = path.join(config.root, config.paths.i18n, locale);
  const out: DocusaurusFile[] = [];
  for (const spec of [...FILES, ...blogFiles(config), ...versionFiles(config)]) {
    const read = readMessagesFile(config, path.join(dir, ...spec.path.split('/')));
    if (!read) continue;
    const ids = Object.fromEntries(Object.keys(read.messages).map((key) => [key, spec.id(key, config)]));
    out.push({ ...read, ids, what: (key) => describeKey(spec.what, key) });
  }
  return out;
}

/** Where a Docusaurus site keeps one catalogue id's translation: a file below `<i18n>/<locale>/`, and its key there. */
export interface DocusaurusHome {
  path: string;
  key: string;
}

/**
 * Where a Docusaurus site keeps the translation of each catalogue id: its translation file and key, or null for an
 * id `code.json` holds. Found through the files' own key -> id mapping, so that reading and this cannot disagree.
 */
export function docusaurusHomes(config: ResolvedConfig): (id: string) => DocusaurusHome | null {
  const specs = [...FILES, ...blogFiles(config), ...versionFiles(config)];
  return (id) => {
    const keys = [
      id.replace(/^(navbar|footer)\./, ''),
      ...['logo.alt', 'title', 'description', 'sidebar.title', 'version.label'],
      id.startsWith('sidebar.') ? `sidebar.${plainId(id.slice('sidebar.'.length))}` : id,
    ];
    for (const spec of specs) for (const key of keys) if (spec.id(key, config) === id) return { path: spec.path, key };
    return null;
  };
}

/** The files' messages under sitegen's ids (a key it does not know is left out). */
export function docusaurusMessages(files: DocusaurusFile[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of files)
    for (const [key, id] of Object.entries(file.ids)) if (id !== null) out[id] = file.messages[key];
  return out;
}

/**
 * Each key that translates nothing the site shows: `known` holds the site's English catalogue ids (config words,
 * sidebar labels), plus the navbar title when the config has one.
 */
export function unmatchedKeys({
  files,
  known,
  locale,
}: {
  files: DocusaurusFile[];
  known: Set<string>;
  locale: string;
}): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  const sidebars = new Set([...known].flatMap((id) => sidebarOf(id) ?? []));
  for (const file of files) {
    for (const [key, id] of Object.entries(file.ids)) {
      if (id !== null && known.has(id)) continue;
      // A key of a sidebar the site does not have (lexical's old tutorialSidebar): the id is what is wrong.
      const sidebar = id === null || file.what(key) !== 'sidebar label' ? null : sidebarOf(id);
      const message =
        sidebar !== null && !sidebars.has(sidebar)
          ? `${locale}: "${key}" is for the sidebar "${plainSidebar(sidebar)}", which the site does not have (its sidebars: ${[...sidebars].map(plainSidebar).join(', ') || 'none'}), so it is not used; correct the sidebar id in the key, or remove it`
          : `${locale}: "${key}" matches no ${file.what(key)} of the site, so it is not used; correct the key to the English text it translates, or remove it`;
      warnings.push({ code: 'unmatched-translation', file: file.file, line: lineOfKey(file.text, key), message });
    }
  }
  return warnings;
}

/** The sidebar a sidebar label's id is of (`sidebar.<sidebar>.category.<label>`), its docs section's prefix kept. */
function sidebarOf(id: string): string | null {
  return /^sidebar\.([^.]+)\./.exec(id)?.[1] ?? null;
}

/** A sidebar's id as its docs section's translation files write it. */
function plainSidebar(sidebar: string): string {
  return sidebar.split('::').pop()!;
}

function describeKey(what: string, key: string): string {
  if (what === 'navbar') return key.startsWith('item.label.') ? 'navbar item label' : 'navbar text';
  if (what === 'footer') return key.startsWith('link.') ? 'footer link or column' : 'footer text';
  if (what === 'docs') return key.startsWith('sidebar.') ? 'sidebar label' : 'docs text';
  return 'blog text';
}

/** The 1-based line where `"key"` is written as a key, or undefined. */
function lineOfKey(text: string, key: string): number | undefined {
  const at = text.indexOf(`${JSON.stringify(key)}:`);
  const spaced = at >= 0 ? at : text.search(new RegExp(`${escape(JSON.stringify(key))}\\s*:`));
  return spaced < 0 ? undefined : text.slice(0, spaced).split('\n').length;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
