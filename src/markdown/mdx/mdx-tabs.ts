/**
 * `<Tabs values={constants.languages} defaultValue={constants.defaultLanguage}>`, as Docusaurus sites write them
 * with the tab lists in a module of their own: the Markdown rule (src/markdown/tabs.ts) leaves markers, the file's
 * module evaluates both expressions, and the strip and panels are rendered here with the labels and default tab
 * they give. Items with a `label` of their own keep it; a `default` item stays the default.
 */
import { SitegenError } from '../../errors.js';
import type { MarkdownEnv } from '../env.js';
import { renderPanelOpen, renderTabList } from '../tabs.js';
import { TABS_MARKERS, type DeferredTabs, type MdxState } from './mdx-state.js';

/** What each deferred tab set's function returns: its `values` and its `defaultValue`. */
export type TabsFn = () => [unknown, unknown];

/** The generated module's `__sitegen_tabs`: one function per deferred tab set. */
export function tabsSource(mdx: MdxState): string {
  const fns = (mdx.tabs ?? []).map((t) => `  () => [${t.values ?? 'undefined'}, ${t.defaultValue ?? 'undefined'}],`);
  return `export const __sitegen_tabs = [\n${fns.join('\n')}\n];`;
}

/** Replace each deferred tab set's markers with its strip and panels. */
export function resolveTabs(
  html: string,
  { mdx, env, fns }: { mdx: MdxState; env: MarkdownEnv; fns: TabsFn[] },
): string {
  const sets = (mdx.tabs ?? []).map((tabs, k) => evaluated(tabs, fns[k], env));
  // One pass over the page: a replace per marker went over the whole page once per tab (quadratic in a page of
  // many tab sets, as react-native-website's API pages are).
  return html.replace(TABS_MARKERS, (marker, k: string, part: string) => {
    const set = sets[Number(k)];
    if (part === 'list') return set ? renderTabList(set) : marker;
    const i = Number(part);
    const item = set?.items[i];
    return item ? renderPanelOpen(set.id, i, i === set.selected, item.label) : marker;
  });
}

/** The tab set with the labels and default tab its expressions give. */
function evaluated(tabs: DeferredTabs, fn: TabsFn, env: MarkdownEnv): DeferredTabs['set'] {
  let values: unknown;
  let defaultValue: unknown;
  try {
    [values, defaultValue] = fn();
  } catch (error) {
    throw new SitegenError(`the values or defaultValue of this <Tabs> failed: ${(error as Error).message}`, {
      location: { file: env.file, line: tabs.line + 1 + env.lineOffset, source: env.source },
      cause: error,
      hint: 'values is an array of { label, value } objects and defaultValue one of the values, as in Docusaurus.',
    });
  }
  const labels = new Map<string, string>();
  if (Array.isArray(values)) {
    for (const v of values as { label?: unknown; value?: unknown }[]) {
      if (v && v.value !== undefined) labels.set(String(v.value), String(v.label ?? v.value));
    }
  }
  const items = tabs.set.items.map((item, i) => ({
    ...item,
    label: tabs.ownLabel[i] ? item.label : (labels.get(item.value) ?? item.label),
  }));
  const byDefault = items.findIndex((i) => i.isDefault);
  const byValue = defaultValue === undefined ? -1 : items.findIndex((i) => i.value === String(defaultValue));
  const selected = byDefault >= 0 ? byDefault : byValue >= 0 ? byValue : tabs.set.selected;
  return { ...tabs.set, items, selected };
}
