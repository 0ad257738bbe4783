/**
 * The CSS of a site's pages goes into its stylesheet once per file, however many pages import it, and names no
 * path of the machine that built it (esbuild writes each file's name above its CSS).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

const page = (name: string) => `import Layout from '@theme/Layout';
import styles from './shared.module.css';
import './plain.css';
export default function ${name}() {
  return <Layout><p className={styles.box}>${name}</p></Layout>;
}
`;

test('a stylesheet or CSS module that several pages import is in the site’s CSS once, named by its path in the site', async () => {
  const b = await site({
    'src/pages/index.js': page('Home'),
    'src/pages/apps.js': page('Apps'),
    'src/pages/team.js': page('Team'),
    'src/pages/shared.module.css': '.box { border: 3px dotted teal; }\n',
    'src/pages/plain.css': '.plain-rule { outline: 7px solid plum; }\n',
  });
  // The stylesheet every page links (an island's own CSS file is its bundle's, for the browser).
  const css = [...b.writer.files.keys()]
    .filter((f) => /^assets\/site\.\w+\.css$/.test(f))
    .map((f) => b.writer.text(f))
    .join('\n');
  assert.equal(css.match(/3px dotted teal/g)?.length, 1, 'the CSS module once');
  assert.equal(css.match(/7px solid plum/g)?.length, 1, 'the plain stylesheet once');
  assert.ok(!css.includes(b.root), 'no path of this machine');
  assert.match(css, /sitegen-css-module:src\/pages\/shared\.module\.css/);
});
