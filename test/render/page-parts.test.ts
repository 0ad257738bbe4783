/**
 * A page rendered in parts is the page rendered whole: the document filled from a shape rendered once per locale
 * is what React renders for the page, finishing and filling the parts gives the joined page's rewrites, and
 * writing them writes its UTF-8 bytes.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { resolveConfig } from '../../src/config/load-config.js';
import { injectHtmlTags } from '../../src/config/docusaurus/html-tags.js';
import { linkIslands } from '../../src/render/island-links.js';
import { encodeParts, finishParts } from '../../src/render/page-parts.js';
import { writeChunks } from '../../src/write-chunks.js';
import { ChromeCache } from '../../src/render/render-route.js';
import { createSiteData } from '../../src/render/site-data.js';
import { trailingSlashLinks } from '../../src/render/trailing-slash.js';
import { Document, type DocumentProps } from '../../templates/document.js';
import { escapeAttr } from '../../templates/escape.js';
import { fillLocaleText, LOCALE_BASE, localeTextFiller, uiString } from '../../templates/placeholders.js';

const config = resolveConfig(
  {
    title: 'Fixture & "Co"',
    url: 'https://fixture.dev',
    i18n: { defaultLocale: 'en', locales: ['en', 'de', 'ja'] },
  },
  { root: '/site', configFile: null },
);

const site = createSiteData({
  config,
  locale: 'de',
  strings: {},
  assets: { css: '/assets/site.css', js: '/assets/main.js', chunks: {}, search: null },
  data: {},
  docHref: () => undefined,
  docIds: () => [],
  sidebars: { sidebars: new Map(), sidebarOf: new Map(), order: new Map(), paging: new Map() },
  alternates: {},
});

type PageDocument = Omit<DocumentProps, 'children'>;

const documents: PageDocument[] = [
  { site, title: 'Intro', description: 'The intro.', path: '/docs/intro', alternates: ['en', 'de'], bodyClass: 'a' },
  // Same shape, other values, each with what React escapes.
  { site, title: `<it's> & "more"`, description: '', path: "/docs/it's&<x>", alternates: ['en', 'de'], bodyClass: 'b' },
  { site, title: null, description: 'Home', path: '/', alternates: ['de', 'ja'], bodyClass: 'page--home' },
  { site, title: 'Card', description: 'd', path: '/blog/x', alternates: [], ogType: 'article', image: '/img/a&b.png' },
  { site, title: 'Lost', description: '', path: '/404', alternates: [], servedAt: null, bodyClass: 'page--not-found' },
];

test("each page's document start and end are what React renders for the page", () => {
  const chrome = new ChromeCache({ site, sidebars: {} });
  for (const props of documents) {
    const whole = renderToStaticMarkup(createElement(Document, { ...props, children: '\u0000body\u0000' }));
    assert.equal(chrome.document(props).join('\u0000body\u0000'), whole, `the document of ${props.path}`);
  }
});

const page = [
  '<!doctype html><html><head><title>x</title></head><body class="p"><a href="/docs/a">',
  '<nav><a class="x" href="https://fixture.dev/docs/b/">b</a></nav>',
  '<main><sitegen-island data-island="c.tsx#Chart"></sitegen-island><a href="/img/logo.svg">l</a></main>',
  '</body></html>',
];

test('finishing the parts gives the joined page finished whole: islands, HTML tags, trailing slashes', () => {
  const chunks = { 'island:c.tsx': '/assets/c.js' };
  const htmlTags = { head: '<meta name="h">', preBody: '<div id="pre"></div>', postBody: '<script>post()</script>' };
  for (const trailingSlash of [true, false, undefined]) {
    for (const tags of [htmlTags, undefined, { head: '', preBody: '', postBody: '<p>end</p>' }]) {
      const options = { chunks, htmlTags: tags, trailingSlash, baseUrl: '/', origin: 'https://fixture.dev' };
      const whole = trailingSlashLinks(injectHtmlTags(linkIslands(page.join(''), chunks), tags), options);
      assert.equal(finishParts(page, options).join(''), whole, `trailingSlash ${trailingSlash}, tags ${!!tags}`);
    }
  }
});

test('a page whose parts do not hold </head> and </body> at their ends is finished whole', () => {
  const parts = ['<html><head>', '</head><body>', 'x</body></html>', ''];
  const htmlTags = { head: '<meta name="h">', preBody: '', postBody: '<p>end</p>' };
  const options = { chunks: {}, htmlTags, trailingSlash: undefined, baseUrl: '/', origin: 'https://fixture.dev' };
  assert.deepEqual(finishParts(parts, options), [injectHtmlTags(parts.join(''), htmlTags)]);
});

test("encoding the parts gives the joined page's UTF-8 bytes, however large the page, and they write as they are", (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-page-parts-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const small = ['<p>Deutsch, 日本語, Русский</p>', '', '<p>😀 emoji</p>'];
  // Larger than the buffer the first write made: it grows.
  const large = ['<p>', '日本語😀'.repeat(300_000), '</p>'];
  for (const [name, parts] of [
    ['small.html', small],
    ['large.html', large],
    ['small-again.html', small],
  ] as const) {
    const file = path.join(dir, name);
    const expected = Buffer.from(parts.join(''), 'utf8');
    const bytes = encodeParts([...parts]);
    assert.ok(bytes.equals(expected), `${name}: the page's bytes`);
    writeChunks(file, [bytes.subarray(0, 5), bytes.subarray(5)]);
    assert.ok(readFileSync(file).equals(expected), `${name} holds the page's bytes`);
  }
});

test('an entry split at its placeholders once fills as fillLocaleText fills it, in each locale', () => {
  const html = `<a href="${LOCALE_BASE}/docs">${uiString('a.b')}</a> & ${uiString('c')}${LOCALE_BASE}`;
  const filler = localeTextFiller(html);
  for (const [base, strings] of [
    ['/', { 'a.b': 'A "quoted" <b>', c: 'C & D' }],
    ['/de/', { 'a.b': 'Ä', c: '' }],
  ] as const) {
    const text = (id: string) => (strings as Record<string, string>)[id];
    const expected = fillLocaleText(html, { base, text });
    assert.equal(filler({ base, escapedText: (id) => escapeAttr(text(id)) }), expected);
  }
  assert.equal(localeTextFiller('<p>none</p>')({ base: '/de/', escapedText: () => 'x' }), '<p>none</p>');
});
