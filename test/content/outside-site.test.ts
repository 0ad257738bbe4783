/**
 * Content must not reach outside the site: no URL a page produces climbs out of the output folder, no file
 * outside the site root is copied or read, and no link can run script.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { containedSitePath, isInsideFolder } from '../../src/content/site-paths.js';
import { formatError, SitegenError } from '../../src/errors.js';
import { silentLogger } from '../../src/logger.js';
import { outputPath } from '../../src/content/site-paths.js';
import { FileSystemWriter, MemoryWriter } from '../../src/output/writer.js';
import { configSource } from '../helpers/fixture-site.js';

const parents: string[] = [];
after(() => Promise.all(parents.map((p) => rm(p, { recursive: true, force: true }))));

/** A site at `<parent>/site`, with `outside` files written relative to `<parent>` (beside the site). */
async function site(files: Record<string, string>, outside: Record<string, string> = {}) {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'sitegen-outside-'));
  parents.push(parent);
  const root = path.join(parent, 'site');
  const all: Record<string, string> = { 'site.config.ts': configSource(), 'content/docs/a.md': '# A\n', ...files };
  for (const [name, content] of Object.entries(all)) await put(path.join(root, name), content);
  for (const [name, content] of Object.entries(outside)) await put(path.join(parent, name), content);
  return { parent, root };
}

async function put(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function buildIn(root: string) {
  const writer = new MemoryWriter();
  const result = await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
  return { writer, result, files: [...writer.files.keys(), ...writer.copies.keys()] };
}

/** The build's error, which must be a SitegenError naming `file` (relative to root) and `line`. */
async function buildError(root: string, file: string, line: number): Promise<string> {
  const error = await buildIn(root).then(
    () => assert.fail('the build should fail'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof SitegenError, `a content error, not ${String(error)}`);
  assert.equal(error.location?.file, path.join(root, file));
  assert.equal(error.location?.line, line);
  assert.ok(error.hint, 'the error says how to fix it');
  return formatError(error);
}

test('URLs are normalised; one that climbs above the site root is refused', () => {
  assert.equal(containedSitePath('/docs/a/../b'), '/docs/b');
  assert.equal(containedSitePath('/docs/./a/'), '/docs/a/');
  assert.equal(containedSitePath('/docs/..'), '/');
  assert.equal(containedSitePath('/../../tmp/x'), null);
  assert.equal(containedSitePath('/docs/%2e%2e/%2e%2e/x'), null);
  assert.equal(containedSitePath('/a\\..\\..\\x'), null);
  assert.equal(containedSitePath('/a%00b'), null);
});

test('a docs slug that climbs out of the site is an error at its line', async () => {
  const { root } = await site({ 'content/docs/x.md': '---\ntitle: X\nslug: /../../tmp/x\n---\n\nText.\n' });
  assert.match(
    await buildError(root, 'content/docs/x.md', 3),
    /slug "\/\.\.\/\.\.\/tmp\/x" makes the URL .* which leads outside the site/,
  );
});

test('a blog slug and a page slug that climb out are errors', async () => {
  const blog = await site({ 'content/blog/2024-01-01-post.md': '---\ntitle: Post\nslug: ../../../x\n---\n\nText.\n' });
  await buildError(blog.root, 'content/blog/2024-01-01-post.md', 3);
  const page = await site({ 'content/pages/about.md': '---\nslug: /../../evil\n---\n\n# About\n' });
  await buildError(page.root, 'content/pages/about.md', 2);
});

test('an alias that climbs out is an error; one that stays inside is normalised', async () => {
  const bad = await site({
    'content/docs/x.md': '---\ntitle: X\naliases:\n  - /old/x\n  - /../../../x\n---\n\nText.\n',
  });
  assert.match(await buildError(bad.root, 'content/docs/x.md', 3), /alias "\/\.\.\/\.\.\/\.\.\/x"/);
  const good = await site({
    'content/docs/x.md': '---\ntitle: X\nslug: /guides/../y\naliases: [/old/./x]\n---\n\nText.\n',
  });
  const { files } = await buildIn(good.root);
  assert.ok(files.includes('docs/y/index.html'), 'the slug is normalised');
  assert.ok(files.includes('old/x/index.html'), 'the alias is normalised');
});

test("tags: ['..'] is an error instead of overwriting the blog's index", async () => {
  const { root } = await site({ 'content/blog/2024-01-01-post.md': "---\ntitle: Post\ntags: ['..']\n---\n\nText.\n" });
  assert.match(await buildError(root, 'content/blog/2024-01-01-post.md', 3), /tag "\.\." has no page of its own/);
});

test('an image outside the site root is refused with its file and line, not copied', async () => {
  const { root } = await site(
    { 'content/docs/x.md': '# X\n\nSome text.\n\n![x](../../../secret.png)\n' },
    { 'secret.png': 'SECRET' },
  );
  const message = await buildError(root, 'content/docs/x.md', 5);
  assert.match(message, /"\.\.\/\.\.\/\.\.\/secret\.png" points outside the site folder/);
});

test('a file link and an image through a symlink out of the site are refused', async () => {
  const { root, parent } = await site(
    { 'content/docs/x.md': '# X\n\n[the file](./files/secret.pdf)\n' },
    { 'secret.pdf': 'SECRET' },
  );
  await mkdir(path.join(root, 'content/docs/files'), { recursive: true });
  await symlink(path.join(parent, 'secret.pdf'), path.join(root, 'content/docs/files/secret.pdf'));
  await buildError(root, 'content/docs/x.md', 3);
});

test('symlinks in static/ and in content that leave the site are skipped with a warning naming them', async () => {
  const { root, parent } = await site(
    { 'content/static/ok.txt': 'fine\n' },
    { 'secret.txt': 'SECRET', 'secret.md': '# Secret\n' },
  );
  await symlink(path.join(parent, 'secret.txt'), path.join(root, 'content/static/leak.txt'));
  await symlink(path.join(parent, 'secret.md'), path.join(root, 'content/docs/leak.md'));
  // A link that stays inside the site is followed as before.
  await symlink(path.join(root, 'content/static/ok.txt'), path.join(root, 'content/static/alias.txt'));
  const { files, result } = await buildIn(root);
  assert.ok(files.includes('ok.txt') && files.includes('alias.txt'));
  assert.ok(!files.includes('leak.txt'), 'the link out of the site is not copied');
  assert.ok(!files.some((f) => f.startsWith('docs/leak')), 'the linked Markdown is not a page');
  const outside = result.warnings
    .filter((w) => w.code === 'outside-site')
    .map((w) => path.relative(root, w.file))
    .sort();
  assert.deepEqual(outside, ['content/docs/leak.md', 'content/static/leak.txt']);
});

test('a data file that is a symlink out of the site is skipped with a warning naming it', async () => {
  const { root, parent } = await site(
    {
      'content/data/ok.json': '{ "fine": true }\n',
      'content/pages/keys.tsx':
        "export default function Keys({ data }: { data: Record<string, unknown> }) { return <p>keys: {Object.keys(data).join(',')}</p>; }\n",
    },
    { 'secret.json': '{ "token": "SECRET" }\n' },
  );
  await symlink(path.join(parent, 'secret.json'), path.join(root, 'content/data/leak.json'));
  // A link that stays inside the site is followed as before.
  await symlink(path.join(root, 'content/data/ok.json'), path.join(root, 'content/data/alias.json'));
  const { writer, result } = await buildIn(root);
  assert.match(writer.text('keys/index.html'), /keys: alias,ok</);
  const outside = result.warnings.filter((w) => w.code === 'outside-site');
  assert.deepEqual(
    outside.map((w) => path.relative(root, w.file)),
    ['content/data/leak.json'],
  );
  assert.match(outside[0].message, /leak\.json is a symlink to a file outside the site, so it is skipped/);
});

test('a _category_ file that is a symlink out of the site is skipped with a warning naming it', async () => {
  const { root, parent } = await site(
    {
      'content/sidebars.js': "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n",
      'content/docs/guides/one.md': '# One\n',
    },
    { 'secret.json': '{ "label": "SECRET LABEL" }\n' },
  );
  await symlink(path.join(parent, 'secret.json'), path.join(root, 'content/docs/guides/_category_.json'));
  const { writer, result } = await buildIn(root);
  assert.doesNotMatch(writer.text('docs/guides/one/index.html'), /SECRET LABEL/);
  assert.deepEqual(
    result.warnings.filter((w) => w.code === 'outside-site').map((w) => path.relative(root, w.file)),
    ['content/docs/guides/_category_.json'],
  );
});

test('authors.yml and a code.json that are symlinks out of the site are skipped with warnings naming them', async () => {
  const { root, parent } = await site(
    {
      'site.config.ts': configSource("i18n: { defaultLocale: 'en', locales: ['en', 'de'] }"),
      'content/blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nText.\n',
      'content/docs/a.md': '# A\n',
      'content/i18n/de/docs/a.md': '# A\n',
    },
    {
      'secret.yml': 'secret:\n  name: SECRET AUTHOR\n',
      'secret.json': '{ "theme.docs.paginator.navAriaLabel": "SECRET MESSAGE" }\n',
    },
  );
  await symlink(path.join(parent, 'secret.yml'), path.join(root, 'content/blog/authors.yml'));
  await mkdir(path.join(root, 'content/i18n/de'), { recursive: true });
  await symlink(path.join(parent, 'secret.json'), path.join(root, 'content/i18n/de/code.json'));
  const { writer, result } = await buildIn(root).catch((error: unknown) => assert.fail(formatError(error)));
  const pages = [...writer.files.entries()].filter(([f]) => f.endsWith('.html'));
  assert.ok(!pages.some(([, html]) => /SECRET (AUTHOR|MESSAGE)/.test(String(html))), 'nothing of them is shown');
  assert.deepEqual(
    result.warnings
      .filter((w) => w.code === 'outside-site')
      .map((w) => path.relative(root, w.file))
      .sort(),
    ['content/blog/authors.yml', 'content/i18n/de/code.json'],
  );
});

test('an MDX import of a Markdown partial outside the site is an error at the import line', async () => {
  const { root } = await site(
    { 'content/docs/x.md': "---\ntitle: X\n---\n\nimport Secret from '../../../secret.md';\n\n<Secret />\n" },
    { 'secret.md': 'SECRET PARTIAL\n' },
  );
  assert.match(
    await buildError(root, 'content/docs/x.md', 5),
    /imports "\.\.\/\.\.\/\.\.\/secret\.md", which is outside the site folder/,
  );
});

test('an MDX import through a link that leads out of the site names where the link leads, and the fix', async () => {
  // flipper links its plugins' docs folders into the site and imports their pages through the links.
  const { root, parent } = await site(
    { 'content/docs/x.md': "---\ntitle: X\n---\n\nimport Plugin from './plugins/setup.md';\n\n<Plugin />\n" },
    { 'plugin-docs/setup.md': 'PLUGIN SETUP\n' },
  );
  await symlink(path.join(parent, 'plugin-docs'), path.join(root, 'content/docs/plugins'));
  const message = await buildError(root, 'content/docs/x.md', 5);
  assert.match(
    message,
    /imports "\.\/plugins\/setup\.md", a link to \S*plugin-docs\/setup\.md, which is outside the site folder/,
  );
  assert.match(message, /copy the partial into the site folder .* instead of linking it/);
});

test('a docs folder the config places beside the site (Docusaurus path: ../docs) is part of the site', async () => {
  const { root, parent } = await site(
    { 'site.config.ts': configSource("paths: { docs: '../docs' }") },
    { 'docs/intro.md': '# Intro\n', 'secret.md': '# Secret\n' },
  );
  await symlink(path.join(parent, 'secret.md'), path.join(parent, 'docs/leak.md'));
  const { files, result } = await buildIn(root);
  assert.ok(files.includes('docs/intro/index.html'), 'the docs of the configured folder are pages');
  assert.ok(!files.some((f) => f.startsWith('docs/leak')), 'a link out of that folder is still skipped');
  assert.deepEqual(
    result.warnings.filter((w) => w.code === 'outside-site').map((w) => path.basename(w.file)),
    ['leak.md'],
  );
});

test('a partial in a docs folder the config places beside the site is part of the site, and renders', async () => {
  const { root } = await site(
    { 'site.config.ts': configSource("paths: { docs: '../docs' }") },
    {
      'docs/intro.mdx': "# Intro\n\nimport Note from './_note.md';\n\n<Note />\n",
      'docs/_note.md': 'A NOTE FROM THE PARTIAL\n',
    },
  );
  const { writer } = await buildIn(root);
  assert.match(String(writer.files.get('docs/intro/index.html')), /A NOTE FROM THE PARTIAL/);
});

test('a fiddle folder beside the site with the same prefix is not inside it', async () => {
  const { root } = await site(
    { 'content/docs/x.md': '# X\n\n```fiddle ../sitesecret\n```\n' },
    { 'sitesecret/main.js': 'SECRET' },
  );
  assert.equal(isInsideFolder(root, path.join(root, '../sitesecret')), false);
  assert.equal(isInsideFolder(root, path.join(root, 'content')), true);
  assert.match(await buildError(root, 'content/docs/x.md', 3), /"\.\.\/sitesecret" points outside the site folder/);
});

test('custom_edit_url: javascript: is an error; https and site paths are links', async () => {
  const bad = await site({
    'content/docs/x.md': '---\ntitle: X\ncustom_edit_url: "javascript:alert(1)"\n---\n\nText.\n',
  });
  assert.match(await buildError(bad.root, 'content/docs/x.md', 3), /only http\(s\) URLs and site paths become links/);
  const good = await site({
    'content/docs/x.md': '---\ntitle: X\ncustom_edit_url: https://example.com/edit/x.md\n---\n\nText.\n',
    'content/docs/y.md': '---\ncustom_edit_url: /edit/y\n---\n\n# Y\n',
  });
  const { writer } = await buildIn(good.root);
  assert.match(writer.text('docs/x/index.html'), /href="https:\/\/example\.com\/edit\/x\.md"/);
});

test('the file-system writer refuses any path outside its folder', async () => {
  assert.throws(() => outputPath('/out/tmp', '../x/index.html'), /outside the output folder/);
  assert.throws(() => outputPath('/out/tmp', 'docs/../../x'), /outside the output folder/);
  assert.equal(outputPath('/out/tmp', '/docs/index.html'), '/out/tmp/docs/index.html');
  const parent = await mkdtemp(path.join(os.tmpdir(), 'sitegen-writer-'));
  parents.push(parent);
  const writer = new FileSystemWriter(path.join(parent, 'build'));
  await assert.rejects(writer.write('../../escaped.txt', 'x'), /outside the output folder/);
  await writer.abort();
  assert.deepEqual(await readdir(parent), []);
});

test('an image in a docs folder the config places beside the site is part of the site; one beside that folder is not', async () => {
  // Detox's docs (`path: '../docs'`) keep their diagrams in docs/img/.
  const { root } = await site(
    { 'site.config.ts': configSource("paths: { docs: '../docs' }") },
    {
      'docs/api/internals.md': '# Internals\n\n![A diagram](../img/uml/diagram.svg)\n',
      'docs/img/uml/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'docs/leak.md': '# Leak\n\n![A secret](../secret.svg)\n',
      'secret.svg': '<svg xmlns="http://www.w3.org/2000/svg"><!-- SECRET --></svg>\n',
    },
  );
  assert.match(await buildError(root, '../docs/leak.md', 3), /"\.\.\/secret\.svg" points outside the site folder/);
  await rm(path.join(root, '../docs/leak.md'));
  const { writer } = await buildIn(root);
  assert.match(
    String(writer.files.get('docs/api/internals/index.html')),
    /<img src="\/assets\/images\/diagram-[0-9a-f]{10}\.svg" alt="A diagram"/,
  );
});
