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
    'src/theme/Icon/Menu/index.js': `export default function IconMenu() { return <svg id="menu" />; }\n`,
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
    new RegExp(`href="https://github.com/dino"[^>]*>GitHub<span class="external-icon-part">${icon('13.5')}</span>`),
  );
  assert.match(
    page,
    new RegExp(`href="https://chat.example"[^>]*>Chat<span class="external-icon-part">${icon('12')}</span>`),
  );
  assert.match(
    page,
    new RegExp(`href="https://blog.example"[^>]*>Blog<span class="external-icon-part">${icon('13.5')}</span>`),
  );
  // sitegen's own arrow is drawn nowhere.
  assert.doesNotMatch(page, /class="external-icon"/);
  // A page's @theme/Icon/ExternalLink is the site's too.
  assert.match(b.page('/links'), new RegExp(`<p id="own">Away${icon('10')}</p>`));
  const lines = ignoredLines(b);
  assert.ok(!lines.some((l) => l.includes('Icon/ExternalLink')), lines.join('\n'));
  // An icon sitegen draws with its own markup (the menu button) stays named.
  assert.ok(
    lines.includes(
      '- src/theme/Icon/Menu/: a swizzled Icon/Menu: sitegen draws its own Icon/Menu; only imports of @theme/Icon/Menu get this file',
    ),
    lines.join('\n'),
  );
});
