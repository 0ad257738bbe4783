/**
 * A Docusaurus site's own scripts (docusaurus.config.js `scripts`) run beside its hydrated pages. babel's website
 * kept a script from its Docusaurus 1 days that, on `load`, appends a copy button beside every `.hljs` code element:
 * in Docusaurus 2 no element has that class, so it adds nothing. A page that hydrated after `load` (islands then
 * waited for the browser to be idle) had to find its HTML as the server wrote it, or React reported a mismatch (#418)
 * and rendered the page again; babel's /setup did, its hidden code block inside the page. A Docusaurus page's
 * islands now hydrate before `load` (docusaurus-island-load-order.test.ts); the script still finds no `.hljs`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable, watchedPage } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', {}]], scripts: [{ src: '/js/code-blocks-buttons.js', defer: true }] };\n`,
  'docs/intro.md': '# Intro\n',
  'static/js/code-blocks-buttons.js': `window.addEventListener('load', function () {
  document.querySelectorAll('.hljs').forEach(function (code) {
    const button = document.createElement('button');
    button.className = 'btn-clipboard';
    button.textContent = 'Copy';
    code.parentNode.appendChild(button);
  });
  document.body.dataset.buttonsAdded = 'yes';
});
`,
  // babel's /setup: the step that shows the configuration stays hidden until a tool is picked.
  'src/pages/setup.js': `import React, { useState } from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
export default function Setup() {
  const [tool, setTool] = useState();
  return (
    <Layout title="Setup">
      <button onClick={() => setTool('cli')}>CLI</button>
      <p id="tool">{tool ?? 'none'}</p>
      <div hidden={tool === undefined}>
        <CodeBlock language="json">{'{ "presets": ["@babel/preset-env"] }'}</CodeBlock>
      </div>
    </Layout>
  );
}
`,
};

test(
  "a page's code block has no .hljs for a site script to add to, so the page hydrates on its server HTML",
  { skip },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/setup`);
      await page.locator('body[data-buttons-added]').waitFor();
      await page.locator('sitegen-island[data-island-ready]').first().waitFor();
      assert.equal(await page.locator('.btn-clipboard').count(), 0, 'the script found no .hljs');
      await page.getByRole('button', { name: 'CLI' }).click();
      await page.locator('#tool', { hasText: 'cli' }).waitFor({ timeout: 5000 });
      assert.ok(await page.locator('pre', { hasText: '@babel/preset-env' }).isVisible());
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
      await page.close();
    });
  },
);
