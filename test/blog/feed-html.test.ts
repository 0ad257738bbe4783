/** A post's HTML as a feed carries it: every site URL absolute, in-page links on the post's URL, furniture dropped. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { feedHtml } from '../../src/blog/feed-html.js';
import type { SiteData } from '../../templates/site-data.js';

const site = { localeBase: '/fr' } as SiteData;
const context = { site, origin: 'https://dino.example', pageUrl: 'https://dino.example/fr/blog/post' };

test('site paths in href, src, poster and srcset become absolute; other URLs and in-page links stay theirs', () => {
  const html = [
    '<h2 id="a">A<a class="hash-link" href="#a" aria-label="Direct link">#</a></h2>',
    '<h3 class="anchor" id="b">B<a href="#b" class="hash-link" aria-label="Direct link" title="Direct link">\u200b</a></h3>',
    '<p><a href="/fr/docs/x">x</a> <a href="#later">later</a> <a href="//cdn.example/y">y</a>',
    '<a href="https://other.example/z">z</a> <a\nhref="/fr/docs/w">w</a></p>',
    '<img src="/img/a.png" srcset="/img/a.png 1x, /img/a@2x.png 2x, //cdn.example/b.png 3x" alt="a">',
    '<video poster="/img/p.jpg" src="https://cdn.example/v.mp4"></video>',
    '<pre><button type="button">Copy</button><code>a\u0001b</code></pre>',
  ].join('\n');
  assert.equal(
    feedHtml(html, context),
    [
      '<h2 id="a">A</h2>',
      '<h3 class="anchor" id="b">B</h3>',
      '<p><a href="https://dino.example/fr/docs/x">x</a> <a href="https://dino.example/fr/blog/post#later">later</a> <a href="//cdn.example/y">y</a>',
      '<a href="https://other.example/z">z</a> <a\nhref="https://dino.example/fr/docs/w">w</a></p>',
      '<img src="https://dino.example/img/a.png" srcset="https://dino.example/img/a.png 1x, https://dino.example/img/a@2x.png 2x, //cdn.example/b.png 3x" alt="a">',
      '<video poster="https://dino.example/img/p.jpg" src="https://cdn.example/v.mp4"></video>',
      '<pre><code>ab</code></pre>',
    ].join('\n'),
  );
});
