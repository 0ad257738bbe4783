/**
 * A Prism theme as CSS for highlight.js's classes (src/config/docusaurus/prism-css.ts): where highlight.js's classes
 * nest or combine, the colour is the one Prism gives the same code, not the one the shorter class has.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prismThemeCss } from '../../src/config/docusaurus/prism-css.js';

const THEME = {
  plain: { color: '#111111' },
  styles: [
    { types: ['function'], style: { color: '#6b2e85' } },
    { types: ['string'], style: { color: '#c21325' } },
  ],
};

test('a class name (`.hljs-title.class_`) is plain when the theme leaves class-name, though titles are coloured', () => {
  const css = prismThemeCss(THEME, '[data-theme=light]');
  assert.match(css, /\[data-theme=light\] :is\(\.hljs,\.prism-code\) \.hljs-title\{color:#6b2e85\}/);
  assert.match(css, /\[data-theme=light\] :is\(\.hljs,\.prism-code\) \.hljs-title\.class_\{color:inherit;/);
});

test('`${...}` in a template string has the plain colour, not the string’s', () => {
  const css = prismThemeCss(THEME, '[data-theme=light]');
  assert.match(css, /\[data-theme=light\] :is\(\.hljs,\.prism-code\) \.hljs-subst\{color:var\(--c-code-text\)\}/);
});

test("the theme's styles hold on Prism's token classes too, over a site's CSS for them, as inline styles do", () => {
  const css = prismThemeCss(THEME, '[data-theme=light]');
  assert.match(css, /\[data-theme=light\] :is\(\.hljs,\.prism-code\) \.token\.function\{color:#6b2e85\}/);
  assert.doesNotMatch(css, /\.token\.plain/);
});

test("an object literal's keys are plain in TypeScript, as Docusaurus's Prism leaves them, though JavaScript's and JSON's are not", () => {
  const css = prismThemeCss(
    { plain: { color: '#111111' }, styles: [{ types: ['property'], style: { color: '#222222' } }] },
    '[data-theme=light]',
  );
  assert.match(css, /:is\(\.hljs,\.prism-code\) \.hljs-attr\{color:#222222\}/);
  // The language class is on the <pre> the rules are scoped to, or around it: an ancestor, never a descendant.
  assert.match(css, /:is\(\.hljs,\.prism-code\) \.hljs-attr:is\([^)]*\.language-ts \*,[^)]*\)\{color:inherit;/);
  assert.match(css, /:is\(\.hljs,\.prism-code\) \.hljs-attr:is\([^)]*\.language-js \*,[^)]*\)\{color:#222222;/);
});

test("a name Prism calls maybe-class-name is plain when the theme colours only class-name (palenight's)", () => {
  const css = prismThemeCss(
    { plain: { color: '#111111' }, styles: [{ types: ['class-name'], style: { color: '#ffcb6b' } }] },
    '[data-theme=light]',
  );
  assert.match(
    css,
    /:is\(\.hljs,\.prism-code\) \.hljs-title\.class_\{color:#ffcb6b;font-style:inherit;font-weight:inherit\}/,
  );
  assert.match(css, /:is\(\.hljs,\.prism-code\) \.hljs-title\.class_\.maybe_\{color:inherit;/);
});

test('a class more specific than another takes only its own type’s style: the italic of a shorter one goes', () => {
  // palenight's doctype is italic; Python's decorator (`.hljs-meta` in Python) is punctuation, not italic.
  const css = prismThemeCss(
    {
      plain: { color: '#111111' },
      styles: [
        { types: ['doctype'], style: { color: '#c792ea', fontStyle: 'italic' } },
        { types: ['punctuation'], style: { color: '#c792ea' } },
      ],
    },
    '[data-theme=light]',
  );
  assert.match(css, /\.hljs-meta\{color:#c792ea;font-style:italic\}/);
  assert.match(
    css,
    /\.hljs-meta:is\(\.language-python \*, ?\.language-py \*\)\{color:#c792ea;font-style:inherit;font-weight:inherit\}/,
  );
});
