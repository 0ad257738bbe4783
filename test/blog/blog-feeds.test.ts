import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { generatePosts } from './blog-fixture.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'url', 'category', 'dc:creator', 'author'].includes(name),
});

/** Parse `xml`, failing the test with the validator's message when it is not well-formed. */
function parseXml(xml: string, file: string) {
  const valid = XMLValidator.validate(xml);
  assert.equal(valid, true, `${file} is well-formed XML: ${JSON.stringify(valid)}`);
  return parser.parse(xml);
}

const tricky = [
  '---',
  'title: Tricky <Post> & "Quotes"',
  'date: 2024-04-01',
  'authors: [{name: Ada, url: /docs/a}]',
  'tags: [release, security]',
  'description: A post with markup that feeds must carry.',
  '---',
  '',
  'See [the docs](/docs/a), [a section](#later) and ![a picture](/img/p.png).',
  '',
  '<!-- truncate -->',
  '',
  '```js',
  "const end = ']]>'; // ends a CDATA section if not split",
  '```',
  '',
  '## Later',
  '',
  'Control \u0001 characters are not XML. Raw HTML may end CDATA: <span title="]]>">raw</span>.',
  '',
].join('\n');

describe('feeds and sitemap', () => {
  let b: BuiltFixture;
  before(async () => {
    b = await buildFixture(
      {
        'site.config.ts': configSource(
          "url: 'https://example.com', baseUrl: '/site/', blog: { title: 'Fixture Blog', description: 'News' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR' } } }",
        ),
        'content/docs/a.md': '# A\n',
        'content/blog/tricky.md': tricky,
        ...generatePosts(12),
      },
      { locales: ['en', 'fr'] },
    );
  });
  after(() => b.cleanup());

  test('RSS is valid XML with every post in full, absolute URLs and escaped text', () => {
    const rss = parseXml(b.writer.text('blog/rss.xml'), 'rss.xml').rss;
    assert.equal(rss['@version'], '2.0');
    const channel = rss.channel;
    assert.equal(channel.title, 'Fixture Blog');
    assert.equal(channel.link, 'https://example.com/site/blog');
    // Docusaurus's feeds name the package that writes them; a sitegen site's, sitegen.
    assert.equal(channel.generator, 'sitegen');
    assert.equal(channel.item.length, 13);
    const first = channel.item[0];
    assert.equal(first.title, 'Tricky <Post> & "Quotes"');
    assert.equal(first.link, 'https://example.com/site/blog/tricky');
    assert.equal(first.pubDate, 'Mon, 01 Apr 2024 00:00:00 GMT');
    assert.deepEqual(first.category, ['release', 'security']);
    assert.equal(first.author, undefined, 'RSS names an author by email, and Ada has none');
    assert.equal(first.guid, first.link);
    const html: string = first['content:encoded'];
    assert.match(html, /href="https:\/\/example.com\/site\/docs\/a"/);
    assert.match(html, /href="https:\/\/example.com\/site\/blog\/tricky#later"/);
    const pageImage = /<img src="([^"]+)" alt="a picture"/.exec(b.page('/blog/tricky'))![1];
    assert.ok(html.includes(`<img src="https://example.com${pageImage}"`), 'the image URL of the page, made absolute');
    assert.doesNotMatch(html, /<button/, 'no buttons that need the site script');
    assert.ok(
      html.includes('<span title="]]>">raw</span>'),
      'a CDATA terminator in the post survives the CDATA section',
    );
    assert.match(html, /<h2 id="later">Later<\/h2>/, 'the whole post, without the page-only # links');
    assert.doesNotMatch(html, /truncate|\u0001/);
    assert.equal(channel.item[12].title, 'Post 0', 'oldest last');
  });

  test('Atom is valid XML with the same posts', () => {
    const feed = parseXml(b.writer.text('blog/atom.xml'), 'atom.xml').feed;
    assert.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
    assert.equal(feed.entry.length, 13);
    assert.equal(feed.updated, '2024-04-01T00:00:00.000Z');
    const first = feed.entry[0];
    assert.equal(first.id, 'https://example.com/site/blog/tricky');
    assert.equal(first.link['@href'], 'https://example.com/site/blog/tricky');
    assert.deepEqual(first.author, [{ name: 'Ada', uri: 'https://example.com/site/docs/a' }]);
    assert.equal(first.title['@type'], 'html');
    assert.equal(first.title['#text'], 'Tricky &lt;Post&gt; &amp; "Quotes"', 'escaped as the HTML it is marked as');
    assert.match(first.content['#text'], /<p>See <a href="https:\/\/example.com\/site\/docs\/a">the docs<\/a>/);
  });

  test('each locale has its own feeds with its own links', () => {
    const rss = parseXml(b.writer.text('fr/blog/rss.xml'), 'fr/blog/rss.xml').rss.channel;
    assert.equal(rss.item.length, 13);
    assert.equal(rss.language, 'fr-FR');
    assert.equal(rss.item[0].link, 'https://example.com/site/fr/blog/tricky');
    assert.match(rss.item[0]['content:encoded'], /href="https:\/\/example.com\/site\/fr\/docs\/a"/);
    parseXml(b.writer.text('fr/blog/atom.xml'), 'fr/blog/atom.xml');
  });

  test('every page links the feeds of its locale from its head', () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    assert.match(
      head(b.page('/docs/a')),
      /<link rel="alternate" type="application\/rss\+xml" href="\/site\/blog\/rss.xml" title="Fixture Blog RSS Feed"\/>/,
    );
    assert.match(
      head(b.page('/docs/a')),
      /<link rel="alternate" type="application\/atom\+xml" href="\/site\/blog\/atom.xml" title="Fixture Blog Atom Feed"\/>/,
    );
    assert.match(head(b.page('/fr/blog/post-003')), /href="\/site\/fr\/blog\/rss.xml"/);
    assert.match(head(b.page('404.html')), /href="\/site\/blog\/atom.xml"/);
  });

  test('the sitemap lists every route of every locale once, as absolute URLs', () => {
    const urls: string[] = parseXml(b.writer.text('sitemap.xml'), 'sitemap.xml').urlset.url.map(
      (u: { loc: string }) => u.loc,
    );
    const routes = b.models.flatMap((m) =>
      m.table.routes
        .filter((r) => r.kind !== 'not-found')
        .map((r) => `https://example.com/site${m.locale === 'en' ? '' : `/${m.locale}`}${r.path}`),
    );
    assert.deepEqual([...urls].sort(), [...routes].sort());
    assert.equal(new Set(urls).size, urls.length);
    assert.ok(urls.includes('https://example.com/site/blog/page/2'));
    assert.ok(urls.includes('https://example.com/site/fr/blog/tags/security'));
    assert.ok(
      b.writer
        .text('sitemap.xml')
        .includes(
          '<url><loc>https://example.com/site/fr/blog/archive</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/site/blog/archive"/><xhtml:link rel="alternate" hreflang="fr-FR" href="https://example.com/site/fr/blog/archive"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/site/blog/archive"/></url>',
        ),
      'pages in both locales list each other',
    );
    const fr: string[] = parseXml(b.writer.text('fr/sitemap.xml'), 'fr/sitemap.xml').urlset.url.map(
      (u: { loc: string }) => u.loc,
    );
    assert.ok(fr.length > 0 && fr.every((u) => u.startsWith('https://example.com/site/fr/')));
  });
});

test('feed: false writes no feeds and links none', async () => {
  const b = await buildFixture({ 'site.config.ts': configSource('blog: { feed: false }'), ...generatePosts(2) });
  try {
    assert.ok(!b.files().some((f) => f.endsWith('rss.xml') || f.endsWith('atom.xml')));
    assert.doesNotMatch(b.page('/blog'), /application\/rss\+xml/);
  } finally {
    await b.cleanup();
  }
});

describe('feed: { types }', () => {
  let b: BuiltFixture;
  before(async () => {
    b = await buildFixture({
      'site.config.ts': configSource(
        "url: 'https://example.com', baseUrl: '/site/', blog: { title: 'Fixture Blog', description: 'News', feedCopyright: 'CC BY 4.0', feed: { types: ['json', 'rss'] }, sections: [{ id: 'notes', path: 'content/notes', routeBasePath: 'notes', title: 'Notes', feedLinkTitle: 'Jottings', feed: { types: ['atom'] } }] }",
      ),
      'content/docs/a.md': '# A\n',
      'content/blog/tricky.md': tricky,
      'content/blog/2024-03-01-plain.md': '---\ntitle: Plain\n---\n\nNo authors, no tags.\n',
      'content/notes/2024-01-01-note.md': '---\ntitle: A note\n---\n\nNoted.\n',
    });
  });
  after(() => b.cleanup());

  test('writes the feeds it names and no other, for each blog', () => {
    const feeds = b.files().filter((f) => /\.xml$|\.json$/.test(f) && /^(blog|notes)\//.test(f));
    assert.deepEqual(feeds, ['blog/feed.json', 'blog/rss.xml', 'notes/atom.xml']);
    assert.match(b.writer.text('blog/rss.xml'), /<copyright>CC BY 4.0<\/copyright>/, 'feedCopyright');
    assert.doesNotMatch(b.writer.text('notes/atom.xml'), /<rights>/, 'no copyright line where none is set');
  });

  test('every page links the feeds in the order they are named, the JSON feed as application/json, by feedLinkTitle', () => {
    const head = b.page('/docs/a').slice(0, b.page('/docs/a').indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="alternate" type="([^"]+)" href="([^"]+)" title="([^"]+)"\/>/g)];
    assert.deepEqual(
      links.map((m) => m.slice(1)),
      [
        ['application/json', '/site/blog/feed.json', 'Fixture Blog JSON Feed'],
        ['application/rss+xml', '/site/blog/rss.xml', 'Fixture Blog RSS Feed'],
        ['application/atom+xml', '/site/notes/atom.xml', 'Jottings Atom Feed'],
      ],
    );
  });

  test("the JSON feed is JSON Feed 1 in the feed package's shape, every post in full with absolute URLs", () => {
    const text = b.writer.text('blog/feed.json');
    assert.match(text, /^\{\n {4}"version": "https:\/\/jsonfeed\.org\/version\/1",\n {4}"title": "Fixture Blog",\n/);
    assert.ok(!text.endsWith('\n'), 'no final newline, as JSON.stringify writes it');
    const feed = JSON.parse(text);
    assert.deepEqual(Object.keys(feed), ['version', 'title', 'home_page_url', 'description', 'items']);
    assert.equal(feed.home_page_url, 'https://example.com/site/blog');
    assert.equal(feed.description, 'News');
    const [first, plain] = feed.items;
    assert.deepEqual(Object.keys(first), [
      'id',
      'content_html',
      'url',
      'title',
      'summary',
      'date_modified',
      'author',
      'tags',
    ]);
    assert.equal(first.id, 'https://example.com/site/blog/tricky');
    assert.equal(first.url, first.id);
    assert.equal(first.title, 'Tricky <Post> & "Quotes"');
    assert.equal(first.summary, 'A post with markup that feeds must carry.');
    assert.equal(first.date_modified, '2024-04-01T00:00:00.000Z');
    assert.deepEqual(first.author, { name: 'Ada', url: 'https://example.com/site/docs/a' });
    assert.deepEqual(first.tags, ['release', 'security']);
    assert.match(first.content_html, /^<p>See <a href="https:\/\/example.com\/site\/docs\/a">the docs<\/a>/);
    assert.match(first.content_html, /<h2 id="later">Later<\/h2>/, 'the whole post, past the truncate marker');
    assert.doesNotMatch(first.content_html, /<button|truncate/);
    // A post without authors has no author; its tags are an empty list, not left out.
    assert.deepEqual(Object.keys(plain), ['id', 'content_html', 'url', 'title', 'summary', 'date_modified', 'tags']);
    assert.deepEqual(plain.tags, []);
  });
});

test('feed: { types: [] } writes no feeds and links none', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource('blog: { feed: { types: [] } }'),
    ...generatePosts(2),
  });
  try {
    assert.ok(!b.files().some((f) => /^blog\/(rss\.xml|atom\.xml|feed\.json)$/.test(f)));
    assert.doesNotMatch(b.page('/blog'), /rel="alternate" type="application\/(rss\+xml|atom\+xml|json)"/);
  } finally {
    await b.cleanup();
  }
});
