/**
 * HTML written for MDX 1 must work as HTML: `className=` -> `class=`, `style={{a: 'b', fontSize: 12}}` -> a CSS
 * string, JSX attribute names (`frameBorder`, `allowFullScreen`) -> HTML ones, `{'text'}` expressions unwrapped.
 * Self-closed tags (`<br />`, `<img ... />`) are valid HTML already. Braces in prose are left alone.
 */
import type { MarkdownIt } from 'markdown-it';

const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class', htmlFor: 'for', frameBorder: 'frameborder', allowFullScreen: 'allowfullscreen',
  tabIndex: 'tabindex', readOnly: 'readonly', autoPlay: 'autoplay', crossOrigin: 'crossorigin',
  srcSet: 'srcset', referrerPolicy: 'referrerpolicy', colSpan: 'colspan', rowSpan: 'rowspan',
};

/** Convert one chunk of MDX-1 flavoured HTML to HTML. */
export function mdxToHtml(html: string): string {
  if (!html.includes('=') && !/[A-Z]/.test(html)) return html;
  return html.replace(/<[A-Za-z][^<>]*?\/?>/g, (tag) =>
    tag
      .replace(/\sstyle=\{\{([\s\S]*?)\}\}/g, (_m, body: string) => ` style="${styleObjectToCss(body)}"`)
      .replace(/(\s)([a-z]+[A-Z][A-Za-z]*)(?=[\s=/>])/g, (m, sp: string, name: string) => (ATTRIBUTE_NAMES[name] ? sp + ATTRIBUTE_NAMES[name] : m))
      .replace(/=\{(['"])(.*?)\1\}/g, '="$2"')
      .replace(/=\{(\d+(?:\.\d+)?)\}/g, '="$1"')
      .replace(/=\{true\}/g, ''),
  );
}

/** `a: 'b', fontSize: 12` -> `a: b; font-size: 12px`. */
export function styleObjectToCss(body: string): string {
  return body
    .split(',')
    .map((pair) => {
      const at = pair.indexOf(':');
      if (at < 0) return '';
      const key = pair.slice(0, at).trim().replace(/^['"]|['"]$/g, '');
      let value = pair.slice(at + 1).trim().replace(/^['"]|['"]$/g, '');
      if (/^\d+(\.\d+)?$/.test(value) && !/^(zIndex|opacity|flex|fontWeight|lineHeight)$/.test(key)) value += 'px';
      return `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value}`;
    })
    .filter(Boolean)
    .join('; ')
    .replace(/"/g, '&quot;');
}

/** Rewrites raw HTML tokens (blocks and inline). */
export function mdxHtml(md: MarkdownIt): void {
  md.core.ruler.push('mdx_html', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'html_block') token.content = mdxToHtml(token.content);
      else if (token.type === 'inline') for (const c of token.children ?? []) if (c.type === 'html_inline') c.content = mdxToHtml(c.content);
    }
  });
}
