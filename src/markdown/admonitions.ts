/**
 * Admonitions: `:::note Optional *title*` ... `:::`. They hold any Markdown (lists, code, other admonitions).
 * Aliases follow Docusaurus: warning -> danger, important -> info, success -> tip, secondary -> note.
 */
import type { MarkdownIt } from 'markdown-it';
import type { StateBlock } from 'markdown-it';
import { SitegenError } from '../errors.js';
import { findClose, lineText } from './block-scan.js';
import { uiString, type MarkdownEnv } from './env.js';

/** Options of the admonitions plugin. */
export interface AdmonitionOptions {
  /** Keyword -> the kind it renders as. */
  types: Record<string, string>;
}

/** The keywords CONTENT-FORMAT.md names. */
export const defaults: AdmonitionOptions = {
  types: {
    note: 'note', tip: 'tip', info: 'info', caution: 'caution', danger: 'danger',
    warning: 'danger', important: 'info', success: 'tip', secondary: 'note',
  },
};

const OPEN = /^(:{3,})([A-Za-z]+)(?:[ \t]+(.*))?$/;
const CLOSE = /^:{3,}\s*$/;
const ICONS: Record<string, string> = { note: 'ℹ️', tip: '💡', info: 'ℹ️', caution: '⚠️', danger: '🔥' };

/** Adds the `admonition` block rule and its renderers. */
export function admonitions(md: MarkdownIt, options: AdmonitionOptions = defaults): void {
  md.block.ruler.before('fence', 'admonition', (state, startLine, endLine, silent) => rule(state, startLine, endLine, silent, options), {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.renderer.rules.admonition_open = (tokens, i) => {
    const kind = tokens[i].info;
    const hasTitle = tokens[i + 1]?.type === 'inline';
    const title = hasTitle ? '' : uiString(`admonition.${kind}`);
    return `<div class="admonition admonition--${kind}"><p class="admonition__title"><span class="admonition__icon" aria-hidden="true">${ICONS[kind] ?? ''}</span>${title}`;
  };
  md.renderer.rules.admonition_title_close = () => '</p><div class="admonition__body">\n';
  md.renderer.rules.admonition_close = () => '</div></div>\n';
}

function rule(state: StateBlock, startLine: number, endLine: number, silent: boolean, options: AdmonitionOptions): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const m = OPEN.exec(lineText(state, startLine).trimEnd());
  if (!m) return false;
  const kind = options.types[m[2].toLowerCase()];
  if (!kind) return false;
  if (silent) return true;
  const close = findClose(state, startLine, endLine, (t) => OPEN.test(t), (t) => CLOSE.test(t));
  if (close < 0) {
    const env = state.env as unknown as MarkdownEnv;
    throw new SitegenError(`the :::${m[2]} admonition opened here is never closed`, {
      location: { file: env.file, line: startLine + 1 + env.lineOffset, source: env.source },
      hint: `add a line with only "${m[1]}" where the admonition ends (leave a blank line before it).`,
    });
  }
  const open = state.push('admonition_open', 'div', 1);
  open.info = kind;
  open.map = [startLine, close + 1];
  open.block = true;
  if (m[3]?.trim()) {
    const inline = state.push('inline', '', 0);
    inline.content = m[3].trim();
    inline.map = [startLine, startLine + 1];
    inline.children = [];
  }
  state.push('admonition_title_close', 'p', -1);
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'admonition' as typeof state.parentType;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.push('admonition_close', 'div', -1);
  state.line = close + 1;
  return true;
}
