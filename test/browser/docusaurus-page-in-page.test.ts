/**
 * A page that renders another page's component with props (jellyfin's /downloads/docker is
 * `<DownloadsPage osType="docker" />` of /downloads/server) shows that page with those props, on the server and
 * once it hydrates.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test(
  'a page rendering another page’s component keeps the props it gives it, before and after hydration',
  { skip },
  async () => {
    const files = {
      ...MINIMAL_SITE,
      'src/pages/server.js': `import { useState } from 'react';
import Layout from '@theme/Layout';
export default function Server({ os = 'linux' }) {
  const [clicks, setClicks] = useState(0);
  return <Layout><p id="os">{os} {clicks}</p><button id="more" onClick={() => setClicks(clicks + 1)}>More</button></Layout>;
}
`,
      'src/pages/docker.js': `import Server from './server';
export default function Docker() { return <Server os="docker" />; }
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      const response = await page.request.get(`${origin}/docker`);
      assert.match(await response.text(), /<p id="os">docker<!-- --> <!-- -->0<\/p>/);
      await page.goto(`${origin}/docker`);
      // Clicked until the island has hydrated and counts.
      await page.waitForFunction(() => {
        document.querySelector<HTMLButtonElement>('#more')?.click();
        return document.querySelector('#os')?.textContent !== 'docker 0';
      });
      assert.match((await page.textContent('#os')) ?? '', /^docker [1-9]\d*$/);
      await page.goto(`${origin}/server`);
      assert.equal(await page.textContent('#os'), 'linux 0');
    });
  },
);
