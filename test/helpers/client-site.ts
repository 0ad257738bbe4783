/**
 * A docs fixture for the browser-client tests: a few linked pages with code blocks, tabs, details and a long
 * page, built to disk, served on loopback and opened in one Chromium per test file.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, serveStatic } from './browser.js';
import { sharedBuildToDisk } from './shared-build.js';
import { configSource, type FixtureFiles } from './fixture-config.js';

const paragraphs = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => `${word} paragraph ${i + 1}. ${'Lorem ipsum dolor sit amet. '.repeat(8)}`).join(
    '\n\n',
  );

/** Navbar with a dropdown, two locales, hide-on-scroll; `extra` adds config fields (analytics, colorMode). */
export function clientConfigSource(extra = ''): string {
  return configSource(`
    i18n: { defaultLocale: 'en', locales: ['en', 'de'] },
    navbar: {
      hideOnScroll: true,
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { type: 'dropdown', label: 'Community', position: 'left', items: [{ label: 'Guide One', to: '/docs/guides/one' }, { label: 'Guide Two', to: '/docs/guides/two' }] },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    ${extra}`);
}

/** The fixture's content files. */
export const CLIENT_FIXTURE: FixtureFiles = {
  'content/sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Guides', collapsed: true, items: ['guides/one', 'guides/two'] }, 'long'] };`,
  'content/docs/intro.md': [
    '---\ntitle: Introduction\n---\n',
    'Welcome. Read [Guide One](guides/one.md), [Guide Two](guides/two.md), [the fifth section](long.md#section-five),',
    '<a href="/docs/intro?view=compact">a query</a>, <a href="/docs/missing">a missing page</a>, <a href="#configure">a local anchor</a>,',
    '[a text file](/files/data.txt), <a href="/docs/guides/two" target="_blank">a new tab</a>,',
    '<a href="/docs/guides/two" download>a download</a>, <a href="/de/docs/intro">Deutsch</a> and [elsewhere](https://example.invalid/).\n',
    '## Install\n',
    "```js title=\"main.js\"\nconst { app } = require('electron');\napp.whenReady().then(() => console.log('a very long line that goes on and on and on and on and on and on and on and on and on and on and on and on'));\n```\n",
    '<Tabs groupId="os">\n<TabItem value="mac" label="macOS" default>\n\nMac text.\n\n</TabItem>\n<TabItem value="win" label="Windows">\n\nWindows text.\n\n</TabItem>\n</Tabs>\n',
    '## Configure\n',
    '<details>\n<summary>More details</summary>\n\nHidden text inside details.\n\n</details>\n',
    '<Tabs groupId="os">\n<TabItem value="mac" label="macOS">\n\nSecond mac text.\n\n</TabItem>\n<TabItem value="win" label="Windows">\n\nSecond windows text.\n\n</TabItem>\n</Tabs>\n',
    paragraphs(12, 'Intro'),
  ].join('\n'),
  'content/docs/guides/one.md': `---\ntitle: Guide One\n---\n\nText of guide one. Back to the [introduction](../intro.md).\n\n${paragraphs(20, 'One')}\n`,
  'content/docs/guides/two.md': `---\ntitle: Guide Two\n---\n\nText of guide two.\n\n<Tabs groupId="os">\n<TabItem value="mac" label="macOS" default>\n\nGuide two mac.\n\n</TabItem>\n<TabItem value="win" label="Windows">\n\nGuide two windows.\n\n</TabItem>\n</Tabs>\n`,
  'content/docs/long.md': `---\ntitle: Long Page\n---\n\n${paragraphs(30, 'Long')}\n\n## Section five\n\n${paragraphs(10, 'Five')}\n\nAt the very end: [Guide Two](guides/two.md).\n`,
  'content/static/files/data.txt': 'plain text file\n',
};

/** A built, served fixture with a browser. */
export interface ClientSite {
  origin: string;
  browser: Browser;
  /** A page in a fresh context (own storage), 1280x800 unless told otherwise. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Build the fixture (with `config` as site.config.ts), serve it and launch Chromium (or share `browser`). The
 * tests only read the served output, so files of a run that ask for the same fixture share one build.
 */
export async function openClientSite(
  config = clientConfigSource(),
  files: FixtureFiles = {},
  shared?: Browser,
): Promise<ClientSite> {
  const site = await sharedBuildToDisk({ ...CLIENT_FIXTURE, 'site.config.ts': config, ...files });
  const server = await serveStatic(site.outDir);
  const browser = shared ?? (await launchBrowser());
  return {
    origin: server.origin,
    browser,
    newPage: (options = {}) => browser.newPage({ viewport: { width: 1280, height: 800 }, ...options }),
    close: async () => {
      if (!shared) await browser.close();
      await server.close();
      await site.cleanup();
    },
  };
}

/** Mark the window so a test can tell a client-side swap (mark kept) from a full page load (mark gone). */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
}

/** Whether the mark set by `markWindow` survived (no full page load since). */
export function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);
}
