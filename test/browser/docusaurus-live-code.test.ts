/**
 * Live code blocks in Chromium: the playground renders the code's result with the names of the site's
 * ReactLiveScope (its CSS loaded with it, its hooks working), renders again at each edit, shows errors, and
 * runs `noInline` code that calls render() itself.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';
import { LIVE_DOC, liveConfig, MINIMAL_CONFIG } from '../docusaurus/docusaurus-fixture.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const SCOPE = `import React from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import './scope.css';
function Greeting({ name }) {
  const { colorMode } = useColorMode();
  return <p className="greeting">Hello, {name}! ({colorMode})</p>;
}
export default { React, ...React, Greeting };
`;

const FILES = {
  'docusaurus.config.js': liveConfig(),
  'sidebars.js': 'module.exports = {};\n',
  'docs/live.md':
    LIVE_DOC +
    '\n```tsx live\nfunction Typed() {\n  const n: number = 2;\n  return <Greeting name={String(n)} />;\n}\n```\n',
  'src/theme/ReactLiveScope/index.js': SCOPE,
  'src/theme/ReactLiveScope/scope.css': '.greeting { color: rgb(1, 2, 3); }\n',
};

test(
  'a playground renders its code with the site’s scope, again at each edit, and shows the error of broken code',
  { skip },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // (The fixture has no favicon: that request's 404 is not the playground's.)
      page.on(
        'console',
        (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()),
      );
      await page.goto(`${origin}/docs/live`);
      const playgrounds = page.locator('.playground');
      const first = playgrounds.nth(0);
      await first.locator('.playground__preview .greeting').waitFor({ timeout: 15_000 });
      assert.equal(await first.locator('.greeting').textContent(), 'Hello, Dino! (light)');
      // The scope's own stylesheet came with the island.
      assert.equal(await first.locator('.greeting').evaluate((e) => getComputedStyle(e).color), 'rgb(1, 2, 3)');
      assert.deepEqual(await first.locator('.playground__header').allTextContents(), ['Live Editor', 'Result']);
      // noInline: the code calls render() itself.
      await playgrounds.nth(1).scrollIntoViewIfNeeded();
      await playgrounds.nth(1).locator('.greeting').nth(1).waitFor({ timeout: 15_000 });
      assert.deepEqual(await playgrounds.nth(1).locator('.greeting').allTextContents(), [
        'Hello, A! (light)',
        'Hello, B! (light)',
      ]);
      // TypeScript is compiled too.
      await playgrounds.nth(2).scrollIntoViewIfNeeded();
      await playgrounds.nth(2).locator('.greeting').waitFor({ timeout: 15_000 });
      assert.equal(await playgrounds.nth(2).locator('.greeting').textContent(), 'Hello, 2! (light)');
      // An edit renders again; broken code shows its error in place of the result.
      await first.scrollIntoViewIfNeeded();
      const editor = first.locator('.playground__editor');
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('<Greeting name="Rex" />');
      await first.locator('.greeting', { hasText: 'Rex' }).waitFor({ timeout: 5_000 });
      await page.keyboard.press('Control+A');
      await page.keyboard.type('<Greeting name=');
      await first.locator('.playground__error').waitFor({ timeout: 5_000 });
      assert.equal(await first.locator('.greeting').count(), 0);
      // The colour mode follows the page's.
      await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
      await playgrounds.nth(2).locator('.greeting', { hasText: '(dark)' }).waitFor({ timeout: 5_000 });
      assert.deepEqual(errors, []);
    });
  },
);

const REACT_LIVE = createRequire(import.meta.url).resolve('react-live');

/** A swizzled Playground as formatjs's: the result inside a provider whose value the scope's component reads. */
const SWIZZLED_PLAYGROUND = `import React, { createContext, useContext } from 'react';
import { LiveProvider, LiveEditor, LiveError, LivePreview } from 'react-live';
import styles from './styles.module.css';
export const Place = createContext('nowhere');
export default function Playground({ children, transformCode, ...props }) {
  return (
    <LiveProvider code={children.replace(/\\n$/, '')} transformCode={transformCode || ((code) => code + ';')} {...props}>
      <div className={styles.header}>Try it</div>
      <LiveEditor />
      <div className="own-preview"><Place.Provider value={props.metastring + ' in ' + props.className}><LivePreview /></Place.Provider></div>
      <LiveError />
      <output className="given">{JSON.stringify(children)}</output>
    </LiveProvider>
  );
}
`;

test(
  'a site’s swizzled Playground draws its live code blocks, with the props Docusaurus gives it',
  { skip },
  async () => {
    await withBuiltDocusaurusSite(
      {
        ...FILES,
        'src/theme/ReactLiveScope/index.js': `import React, { useContext } from 'react';
import { Place } from '../Playground';
function Greeting({ name }) { return <p className="greeting">Hello, {name}, {useContext(Place)}!</p>; }
export default { React, ...React, Greeting };
`,
        'src/theme/Playground/index.js': SWIZZLED_PLAYGROUND,
        'src/theme/Playground/styles.module.css': '.header { color: rgb(4, 5, 6); }\n',
        // The site's own react-live, as its package.json has it: sitegen's copy.
        'node_modules/react-live/package.json': '{ "name": "react-live", "main": "index.js" }',
        'node_modules/react-live/index.js': `module.exports = require(${JSON.stringify(REACT_LIVE)});\n`,
      },
      async ({ origin, browser }) => {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        page.on(
          'console',
          (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()),
        );
        await page.goto(`${origin}/docs/live`);
        const first = page.locator('.playground').nth(0);
        await first.locator('.own-preview .greeting').waitFor({ timeout: 15_000 });
        assert.equal(await first.locator('.greeting').textContent(), 'Hello, Dino, live in language-jsx!');
        const header = first.getByText('Try it');
        assert.equal(await header.evaluate((e) => getComputedStyle(e).color), 'rgb(4, 5, 6)');
        // Prism's `tag` token in its editor is not drawn as the blog's tag pill.
        const token = first.locator('.token.tag').first();
        assert.equal(await token.evaluate((e) => getComputedStyle(e).borderTopWidth), '0px');
        // The code ends with the newline MDX leaves on it, which a swizzle strips.
        assert.equal(await first.locator('.given').textContent(), JSON.stringify('<Greeting name="Dino" />\n'));
        assert.deepEqual(errors, []);
      },
    );
  },
);

test('a page without live code loads no playground and no React', { skip }, async () => {
  await withBuiltDocusaurusSite(
    {
      'docusaurus.config.js': MINIMAL_CONFIG,
      'sidebars.js': 'module.exports = {};\n',
      'docs/intro.md': '# Intro\n\n```jsx live\n<p/>\n```\n',
    },
    async ({ origin, browser }) => {
      const page = await browser.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await page.goto(`${origin}/docs/intro`);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        scripts.filter((s) => /react|playground/.test(s)),
        [],
      );
    },
  );
});

const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/**
 * A Prism theme of the site's own whose colours contrast enough in both modes: Docusaurus's default, palenight,
 * draws JSX tags at 4.41:1, and the page keeps the site's colours as Docusaurus does.
 */
const READABLE_PRISM = `{ prism: {
  theme: { plain: { color: '#1f2328', backgroundColor: '#f6f8fa' }, styles: [{ types: ['tag', 'keyword'], style: { color: '#953800' } }] },
  darkTheme: { plain: { color: '#e6edf3', backgroundColor: '#161b22' }, styles: [{ types: ['tag', 'keyword'], style: { color: '#ffa657' } }] },
} }`;

test('a playground has no axe violations (WCAG A and AA), built and rendered, light and dark', { skip }, async () => {
  await withBuiltDocusaurusSite(
    {
      ...FILES,
      'docusaurus.config.js': liveConfig(READABLE_PRISM),
      // The other test's colour, near black, is there to be seen loading, not read in the dark.
      'src/theme/ReactLiveScope/scope.css': '.greeting { font-weight: bold; }\n',
    },
    async ({ origin, browser }) => {
      for (const mode of ['light', 'dark']) {
        const page = await browser.newPage();
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(`${origin}/docs/live`);
        // Before the island (its built markup), then after it rendered.
        for (const state of ['built', 'rendered']) {
          if (state === 'rendered') await page.locator('.playground .greeting').first().waitFor({ timeout: 15_000 });
          await page.addScriptTag({ content: AXE_SOURCE });
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: {
                  run: (
                    c: unknown,
                    o: unknown,
                  ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
                };
              }
            ).axe;
            const result = await axe.run(
              { include: [['.playground']] },
              { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
            );
            return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          });
          assert.deepEqual(violations, [], `${mode}, ${state}`);
        }
        await page.close();
      }
    },
  );
});
