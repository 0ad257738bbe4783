/**
 * A Markdown file that page code imports (`import Intro from './intro.md'`), rendered to HTML with the site's
 * Markdown (its plugins included). Kept apart from page-imports.ts: the page bundle may be made on a thread of its
 * own (src/site/bundle-thread.ts), which has no Markdown and asks the build's thread for each such file.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../../config/schema.js';
import { parseFrontMatter } from '../../content/front-matter.js';
import { createMarkdown } from '../../markdown/create-markdown.js';
import { createEnv } from '../../markdown/env.js';

/** Renders an imported Markdown file (absolute path) to HTML. */
export type ImportedMarkdown = (file: string) => string | Promise<string>;

/** The renderer of the site in `config`; its Markdown is made on the first call. */
export function importedMarkdown(config: ResolvedConfig): ImportedMarkdown {
  let md: ReturnType<typeof createMarkdown> | null = null;
  return (file) => {
    md ??= createMarkdown(config);
    // Compiled as the pages plugin's Markdown: its npm2yarn fences are tabs where the pages' options list npm2yarn.
    const npm2yarnTabs = config.docusaurus?.npm2yarnSections?.includes('pages') ?? true;
    return renderImportedMarkdown(md, file, { root: config.root, npm2yarnTabs });
  };
}

/** A Markdown file's HTML, without its front matter and its MDX `import` / `export` lines. */
function renderImportedMarkdown(
  md: ReturnType<typeof createMarkdown>,
  file: string,
  { root, npm2yarnTabs }: { root: string; npm2yarnTabs: boolean },
): string {
  const source = readFileSync(file, 'utf8');
  const body = parseFrontMatter(source, file).body.replace(/^(import|export) .*$/gm, '');
  const env = createEnv({
    file,
    relPath: path.relative(root, file),
    source,
    lineOffset: 0,
    resolveLink: () => null,
    resolveAsset: () => null,
    readFiddle: () => ({ files: null, existing: [] }),
    summaryOf: undefined,
    npm2yarnTabs,
  });
  return md.render(body, env);
}
