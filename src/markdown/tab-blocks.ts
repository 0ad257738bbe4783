/**
 * Code tabs from fences marked `tab`, as docusaurus-remark-plugin-tab-blocks makes them (`markdown.tabBlocks`):
 * fences one right after the other whose meta says `tab` become one tab set, a tab per fence, labelled by its
 * language (`js` JavaScript, `ts` TypeScript, or the site's `labels`) or by `tab={"label": "Yarn"}`; with
 * `tab={"span": 2}` the fence and the next one share a tab. A lone tab fence stays a plain code block. With `sync`,
 * every set is in one group (`groupId`), so choosing TypeScript once chooses it everywhere.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { SitegenError } from '../errors.js';
import type { MarkdownEnv } from './env.js';
import type { TabSet } from './mdx/mdx-state.js';

/** `markdown.tabBlocks`, resolved. */
export interface TabBlocksOptions {
  groupId: string;
  /** Language -> tab label, on top of js and ts. */
  labels: Record<string, string>;
  sync: boolean;
}

const DEFAULT_LABELS: Record<string, string> = { js: 'JavaScript', ts: 'TypeScript' };

/** What a fence's `tab` meta says: how many fences its tab holds, and its own label. */
interface TabMeta {
  span: number;
  label?: string;
}

/** Adds the core rule that groups tab fences, after block parsing (the fences are tokens by then). */
export function tabBlocks(md: MarkdownIt, options: TabBlocksOptions): void {
  const labels = { ...DEFAULT_LABELS, ...options.labels };
  md.core.ruler.after('block', 'tab_blocks', (state) => groupTabFences(state, { ...options, labels }));
}

function groupTabFences(state: StateCore, options: TabBlocksOptions): void {
  const tokens = state.tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length;) {
    const groups = tabGroupsAt(tokens, i, state.env as MarkdownEnv);
    if (!groups) {
      out.push(tokens[i++]);
      continue;
    }
    out.push(...tabSet(state, groups, options));
    i += groups.reduce((n, g) => n + g.fences.length, 0);
  }
  state.tokens = out;
}

/** The tabs that start at `start`: each tab's fences and meta, or null unless there are two or more. */
function tabGroupsAt(tokens: Token[], start: number, env: MarkdownEnv): { fences: Token[]; meta: TabMeta }[] | null {
  const groups: { fences: Token[]; meta: TabMeta }[] = [];
  let i = start;
  while (tokens[i]?.type === 'fence') {
    const meta = tabMeta(tokens[i], env);
    if (!meta) break;
    const fences = tokens.slice(i, i + meta.span);
    if (fences.length !== meta.span || fences.some((t) => t.type !== 'fence')) break;
    groups.push({ fences, meta });
    i += meta.span;
  }
  return groups.length > 1 ? groups : null;
}

/** A fence's `tab` or `tab={...}` meta (matched anywhere after the language, as the plugin matches it), or null. */
function tabMeta(fence: Token, env: MarkdownEnv): TabMeta | null {
  const info = fence.info.trim();
  const space = info.search(/\s/);
  const match = space < 0 ? null : /tab(={.+})?/.exec(info.slice(space));
  if (!match) return null;
  if (!match[1]) return { span: 1 };
  try {
    return { span: 1, ...(JSON.parse(match[1].slice(1)) as Partial<TabMeta>) };
  } catch {
    throw new SitegenError(`the fence's ${match[0]} is not JSON`, {
      location: { file: env.file, line: (fence.map?.[0] ?? 0) + 1 + env.lineOffset, source: env.source },
      hint: 'write it as tab={"label": "Yarn"} or tab={"span": 2}, with double quotes',
    });
  }
}

/** The tokens of one tab set, rendered by the tabs renderers (tabs.ts), the fences inside their panels. */
function tabSet(state: StateCore, groups: { fences: Token[]; meta: TabMeta }[], options: TabBlocksOptions): Token[] {
  const env = state.env as MarkdownEnv;
  const items = groups.map(({ fences, meta }) => {
    const lang = fences[0].info.trim().split(/\s/)[0];
    // As the plugin: the value is the label lower-cased, its first space a dash, else the language.
    const value = meta.label?.toLowerCase().replace(' ', '-') ?? lang;
    return { value, label: meta.label ?? options.labels[lang] ?? value, isDefault: false };
  });
  const id = `tabs-${++env.uid}`;
  const set: TabSet = { id, groupId: options.sync ? options.groupId : null, items, selected: 0 };
  const token = (type: string, nesting: 1 | -1, meta: object | null) => {
    const t = new state.Token(type, 'div', nesting);
    t.block = true;
    t.meta = meta as Token['meta'];
    return t;
  };
  const open = token('tabs_open', 1, set);
  const first = groups[0].fences[0].map;
  const last = groups[groups.length - 1].fences.at(-1)!.map;
  if (first && last) open.map = [first[0], last[1]];
  return [
    open,
    ...groups.flatMap(({ fences }, index) => [
      token('tab_panel_open', 1, { id, index, selected: index === 0, label: items[index].label }),
      ...fences,
      token('tab_panel_close', -1, null),
    ]),
    token('tabs_close', -1, null),
  ];
}
