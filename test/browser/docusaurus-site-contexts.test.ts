/**
 * A Docusaurus site's `require(`@site/static/${image}`)` (Detox's showcase cards, drawn after the page loads) finds
 * the file the template names, in the browser as on the server, as webpack's context module does; a name with no
 * file throws webpack's "Cannot find module".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const FILES = {
  ...MINIMAL_SITE,
  'static/img/showcase/a.png': 'a',
  'static/img/showcase/b.png': 'b',
  'static/notes.txt': 'not an asset the bundle loads',
  'src/pages/showcase.js': `import React, { useEffect, useState } from 'react';
import Layout from '@theme/Layout';
const CARDS = ['img/showcase/a.png', 'img/showcase/b.png'];
function Card({ image }) {
  return <img className="card" alt="" src={require(\`@site/static/\${image}\`).default} />;
}
function missing() {
  try {
    require(\`@site/static/\${'img/none.png'}\`);
    return '';
  } catch (error) {
    return error.message;
  }
}
export default function Showcase() {
  const [cards, setCards] = useState([]);
  useEffect(() => setCards(CARDS), []);
  return <Layout><main id="cards" data-missing={missing()}>{cards.map((c) => <Card key={c} image={c} />)}</main></Layout>;
}
`,
};

test('a require of an @site/ template finds the file it names, after the page loads', { skip }, async () => {
  await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/showcase`);
    await page.locator('img.card').nth(1).waitFor({ state: 'attached' });
    const sources = await page.locator('img.card').evaluateAll((images) => images.map((i) => i.getAttribute('src')!));
    for (const src of sources) {
      const response = await page.request.get(new URL(src, origin).href);
      assert.equal(await response.text(), /\/a-\w+\.png$/.test(src) ? 'a' : 'b', src);
    }
    assert.equal(
      await page.locator('#cards').getAttribute('data-missing'),
      "Cannot find module '@site/static/img/none.png'",
    );
    assert.deepEqual(errors, []);
  });
});
