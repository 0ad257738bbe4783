/**
 * Infima derives many custom properties from others (`--ifm-spacing-horizontal: var(--ifm-global-spacing)`,
 * `--ifm-color-emphasis-100: var(--ifm-color-gray-100)`, `--ifm-heading-font-weight: var(--ifm-font-weight-bold)`),
 * so a site that overrides the base one restyles everything that reads the derived one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

/** Each derived property, and a CSS property that shows what it resolves to (a length in px, a colour in rgb). */
const DERIVED: Record<string, string> = {
  '--ifm-spacing-horizontal': 'padding-left',
  '--ifm-spacing-vertical': 'padding-top',
  '--ifm-color-emphasis-100': 'color',
  '--ifm-color-emphasis-800': 'background-color',
  '--ifm-heading-font-weight': 'font-weight',
  '--ifm-button-border-radius': 'border-top-left-radius',
  '--ifm-leading': 'margin-top',
  '--ifm-font-family-base': 'font-family',
};

test(
  "a site's overrides of Infima's base properties reach the properties Infima derives from them",
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: require.resolve('./custom.css') } }]] };\n`,
      'custom.css': `:root {
  --ifm-global-spacing: 2rem;
  --ifm-color-gray-100: #ff0000;
  --ifm-color-gray-800: #00ff00;
  --ifm-font-weight-bold: 600;
  --ifm-button-size-multiplier: 2;
  --ifm-leading-desktop: 3;
}
`,
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'docs/intro.md': '# Intro\n\n## Eggs\n\nLaid.\n',
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      const values = await page.evaluate((derived) => {
        const probe = document.body.appendChild(document.createElement('div'));
        probe.style.borderStyle = 'solid';
        return Object.fromEntries(
          Object.entries(derived).map(([name, property]) => {
            probe.style.setProperty(property, `var(${name})`);
            return [name, getComputedStyle(probe).getPropertyValue(property)];
          }),
        );
      }, DERIVED);
      // Docusaurus 2.4.3 with the same custom CSS: the overrides, through Infima's derivations; Infima's font stack.
      assert.deepEqual(values, {
        '--ifm-spacing-horizontal': '32px',
        '--ifm-spacing-vertical': '32px',
        '--ifm-color-emphasis-100': 'rgb(255, 0, 0)',
        '--ifm-color-emphasis-800': 'rgb(0, 255, 0)',
        '--ifm-heading-font-weight': '600',
        '--ifm-button-border-radius': '12.8px',
        '--ifm-leading': '48px',
        '--ifm-font-family-base':
          'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"',
      });
    });
  },
);
