/** Of Infima's layer, a Docusaurus site keeps the rules and custom properties some source of it names. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteVocabulary } from '../../src/bundle/site-vocabulary.js';
import { namesAsked, vocabularyOf, withoutUnused } from '../../src/bundle/unused-rules.js';
import { resolveConfig } from '../../src/config/load-config.js';

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

test('a vocabulary of only the names the stylesheet can ask (and prefixes) prunes it as the whole one does', () => {
  const css = '.pills__item{color:red}.alert{top:0}.card,.pills{left:0}.alert--info{color:blue}:root{--ifm-e:4px}';
  const texts = ['<div className="alert card">', 'className={`alert--${type}`} style={{ top: "var(--ifm-e)" }}'];
  const asked = namesAsked(css);
  const small = vocabularyOf(texts, ['pills', 'unrelated'], asked);
  assert.equal(withoutUnused(css, small), withoutUnused(css, vocabularyOf(texts, ['pills', 'unrelated'])));
  assert.deepEqual([...small.words].sort(), ['--ifm-e', 'alert', 'alert--', 'card', 'pills', 'top']);
});

test('a site file edited between two stylesheets is read again: its new class keeps its rules, the old one’s go', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-vocabulary-'));
  try {
    const config = resolveConfig({ title: 'Site', url: 'https://example.com' }, { root, configFile: null });
    // Names no source of sitegen's holds (those count as used on every site).
    const css = '.zebrafin{left:0}.okapiband{top:0}';
    mkdirSync(path.join(root, 'src'));
    const file = path.join(root, 'src/page.js');
    writeFileSync(file, '<div className="zebrafin" />');
    assert.equal(withoutUnused(css, await siteVocabulary(config, [], [], css)), '.zebrafin{left:0}');
    writeFileSync(file, '<div className="okapiband" />');
    assert.equal(withoutUnused(css, await siteVocabulary(config, [], [], css)), '.okapiband{top:0}');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the same stylesheet pruned with other names gives what those names keep', () => {
  const css = '.zebrafin{left:0}.okapiband{top:0}';
  assert.equal(withoutUnused(css, vocabularyOf(['zebrafin'])), '.zebrafin{left:0}');
  assert.equal(withoutUnused(css, vocabularyOf(['zebrafin'])), '.zebrafin{left:0}');
  assert.equal(withoutUnused(css, vocabularyOf(['okapiband'])), '.okapiband{top:0}');
});
