/**
 * `useCurrentSidebarCategory()` and `useDocsSidebar()` of `@docusaurus/theme-common` as a doc's own components call
 * them (Avalonia's section pages: `<DocsCardList list={useCurrentSidebarCategory().items} />`): the doc's category
 * in its locale's sidebar, its items shaped as the docs plugin gives them to the theme (`PropSidebarItem`).
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { silentLogger, type Logger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { fetchWhen } from '../dev/dev-fixture.js';
import { writeDocusaurusSite } from '../helpers/docusaurus-browser.js';
import { docusaurusSites, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** A site component that lists the items it is given, each as its JSON. */
const LIST = `import React from 'react';
export function ItemList({ list }) {
  return <ul className="items">{list.map((item, i) => <li key={i}>{JSON.stringify(item)}</li>)}</ul>;
}
`;

/** One that reads the category itself. */
const TITLE = `import React from 'react';
import { useCurrentSidebarCategory } from '@docusaurus/theme-common';
import { useDocsSidebar } from '@docusaurus/theme-common/internal';
export default function CategoryTitle() {
  const category = useCurrentSidebarCategory();
  return <p className="category">{category.label} in {useDocsSidebar().name}: {category.items.length} items</p>;
}
`;

/** One that needs the browser: an island, which the browser hydrates with the props the server drew it with. */
const COUNTER = `import React, { useState } from 'react';
export default function Counter({ list }) {
  const [n, setN] = useState(list.length);
  return <button onClick={() => setN(n + 1)}>{n} items</button>;
}
`;

const USE_LIST = `import { ItemList } from '@site/src/components/ItemList';
import Counter from '@site/src/components/Counter';
import { useCurrentSidebarCategory } from '@docusaurus/theme-common';

<ItemList list={useCurrentSidebarCategory().items} />

<Counter list={useCurrentSidebarCategory().items} />
`;

const SIDEBARS = `module.exports = { docs: ['intro', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' },
  items: ['guides/setup', { type: 'link', label: 'Forum', href: 'https://forum.dino.example' },
    { type: 'category', label: 'Deeper', collapsed: false, customProps: { tint: 'red' }, items: ['guides/deep/one'] }] }] };\n`;

const FILES = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
  'sidebars.js': SIDEBARS,
  'src/components/ItemList.js': LIST,
  'src/components/CategoryTitle.js': TITLE,
  'src/components/Counter.js': COUNTER,
  'docs/guides/index.mdx': `# Guides\n\n${USE_LIST}`,
  'docs/guides/setup.md': '---\nsidebar_label: Set up\nsidebar_custom_props:\n  icon: wrench\n---\n\n# Setup\n',
  'docs/guides/deep/one.mdx': `# One\n\nimport CategoryTitle from '@site/src/components/CategoryTitle';\n\n<CategoryTitle />\n`,
  'i18n/fr/docusaurus-plugin-content-docs/current/guides/index.mdx': `# Guides (fr)\n\n${USE_LIST}`,
};

/** The items an `ItemList` drew on `page`. */
function listed(page: string): unknown[] {
  const list = /<ul class="items">(.*?)<\/ul>/s.exec(markdownOf(page))?.[1] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => JSON.parse(m[1].replaceAll('&quot;', '"')));
}

test("a doc's component is given the items of its category, as the docs plugin gives them to the theme", async () => {
  const b = await site(FILES);
  assert.deepEqual(listed(b.page('/docs/guides/')), [
    {
      type: 'link',
      label: 'Set up',
      href: '/docs/guides/setup',
      docId: 'guides/setup',
      customProps: { icon: 'wrench' },
    },
    { type: 'link', label: 'Forum', href: 'https://forum.dino.example' },
    {
      type: 'category',
      label: 'Deeper',
      items: [{ type: 'link', label: 'One', href: '/docs/guides/deep/one', docId: 'guides/deep/one' }],
      collapsed: false,
      collapsible: true,
      customProps: { tint: 'red' },
    },
  ]);
  // The island is given them too, for the browser.
  const island =
    /<sitegen-island [^>]*data-island="src\/components\/Counter\.js#default"[^>]*>.*?<\/sitegen-island>/s.exec(
      b.page('/docs/guides/'),
    )?.[0];
  assert.match(island ?? '', /data-props="[^"]*Set up[^"]*\/docs\/guides\/setup/);
  assert.match(island ?? '', />3 items</);
  // In another locale, its translation lists the same items, linked within that locale.
  const fr = listed(b.page('/fr/docs/guides/')) as { href: string }[];
  assert.deepEqual(
    fr.map((item) => item.href),
    ['/fr/docs/guides/setup', 'https://forum.dino.example', undefined],
  );
  // A doc inside a category that is not its page gets that category, as Docusaurus finds the deepest one.
  assert.match(markdownOf(b.page('/docs/guides/deep/one')), /<p class="category">Deeper in docs: 1 items<\/p>/);
});

test("a component that reads its category's first item renders it: the render before the sidebars are known does not count", async () => {
  // Before the sidebars are known, the category is empty: `items[0].label` threw there, and the build stopped.
  const FIRST = `import React from 'react';
import { useCurrentSidebarCategory } from '@docusaurus/theme-common';
export default function First() {
  return <p className="first">{useCurrentSidebarCategory().items[0].label}</p>;
}
`;
  const b = await site({
    ...FILES,
    'src/components/First.js': FIRST,
    'docs/guides/deep/one.mdx': "# One\n\nimport First from '@site/src/components/First';\n\n<First />\n",
  });
  assert.match(markdownOf(b.page('/docs/guides/deep/one')), /<p class="first">One<\/p>/);
  // A component that throws with its sidebar known still stops the build, naming the file.
  await assert.rejects(
    site({
      ...FILES,
      'src/components/First.js': FIRST.replace('items[0]', 'items[5]'),
      'docs/guides/deep/one.mdx': "# One\n\nimport First from '@site/src/components/First';\n\n<First />\n",
    }),
    (error: Error) => {
      assert.match(error.message, /<First> failed to render/);
      assert.match(String((error as { location?: { file?: string } }).location?.file), /deep\/one\.mdx$/);
      return true;
    },
  );
});

test('a doc that is in no category of a sidebar cannot read its category: the build says which file', async () => {
  await assert.rejects(
    site({ ...FILES, 'docs/intro.md': undefined, 'docs/intro.mdx': `# Intro\n\n${USE_LIST}` }),
    (error: Error) => {
      assert.match(error.message, /useCurrentSidebarCategory\(\)/);
      assert.match(error.message, /\/docs\/intro/);
      assert.match(String((error as { location?: { file?: string } }).location?.file), /docs\/intro\.mdx$/);
      return true;
    },
  );
});

test('dev serves a doc with its category, and again as its sidebar changes', async () => {
  const root = await writeDocusaurusSite({ ...FILES, 'docs/intro.md': '# Intro\n' });
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  try {
    const labels = (page: string) => listed(page).map((item) => (item as { label: string }).label);
    const url = `${server.url}docs/guides/`;
    assert.deepEqual(labels(await (await fetch(url)).text()), ['Set up', 'Forum', 'Deeper']);
    await writeFile(path.join(root, 'sidebars.js'), SIDEBARS.replace("label: 'Deeper'", "label: 'Deepest'"));
    const after = await fetchWhen(url, (_status, body) => body.includes('Deepest'));
    assert.deepEqual(labels(after.body), ['Set up', 'Forum', 'Deepest']);
  } finally {
    await server.close();
  }
});

test('with the build cache, a doc that reads its category follows a change of its sidebar', async () => {
  // Nothing but sitegen's own modules: the body itself is kept by the build cache.
  const list = `import { useCurrentSidebarCategory } from '@docusaurus/theme-common';

<ul className="items">{useCurrentSidebarCategory().items.map((item) => <li key={item.label}>{JSON.stringify({ label: item.label })}</li>)}</ul>
`;
  const root = await writeDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'sidebars.js': SIDEBARS,
    'docs/intro.md': '# Intro\n',
    'docs/guides/index.mdx': `# Guides\n\n${list}`,
    'docs/guides/setup.md': '# Setup\n',
    'docs/guides/deep/one.md': '# One\n',
  });
  const labels = async () => {
    const logged: string[] = [];
    const logger: Logger = { info: (m) => logged.push(m), warn() {}, error() {}, progress() {} };
    const writer = new MemoryWriter();
    await build({ root, logger, writer, workers: 0, minify: false, cache: true });
    const hits = Number(/(\d+) from the cache/.exec(logged.join('\n'))?.[1] ?? 0);
    return {
      hits,
      labels: listed(writer.text('docs/guides/index.html')).map((item) => (item as { label: string }).label),
    };
  };
  assert.deepEqual((await labels()).labels, ['Setup', 'Forum', 'Deeper']);
  await writeFile(path.join(root, 'sidebars.js'), SIDEBARS.replace("label: 'Deeper'", "label: 'Deepest'"));
  const warm = await labels();
  assert.ok(warm.hits >= 4, `the bodies come from the cache (${warm.hits})`);
  assert.deepEqual(warm.labels, ['Setup', 'Forum', 'Deepest']);
});

test("a doc that reads its category renders twice, and its components' console output is printed once", async () => {
  const logged = `import React from 'react';
import { useCurrentSidebarCategory } from '@docusaurus/theme-common';
export default function Logged() {
  console.warn('Logged: rendering');
  const category = useCurrentSidebarCategory();
  console.log(\`Logged: \${category.label}, \${category.items.length} items\`);
  return <p>logged</p>;
}
`;
  const printed: string[] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams) {
    const write = stream.write;
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      if (String(chunk).includes('Logged:')) printed.push(String(chunk));
      return write.call(stream, chunk, ...rest);
    }) as typeof stream.write;
  }
  try {
    await site({
      ...FILES,
      // One locale: each locale's build prints its own, as Docusaurus's does.
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
        presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
      'src/components/Logged.js': logged,
      'docs/guides/deep/one.mdx': `# One\n\nimport Logged from '@site/src/components/Logged';\n\n<Logged />\n`,
      // A doc that does not read it renders once, and prints as it renders.
      'src/components/Plain.js': `export default function Plain() {\n  console.log('Logged: plain');\n  return null;\n}\n`,
      'docs/intro.md': undefined,
      'docs/intro.mdx': `# Intro\n\nimport Plain from '@site/src/components/Plain';\n\n<Plain />\n`,
    });
  } finally {
    streams.forEach((stream, i) => (stream.write = writes[i]));
  }
  // What Docusaurus prints, rendering the page once with its sidebar: the first render's category is a stand-in.
  assert.deepEqual(printed.sort(), ['Logged: Deeper, 1 items\n', 'Logged: plain\n', 'Logged: rendering\n']);
});
