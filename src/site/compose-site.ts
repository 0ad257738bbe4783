/**
 * The per-locale site, composed in one place for `build` and `dev`: each locale's content and route table from
 * the one ordered list of route sources, the front matter's references checked, then each locale's render bundle.
 * The two steps are separate because `build` bundles the client in between (the bundles link its files).
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { ParsedContent } from '../content/parse-entries.js';
import type { SidebarsFile } from '../docs/load-sidebars.js';
import type { Translations } from '../i18n/translations.js';
import type { PageModuleFile } from '../pages/bundle-page-modules.js';
import type { LayoutParts } from '../layout-parts.js';
import { createLocaleBundle, type LocaleBundleInput } from '../render/locale-bundle.js';
import type { LocaleBundle } from '../render/render-route.js';
import { checkDocReferences } from '../routes/check-doc-references.js';
import { alternatesOf, createSiteModel, type LocaleModel } from '../routes/site-model.js';
import type { BuildWarning } from '../types.js';
import { routeSources } from './route-sources.js';

/** What the site is composed from: the parsed sources and what was read beside them. */
export interface SiteSources {
  config: ResolvedConfig;
  parsed: ParsedContent;
  sidebarsFile: SidebarsFile;
  /** The locales being built. */
  locales: string[];
  translations: Translations;
  pageModules: PageModuleFile[];
}

/**
 * Each locale's content and route table. An unknown `displayed_sidebar` or pagination id is an error here (in
 * `dev`, the overlay), not a quiet loss of the sidebar or link.
 */
export function composeModels({
  config,
  parsed,
  sidebarsFile,
  locales,
  translations,
  pageModules,
}: SiteSources): LocaleModel[] {
  const sources = routeSources(pageModules);
  const models = createSiteModel({
    config,
    parsed,
    sidebarsFile,
    locales,
    sources,
    sidebarLabel: translations.sidebarLabel,
  });
  for (const model of models) checkDocReferences(model.content);
  return models;
}

/** One locale's render bundle, with what is wrong with its string catalogue. */
export interface ComposedLocale {
  model: LocaleModel;
  bundle: LocaleBundle;
  warnings: BuildWarning[];
}

/** Each locale's render bundle, in the order of `models`. */
export function composeBundles({
  config,
  models,
  translations,
  locales,
  assets,
  data,
  create = createLocaleBundle,
  alternates = alternatesOf(models),
  parts,
}: {
  config: ResolvedConfig;
  models: LocaleModel[];
  translations: Translations;
  locales: string[];
  assets: LocaleBundleInput['assets'];
  data: Record<string, unknown>;
  /** `dev` passes the copy bundled after a template edit (src/dev/render-module.ts). */
  create?: typeof createLocaleBundle;
  /** Route key -> the locales that have it (default: from `models`; `dev` may compose one locale's model alone). */
  alternates?: Map<string, string[]>;
  /** A Docusaurus site's swizzled layout parts, bundled with the page modules. */
  parts?: LayoutParts;
}): ComposedLocale[] {
  const byKey = Object.fromEntries(alternates);
  return models.map((model) => {
    const { strings, warnings } = translations.strings(model.locale);
    // Each locale its own copy: `build` adds the locale's search files once the bundles exist.
    const own = { ...assets };
    const bundle = create({ config, model, strings, assets: own, data, alternates: byKey, builtLocales: locales });
    if (parts && Object.keys(parts).length) bundle.parts = parts;
    return { model, bundle, warnings };
  });
}
