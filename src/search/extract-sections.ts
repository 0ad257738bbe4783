/**
 * A page's rendered HTML cut into sections at its headings (levels 2 to 4, as the table of contents), so a search
 * hit can land on the heading's anchor. Each section keeps its text for the index and a short prose snippet.
 */
import { stripPlaceholders } from '../../templates/placeholders.js';

/** One part of a page: the text above the first heading, or one heading and what follows it. */
export interface Section {
  /** Heading id; '' for the text above the first heading. */
  anchor: string;
  /** Heading text; the page title for the top part. */
  title: string;
  /** Heading level; 1 for the top part. */
  level: number;
  /** Index of the enclosing section in the page's list (a level-3 heading's level-2 heading, else 0: the top part); -1 for the top part. */
  parent: number;
  /** Prose and code, for the index. */
  text: string;
  /** The start of the prose, for the result list. */
  snippet: string;
}

const HEADING = /<h([2-4])\b[^>]*?\bid="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;
/** Characters of prose kept for a result: the modal shows one line of it, the search page two (and snippets are the largest part of an index file). */
const SNIPPET_LENGTH = 120;

/** Cut `html` into sections; `title` names the top part. */
export function extractSections(html: string, title: string): Section[] {
  const sections: Section[] = [];
  const open: number[] = [];
  let start = 0;
  let current: Omit<Section, 'text' | 'snippet'> = { anchor: '', title, level: 1, parent: -1 };
  const close = (end: number) => {
    const body = html.slice(start, end);
    const text = htmlToText(body, true);
    sections.push({ ...current, text, snippet: snippetOf(proseText(body, text)) });
  };
  for (const m of html.matchAll(HEADING)) {
    close(m.index);
    const level = Number(m[1]);
    // Pop headings at this level or deeper: what stays open encloses the new heading.
    while (open.length > 0 && sections[open[open.length - 1]].level >= level) open.pop();
    current = {
      anchor: decodeEntities(m[2]),
      title: htmlToText(m[3], true),
      level,
      parent: open.length > 0 ? open[open.length - 1] : 0,
    };
    open.push(sections.length);
    start = m.index + m[0].length;
  }
  close(html.length);
  return sections;
}

/**
 * The text a reader sees. Interface bits (copy buttons, icons, heading `#` links, the renderer's placeholders) go;
 * block boundaries become spaces, inline tags vanish without one (`<code>app</code>.quit` stays `app.quit`).
 */
function htmlToText(html: string, withCode: boolean): string {
  // Each pass runs only when the text has what it looks for (most sections have no placeholder, many no entity).
  let s = html.includes('\u0000') ? stripPlaceholders(html) : html;
  if (s.includes('<')) s = withoutTags(s, withCode);
  if (s.includes('&')) s = decodeEntities(s);
  return s.replace(/\s+/g, ' ').trim();
}

function withoutTags(html: string, withCode: boolean): string {
  let s = html.replace(/<(button|svg|script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  if (s.includes('hash-link')) s = s.replace(/<a (?:href="[^"]*" )?class="hash-link"[\s\S]*?<\/a>/g, '');
  if (s.includes('aria-hidden')) s = s.replace(/<span\b[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '');
  if (!withCode) s = s.replace(/<pre\b[\s\S]*?<\/pre>/gi, ' ');
  s = s.replace(
    /<\/?(?:p|div|li|ul|ol|dl|dt|dd|pre|tr|td|th|table|thead|tbody|h\d|blockquote|br|hr|details|summary|figure|figcaption|img)\b[^>]*>/gi,
    ' ',
  );
  return s.replace(/<[^>]*>/g, '');
}

const CODE_BLOCK = /<pre\b/i;

/**
 * The section's prose, code left out. The snippet needs only its first sentences, so a long section is converted
 * up to a paragraph end past its first few KB of HTML (unless that is too little text: embeds carry much markup).
 * A section without code blocks has the prose of `text`, its text with code (most sections: no second conversion).
 */
function proseText(html: string, text: string): string {
  const hasCode = CODE_BLOCK.test(html);
  const prose = hasCode ? html.replace(/<pre\b[\s\S]*?<\/pre>/gi, ' ') : html;
  const end = prose.indexOf('</p>', 2000);
  const start = end < 0 ? '' : htmlToText(prose.slice(0, end + 4), false);
  if (start.length > SNIPPET_LENGTH) return start;
  return hasCode ? htmlToText(prose, false) : text;
}

/** The first sentences of a text, cut at a word near SNIPPET_LENGTH. */
function snippetOf(text: string): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.lastIndexOf(' ', SNIPPET_LENGTH);
  return `${text.slice(0, cut > SNIPPET_LENGTH / 2 ? cut : SNIPPET_LENGTH).replace(/[\s,;:.]+$/, '')}…`;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decode the entities markdown-it and highlight.js write. */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== '#') return NAMED[e.toLowerCase()] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}
