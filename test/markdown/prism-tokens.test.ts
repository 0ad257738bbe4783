/**
 * A Docusaurus site's code carries Prism's token classes (templates/prism-tokens.ts), as prism-react-renderer
 * writes them, so the site's CSS for `.token.keyword`, `.token.tag.punctuation`... colours it; sitegen's own sites
 * keep highlight.js's HTML as it is. The kept highlights never serve one form for the other.
 */
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { highlight, keepHighlights, markLikePrism } from '../../src/markdown/highlight.js';

afterEach(() => {
  markLikePrism(null);
  keepHighlights(null);
});

/** The text of each token span of `html` with exactly these `types`. */
const tokens = (html: string, types: string) =>
  [...html.matchAll(new RegExp(`<span class="token ${types}">([^<]*)</span>`, 'g'))].map((m) => m[1]);

const JS = "import { useState } from 'react';\nclass Store extends Base {}\nsetup(true, 42); // done";

test('JavaScript: each highlight.js scope holds the Prism token of the same text', () => {
  markLikePrism([]);
  const html = highlight(JS, 'js');
  assert.deepEqual(tokens(html, 'keyword'), ['import', 'from', 'class', 'extends']);
  assert.deepEqual(tokens(html, 'string'), ['&#x27;react&#x27;']);
  assert.deepEqual(tokens(html, 'class-name'), ['Store', 'Base']);
  assert.deepEqual(tokens(html, 'function'), ['setup']);
  assert.deepEqual(tokens(html, 'boolean'), ['true']);
  assert.deepEqual(tokens(html, 'number'), ['42']);
  assert.deepEqual(tokens(html, 'comment'), ['// done']);
  // Inside highlight.js's span, so the site's rule for the token applies over the highlight.js theme's.
  assert.match(html, /<span class="hljs-keyword"><span class="token keyword">import<\/span><\/span>/);
});

test("HTML: a tag's parts carry `tag` first, its `<`, `>` and `=` are Prism's punctuation", () => {
  markLikePrism([]);
  const html = highlight('<ion-button expand="block">Go</ion-button>', 'html');
  assert.deepEqual(tokens(html, 'tag punctuation'), ['&lt;', '&gt;', '&lt;/', '&gt;']);
  assert.deepEqual(tokens(html, 'tag'), ['ion-button', 'ion-button']);
  assert.deepEqual(tokens(html, 'tag attr-name'), ['expand']);
  assert.deepEqual(tokens(html, 'tag attr-value punctuation attr-equals'), ['=']);
  assert.deepEqual(tokens(html, 'tag attr-value'), ['&quot;block&quot;']);
  assert.equal(
    html.replace(/<span[^>]*>|<\/span>/g, ''),
    '&lt;ion-button expand=&quot;block&quot;&gt;Go&lt;/ion-button&gt;',
  );
});

test('JSX: a component tag is a class name, as in Prism’s jsx grammar; an element is a tag', () => {
  markLikePrism([]);
  const html = highlight('const a = <IonButton><div /></IonButton>;', 'jsx');
  assert.deepEqual(tokens(html, 'tag class-name'), ['IonButton', 'IonButton']);
  assert.deepEqual(tokens(html, 'tag'), ['div']);
});

test("YAML's keys are Prism's atrules", () => {
  markLikePrism([]);
  assert.deepEqual(tokens(highlight('name: "x"', 'yaml'), 'atrule'), ['name:']);
});

test("sitegen's own sites keep highlight.js's HTML, with no Prism class", () => {
  const html = highlight(JS, 'js');
  assert.doesNotMatch(html, /token/);
  assert.match(html, /<span class="hljs-keyword">import<\/span>/);
});

test('the kept highlights hold each form under its own key: neither is served for the other', () => {
  const kept = new Map<string, string>();
  keepHighlights({ get: (key) => kept.get(key), set: (key, html) => void kept.set(key, html) });
  const code = 'const kept = 1;';
  const own = highlight(code, 'js');
  markLikePrism([]);
  const docusaurus = highlight(code, 'js');
  assert.match(docusaurus, /token keyword/);
  assert.doesNotMatch(own, /token/);
  assert.equal(kept.size, 2);
  assert.deepEqual(new Set(kept.values()), new Set([own, docusaurus]));
  // A build of either form after the other reads its own.
  markLikePrism(null);
  assert.equal(highlight(code, 'js'), own);
  markLikePrism([]);
  assert.equal(highlight(code, 'js'), docusaurus);
});

test('a highlight kept before Prism’s classes (the marks alone) is not served to a Docusaurus site', () => {
  const code = 'const older = 1;';
  const kept = new Map([[`javascript\u0001\u0000${code}`, '<span class="hljs-keyword">const</span> older = 1;']]);
  keepHighlights({ get: (key) => kept.get(key), set: (key, html) => void kept.set(key, html) });
  markLikePrism([]);
  assert.match(highlight(code, 'js'), /token keyword/);
});

test("an object literal's keys are Prism's literal-property in JavaScript, plain in TypeScript; a function's is a function-variable", () => {
  // prism-react-renderer 1.3.5 (Docusaurus 2.x): javascript and jsx have `literal-property`, typescript and tsx
  // delete it; `function-variable` comes first in all of them (react-redux's `reducers: { addTodo: (state) => ...`).
  markLikePrism([]);
  const code = 'const a = { path: 1, add: (s, b) => s, run: function () {}, then: x => x, none: null };';
  assert.deepEqual(tokens(highlight(code, 'js'), 'literal-property property'), ['path', 'none']);
  assert.deepEqual(tokens(highlight(code, 'js'), 'function-variable function'), ['add', 'run', 'then']);
  assert.deepEqual(tokens(highlight(code, 'js'), 'keyword'), ['const', 'function', 'null']);
  assert.doesNotMatch(highlight(code, 'ts'), /literal-property/);
  assert.deepEqual(tokens(highlight(code, 'ts'), 'function-variable function'), ['add', 'run', 'then']);
  assert.deepEqual(tokens(highlight('let v: string | Foo;', 'ts'), 'builtin'), ['string']);
  assert.deepEqual(tokens(highlight('{ "path": 1 }', 'json'), 'property'), ['&quot;path&quot;']);
});

test("a JSX tag's attribute is the tag's attr-name, not an object literal's key", () => {
  markLikePrism([]);
  assert.deepEqual(tokens(highlight('const a = <IonButton expand="block" />;', 'jsx'), 'tag attr-name'), ['expand']);
});

test("a TypeScript decorator is Prism's decorator function, not highlight.js's meta (a prolog elsewhere)", () => {
  markLikePrism([]);
  assert.deepEqual(tokens(highlight('@NgModule({})\nclass A {}', 'ts'), 'decorator function'), ['@NgModule']);
  assert.match(highlight('<!DOCTYPE html>', 'html'), /<span class="hljs-meta"><span class="token prolog">&lt;!DOCTYPE/);
});

test("a C# attribute is Prism's attribute, plain in its themes, not highlight.js's meta (a grey italic prolog)", () => {
  // avalonia-docs: `[assembly: XmlnsDefinition(...)]` in a ```csharp block.
  markLikePrism([]);
  const html = highlight('[assembly: XmlnsDefinition("https://x.example", "X")]', 'csharp');
  assert.match(html, /<span class="hljs-meta"><span class="token attribute">assembly: XmlnsDefinition\(/);
  assert.doesNotMatch(html, /token prolog/);
});

test("CSS: a custom property is Prism's variable (css-extras), a property its property", () => {
  markLikePrism([]);
  const html = highlight('a { --color: red; color: var(--color); }', 'css');
  assert.deepEqual(tokens(html, 'variable'), ['--color']);
  assert.deepEqual(tokens(html, 'property'), ['color']);
});

test("JavaScript's `this` is Prism's keyword; `module` is plain, as in Prism", () => {
  markLikePrism([]);
  const html = highlight('module.exports = [this.a, super.b];', 'js');
  assert.deepEqual(tokens(html, 'keyword'), ['this', 'super']);
  assert.match(html, /<span class="hljs-variable language_">module<\/span>/);
});

test("Python: a decorator is Prism's, its dotted name alone; typing names are plain and `print` a keyword, as there", () => {
  // hydra's `@hydra.main(version_base=None)`: highlight.js's meta ran to the line's end, arguments and all.
  markLikePrism([]);
  const html = highlight('@hydra.main(version_base=None)\ndef f(x: Dict) -> None:\n    print(len(x))', 'python');
  assert.deepEqual(tokens(html, 'decorator annotation punctuation'), ['@hydra.main']);
  assert.deepEqual(tokens(html, 'boolean'), ['None', 'None']);
  assert.doesNotMatch(html, /token class-name">Dict/);
  assert.deepEqual(tokens(html, 'keyword'), ['def', 'print']);
  assert.deepEqual(tokens(html, 'builtin'), ['len']);
  // sitegen's own sites keep highlight.js's grammar: the decorator with its arguments.
  markLikePrism(null);
  assert.match(
    highlight('@hydra.main(version_base=None)', 'python'),
    /<span class="hljs-meta">@hydra\.main\(<span class="hljs-params">/,
  );
});

test("a JSX attribute's {expression} is Prism's script: its braces punctuation, its code in the tag's colour", () => {
  // react-redux's `<Provider store={store}>`: highlight.js calls the value a string, Prism's jsx a script.
  markLikePrism([]);
  const html = highlight('root.render(\n  <Provider store={store} name="x">\n    <App />\n  </Provider>,\n)', 'jsx');
  assert.deepEqual(tokens(html, 'tag script language-javascript punctuation'), ['{', '}']);
  assert.match(html, /<span class="token tag script language-javascript">(?:<span[^>]*>\{<\/span>)store/);
  assert.deepEqual(tokens(html, 'tag attr-value'), ['&quot;x&quot;']);
});

test('JSX in a js or ts fence is JavaScript to Prism, as there: operators, maybe-class-names and plain code; jsx and tsx keep tags', () => {
  // react-redux's ```js index.js: `<Provider store={store}>` under Docusaurus is `<` an operator, `Provider` a
  // maybe-class-name, `{` `}` punctuation.
  markLikePrism(['operator', 'punctuation']);
  const code = 'root.render(\n  <Provider store={store}>\n    <App />\n  </Provider>,\n)';
  for (const lang of ['js', 'ts']) {
    const html = highlight(code, lang);
    assert.doesNotMatch(html, /token tag/, lang);
    // js-extras's maybe-class-name is JavaScript's alone.
    assert.deepEqual(tokens(html, 'maybe-class-name'), lang === 'js' ? ['Provider', 'App', 'Provider'] : [], lang);
    assert.deepEqual(tokens(html, 'operator').slice(0, 3), ['&lt;', '=', '&gt;'], lang);
  }
  for (const lang of ['jsx', 'tsx'])
    assert.deepEqual(tokens(highlight(code, lang), 'tag class-name'), ['Provider', 'App', 'Provider'], lang);
});

test("js-extras's console and known classes are class names in JavaScript; TypeScript, which it does not reach, has builtins", () => {
  // prism-react-renderer 1.3.5 loads js-extras after typescript: react-redux's `console.log`, `Array.from`.
  markLikePrism([]);
  const code = 'console.log(Array.from(x), Store.get(y));';
  const js = highlight(code, 'js');
  assert.deepEqual(tokens(js, 'console class-name'), ['console']);
  assert.deepEqual(tokens(js, 'known-class-name class-name'), ['Array']);
  assert.deepEqual(tokens(js, 'maybe-class-name'), ['Store']);
  const ts = highlight(code, 'ts');
  assert.deepEqual(tokens(ts, 'builtin'), ['console', 'Array']);
  assert.doesNotMatch(ts, /class-name/);
});
