/**
 * MDX 1 (a Docusaurus 2 site's Markdown, `.md` included) reads a paragraph whose first line opens with an HTML tag as
 * a JSX block: its lines, up to the next blank one, stay as they are written, with no `<p>` around them and no
 * Markdown inside (`<kbd>Ctrl</kbd> and \`code\`` keeps its backticks; watchman's
 * `- <i class="fa fa-linux"></i> Linux systems with \`inotify\`` is such a list item). CommonMark makes a paragraph
 * of it. This block rule, on in MDX 1 files only, makes it the raw HTML block Docusaurus renders; the block's
 * `className=`, `style={{...}}` and `{...}` are then read as in any HTML block (mdx-html.ts). Such a line ends a
 * paragraph it would continue, in a list item or a quote too, as in MDX 1 (checked against @mdx-js/mdx 1.6.22).
 *
 * Those lines are JSX to MDX 1, so a component among them renders (tauri's `<p>` of links, then
 * `<ReleaseNotes url=... />` on the next line). A raw HTML block, a paragraph's or CommonMark's, therefore ends before
 * a line that opens with a component's tag, which the component rule (mdx/elements.ts) then reads.
 */
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { lineText } from './block-scan.js';
import type { MarkdownEnv } from './env.js';
import type { MdxState } from './mdx/mdx-state.js';

/**
 * An opening or closing tag of an HTML element (a capitalised one is a component: mdx/elements.ts): its name then
 * a space, `>` or `/>`, or the end of the line, as in MDX 1.6's block rule: `<img` with its attributes on the lines
 * below opens a block too.
 */
const TAG_FIRST = /^<\/?[a-z][\w-]*(?=\s|\/?>|$)/;

/**
 * A paragraph's first line that opens with an element's tag, an HTML one or a component's: MDX 1 reads it as a JSX
 * block whichever it is (`<Highlight color="#25c2a0">green</Highlight> and ...`, the Docusaurus 2 docs' own example,
 * has no `<p>` and no Markdown around its components). The component rule (mdx/elements.ts) reads the components that
 * stand alone on their lines before this rule is asked.
 */
const ELEMENT_FIRST = /^<\/?[A-Za-z][\w.-]*(?=\s|\/?>|$)/;

/** A line that opens with a component's tag (capitalised): `<Hello name="A" />`, `</Tabs>`. */
const COMPONENT_FIRST = /^<\/?[A-Z]/;

/** HTML blocks whose contents are text to the end of their closing tag, components' tags included. */
const RAW_TEXT = /^<(pre|script|style|textarea)(?=\s|>|$)/i;

/**
 * Adds the rules: the tag paragraph before `paragraph` (only a block that would be a paragraph is read this way),
 * and the HTML block cut at a component before `html_block`.
 */
export function mdx1TagParagraphs(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'mdx1_html_before_component', htmlBeforeComponent);
  md.block.ruler.before('paragraph', 'mdx1_tag_paragraph', tagParagraph, { alt: ['paragraph'] });
}

/**
 * The block's lines from `startLine`: up to an empty line, or one indented less than the block. A line of only
 * spaces wider than the block's indent does not end it, as it ends no JSX block in MDX 1 (remark's HTML block ends
 * at a line with nothing in it): `</div>`, a line of spaces, then `After **the** box.` is one block, its text raw.
 */
function blockEnd(state: StateBlock, startLine: number, endLine: number): number {
  let next = startLine + 1;
  while (next < endLine && (state.isEmpty(next) ? spacesOnly(state, next) : state.sCount[next] >= state.blkIndent))
    next++;
  return next;
}

/** A blank line with spaces past the block's indent: MDX 1 does not see it as empty. */
function spacesOnly(state: StateBlock, line: number): boolean {
  return state.sCount[line] > state.blkIndent;
}

/** HTML lines up to the first line of the block that opens with a component's tag, as a raw HTML block. */
function htmlBeforeComponent(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const mdx = (state.env as Partial<MarkdownEnv>).mdx as MdxState | undefined;
  // Where a block starts only: CommonMark's html_block decides what may end a paragraph.
  if (!mdx?.mdx1 || silent || state.sCount[startLine] - state.blkIndent >= 4) return false;
  const first = lineText(state, startLine);
  if (!TAG_FIRST.test(first) || RAW_TEXT.test(first)) return false;
  const end = blockEnd(state, startLine, endLine);
  let component = startLine + 1;
  while (component < end && !COMPONENT_FIRST.test(lineText(state, component))) component++;
  // With no component, CommonMark's html_block reads the same lines, unless a line of spaces would end it there.
  if (component === end && !hasSpacesOnlyLine(state, startLine, end)) return false;
  const token = state.push('html_block', '', 0);
  token.map = [startLine, component];
  token.content = state.getLines(startLine, component, state.blkIndent, true);
  state.line = component;
  return true;
}

function hasSpacesOnlyLine(state: StateBlock, start: number, end: number): boolean {
  for (let line = start + 1; line < end; line++) if (state.isEmpty(line)) return true;
  return false;
}

function tagParagraph(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const mdx = (state.env as Partial<MarkdownEnv>).mdx as MdxState | undefined;
  if (!mdx?.mdx1 || state.sCount[startLine] - state.blkIndent >= 4) return false;
  if (!ELEMENT_FIRST.test(lineText(state, startLine))) return false;
  // Such a line ends the paragraph above it too (silent is markdown-it asking that), as in MDX 1, where
  // `Moved\n<GithubLink to="x">here</GithubLink>. Read [this](/a).` is a paragraph, then a JSX block (hydra's).
  if (silent) return true;
  // Up to a blank line, or one indented less than the block (the next item of the list it is in).
  const next = blockEnd(state, startLine, endLine);
  const token = state.push('html_block', '', 0);
  token.map = [startLine, next];
  token.content = state.getLines(startLine, next, state.blkIndent, true);
  state.line = next;
  return true;
}
