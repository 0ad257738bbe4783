/**
 * A Docusaurus site's swizzled Footer in the browser: one that keeps state hydrates on every page and works as
 * written, the original footer it wraps kept as the server drew it; one that only draws links loads no React. The
 * other swizzled parts that can be islands (a doc's pager, its version banner) hydrate as the Footer does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themeConfig: { footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }], copyright: 'Copyright Dino' } },
};
`;

test('a swizzled Footer with state works on every page; its original footer is drawn inside it', { skip }, async () => {
  const files = {
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/index.md': '# Dino\n\nHome.\n',
    'src/pages/about.md': '# About\n\nDinos.\n',
    'src/theme/Footer/index.js': `import React, { useState } from 'react';
import Footer from '@theme-original/Footer';
export default function FooterWrapper(props) {
  const [open, setOpen] = useState(false);
  return <>
    <button id="ask" onClick={() => setOpen(!open)}>{open ? 'Close' : 'Ask'}</button>
    <Footer {...props} />
  </>;
}
`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The fixture has no favicon: the browser's own request for /favicon.ico is the one that fails to load.
    page.on(
      'console',
      (m) => m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && errors.push(m.text()),
    );
    page.on('response', (r) => r.status() >= 400 && errors.push(r.url()));
    for (const url of ['/docs/intro', '/about', '/']) {
      await page.goto(`${origin}${url}`);
      const ask = page.locator('#ask');
      await page.locator('sitegen-island[data-island-ready]').first().waitFor({ state: 'attached', timeout: 10_000 });
      await ask.click();
      await page.locator('#ask', { hasText: 'Close' }).waitFor({ timeout: 5_000 });
      assert.equal(await page.locator('footer.footer .footer__copyright').textContent(), 'Copyright Dino');
    }
    assert.deepEqual(errors, []);
  });
});

test('a swizzled Footer that only draws links loads no React', { skip }, async () => {
  const files = {
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/theme/Footer/index.js': `import Link from '@docusaurus/Link';
import { useThemeConfig } from '@docusaurus/theme-common';
export default function Footer() {
  const { footer } = useThemeConfig();
  return <footer className="footer"><Link id="intro" to="/docs/intro">{footer.links[0].items[0].label}</Link></footer>;
}
`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${origin}/docs/intro`);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('footer.footer #intro').textContent(), 'Intro');
    assert.deepEqual(
      scripts.filter((s) => /react|island/i.test(s)),
      [],
    );
  });
});

test(
  "a swizzled DocItem/Footer with state works below each doc, reading the doc's metadata there",
  { skip },
  async () => {
    // react-native-website's: a rating drawn only in the browser (`canUseDOM`), a vote that says thanks.
    const files = {
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'docs/more.md': '# More\n\nAgain.\n',
      'src/theme/DocItem/Footer/index.js': `import React, { useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useDoc } from '@docusaurus/theme-common/internal';
function Rating({ label }) {
  const [voted, setVoted] = useState(false);
  if (!ExecutionEnvironment.canUseDOM) return null;
  return <div className="docsRating">{voted ? 'Thanks for rating ' + label : <button id="vote" onClick={() => setVoted(true)}>Useful?</button>}</div>;
}
export default function DocItemFooter() {
  const { metadata } = useDoc();
  return <><Rating label={metadata.unversionedId} /><footer className="theme-doc-footer">{metadata.title}</footer></>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const [url, id, title] of [
        ['/docs/intro', 'intro', 'Intro'],
        ['/docs/more', 'more', 'More'],
      ]) {
        await page.goto(`${origin}${url}`);
        assert.equal(await page.locator('footer.theme-doc-footer').textContent(), title);
        await page.locator('#vote').click({ timeout: 10_000 });
        await page.locator('.docsRating', { hasText: `Thanks for rating ${id}` }).waitFor({ timeout: 5_000 });
      }
      assert.deepEqual(errors, []);
    });
  },
);

test('a swizzled DocPaginator with state hydrates with the neighbours it was drawn with', { skip }, async () => {
  // casbin's: the original pager, then a comments widget below it.
  const files = {
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'docs/more.md': '# More\n\nAgain.\n',
    'src/theme/DocPaginator/index.js': `import React, { useState } from 'react';
import DocPaginator from '@theme-original/DocPaginator';
export default function DocPaginatorWrapper(props) {
  const [open, setOpen] = useState(false);
  const near = (props.previous || props.next).title;
  return <><DocPaginator {...props} /><button id="comments" onClick={() => setOpen(true)}>{open ? 'Comments near ' + near : 'Comments'}</button></>;
}
`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [url, near] of [
      ['/docs/intro', 'More'],
      ['/docs/more', 'Intro'],
    ]) {
      await page.goto(`${origin}${url}`);
      await page.locator('sitegen-island[data-island-ready] #comments').waitFor({ timeout: 10_000 });
      await page.locator('#comments').click();
      await page.locator('#comments', { hasText: `Comments near ${near}` }).waitFor({ timeout: 5_000 });
      // The original pager inside the island still links to the neighbour.
      assert.equal(await page.locator('.pager__label').textContent(), near === 'More' ? 'More »' : '« Intro');
    }
    assert.deepEqual(errors, []);
  });
});

test(
  'a swizzled DocVersionBanner hydrates with its version; its link remembers the latest version',
  { skip },
  async () => {
    // react-native-website's: theme-classic's banner, whose link saves the version it goes to.
    const files = {
      'docusaurus.config.js': CONFIG,
      'versions.json': JSON.stringify(['2.0', '1.0']),
      'docs/intro.md': '# Intro\n\nNext.\n',
      'versioned_docs/version-2.0/intro.md': '# Intro\n\nTwo.\n',
      'versioned_docs/version-1.0/intro.md': '# Intro\n\nOne.\n',
      'src/theme/DocVersionBanner/index.js': `import React from 'react';
import Link from '@docusaurus/Link';
import { useActivePlugin, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';
import { useDocsPreferredVersion, useDocsVersion } from '@docusaurus/theme-common/internal';
export default function DocVersionBanner() {
  const version = useDocsVersion();
  const { pluginId } = useActivePlugin({ failfast: true });
  const { savePreferredVersionName, preferredVersion } = useDocsPreferredVersion(pluginId);
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(pluginId);
  if (!version.banner) return null;
  return <div role="alert">{version.label} is {version.banner}, remembered: {preferredVersion ? preferredVersion.name : 'none'}.
    <Link id="latest" to={latestDocSuggestion.path} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>Latest</Link></div>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The fixture has no favicon: the browser's own request for /favicon.ico is the one that fails to load.
      page.on(
        'console',
        (m) => m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && errors.push(m.text()),
      );
      await page.goto(`${origin}/docs/1.0/intro`);
      await page.locator('sitegen-island[data-island-ready] [role=alert]').waitFor({ timeout: 10_000 });
      assert.equal(await page.getByRole('alert').textContent(), '1.0 is unmaintained, remembered: none.Latest');
      await page.getByRole('link', { name: 'Latest' }).click();
      await page.waitForURL(`${origin}/docs/intro`);
      assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '2.0');
      // Back on the old version, the banner reads the remembered version after it hydrates.
      await page.goto(`${origin}/docs/1.0/intro`);
      await page.getByRole('alert').filter({ hasText: 'remembered: 2.0' }).waitFor({ timeout: 10_000 });
      assert.deepEqual(errors, []);
    });
  },
);

test(
  "a swizzled BlogSidebar/Mobile is the list of posts the mobile menu opens on; Desktop has Infima's headings",
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: false }]] };\n`,
      'blog/2023-01-01-first.md': '---\ntitle: First\n---\nOld news.\n',
      'blog/2024-02-01-second.md': '---\ntitle: Second\n---\nNew news.\n',
      'src/theme/BlogSidebar/Desktop/index.js': `export default function Desktop({ sidebar }) { return <aside id="desktop"><h5>{sidebar.title}</h5></aside>; }\n`,
      'src/theme/BlogSidebar/Mobile/index.js': `import React from 'react';
import Link from '@docusaurus/Link';
import { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';
function Menu({ sidebar }) {
  return <ul className="menu__list">{sidebar.items.map((item) => <li key={item.permalink}><h5>Year</h5><Link isNavLink to={item.permalink} className="menu__link">{item.title}</Link></li>)}</ul>;
}
export default function Mobile(props) { return <NavbarSecondaryMenuFiller component={Menu} props={props} />; }
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 420, height: 800 } });
      await page.goto(`${origin}/blog/2024/02/01/second`);
      // The page shows neither list of the phone's menu; the desktop one is the site's CSS's to hide.
      assert.equal(await page.getByRole('link', { name: 'First', exact: true }).count(), 0);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('link', { name: 'First', exact: true }).waitFor({ timeout: 5_000 });
      assert.equal(await menu.getByRole('heading', { name: 'Year' }).count(), 2);
      assert.equal(await menu.getByRole('link', { name: 'Second', exact: true }).getAttribute('aria-current'), 'page');
      // Infima sizes every heading (react-native-website's sidebar has an h5 per year): 0.875rem for an h5, not 0.83em.
      await page.setViewportSize({ width: 1280, height: 800 });
      const size = await page.locator('#desktop h5').evaluate((h) => getComputedStyle(h).fontSize);
      assert.equal(size, '14px');
    });
  },
);

test(
  'a link to a page without <Layout> loads it whole: the frame of the page before is not kept around it',
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n\n[Embedded view](/embed)\n',
      'src/pages/embed.js': `export default function Embed() { return <p id="embedded">Embedded</p>; }\n`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      assert.equal(await page.locator('footer.footer').count(), 1);
      await page.getByRole('link', { name: 'Embedded view' }).click();
      await page.locator('#embedded').waitFor({ timeout: 5_000 });
      assert.equal(await page.locator('footer.footer, nav.navbar, .scroll-to-top').count(), 0);
      await page.goBack();
      await page.locator('footer.footer').waitFor({ timeout: 5_000 });
      assert.equal(await page.locator('nav.navbar').count(), 1);
    });
  },
);
