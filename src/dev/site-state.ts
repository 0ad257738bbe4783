/**
 * From the dev inputs to what requests are served from: lazily parsed entries, each locale's route table and
 * render bundle, composed on its first request (page modules too are imported on request). Recomposed after a
 * change (no Markdown is rendered here), except after an edit that changes only bodies that nothing composed has
 * read: then the same tables and bundles serve, with the edited entries pointed at their new bodies. Parsed bodies
 * are kept across changes unless some source's URL changed, since links into other pages are resolved when a body
 * renders.
 *
 * A page's hreflang links and language menu need to know which locales have its route, which takes every locale's
 * table. At start, when the last run left that map for the same sources (dev-caches.ts), the first page's locale
 * is composed alone and the page is made with the map; `completeModels` composes the other locales once the first
 * pages are answered, and says when the map was wrong so that the server reloads those pages.
 */
import { createParseContext, entryKey, type Head, type ParseContext } from '../content/parse-entries.js';
import type { PageModule } from '../../templates/page-types.js';
import type { Translations } from '../i18n/translations.js';
import type { LocaleBundle, RouteJob } from '../render/render-route.js';
import { generateSidebars } from '../docs/generated-sidebars.js';
import type { SidebarsFile } from '../docs/load-sidebars.js';
import { alternatesOf, type LocaleModel } from '../routes/site-model.js';
import { composeBundles, composeModels } from '../site/compose-site.js';
import type { ContentEntry, Route } from '../types.js';
import { devAssets, type DevInputs, type SourceRecord } from './dev-inputs.js';
import { lazyEntry, rebindEntry, sameHeadFields, trackBodyReads } from './lazy-entry.js';

/** Parsed bodies that survive a change: valid while every source keeps its URL. */
export interface BodyCache {
  signature: string;
  ctx: ParseContext;
  entries: WeakMap<Head, ContentEntry>;
}

/** What requests are answered from. `error` set means: show the error overlay. */
export interface SiteState {
  inputs: DevInputs;
  error: unknown;
  /** Every locale's model, in the order of `inputs.locales`, once all are composed (`completeModels`); else []. */
  models: LocaleModel[];
  /** The models composed so far, by locale (see `modelOf`). */
  composed: Map<string, LocaleModel>;
  /** Route key -> the locales that have it: every model's, or the last run's until `completeModels` checks it. */
  alternates: Map<string, string[]> | null;
  /** Whether `alternates` is the last run's map, not yet checked against every locale's table. */
  predicted: boolean;
  /** Each locale's render bundle, composed on its first request (see `bundleOf`). */
  bundles: Map<string, LocaleBundle>;
  /** The string catalogues the bundles are composed with; null before the entries exist. */
  translations: Translations | null;
  /** The entries the models are composed from; null before they exist. */
  entries: Map<string, ContentEntry> | null;
  /** The sidebars, with the config's `sidebarItemsGenerator` run over them once the entries exist. */
  sidebarsFile: SidebarsFile;
  /** Page modules by bundle URL, each imported on the first request for a page it renders (see page-render.ts). */
  modules: Map<string, PageModule>;
  bodies: BodyCache | null;
  /** Each locale's render jobs by route key, each made on its first request. */
  jobs: Map<string, { make: (route: Route) => RouteJob; byKey: Map<string, RouteJob> }>;
  /** Rendered HTML by URL, until the next change. */
  pages: Map<string, string>;
  /** Sources whose body fields the models, bundles or jobs read: an edit to one of them recomposes them. */
  bodyReads: Set<string>;
}

/** A state with nothing composed yet. */
export function blankState(inputs: DevInputs, bodies: BodyCache | null): SiteState {
  return {
    inputs,
    error: null,
    models: [],
    composed: new Map(),
    alternates: null,
    predicted: false,
    bundles: new Map(),
    translations: null,
    entries: null,
    sidebarsFile: inputs.sidebarsFile,
    modules: new Map(),
    bodies,
    jobs: new Map(),
    pages: new Map(),
    bodyReads: new Set(),
  };
}

/**
 * Derive the state; a problem in any source becomes `error` instead of a throw. Every locale is composed here,
 * unless `lazy` and the last run left the map of alternates for these sources: then each locale is composed on
 * its first request, and the rest by `completeModels`.
 */
export async function deriveState(
  inputs: DevInputs,
  previous: BodyCache | null,
  { lazy = false }: { lazy?: boolean } = {},
): Promise<SiteState> {
  const state = blankState(inputs, previous);
  try {
    const heads: Head[] = [];
    for (const { result } of inputs.sources.values()) {
      if (!result.head) throw result.error;
      heads.push(result.head);
    }
    state.bodies = await bodyCache(inputs, heads, previous);
    const entries = new Map<string, ContentEntry>();
    for (const head of heads) {
      let entry = state.bodies.entries.get(head);
      if (!entry) state.bodies.entries.set(head, (entry = lazyEntry(head, state.bodies.ctx)));
      entries.set(entryKey(entry.kind, entry.locale, entry.id, entry.blogId), entry);
    }
    const { config, locales, render, caches } = inputs;
    const parsed = { entries, assets: state.bodies.ctx.assets };
    const sidebarsFile = await generateSidebars(config, inputs.sidebarsFile, entries.values());
    state.sidebarsFile = sidebarsFile;
    state.translations = render.loadTranslations({ config, locales, parsed, sidebarsFile, cache: caches.bundles });
    state.entries = entries;
    state.alternates = (lazy && caches.alternates?.get(alternatesSignature(state))) || null;
    state.predicted = state.alternates !== null;
    if (!state.predicted) completeModels(state);
  } catch (error) {
    state.error = error;
  }
  return state;
}

/** The model of `locale`, composed on first use; undefined for a locale not built (or before the entries exist). */
export function modelOf(state: SiteState, locale: string): LocaleModel | undefined {
  let model = state.composed.get(locale);
  const { config, locales, pageModules } = state.inputs;
  const { sidebarsFile } = state;
  if (model || !state.entries || !state.translations || !locales.includes(locale)) return model;
  const sources = { config, sidebarsFile, translations: state.translations, pageModules: pageModules.modules };
  const parsed = { entries: state.entries, assets: state.bodies!.ctx.assets };
  [model] = trackBodyReads(state.bodyReads, () => composeModels({ ...sources, parsed, locales: [locale] }));
  state.composed.set(locale, model);
  return model;
}

/**
 * Compose every locale not composed yet and set the map of alternates from all of them (kept for the next run).
 * Returns true when pages were made with a predicted map that turned out wrong: they are dropped, and the pages
 * open in a browser must reload. Throws what composing a locale throws.
 */
export function completeModels(state: SiteState): boolean {
  if (state.models.length > 0 || !state.entries) return false;
  const models = state.inputs.locales.map((locale) => modelOf(state, locale)!);
  const alternates = alternatesOf(models);
  const stale = state.predicted && !sameAlternates(state.alternates!, alternates);
  state.models = models;
  state.alternates = alternates;
  state.predicted = false;
  if (stale) {
    state.jobs.clear();
    state.bundles.clear();
    state.pages.clear();
  }
  const cache = state.inputs.caches.alternates;
  const signature = alternatesSignature(state);
  const kept = cache?.get(signature);
  if (!kept || !sameAlternates(kept, alternates)) cache?.set(signature, alternates);
  return stale;
}

/**
 * `completeModels` for the server: a locale that does not compose becomes the state's error (the overlay, as when
 * every locale is composed at once). Returns true when the pages already served must reload.
 */
export function completeState(state: SiteState): boolean {
  if (state.error) return false;
  try {
    return completeModels(state);
  } catch (error) {
    state.error = error;
    state.pages.clear();
    return true;
  }
}

/** What the map of alternates follows from, as far as a start can tell cheaply: the sources' places and URLs. */
function alternatesSignature(state: SiteState): string {
  const { locales, pageModules } = state.inputs;
  const pages = pageModules.modules.map((m) => [m.path, m.locale ?? '', Object.keys(m.translations ?? {})]);
  return `${locales.join(',')}\n${JSON.stringify(pages)}\n${state.bodies!.signature}`;
}

function sameAlternates(a: Map<string, string[]>, b: Map<string, string[]>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, locales] of b) if (a.get(key)?.join() !== locales.join()) return false;
  return true;
}

/**
 * The state after edits of `changed` sources (path -> what was read before) when every edit kept its head fields
 * and nothing composed read its body: the previous tables, bundles and jobs, the entries rendering the new
 * bodies. Null when the state must be derived afresh.
 */
export function reuseForBodyEdits(
  previous: SiteState,
  inputs: DevInputs,
  changed: Map<string, SourceRecord | undefined>,
): SiteState | null {
  if (previous.error || !previous.bodies || previous.inputs !== inputs) return null;
  const bodies = previous.bodies;
  const rebinds: { entry: ContentEntry; head: Head }[] = [];
  for (const [file, before] of changed) {
    const head = inputs.sources.get(file)?.result.head;
    const entry = before?.result.head && bodies.entries.get(before.result.head);
    if (!head || !entry || previous.bodyReads.has(file) || !sameHeadFields(entry, head)) return null;
    rebinds.push({ entry, head });
  }
  for (const { entry, head } of rebinds) {
    rebindEntry(entry, head);
    bodies.entries.set(head, entry);
  }
  return { ...previous, pages: new Map() };
}

/** A locale's render bundle, composed on first request as `build` composes it. */
export function bundleOf(state: SiteState, locale: string): LocaleBundle | undefined {
  let bundle = state.bundles.get(locale);
  const model = modelOf(state, locale);
  if (bundle || !model || !state.alternates) return bundle;
  const { config, locales, data, pageModules, render } = state.inputs;
  const [composed] = trackBodyReads(state.bodyReads, () =>
    composeBundles({
      config,
      models: [model],
      alternates: state.alternates!,
      translations: state.translations!,
      locales,
      assets: devAssets(config, pageModules),
      data,
      create: render.createLocaleBundle,
      parts: pageModules.parts,
    }),
  );
  bundle = composed.bundle;
  state.bundles.set(locale, bundle);
  return bundle;
}

/** Keep parsed bodies when no source moved; start afresh otherwise. */
async function bodyCache(inputs: DevInputs, heads: Head[], previous: BodyCache | null): Promise<BodyCache> {
  const signature = heads
    .map((h) => `${h.file.kind}:${h.file.locale}:${h.file.relPath}>${h.permalink}`)
    .sort()
    .join('\n');
  if (previous && previous.signature === signature) return previous;
  const ctx = await createParseContext({ config: inputs.config, md: inputs.md, heads, cache: inputs.caches.parse });
  return { signature, ctx, entries: new WeakMap() };
}
