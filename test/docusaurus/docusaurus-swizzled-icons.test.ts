import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: {
    navbar: { items: [
      { href: 'https://github.com/dino', label: 'GitHub' },
      { type: 'dropdown', label: 'More', items: [{ href: 'https://chat.example', label: 'Chat' }] },
    ] },
    footer: { links: [{ title: 'Elsewhere', items: [{ label: 'Blog', href: 'https://blog.example' }] }] },
  },
};
`;

/** react-native-website's: theme-classic's arrow in a box of its own, spaced by a CSS module. */
const ICON = `import React from 'react';
import styles from './styles.module.css';
export default function IconExternalLink({ width = 13.5, height = 13.5, style }) {
  return (
    <svg width={width} height={height} style={style} aria-hidden="true" viewBox="0 0 24 24" className={styles.iconExternalLink}>
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2z" />
    </svg>
  );
}
`;

test('a swizzled Icon/ExternalLink is the icon of external links in the navbar, its menus and the footer', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
    'src/theme/Icon/ExternalLink/index.js': ICON,
    'src/theme/Icon/ExternalLink/styles.module.css': '.iconExternalLink { margin-left: 0.3rem; }\n',
    'src/theme/Icon/DarkMode/index.js': `export default function IconDarkMode() { return <svg id="moon" />; }\n`,
    'src/pages/links.js': `import React from 'react';
import IconExternalLink from '@theme/Icon/ExternalLink';
export default function Links() { return <p id="own">Away<IconExternalLink width={10} height={10} /></p>; }
`,
  });
  const page = b.page('/docs/intro');
  const icon = (size: string) =>
    `<svg width="${size}" height="${size}" aria-hidden="true" viewBox="0 0 24 24" class="\\w*iconExternalLink_\\w+"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2z"></path></svg>`;
  // On the bar and in the footer at theme-classic's size, in a dropdown at its 12px.
  assert.match(
    page,
    new RegExp(`href="https://github.com/dino"[^>]*>GitHub<span class="icon-part">${icon('13.5')}</span>`),
  );
  assert.match(page, new RegExp(`href="https://chat.example"[^>]*>Chat<span class="icon-part">${icon('12')}</span>`));
  assert.match(page, new RegExp(`href="https://blog.example"[^>]*>Blog<span class="icon-part">${icon('13.5')}</span>`));
  // sitegen's own arrow is drawn nowhere.
  assert.doesNotMatch(page, /class="external-icon"/);
  // A page's @theme/Icon/ExternalLink is the site's too.
  assert.match(b.page('/links'), new RegExp(`<p id="own">Away${icon('10')}</p>`));
  const lines = ignoredLines(b);
  assert.ok(!lines.some((l) => l.includes('Icon/ExternalLink')), lines.join('\n'));
  // An icon sitegen draws with its own markup (the colour-mode toggle's moon) stays named.
  assert.ok(
    lines.includes(
      '- src/theme/Icon/DarkMode/: a swizzled Icon/DarkMode: sitegen draws its own Icon/DarkMode; only imports of @theme/Icon/DarkMode get this file',
    ),
    lines.join('\n'),
  );
});

test('a swizzled Icon/Menu and Icon/Close are the icons of the buttons that open and close the mobile menu', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
    // Detox's: three thin bars, 19px wide.
    'src/theme/Icon/Menu/index.js': `import React from 'react';
export default function IconMenu({ width = 19, height = 12, className, ...restProps }) {
  return <svg className={className} width={width} height={height} viewBox="0 0 19 12" aria-hidden="true" {...restProps}><rect x="0.5" y="5.5" width="18" height="1" /></svg>;
}
`,
    'src/theme/Icon/Close/index.js': `import React from 'react';
export default function IconClose({ width = 21, height = 21, color = 'currentColor' }) {
  return <svg width={width} height={height} viewBox="0 0 15 15" aria-hidden="true"><path stroke={color} d="M1 1l13 13" /></svg>;
}
`,
  });
  const page = b.page('/docs/intro');
  assert.match(
    page,
    /<button type="button" class="navbar__toggle icon-button"[^>]*><span class="icon-part"><svg width="19" height="12" viewBox="0 0 19 12" aria-hidden="true"><rect x="0.5" y="5.5" width="18" height="1"><\/rect><\/svg><\/span><\/button>/,
  );
  // theme-classic's menu header gives its close icon a grey of Infima's.
  assert.match(
    page,
    /class="clean-btn navbar-sidebar__close"[^>]*><span class="icon-part"><svg width="21" height="21" viewBox="0 0 15 15" aria-hidden="true"><path stroke="var\(--ifm-color-emphasis-600\)" d="M1 1l13 13"><\/path><\/svg><\/span><\/button>/,
  );
  assert.ok(!ignoredLines(b).some((l) => l.includes('src/theme/Icon')), ignoredLines(b).join('\n'));
});

test('a swizzled Icon/Edit is the icon of "Edit this page", under each doc and in @theme/EditThisPage', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG.replace(
      "sidebarPath: 'sidebars.js'",
      "sidebarPath: 'sidebars.js', editUrl: 'https://github.com/dino/edit/main/'",
    ),
    'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
    // ionic-docs': GitHub's mark, since the link goes to GitHub, spaced by theme-classic's own stylesheet.
    'src/theme/Icon/Edit/index.js': `import React from 'react';
import styles from '@docusaurus/theme-classic/src/theme/Icon/Edit/styles.module.css';
export default function IconEdit({ className, ...restProps }) {
  return <svg width="14" height="14" viewBox="0 0 14 14" className={className} data-spaced={String(Boolean(styles.iconEdit))} aria-hidden="true" {...restProps}><path d="M7 0C3 0 0 3 0 7" /></svg>;
}
`,
    'node_modules/@docusaurus/theme-classic/package.json': JSON.stringify({ name: '@docusaurus/theme-classic' }),
    'node_modules/@docusaurus/theme-classic/src/theme/Icon/Edit/styles.module.css':
      '.iconEdit { margin-right: 0.3em; vertical-align: sub; }\n',
    'src/pages/edit.js': `import React from 'react';
import EditThisPage from '@theme/EditThisPage';
export default function Edit() { return <div id="own"><EditThisPage editUrl="https://github.com/dino/edit/main/x.md" /></div>; }
`,
  });
  const icon =
    '<svg width="14" height="14" viewBox="0 0 14 14" data-spaced="true" aria-hidden="true"><path d="M7 0C3 0 0 3 0 7"></path></svg>';
  const doc = b.page('/docs/intro');
  assert.match(
    doc,
    new RegExp(
      `href="https://github.com/dino/edit/main/docs/intro.md"[^>]*><span class="icon-part">${icon}</span>Edit this page</a>`,
    ),
  );
  assert.match(
    b.page('/edit'),
    new RegExp(`<div id="own"><a href="https://github.com/dino/edit/main/x.md"[^>]*>${icon}Edit this page</a></div>`),
  );
  assert.ok(!ignoredLines(b).some((l) => l.includes('src/theme/Icon')), ignoredLines(b).join('\n'));
});

test('a swizzled Icon/Language is the icon of the language menu, on the bar and in the mobile menu', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } },
};
`,
    'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
    // ionic-docs': Ionicons' bolder translate icon, 22px.
    'src/theme/Icon/Language/index.js': `import React from 'react';
export default function IconLanguage({ width = 22, height = 22, ...props }) {
  return <svg viewBox="0 0 512 512" width={width} height={height} aria-hidden {...props}><path fill="currentColor" d="M478 433l-90-218" /></svg>;
}
`,
  });
  const icon =
    '<span class="icon-part"><svg viewBox="0 0 512 512" width="22" height="22" aria-hidden="true" class="navbar__language-icon"><path fill="currentColor" d="M478 433l-90-218"></path></svg></span>';
  for (const url of ['/docs/intro', '/fr/docs/intro']) {
    const page = b.page(url);
    // Once on the bar, once in the mobile menu; theme-classic's icon is drawn nowhere.
    assert.equal(page.split(icon).length - 1, 2, url);
    assert.doesNotMatch(page, /M12\.87 15\.07/);
  }
  assert.ok(!ignoredLines(b).some((l) => l.includes('src/theme/Icon')), ignoredLines(b).join('\n'));
});
