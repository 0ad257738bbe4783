/**
 * A Docusaurus site's MDXComponents may replace how Markdown's elements render, by MDX 1's names: `a`, `img`,
 * `pre` (fenced code), `inlineCode`, `h1`..`h6`, `p`, `blockquote`, `ul`, `ol`, `li`, the table's, `em`,
 * `strong`, `del`, `hr`, `br`. Where the site replaces one, each such element of a file is an element of the
 * file (mdx-state.ts) like `<Highlight>`: its children between markers, rendered by the site's component with the
 * props MDX 1 gives it (`{href, title}` for a link, `{src, alt, title}` for an image; a fenced block is `pre` around
 * a `code` element whose props carry `className: 'language-x'`, `metastring` and the code). react-native-website
 * renders inline code `` `md ...` `` with working links so. Inside a replaced element, the Markdown elements it holds
 * are elements too (`plain`), as MDX 1 gives a component its children: ionic-docs' `table` reads its head's cells;
 * a code block there is the `pre` > `code` a replaced `pre` gets. Each renders the HTML markdown-it gives it, unless
 * a component gives it other props. Raw HTML tags of the names the site replaces, and those inside a replaced
 * element, are elements too (raw-elements.ts), as MDX 1 reads HTML as JSX. Where the site replaces nothing,
 * markdown-it renders the page as it always does: the one check is per page.
 */
import type { MarkdownIt, Token } from 'markdown-it';
import type { MarkdownEnv } from '../env.js';
import {
  activeRender,
  closeElement,
  markers,
  openElement,
  withActiveRender,
  withParent,
  type ElementRender,
} from './element-render.js';
import type { MdxState } from './mdx-state.js';
import { markRawHtml, pairRawTags } from './raw-elements.js';

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

/**
 * Whether a key of a site's MDXComponents names an element sitegen renders through it: one of Markdown's, or an
 * HTML tag, which Markdown may hold as raw HTML (raw-elements.ts); not `wrapper`, MDX's layout, nor `pre.code`.
 */
export function rendersThrough(key: string): boolean {
  return MARKDOWN_ELEMENTS.has(key) || (/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(key) && key !== 'wrapper');
}

/** The plugin: a page whose site replaces Markdown elements renders them as elements of the file. */
export function mdxMarkdownElements(md: MarkdownIt): void {
  const own = md.renderer.render;
  md.renderer.render = function render(tokens, options, rawEnv) {
    const env = rawEnv as unknown as MarkdownEnv | undefined;
    const replaced = env && replacedElements(env);
    if (!replaced) return own.call(this, tokens, options, rawEnv);
    const mdx = env!.mdx as MdxState;
    const state: ElementRender = {
      env: env!,
      mdx,
      replaced,
      line: 0,
      open: new Map(),
      parents: [],
      markdownParents: [],
      held: 0,
      rawWarned: false,
    };
    return withActiveRender(state, () =>
      renderTokens(tokens, state, (list, i) => {
        const rule = this.rules[list[i].type];
        return rule ? rule(list, i, options, rawEnv, this) : this.renderToken(list, i, options);
      }),
    );
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
  const raw = pairRawTags(tokens);
  let out = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.map) state.line = token.map[0];
    if (token.type === 'inline') out += renderTokens(token.children ?? [], state, renderOwn);
    else {
      const parts = raw.get(token);
      const marked = parts
        ? markRawHtml(token, parts, state)
        : markElement(tokens, i, state, () => renderOwn(tokens, i));
      out += marked ?? renderOwn(tokens, i);
    }
  }
  return out;
}

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
    const { index = -1, named = false } = stack.pop() ?? {};
    if (named) state.markdownParents.pop();
    return index < 0 ? null : closeMarkdown(index, { state, block: token.block, renderOwn });
  }
  const name = MDX_NAME[token.tag] ?? token.tag;
  const replaced = state.replaced.includes(name);
  const named = !token.hidden && (replaced || CONTAINERS.has(kind));
  const props = withParent(state, propsOf(token));
  if (named) state.markdownParents.push(name);
  if (!named || !(replaced || state.held > 0)) {
    stack.push({ index: -1, named });
    return null;
  }
  const marker = openElement(state, replaced ? { name, props } : { name, props, html: renderOwn() });
  stack.push({ index: state.parents[state.parents.length - 1], named });
  return marker;
}

/** The close marker of element `index`; a replaced block's is followed by the newline its tag's HTML would end with. */
function closeMarkdown(
  index: number,
  { state, block, renderOwn }: { state: ElementRender; block: boolean; renderOwn: () => string },
): string {
  const marker = closeElement(state, index, renderOwn);
  // Between elements of a replaced one, the newline would be a child of its own (MDX 1 gives none).
  const newline = block && !state.mdx.elements[index].plain && state.parents.length === 0;
  return marker + (newline ? '\n' : '');
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
  if (name === INLINE_CODE) return markers(state, { name, props, child: { text: token.content } });
  const newline = name === 'img' ? '' : '\n';
  return markers(state, { name, props, selfClosing: true }) + newline;
}

/** An open token's attributes as MDX 1's props: `class` is `className`, a cell's alignment is `align`. */
function propsOf(token: Token): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, raw] of token.attrs ?? []) {
    const value = String(raw);
    // sitegen's, for external links, as Docusaurus's Link adds them; MDX gives none.
    if ((key === 'rel' || key === 'target') && token.type === 'link_open') continue;
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
 * A fenced or indented code block as MDX 1's `pre` element around a `code` element, where the site replaces `pre`
 * (`__sitegen_rt.mdx` creates the `code`, resolved through MDXComponents as MDX 1 resolves it), or inside an
 * element it replaces, which sees them as its children: there they render as sitegen renders the block (`render`).
 * Null elsewhere. `info` is the fence's info.
 */
export function codeBlockElement(
  env: MarkdownEnv,
  block: { info: string; code: string },
  render: () => string,
): string | null {
  const state = activeRender(env);
  if (!state || !(state.replaced.includes('pre') || state.held > 0)) return null;
  const code = codeProps(block.info);
  const pre = { name: 'pre', props: withParent(state, {}) };
  let out: string;
  if (state.replaced.includes('pre')) {
    const child = { element: { type: 'code', props: code, children: block.code } };
    out = markers(state, { ...pre, child }) + '\n';
  } else {
    out = openElement(state, { ...pre, html: '' });
    out += markers(state, {
      name: 'code',
      props: { ...code, children: block.code },
      selfClosing: true,
      html: render(),
    });
    out += closeElement(state, state.parents[state.parents.length - 1], () => '');
  }
  return out;
}

/** The props MDX 1 gives a code block's `code` element, from the fence's info (`js title="a.js" {1}`). */
function codeProps(info: string): Record<string, unknown> {
  const [lang = '', ...rest] = info.trim().split(/\s+/);
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
  return props;
}
