/**
 * The bench corpus (scripts/bench/corpus.ts, written in sitegen's Docusaurus dialect) rewritten as a project of
 * each peer: Docusaurus 2 and 3 take it nearly as it is; VitePress and Starlight get their own container, fence-title
 * and link syntax, and no tabs (neither has them in plain Markdown). Each peer gets the same pages and code blocks,
 * so the comparison is of the tools, not of the content.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

/** A peer the bench builds. */
export interface Peer {
  name: string;
  /** Dependencies of its scratch project (exact versions: runs compare). */
  dependencies: Record<string, string>;
  /** The build command inside the project, and where its output lands. */
  build: string[];
  outDir: string;
  /** The HTML file of the docs page whose JavaScript is counted (`tutorial/page-1`). */
  docsPage: string;
  write(corpusRoot: string, projectRoot: string): Promise<void>;
}

interface Doc {
  /** Path below content/docs or content/blog, without extension. */
  id: string;
  kind: 'doc' | 'post';
  source: string;
}

async function readCorpus(root: string): Promise<{ docs: Doc[]; sidebars: Record<string, unknown[]> }> {
  const docs: Doc[] = [];
  for (const [kind, dir] of [
    ['doc', 'content/docs'],
    ['post', 'content/blog'],
  ] as const) {
    for (const file of await fg('**/*.md', { cwd: path.join(root, dir) })) {
      docs.push({ id: file.replace(/\.md$/, ''), kind, source: await readFile(path.join(root, dir, file), 'utf8') });
    }
  }
  const sidebarsSource = await readFile(path.join(root, 'content/sidebars.js'), 'utf8');
  const sidebars = JSON.parse(sidebarsSource.replace(/^module\.exports = /, '').replace(/;\s*$/, ''));
  return { docs, sidebars };
}

async function put(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

const TABS_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n";

/** Docusaurus needs the Tabs imports MDX 1 pages carry; everything else is its own dialect. */
function forDocusaurus(source: string): string {
  if (!source.includes('<Tabs')) return source;
  return source.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n${TABS_IMPORTS}`);
}

/** Tabs become their panels in order; npm2yarn fences plain shell. */
function withoutTabs(source: string): string {
  return source
    .replace(/^<\/?Tabs[^>]*>\n/gm, '')
    .replace(/^<TabItem [^>]*label="([^"]+)"[^>]*>\n/gm, '**$1**\n')
    .replace(/^<\/TabItem>\n/gm, '')
    .replace(/^```sh npm2yarn$/gm, '```sh');
}

/** `[x](../api/api-0.md)` from the doc `id` as the site-absolute URL `/docs/api/api-0/` (Starlight resolves no .md links). */
function absoluteLinks(source: string, id: string, base: string): string {
  return source.replace(/\]\(([^)#\s]+)\.md(#[^)]*)?\)/g, (_m, target: string, hash = '') => {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(id), target));
    return `](${base}${resolved}/${hash})`;
  });
}

/** The versions one Docusaurus peer installs; `pinned` holds transitive packages its release needs held back. */
interface DocusaurusVersions {
  core: string;
  react: string;
  mdx: string;
  prism: string;
  pinned?: Record<string, string>;
}

function docusaurus(name: string, { core, react, mdx, prism, pinned = {} }: DocusaurusVersions): Peer {
  return {
    name,
    dependencies: {
      ...pinned,
      '@docusaurus/core': core,
      '@docusaurus/preset-classic': core,
      '@docusaurus/remark-plugin-npm2yarn': core,
      '@mdx-js/react': mdx,
      'prism-react-renderer': prism,
      clsx: '2.1.1',
      react,
      'react-dom': react,
    },
    build: ['node_modules/.bin/docusaurus', 'build'],
    outDir: 'build',
    docsPage: 'docs/tutorial/page-1/index.html',
    async write(corpusRoot, projectRoot) {
      const { docs, sidebars } = await readCorpus(corpusRoot);
      const files: Record<string, string> = {};
      for (const d of docs) files[`${d.kind === 'doc' ? 'docs' : 'blog'}/${d.id}.md`] = forDocusaurus(d.source);
      files['sidebars.js'] = `module.exports = ${JSON.stringify(sidebars)};\n`;
      files['src/pages/index.md'] = '# Bench\n\nThe bench corpus.\n';
      files['docusaurus.config.js'] = `module.exports = {
  title: 'Bench', url: 'https://bench.example', baseUrl: '/', onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn',
  presets: [['classic', {
    docs: { sidebarPath: require.resolve('./sidebars.js'), remarkPlugins: [require('@docusaurus/remark-plugin-npm2yarn')] },
    blog: { postsPerPage: 10 },
    theme: {},
  }]],
  themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { type: 'docSidebar', sidebarId: 'api', label: 'API' }] } },
};\n`;
      await put(projectRoot, files);
    },
  };
}

/** VitePress's sidebar from the Docusaurus one: categories become groups, ids links. */
function vitepressSidebar(items: unknown[]): unknown[] {
  return items.map((item) => {
    if (typeof item === 'string') return { text: item, link: `/docs/${item}` };
    const category = item as { label: string; items: unknown[] };
    return { text: category.label, items: vitepressSidebar(category.items) };
  });
}

const vitepress: Peer = {
  name: 'VitePress',
  dependencies: { vitepress: '1.6.4' },
  build: ['node_modules/.bin/vitepress', 'build', 'site'],
  outDir: 'site/.vitepress/dist',
  docsPage: 'docs/tutorial/page-1.html',
  async write(corpusRoot, projectRoot) {
    const { docs, sidebars } = await readCorpus(corpusRoot);
    const files: Record<string, string> = {};
    for (const d of docs) {
      const source = withoutTabs(d.source)
        .replace(/^:::(\w+) (.+)$/gm, '::: $1 $2')
        .replace(/^:::$/gm, ':::')
        .replace(/^```(\w+) title="([^"]+)"$/gm, '```$1 [$2]');
      files[`site/${d.kind === 'doc' ? 'docs' : 'blog'}/${d.id}.md`] = source;
    }
    files['site/index.md'] = '# Bench\n\nThe bench corpus.\n';
    const sidebar = { '/docs/': [...vitepressSidebar(sidebars.docs), ...vitepressSidebar(sidebars.api)] };
    files['site/.vitepress/config.mjs'] =
      `export default ${JSON.stringify({ title: 'Bench', ignoreDeadLinks: true, themeConfig: { sidebar, search: { provider: 'local' } } })};\n`;
    await put(projectRoot, files);
  },
};

const starlight: Peer = {
  name: 'Starlight',
  // Astro 6+ needs Node 22; these are the newest that run on the Node 20 sitegen supports.
  dependencies: { astro: '5.18.2', '@astrojs/starlight': '0.37.7' },
  build: ['node_modules/.bin/astro', 'build'],
  outDir: 'dist',
  docsPage: 'docs/tutorial/page-1/index.html',
  async write(corpusRoot, projectRoot) {
    const { docs } = await readCorpus(corpusRoot);
    const files: Record<string, string> = {};
    for (const d of docs) {
      const base = d.kind === 'doc' ? 'docs' : 'blog';
      const source = absoluteLinks(withoutTabs(d.source), d.id, `/${base}/`).replace(/^:::(\w+) (.+)$/gm, ':::$1[$2]');
      files[`src/content/docs/${base}/${d.id}.md`] = source;
    }
    files['src/content/docs/index.md'] = "---\ntitle: 'Bench'\n---\n\nThe bench corpus.\n";
    files['src/content.config.ts'] = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n`;
    files['astro.config.mjs'] = `import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
export default defineConfig({ integrations: [starlight({ title: 'Bench', sidebar: [
  { label: 'Guides', autogenerate: { directory: 'docs/tutorial' } },
  { label: 'API', autogenerate: { directory: 'docs/api' } },
] })] });\n`;
    await put(projectRoot, files);
  },
};

/** Every peer, in the order the table prints them. */
export const PEERS: Peer[] = [
  // Later webpack 5 releases dropped the internal modules Docusaurus 2 requires; 5.88 is from its release time.
  docusaurus('Docusaurus 2.4.3', {
    core: '2.4.3',
    react: '17.0.2',
    mdx: '1.6.22',
    prism: '1.3.5',
    pinned: { webpack: '5.88.2' },
  }),
  // webpackbar, which Docusaurus 3 reports progress with, fails the option check of webpack 5.97 and later.
  docusaurus('Docusaurus 3.9.2', {
    core: '3.9.2',
    react: '18.3.1',
    mdx: '3.1.0',
    prism: '2.3.0',
    pinned: { webpack: '5.96.1' },
  }),
  vitepress,
  starlight,
];
