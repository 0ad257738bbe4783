/** Docusaurus-shaped fixture sites: a folder with docusaurus.config.* and no site.config.*, built in memory. */
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { after } from 'node:test';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { removeAtExit, type BuiltFixture } from '../helpers/fixture-site.js';

/** The smallest Docusaurus config: title, url and the classic preset, with sidebars.js as create-docusaurus writes. */
export const MINIMAL_CONFIG = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`;

/** A site with @docusaurus/theme-live-codeblock; `themeConfig` is written into the config as it is. */
export function liveConfig(themeConfig = '{}'): string {
  return `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', themes: ['@docusaurus/theme-live-codeblock'], themeConfig: ${themeConfig}, presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`;
}

export const LIVE_DOC = [
  '# Live',
  '',
  '```jsx live',
  '<Greeting name="Dino" />',
  '```',
  '',
  '```jsx live noInline',
  'const Twice = () => <><Greeting name="A" /><Greeting name="B" /></>;',
  'render(<Twice />);',
  '```',
  '',
].join('\n');

/** The lines of a build's one "not honoured" warning, each trimmed (`- plugins: x is not run`); none without it. */
export function ignoredLines(b: { warnings: { message: string }[] }): string[] {
  const warning = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  return warning
    .split('\n')
    .slice(1)
    .map((l) => l.trim());
}

/** A fixture entry that is a symbolic link to `target` (an installed package folder, say), not a file. */
export interface Symlink {
  symlink: string;
}

/** A link to `target`, for a fixture's files. */
export function symlinkTo(target: string): Symlink {
  return { symlink: target };
}

/** What a fixture site holds: files by path, and links. */
export type FixtureFiles = Record<string, string | Symlink | undefined>;

/**
 * Write `files` (no site.config.*) into a temp folder and build it (only `locales`, when given). With `siteDir`, the
 * site is that folder of the temp folder (its default config and doc go there), so `files` may hold code beside it, as
 * a repository keeps its website in `website/`.
 */
export async function buildDocusaurusSite(
  files: FixtureFiles,
  { siteDir = '.', ...options }: { locales?: string[]; siteDir?: string } = {},
): Promise<BuiltFixture> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sitegen-docusaurus-'));
  removeAtExit(folder);
  const root = path.join(folder, siteDir);
  const all: Partial<FixtureFiles> = {
    [path.join(siteDir, 'docusaurus.config.js')]: MINIMAL_CONFIG,
    [path.join(siteDir, 'docs/intro.md')]: '# Intro\n\nHello.\n',
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    if (content === undefined) continue;
    const file = path.join(folder, name);
    await mkdir(path.dirname(file), { recursive: true });
    if (typeof content === 'string') await writeFile(file, content);
    else await symlink(content.symlink, file);
  }
  const writer = new MemoryWriter();
  try {
    const result = await build({ root, logger: silentLogger, writer, workers: 0, minify: false, ...options });
    return {
      ...result,
      root,
      writer,
      // Docusaurus pages are islands: the empty comments React puts between text parts for hydration are left out.
      // `x.html` when the config sets `trailingSlash: false`.
      page: (urlPath) => {
        const name = urlPath.replace(/^\/|\/$/g, '');
        const file =
          urlPath === '/' || !writer.files.has(`${name}.html`)
            ? `${name}/index.html`.replace(/^\//, '')
            : `${name}.html`;
        return writer.text(file).replaceAll('<!-- -->', '');
      },
      files: () => [...writer.files.keys(), ...writer.copies.keys()].sort(),
      cleanup: () => rm(folder, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/** `site(files)`: build a Docusaurus fixture site; every site it built is removed after the calling file's tests. */
export function docusaurusSites(): (
  files: FixtureFiles,
  options?: Parameters<typeof buildDocusaurusSite>[1],
) => Promise<BuiltFixture> {
  const built: BuiltFixture[] = [];
  after(() => Promise.all(built.map((b) => b.cleanup())));
  return async (files, options) => {
    const b = await buildDocusaurusSite(files, options);
    built.push(b);
    return b;
  };
}

/** A page's Markdown, as rendered (failures then show it alone). */
export function markdownOf(page: string): string {
  return /<div class="(?:theme-doc-markdown )?markdown">([\s\S]*?)<\/article>/.exec(page)?.[1] ?? page;
}

/** A site's src/theme/MDXComponents as sites write it: the theme's components spread in, some replaced by `entries`. */
export const mdxComponentsFile = (own: string, entries: string) => `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
${own}
export default { ...MDXComponents, ${entries} };
`;
