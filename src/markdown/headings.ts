/**
 * Heading ids like GitHub's (github-slugger: `Event: 'close'` -> `event-close`, repeats get `-1`, `-2`),
 * `## Title {#custom-id}` to set one, a `#` anchor link on each heading, and the table-of-contents data.
 * Runs after inline parsing (it reads inline children) and before rendering. Slugs come from heading-slugs.ts.
 */
import type { MarkdownIt } from 'markdown-it';
import type { Token } from 'markdown-it';
import type { MarkdownEnv } from './env.js';
import { footnoteAnchors } from './footnotes.js';
import { escapeAttr } from '../../templates/escape.js';
import { PageSlugger } from './heading-slugs.js';
import { uiStringWith } from '../../templates/placeholders.js';
import { anchorClass, hashLinkHtml } from '../../templates/docusaurus/heading-anchor.js';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Adds the `heading_ids` core rule and the anchor link renderer. With `h1Anchors: false` (a Docusaurus site) an h1
 * is drawn as theme-classic 2.4's Heading draws it, with no id and no link (it is never in the table of contents),
 * though its slug is still taken. With `tocHtml` (a Docusaurus site) a table of contents entry keeps the heading's inline
 * HTML. With `themeClassic` (a Docusaurus site) the heading and its link are theme-classic's (heading-anchor.ts). With
 * `tocTopLevel` (a Docusaurus site) only the headings outside Markdown's containers are in it (`CONTAINERS`).
 */
export function headings(
  md: MarkdownIt,
  {
    h1Anchors = true,
    tocHtml = false,
    themeClassic,
    tocTopLevel = false,
  }: {
    h1Anchors?: boolean;
    tocHtml?: boolean;
    themeClassic?: { hideOnScroll: boolean };
    tocTopLevel?: boolean;
  } = {},
): void {
  md.core.ruler.push('heading_ids', (state) => {
    const env = state.env as unknown as MarkdownEnv;
    const slugger = new PageSlugger();
    const tokens = state.tokens;
    // How deep in Markdown's own containers the heading is (see `CONTAINERS`).
    let depth = 0;
    for (let i = 0; i < tokens.length; i++) {
      const container = CONTAINERS[tokens[i].type];
      if (container) depth += container;
      if (tokens[i].type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      const children = inline.children ?? [];
      const customId = takeCustomId(children);
      // Slugged as Docusaurus slugs it: the text without HTML and not trimmed, so a heading that opens with a tag
      // (`### <a name="x"></a> Homebrew`) keeps the space after it (`-homebrew`). What is shown is trimmed.
      const spaced = plainText(children);
      const text = spaced.trim();
      // A custom id is registered with the slugger too, so a later heading with that text gets `-1`.
      if (customId) slugger.slug(customId, true);
      const id = customId ?? slugger.slug(spaced);
      if (!id || (!h1Anchors && tokens[i].tag === 'h1')) continue;
      if (themeClassic) tokens[i].attrSet('class', anchorClass(themeClassic.hideOnScroll));
      tokens[i].attrSet('id', id);
      // theme-classic labels the link with the heading's text when that is all it holds (MDX gives its Heading
      // a string child), and with its id when it holds markup.
      const label = !themeClassic || children.every(isText) ? text : id;
      tokens[i].meta = { ...tokens[i].meta, text, label };
      env.anchors.push(id);
      const level = Number(tokens[i].tag.slice(1));
      if (tocTopLevel && depth > 0) continue;
      // The table of contents is plain HTML: markdown-it's own, never a site's MDXComponents' (markdown-elements.ts).
      const html = md.renderer.renderInline(withoutLinks(children, tocHtml), md.options, state.env);
      env.toc.push({ id, level, text, html });
    }
    // Footnotes and their first references are link targets too (footnotes.ts).
    for (const t of tokens) if (t.type === 'footnote_open') env.anchors.push(...footnoteAnchors(t));
  });
  const open = md.renderer.rules.heading_open ?? ((tokens, i, options) => md.renderer.renderToken(tokens, i, options));
  md.renderer.rules.heading_close = (tokens, i) => {
    const open = tokens[i - 2];
    const id = String(open?.attrGet('id') ?? '');
    if (!id) return `</${tokens[i].tag}>\n`;
    const label = uiStringWith('heading.directLink', { heading: String(open?.meta?.label ?? '') });
    const anchor = themeClassic
      ? hashLinkHtml(id, label)
      : `<a class="hash-link" href="#${escapeAttr(id)}" aria-label="${label}">#</a>`;
    return `${anchor}</${tokens[i].tag}>\n`;
  };
  md.renderer.rules.heading_open = open;
}

/**
 * The Markdown containers a heading can be in, and how each token enters (1) or leaves (-1) one. Docusaurus 2 lists
 * only the headings that are children of the document (its mdx-loader's toc plugin: `parent !== root`): one in an
 * admonition, a quote or a list is left out (buck2's pages whose `:::warning` never closes have no table of contents
 * there). A JSX element's children (Tabs) are the document's in MDX 1, so a heading there is listed.
 */
const CONTAINERS: Record<string, number> = {
  admonition_open: 1,
  admonition_close: -1,
  blockquote_open: 1,
  blockquote_close: -1,
  bullet_list_open: 1,
  bullet_list_close: -1,
  ordered_list_open: 1,
  ordered_list_close: -1,
};

/** Whether a heading's inline token is text as MDX reads it, so a heading of only these is one string. */
function isText(t: Token): boolean {
  return t.type === 'text' || t.type === 'text_special' || t.type === 'emoji' || t.type === 'softbreak';
}

/** Strip a trailing `{#id}` from the heading text and return the id. */
function takeCustomId(children: Token[]): string | null {
  const last = children[children.length - 1];
  if (!last || last.type !== 'text') return null;
  const m = CUSTOM_ID.exec(last.content);
  if (!m) return null;
  last.content = last.content.slice(0, m.index);
  return m[1];
}

/** The text a reader sees: text, inline code and a formula's TeX (as mdast's toString reads it), no markup. */
export function plainText(children: Token[]): string {
  return children.map(tokenText).join('');
}

function tokenText(t: Token): string {
  if (
    t.type === 'text' ||
    t.type === 'code_inline' ||
    t.type === 'emoji' ||
    t.type === 'text_special' ||
    t.type === 'math_inline'
  )
    return t.content;
  if (t.type === 'softbreak' || t.type === 'hardbreak') return ' ';
  return t.children ? plainText(t.children) : '';
}

/**
 * TOC entries are links themselves, so links inside a heading render as their text. Its inline HTML is dropped, or
 * with `keepHtml` kept, as theme-classic's TOC keeps the heading's HTML (react-native-paper's badges, which its CSS
 * draws as a dot there).
 */
function withoutLinks(children: Token[], keepHtml: boolean): Token[] {
  return children.filter(
    (t) => t.type !== 'link_open' && t.type !== 'link_close' && (keepHtml || t.type !== 'html_inline'),
  );
}
