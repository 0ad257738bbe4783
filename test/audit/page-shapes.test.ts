import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageFeatures, pagesCoveringEveryShape } from './page-shapes.js';

const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>x</title><script>if (a<b) document.write("<p>")</script></head>` +
  `<body><nav class="navbar"><a class="navbar__brand" href="/">Site</a></nav><main>${main}</main></body></html>`;

test('an element is known by its parent, classes, attribute names, keyword values and restricting ancestors', () => {
  const features = pageFeatures(
    page('<p class="b a">See <a href="/x" target="_blank" rel="noopener"><span title="t">x</span></a></p>'),
  );
  assert.ok(features.has('main>p.a.b[]'));
  assert.ok(features.has('p>a[href,rel=noopener,target=_blank] in p'));
  assert.ok(features.has('a>span[title] in a,p'));
  assert.ok(features.has('nav>a.navbar__brand[href]'));
  // Script text is not markup, and words and addresses are not features.
  assert.ok(![...features].some((f) => f.includes('>p') && f.startsWith('script')));
  assert.deepEqual(
    pageFeatures(page('<p>one <a href="/a">a</a></p>')),
    pageFeatures(page('<p>two <a href="/b">b</a></p>')),
  );
});

test('a jump between heading levels and a repeated id are features', () => {
  const features = pageFeatures(page('<h1>T</h1><h2 id="a">A</h2><h4 id="a">B</h4>'));
  assert.ok(features.has('h0>h1'));
  assert.ok(features.has('h1>h2'));
  assert.ok(features.has('h2>h4'));
  assert.ok(features.has('repeated id on h4'));
  assert.ok(!pageFeatures(page('<h1>T</h1><h2 id="a">A</h2><h2 id="b">B</h2>')).has('repeated id on h2'));
});

test('void and self-closed elements do not become parents', () => {
  const features = pageFeatures(page('<img src="a.png" alt=""><br/><svg><path d="M0"/></svg><p>x</p>'));
  assert.ok(features.has('main>p[]'));
  assert.ok(features.has('svg>path[d]'));
});

test('the pages picked cover every feature, and a page with markup of its own is always picked', () => {
  const docs = Array.from({ length: 20 }, (_, i) => [`docs/${i}.html`, pageFeatures(page(`<h1>D${i}</h1><p>x</p>`))]);
  const odd = pageFeatures(page('<h1>Odd</h1><p>x<button>b</button></p>'));
  const shapes = new Map<string, Set<string>>([...(docs as [string, Set<string>][]), ['docs/odd.html', odd]]);
  const picked = pagesCoveringEveryShape(shapes);
  assert.ok(picked.includes('docs/odd.html'));
  const covered = new Set(picked.flatMap((file) => [...shapes.get(file)!]));
  for (const features of shapes.values()) for (const feature of features) assert.ok(covered.has(feature), feature);
  // The twenty docs share one shape, which the odd page holds too: one page stands for all.
  assert.deepEqual(picked, ['docs/odd.html']);
  assert.deepEqual(pagesCoveringEveryShape(new Map([...shapes].reverse())), picked);
});
