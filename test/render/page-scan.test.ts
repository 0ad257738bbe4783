/**
 * A written page's scan (src/render/page-scan.ts): the names its markup gives that the stylesheets ask about, and
 * the byte offsets of its stylesheet links' hashes, which the stylesheet pass writes over in place.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageScanner } from '../../src/render/page-scan.js';

const ASKED = new Set([
  'navbar',
  'navbar--dark',
  'badge',
  'pills',
  'card',
  'js',
  'x',
  '--ifm-a',
  '--ifm-b',
  '--ifm-color-emphasis-600',
]);

const PAGE = `<!doctype html><html><head><title>Dinosaures à plumes</title>
<link rel="stylesheet" href="/fr/assets/site-blog.0123456789.css"/><script>document.documentElement.classList.add('js')</script>
<style>.x{color:var(--ifm-a)}</style></head><body><div class="navbar navbar--dark"><span class=badge>é</span>
<span CLASS='pills'>x</span><svg><path stroke="var(--ifm-color-emphasis-600)"/></svg>
<p style="color: var(--ifm-b)">Ptérodactyle</p><code>&lt;link href="/assets/site.9876543210.css"&gt;</code>
<p>/assets/site.9876543210.css</p></div></body></html>`;

test('a stylesheet link’s hash is found at its byte offset, after characters of several bytes; its URL in text is not a link', () => {
  const bytes = Buffer.from(PAGE);
  const { sheets } = pageScanner(ASKED)(bytes);
  assert.equal(sheets.length, 1);
  const [at, name] = sheets[0];
  assert.equal(name, 'site-blog');
  assert.equal(bytes.subarray(at, at + 10).toString(), '0123456789');
  assert.notEqual(at, PAGE.indexOf('0123456789'), 'a character offset would be wrong here');
});

test('classes quoted or not, in any case, inline scripts and styles, and custom properties attributes read', () => {
  const { names } = pageScanner(ASKED)(Buffer.from(PAGE));
  const expected = new Set([...ASKED].filter((name) => name !== 'card'));
  assert.deepEqual(new Set(names), expected, 'every name asked about the page gives, each once');
  assert.equal(names.length, expected.size);
});

test('a name the stylesheets do not ask about is left out; every page gives all its names', () => {
  const scan = pageScanner(new Set(['badge', 'card']));
  assert.deepEqual(scan(Buffer.from(PAGE)).names, ['badge']);
  const second = scan(Buffer.from(PAGE.replace('navbar--dark', 'card')));
  assert.deepEqual(new Set(second.names), new Set(['badge', 'card']), 'the badge again, as the page has it');
  assert.equal(second.sheets.length, 1, 'links are found on every page');
});
