import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { buildDocusaurusSite, docusaurusSites } from '../docusaurus/docusaurus-fixture.js';

const site = docusaurusSites();

const DOCS = {
  'docs/intro.md': '# Intro\n',
  'docs/plugins/colorlog.md': '# Colorlog\n',
  'docs/plugins/joblib.md': '# Joblib\n',
  'docs/plugins/ax.md': '# Ax\n',
};

test("a { Label: [...] } object among a sidebar's items is a category, as Docusaurus reads the shorthand", async () => {
  // hydra's sidebars nest the shorthand inside a shorthand category; one object may hold several categories.
  const sidebars = `module.exports = { docs: { About: ['intro'], 'Available Plugins': ['plugins/colorlog', { Launchers: ['plugins/joblib'], Sweepers: ['plugins/ax'] }] } };\n`;
  const b = await site({ ...DOCS, 'sidebars.js': sidebars });
  const nav = b.page('/docs/intro').replace(/<svg[\s\S]*?<\/svg>/g, '');
  const text = nav.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  assert.match(text, /About Intro Available Plugins Colorlog Launchers Joblib Sweepers Ax/);
  // Launchers is a category inside Available Plugins: a nested list.
  assert.match(nav, /Available Plugins[\s\S]*<ul[^>]*>[\s\S]*Launchers[\s\S]*<ul[^>]*>[\s\S]*plugins\/joblib/);
});

test('an item object without a type that is not a category shorthand is still an error at its place', async () => {
  const sidebars = `module.exports = { docs: ['intro', { id: 'plugins/ax' }] };\n`;
  await assert.rejects(
    () => buildDocusaurusSite({ ...DOCS, 'sidebars.js': sidebars }),
    (error: Error) => {
      assert.match(formatError(error), /unknown sidebar item type undefined at docs\[1\]/);
      return true;
    },
  );
});
