/**
 * A package that awaits at its top level (yoga-layout 3 awaits its WebAssembly) builds and runs: facebook/yoga's
 * home page imports its playground lazily, inside <BrowserOnly>, and the playground imports yoga-layout. Docusaurus
 * (webpack) builds it; the server never runs it, and the browser awaits it before the playground renders.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const AWAITING_PACKAGE = {
  'node_modules/dino-engine/package.json': JSON.stringify({ name: 'dino-engine', type: 'module', main: 'index.js' }),
  'node_modules/dino-engine/index.js': `const engine = await Promise.resolve({ roar: () => 'roar from the engine' });
export default engine;
export const Kind = { Raptor: 'raptor' };
`,
};

test(
  'a page lazily importing a package that awaits at its top level builds, and the browser runs it',
  { skip },
  async () => {
    const files = {
      ...MINIMAL_SITE,
      ...AWAITING_PACKAGE,
      'src/components/Playground.js': `import engine, { Kind } from 'dino-engine';
export default function Playground() { return <p id="played">{engine.roar()} {Kind.Raptor}</p>; }
`,
      'src/pages/index.js': `import React, { Suspense } from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
const LazyPlayground = React.lazy(() => import('../components/Playground'));
export default function Home() {
  const fallback = <p id="fallback">loading</p>;
  return <Layout><BrowserOnly fallback={fallback}>{() => <Suspense fallback={fallback}><LazyPlayground /></Suspense>}</BrowserOnly></Layout>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      const response = await page.request.get(`${origin}/`);
      assert.match(await response.text(), /<p id="fallback">loading<\/p>/);
      await page.goto(`${origin}/`);
      await page.waitForSelector('#played');
      assert.equal(await page.textContent('#played'), 'roar from the engine raptor');
    });
  },
);
