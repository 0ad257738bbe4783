/**
 * A Docusaurus page's `data-hydrate="load"` islands get module scripts that mount them before the window's load
 * event: one per module, in document order, a Root's before its island's, the site's post-body tags after them.
 * Islands that load later, or with a stylesheet, and sites without the early entry get none.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withEarlyIslands } from '../../src/render/early-islands.js';
import { finishParts } from '../../src/render/page-parts.js';

const chunks = {
  'islands-now': '/assets/islands-now.js',
  'island:src/a.js': '/assets/a.js',
  'island:src/b.js': '/assets/b.js',
  'island-css:src/c.js': '/assets/c.css',
  'island:src/c.js': '/assets/c.js',
  'island:src/d.js': '/assets/d.js',
  'island:src/theme/Root.js': '/assets/root.js',
};

const island = (id: string, hydrate: string, more = '') =>
  `<sitegen-island data-island="${id}#default" data-hydrate="${hydrate}"${more}></sitegen-island>`;

const step = (imports: string, call: string) =>
  `<script type="module" data-sitegen-islands>import{step}from"/assets/islands-now.js";${imports}step(${call})</script>`;

test('one script per module of the early islands, in order, before the post-body tags', () => {
  const parts = [
    `<html><head></head><body>${island('src/a.js', 'load')}`,
    `${island('src/b.js', 'load', ' data-root="src/theme/Root.js"')}${island('src/a.js', 'load')}`,
    `${island('src/c.js', 'load')}${island('src/d.js', 'idle')}</body></html>`,
  ];
  const html = finishParts(parts, {
    chunks,
    htmlTags: { head: '', preBody: '', postBody: '<script>window.site = 1</script>' },
    trailingSlash: undefined,
    baseUrl: '/',
    origin: 'https://dino.example',
  }).join('');
  const scripts = [
    step('', 'null,null,"/assets/a.js"'),
    step('import*as m from"/assets/a.js";', '"/assets/a.js",m,"/assets/root.js"'),
    step('import*as m from"/assets/root.js";', '"/assets/root.js",m,"/assets/b.js"'),
    step('import*as m from"/assets/b.js";', '"/assets/b.js",m,null'),
  ];
  assert.ok(html.endsWith(`${scripts.join('')}<script>window.site = 1</script></body></html>`), html);
});

test('a page whose islands all load later, and a site without the early entry, get no script', () => {
  const later = [`<body>${island('src/a.js', 'idle')}${island('src/b.js', 'visible')}</body>`];
  assert.deepEqual(withEarlyIslands(later, chunks), later);
  const { 'islands-now': _, ...others } = chunks;
  const early = [
    `<body><sitegen-island data-src="/assets/a.js" data-island="src/a.js#default" data-hydrate="load"></sitegen-island></body>`,
  ];
  assert.deepEqual(withEarlyIslands(early, others), early);
});
