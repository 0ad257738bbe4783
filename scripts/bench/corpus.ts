/**
 * A synthetic site shaped like the framework's: API pages with events, methods and code (~25% structures),
 * tutorials with code blocks, tabs and admonitions, tables, cross links, blog posts, and a few translated pages
 * per locale. Deterministic (seeded), so runs compare.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCALES = ['en', 'de', 'es', 'fr', 'ja', 'pt', 'ru', 'zh'];

/** Options of one corpus. */
export interface CorpusOptions {
  root: string;
  pages: number;
  locales: number;
  /** Blog posts (in addition to `pages` docs). */
  posts?: number;
}

let seed = 42;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
}

const WORDS =
  'window process renderer main event method property returns promise object string boolean number options callback listener module native menu tray dialog session protocol screen display frame content security sandbox preload context bridge message channel port'.split(
    ' ',
  );

function sentence(words = 14): string {
  const s = Array.from({ length: words }, () => WORDS[rand(WORDS.length)]).join(' ');
  return s[0].toUpperCase() + s.slice(1) + '.';
}

function paragraph(): string {
  return Array.from({ length: 3 + rand(3) }, () => sentence(10 + rand(10))).join(' ');
}

function codeBlock(i: number): string {
  return `\`\`\`js title="main.js"\nconst { app, BrowserWindow } = require('electron')\n\napp.whenReady().then(() => {\n  const win${i} = new BrowserWindow({ width: 800, height: 600 })\n  win${i}.loadFile('index.html')\n})\n\`\`\`\n`;
}

function apiPage(i: number, ids: string[]): string {
  const other = ids[rand(ids.length)];
  const parts = [
    `---\ntitle: 'module${i}'\ndescription: '${sentence(8)}'\n---\n\n${paragraph()}\n\nProcess: [Main](../tutorial/page-0.md)\n\n${codeBlock(i)}\n## Events\n`,
  ];
  for (let e = 0; e < 4; e++)
    parts.push(`### Event: 'event-${e}'\n\nReturns:\n\n* \`event\` Event\n* \`value\` string\n\n${paragraph()}\n`);
  parts.push('## Methods\n');
  for (let m = 0; m < 6; m++)
    parts.push(
      `### \`module${i}.method${m}(options)\` _macOS_\n\n* \`options\` Object\n  * \`width\` number\n\nReturns \`Promise<void>\`. See [other](${path.basename(other)}.md).\n\n${m % 3 === 0 ? codeBlock(m) : ''}\n`,
    );
  parts.push(
    `## Properties\n\n| Name | Type | Description |\n| --- | --- | --- |\n| \`a\` | string | ${sentence(6)} |\n| \`b\` | number | ${sentence(6)} |\n`,
  );
  return parts.join('\n');
}

function structurePage(i: number): string {
  return `---\ntitle: 'Struct${i} Object'\ndescription: '${sentence(6)}'\n---\n\n${sentence(12)}\n\n* \`x\` number - ${sentence(8)}\n* \`y\` number - ${sentence(8)}\n* \`label\` string (optional) _Windows_ - ${sentence(8)}\n`;
}

function tutorialPage(i: number): string {
  return `---\ntitle: 'Tutorial ${i}'\ndescription: '${sentence(8)}'\n---\n\n${paragraph()}\n\n:::tip Good to know\n\n${paragraph()}\n\n:::\n\n## Setting up\n\n${paragraph()}\n\n\`\`\`sh npm2yarn\nnpm install --save-dev electron\n\`\`\`\n\n## Writing the code\n\n${codeBlock(i)}\n${paragraph()}\n\n### Details\n\n${paragraph()}\n\n<Tabs groupId="os">\n<TabItem value="mac" label="macOS">\n\n${paragraph()}\n\n</TabItem>\n<TabItem value="win" label="Windows">\n\n${paragraph()}\n\n</TabItem>\n</Tabs>\n\n## Next steps\n\nRead [the API](../api/api-0.md).\n`;
}

function blogPost(i: number): string {
  const d = new Date(Date.UTC(2016, 0, 1) + i * 86400000 * 3).toISOString().slice(0, 10);
  return `---\ntitle: 'Post ${i}'\ndate: ${d}\ntags: [release]\nauthors: [{ name: 'Team' }]\n---\n\n${paragraph()}\n\n<!-- truncate -->\n\n## Details\n\n${paragraph()}\n\n${codeBlock(i)}`;
}

/** Write the corpus and its config; returns how many docs of each kind were written. */
export async function writeCorpus({ root, pages, locales, posts = Math.round(pages / 4) }: CorpusOptions) {
  seed = 42;
  const structures = Math.round(pages * 0.25);
  const apis = Math.round(pages * 0.35);
  const tutorials = pages - structures - apis;
  const files: Record<string, string> = {};
  const apiIds = Array.from({ length: apis }, (_, i) => `api/api-${i}`);
  for (let i = 0; i < apis; i++) files[`content/docs/api/api-${i}.md`] = apiPage(i, apiIds);
  for (let i = 0; i < structures; i++) files[`content/docs/api/structures/struct-${i}.md`] = structurePage(i);
  for (let i = 0; i < tutorials; i++) files[`content/docs/tutorial/page-${i}.md`] = tutorialPage(i);
  for (let i = 0; i < posts; i++) files[`content/blog/post-${i}.md`] = blogPost(i);
  const used = LOCALES.slice(0, locales);
  for (const locale of used.slice(1))
    for (let i = 0; i < Math.min(5, tutorials); i++)
      files[`content/i18n/${locale}/docs/tutorial/page-${i}.md`] = tutorialPage(i).replace(
        "title: 'Tutorial",
        `title: '[${locale}] Tutorial`,
      );
  // Categories of at most 50 docs each, as a real sidebar groups them.
  const category = (label: string, ids: string[]) => ({ type: 'category', label, items: ids });
  const chunks = (ids: string[], label: string) =>
    Array.from({ length: Math.ceil(ids.length / 50) }, (_, c) =>
      category(`${label} ${c + 1}`, ids.slice(c * 50, c * 50 + 50)),
    );
  const sidebars = {
    docs: chunks(
      Array.from({ length: tutorials }, (_, i) => `tutorial/page-${i}`),
      'Guides',
    ),
    api: [
      ...chunks(apiIds, 'Modules'),
      ...chunks(
        Array.from({ length: structures }, (_, i) => `api/structures/struct-${i}`),
        'Structures',
      ),
    ],
  };
  files['content/sidebars.js'] = `module.exports = ${JSON.stringify(sidebars)};\n`;
  const localeConfigs = Object.fromEntries(used.map((l) => [l, { label: l, htmlLang: l }]));
  files['site.config.ts'] =
    `export default ${JSON.stringify({ title: 'Bench', url: 'https://bench.example', i18n: { defaultLocale: 'en', locales: used, localeConfigs }, navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { type: 'docSidebar', sidebarId: 'api', label: 'API' }, { type: 'localeDropdown' }] } })};\n`;
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { apis, structures, tutorials, posts, translated: (used.length - 1) * Math.min(5, tutorials) };
}
