/**
 * MDX tabs: `<Tabs groupId="os">` with `<TabItem value="mac" label="macOS" default>` children holding Markdown.
 * Rendered as an ARIA tablist; without script every panel shows (see the CSS), so nothing is hidden for good.
 */
import type { MarkdownIt } from 'markdown-it';
import type { StateBlock } from 'markdown-it';
import { SitegenError } from '../errors.js';
import { findClose, lineText } from './block-scan.js';
import type { MarkdownEnv } from './env.js';

/** One tab, as the renderers see it. */
export interface TabMeta {
  value: string;
  label: string;
  isDefault: boolean;
}

const TABS_OPEN = /^<Tabs(\s[^>]*)?>\s*$/;
const TABS_CLOSE = /^<\/Tabs>\s*$/;
const ITEM_OPEN = /^<TabItem(\s[^>]*)?>\s*$/;
const ITEM_CLOSE = /^<\/TabItem>\s*$/;
const ATTR = /([A-Za-z]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g;

/** Parse JSX-ish attributes: `value="x" label='X' default`. */
export function parseAttributes(text: string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const m of text.matchAll(ATTR)) {
    const raw = m[2] ?? m[3] ?? m[4];
    out[m[1]] = raw === undefined ? true : raw.replace(/^['"`]|['"`]$/g, '');
  }
  return out;
}

/** Adds the `tabs` block rule and its renderers. */
export function tabs(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'tabs', rule, { alt: ['paragraph', 'reference', 'blockquote'] });
  md.renderer.rules.tabs_open = (tokens, i) => renderTabList(tokens[i].meta as Parameters<typeof renderTabList>[0]);
  md.renderer.rules.tab_panel_open = (tokens, i) => {
    const { id, index, selected } = tokens[i].meta as { id: string; index: number; selected: boolean };
    return `<div role="tabpanel" class="tabs__panel" id="${id}-panel-${index}" aria-labelledby="${id}-tab-${index}" tabindex="0"${selected ? '' : ' hidden'}>\n`;
  };
  md.renderer.rules.tab_panel_close = () => '</div>\n';
  md.renderer.rules.tabs_close = () => '</div>\n';
}

/** The tab strip; shared with npm2yarn so both render the same markup. */
export function renderTabList(meta: { id: string; groupId: string | null; items: TabMeta[]; selected: number }, _env?: MarkdownEnv): string {
  const group = meta.groupId ? ` data-group="${escapeAttr(meta.groupId)}"` : '';
  const buttons = meta.items
    .map((item, i) => {
      const sel = i === meta.selected;
      return `<button type="button" role="tab" class="tabs__tab" id="${meta.id}-tab-${i}" aria-controls="${meta.id}-panel-${i}" aria-selected="${sel}" tabindex="${sel ? 0 : -1}" data-value="${escapeAttr(item.value)}">${escapeHtml(item.label)}</button>`;
    })
    .join('');
  return `<div class="tabs"${group}><div role="tablist" class="tabs__list">${buttons}</div>\n`;
}

function rule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const m = TABS_OPEN.exec(lineText(state, startLine).trim());
  if (!m) return false;
  if (silent) return true;
  const env = state.env as unknown as MarkdownEnv;
  const fail = (line: number, message: string, hint: string): never => {
    throw new SitegenError(message, { location: { file: env.file, line: line + 1 + env.lineOffset, source: env.source }, hint });
  };
  const close = findClose(state, startLine, endLine, (t) => TABS_OPEN.test(t.trim()), (t) => TABS_CLOSE.test(t.trim()));
  if (close < 0) fail(startLine, 'the <Tabs> block opened here is never closed', 'add a line with </Tabs> after the last </TabItem>.');

  const attrs = parseAttributes(m[1] ?? '');
  const items: { meta: TabMeta; start: number; end: number }[] = [];
  for (let n = startLine + 1; n < close; n++) {
    const text = lineText(state, n).trim();
    const open = ITEM_OPEN.exec(text);
    if (!open) continue;
    const end = findClose(state, n, close, (t) => ITEM_OPEN.test(t.trim()), (t) => ITEM_CLOSE.test(t.trim()));
    if (end < 0) fail(n, 'this <TabItem> is never closed', 'add a line with </TabItem> where the tab ends.');
    const a = parseAttributes(open[1] ?? '');
    const value = String(a.value ?? items.length);
    items.push({ meta: { value, label: String(a.label ?? value), isDefault: a.default === true || a.default === 'true' }, start: n + 1, end });
    n = end;
  }
  const selected = Math.max(0, items.findIndex((i) => i.meta.isDefault));
  const id = `tabs-${++env.uid}`;
  const open = state.push('tabs_open', 'div', 1);
  open.meta = { id, groupId: typeof attrs.groupId === 'string' ? attrs.groupId : null, items: items.map((i) => i.meta), selected };
  open.map = [startLine, close + 1];
  open.block = true;
  const oldLineMax = state.lineMax;
  items.forEach((item, index) => {
    const panel = state.push('tab_panel_open', 'div', 1);
    panel.meta = { id, index, selected: index === selected };
    state.lineMax = item.end;
    const oldIndent = state.blkIndent;
    state.blkIndent = 0;
    state.md.block.tokenize(state, item.start, item.end);
    state.blkIndent = oldIndent;
    state.push('tab_panel_close', 'div', -1);
  });
  state.lineMax = oldLineMax;
  state.push('tabs_close', 'div', -1);
  state.line = close + 1;
  return true;
}

/** Escape text for an HTML attribute. */
export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Escape text for HTML content. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
