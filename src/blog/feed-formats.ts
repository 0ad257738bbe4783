/**
 * The three feed formats, written as Docusaurus 2.4.3 writes them through the `feed` package (v4): its `rss2()`,
 * `atom1()` and `json1()`, element for element and field for field in the same order, from the same channel and
 * items. Where that output is broken for a reader, it is mended here and said so at the spot.
 */
import type { FeedAuthor, FeedItem } from '../types.js';
import { textElement, xmlDocument, type XmlElement } from './feed-xml.js';

/** The `feed` package's name for itself, which Docusaurus's feeds carry as their generator. */
export const FEED_GENERATOR = 'https://github.com/jpmonette/feed';

/** A feed's channel: what Docusaurus passes to `new Feed()`. */
export interface FeedChannel {
  /** The blog's absolute URL, no trailing slash: the feed's id and link. */
  link: string;
  title: string;
  description: string;
  /** The newest post's date. */
  updated: Date;
  /** What wrote the feed: FEED_GENERATOR for a Docusaurus site, as its feeds say; sitegen for its own. */
  generator: string;
  language: string;
  /** The site's favicon, absolute (Atom's `<icon>`). */
  favicon?: string;
  copyright?: string;
}

/** RSS 2.0; `content:encoded` holds the post, `<author>` each author with an email, as `email (name)`. */
export function rss2(channel: FeedChannel, items: FeedItem[]): string {
  const head = [
    textElement('title', channel.title),
    textElement('link', channel.link),
    textElement('description', channel.description),
    textElement('lastBuildDate', channel.updated.toUTCString()),
    textElement('docs', 'https://validator.w3.org/feed/docs/rss2.html'),
    textElement('generator', channel.generator),
    ...optional('language', channel.language),
    ...optional('copyright', channel.copyright),
  ];
  const hasContent = items.some((item) => item.content);
  const attrs: XmlElement['attrs'] = [['version', '2.0']];
  // The package names these two namespaces only when some item has content.
  if (hasContent)
    attrs.push(
      ['xmlns:dc', 'http://purl.org/dc/elements/1.1/'],
      ['xmlns:content', 'http://purl.org/rss/1.0/modules/content/'],
    );
  const channelEl = { name: 'channel', children: [...head, ...items.map(rssItem)] };
  return xmlDocument({ name: 'rss', attrs, children: [channelEl] });
}

function rssItem(item: FeedItem): XmlElement {
  return {
    name: 'item',
    children: [
      ...(item.title ? [{ name: 'title', cdata: item.title }] : []),
      textElement('link', item.link),
      textElement('guid', item.id || item.link),
      textElement('pubDate', item.date.toUTCString()),
      ...(item.description ? [{ name: 'description', cdata: item.description }] : []),
      ...(item.content ? [{ name: 'content:encoded', cdata: item.content }] : []),
      ...(item.author ?? [])
        .filter((a) => a.email && a.name)
        .map((a) => textElement('author', `${a.email} (${a.name})`)),
      ...(item.category ?? []).map((c) => textElement('category', c.name)),
    ],
  };
}

/**
 * Atom 1.0. The title and summary are `type="html"`, as the package marks them, but escaped as HTML here: the
 * package puts the plain text in as it is, so a reader drops a title's `<World>` as an unknown tag.
 */
export function atom1(channel: FeedChannel, items: FeedItem[]): string {
  const children: XmlElement[] = [
    textElement('id', channel.link),
    textElement('title', channel.title),
    textElement('updated', channel.updated.toISOString()),
    textElement('generator', channel.generator),
    {
      name: 'link',
      attrs: [
        ['rel', 'alternate'],
        ['href', channel.link],
      ],
    },
    ...optional('subtitle', channel.description),
    ...optional('icon', channel.favicon),
    ...optional('rights', channel.copyright),
    ...items.map(atomEntry),
  ];
  return xmlDocument({ name: 'feed', attrs: [['xmlns', 'http://www.w3.org/2005/Atom']], children });
}

function atomEntry(item: FeedItem): XmlElement {
  const html = (name: string, text: string): XmlElement => ({ name, attrs: [['type', 'html']], cdata: text });
  return {
    name: 'entry',
    children: [
      html('title', escapeHtmlText(item.title)),
      textElement('id', item.id || item.link),
      { name: 'link', attrs: [['href', item.link]] },
      textElement('updated', item.date.toISOString()),
      ...(item.description ? [html('summary', escapeHtmlText(item.description))] : []),
      ...(item.content ? [html('content', item.content)] : []),
      ...(item.author ?? []).map(atomAuthor),
      ...(item.category ?? []).map((c): XmlElement => ({
        name: 'category',
        attrs: [
          ['label', c.name],
          ['term', c.term],
        ],
      })),
    ],
  };
}

function atomAuthor(author: FeedAuthor): XmlElement {
  return {
    name: 'author',
    children: [...optional('name', author.name), ...optional('email', author.email), ...optional('uri', author.link)],
  };
}

/** Plain text as HTML text: the characters HTML would read as markup, escaped. */
function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * JSON Feed version 1: no `feed_url` or `date_published`, only an item's first author, `tags` even when there
 * are none, four spaces of indent and no final newline.
 */
export function json1(channel: FeedChannel, items: FeedItem[]): string {
  const feedItems = items.map((item) => {
    const author = item.author?.[0];
    return {
      id: item.id,
      // The package writes the field even without content, as null.
      content_html: item.content ?? null,
      ...(item.link && { url: item.link }),
      ...(item.title && { title: item.title }),
      ...(item.description && { summary: item.description }),
      date_modified: item.date.toISOString(),
      ...(author && {
        author: { ...(author.name && { name: author.name }), ...(author.link && { url: author.link }) },
      }),
      ...(item.category && { tags: item.category.map((c) => c.name).filter(Boolean) }),
    };
  });
  const feed = {
    version: 'https://jsonfeed.org/version/1',
    title: channel.title,
    ...(channel.link && { home_page_url: channel.link }),
    ...(channel.description && { description: channel.description }),
    items: feedItems,
  };
  return JSON.stringify(feed, null, 4);
}

/** An element of text when there is text; none otherwise. */
function optional(name: string, text: string | undefined): XmlElement[] {
  return text ? [textElement(name, text)] : [];
}
