import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { SitegenError } from '../../src/errors.js';
import { writeFixture } from '../helpers/fixture-site.js';

test('site.config.ts with defineConfig from "sitegen" loads and fills defaults', async () => {
  const root = await writeFixture({
    'site.config.ts': `import { defineConfig } from 'sitegen';\nconst title: string = 'T';\nexport default defineConfig({ title, url: 'https://x.dev' });\n`,
  });
  try {
    const config = await loadConfig({ root });
    assert.equal(config.title, 'T');
    assert.equal(config.baseUrl, '/');
    assert.equal(config.docs.routeBasePath, 'docs');
    assert.deepEqual(config.docs.toc, { minHeadingLevel: 2, maxHeadingLevel: 4 });
    assert.equal(config.blog.postsPerPage, 10);
    assert.equal(config.blog.sidebarCount, 50);
    assert.equal(config.blog.sidebarTitle, 'Latest posts');
    assert.deepEqual(config.i18n.locales, ['en']);
    assert.equal(config.paths.docs, 'content/docs');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('every problem is listed as "! path: message" under one headline', async () => {
  const root = await writeFixture({
    'site.config.mjs': `export default { title: '', url: 'not a url', baseUrl: 'docs', blog: { postsPerPage: 'ten' }, colour: true };\n`,
    'site.config.ts': '',
  });
  try {
    await assert.rejects(loadConfig({ root, configFile: 'site.config.mjs' }), (error: SitegenError) => {
      assert.match(error.message, /site\.config\.mjs has 5 problems/);
      assert.deepEqual(error.details, [
        '! title: String must contain at least 1 character(s)',
        '! url: Invalid url',
        '! baseUrl: must start and end with "/" (for example "/" or "/docs-site/")',
        '! blog.postsPerPage: expected number, got string',
        '! (root): unknown field "colour"; remove it or check the spelling',
      ]);
      return true;
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('checks across fields join the same list, each with its path', async () => {
  const root = await writeFixture({
    'site.config.mjs': `export default { title: 'T', url: 'https://x.dev', i18n: { defaultLocale: 'fr', locales: ['en', 'de'] }, codeThemes: { dark: 'no-such-theme' }, tagline: 3 };\n`,
  });
  try {
    await assert.rejects(loadConfig({ root, configFile: 'site.config.mjs' }), (error: SitegenError) => {
      assert.match(error.message, /site\.config\.mjs has 3 problems/);
      assert.deepEqual(error.details, [
        '! tagline: expected string, got number',
        '! i18n.defaultLocale: "fr" is not in i18n.locales (["en","de"]); add it there or pick one of them',
        '! codeThemes.dark: unknown code theme "no-such-theme"; use a highlight.js theme name such as github, github-dark, atom-one-dark',
      ]);
      return true;
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a navbar search item on a site without search is a problem at the item', async () => {
  const root = await writeFixture({
    'site.config.mjs': `export default { title: 'T', url: 'https://x.dev', search: { provider: 'none' }, navbar: { items: [{ type: 'search' }] } };\n`,
  });
  try {
    await assert.rejects(loadConfig({ root, configFile: 'site.config.mjs' }), (error: SitegenError) => {
      assert.deepEqual(error.details, [
        "! navbar.items.0: a search item needs a search: remove the item, or set search.provider to 'local' or 'algolia'",
      ]);
      return true;
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('the schema describes every field (what it is for, an example where useful)', async () => {
  const { configSchema } = await import('../../src/config/schema.js');
  const undescribed: string[] = [];
  // A field is described on its outermost schema (`.describe()` after `.default()`); wrappers are looked through.
  const visit = (schema: unknown, at: string, described: boolean): void => {
    const def = (schema as { _def: Record<string, unknown> & { typeName: string } })._def;
    const here = described || Boolean((schema as { description?: string }).description);
    const inner = (def.innerType ?? def.schema) as unknown;
    if (inner) return visit(inner, at, here);
    if (at && !here) undescribed.push(at);
    if (def.typeName === 'ZodArray') return visit(def.type, `${at}[]`, true);
    if (def.typeName === 'ZodRecord') return visit(def.valueType, `${at}{}`, true);
    if (def.typeName === 'ZodObject')
      for (const [key, value] of Object.entries((def.shape as () => Record<string, unknown>)()))
        visit(value, at ? `${at}.${key}` : key, false);
  };
  visit(configSchema, '', true);
  assert.deepEqual(undescribed, []);
});

test('a config that does not compile points at the line', async () => {
  const root = await writeFixture({ 'site.config.ts': `export default {\n  title: 'x',,\n};\n` });
  try {
    await assert.rejects(loadConfig({ root }), (error: SitegenError) => {
      assert.match(error.message, /site\.config\.ts does not compile/);
      assert.equal(error.location?.line, 2);
      return true;
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a config runs as CommonJS: import.meta, module.exports and packages work; top-level await is a compile error', async () => {
  const root = await writeFixture({
    'site.config.mjs': `import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst here = path.basename(path.dirname(fileURLToPath(import.meta.url)));\nexport default { title: here + '|' + path.basename(import.meta.dirname), url: 'https://x.dev' };\n`,
    'other.config.js': `module.exports = { title: 'CommonJS', url: 'https://x.dev' };\n`,
    'await.config.ts': `const title = await Promise.resolve('x');\nexport default { title, url: 'https://x.dev' };\n`,
  });
  try {
    const name = path.basename(root);
    assert.equal((await loadConfig({ root, configFile: 'site.config.mjs' })).title, `${name}|${name}`);
    assert.equal((await loadConfig({ root, configFile: 'other.config.js' })).title, 'CommonJS');
    await assert.rejects(loadConfig({ root, configFile: 'await.config.ts' }), (error: SitegenError) => {
      assert.match(error.message, /await\.config\.ts does not compile: Top-level await/);
      assert.equal(error.location?.line, 1);
      assert.match(error.hint ?? '', /cannot await at its top level/);
      return true;
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
