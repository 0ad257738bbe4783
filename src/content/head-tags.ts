/**
 * A `<head>` in a Markdown body is MDX's way to add to the document head (Docusaurus renders it with
 * `@docusaurus/Head`): it is taken out of the body, and what it holds goes to the end of the page's `<head>` (see
 * src/render/head-tags.ts).
 */

/** `html` without its `<head>` blocks, and what they held, when there was any. */
export function takeHeadTags(html: string): { html: string; headTags?: string } {
  // Code that shows a <head> is escaped (`&lt;head&gt;`): only a real element matches.
  if (!html.includes('<head>')) return { html };
  let tags = '';
  const body = html.replace(/<head>([\s\S]*?)<\/head>\n?/g, (_, inner: string) => {
    tags += inner.trim().replace(/>\s+</g, '><');
    return '';
  });
  return tags ? { html: body, headTags: tags } : { html: body };
}
