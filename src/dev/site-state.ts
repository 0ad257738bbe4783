/**
 * From the dev inputs to what requests are served from: lazily parsed entries, each locale's route table and
 * render bundle, the imported page modules. Recomputed after every change (it costs milliseconds: no Markdown is
 * rendered here); parsed bodies are kept across changes unless some source's URL changed, since links into
 * other pages are resolved when a body renders.
 */
import { createParseContext, entryKey, type Head, type ParseContext } from '../content/parse-entries.js';
import type { PageModule } from '../../templates/page-types.js';
import type { LocaleBundle, RouteJob } from '../render/render-route.js';
import type { LocaleModel } from '../routes/site-model.js';
import { composeBundles, composeModels } from '../site/compose-site.js';
import type { ContentEntry } from '../types.js';
import { devAssets, type DevInputs } from './dev-inputs.js';
import { lazyEntry } from './lazy-entry.js';

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
  bundles: Map<string, LocaleBundle>;
  modules: ReadonlyMap<string, PageModule>;
  bodies: BodyCache | null;
  /** Each locale's render jobs by route key, made on first request. */
  jobs: Map<string, Map<string, RouteJob>>;
  /** Rendered HTML by URL, until the next change. */
  pages: Map<string, string>;
}

/** Derive the state; a problem in any source becomes `error` instead of a throw. */
export async function deriveState(inputs: DevInputs, previous: BodyCache | null): Promise<SiteState> {
  const state: SiteState = {
    inputs,
    error: null,
    models: [],
    bundles: new Map(),
    modules: new Map(),
    bodies: previous,
    jobs: new Map(),
    pages: new Map(),
  };
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
    localeState(state, entries);
    state.modules = await inputs.render.importPageModules(state.models.flatMap((m) => m.table.routes));
  } catch (error) {
    state.error = error;
  }
  return state;
}

/** Route tables and render bundles, composed as `build` composes them. */
function localeState(state: SiteState, entries: Map<string, ContentEntry>): void {
  const { config, locales, sidebarsFile, data, pageModules, render } = state.inputs;
  const parsed = { entries, assets: state.bodies!.ctx.assets };
  const translations = render.loadTranslations({ config, locales, parsed, sidebarsFile });
  const sources = { config, parsed, sidebarsFile, locales, translations, pageModules: pageModules.modules };
  state.models = composeModels(sources);
  const assets = devAssets(config.baseUrl, pageModules);
  for (const { model, bundle } of composeBundles({
    ...sources,
    models: state.models,
    assets,
    data,
    create: render.createLocaleBundle,
  }))
    state.bundles.set(model.locale, bundle);
}

/** Keep parsed bodies when no source moved; start afresh otherwise. */
async function bodyCache(inputs: DevInputs, heads: Head[], previous: BodyCache | null): Promise<BodyCache> {
  const signature = heads
    .map((h) => `${h.file.kind}:${h.file.locale}:${h.file.relPath}>${h.permalink}`)
    .sort()
    .join('\n');
  if (previous && previous.signature === signature) return previous;
  const ctx = await createParseContext({ config: inputs.config, md: inputs.md, heads });
  return { signature, ctx, entries: new WeakMap() };
}
