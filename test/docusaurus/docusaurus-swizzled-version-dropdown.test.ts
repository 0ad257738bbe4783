/**
 * A Docusaurus site's swizzled `src/theme/NavbarItem/DocsVersionDropdownNavbarItem` draws the navbar's
 * `docsVersionDropdown` item, on the bar and in the mobile menu, on each page; the original it wraps is the version
 * menu sitegen draws itself.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const VERSIONED = {
  'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'left', dropdownActiveClassDisabled: true, dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] }] } },
};
`,
  'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
  'versions.json': JSON.stringify(['1.0']),
  'docs/intro.md': '# Intro\n\nNext.\n',
  'versioned_docs/version-1.0/intro.md': '# Intro\n\nOne.\n',
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: ['intro'] }),
  'src/pages/versions.md': '# Versions\n\nAll of them.\n',
};

/** react-native-website's: the original, hidden off the docs; here with a link of its own after it. */
const WRAPPER = `import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';
export default function DocsVersionDropdownNavbarItemWrapper(props) {
  const activeDocContext = useActiveDocContext(props.docsPluginId);
  if (!activeDocContext.activeDoc) return null;
  const note = <a className={props.mobile ? 'menu__link' : 'navbar__item navbar__link'} href="/versions">{activeDocContext.activeDoc.id} in {activeDocContext.activeVersion.label}</a>;
  return <><DocsVersionDropdownNavbarItem {...props} />{props.mobile ? <li className="menu__list-item">{note}</li> : note}</>;
}
`;

const BAR_MENU = '<div class="navbar__item dropdown dropdown--hoverable" data-docs-versions="default">';

/**
 * The version menu sitegen draws in the page's navbar (inside its item: theme-classic's hover dropdown) and in its
 * drawer (theme-classic's mobile item, a list item), in that order.
 */
function versionMenus(page: string): string[] {
  const bar =
    /<(li|div) class="navbar__item dropdown dropdown--hoverable" data-docs-versions="default">(.*?<\/ul>)<\/\1>/s;
  const mobile = /<li class="menu__list-item" data-docs-versions="default"><details.*?<\/details><\/li>/s;
  return [bar.exec(page)?.[2], mobile.exec(page)?.[0]].filter((menu) => menu !== undefined);
}

test('a swizzled DocsVersionDropdownNavbarItem draws the version menu on the bar and in the menu, the original inside it', async () => {
  const own = await site(VERSIONED);
  const b = await site({ ...VERSIONED, 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.js': WRAPPER });
  for (const [url, label] of [
    ['/docs/intro', '1.0'],
    ['/docs/next/intro', 'Next'],
  ]) {
    const page = b.page(url);
    // The original is sitegen's own menu, as sitegen draws it on this page (labelled, linking to this doc).
    const [bar, mobile] = versionMenus(own.page(url));
    assert.match(bar, new RegExp(`data-docs-version-label="true">${label}</a>`));
    assert.match(bar, /href="\/docs\/next\/intro" data-docs-version="current"/);
    assert.match(bar, /href="\/docs\/intro" data-docs-version="1\.0"/);
    assert.match(bar, /<a class="dropdown__link" href="\/versions">All versions<\/a>/);
    assert.deepEqual(versionMenus(page), [bar, mobile]);
    const note = (cls: string) => `<a class="${cls}" href="/versions">intro in ${label}</a>`;
    assert.ok(
      page.includes(`<div class="navbar__custom">${BAR_MENU}${bar}</div>${note('navbar__item navbar__link')}</div>`),
      page,
    );
    assert.ok(
      page.includes(
        // The drawer's list holds the site's list items, as theme-classic's does.
        `<ul class="menu__list">${mobile}<li class="menu__list-item">${note('menu__link')}</li></ul>`,
      ),
      page,
    );
  }
  // Off the docs, the site's item draws nothing, on the bar or in the menu.
  const versions = b.page('/versions');
  assert.deepEqual(versionMenus(versions), []);
  assert.doesNotMatch(versions, /navbar__custom|menu__custom/);
  assert.ok(!ignoredLines(b).some((l) => l.includes('NavbarItem')), ignoredLines(b).join('\n'));
});

test('a swizzled DocsVersionDropdownNavbarItem that keeps state is drawn as it first renders, and a warning says so', async () => {
  const b = await site({
    ...VERSIONED,
    'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.js': `import React, { useEffect, useState } from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
export default function Wrapper(props) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <div className={ready ? 'ready' : 'first'}><DocsVersionDropdownNavbarItem {...props} /></div>;
}
`,
  });
  assert.match(
    b.page('/docs/intro'),
    /<div class="navbar__custom"><div class="first"><div class="navbar__item dropdown dropdown--hoverable" data-docs-versions="default"><a class="navbar__link"/,
  );
  const warning = b.warnings.find((w) => w.file?.endsWith('DocsVersionDropdownNavbarItem.js'));
  assert.match(
    warning?.message ?? '',
    /^the navbar's version dropdown is drawn as HTML, as it first renders on each page, and its script does not run in the browser \(src\/theme\/NavbarItem\/DocsVersionDropdownNavbarItem\.js needs the browser\)/,
  );
});
