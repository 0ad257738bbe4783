import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { buildDocusaurusSite, docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { items: [{ type: 'custom-dino', position: 'right', label: 'Dinos', to: '/docs/intro', className: 'dino-item' }] } },
};
`;

/** A map of item types as the Docusaurus docs (and casbin) write it: the original's, then the site's own. */
const TYPES = (body: string) => `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DinoItem from '../../components/DinoItem';
export default { ...ComponentTypes, 'custom-dino': DinoItem };
${body}`;

test("a navbar item of the site's own type is drawn by its component, on the bar and in the menu, in each language", async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'src/theme/NavbarItem/ComponentTypes.js': TYPES(''),
    'src/components/DinoItem.js': `import React from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
export default function DinoItem(props) {
  return <DefaultNavbarItem {...props} />;
}
`,
  });
  for (const [url, to] of [
    ['/docs/intro', '/docs/intro'],
    ['/fr/docs/intro', '/fr/docs/intro'],
  ]) {
    const page = b.page(url);
    // On the bar, theme-classic's item is the link itself.
    assert.match(
      page,
      new RegExp(
        `<div class="navbar__custom"><a href="${to}" class="navbar__item navbar__link dino-item">Dinos</a></div>`,
      ),
    );
    // In the menu, its own list item, in a list of its own.
    assert.match(
      page,
      new RegExp(
        `<li class="menu__item"><ul class="menu__list menu__custom"><li class="menu__list-item"><a href="${to}" class="menu__link dino-item">Dinos</a></li></ul></li>`,
      ),
    );
  }
  assert.ok(!ignoredLines(b).some((l) => /custom-dino|NavbarItem/.test(l)), ignoredLines(b).join('\n'));
});

test('an item component that keeps state is drawn as it first renders, and the warning says its script does not run', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'src/theme/NavbarItem/ComponentTypes.js': TYPES(''),
    'src/components/DinoItem.js': `import React, { useEffect, useState } from 'react';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
export default function DinoItem({ mobile, position, ...props }) {
  const [far, setFar] = useState(false);
  useEffect(() => setFar(localStorage.getItem('far') === 'yes'), []);
  return <NavbarNavLink className={mobile ? 'menu__link' : 'navbar__item navbar__link'} {...props} href={far ? 'https://far.example' : 'https://near.example'} label={far ? 'Far' : 'Near'} activeClassName="navbar__link--active" />;
}
`,
  });
  // An external link gets theme-classic's icon and opens in a new tab; the item's className (its props) wins.
  const page = b.page('/docs/intro');
  assert.match(
    page,
    /<div class="navbar__custom"><a href="https:\/\/near\.example" target="_blank" rel="noopener noreferrer" class="dino-item">Near<svg[^>]*class="external-icon"/,
  );
  // A mobile variant that is no list item of its own is the drawer's list item.
  assert.match(page, /<ul class="menu__list"><li class="menu__item"><a href="https:\/\/near\.example"[^>]*>Near</);
  const warning = b.warnings.find((w) => w.file?.endsWith('ComponentTypes.js'));
  assert.match(
    warning?.message ?? '',
    /drawn as HTML.*script does not run in the browser \(src\/components\/DinoItem\.js/,
  );
});

test("without a map of the site's types, a custom item is named in the ignored list", async () => {
  const b = await site({ 'docusaurus.config.js': CONFIG });
  assert.ok(
    ignoredLines(b).includes('- themeConfig.navbar.items.0: type "custom-dino" is not supported'),
    ignoredLines(b).join('\n'),
  );
});

test('a map with no component for the type stops the build, naming the map and the type', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'docusaurus.config.js': CONFIG,
      'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nexport default { ...ComponentTypes };\n`,
    }),
    (error: Error) => {
      assert.match(
        formatError(error),
        /src\/theme\/NavbarItem\/ComponentTypes\.js has no component for the navbar item type "custom-dino"/,
      );
      return true;
    },
  );
});

/** A site whose navbar is `items` (written as they are), in English and French. */
const withItems = (items: string) => `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { items: ${items} } },
};
`;

test('an html item in a menu is its own list item, with its class, on the bar and in the mobile menu', async () => {
  // casbin's language menu: a rule, then "Help Us Translate".
  const b = await site({
    'docusaurus.config.js': withItems(`[
      { type: 'dropdown', label: 'More', items: [{ type: 'html', value: '<b>Dinos</b>', className: 'dino-note' }, { to: '/docs/intro', label: 'Intro' }] },
      { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ type: 'html', value: '<hr style="margin: 0.3rem 0;">' }, { href: 'https://crowdin.example', label: 'Help Us Translate' }] },
    ]`),
  });
  for (const url of ['/docs/intro', '/fr/docs/intro']) {
    const page = b.page(url);
    const intro = url.replace(/\//g, '\\/');
    // theme-classic's HtmlNavbarItem in a dropdown: an li with the item's class, the HTML in it as written.
    assert.match(
      page,
      new RegExp(
        `<ul class="dropdown__menu"><li class="dino-note"><b>Dinos</b></li><li><a class="dropdown__link[^"]*" href="${intro}"`,
      ),
    );
    assert.match(
      page,
      /data-locale="fr"[^>]*>Français<\/a><\/li><li><hr style="margin: 0\.3rem 0;"><\/li><li><a class="dropdown__link" href="https:\/\/crowdin\.example"/,
    );
    // In the mobile menu, a `menu__list-item` as theme-classic's mobile item.
    assert.match(
      page,
      /<li class="menu__list-item dino-note"><b>Dinos<\/b><\/li><li class="menu__list-item"><a class="menu__link menu__link--active" href="[^"]*\/docs\/intro"/,
    );
    assert.match(page, /<li class="menu__list-item"><hr style="margin: 0\.3rem 0;"><\/li>/);
  }
  assert.ok(!ignoredLines(b).some((l) => /navbar\.items/.test(l)), ignoredLines(b).join('\n'));
});

test('a dropdown with `to` or `href` has its label link there, from which its menu hangs, as theme-classic draws it', async () => {
  // casbin's Docs menu: `to` on a dropdown of links.
  const b = await site({
    'docusaurus.config.js': withItems(`[
      { label: 'Docs', to: '/docs/intro', className: 'docs-menu', items: [{ label: 'Intro', to: '/docs/intro' }] },
      { type: 'dropdown', label: 'Elsewhere', href: 'https://elsewhere.example', items: [{ label: 'Far', href: 'https://far.example' }] },
    ]`),
    'src/pages/about.md': '# About\n',
  });
  for (const prefix of ['', '/fr']) {
    const page = b.page(`${prefix}/docs/intro`);
    // As theme-classic's NavLink: the site's class on the link, `active` (no Infima class) at and below its target;
    // the menu hangs from it in Infima's hover dropdown.
    assert.match(
      page,
      new RegExp(
        `<div class="navbar__item dropdown dropdown--hoverable"><a class="navbar__link docs-menu active" href="${prefix}/docs/intro" aria-current="page" aria-haspopup="true" aria-expanded="false">Docs</a><ul class="dropdown__menu"><li><a class="dropdown__link[^"]*" href="${prefix}/docs/intro"`.replace(
          /\//g,
          '\\/',
        ),
      ),
    );
    // In the drawer the label opens the list, as theme-classic's mobile dropdown does: a button with the site's class,
    // open on the page its link marks.
    assert.match(
      page,
      /<details class="menu__category" open=""><summary class="menu__summary"><a class="menu__link menu__link--sublist menu__link--sublist-caret docs-menu" role="button" aria-expanded="true">Docs<\/a><\/summary><ul class="menu__list"><li class="menu__list-item"><a class="menu__link menu__link--active" href="[^"]*" aria-current="page">Intro</,
    );
  }
  assert.match(
    b.page('/about'),
    /<div class="navbar__item dropdown dropdown--hoverable"><a class="navbar__link docs-menu" href="\/docs\/intro" aria-haspopup="true" aria-expanded="false">Docs<\/a>/,
  );
  // An external `href`: a new tab and the external icon, as on any navbar link.
  assert.match(
    b.page('/about'),
    /<a class="navbar__link" href="https:\/\/elsewhere\.example" target="_blank" rel="noopener noreferrer" aria-haspopup="true" aria-expanded="false">Elsewhere<svg[^>]*class="external-icon"/,
  );
  assert.ok(!ignoredLines(b).some((l) => /navbar\.items/.test(l)), ignoredLines(b).join('\n'));
});

test('a locale built alone still lists every language, each at the same page, as theme-classic lists them', async () => {
  // Wails: `--locale en` drew a language menu of English alone.
  const b = await site(
    { 'docusaurus.config.js': withItems(`[{ type: 'localeDropdown', position: 'right' }]`) },
    { locales: ['en'] },
  );
  const links = [...b.page('/docs/intro').matchAll(/href="([^"]*)"[^>]*data-locale="(\w+)"/g)].map(
    (m) => `${m[2]} ${m[1]}`,
  );
  // The navbar's menu, then the mobile menu's.
  assert.deepEqual(links, ['en /docs/intro', 'fr /fr/docs/intro', 'en /docs/intro', 'fr /fr/docs/intro']);
  assert.deepEqual(
    b.files().filter((f) => f.startsWith('fr/')),
    [],
    'French is not built',
  );
});

test("a link's target and rel are the link's, on the bar, in menus and in the footer, as theme-classic spreads them", async () => {
  // Tauri: external links that open in the same tab (`target: '_self'`), and a language menu with an icon class.
  const b = await site({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: {
    navbar: { items: [
      { href: 'https://github.example/dino', label: 'GitHub', target: '_self' },
      { label: 'More', items: [{ href: 'https://chat.example', label: 'Chat', target: '_self' }, { to: '/docs/intro', label: 'Intro', target: '_blank' }] },
      { type: 'localeDropdown', position: 'right', className: 'navbarIcon localeIcon' },
    ] },
    footer: { links: [{ title: 'Elsewhere', items: [{ href: 'https://social.example/@dino', label: 'Social', target: '_self', rel: 'me' }] }] },
  },
};
`,
  });
  const page = b.page('/docs/intro');
  const anchor = (text: string) =>
    [...page.matchAll(/<a [^>]*>(?:(?!<\/a>)[\s\S])*<\/a>/g)].map((m) => m[0]).find((a) => a.includes(`>${text}<`)) ??
    '';
  assert.match(anchor('GitHub'), /target="_self" rel="noopener noreferrer"/);
  assert.doesNotMatch(anchor('GitHub'), /opens in a new tab/i, 'it opens in the same tab');
  assert.match(anchor('Chat'), /target="_self"/);
  assert.match(anchor('Intro'), /target="_blank"/);
  assert.match(anchor('Social'), /target="_self" rel="me"/);
  assert.match(page, /<a class="navbar__link navbarIcon localeIcon" href="#" role="button"/);
  assert.deepEqual(
    ignoredLines(b).filter((l) => /target|rel|className/.test(l)),
    [],
  );
});

test("a link item's other settings are attributes of its link, on the bar, in menus and in the footer, as theme-classic spreads them", async () => {
  // pnpm.io's first navbar item: an `image` Docusaurus writes on the link as it is.
  const b = await site({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: {
    navbar: { items: [
      { href: 'https://ukraine.example', image: 'https://badges.example/ukraine.svg', position: 'left' },
      { to: '/docs/intro', label: 'Docs', 'data-track': 'nav', title: 'The docs', tabIndex: 3 },
      { label: 'More', items: [{ href: 'https://chat.example', label: 'Chat', 'data-track': 'menu' }] },
      { to: '/docs/intro', label: 'Styled', style: { color: 'red' } },
    ] },
    footer: { links: [{ title: 'Elsewhere', items: [{ href: 'https://social.example/@dino', label: 'Social', 'data-track': 'foot' }] }] },
  },
};
`,
  });
  const page = b.page('/docs/intro');
  const anchors = (text: string) =>
    [...page.matchAll(/<a [^>]*>(?:(?!<\/a>)[\s\S])*<\/a>/g)].map((m) => m[0]).filter((a) => a.includes(`>${text}<`));
  const ukraine = [...page.matchAll(/<a [^>]*href="https:\/\/ukraine\.example"[^>]*>/g)].map((m) => m[0]);
  assert.ok(ukraine.length >= 2, 'on the bar and in the mobile menu');
  for (const a of ukraine) assert.match(a, / image="https:\/\/badges\.example\/ukraine\.svg"/);
  for (const a of anchors('Docs')) {
    assert.match(a, / data-track="nav"/);
    assert.match(a, / title="The docs"/);
  }
  assert.match(anchors('Docs')[0], / tabindex="3"/);
  for (const a of anchors('Chat')) assert.match(a, / data-track="menu"/);
  assert.match(anchors('Social')[0] ?? '', / data-track="foot"/);
  // Docusaurus would write an object as a style; sitegen names it instead.
  assert.deepEqual(
    ignoredLines(b).filter((l) => /image|data-track|title|tabIndex|style/.test(l)),
    ['- themeConfig.navbar.items.3.style: not supported'],
  );
});
