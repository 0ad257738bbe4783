/**
 * A Docusaurus site's code blocks have theme-classic 2.4's buttons: a copy icon that turns to a tick for a second,
 * and a word-wrap icon only where the code is wider than its block; no button text in the block's text. The same
 * in a React page's CodeBlock.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const LONG = `const a = 1; // ${'and on '.repeat(30)}`;
const FILES = {
  ...MINIMAL_SITE,
  'docs/intro.md': `# Intro\n\n\`\`\`js\n${LONG}\n\`\`\`\n\n\`\`\`js\nconst b = 2;\n\`\`\`\n`,
  'src/pages/code.js': `import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
export default function Code() {
  return <Layout><main id="code"><CodeBlock language="js">{'const c = 3;'}</CodeBlock></main></Layout>;
}
`,
};

test(
  'code blocks have icon buttons: copy turns to a tick for a second; wrap shows on wide code only',
  { skip },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      await page.goto(`${origin}/docs/intro`);
      const [wide, narrow] = [page.locator('.code-block').nth(0), page.locator('.code-block').nth(1)];
      assert.equal(await narrow.innerText(), 'const b = 2;', 'no button text in the code block');
      assert.equal(await wide.locator('[data-wrap]').isVisible(), true);
      assert.equal(await narrow.locator('[data-wrap]').isVisible(), false);
      const copy = narrow.getByRole('button', { name: 'Copy code to clipboard' });
      assert.equal(await copy.locator('svg').count(), 2, 'the copy and success icons');
      await copy.click();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'const b = 2;');
      const tick = narrow.locator('[data-copy] svg').nth(1);
      await page.waitForFunction((e) => getComputedStyle(e!).opacity === '1', await tick.elementHandle());
      await page.waitForFunction(
        (e) => getComputedStyle(e!).opacity === '0' && e!.closest('button')!.getAttribute('aria-label') !== 'Copied',
        await tick.elementHandle(),
        { timeout: 3000 },
      );
      await wide.locator('[data-wrap]').click();
      assert.equal(await wide.evaluate((e) => e.classList.contains('code-block--wrap')), true);
      await page.goto(`${origin}/code`);
      assert.equal(await page.locator('#code .code-block').innerText(), 'const c = 3;');
      assert.equal(await page.locator('#code .code-block [data-copy] svg').count(), 2);
      await context.close();
    });
  },
);
