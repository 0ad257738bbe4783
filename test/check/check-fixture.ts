/** A site with one of each link problem `check` reports, in English and German. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENGLISH } from '../../templates/strings.js';
import { loadConfig } from '../../src/config/load-config.js';
import { configMessages } from '../../src/i18n/config-messages.js';
import { configSource, writeFixture, type FixtureFiles } from '../helpers/fixture-site.js';

/** Write the fixture with a complete German catalogue, so that only link problems are reported. */
export async function writeLinkProblems(): Promise<string> {
  const root = await writeFixture(LINK_PROBLEMS);
  const config = await loadConfig({ root });
  await writeFile(
    path.join(root, 'content/i18n/de/code.json'),
    JSON.stringify({ ...ENGLISH, ...configMessages(config) }, null, 2),
  );
  return root;
}

/** Every file of the fixture but the German UI catalogue. */
export const LINK_PROBLEMS: FixtureFiles = {
  'site.config.ts': configSource(
    `i18n: { locales: ['en', 'de'] }, navbar: { items: [{ to: '/nowhere', label: 'Nowhere' }] }`,
  ),
  'content/sidebars.js': `module.exports = { docs: ['a', 'b'] };`,
  'content/home/README.md': '# Home\n',
  'content/docs/a.md': [
    '---',
    'title: A',
    '---',
    '',
    'See [missing](./missing.md) and [nope](/docs/nope).',
    '',
    'Anchors: [bad](./b.md#nope), [here](#nowhere), [fine](./b.md#usage), [top](#intro).',
    '',
    '![gone](./img/gone.png) and [archive](./files/gone.zip) and ![there](./img/there.svg).',
    '',
    'Only in German: [only](./only-de.md). Elsewhere: [out](https://github.com/electron/electron).',
    '',
    '## Intro',
    '',
  ].join('\n'),
  // An image sitegen can measure: an unreadable one is a warning of its own.
  'content/docs/img/there.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>',
  'content/docs/b.md':
    '---\ntitle: B\n---\n\n## Usage\n\nSee [the docs](https://github.com/electron/electron/tree/main/docs) and [npm](https://www.npmjs.com/package/electron).\n',
  // Claims A's URL: a duplicate route.
  'content/docs/c.md': '---\ntitle: C\nslug: a\n---\n\nText.\n',
  // Its German translation moves it, so the alias's hreflang alternates name pages that do not exist.
  'content/docs/d.md': "---\ntitle: D\naliases: ['/old-d']\n---\n\nText.\n",
  'content/i18n/de/docs/d.md': "---\ntitle: D (de)\nslug: dee\naliases: ['/old-d']\n---\n\nText.\n",
  'content/i18n/de/docs/only-de.md': '---\ntitle: Nur Deutsch\n---\n\nHallo.\n',
};
