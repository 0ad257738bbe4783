/**
 * linkify-it's `test`, remembered by text. markdown-it's linkify rule tests the inline source of every paragraph,
 * heading and table cell, then each text token of the ones that pass, against linkify-it's expressions (the URL
 * validator with its IPv6 host, the fuzzy-domain search): about a third of markdown-it's parse of a page. The
 * answer depends on the text alone, and versioned docs repeat most paragraphs verbatim (jest's site tests 3.3 MB
 * of text, 84% of it seen before in another version), so a repeat costs a lookup instead of the expressions.
 */
import type { MarkdownIt } from 'markdown-it';
import { memoByText } from './text-memo.js';

/** Texts remembered at most; past this the memo starts afresh (a site that never repeats itself pays nothing). */
const MAX_KNOWN = 20_000;

/**
 * Remember `md.linkify.test` by text. Only for an instance whose linkify no site plugin configures: a schema of
 * the site's own (`linkify.add`) could answer differently for the same text.
 */
export function rememberLinkifyTests(md: MarkdownIt): void {
  const { linkify } = md;
  linkify.test = memoByText(linkify.test.bind(linkify), MAX_KNOWN);
}
