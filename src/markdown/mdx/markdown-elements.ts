/**
 * A Docusaurus site's MDXComponents may replace how Markdown's elements render, by MDX 1's names: `a`, `img`,
 * `pre` (fenced code), `inlineCode`, `h1`..`h6`, `p`, `blockquote`, `ul`, `ol`, `li`, the table's, `em`,
 * `strong`, `del`, `hr`, `br`. Where the site replaces one, each such element of a file is an element of the
 * file (mdx-state.ts) like `<Highlight>`: its children between markers, rendered by the site's component with the
 * props MDX 1 gives it (`{href, title}` for a link, `{src, alt, title}` for an image; a fenced block is `pre` around
 * a `code` element whose props carry `className: 'language-x'`, `metastring` and the code). react-native-website
 * renders inline code `` `md ...` `` with working links so. Inside a replaced element, the Markdown elements it holds
 * are elements too (`plain`), as MDX 1 gives a component its children: ionic-docs' `table` reads its head's cells.
 * Each renders the HTML markdown-it gives it, unless a component gives it other props. Where the site replaces
 * nothing, markdown-it renders the page as it always does: the one check is per page.
 */
import path from 'node:path';
import type { MarkdownIt, Token } from 'markdown-it';
import type { MarkdownEnv } from '../env.js';
import { elementMarker, type MdxElement, type MdxState } from './mdx-state.js';

/** The name MDX 1 gives inline code among the components a site's MDXComponents replaces. */
export const INLINE_CODE = 'inlineCode';

/** The Markdown elements sitegen renders through a site's components when it replaces them, by MDX 1's names. */
export const MARKDOWN_ELEMENTS = new Set([
  INLINE_CODE,
  'a',
  'img',
  'pre',
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'blockquote', 'ul', 'ol', 'li', 'hr', 'br'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'em', 'strong', 'del'],
]);

/** markdown-it's tag -> MDX 1's name, where they differ. */
const MDX_NAME: Record<string, string> = { s: 'del' };

/** What one render of a page with replaced elements keeps. */
interface ElementRender {
  env: MarkdownEnv;
  mdx: MdxState;
  replaced: readonly string[];
  /** The 0-based body line of the block being rendered: inline tokens have none of their own. */
  line: number;
  /** Per token type (`link`, `heading`), the element each open token began, or -1: its close token ends it. */
  open: Map<string, number[]>;
  /** The elements open around the token, innermost last: MDX 1 names an element's parent (`parentName`). */
  parents: number[];
  /** How many of `parents` the site replaces: inside one, Markdown's other elements are elements too (`plain`). */
  held: number;
  /** An opening raw HTML tag of a replaced element's name (`<a href>`), until the page's first is warned of. */
  rawTag?: RegExp;
}

/** The plugin: a page whose site replaces Markdown elements renders them as elements of the file. */
export function mdxMarkdownElements(md: MarkdownIt): void {
  const own = md.renderer.render;
  md.renderer.render = function render(tokens, options, rawEnv) {
    const env = rawEnv as unknown as MarkdownEnv | undefined;
    const replaced = env && replacedElements(env);
    if (!replaced) return own.call(this, tokens, options, rawEnv);
    const mdx = env!.mdx as MdxState;
    const state: ElementRender = { env: env!, mdx, replaced, line: 0, open: new Map(), parents: [], held: 0 };
    const tags = replaced.filter((name) => name !== INLINE_CODE);
    if (tags.length) state.rawTag = new RegExp(`<(${tags.join('|')})(?=[\\s/>])`);
    return renderTokens(tokens, state, (list, i) => {
      const rule = this.rules[list[i].type];
      return rule ? rule(list, i, options, rawEnv, this) : this.renderToken(list, i, options);
    });
  };
}

/** The Markdown elements the page's site replaces, or undefined when none. */
function replacedElements(env: MarkdownEnv): readonly string[] | undefined {
  const mdx = env.mdx as MdxState | undefined;
  const replaced = mdx?.globals?.markdownElements;
  return replaced?.length ? replaced : undefined;
}

/** markdown-it's loop over tokens (inline tokens' children included), replaced elements marked instead. */
function renderTokens(
  tokens: Token[],
  state: ElementRender,
  renderOwn: (tokens: Token[], i: number) => string,
): string {
  let out = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.map) state.line = token.map[0];
    if (token.type === 'inline') out += renderTokens(token.children ?? [], state, renderOwn);
    else if (token.type === 'html_block' || token.type === 'html_inline') {
      warnRawTag(token.content, state);
      out += renderOwn(tokens, i);
    } else out += markElement(tokens, i, state, () => renderOwn(tokens, i)) ?? renderOwn(tokens, i);
  }
  return out;
}

/**
 * In MDX 1 a raw HTML tag is JSX that renders through MDXComponents too; here it renders as written: the page's
 * first such tag is a warning.
 */
function warnRawTag(html: string, state: ElementRender): void {
  const tag = state.rawTag?.exec(html.replace(/<!--[\s\S]*?-->/g, ''))?.[1];
  if (!tag) return;
  state.rawTag = undefined;
  const { env } = state;
  const file = path.relative(state.mdx.root, state.mdx.globals!.file).split(path.sep).join('/');
  env.warnings.push({
    code: 'other',
    file: env.file,
    line: state.line + 1 + env.lineOffset,
    message: `<${tag}> written as raw HTML renders as written, not through the ${tag} of ${file} as in Docusaurus 2 (MDX 1 renders HTML tags through MDXComponents too); write it as Markdown${MARKDOWN_SYNTAX[tag] ? ` (${MARKDOWN_SYNTAX[tag]})` : ''} to render it through that component.`,
  });
}

/** The Markdown that makes an element, for the warning about a raw HTML tag of its name. */
const MARKDOWN_SYNTAX: Record<string, string> = {
  a: '[text](url)',
  img: '![alt](src)',
  pre: 'a ``` fence',
  blockquote: '> text',
  em: '*text*',
  strong: '**text**',
};

/** markdown-it's token types of the elements that hold others, which MDX 1 gives a component as elements. */
const CONTAINERS = new Set([
  ...['paragraph', 'heading', 'blockquote', 'bullet_list', 'ordered_list', 'list_item'],
  ...['link', 'em', 'strong', 's', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
]);

/** markdown-it's token types of the elements without children, by MDX 1's names. */
const LEAVES: Record<string, string> = { code_inline: INLINE_CODE, image: 'img', hr: 'hr', hardbreak: 'br' };

/**
 * The markers of the element token `i` begins or ends, or null when it renders as markdown-it renders it
 * (`renderOwn`), which is also the HTML of an element the site does not replace.
 */
function markElement(tokens: Token[], i: number, state: ElementRender, renderOwn: () => string): string | null {
  const token = tokens[i];
  if (LEAVES[token.type]) return markLeaf(token, state, renderOwn);
  if (token.nesting === 0) return null;
  const kind = token.type.replace(/_(open|close)$/, '');
  const stack = state.open.get(kind) ?? [];
  state.open.set(kind, stack);
  if (token.nesting === -1) {
    const index = stack.pop() ?? -1;
    return index < 0 ? null : closeElement(index, { state, block: token.block, renderOwn });
  }
  const name = MDX_NAME[token.tag] ?? token.tag;
  const replaced = state.replaced.includes(name);
  if (token.hidden || !(replaced || (state.held > 0 && CONTAINERS.has(kind)))) {
    stack.push(-1);
    return null;
  }
  const props = withParent(state, propsOf(token));
  const index = register(state, replaced ? { name, props } : { name, props, html: renderOwn() });
  if (replaced) state.held++;
  stack.push(index);
  state.parents.push(index);
  return elementMarker(index, 'open');
}

/** The close marker of element `index`; a replaced block's is followed by the newline its tag's HTML would end with. */
function closeElement(
  index: number,
  { state, block, renderOwn }: { state: ElementRender; block: boolean; renderOwn: () => string },
): string {
  state.parents.pop();
  const { plain } = state.mdx.elements[index];
  if (plain) plain.close = renderOwn();
  else state.held--;
  // Between elements of a replaced one, the newline would be a child of its own (MDX 1 gives none).
  const newline = block && !plain && state.parents.length === 0;
  return elementMarker(index, 'close') + (newline ? '\n' : '');
}

/** The markers of inline code, an image, a rule or a line break, or null when it renders as markdown-it renders it. */
function markLeaf(token: Token, state: ElementRender, renderOwn: () => string): string | null {
  const name = LEAVES[token.type];
  const replaced = state.replaced.includes(name);
  if (!replaced && state.held === 0) return null;
  const props: Record<string, unknown> = withParent(state, {});
  if (token.type === 'image') {
    const alt = token.children ? textOf(token.children) : '';
    Object.assign(props, { src: token.attrGet('src') ?? '', alt, ...titleOf(token) });
  }
  if (!replaced) {
    if (name === INLINE_CODE) props.children = token.content;
    return markers(state, { name, props, selfClosing: true, html: renderOwn() });
  }
  if (name === INLINE_CODE) return markers(state, { name, props, expressionChild: JSON.stringify(token.content) });
  const newline = name === 'img' ? '' : '\n';
  return markers(state, { name, props, selfClosing: true }) + newline;
}

/** `props` with MDX 1's `parentName`, the name of the Markdown element that holds it, if one is marked. */
function withParent(state: ElementRender, props: Record<string, unknown>): Record<string, unknown> {
  const parent = state.parents[state.parents.length - 1];
  return parent === undefined ? props : { parentName: state.mdx.elements[parent].name, ...props };
}

/**
 * One element to record: its MDX 1 name, its props, and how it holds its children; `html`, for an element the site
 * does not replace, is markdown-it's HTML of its open token (or of all of it, self-closing).
 */
interface MarkdownElement {
  name: string;
  props: Record<string, unknown>;
  selfClosing?: boolean;
  expressionChild?: string;
  html?: string;
}

function register(state: ElementRender, element: MarkdownElement): number {
  const { name, props, selfClosing = false, expressionChild, html } = element;
  const recorded: MdxElement = { name, attributes: '', line: state.line, selfClosing };
  if (html === undefined) recorded.attributes = ` {...${JSON.stringify(props)}}`;
  else recorded.plain = { props, open: html };
  if (expressionChild !== undefined) recorded.expressionChild = expressionChild;
  recorded.markdown = true;
  state.mdx.elements.push(recorded);
  return state.mdx.elements.length - 1;
}

function markers(state: ElementRender, element: MarkdownElement): string {
  const index = register(state, element);
  return elementMarker(index, 'open') + elementMarker(index, 'close');
}

/** An open token's attributes as MDX 1's props: `class` is `className`, a cell's alignment is `align`. */
function propsOf(token: Token): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, raw] of token.attrs ?? []) {
    const value = String(raw);
    if (key === 'rel' && token.type === 'link_open') continue; // sitegen's, for external links; MDX gives none
    if (key === 'class') props.className = value;
    else if (key === 'style' && /^text-align:/.test(value)) props.align = value.slice('text-align:'.length);
    else if (key === 'start') props.start = Number(value);
    else props[key] = value;
  }
  // MDX 1 gives every cell its alignment, null where the column has none.
  if ((token.type === 'th_open' || token.type === 'td_open') && !('align' in props)) props.align = null;
  return props;
}

function titleOf(token: Token): { title?: string } {
  const title = token.attrGet('title');
  return title ? { title: String(title) } : {};
}

/** An image's alt text: the text of its description, as MDX 1 gives it. */
function textOf(children: Token[]): string {
  return children.map((c) => (c.children ? textOf(c.children) : c.type === 'image' ? '' : c.content)).join('');
}

/**
 * A fenced or indented code block, where the site replaces `pre`: MDX 1's `pre` element around a `code` element
 * (`__sitegen_rt.mdx`, resolved through MDXComponents as MDX 1 resolves it), or null. `info` is the fence's info.
 */
export function codeBlockElement(env: MarkdownEnv, block: { info: string; code: string; line: number }): string | null {
  const replaced = replacedElements(env);
  if (!replaced?.includes('pre')) return null;
  const [lang = '', ...rest] = block.info.trim().split(/\s+/);
  const metastring = rest.join(' ');
  const props: Record<string, unknown> = { parentName: 'pre' };
  if (lang) props.className = `language-${lang}`;
  if (metastring) props.metastring = metastring;
  // MDX 1 gives each `key=value` of the meta as a prop too (a bare word is true; a class is added to className).
  for (const word of metastring ? metastring.split(' ') : []) {
    const [key, value] = word.split('=');
    const prop = word.includes('=') ? value : true;
    if ((key === 'class' || key === 'className') && lang) props.className += ` ${String(prop)}`;
    else props[key] = prop;
  }
  const child = `__sitegen_rt.mdx('code', ${JSON.stringify(props)}, ${JSON.stringify(block.code)})`;
  const mdx = env.mdx as MdxState;
  const state = { env, mdx, replaced, line: block.line, open: new Map(), parents: [], held: 0 };
  return markers(state, { name: 'pre', props: {}, expressionChild: child }) + '\n';
}
