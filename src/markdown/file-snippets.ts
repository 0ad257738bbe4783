/**
 * A Docusaurus fence whose code a remark plugin reads from a file (```tsx file=src/app.tsx start=A end=B, as
 * docusaurus-plugin-internaldocs-fb's remark-code-snippets and remark-code-import read it). sitegen runs no remark
 * plugin, so such a fence, empty in the Markdown, is drawn empty: the ignored-settings warning names the plugin,
 * and this names each block that loses its code, where it is.
 */
import type { MarkdownEnv } from './env.js';
import type { FenceMeta } from './fence-meta.js';

/** Warn when the fence on 0-based `line` is empty and names the file a remark plugin would fill it from. */
export function warnFileSnippet(code: string, meta: FenceMeta, line: number, env: MarkdownEnv): void {
  const { file } = meta;
  if (file === null || code.trim() !== '') return;
  env.warnings.push({
    code: 'other',
    file: env.file,
    line: line + 1 + (env.lineOffset ?? 0),
    message: `this code block is drawn empty: its code is the file=${file} a remark plugin of the site reads in under Docusaurus (remark-code-snippets, remark-code-import), and sitegen runs no remark plugin. Paste the code into the block.`,
  });
}
