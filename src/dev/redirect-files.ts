/**
 * The redirect pages a build writes (`@docusaurus/plugin-client-redirects`), served by `sitegen dev` from the
 * current state: computed once per state by the build's own code, so they are the same bytes, and looked up the
 * way a static host finds a file for a request path (`/old` -> `old.html` or `old/index.html`).
 */
import { redirectPages } from '../output/redirect-pages.js';
import { completeState, type SiteState } from './site-state.js';

const byState = new WeakMap<SiteState, Map<string, string>>();

/** The redirect page a request for `sub` (a path below the base URL, `/old`) gets, if the build writes one. */
export function redirectPageFor(state: SiteState, sub: string): string | undefined {
  if (!state.inputs.config.docusaurus?.redirects || !state.entries || state.error) return undefined;
  let files = byState.get(state);
  if (!files) {
    // Redirects may point into any locale: every table is needed (pages made before are checked, as at start).
    completeState(state);
    if (state.error) return undefined;
    const { files: written } = redirectPages({ config: state.inputs.config, models: state.models });
    files = new Map(written.map((f) => [f.file, f.content]));
    byState.set(state, files);
  }
  const rel = sub.replace(/^\//, '');
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [`${rel}.html`, `${rel}/index.html`, rel];
  for (const file of candidates) if (files.has(file)) return files.get(file);
  return undefined;
}
