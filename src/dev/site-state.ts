/**
 * From the dev inputs to what requests are served from: lazily parsed entries, the route tables of all locales,
 * and each locale's render bundle, composed on its first request (page modules too are imported on request). Recomposed after a change (no Markdown is
 * rendered here), except after an edit that changes only bodies that nothing composed has read: then the same
 * tables and bundles serve, with the edited entries pointed at their new bodies. Parsed bodies are kept across
 * changes unless some source's URL changed, since links into other pages are resolved when a body renders.
 */
import { createParseContext, entryKey, type Head, type ParseContext } from '../content/parse-entries.js';
import type { PageModule } from '../../templates/page-types.js';
import type { Translations } from '../i18n/translations.js';
import type { LocaleBundle, RouteJob } from '../render/render-route.js';
import type { LocaleModel } from '../routes/site-model.js';
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
  models: LocaleModel[];
  /** Each locale's render bundle, composed on its first request (see `bundleOf`). */
  bundles: Map<string, LocaleBundle>;
  /** The string catalogues the bundles are composed with; null before the models exist. */
  translations: Translations | null;
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
    bundles: new Map(),
    translations: null,
    modules: new Map(),
    bodies,
    jobs: new Map(),
    pages: new Map(),
    bodyReads: new Set(),
  };
}

/** Derive the state; a problem in any source becomes `error` instead of a throw. */
export async function deriveState(inputs: DevInputs, previous: BodyCache | null): Promise<SiteState> {
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
      entries.set(entryKey(entry.kind, entry.locale, entry.id), entry);
    }
    trackBodyReads(state.bodyReads, () => composeLocales(state, entries));
  } catch (error) {
    state.error = error;
  }
  return state;
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
  if (bundle || !state.translations || !state.models.some((m) => m.locale === locale)) return bundle;
  const { config, locales, data, pageModules, render } = state.inputs;
  const [composed] = trackBodyReads(state.bodyReads, () =>
    composeBundles({
      config,
      models: state.models,
      translations: state.translations!,
      locales,
      assets: devAssets(config.baseUrl, pageModules),
      data,
      create: render.createLocaleBundle,
      only: locale,
    }),
  );
  bundle = composed.bundle;
  state.bundles.set(locale, bundle);
  return bundle;
}

/** Route tables of every locale (URLs and hreflang links need them all), composed as `build` composes them. */
function composeLocales(state: SiteState, entries: Map<string, ContentEntry>): void {
  const { config, locales, sidebarsFile, pageModules, render, caches } = state.inputs;
  const parsed = { entries, assets: state.bodies!.ctx.assets };
  state.translations = render.loadTranslations({ config, locales, parsed, sidebarsFile, cache: caches.bundles });
  const sources = { config, parsed, sidebarsFile, locales, translations: state.translations };
  state.models = composeModels({ ...sources, pageModules: pageModules.modules });
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
