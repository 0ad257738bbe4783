/**
 * A Docusaurus site's swizzled Footer in the browser: one that keeps state hydrates on every page and works as
 * written, the original footer it wraps kept as the server drew it; one that only draws links loads no React.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { withBuiltDocusaurusSite } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;

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
