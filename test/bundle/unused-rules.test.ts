/** Of Infima's layer, a Docusaurus site keeps the rules and custom properties some source of it names. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { vocabularyOf, withoutUnused } from '../../src/bundle/unused-rules.js';

test('a rule whose every selector needs a class no source names goes; one a source names stays', () => {
  const css = '.pills__item{color:red}.alert{top:0}.card,.pills{left:0}';
  assert.equal(withoutUnused(css, vocabularyOf(['<div className="alert card">'])), '.alert{top:0}.card,.pills{left:0}');
});

test('a class built at run time from a named prefix counts as named', () => {
  const css = '.alert--info{color:blue}.badge--info{color:red}';
  assert.equal(withoutUnused(css, vocabularyOf(['className={`alert--${type}`}'])), '.alert--info{color:blue}');
});

test('what :not() and :has() hold needs no class; :is() and :where() need one only when each of their selectors does', () => {
  const used = vocabularyOf(['menu']);
  assert.equal(withoutUnused('.menu:not(.avatar){top:0}', used), '.menu:not(.avatar){top:0}');
  assert.equal(withoutUnused(':where(.menu,.avatar) a{top:0}', used), ':where(.menu,.avatar) a{top:0}');
  assert.equal(withoutUnused(':is(.hero,.avatar) a{top:0}', used), '');
  assert.equal(withoutUnused('a[class*=avatar]{top:0}', used), 'a[class*=avatar]{top:0}');
});

test('an at-rule left with no rules goes; @keyframes stay', () => {
  const css = '@media(max-width:996px){.hero{top:0}}@keyframes spin{to{rotate:1turn}}';
  assert.equal(withoutUnused(css, vocabularyOf([''])), '@keyframes spin{to{rotate:1turn}}');
});

test('a custom property nothing reads goes, and then one read only by it', () => {
  const css = ':root{--ifm-a:1px;--ifm-b:var(--ifm-c);--ifm-c:2px;--ifm-d:3px;--ifm-e:4px}a{top:var(--ifm-a)}';
  // --ifm-e is read by some source (an inline style, the site's own CSS): it stays.
  assert.equal(
    withoutUnused(css, vocabularyOf(['style={{ top: "var(--ifm-e)" }}'])),
    ':root{--ifm-a:1px;--ifm-e:4px}a{top:var(--ifm-a)}',
  );
});
