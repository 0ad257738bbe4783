/**
 * A further pages folder's `mdxPageComponent` (flipper's EmbeddedMDXPage) is the page's island: it hydrates with
 * `content`, the page's Markdown, which keeps its server HTML, and with the metadata beside it, which the browser
 * gets too.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable();
const withBuiltDocusaurusSite = builtDocusaurusSites();

const PAGE_COMPONENT = `import React, {useState} from 'react';
import {useKeyboardNavigation} from '@docusaurus/theme-common/internal';

export default function KioskPage({content: Content}) {
  useKeyboardNavigation();
  const [shown, setShown] = useState(false);
  return (
    <main className="kiosk">
      <button type="button" onClick={() => setShown(true)}>About this page</button>
      {shown && <p className="kiosk__about">{Content.metadata.permalink}: {Content.frontMatter.screen}</p>}
      <Content />
    </main>
  );
}
`;

/** A site whose `kiosk/` pages plugin draws each page with the site's `@theme/KioskPage`. */
const KIOSK_CONFIG = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  plugins: [['content-pages', { id: 'kiosk', path: 'kiosk', mdxPageComponent: '@theme/KioskPage' }]] };\n`;

test(
  'a pages folder’s component hydrates around the page’s Markdown, with its metadata',
  { skip: skip ?? false },
  async () => {
    const files = {
      ...MINIMAL_SITE,
      'docusaurus.config.js': KIOSK_CONFIG,
      'src/theme/KioskPage.js': PAGE_COMPONENT,
      'kiosk/lobby.md': '---\nscreen: Lobby screen\n---\n\n# Lobby\n\nWelcome, **dinosaurs**.\n',
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on(
        'response',
        (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
      );
      await page.goto(`${origin}/lobby`);
      await page.locator('.kiosk button').click();
      assert.equal(await page.locator('.kiosk__about').textContent(), '/lobby: Lobby screen');
      assert.equal(await page.locator('.kiosk h1').textContent(), 'Lobby');
      assert.equal(await page.locator('.kiosk strong').textContent(), 'dinosaurs');
      await page.keyboard.press('Tab');
      assert.match(await page.evaluate(() => document.body.className), /\bnavigation-with-keyboard\b/);
      assert.deepEqual(errors, []);
    });
  },
);

test(
  'a page component’s own .main-wrapper with a margin fits a phone’s width, as in Docusaurus',
  { skip: skip ?? false },
  async () => {
    // flipper's EmbeddedLayout: `main-wrapper ... embedded` with `div.embedded { margin: 12px }`, no site layout.
    const files = {
      ...MINIMAL_SITE,
      'docusaurus.config.js': KIOSK_CONFIG,
      'src/theme/KioskPage/index.js': `import React from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import './styles.css';

export default function KioskPage({content: Content}) {
  return <div className={ThemeClassNames.wrapper.main + ' embedded'}><main><Content /></main></div>;
}
`,
      'src/theme/KioskPage/styles.css': 'div.embedded { margin: 12px; }\n',
      'kiosk/lobby.md': `# Lobby\n\n${'Welcome to the lobby of the dinosaur museum. '.repeat(8)}\n`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
      await page.goto(`${origin}/lobby`);
      const box = (await page.locator('.embedded').boundingBox())!;
      assert.deepEqual([box.x, box.width], [12, 390 - 24]);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing wider than the page');
    });
  },
);
