/**
 * Malformed inputs a new user (or a stranger's pull request) can write, one fixture per case, each with the
 * message it must produce. An `error` case must stop the build with a SitegenError naming the file (relative to
 * the site root) and, where one exists, the line, with a fix. A `warning` case must build and warn.
 * Files written beside the site (outside its root) go in `outside`.
 */
import { configSource } from '../helpers/fixture-site.js';

/** One malformed input and what it must produce. */
export interface MalformedCase {
  name: string;
  files: Record<string, string>;
  outside?: Record<string, string>;
  /** `hint`: what the fix must say, where a generic one would mislead. */
  error?: { message: RegExp; file: string; line?: number; hint?: RegExp };
  warning?: { code: string; message: RegExp; file: string };
  /** A case that must build: a page and a text it shows. */
  builds?: { page: string; shows: RegExp };
  /** Seconds site code (and each page) may run: the cases that loop forever set a short one. */
  timeLimit?: number;
}

const doc = (fm: string, body = '\nText.\n') => `---\n${fm}\n---\n${body}`;
const post = (fm: string) => `---\ntitle: Post\n${fm}\n---\n\nText.\n`;
const DOC = 'content/docs/x.md';
const POST = 'content/blog/2024-01-01-post.md';
const SIDEBARS = 'content/sidebars.js';
const sidebars = (body: string) => ({ [SIDEBARS]: body, 'content/docs/intro.md': '# Intro\n' });
const I18N = { 'site.config.ts': configSource("i18n: { defaultLocale: 'en', locales: ['en', 'de'] }") };

/** Front matter. */
const frontMatter: MalformedCase[] = [
  {
    name: 'front matter that never closes',
    files: { [DOC]: '---\ntitle: X\n\nBody text.\n' },
    error: { message: /the front matter block opened on line 1 never closes/, file: DOC, line: 1 },
  },
  {
    name: 'front matter that is not YAML',
    files: { [DOC]: doc('title: [unclosed') },
    error: { message: /front matter is not valid YAML/, file: DOC, line: 2 },
  },
  {
    name: 'front matter with one key twice',
    files: { [DOC]: doc('title: A\ndescription: d\ntitle: B') },
    error: { message: /"title" appears twice/, file: DOC, line: 4 },
  },
  {
    name: 'nested front matter with one key twice',
    files: { [DOC]: doc('meta:\n  a: 1\n  a: 2') },
    error: { message: /"a" appears twice/, file: DOC, line: 4 },
  },
  {
    name: 'front matter that is a list',
    files: { [DOC]: doc('- a\n- b') },
    error: { message: /front matter must be a list of "key: value" lines/, file: DOC, line: 2 },
  },
  {
    name: 'front matter that is a string',
    files: { [DOC]: doc('just text') },
    error: { message: /front matter must be a list of "key: value" lines/, file: DOC },
  },
  {
    name: 'sidebar_position that is not a number',
    files: { [DOC]: doc('sidebar_position: abc') },
    error: { message: /front matter "sidebar_position" must be a number, got "abc"/, file: DOC, line: 2 },
  },
  {
    name: 'toc_max_heading_level that is a list',
    files: { [DOC]: doc('toc_max_heading_level: [3]') },
    error: { message: /"toc_max_heading_level" must be a number/, file: DOC, line: 2 },
  },
  {
    name: 'hide_title that is not a boolean',
    files: { [DOC]: doc('hide_title: maybe') },
    error: { message: /"hide_title" must be a boolean/, file: DOC, line: 2 },
  },
  {
    name: 'draft that is a number',
    files: { [DOC]: doc('draft: 2') },
    error: { message: /"draft" must be a boolean/, file: DOC, line: 2 },
  },
  {
    name: 'title that is a list',
    files: { [DOC]: doc('title: [a, b]') },
    error: { message: /"title" must be a string/, file: DOC, line: 2 },
  },
  {
    name: 'description that is a map',
    files: { [DOC]: doc('description:\n  a: 1') },
    error: { message: /"description" must be a string/, file: DOC, line: 2 },
  },
  {
    name: 'keywords that is a map',
    files: { [DOC]: doc('keywords:\n  a: 1') },
    error: { message: /"keywords" must be a list/, file: DOC, line: 2 },
  },
  {
    name: 'tags that is a map',
    files: { [POST]: post('tags:\n  a: 1') },
    error: { message: /"tags" must be a list/, file: POST, line: 3 },
  },
  {
    name: 'a blog date that is not a date',
    files: { [POST]: post('date: next tuesday') },
    error: { message: /front matter "date" is not a date/, file: POST, line: 3 },
  },
  {
    name: 'a UTF-8 byte order mark before the front matter',
    files: { [DOC]: '\uFEFF---\ntitle: Marked Title\n---\n\nText.\n' },
    builds: { page: 'docs/x/index.html', shows: /<h1[^>]*>Marked Title/ },
  },
  {
    name: 'a value ending in --- does not close the block',
    files: { [DOC]: '---\ntitle: Dashes---\ndescription: still front matter\n---\n\nText.\n' },
    builds: { page: 'docs/x/index.html', shows: /content="still front matter"/ },
  },
];

/** URLs that content produces, and links that must stay safe. */
const urls: MalformedCase[] = [
  {
    name: 'a docs slug that climbs out of the site',
    files: { [DOC]: doc('slug: /../../tmp/x') },
    error: { message: /slug "\/\.\.\/\.\.\/tmp\/x" makes the URL .* which leads outside the site/, file: DOC, line: 2 },
  },
  {
    name: 'a percent-encoded slug that climbs out',
    files: { [DOC]: doc('slug: /%2e%2e/%2e%2e/%2e%2e/x') },
    error: { message: /leads outside the site/, file: DOC, line: 2 },
  },
  {
    name: 'a blog slug that climbs out',
    files: { [POST]: post('slug: ../../../x') },
    error: { message: /leads outside the site/, file: POST, line: 3 },
  },
  {
    name: 'a page slug that climbs out',
    files: { 'content/pages/about.md': '---\nslug: /../../evil\n---\n\n# About\n' },
    error: { message: /leads outside the site/, file: 'content/pages/about.md', line: 2 },
  },
  {
    name: 'an alias that climbs out',
    files: { [DOC]: doc('aliases:\n  - /../../../x') },
    error: { message: /alias "\/\.\.\/\.\.\/\.\.\/x" makes the URL/, file: DOC, line: 2 },
  },
  {
    name: "a tag '..' that would be the blog's index",
    files: { [POST]: post("tags: ['..']") },
    error: { message: /tag "\.\." has no page of its own/, file: POST, line: 3 },
  },
  {
    name: "a tag '.' that would be the tags index",
    files: { [POST]: post("tags: ['.']") },
    error: { message: /tag "\." has no page of its own/, file: POST, line: 3 },
  },
  {
    name: 'a tag permalink that climbs out of the tags folder',
    files: { [POST]: post('tags:\n  - label: Evil\n    permalink: /../../evil') },
    error: {
      message: /tag "Evil" has no page of its own: its permalink "\/\.\.\/\.\.\/evil" would climb out/,
      file: POST,
      line: 3,
    },
  },
  {
    name: "a docs tag '..' that would be the docs index",
    files: { [DOC]: doc("tags: ['..']") },
    error: { message: /tag "\.\." has no page of its own/, file: DOC, line: 2 },
  },
  {
    name: 'custom_edit_url: javascript:',
    files: { [DOC]: doc('custom_edit_url: "javascript:alert(1)"') },
    error: { message: /custom_edit_url "javascript:alert\(1\)" is not a link/, file: DOC, line: 2 },
  },
  {
    name: 'custom_edit_url: data:',
    files: { [DOC]: doc('custom_edit_url: "data:text/html,<script>alert(1)</script>"') },
    error: { message: /only http\(s\) URLs and site paths become links/, file: DOC, line: 2 },
  },
  {
    name: 'custom_edit_url that is protocol-relative',
    files: { [DOC]: doc('custom_edit_url: //evil.example/x') },
    error: { message: /is not a link/, file: DOC, line: 2 },
  },
  {
    name: 'an image outside the site root',
    files: { [DOC]: '# X\n\nText.\n\n![x](../../../secret.png)\n' },
    outside: { 'secret.png': 'SECRET' },
    error: { message: /"\.\.\/\.\.\/\.\.\/secret\.png" points outside the site folder/, file: DOC, line: 5 },
  },
  {
    name: 'an MDX import of a Markdown partial outside the site root',
    files: { [DOC]: "# X\n\nimport Secret from '../../../secret.md';\n\n<Secret />\n" },
    outside: { 'secret.md': 'SECRET' },
    error: { message: /imports "\.\.\/\.\.\/\.\.\/secret\.md", which is outside the site folder/, file: DOC, line: 3 },
  },
  {
    name: 'a percent-encoded image path outside the site root',
    files: { [DOC]: '# X\n\n![x](%2e%2e/%2e%2e/%2e%2e/secret.png)\n' },
    outside: { 'secret.png': 'SECRET' },
    error: { message: /points outside the site folder/, file: DOC, line: 3 },
  },
  {
    name: 'a file link outside the site root',
    files: { [DOC]: '# X\n\n[report](../../../secret.pdf)\n' },
    outside: { 'secret.pdf': 'SECRET' },
    error: { message: /"\.\.\/\.\.\/\.\.\/secret\.pdf" points outside the site folder/, file: DOC, line: 3 },
  },
  {
    name: 'an absolute image path that leaves the static folder',
    files: { [DOC]: '# X\n\n![x](/../../../secret.png)\n' },
    outside: { 'secret.png': 'SECRET' },
    error: { message: /points outside the static folder/, file: DOC, line: 3 },
  },
  {
    name: 'a fiddle folder beside the site with the same name prefix',
    files: { [DOC]: '# X\n\n```fiddle ../sitesecret\n```\n' },
    outside: { 'sitesecret/main.js': 'SECRET' },
    error: { message: /"\.\.\/sitesecret" points outside the site folder/, file: DOC, line: 3 },
  },
  {
    name: 'a fiddle folder that does not exist',
    files: { [DOC]: '# X\n\n```fiddle docs/fiddles/none\n```\n' },
    error: { message: /the fiddle folder "docs\/fiddles\/none" does not exist/, file: DOC, line: 3 },
  },
  {
    name: 'a fiddle fence without a folder',
    files: { [DOC]: '# X\n\n```fiddle\n```\n' },
    error: { message: /a fiddle fence needs a folder/, file: DOC, line: 3 },
  },
  {
    name: 'a fiddle focus file that the folder lacks',
    files: { [DOC]: '# X\n\n```fiddle fiddles/a|focus=nope.js\n```\n', 'fiddles/a/main.js': '1;\n' },
    error: { message: /has no file "nope\.js" to focus/, file: DOC, line: 3 },
  },
  {
    name: 'a link to a page that does not exist',
    files: { [DOC]: '# X\n\n[gone](./gone.md)\n' },
    warning: { code: 'broken-link', message: /./, file: DOC },
  },
  {
    name: 'a link to an anchor that does not exist',
    files: { [DOC]: '# X\n\n[here](#nowhere)\n' },
    warning: { code: 'broken-anchor', message: /nowhere/, file: DOC },
  },
  {
    name: 'an image that does not exist',
    files: { [DOC]: '# X\n\n![x](./missing.png)\n' },
    warning: { code: 'missing-image', message: /image not found/, file: DOC },
  },
];

/** The sidebars file. */
const sidebarFile: MalformedCase[] = [
  {
    name: 'a sidebars file that exports null',
    files: sidebars('module.exports = null;\n'),
    error: { message: /the sidebars file must export an object of sidebars, got null/, file: SIDEBARS },
  },
  {
    name: 'a sidebars file that exports a list',
    files: sidebars("module.exports = ['intro'];\n"),
    error: { message: /must export an object of sidebars, got a list/, file: SIDEBARS },
  },
  {
    name: 'a sidebar that is a string',
    files: sidebars("module.exports = { docs: 'intro' };\n"),
    error: { message: /sidebar "docs" must be a list of items, got string "intro"/, file: SIDEBARS, line: 1 },
  },
  {
    name: 'a sidebar that is null',
    files: sidebars('module.exports = { docs: null };\n'),
    error: { message: /sidebar "docs" must be a list of items, got null/, file: SIDEBARS, line: 1 },
  },
  {
    name: 'a sidebar item that is null',
    files: sidebars("module.exports = { docs: ['intro', null] };\n"),
    error: { message: /sidebar item docs\[1\] is null/, file: SIDEBARS },
  },
  {
    name: 'a sidebar item that is a number',
    files: sidebars('module.exports = { docs: [42] };\n'),
    error: { message: /sidebar item docs\[0\] is number 42/, file: SIDEBARS },
  },
  {
    name: 'a sidebar item of an unknown type',
    files: sidebars("module.exports = {\n  docs: [{ type: 'docc', id: 'intro' }],\n};\n"),
    error: { message: /unknown sidebar item type "docc" at docs\[0\]/, file: SIDEBARS, line: 2 },
  },
  {
    name: 'a sidebar item without a type',
    files: sidebars("module.exports = { docs: [{ id: 'intro' }] };\n"),
    error: { message: /unknown sidebar item type undefined at docs\[0\]/, file: SIDEBARS },
  },
  {
    name: 'a category without items',
    files: sidebars("module.exports = {\n  docs: [\n    { type: 'category', label: 'Guides' },\n  ],\n};\n"),
    error: {
      message: /sidebar category "Guides" at docs\[0\] needs "items" as a list, got nothing/,
      file: SIDEBARS,
      line: 3,
    },
  },
  {
    name: 'a category whose items is a string',
    files: sidebars("module.exports = { docs: [{ type: 'category', label: 'Guides', items: 'intro' }] };\n"),
    error: { message: /needs "items" as a list, got string "intro"/, file: SIDEBARS, line: 1 },
  },
  {
    name: 'a category that contains itself',
    files: sidebars(
      "const guides = { type: 'category', label: 'Guides', items: ['intro'] };\nguides.items.push(guides);\nmodule.exports = { docs: [guides] };\n",
    ),
    error: { message: /sidebar category "Guides" at docs\[0\]\.items\[1\] contains itself/, file: SIDEBARS, line: 1 },
  },
  {
    name: 'a category whose label is a number',
    files: sidebars("module.exports = { docs: [{ type: 'category', label: 5, items: [] }] };\n"),
    error: { message: /needs "label" as text, got number 5/, file: SIDEBARS },
  },
  {
    name: 'a doc item without an id',
    files: sidebars("module.exports = { docs: [{ type: 'doc', label: 'Intro' }] };\n"),
    error: {
      message: /sidebar item docs\[0\] \(doc "Intro"\) needs "id" as text, got nothing/,
      file: SIDEBARS,
      line: 1,
    },
  },
  {
    name: 'a link item without an href',
    files: sidebars("module.exports = { docs: [{ type: 'link', label: 'GitHub' }] };\n"),
    error: { message: /\(link "GitHub"\) needs "href" as text/, file: SIDEBARS, line: 1 },
  },
  {
    name: 'an autogenerated item without a folder',
    files: sidebars("module.exports = { docs: [{ type: 'autogenerated' }] };\n"),
    error: { message: /needs "dirName" as text/, file: SIDEBARS },
  },
  {
    name: 'a shorthand category that is not a list',
    files: sidebars("module.exports = { docs: { Guides: 'intro' } };\n"),
    error: { message: /sidebar "docs": the category "Guides" must be a list of items/, file: SIDEBARS, line: 1 },
  },
  {
    name: 'a sidebar naming a doc that does not exist',
    files: sidebars("module.exports = { docs: ['intro', 'intor'] };\n"),
    error: { message: /names the doc id "intor", which does not exist/, file: SIDEBARS, line: 1 },
  },
  {
    name: 'a sidebars file that throws',
    files: sidebars("throw new Error('sidebars exploded');\n"),
    error: { message: /throws when it runs: sidebars exploded/, file: SIDEBARS },
  },
  {
    name: 'a sidebars file that does not compile',
    files: sidebars('module.exports = { docs: [ };\n'),
    error: { message: /the sidebars file does not compile/, file: SIDEBARS, line: 1, hint: /syntax error/ },
  },
  {
    // webdriver.io's sidebars.js requires a sidebars.json that a script of its repository writes.
    name: 'a sidebars file that requires a file that does not exist',
    files: sidebars("module.exports = require('./sidebars.json');\n"),
    error: {
      message: /the sidebars file does not compile: Could not resolve "\.\/sidebars\.json"/,
      file: SIDEBARS,
      line: 1,
      hint: /"\.\/sidebars\.json" does not exist/,
    },
  },
  {
    name: 'a sidebars.json that is not JSON',
    files: {
      'site.config.ts': configSource("paths: { sidebars: 'content/sidebars.json' }"),
      'content/sidebars.json': '{\n  "docs": ["intro",]\n}\n',
      'content/docs/intro.md': '# Intro\n',
    },
    error: { message: /the sidebars file is not valid JSON/, file: 'content/sidebars.json', line: 2 },
  },
  {
    name: 'a sidebars.json with a byte order mark',
    files: {
      'site.config.ts': configSource("paths: { sidebars: 'content/sidebars.json' }"),
      'content/sidebars.json': '\uFEFF{ "docs": ["intro"] }\n',
      'content/docs/intro.md': '# Intro\n',
    },
    builds: { page: 'docs/intro/index.html', shows: /class="[^"]*sidebar/ },
  },
  {
    name: 'displayed_sidebar naming a sidebar that does not exist',
    files: { ...sidebars("module.exports = { docs: ['intro'] };\n"), [DOC]: doc('title: X\ndisplayed_sidebar: dosc') },
    error: {
      message: /front matter displayed_sidebar names the sidebar "dosc", which does not exist/,
      file: DOC,
      line: 3,
    },
  },
  {
    name: 'pagination_next naming a doc that does not exist',
    files: {
      ...sidebars("module.exports = { docs: ['intro', 'x'] };\n"),
      [DOC]: doc('title: X\npagination_next: nowhere'),
    },
    error: {
      message: /front matter pagination_next names the doc "nowhere", which does not exist/,
      file: DOC,
      line: 3,
    },
  },
  {
    name: 'pagination_prev naming a doc that does not exist',
    files: {
      ...sidebars("module.exports = { docs: ['intro', 'x'] };\n"),
      [DOC]: doc('title: X\npagination_prev: intor'),
    },
    error: { message: /pagination_prev names the doc "intor".*/, file: DOC, line: 3 },
  },
];

/** Two sources that claim one URL. */
const duplicates: MalformedCase[] = [
  {
    name: 'one blog slug twice',
    files: { 'content/blog/2024-01-01-a.md': post('slug: same'), 'content/blog/2024-02-01-b.md': post('slug: same') },
    warning: {
      code: 'duplicate-route',
      message: /content\/blog\/2024-02-01-b\.md and content\/blog\/2024-01-01-a\.md both claim the URL \/blog\/same/,
      file: 'content/blog/2024-02-01-b.md',
    },
  },
  {
    name: 'faq.md beside faq.mdx',
    files: { 'content/docs/faq.md': '# FAQ md\n', 'content/docs/faq.mdx': '# FAQ mdx\n' },
    warning: {
      code: 'duplicate-route',
      message: /content\/docs\/faq\.mdx and content\/docs\/faq\.md both claim the URL \/docs\/faq/,
      file: 'content/docs/faq.mdx',
    },
  },
  {
    name: 'a static file over a page',
    files: { 'content/pages/governance.md': '# Governance\n', 'content/static/governance/index.html': '<p>static</p>' },
    warning: {
      code: 'duplicate-route',
      message:
        /content\/static\/governance\/index\.html and content\/pages\/governance\.md both claim the URL \/governance/,
      file: 'content/static/governance/index.html',
    },
  },
  {
    name: 'two docs with one slug',
    files: { 'content/docs/a.md': doc('slug: /same'), 'content/docs/b.md': doc('slug: /same') },
    warning: { code: 'duplicate-route', message: /both claim the URL \/docs\/same/, file: 'content/docs/b.md' },
  },
  {
    name: 'two docs with one id',
    files: { 'content/docs/a.md': doc('id: same\nslug: /one'), 'content/docs/b.md': doc('id: same\nslug: /two') },
    warning: {
      code: 'duplicate-route',
      message: /content\/docs\/b\.md and content\/docs\/a\.md both have the doc id "same"/,
      file: 'content/docs/b.md',
    },
  },
];

/** Data files, catalogues, config and page modules. */
const siteFiles: MalformedCase[] = [
  {
    name: 'a data file that is not JSON',
    files: { 'content/data/apps.json': '{\n  "apps": [1,]\n}\n' },
    error: { message: /apps\.json is not valid JSON/, file: 'content/data/apps.json', line: 2 },
  },
  {
    name: 'a data file with a byte order mark',
    files: {
      'content/data/apps.json': '\uFEFF{ "apps": [] }\n',
      'content/pages/apps.tsx':
        "import { usePageData } from 'sitegen/page';\nexport default function Apps() { const { dataFile } = usePageData(); return <p>{dataFile<{ apps: unknown[] }>('apps').apps.length} apps listed</p>; }\n",
    },
    builds: { page: 'apps/index.html', shows: /0 apps listed/ },
  },
  {
    name: 'a code.json that is not JSON',
    files: { ...I18N, 'content/i18n/de/code.json': '{\n  "a": "b",\n}\n' },
    error: { message: /code\.json is not valid JSON/, file: 'content/i18n/de/code.json', line: 3 },
  },
  {
    name: 'a code.json with a byte order mark',
    files: {
      ...I18N,
      [DOC]: '# X\n',
      'content/i18n/de/code.json': '\uFEFF{ "notFound.title": "Seite nicht gefunden" }\n',
    },
    builds: { page: 'de/404.html', shows: /Seite nicht gefunden/ },
  },
  {
    name: 'a code.json message that is not text',
    files: { ...I18N, 'content/i18n/de/code.json': '{\n  "notFound.title": 5\n}\n' },
    error: { message: /the message of "notFound\.title" is not text/, file: 'content/i18n/de/code.json', line: 2 },
  },
  {
    name: 'a code.json that is a list',
    files: { ...I18N, 'content/i18n/de/code.json': '["a"]\n' },
    error: { message: /must hold one JSON object of id -> message/, file: 'content/i18n/de/code.json' },
  },
  {
    name: 'a config with an unknown field',
    files: { 'site.config.ts': configSource('titel: 1') },
    error: { message: /has 1 problem/, file: 'site.config.ts' },
  },
  {
    name: 'a config that throws',
    files: { 'site.config.ts': "throw new Error('config exploded');\nexport default {};\n" },
    error: { message: /site\.config\.ts threw while loading: config exploded/, file: 'site.config.ts' },
  },
  {
    name: 'a config that does not compile',
    files: { 'site.config.ts': 'export default { title: ;\n' },
    error: { message: /site\.config\.ts does not compile/, file: 'site.config.ts', line: 1 },
  },
  {
    name: 'an unknown navbar item type',
    files: { 'site.config.ts': configSource("navbar: { items: [{ type: 'dropdwn', label: 'X' }] }") },
    error: { message: /has 1 problem/, file: 'site.config.ts' },
  },
  {
    name: 'a navbar doc item naming a doc that does not exist',
    files: { 'site.config.ts': configSource("navbar: { items: [{ type: 'doc', docId: 'nope', label: 'X' }] }") },
    error: { message: /names the doc id "nope", which does not exist/, file: 'site.config.ts' },
  },
  {
    name: 'a page module without a default export',
    files: { 'content/pages/p.tsx': 'export const x = 1;\n' },
    error: {
      message: /The page component does not have a default export, so nothing can be rendered/,
      file: 'content/pages/p.tsx',
    },
  },
  {
    name: 'a page module that does not compile',
    files: { 'content/pages/p.tsx': 'export default function P() { return <p>; }\n' },
    error: { message: /a page module does not compile/, file: 'content/pages/p.tsx', line: 1 },
  },
  {
    // neutralinojs.github.io's pages import @ctrl/react-adsense, which a build before `npm install` does not find.
    name: 'a page module importing a package that is not installed',
    files: {
      'content/pages/p.tsx':
        "import React from 'react';\nimport { Adsense } from '@ctrl/react-adsense';\nexport default function P() { return <Adsense />; }\n",
    },
    error: {
      message: /this file imports the package "@ctrl\/react-adsense", which is not installed/,
      file: 'content/pages/p.tsx',
      line: 2,
      hint: /install the site's dependencies \(npm install or yarn in .*site\)/,
    },
  },
  {
    // sequelize's website: a component its docs import uses react-feather, before npm install.
    name: 'Markdown importing a component that imports a package that is not installed',
    files: {
      'content/docs/intro.md':
        "import { Fine } from '../components/fine.tsx';\nimport { Deprecated } from '../components/deprecated.tsx';\n\n# Intro\n\n<Fine /><Deprecated />\n",
      'content/components/fine.tsx': 'export function Fine() { return null; }\n',
      'content/components/deprecated.tsx':
        "import { AlertTriangle } from 'react-feather';\nexport function Deprecated() { return <AlertTriangle />; }\n",
    },
    error: {
      message:
        /the imports of this file do not build: content\/components\/deprecated\.tsx:1:\d+: the package "react-feather" is not installed/,
      file: 'content/docs/intro.md',
      // The import of the file that uses it, not the first import.
      line: 2,
      hint: /install the site's dependencies \(npm install or yarn in .*site\)/,
    },
  },
  {
    name: 'a page module importing a file that does not exist',
    files: { 'content/pages/p.tsx': "import x from './missing.js';\nexport default function P() { return x; }\n" },
    error: {
      message: /a page module does not compile: Could not resolve "\.\/missing\.js"/,
      file: 'content/pages/p.tsx',
      line: 1,
      hint: /"\.\/missing\.js" does not exist: create it, or correct the path/,
    },
  },
  {
    name: 'a page module that throws while loading',
    files: {
      'content/pages/p.tsx': "throw new Error('module exploded');\nexport default function P() { return null; }\n",
    },
    error: { message: /threw while loading: module exploded/, file: 'content/pages/p.tsx' },
  },
  {
    name: 'releases.json without a stable channel',
    files: { 'content/data/releases.json': '{\n  "prerelease": {}\n}\n' },
    error: { message: /stable/, file: 'content/data/releases.json' },
  },
];

/**
 * The time limit of the cases that loop, in seconds: long enough that the rest of a case's site code (its config,
 * its other modules) finishes on a busy machine, where 1 s once stopped a config before the loop was reached.
 */
const LOOP_LIMIT = 2;
const STOPPED = (doing: string) => new RegExp(`${doing} still ran after ${LOOP_LIMIT} s and was stopped`);
const LOOP_COMPONENT = { 'src/Loop.js': 'export default function Loop() { for (;;) {} }\n' };

/** Site code that never ends: each is stopped after the time limit, naming its file and what it was doing. */
const endlessLoops: MalformedCase[] = (<MalformedCase[]>[
  {
    name: 'a config with an endless loop',
    files: { 'site.config.ts': `while (true) {}\n${configSource()}` },
    error: { message: STOPPED('loading site\\.config\\.ts'), file: 'site.config.ts' },
  },
  {
    name: 'a sidebars file with an endless loop',
    files: sidebars("while (true) {}\nmodule.exports = { docs: ['intro'] };\n"),
    error: { message: STOPPED('sidebars\\.js'), file: SIDEBARS },
  },
  {
    name: 'a markdown plugin that loops when installed',
    files: { 'site.config.ts': configSource('markdown: { plugins: [() => { for (;;) {} }] }') },
    error: { message: STOPPED('installing markdown\\.plugins\\[0\\] of site\\.config\\.ts'), file: 'site.config.ts' },
  },
  {
    name: 'a markdown plugin rule that loops',
    files: {
      'site.config.ts': configSource("markdown: { configure(md) { md.core.ruler.push('x', () => { for (;;) {} }); } }"),
    },
    error: {
      message: STOPPED("rendering .*intro\\.md with the site's markdown plugins"),
      file: 'content/docs/intro.md',
    },
  },
  {
    name: 'an editUrl function that loops',
    files: { 'site.config.ts': configSource('docs: { editUrl: () => { for (;;) {} } }') },
    error: {
      message: STOPPED('the editUrl function of site\\.config\\.ts \\(for intro\\.md\\)'),
      file: 'site.config.ts',
    },
  },
  {
    name: 'a page module whose top level loops',
    files: { 'content/pages/p.tsx': 'for (;;) {}\nexport default function P() { return null; }\n' },
    error: { message: STOPPED('loading the page module .*p\\.tsx'), file: 'content/pages/p.tsx' },
  },
  {
    name: 'a page module whose meta function loops',
    files: {
      'content/pages/p.tsx':
        'export const meta = () => { for (;;) {} };\nexport default function P() { return null; }\n',
    },
    error: { message: STOPPED('the meta function of .*p\\.tsx'), file: 'content/pages/p.tsx' },
  },
  {
    name: 'a page module that loops while rendering',
    files: { 'content/pages/p.tsx': 'export default function P() { for (;;) {} }\n' },
    error: { message: STOPPED('rendering /p'), file: 'content/pages/p.tsx' },
  },
  {
    name: 'an MDX component module whose top level loops',
    files: {
      'src/Loop.js': 'for (;;) {}\nexport default function Loop() { return null; }\n',
      [DOC]: "import Loop from '@site/src/Loop';\n\n<Loop />\n",
    },
    error: { message: STOPPED('rendering the MDX components of .*x\\.md'), file: DOC },
  },
  {
    name: 'an MDX component that loops while rendering',
    files: { ...LOOP_COMPONENT, [DOC]: "import Loop from '@site/src/Loop';\n\n<Loop />\n" },
    error: { message: STOPPED('rendering the MDX components of .*x\\.md'), file: DOC },
  },
]).map((c) => ({ ...c, timeLimit: LOOP_LIMIT }));

/** Every case. */
export const CASES: MalformedCase[] = [
  ...frontMatter,
  ...urls,
  ...sidebarFile,
  ...duplicates,
  ...siteFiles,
  ...endlessLoops,
];
