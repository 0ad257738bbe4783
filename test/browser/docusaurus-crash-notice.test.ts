/**
 * The crash notice in a Docusaurus site, in Chromium: a page whose component throws in the browser shows 'This page
 * crashed.' and a 'Try again' button that can be read under Infima, whose bare `.button` has white text and no
 * background of its own (hermes's playground showed it white on the notice's pink).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const files = {
  ...MINIMAL_SITE,
  // The visitor's colour scheme picks the mode, so both modes can be looked at.
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  themeConfig: { colorMode: { respectPrefersColorScheme: true } },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
  'src/pages/broken.js': `import Layout from '@theme/Layout';
export default function Broken() {
  if (typeof window !== 'undefined') throw new Error('drawn only on the server');
  return <Layout><p>server</p></Layout>;
}
`,
};

/** The contrast ratio (WCAG) of two CSS colours, `rgb()` or `rgba()`. */
function contrast(colours: string[]): number {
  const luminance = (colour: string) => {
    const [R, G, B] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => {
      const c = Number(n) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [a, b] = colours.map(luminance).sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

test("a crashed page's 'Try again' button can be read, light and dark", { skip }, async () => {
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ colorScheme });
      await page.goto(`${origin}/broken`);
      await page.getByRole('alert').getByText('This page crashed.').waitFor();
      assert.equal(await page.getAttribute('html', 'data-theme'), colorScheme);
      // The button's text, and the first background of its own from the button out.
      const colours = await page.evaluate(() => {
        const button = document.querySelector('.crash__retry')!;
        let behind: Element = button;
        while (/rgba\(.*, 0\)$/.test(getComputedStyle(behind).backgroundColor) && behind.parentElement)
          behind = behind.parentElement;
        return [getComputedStyle(button).color, getComputedStyle(behind).backgroundColor];
      });
      const ratio = contrast(colours);
      assert.ok(
        ratio >= 4.5,
        `${colorScheme}: the button's text ${colours.join(' on ')}, a contrast of ${ratio.toFixed(2)}`,
      );
      await page.close();
    }
  });
});
