/**
 * Admonition icons are Docusaurus 2.4's (theme-classic's Admonition), in Markdown's `:::kind` and in pages'
 * `@theme/Admonition` alike, so that a box looks as it did under Docusaurus. The paths below are copied from
 * Docusaurus 2.4.3's build of a real site.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { admonitionHead } from '../../templates/admonition.js';
import Admonition from '../../templates/docusaurus/admonition.js';

const DOCUSAURUS_ICONS: Record<string, { viewBox: string; start: string; end: string }> = {
  note: { viewBox: '0 0 14 16', start: 'M6.3 5.69a.942.942 0 0 1-.28-.7', end: '-7-3.12-7-7 3.14-7 7-7z' },
  tip: { viewBox: '0 0 12 16', start: 'M6.5 0C3.48 0 1 2.19 1 5c', end: 's-2.27-.86-2.5-2z' },
  info: { viewBox: '0 0 14 16', start: 'M7 2.3c3.14 0 5.7 2.56', end: 'zm0 6H6v2h2v-2z' },
  caution: { viewBox: '0 0 16 16', start: 'M8.893 1.5c-.183-.31', end: 'H6.987V5.987h2.039v4.006z' },
  danger: { viewBox: '0 0 12 16', start: 'M5.05.31c.81 2.17.41 3.38', end: 'L5.03.3l.02.01z' },
};
const KEYWORDS: Record<string, string> = {
  ...Object.fromEntries(Object.keys(DOCUSAURUS_ICONS).map((k) => [k, k])),
  warning: 'danger',
  important: 'info',
  success: 'tip',
  secondary: 'note',
  unknown: 'info',
};

function assertDocusaurusIcon(html: string, kind: string, where: string) {
  const icon = DOCUSAURUS_ICONS[kind];
  const svg = /<svg[^>]*viewBox="([^"]+)"[^>]*>\s*<path[^>]*\sd="([^"]+)"/.exec(html);
  assert.ok(svg, `${where}: an icon (${html.slice(0, 200)})`);
  assert.equal(svg[1], icon.viewBox, `${where}: Docusaurus's viewBox`);
  assert.ok(
    svg[2].startsWith(icon.start) && svg[2].endsWith(icon.end),
    `${where}: Docusaurus's ${kind} icon (${svg[2].slice(0, 40)}…)`,
  );
  assert.match(html, /fill-rule="evenodd"/, `${where}: Docusaurus's fill rule`);
}

test("Markdown admonitions draw Docusaurus's icon of their kind", () => {
  for (const [keyword, kind] of Object.entries(KEYWORDS))
    assertDocusaurusIcon(admonitionHead(keyword), kind, `:::${keyword}`);
});

test("@theme/Admonition draws Docusaurus's icon of its type, or the one it is given", () => {
  for (const [type, kind] of Object.entries(KEYWORDS))
    assertDocusaurusIcon(
      renderToStaticMarkup(createElement(Admonition, { type, title: 'T' }, 'x')),
      kind,
      `<Admonition type="${type}">`,
    );
  const own = renderToStaticMarkup(
    createElement(Admonition, { type: 'tip', title: 'T', icon: createElement('b', null, '!') }, 'x'),
  );
  assert.doesNotMatch(own, /<svg/);
  assert.match(
    own,
    /<span class="[^"]*admonition__icon"><b>!<\/b><\/span>/,
    "in the icon's place, as Docusaurus puts it",
  );
});
