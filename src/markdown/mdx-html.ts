/**
 * HTML written for MDX 1 must work as HTML: `className=` -> `class=`, `style={{a: 'b', fontSize: 12}}` -> a CSS
 * string, JSX attribute names (`frameBorder`, `allowFullScreen`) -> HTML ones, `{'text'}` expressions unwrapped.
 * Self-closed void tags (`<br />`, `<img ... />`) are valid HTML already; other self-closed tags (`<iframe ... />`)
 * get an end tag. Braces in prose are left alone.
 *
 * HTML blocks (`<div ...>` at the start of a line) reach the core rule as they are. Inside a paragraph,
 * markdown-it's own `html_inline` does not accept `{...}` attribute values and would print the tag as text, so an
 * inline rule before it takes tags with JSX attributes.
 */
import type { MarkdownIt, StateInline } from 'markdown-it';
import type { MarkdownEnv } from './env.js';
import { hasCodeAttribute, hasCodeExpression, hasComponentTag, replaceHtmlExpressions } from './html-expressions.js';
import { parseJsxTag, type JsxTag } from './jsx-tag.js';
import { bodyLineOf } from './mdx/elements.js';
import { elementMarker, type MdxState } from './mdx/mdx-state.js';
import { VOID_ELEMENTS } from '../../templates/escape.js';

/** React's name of an attribute -> HTML's, for those MDX 1 files write React's way. */
export const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  frameBorder: 'frameborder',
  allowFullScreen: 'allowfullscreen',
  tabIndex: 'tabindex',
  readOnly: 'readonly',
  autoPlay: 'autoplay',
  crossOrigin: 'crossorigin',
  srcSet: 'srcset',
  referrerPolicy: 'referrerpolicy',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
};

/**
 * Convert one chunk of MDX-1 flavoured HTML to HTML; its images load lazily (LAZY_IMG) unless the site's own
 * MDXComponents draws them (`ownImg`), which then gets the props as written.
 */
function mdxToHtml(html: string, ownImg = false): string {
  if (!html.includes('=') && !html.includes('/>') && !/[A-Z]/.test(html)) return html;
  return html.replace(/<[A-Za-z][^<>]*?\/?>/g, (tag) =>
    tag
      .replace(/\sstyle=\{\{([\s\S]*?)\}\}/g, (_m, body: string) => ` style="${styleObjectToCss(body)}"`)
      .replace(/(\s)([a-z]+[A-Z][A-Za-z]*)(?=[\s=/>])/g, (m, sp: string, name: string) =>
        ATTRIBUTE_NAMES[name] ? sp + ATTRIBUTE_NAMES[name] : m,
      )
      .replace(/=\{(['"])(.*?)\1\}/g, '="$2"')
      .replace(/=\{(\d+(?:\.\d+)?)\}/g, '="$1"')
      .replace(/\s[\w-]+=\{false\}/g, '')
      .replace(/=\{true\}/g, '')
      // JSX closes `<iframe ... />`; HTML would not, and the rest of the page would end up inside it.
      .replace(/^<([A-Za-z][\w-]*)([\s\S]*?)\s*\/>$/, (m, name: string, rest: string) =>
        VOID_ELEMENTS.has(name.toLowerCase()) ? m : `<${name}${rest}></${name}>`,
      )
      .replace(/^<img(?=[\s/>])(?![^>]*\sloading=)/, ownImg ? '<img' : LAZY_IMG),
  );
}

/**
 * theme-classic's MDX `img` (`<img loading="lazy" {...props} />`) renders every image of a Docusaurus page, the
 * HTML ones too; an image that says how to load keeps its way.
 */
const LAZY_IMG = '<img loading="lazy"';

/** `a: 'b', fontSize: 12` -> `a: b; font-size: 12px`. */
function styleObjectToCss(body: string): string {
  return splitTopLevel(body)
    .map((pair) => {
      const at = pair.indexOf(':');
      if (at < 0) return '';
      const key = pair
        .slice(0, at)
        .trim()
        .replace(/^['"]|['"]$/g, '');
      let value = pair
        .slice(at + 1)
        .trim()
        .replace(/^['"]|['"]$/g, '');
      if (/^\d+(\.\d+)?$/.test(value) && !/^(zIndex|opacity|flex|fontWeight|lineHeight)$/.test(key)) value += 'px';
      return `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value}`;
    })
    .filter(Boolean)
    .join('; ')
    .replace(/"/g, '&quot;');
}

/** Split on commas that are not inside quotes or parentheses (`fontFamily: 'a, b'`, `rgba(0, 0, 0, 0.1)`). */
function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quote) quote = ch === quote ? '' : quote;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

/**
 * An inline tag with JSX attribute values (`<span style={{color: 'red'}}>`) as converted raw HTML. In MDX 1, one
 * whose values need JavaScript is JSX, as a block is: self-closed (`<img src={require('./a.png').default} />`), the
 * tag alone; with its closing tag in the paragraph (`<a href={useBaseUrl('/x')}>the **guide**</a>`), an element
 * around its Markdown text, rendered through the site's MDXComponents entry for the tag, as MDX 1 renders it.
 */
function jsxInline(state: StateInline, silent: boolean): boolean {
  if (!state.md.options.html || state.src.charCodeAt(state.pos) !== 0x3c) return false;
  const tag = parseJsxTag(state.src, state.pos, state.posMax);
  if (!tag) return false;
  const { end } = tag;
  const raw = state.src.slice(state.pos, end);
  // Tags without expressions are markdown-it's own business.
  if (!raw.includes('{')) return false;
  if (!silent) {
    const env = state.env as MarkdownEnv;
    const mdx = env.mdx as MdxState | undefined;
    const jsx = mdx?.mdx1 === true && hasCodeAttribute(tag);
    const closeAt = jsx && !tag.selfClosing ? closingTag(state, tag) : -1;
    if (jsx) warnHandlers(env, raw, bodyLineOf(env, raw));
    if (closeAt >= 0) openElement(state, { mdx: mdx!, tag, raw, closeAt });
    else {
      const token = state.push('html_inline', '', 0);
      if (jsx && tag.selfClosing) token.content = jsxElement(mdx!, { jsx: raw, line: bodyLineOf(env, raw) });
      else token.content = mdxToHtml(raw, drawsImages(mdx));
      if (jsx && !tag.selfClosing) warnUnclosed(env, tag.name, raw);
    }
    // Keeps linkify out of `<a href={...}>` text, as markdown-it's own rule does.
    if (/^<a[>\s]/i.test(raw)) state.linkLevel++;
  }
  state.pos = end;
  return true;
}

/** Where the tag that closes `tag` starts, in the paragraph (tags of its name inside it balanced), or -1. */
function closingTag(state: StateInline, tag: JsxTag): number {
  const tags = new RegExp(`<(/?)${tag.name.replace(/[.]/g, '\\.')}(?=[\\s/>])`, 'g');
  tags.lastIndex = tag.end;
  let depth = 1;
  for (let m = tags.exec(state.src); m && m.index < state.posMax; m = tags.exec(state.src)) {
    if (!m[1]) {
      const inner = parseJsxTag(state.src, m.index, state.posMax);
      if (inner && !inner.selfClosing) depth++;
    } else if (--depth === 0) return /^<\/[\w.-]+\s*>/.test(state.src.slice(m.index, state.posMax)) ? m.index : -1;
  }
  return -1;
}

/**
 * The element of an HTML tag that is JSX, its children the Markdown up to `closeAt`, where the inline rule of
 * elements (mdx/elements.ts) ends it. MDX 1 renders a lowercase tag through the site's MDXComponents, as it renders
 * Markdown's elements, else as the tag: so does an element marked `markdown`.
 */
function openElement(
  state: StateInline,
  { mdx, tag, raw, closeAt }: { mdx: MdxState; tag: JsxTag; raw: string; closeAt: number },
): void {
  const line = bodyLineOf(state.env as MarkdownEnv, raw);
  const attributes = raw.slice(1 + tag.name.length, -1);
  const index = mdx.elements.push({ name: tag.name, attributes, line, selfClosing: false, markdown: true }) - 1;
  state.push('mdx_element_open', '', 0).meta = { index };
  mdx.inlineCloses.set(closeAt, { index, src: state.src });
}

/** An HTML tag that is JSX without its closing tag in its paragraph renders as written: MDX 1 would not compile it. */
function warnUnclosed(env: MarkdownEnv, name: string, raw: string): void {
  env.warnings.push({
    code: 'other',
    file: env.file,
    line: bodyLineOf(env, raw) + 1 + env.lineOffset,
    message: `<${name}> has an attribute that needs JavaScript, so it is JSX in Docusaurus 2 (MDX 1), which fails to compile it without its closing tag in the same paragraph; it is written to the page as it is. Close it with </${name}> in the same paragraph.`,
  });
}

/**
 * A warning for each HTML tag in `jsx` (starting at body line `line`, 0-based) with event handlers: the tags render
 * on the server, where a handler is dropped, while Docusaurus hydrates the whole page and runs it.
 */
function warnHandlers(env: MarkdownEnv, jsx: string, line: number): void {
  for (const m of jsx.matchAll(/<[a-z]/g)) {
    const tag = parseJsxTag(jsx, m.index);
    const handlers = (tag?.expressions ?? []).filter((name) => /^on[A-Z]/.test(name));
    if (!tag || !handlers.length) continue;
    const at = line + (jsx.slice(0, m.index).match(/\n/g)?.length ?? 0);
    env.warnings.push({
      code: 'other',
      file: env.file,
      line: at + 1 + env.lineOffset,
      message: `<${tag.name}>'s ${handlers.join(', ')} ${handlers.length > 1 ? 'do' : 'does'} nothing on the page: sitegen renders the HTML tags of Markdown as HTML, without their event handlers (Docusaurus 2 hydrates the whole page). Move the element into a component of its own file and import that here: a component with event handlers runs in the browser.`,
    });
  }
}

/**
 * An HTML block with code in its expressions, as MDX 1 reads it: JSX, an element of the file's module rendered with
 * its components and `props` (mdx/evaluate.ts). The block's place holds the element's markers until then.
 */
function jsxBlock(
  { mdx, env }: { mdx: MdxState; env: MarkdownEnv },
  token: { content: string; map: [number, number] | null },
): string {
  const tail = unmatchedTail(token.content);
  const jsx = token.content.slice(0, tail).trimEnd();
  warnHandlers(env, jsx, token.map?.[0] ?? 0);
  return `${jsxElement(mdx, { jsx, line: token.map?.[0] ?? 0 })}\n${token.content.slice(tail)}`;
}

/** A tag, or an `{expression}` (skipped: its `<` and `>` are JavaScript's). */
const TAG_OR_EXPRESSION =
  /\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|<(\/?)([A-Za-z][\w.-]*)(?:[^<>{}]|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\})*?(\/?)>/g;

/**
 * Where the end tags that close elements opened before the block begin (`</div>` after a block's own `</div>`, as
 * ionic-docs writes a two-column layout around Markdown): MDX 1 reads the document as one JSX tree, so they close
 * what an earlier block opened. They stay HTML after the block's JSX; the block's length when there are none.
 */
function unmatchedTail(block: string): number {
  let depth = 0;
  for (const m of block.matchAll(TAG_OR_EXPRESSION)) {
    const [, end, name, selfClosed] = m;
    if (name === undefined || selfClosed || VOID_ELEMENTS.has(name.toLowerCase())) continue;
    depth += end ? -1 : 1;
    if (depth < 0) return /^(\s*<\/[A-Za-z][\w.-]*\s*>)*\s*$/.test(block.slice(m.index)) ? m.index : block.length;
  }
  return block.length;
}

/** The markers of a new element that is JSX as written (`line`: 0-based in the body). */
function jsxElement(mdx: MdxState, { jsx, line }: { jsx: string; line: number }): string {
  const replaced = mdx.globals?.markdownElements ?? [];
  const own = throughComponents(drawsImages(mdx) ? jsx : lazyImages(jsx), replaced);
  const index = mdx.elements.push({ name: '', attributes: '', line, selfClosing: true, jsx: own }) - 1;
  return `${elementMarker(index, 'open')}${elementMarker(index, 'close')}`;
}

/** Whether the site's MDXComponents replaces `img`, so that its component draws the page's images. */
function drawsImages(mdx: MdxState | undefined): boolean {
  return mdx?.globals?.markdownElements?.includes('img') === true;
}

/** `jsx` with its `<img>` tags loading lazily (LAZY_IMG); a `loading` prop after it wins, as in theme-classic's. */
function lazyImages(jsx: string): string {
  if (!jsx.includes('<img')) return jsx;
  return jsx.replace(TAG_OR_EXPRESSION, (tag, end: string | undefined, name: string | undefined) =>
    name === 'img' && !end ? LAZY_IMG + tag.slice('<img'.length) : tag,
  );
}

/**
 * `jsx` with its tags of the names a site's MDXComponents replaces (`replaced`) rendered through it, as MDX 1's
 * `mdx()` renders every tag (mdx/evaluate.ts's `Element`); a tag inside an `{expression}` stays as it is.
 */
function throughComponents(jsx: string, replaced: readonly string[]): string {
  if (replaced.length === 0) return jsx;
  return jsx.replace(TAG_OR_EXPRESSION, (tag, end: string | undefined, name: string | undefined) => {
    if (name === undefined || !replaced.includes(name)) return tag;
    if (end) return '</__sitegen_rt.Element>';
    return `<__sitegen_rt.Element mdxType="${name}" originalType="${name}"${tag.slice(1 + name.length)}`;
  });
}

/**
 * `jsx` with each component it names by a tag (outside its `{expressions}`) named by a stand-in, `__J0`, `__J1`...,
 * and the component each stands in for (its name's first part: `Foo` of `<Foo.Bar>`): evaluate.ts declares each
 * as the file's own, else its MDXComponents', else MDX 1's shortcode, as MDX 1 declares the names a file's JSX uses.
 */
export function componentStandIns(jsx: string): { jsx: string; names: string[] } {
  const names: string[] = [];
  const renamed = jsx.replace(TAG_OR_EXPRESSION, (tag, end: string | undefined, name: string | undefined) => {
    if (name === undefined || !/^[A-Z]/.test(name)) return tag;
    const base = name.split('.')[0];
    const at = names.includes(base) ? names.indexOf(base) : names.push(base) - 1;
    return `<${end}__J${at}${tag.slice(1 + end!.length + base.length)}`;
  });
  return { jsx: renamed, names };
}

/** Adds the inline rule for JSX tags and rewrites raw HTML tokens (blocks and inline). */
export function mdxHtml(md: MarkdownIt): void {
  md.inline.ruler.before('html_inline', 'mdx_html_inline', jsxInline);
  md.core.ruler.push('mdx_html', (state) => {
    const env = state.env as Partial<MarkdownEnv>;
    // A Docusaurus site's Markdown is MDX 1's, where an HTML block is JSX (see html-expressions.ts).
    const mdx = env.mdx as MdxState | undefined;
    const mdx1 = mdx?.mdx1 === true;
    const ownImg = drawsImages(mdx);
    for (const token of state.tokens) {
      if (token.type === 'html_block') {
        if (!mdx1) token.content = mdxToHtml(token.content, ownImg);
        else if (hasCodeExpression(token.content) || hasComponentTag(token.content))
          token.content = jsxBlock({ mdx: env.mdx as MdxState, env: env as MarkdownEnv }, token);
        else token.content = replaceHtmlExpressions(mdxToHtml(token.content, ownImg));
      } else if (token.type === 'inline')
        for (const c of token.children ?? []) if (c.type === 'html_inline') c.content = mdxToHtml(c.content, ownImg);
    }
  });
}
