/**
 * A written page's scan (src/render/page-scan.ts): what can name a class or read a custom property, and the byte
 * offsets of its stylesheet links' hashes, which the stylesheet pass writes over in place.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scanPage } from '../../src/render/page-scan.js';

const PAGE = `<!doctype html><html><head><title>Dinosaures à plumes</title>
<link rel="stylesheet" href="/fr/assets/site-blog.0123456789.css"/><script>document.documentElement.classList.add('js')</script>
<style>.x{color:var(--ifm-a)}</style></head><body><div class="navbar navbar--dark"><span class=badge>é</span>
<span CLASS='pills'>x</span><svg><path stroke="var(--ifm-color-emphasis-600)"/></svg>
<p style="color: var(--ifm-b)">Ptérodactyle</p></div></body></html>`;

test('a stylesheet link’s hash is found at its byte offset, after characters of several bytes', () => {
  const bytes = Buffer.from(PAGE);
  const { sheets } = scanPage(bytes);
  assert.equal(sheets.length, 1);
  const [at, name] = sheets[0];
  assert.equal(name, 'site-blog');
  assert.equal(bytes.subarray(at, at + 10).toString(), '0123456789');
  assert.notEqual(at, PAGE.indexOf('0123456789'), 'a character offset would be wrong here');
});

test('classes quoted or not, in any case, inline scripts and styles, and custom properties attributes read', () => {
  const { drawn } = scanPage(Buffer.from(PAGE));
  for (const text of [
    'navbar navbar--dark',
    'badge',
    'pills',
    "document.documentElement.classList.add('js')",
    '.x{color:var(--ifm-a)}',
    '--ifm-color-emphasis-600',
    'color: var(--ifm-b)',
  ])
    assert.ok(drawn.includes(text), text);
});

test('what pages scanned before drew is not repeated', () => {
  const seen = new Set<string>();
  const first = scanPage(Buffer.from(PAGE), seen);
  const second = scanPage(Buffer.from(PAGE.replace('badge', 'card')), seen);
  assert.ok(first.drawn.includes('badge'));
  assert.deepEqual(second.drawn, ['card']);
  assert.equal(second.sheets.length, 1, 'links are found on every page');
});
