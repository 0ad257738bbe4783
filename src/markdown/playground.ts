/**
 * Live code blocks (@docusaurus/theme-live-codeblock): a fence whose meta says `live` is a playground, its code in
 * an editor and what the code renders beside it. The built page shows the code highlighted under a "Live Editor"
 * header and a "Result" header over "Loading...", as Docusaurus builds it; the island
 * (templates/docusaurus/playground.tsx) renders the editor and the result in their place once it is near the
 * viewport. Its script and React load only on pages that have one.
 */
import { escapeAttr, escapeHtml } from '../../templates/escape.js';
import type { MarkdownEnv } from './env.js';
import { uiString } from './env.js';
import type { FenceMeta } from './fence-meta.js';
import type { LiveCodeBlock } from '../../templates/docusaurus/context-types.js';
import { highlight } from './highlight.js';
import type { MdxState } from './mdx/mdx-state.js';
import { PLAYGROUND_ISLAND } from './mdx/sitegen-islands.js';

/** Where the result goes: below the editor (theme-live-codeblock's default) or above it. */
export type LiveCodeOptions = Pick<LiveCodeBlock, 'position'>;

/** Whether a fence is a live code block: `live` among the words of its meta. */
export function isLiveFence(meta: FenceMeta): boolean {
  return /(^|\s)live(\s|$)/.test(meta.rest);
}

/** The markup of a live code block; records the playground island on the file's MDX state. */
export function renderPlayground(code: string, meta: FenceMeta, env: MarkdownEnv, options: LiveCodeOptions): string {
  const mdx = env.mdx as MdxState | undefined;
  if (mdx) {
    mdx.clientModules = [...new Set([...(mdx.clientModules ?? []), PLAYGROUND_ISLAND])];
    // The island runs the site's ReactLiveScope: a cache must not keep the page without it (as for imports).
    mdx.readsSiteFiles = true;
    mdx.readsPlace = true;
  }
  const language = meta.lang || 'jsx';
  const noInline = /(^|\s)noInline(\s|$)/.test(meta.rest);
  const props = { code, language, noInline, position: options.position, metastring: meta.rest };
  const editor =
    `<div class="playground__header">${uiString('playground.liveEditor')}</div>` +
    `<div class="playground__editor"><pre class="hljs language-${escapeAttr(language)}"><code>${highlight(code, language)}</code></pre></div>`;
  const result =
    `<div class="playground__header">${uiString('playground.result')}</div>` +
    `<div class="playground__preview"><div>Loading...</div></div>`;
  return (
    `<div class="playground"><sitegen-island data-island="${PLAYGROUND_ISLAND}#default" data-hydrate="visible" data-render="client"` +
    ` data-label-editor="${uiString('playground.liveEditor')}" data-label-result="${uiString('playground.result')}"` +
    ` data-props="${escapeHtml(JSON.stringify(props))}">` +
    (options.position === 'top' ? result + editor : editor + result) +
    `</sitegen-island></div>\n`
  );
}
