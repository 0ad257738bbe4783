/**
 * The floor a Markdown site build cannot beat on one core: read every doc and post of a site (default locale) and
 * render it with plain markdown-it and highlight.js, nothing else. `npm run bench` times this process beside
 * `sitegen build` of the same site and prints sitegen's time as a ratio to it.
 *   node scripts/bench/markdown-floor.mjs <docs dir> <blog dir>   prints the file count and HTML bytes as JSON
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import hljs from 'highlight.js';
import MarkdownIt from 'markdown-it';

const dirs = process.argv.slice(2);
const md = new MarkdownIt({
  html: true,
  linkify: true,
  highlight(code, lang) {
    const language = lang.split(/\s/)[0];
    return hljs.getLanguage(language)
      ? hljs.highlight(code, { language, ignoreIllegals: true }).value
      : md.utils.escapeHtml(code);
  },
});
let files = 0;
let bytes = 0;
for (const dir of dirs) {
  for (const file of fg.sync('**/*.{md,mdx}', { cwd: dir })) {
    const source = readFileSync(path.join(dir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    bytes += md.render(source).length;
    files++;
  }
}
process.stdout.write(JSON.stringify({ files, bytes }));
