/**
 * Links and images: `.md` targets resolve to page URLs (anchors kept), internal links get the per-locale base,
 * relative images are copied with content-hashed names, and every link and image is recorded with its file,
 * line and column for `check`. Runs after inline parsing; reference-style links arrive here already resolved
 * to their `href`, so they follow the same rules.
 */
import type { MarkdownIt } from 'markdown-it';
import type { Token } from 'markdown-it';
import { withLocation } from '../errors.js';
import { LOCALE_BASE } from '../../templates/placeholders.js';
import type { MarkdownEnv } from './env.js';
import { recordHtmlLinks } from './html-links.js';

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;
/** Link targets that are files to copy (resolved like images), not pages. `check` tells the two apart by it. */
export const FILE_LINK = /\.(png|jpe?g|gif|svg|webp|avif|ico|pdf|zip|mp4|webm)$/i;

/** A target with a file extension that is not a page's (`.md`, `.mdx`, `.html`): perhaps a file to copy. */
const ASSET_LIKE = /\.(?!(?:mdx?|html?)$)[a-z0-9]+$/i;

/** Adds the `resolve_links` core rule. */
export function links(md: MarkdownIt): void {
  md.core.ruler.push('resolve_links', (state) => {
    const env = state.env as unknown as MarkdownEnv;
    const lines = env.source.split('\n');
    // The line of the nearest block that knows it: a table cell's inline token has no map of its own, its row has.
    let blockLine = 0;
    for (const block of state.tokens) {
      if (block.map) blockLine = block.map[0];
      if (block.type === 'html_block') recordHtmlLinks(block.content, { line: blockLine + env.lineOffset + 1, env });
      if (block.type !== 'inline' || !block.children) continue;
      let line = blockLine + env.lineOffset + 1;
      for (const token of block.children) {
        if (token.type === 'html_inline') recordHtmlLinks(token.content, { line, env });
        if (token.type === 'softbreak' || token.type === 'hardbreak') line++;
        else if (token.type === 'text' || token.type === 'code_inline') line += countNewlines(token.content);
        else if (token.type === 'link_open') rewrite(token, { attr: 'href', kind: 'link' }, { line, lines, env });
        else if (token.type === 'image') rewrite(token, { attr: 'src', kind: 'image' }, { line, lines, env });
      }
    }
  });
}

/**
 * Where `href` starts in its source line, from 1 (1 when it cannot be found). Markdown percent-encodes what a URL
 * may not hold (`{x}` becomes `%7Bx%7D`, a space `%20`): the source has it as written.
 */
function columnOf(text: string, href: string): number {
  let at = text.indexOf(href);
  if (at < 0) {
    try {
      at = text.indexOf(decodeURI(href));
    } catch {
      // A malformed escape: the place stays unknown.
    }
  }
  return Math.max(1, at + 1);
}

function rewrite(
  token: Token,
  { attr, kind }: { attr: 'href' | 'src'; kind: 'link' | 'image' },
  { line, lines, env }: { line: number; lines: string[]; env: MarkdownEnv },
): void {
  const raw = String(token.attrGet(attr) ?? '');
  const column = columnOf(lines[line - 1] ?? '', raw);
  const external = EXTERNAL.test(raw) || raw.startsWith('//');
  // Docusaurus's Markdown images load when they come near the window, as theme-classic's MDX img has them load.
  if (kind === 'image') token.attrSet('loading', 'lazy');
  // Docusaurus's Markdown links are its Link, which opens every URL with a protocol (mailto: too) in a new tab.
  if (kind === 'link' && external) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  if (raw.startsWith('mailto:') || raw.startsWith('tel:')) return;
  const record = { kind, raw, line, column, external, resolved: null as string | null, anchor: null as string | null };
  env.links.push(record);
  if (external) return;
  const hashAt = raw.indexOf('#');
  const target = hashAt < 0 ? raw : raw.slice(0, hashAt);
  const anchor = hashAt < 0 ? null : decodeURIComponent(raw.slice(hashAt + 1));
  record.anchor = anchor;
  if (target === '') {
    record.resolved = ''; // same page
    return;
  }
  if (kind === 'image' || FILE_LINK.test(target)) {
    const url = withLocation({ file: env.file, line, column, source: env.source }, () =>
      env.resolveAsset(target, env.file),
    );
    record.resolved = url;
    if (url) token.attrSet(attr, url);
    if (url && kind === 'image') setImageSize(token, target, { line, column, env });
    return;
  }
  // Docusaurus copies any file a link names beside the source (`./grafana.json`), whatever its extension, and a
  // site-absolute one (`/schemas/config.json`) may name a file of the static folder: one URL in every locale. A link
  // without an extension, or to a page (`.md`, `.html`), or to no such file, stays a page link.
  if (ASSET_LIKE.test(target)) {
    const url = withLocation({ file: env.file, line, column, source: env.source }, () =>
      env.resolveAsset(target, env.file),
    );
    if (url) {
      Object.assign(record, { resolved: url, file: true });
      token.attrSet(attr, url);
      return;
    }
  }
  const resolved = env.resolveLink(target, env.relPath);
  record.resolved = resolved;
  if (resolved !== null) token.attrSet(attr, `${LOCALE_BASE}${resolved}${anchor !== null ? `#${anchor}` : ''}`);
}

/**
 * Docusaurus writes every Markdown image's width and height (read with image-size), so the page keeps its layout
 * while images load. One it cannot read is shown without them and named in a warning, as Docusaurus warns.
 */
function setImageSize(
  token: Token,
  target: string,
  { line, column, env }: { line: number; column: number; env: MarkdownEnv },
): void {
  const size = env.imageSize?.(target, env.file);
  if (!size) return;
  if ('error' in size) {
    env.warnings.push({
      code: 'other',
      file: env.file,
      line,
      column,
      message: `the image ${JSON.stringify(target)} has no size sitegen can read (${size.error}), so it is shown without a width and height; check that the file is a valid image`,
    });
    return;
  }
  token.attrSet('width', String(size.width));
  token.attrSet('height', String(size.height));
}

function countNewlines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
