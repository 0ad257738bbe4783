/**
 * MDX tabs: `<Tabs groupId="os">` with `<TabItem value="mac" label="macOS" default>` children holding Markdown.
 * Rendered as an ARIA tablist; without script every panel shows (see the CSS), so nothing is hidden for good.
 */
import { escapeAttr, escapeText } from '../../templates/escape.js';
import type { MarkdownIt } from 'markdown-it';
import type { StateBlock } from 'markdown-it';
import { SitegenError } from '../errors.js';
import { jsxBlock, tokenizeJsxBlock, tokenizeLines } from './block-scan.js';
import { readTagLine, scanTabs, type Fail, type ScannedItem } from './tabs-scan.js';
import type { MarkdownEnv } from './env.js';
import { parseJsxTag } from './jsx-tag.js';
import { nativeTabs, warnShortcode } from './mdx/elements.js';
import { tabsMarker, type MdxState, type TabSet } from './mdx/mdx-state.js';

/** One tab, as the renderers see it. */
export interface TabMeta {
  value: string;
  label: string;
  isDefault: boolean;
}

/** `values={[{label: 'Apple', value: 'apple'}, ...]}` on `<Tabs>` (older Docusaurus docs) -> value -> label. */
function parseValuesProp(source: string | true | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  if (typeof source !== 'string') return labels;
  for (const object of objectLiterals(source)) {
    const label = stringField(object, 'label');
    const value = stringField(object, 'value');
    if (value !== undefined) labels.set(value, label ?? value);
  }
  return labels;
}

/** The innermost `{...}` object literals of an array literal; braces inside strings do not count. */
function objectLiterals(source: string): string[] {
  const objects: string[] = [];
  let start = -1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === '`') {
      while (++i < source.length && source[i] !== c) if (source[i] === '\\') i++;
    } else if (c === '{') start = i;
    else if (c === '}' && start >= 0) {
      objects.push(source.slice(start, i + 1));
      start = -1;
    }
  }
  return objects;
}

/** `key: 'text'` in an object literal; the key may be quoted, the string may hold escaped quotes. */
function stringField(object: string, key: string): string | undefined {
  const m = new RegExp(`(?:^|[{,\\s])(['"]?)${key}\\1\\s*:\\s*(['"\`])((?:\\\\.|(?!\\2)[^\\\\])*)\\2`).exec(object);
  return m?.[3].replace(/\\(.)/g, '$1');
}

/**
 * In a file with imports, `values={constants.languages}` or `defaultValue={constants.defaultLanguage}` name
 * values of the file's module: the tab set is rendered once that module runs (mdx/mdx-tabs.ts). Returns its index.
 */
function deferTabs({
  state,
  startLine,
  set,
  ownLabel,
}: {
  state: StateBlock;
  startLine: number;
  set: TabSet;
  ownLabel: boolean[];
}): number | undefined {
  const env = state.env as unknown as MarkdownEnv;
  const mdx = env.mdx as MdxState | undefined;
  const tag = parseJsxTag(state.src, state.bMarks[startLine] + state.tShift[startLine]);
  if (!mdx || mdx.esm.length === 0 || !tag?.expressions) return undefined;
  const values = tag.expressions.includes('values') ? String(tag.attributes.values) : undefined;
  const defaultValue = tag.expressions.includes('defaultValue') ? String(tag.attributes.defaultValue) : undefined;
  // A literal array of literal objects is read as it is written, with or without imports.
  const literal = values === undefined || /^\[\s*(\{[^]*\}\s*,?\s*)*\]$/.test(values);
  if (literal && defaultValue === undefined) return undefined;
  mdx.tabs ??= [];
  return mdx.tabs.push({ values: literal ? undefined : values, defaultValue, line: startLine, set, ownLabel }) - 1;
}

/** Adds the `tabs` block rule and its renderers. */
export function tabs(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'tabs', rule, { alt: ['paragraph', 'reference', 'blockquote'] });
  md.renderer.rules.tabs_open = (tokens, i) => {
    const meta = tokens[i].meta as unknown as TabSet & { deferred?: number };
    return meta.deferred === undefined ? renderTabList(meta) : tabsMarker(meta.deferred, 'list');
  };
  md.renderer.rules.tab_panel_open = (tokens, i) => {
    const { id, index, selected, label, deferred } = tokens[i].meta as {
      id: string;
      index: number;
      selected: boolean;
      label: string;
      deferred?: number;
    };
    return deferred === undefined ? renderPanelOpen(id, index, selected, label) : tabsMarker(deferred, index);
  };
  md.renderer.rules.tab_panel_close = () => '</div>\n';
  md.renderer.rules.tabs_close = () => '</div>\n';
}

/**
 * A tab panel; shared with npm2yarn. `data-label` names the panel where the tab strip is hidden (without script
 * every panel shows, one under the other).
 */
export function renderPanelOpen(id: string, index: number, selected: boolean, label: string): string {
  return `<div role="tabpanel" class="tabs__panel" id="${id}-panel-${index}" aria-labelledby="${id}-tab-${index}" data-label="${escapeAttr(label)}" tabindex="0"${selected ? '' : ' hidden'}>\n`;
}

/**
 * A tab set's opening and strip; shared with npm2yarn so both render the same markup. The set and its tabs also
 * carry theme-classic's names (`tabs-container`, `tabs__item`, `tabs__item--active`), which a Docusaurus site's
 * CSS styles tabs by.
 */
export function renderTabList(meta: {
  id: string;
  groupId: string | null;
  items: TabMeta[];
  selected: number;
}): string {
  const group = meta.groupId ? ` data-group="${escapeAttr(meta.groupId)}"` : '';
  return `<div class="tabs tabs-container"${group}>${renderTabStrip(meta)}\n`;
}

/** The `tablist` of a tab set; shared with fiddle embeds. */
export function renderTabStrip(meta: { id: string; items: TabMeta[]; selected: number }): string {
  const buttons = meta.items
    .map((item, i) => {
      const sel = i === meta.selected;
      return `<button type="button" role="tab" class="tabs__tab tabs__item${sel ? ' tabs__item--active' : ''}" id="${meta.id}-tab-${i}" aria-controls="${meta.id}-panel-${i}" aria-selected="${sel}" tabindex="${sel ? 0 : -1}" data-value="${escapeAttr(item.value)}">${escapeText(item.label)}</button>`;
    })
    .join('');
  return `<div role="tablist" class="tabs__list">${buttons}</div>`;
}

type ScannedTabs = NonNullable<ReturnType<typeof scanTabs>>;

/** One tab to draw: what its button shows, the TabItem whose Markdown is its panel (none: an empty one). */
interface Tab {
  meta: TabMeta;
  child?: ScannedTabs['items'][number];
  /** Whether its label is final (a deferred `values` gives the others theirs: mdx/mdx-tabs.ts). */
  ownLabel: boolean;
}

/**
 * The tabs of a `<Tabs>`, as Docusaurus 2.4 draws them: a literal `values` prop lists them, in its order and with
 * its labels, each showing the TabItem of its value (none: an empty panel; a TabItem it does not list is never
 * shown); without one, the TabItems, each labelled by its `label`.
 */
function tabList(scanned: ScannedTabs): Tab[] {
  const children = scanned.items.map((child, index) => {
    const value = String(child.attributes.value ?? index);
    const ownLabel = typeof child.attributes.label === 'string';
    const label = ownLabel ? String(child.attributes.label) : value;
    const isDefault = child.attributes.default === true || child.attributes.default === 'true';
    return { meta: { value, label, isDefault }, child, ownLabel };
  });
  const labels = parseValuesProp(scanned.attributes.values);
  if (labels.size === 0) return children;
  return [...labels].map(([value, label]) => {
    const tab = children.find((c) => c.meta.value === value);
    return { meta: { value, label, isDefault: tab?.meta.isDefault ?? false }, child: tab?.child, ownLabel: true };
  });
}

function rule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  // Checked in place: this runs at the start of every block, and most are not tabs.
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4 || !state.src.startsWith('<Tabs', start)) return false;
  const env = state.env as unknown as MarkdownEnv;
  const fail: Fail = (line, message, hint) => {
    throw new SitegenError(message, {
      location: { file: env.file, line: line + 1 + env.lineOffset, source: env.source },
      hint,
    });
  };
  const first = readTagLine(state, startLine);
  if (!first || !first.events[0].open || first.events[0].name !== 'Tabs') return false;
  if (silent) return true;
  const scanned = scanTabs(state, startLine, endLine, fail)!;
  if (!nativeTabs(env)) return shortcodeTabs(state, scanned, startLine);
  const tabs = tabList(scanned);
  const items = tabs.map((t) => t.meta);
  const defaultIndex = items.findIndex((i) => i.isDefault || i.value === scanned.attributes.defaultValue);
  const selected = Math.max(0, defaultIndex);
  const id = `tabs-${++env.uid}`;
  const groupId = typeof scanned.attributes.groupId === 'string' ? scanned.attributes.groupId : null;
  const set: TabSet = { id, groupId, items, selected };
  const deferred = deferTabs({ state, startLine, set, ownLabel: tabs.map((t) => t.ownLabel) });
  const open = state.push('tabs_open', 'div', 1);
  open.meta = { ...set, deferred };
  open.map = [startLine, scanned.last + 1];
  open.block = true;
  const { lineMax, blkIndent } = state;
  tabs.forEach(({ child }, index) => {
    const panel = state.push('tab_panel_open', 'div', 1);
    panel.meta = { id, index, selected: index === selected, label: items[index].label, deferred };
    if (child) tokenizeItem(state, child);
    state.push('tab_panel_close', 'div', -1);
  });
  state.lineMax = lineMax;
  state.blkIndent = blkIndent;
  state.push('tabs_close', 'div', -1);
  state.line = scanned.last + 1;
  return true;
}

/** The content of one `<TabItem>`. */
function tokenizeItem(state: StateBlock, child: ScannedItem): void {
  if (child.inline !== undefined) {
    // A tab on one line: its text, without a paragraph around it.
    const text = state.push('inline', '', 0);
    text.content = child.inline.trim();
    text.map = [child.start, child.end];
    text.children = [];
    return;
  }
  // Tab content is written flush left even when the tags are indented, except the lines right under the tag:
  // MDX 1 reads them as the tag's JSX block (to the first blank line), so their indentation is no code block.
  const jsx = jsxBlock(state, child.start, child.end);
  if (jsx) tokenizeJsxBlock(state, child.start, jsx.end, jsx.indent);
  tokenizeLines(state, jsx?.end ?? child.start, child.end, 0);
}

/**
 * `<Tabs>` in an MDX 1 file that does not bind `Tabs` (mdx/elements.ts `nativeTabs`): MDX 1's shortcodes, a `<div>`
 * with its string props for the set and for each item around its content, so every tab's content shows, one after
 * another, as Docusaurus 2 renders it; each tag is a warning, as MDX 1 warns.
 */
function shortcodeTabs(state: StateBlock, scanned: ScannedTabs, startLine: number): true {
  const env = state.env as unknown as MarkdownEnv;
  const { lineMax, blkIndent } = state;
  const html = (content: string) => (state.push('html_block', '', 0).content = content);
  warnShortcode(env, 'Tabs', startLine);
  html(`<div${stringProps(scanned.attributes)}>\n`);
  for (const child of scanned.items) {
    warnShortcode(env, 'TabItem', child.inline === undefined ? child.start - 1 : child.start);
    html(`<div${stringProps(child.attributes)}>\n`);
    tokenizeItem(state, child);
    html('</div>\n');
  }
  html('</div>\n');
  state.lineMax = lineMax;
  state.blkIndent = blkIndent;
  state.line = scanned.last + 1;
  return true;
}

/** A tag's string props as HTML attributes, as React renders them on a `<div>`. */
function stringProps(attributes: Record<string, string | true>): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
}
