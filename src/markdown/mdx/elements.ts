/**
 * Capitalised JSX elements in Markdown (`<Highlight color="red">text</Highlight>`, `<Card />`): block and inline
 * rules record each element and leave markers around its children, which render as Markdown as usual; after
 * the page renders, mdx/evaluate.ts replaces each marked span with the component's server-rendered HTML.
 * `<Tabs>` and `<TabItem>` are sitegen's own Markdown blocks (tabs.ts) and never reach these rules, except in an MDX
 * 1 file that does not bind `Tabs` (see `nativeTabs`). An element in a file without any import names nothing, which
 * is an error with its line.
 */
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import { SitegenError } from '../../errors.js';
import { blockLines } from '../block-scan.js';
import type { MarkdownEnv } from '../env.js';
import { parseJsxTag, skipExpression, type JsxTag } from '../jsx-tag.js';
import { elementMarker, type MdxElement, type MdxState } from './mdx-state.js';
import { internalDocsComponent } from './internal-docs.js';
import { BLOCK_END, BLOCK_END_TOKEN, tokenizeChildren } from './block-children.js';

const NATIVE = new Set(['Tabs', 'TabItem']);

/** An import or export statement that names `Tabs` (`import Tabs from '@theme/Tabs'`, `export { Tabs }`). */
const BINDS_TABS = /\b(?:import|export)\b[^;]*?\bTabs\b/;

/**
 * Whether `<Tabs>` and `<TabItem>` are sitegen's own tabs in this file. In MDX 1 (a Docusaurus 2 site's Markdown) a
 * component is only what the file imports or exports or the site's MDXComponents provide: a file that names `Tabs`
 * nowhere gets MDX 1's shortcode for both, a `<div>` each with their props, and a warning, as Docusaurus 2 renders
 * it (avalonia-docs' pages that forgot the import show every tab's content one after another).
 */
export function nativeTabs(env: MarkdownEnv): boolean {
  const mdx = env.mdx as MdxState | undefined;
  if (!mdx?.mdx1) return true;
  mdx.bindsTabs ??=
    mdx.esm.some((block) => BINDS_TABS.test(block.code)) || Boolean(mdx.globals?.names.includes('Tabs'));
  return mdx.bindsTabs;
}

const isNative = (env: MarkdownEnv, name: string) => NATIVE.has(name) && nativeTabs(env);

/** Adds the block and inline element rules and their marker renderers. */
export function mdxElements(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'mdx_element', blockRule, { alt: ['paragraph', 'reference', 'blockquote'] });
  md.inline.ruler.before('html_inline', 'mdx_inline_element', inlineRule);
  md.renderer.rules.mdx_element_open = (tokens, i) => marker(tokens[i].meta, 'open');
  md.renderer.rules.mdx_element_close = (tokens, i) => marker(tokens[i].meta, 'close');
  md.renderer.rules[BLOCK_END_TOKEN] = () => BLOCK_END;
}

function marker(meta: { index?: number } | null, side: 'open' | 'close'): string {
  const index = Number(meta?.index);
  if (index === SHORTCODE) return side === 'open' ? '<div>' : '</div>';
  return elementMarker(index, side);
}

function isComponentTag(src: string, pos: number): boolean {
  return src[pos] === '<' && /[A-Z]/.test(src[pos + 1] ?? '');
}

/**
 * Record an element; without any import in the file it can name only a component of the site's MDXComponents,
 * anything else is an error right here.
 */
function register(
  env: MarkdownEnv,
  { tag, raw, line, extra = {} }: { tag: JsxTag; raw: string; line: number; extra?: Partial<MdxElement> },
): number {
  const mdx = env.mdx as MdxState | undefined;
  const base = tag.name.split('.')[0];
  const global = Boolean(mdx?.globals?.names.includes(base) || internalDocsComponent(mdx, base) !== undefined);
  // A component whose import was stripped is looked up when it renders, as the others: inside <FbInternalOnly>
  // it never is, so it is not warned about.
  const stripped = Boolean(mdx?.strippedNames?.has(base));
  if (!mdx || (mdx.esm.length === 0 && !global && !stripped)) {
    if (!mdx?.mdx1) throw notImported(env, tag.name, line);
    warnShortcode(env, tag.name, line);
    return SHORTCODE;
  }
  const attributes = raw.slice(1 + tag.name.length, tag.selfClosing ? -2 : -1);
  mdx.elements.push({ name: tag.name, attributes, line, selfClosing: tag.selfClosing, ...extra });
  return mdx.elements.length - 1;
}

/** The index of an element that names nothing and renders as MDX 1's shortcode, a `<div>` (see `mdx1`). */
const SHORTCODE = -1;

/**
 * MDX 1 renders `<Name>` that nothing defines as a `<div>` with its props and warns; so does a Docusaurus site. A
 * name whose import remark-mdx-filter-imports removed (an internal-only partial of a Meta site) was imported: the
 * warning says which import went and how to keep the empty `<div>` out of the public page.
 */
export function warnShortcode(env: MarkdownEnv, name: string, line: number): void {
  const from = (env.mdx as MdxState | undefined)?.strippedNames?.get(name.split('.')[0]);
  env.warnings.push({
    code: 'other',
    file: env.file,
    line: line + 1 + env.lineOffset,
    message:
      from === undefined
        ? `<${name}> is not imported, exported or in MDXComponents; it renders as a <div> around its children, as in Docusaurus 2. Import it at the top of the file to render the component.`
        : `<${name}> is imported from "${from}", an import remark-mdx-filter-imports removes from a public build (docusaurus-plugin-internaldocs-fb's preset adds it): it renders as a <div> around its children, as in Docusaurus 2. Put it inside <FbInternalOnly> to leave it out of the public page.`,
  });
}

/** The error for `<Name>` when nothing in the file defines `Name`. */
export function notImported(env: MarkdownEnv, name: string, line: number): SitegenError {
  return new SitegenError(`<${name}> names a component that is not imported`, {
    location: { file: env.file, line: line + 1 + env.lineOffset, source: env.source },
    hint: `import it at the top of the file, e.g. import ${name} from '@site/src/components/${name}';`,
  });
}

function blockRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const pos = state.bMarks[startLine] + state.tShift[startLine];
  if (!isComponentTag(state.src, pos)) return false;
  const tag = parseJsxTag(state.src, pos);
  if (!tag || isNative(state.env as unknown as MarkdownEnv, tag.name)) return false;
  let tagLast = startLine;
  while (tagLast < endLine - 1 && state.eMarks[tagLast] < tag.end - 1) tagLast++;
  const rest = state.src.slice(tag.end, state.eMarks[tagLast]);
  const sameLineClose = new RegExp(`^([\\s\\S]*)</${tag.name}\\s*>\\s*$`).exec(rest);
  if (rest.trim() !== '' && !tag.selfClosing && !sameLineClose) return false;
  const env = state.env as unknown as MarkdownEnv;
  const mdx1 = Boolean((env.mdx as MdxState | undefined)?.mdx1);
  // Text after a self-closed element on its line (`<Foo /> and more.`): MDX 1's JSX block shows it as written;
  // with tags or expressions in it, the whole line is that JSX block (mdx1-tag-paragraphs.ts). Elsewhere the line
  // is a paragraph, whose inline rule reads the element.
  const after = tag.selfClosing && !sameLineClose ? rest.trimEnd() : '';
  if (after && (!mdx1 || /[<{]/.test(after))) return false;
  if (silent) return true;
  const raw = state.src.slice(pos, tag.end);
  const inner = sameLineClose?.[1].trim();
  // `<CodeBlock language="js">{source}</CodeBlock>`, as Docusaurus documents it: the child is the expression's value.
  const lineExpression = inner ? singleExpression(inner) : undefined;
  if (tag.selfClosing || sameLineClose) {
    const extra = lineExpression !== undefined ? { expressionChild: lineExpression } : {};
    const index = register(env, { tag, raw, line: startLine, extra });
    pushMarker(state, 'mdx_element_open', index, startLine);
    if (inner && lineExpression === undefined) {
      const inline = state.push('inline', '', 0);
      inline.content = inner;
      inline.map = [startLine, tagLast + 1];
      inline.children = [];
    }
    pushMarker(state, 'mdx_element_close', index, tagLast);
    if (after) state.push('text', '', 0).content = after;
    state.line = tagLast + 1;
    return true;
  }
  const ownLine = findClose(state, tagLast, endLine, tag.name);
  const lineEnd = ownLine < 0 ? closeAtLineEnd(state, tagLast, endLine, tag.name) : null;
  const close = lineEnd ? lineEnd.line : ownLine;
  if (close < 0) {
    throw new SitegenError(`the <${tag.name}> element opened here is never closed`, {
      location: { file: env.file, line: startLine + 1 + env.lineOffset, source: env.source },
      hint: `add a line with </${tag.name}> where it ends.`,
    });
  }
  const childText = state.src.slice(state.bMarks[tagLast + 1] ?? tag.end, lineEnd?.at ?? state.bMarks[close]).trim();
  const expression =
    singleExpression(childText) ?? (mdx1 ? jsxTextChild(state, tagLast + 1, close, childText) : undefined);
  const index = register(env, {
    tag,
    raw,
    line: startLine,
    extra: expression !== undefined ? { expressionChild: expression } : {},
  });
  pushMarker(state, 'mdx_element_open', index, startLine);
  if (expression === undefined)
    childrenUpTo(state, { start: tagLast + 1, close, lineEnd, mdx1, markBlocks: index !== SHORTCODE });
  pushMarker(state, 'mdx_element_close', index, close);
  state.line = close + 1;
  return true;
}

/**
 * The JavaScript of `text` when it is one `{expression}` and nothing else (`{a} and {b}` is not: its first brace
 * closes before the end). Braces inside quotes do not count.
 */
export function singleExpression(text: string): string | undefined {
  if (!text.startsWith('{')) return undefined;
  return skipExpression(text, 0, text.length) === text.length ? text.slice(1, -1) : undefined;
}

/**
 * In MDX 1, an element with no blank line from its tag to its closing tag is one JSX block: its text is JSX text,
 * a string child with no Markdown in it (chaos-mesh's `<PickVersion>` calls `children.replace(...)` on a command).
 * As a JavaScript string literal, for text that JSX reads as it is written (no tags, braces or entities); none
 * otherwise, and where a blank line makes the children Markdown.
 */
function jsxTextChild(state: StateBlock, from: number, close: number, text: string): string | undefined {
  for (let n = from; n < close; n++) if (state.isEmpty(n)) return undefined;
  if (text === '' || /[<>{}]|&[#\w]+;/.test(text)) return undefined;
  return JSON.stringify(jsxText(text));
}

/** JSX's text: each line trimmed where it meets another, blank lines dropped, the rest joined by one space. */
function jsxText(text: string): string {
  const lines = text.split(/\r\n|\n|\r/);
  return lines
    .map((line, i) => {
      const start = i === 0 ? line : line.replace(/^[ \t]+/, '');
      return i === lines.length - 1 ? start : start.replace(/[ \t]+$/, '');
    })
    .filter((line) => line !== '')
    .join(' ');
}

/** Tokenize an element's children, from line `start` to its closing tag (on a line of its own, or at `lineEnd`). */
function childrenUpTo(
  state: StateBlock,
  {
    start,
    close,
    lineEnd,
    mdx1,
    markBlocks,
  }: { start: number; close: number; lineEnd: { at: number } | null; mdx1: boolean; markBlocks: boolean },
): void {
  if (!lineEnd) return tokenizeChildren(state, { start, end: close, mdx1, markBlocks });
  // The children's last line ends where the closing tag starts.
  const lineEnds = state.eMarks[close];
  state.eMarks[close] = lineEnd.at;
  tokenizeChildren(state, { start, end: close + 1, mdx1, markBlocks });
  state.eMarks[close] = lineEnds;
}

/**
 * Where `</Name>` ends a line of text below the element's tag, before a blank line (buck2's `> <FbInternalOnly>`,
 * its text, then `...)</FbInternalOnly>`): MDX 1 reads the lines up to a blank one as one JSX block, which may close
 * the element at a line's end. Only when no line of its own closes it; null when none does, or the element nests.
 */
function closeAtLineEnd(
  state: StateBlock,
  from: number,
  end: number,
  name: string,
): { line: number; at: number } | null {
  const closing = new RegExp(`</${name}\\s*>\\s*$`);
  for (const [n, text] of blockLines(state, from, end)) {
    if (state.isEmpty(n) || text.includes(`<${name}`)) return null;
    const match = closing.exec(text);
    if (match) return { line: n, at: state.bMarks[n] + state.tShift[n] + match.index };
  }
  return null;
}

/** The line of the `</Name>` that balances the element opened above `from`, or -1. */
function findClose(state: StateBlock, from: number, end: number, name: string): number {
  let depth = 1;
  const open = new RegExp(`^<${name}(?=[\\s/>])`);
  const closeTag = new RegExp(`^</${name}\\s*>\\s*$`);
  for (const [n, text] of blockLines(state, from, end)) {
    if (open.test(text)) {
      const tag = parseJsxTag(state.src, state.bMarks[n] + state.tShift[n]);
      if (tag && !tag.selfClosing) depth++;
    } else if (closeTag.test(text) && --depth === 0) return n;
  }
  return -1;
}

/** Push the block token that renders element `index`'s open or close marker (`type`), on body line `line`. */
export function pushMarker(state: StateBlock, type: string, index: number, line: number): void {
  const token = state.push(type, '', 0);
  token.meta = { index };
  token.block = true;
  token.map = [line, line + 1];
}

/** `Text <Badge text="x" /> and <Highlight>words</Highlight>`: elements inside a paragraph. */
function inlineRule(state: StateInline, silent: boolean): boolean {
  const env = state.env as unknown as MarkdownEnv;
  const mdx = env.mdx as MdxState | undefined;
  const closing = mdx?.inlineCloses.get(state.pos);
  if (closing?.src === state.src) {
    if (!silent) {
      state.push('mdx_element_close', '', 0).meta = { index: closing.index };
      mdx!.inlineCloses.delete(state.pos);
      // An `<a href={...}>` element (mdx-html.ts) kept linkify out of its text, as markdown-it's `html_inline` does.
      if (state.src.startsWith('</a>', state.pos)) state.linkLevel--;
    }
    state.pos = state.src.indexOf('>', state.pos) + 1;
    return true;
  }
  if (!isComponentTag(state.src, state.pos)) return false;
  const tag = parseJsxTag(state.src, state.pos, state.posMax);
  if (!tag || isNative(state.env as unknown as MarkdownEnv, tag.name)) return false;
  // An opening tag without its closing tag in the paragraph is text (`Promise<Window>` in prose).
  const closeAt = tag.selfClosing ? -1 : state.src.indexOf(`</${tag.name}>`, tag.end);
  if (!tag.selfClosing && (closeAt < 0 || closeAt >= state.posMax)) return false;
  if (silent) return true;
  const raw = state.src.slice(state.pos, tag.end);
  const index = register(env, { tag, raw, line: bodyLineOf(env, raw) });
  state.push('mdx_element_open', '', 0).meta = { index };
  if (tag.selfClosing) state.push('mdx_element_close', '', 0).meta = { index };
  else mdx!.inlineCloses.set(closeAt, { index, src: state.src });
  state.pos = tag.end;
  return true;
}

/** The 0-based body line of an inline tag: inline rules do not know their line, so find the tag in the file. */
export function bodyLineOf(env: MarkdownEnv, raw: string): number {
  const at = env.source.indexOf(raw);
  return at < 0 ? 0 : env.source.slice(0, at).split('\n').length - 1 - env.lineOffset;
}
