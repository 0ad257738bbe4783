/**
 * Footnotes (`A claim.[^1]` ... `[^1]: The source.`): markdown-it-footnote's syntax, drawn as Docusaurus 2 draws
 * them (MDX 1's mdast-util-to-hast): a reference is `<sup id="fnref-1"><a href="#fn-1" class="footnote-ref">1</a>`,
 * labelled as written (`[^note]` shows "note"); the notes close the page in `<div class="footnotes"><hr><ol>`, each
 * `<li id="fn-1">` with one `↩` back to its first reference, and a note of one paragraph is not wrapped in `<p>`.
 * Docusaurus gives every reference to a note the same id; sitegen gives the id to the first alone, so the page's
 * ids stay unique, and links to `#fnref-1` land where they land there.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { escapeHtml } from '../../templates/escape.js';

interface FootnoteMeta {
  id: number;
  subId?: number;
  /** The label as written; none for an inline note (`^[...]`), which is numbered. */
  label?: string;
}

/** A footnote token's meta (markdown-it types it loosely). */
const metaOf = (token: Token) => token.meta as unknown as FootnoteMeta;

/** The note's name in ids, as remark normalises a label: white space collapsed, lower case. */
function footnoteName(meta: FootnoteMeta): string {
  return meta.label === undefined ? String(meta.id + 1) : meta.label.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The ids a note's `footnote_open` token gives the page: the note's, and its first reference's. */
export function footnoteAnchors(open: Token): string[] {
  const name = footnoteName(metaOf(open));
  return [`fn-${name}`, `fnref-${name}`];
}

export function footnotes(md: MarkdownIt): void {
  md.use(footnote);
  const rules = md.renderer.rules;
  rules.footnote_ref = (tokens, i) => {
    const meta = metaOf(tokens[i]);
    const name = escapeHtml(footnoteName(meta));
    const id = meta.subId ? '' : ` id="fnref-${name}"`;
    const text = escapeHtml(meta.label ?? String(meta.id + 1));
    return `<sup${id}><a href="#fn-${name}" class="footnote-ref">${text}</a></sup>`;
  };
  rules.footnote_block_open = () => '<div class="footnotes"><hr>\n<ol>\n';
  rules.footnote_block_close = () => '</ol>\n</div>\n';
  rules.footnote_open = (tokens, i) => `<li id="fn-${escapeHtml(footnoteName(metaOf(tokens[i])))}">`;
  rules.footnote_close = () => '</li>\n';
  rules.footnote_anchor = (tokens, i) => {
    const meta = metaOf(tokens[i]);
    return meta.subId ? '' : `<a href="#fnref-${escapeHtml(footnoteName(meta))}" class="footnote-backref">↩</a>`;
  };
  md.core.ruler.after('footnote_tail', 'footnote_tight', tightNotes);
}

/**
 * Notes of one paragraph each are drawn without their `<p>`, as a tight list's items are: MDX 1 draws the notes as
 * one list, loose (every note in its `<p>`) when any note holds more than one block (mdast-util-to-hast's listLoose).
 */
function tightNotes(state: StateCore): void {
  const tokens = state.tokens;
  const notes: Token[][] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== 'footnote_open') continue;
    const close = tokens.findIndex((t, j) => j > i && t.type === 'footnote_close');
    notes.push(tokens.slice(i + 1, close).filter((t) => t.type !== 'footnote_anchor'));
    i = close;
  }
  if (notes.some((inside) => blockCount(inside) > 1)) return;
  for (const inside of notes)
    if (inside.map((t) => t.type).join() === 'paragraph_open,inline,paragraph_close')
      for (const t of [inside[0], inside[2]] as Token[]) t.hidden = true;
}

/** How many blocks a note holds at its top level. */
function blockCount(inside: Token[]): number {
  let depth = 0;
  let count = 0;
  for (const t of inside) {
    if (t.nesting === 1 && depth++ === 0) count++;
    else if (t.nesting === -1) depth--;
    else if (t.nesting === 0 && depth === 0 && t.type !== 'inline') count++;
  }
  return count;
}
