/** What a later stylesheet sets again for the same selector is left out of an earlier one (Docusaurus's Infima layer). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutOverridden } from '../../src/bundle/overridden-declarations.js';

test('a declaration the later stylesheet sets again for the same selector is left out; the rest stays', () => {
  const earlier = '.a{color:red;margin:0}.b{color:red}';
  assert.equal(withoutOverridden(earlier, '.a{color:blue}'), '.a{margin:0}.b{color:red}');
});

test('a rule left with no declarations goes, and an at-rule left with no rules', () => {
  assert.equal(withoutOverridden('.a{color:red}.b{top:0}', '.a{color:blue}'), '.b{top:0}');
  assert.equal(
    withoutOverridden('@media(max-width:996px){.a{color:red}}.b{top:0}', '@media(max-width:996px){.a{color:blue}}'),
    '.b{top:0}',
  );
});

test('only the same selector in the same at-rules counts: another weight or media query may not win', () => {
  const earlier = '.a{color:red}@media(max-width:996px){.a{top:0}}.x .a{color:red}';
  assert.equal(withoutOverridden(earlier, '@media(max-width:996px){.a{color:blue}}.a{top:1px}'), earlier);
  // One selector of a list is another selector: `.a,.b` is not `.a`.
  assert.equal(withoutOverridden('.a,.b{color:red}', '.a{color:blue}'), '.a,.b{color:red}');
});

test('an !important declaration stays, which a later normal one does not override', () => {
  assert.equal(withoutOverridden('.a{color:red!important;top:0}', '.a{color:blue;top:1px}'), '.a{color:red!important}');
});

test('a shorthand the later one sets only part of stays; a custom property is matched by its case', () => {
  assert.equal(withoutOverridden('.a{margin:0}', '.a{margin-top:1px}'), '.a{margin:0}');
  assert.equal(withoutOverridden(':root{--c-Bg:red;--c-bg:red}', ':root{--c-bg:blue}'), ':root{--c-Bg:red}');
  assert.equal(withoutOverridden('.a{COLOR:red}', '.a{color:blue}'), '');
});

test('semicolons and braces in strings and url()s do not split a declaration; @keyframes and @font-face stay whole', () => {
  const earlier =
    '.a{background:url(data:image/svg+xml;utf8,<svg>{;}</svg>);content:"a;}b"}@keyframes k{0%{top:0}}@font-face{font-family:x}';
  assert.equal(
    withoutOverridden(earlier, '.a{content:"c"}@keyframes k{0%{top:1px}}'),
    earlier.replace(';content:"a;}b"', ''),
  );
});
