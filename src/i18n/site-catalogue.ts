/**
 * The site's English catalogue: sitegen's own UI strings (templates/strings.ts), the words of the site's config,
 * the labels written in its sidebars file and the `translate()` messages of its page modules. It is what a
 * translator translates (`sitegen write-translations`) and what each locale's catalogue is checked against.
 */
import { ENGLISH } from '../../templates/strings.js';
import type { FileInputsCache } from '../cache/file-inputs-cache.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { SidebarsFile } from '../docs/load-sidebars.js';
import { resolveSidebars, type DocInfo } from '../docs/resolve-sidebars.js';
import { resolveAllSidebars } from '../docs/version-sidebars.js';
import type { SidebarDocEntry } from '../docs/doc-infos.js';
import { configMessages } from './config-messages.js';
import { pageMessages } from './page-messages.js';

/** Everything a site shows that a translator may translate, id -> English text. */
export function englishCatalogue({
  config,
  sidebarsFile,
  docs,
  entries,
  cache,
}: {
  config: ResolvedConfig;
  sidebarsFile: SidebarsFile;
  docs: Map<string, DocInfo>;
  /** The default locale's entries: given, the labels of every docs version's sidebars are read (build). */
  entries?: SidebarDocEntry[];
  /** The build cache, which keeps the page modules' messages. */
  cache?: FileInputsCache;
}): Record<string, string> {
  const sidebars = entries
    ? allSidebarMessages({ config, file: sidebarsFile, entries })
    : sidebarMessages(sidebarsFile, docs);
  return { ...ENGLISH, ...configMessages(config), ...sidebars, ...pageMessages(config, cache) };
}

/** The labels of every version's sidebars, each version's inside its namespace (see version-sidebars.ts). */
function allSidebarMessages(input: Omit<Parameters<typeof resolveAllSidebars>[0], 'label'>): Record<string, string> {
  const out: Record<string, string> = {};
  // Each version's labels under its own ids only: the English catalogue lists what each translation file has.
  resolveAllSidebars({ ...input, label: (id, text) => (out[id] = text), plainFallback: false });
  return out;
}

/**
 * The category, link and doc labels written in the sidebars file, by their Docusaurus ids
 * (`sidebar.docs.category.Guides`). Resolving the sidebars once with a recording `label` finds them, generated
 * categories included.
 */
function sidebarMessages(sidebarsFile: SidebarsFile, docs: Map<string, DocInfo>): Record<string, string> {
  const out: Record<string, string> = {};
  resolveSidebars(sidebarsFile, docs, (id, text) => (out[id] = text));
  return out;
}
