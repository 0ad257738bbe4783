/**
 * In MDX 1 a raw HTML tag written in Markdown is JSX (`<a href="/x">docs</a>` is `mdx('a', {href: '/x'}, 'docs')`),
 * which renders through the site's MDXComponents entry for its name. On a page whose site replaces elements, a tag
 * of a replaced name is so an element of the file, its props its attributes (raw-html.ts), its children the tags,
 * text and Markdown up to its closing tag; inside a replaced element, every tag is an element too (`plain`, as
 * markdown-elements.ts makes Markdown's), so a component that reads its children sees MDX 1's tree. A tag pairs
 * with its closing tag at the same level of the page (the same paragraph, or blocks of the same list item or
 * quote), as JSX must close it; one of a replaced name left open renders as written, and the page's first such tag
 * is a warning naming its line.
 */
import path from 'node:path';
import type { Token } from 'markdown-it';
import { closeElement, markers, openElement, type ElementRender } from './element-render.js';
import { jsxText, rawProps, splitRawHtml, type RawOpen, type RawPart } from './raw-html.js';

/**
 * The raw HTML tokens of `tokens` (a page's blocks, or one inline token's children) as their parts, each opening
 * tag paired with the closing tag that closes it at its level: a Markdown element (a list, a quote, an emphasis) or
 * a component's element that ends first leaves the tags opened inside it open.
 */
export function pairRawTags(tokens: Token[]): Map<Token, RawPart[]> {
  const parts = new Map<Token, RawPart[]>();
  // A tag's level: its token's, and how many components' elements are open around it.
  const open: { tag: RawOpen; level: number; components: number }[] = [];
  let components = 0;
  const leave = (inside: (o: (typeof open)[number]) => boolean) => {
    while (open.length && inside(open[open.length - 1])) open.pop();
  };
  for (const token of tokens) {
    if (token.type === 'mdx_element_open') components++;
    if (token.type === 'mdx_element_close') {
      leave((o) => o.components >= components);
      components--;
    }
    if (token.nesting === -1) leave((o) => o.level > token.level);
    if (!isWrittenHtml(token)) continue;
    const level = token.level;
    const own = splitRawHtml(token.content);
    parts.set(token, own);
    for (const part of own) {
      if (part.kind === 'open' && !part.leaf) open.push({ tag: part, level, components });
      if (part.kind !== 'close') continue;
      const at = open.findLastIndex(
        (o) => o.tag.name === part.name && o.level === level && o.components === components,
      );
      if (at < 0) continue;
      open[at].tag.closedBy = part;
      part.opens = open[at].tag;
      open.length = at;
    }
  }
  return parts;
}

/** An HTML token of the page's source (sitegen's own HTML, a badge, is none). */
function isWrittenHtml(token: Token): boolean {
  return (token.type === 'html_block' || token.type === 'html_inline') && !token.meta?.sitegen;
}

/**
 * The HTML token's parts, each tag of a replaced name an element's markers, and each tag inside a replaced element;
 * null when none is, and the token renders as markdown-it renders it.
 */
export function markRawHtml(token: Token, parts: RawPart[], state: ElementRender): string | null {
  const marks = (part: RawPart) =>
    part.kind === 'open'
      ? state.replaced.includes(part.name) && (part.leaf || part.closedBy !== undefined)
      : part.kind === 'close' && part.opens?.index !== undefined;
  if (state.held === 0 && !parts.some(marks)) {
    for (const part of parts) if (part.kind === 'open' && state.replaced.includes(part.name)) warnOpen(part, state);
    return null;
  }
  let out = '';
  for (const part of parts) {
    // Inside an element, an HTML block's text is JSX's: whitespace between its tags is no child.
    if (part.kind === 'text') out += state.held > 0 && token.type === 'html_block' ? jsxText(part.html) : part.html;
    else if (part.kind === 'close') out += part.opens?.index === undefined ? part.html : closeRaw(part.opens, state);
    else out += openRaw(part, state);
  }
  return out;
}

/** An opening tag's markers, or the tag as written where it opens nothing (not replaced, not inside one). */
function openRaw(tag: RawOpen, state: ElementRender): string {
  const replaced = state.replaced.includes(tag.name);
  if (!(replaced || state.held > 0) || !(tag.leaf || tag.closedBy)) {
    if (replaced) warnOpen(tag, state);
    return tag.html;
  }
  // A raw tag is JSX: no Markdown element is its parent (no `parentName`).
  const element = { name: tag.name, props: rawProps(tag.attributes), ...(replaced ? {} : { html: tag.html }) };
  if (tag.leaf) return markers(state, { ...element, selfClosing: true });
  const line = state.line;
  state.line += tag.lineOffset;
  const marker = openElement(state, element);
  state.line = line;
  tag.index = state.parents[state.parents.length - 1];
  return marker;
}

function closeRaw(tag: RawOpen, state: ElementRender): string {
  return closeElement(state, tag.index!, () => tag.closedBy!.html);
}

/** The page's first tag of a replaced name that renders as written, as a warning with its line. */
function warnOpen(tag: RawOpen, state: ElementRender): void {
  if (state.rawWarned) return;
  state.rawWarned = true;
  const { env, mdx } = state;
  const file = path.relative(mdx.root, mdx.globals!.file).split(path.sep).join('/');
  env.warnings.push({
    code: 'other',
    file: env.file,
    line: state.line + tag.lineOffset + 1 + env.lineOffset,
    message: `<${tag.name}> written as raw HTML without its closing tag at the same level (the same paragraph, or the same list item or quote) renders as written, not through the ${tag.name} of ${file} as in Docusaurus 2, where MDX 1 fails to compile it; close it with </${tag.name}> there.`,
  });
}
