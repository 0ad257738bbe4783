/**
 * `import()` of a CommonJS package in a page's component, in Chromium, as webpack gives it to a Docusaurus site:
 * hermes's playground lazy-loads react-monaco-editor (Babel-compiled: `__esModule` and `exports.default`) with
 * `React.lazy`, which needs the component as `default`, and code reads a package's named exports from the
 * promise's module. The server draws the lazy component's fallback; the browser renders the component.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable, watchedPage } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const files = {
  ...MINIMAL_SITE,
  // As Babel compiles `export default function Widget` and `export const label`.
  'node_modules/babel-widget/package.json': '{ "name": "babel-widget", "main": "lib/index.js" }\n',
  'node_modules/babel-widget/lib/index.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.label = exports.default = void 0;
var React = require("react");
exports.default = function Widget() { return React.createElement("p", { id: "widget" }, "widget drawn"); };
exports.label = "named";
`,
  // Plain CommonJS: the module itself is the default; its properties are named exports too.
  'node_modules/plain-cjs/package.json': '{ "name": "plain-cjs" }\n',
  'node_modules/plain-cjs/index.js': 'module.exports = function plain() {};\nmodule.exports.extra = 7;\n',
  // A package whose entry is another file's exports, as React's own `index.js` is.
  'node_modules/reexporter/package.json': '{ "name": "reexporter" }\n',
  'node_modules/reexporter/index.js': "module.exports = require('./impl.js');\n",
  'node_modules/reexporter/impl.js': 'exports.deep = "deep";\n',
  'src/pages/lazy.js': `import { lazy, Suspense, useEffect, useState } from 'react';
import Layout from '@theme/Layout';
const Widget = lazy(() => import('babel-widget'));
export default function Lazy() {
  const [names, setNames] = useState('');
  useEffect(() => {
    Promise.all([import('babel-widget'), import('plain-cjs'), import('reexporter')]).then(([a, b, c]) =>
      setNames([a.label, typeof b.default, b.extra, c.deep].join(' ')),
    );
  }, []);
  return (
    <Layout>
      <Suspense fallback={<p id="waiting">waiting</p>}><Widget /></Suspense>
      <p id="names">{names}</p>
    </Layout>
  );
}
`,
};

test(
  'a CommonJS package loaded by import() gives its default and named exports as webpack does',
  { skip },
  async () => {
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      const warnings: string[] = [];
      page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
      await page.goto(`${origin}/lazy`);
      await page.waitForSelector('#widget');
      await page.waitForFunction(() => document.querySelector('#names')?.textContent !== '');
      assert.equal(await page.textContent('#widget'), 'widget drawn');
      assert.equal(await page.textContent('#names'), 'named function 7 deep');
      assert.deepEqual(problems, []);
      // The server drew the fallback: said once, and not as a mismatch.
      assert.equal(warnings.filter((w) => /Suspense boundary the server drew by its fallback/.test(w)).length, 1);
    });
  },
);
