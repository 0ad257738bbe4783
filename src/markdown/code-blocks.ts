/**
 * Code fences: highlight.js at build time, a title bar, highlighted line ranges, optional line numbers, and the
 * 'Copy' / word-wrap buttons the client wires up. Also dispatches the fences that are not code: npm2yarn,
 * fiddle, mermaid and live code. Without script a block stays readable: escaped text, horizontal scroll, no buttons.
 */
import type { MarkdownIt } from 'markdown-it';
import type { MarkdownEnv } from './env.js';
import { WRAP_GLYPH } from '../../templates/placeholders.js';
import { uiString } from './env.js';
import { parseFenceMeta, themeClassicTitle, type FenceMeta } from './fence-meta.js';
import { importedCode, type CodeImportOptions } from './code-import.js';
import { warnFileSnippet } from './file-snippets.js';
import { renderFiddle } from './fiddle.js';
import { codeBlockClasses, lineClass, splitLines } from '../../templates/code-lines.js';
import { codeButtonsHtml, type CodeButtonLabels } from '../../templates/code-buttons.js';
import { defaultCodeLanguage, highlight } from './highlight.js';
import { codeBlockElement } from './mdx/markdown-elements.js';
import { detab } from './detab.js';
import { parseMagicComments } from './magic-comments.js';
import { npm2yarnVariants, type Converter } from './npm2yarn.js';
import { escapeAttr, escapeText } from '../../templates/escape.js';
import { isLiveFence, renderPlayground, type LiveCodeOptions } from './playground.js';
import { renderPanelOpen, renderTabList } from './tabs.js';

/** Options of the code-block plugin. */
export interface CodeBlockOptions {
  /**
   * Where the fiddle button opens the example: `{folder}` is replaced by the fence's folder. A site path
   * (`/fiddle/?example={folder}`) is per locale; a full URL is kept as written.
   */
  fiddleUrl: string;
  /** Render ```mermaid as diagrams (else as code). */
  diagrams: boolean;
  /** The package managers an npm2yarn fence converts to, after the npm tab (named, or the site's functions). */
  npm2yarn: readonly Converter[];
  /** The config file the converters come from, for the error of one that throws. */
  configFile?: string | null;
  /** npm2yarn tabs form one group (switch together, remembered); false: each fence on its own. */
  npm2yarnSync?: boolean;
  /** theme-classic's markup besides sitegen's (a Docusaurus site; see `CodeMarkup`). */
  themeClassic?: boolean;
  /** A fence with `live` in its meta is a playground (a Docusaurus site with theme-live-codeblock). */
  liveCode?: LiveCodeOptions | null;
  /** A fence whose meta names a `file=` shows that file's code (code-import.ts). */
  codeImport?: CodeImportOptions;
}

/** The spec's playground lives at /fiddle/. */
export const defaults: CodeBlockOptions = {
  fiddleUrl: '/fiddle/?example={folder}',
  diagrams: true,
  npm2yarn: ['yarn'],
};

/** A diagram's markup: its source, which the page's diagram script draws (client/mermaid.ts). */
export function diagramHtml(code: string): string {
  return `<div class="mermaid-diagram" data-mermaid><pre class="mermaid-source">${escapeText(code)}</pre></div>`;
}

/** Replaces the fence and indented-code renderers. */
export function codeBlocks(md: MarkdownIt, options: CodeBlockOptions = defaults): void {
  md.renderer.rules.fence = (tokens, i, _opts, rawEnv) => {
    const env = rawEnv as unknown as MarkdownEnv;
    const token = tokens[i];
    const meta = parseFenceMeta(token.info);
    if (options.themeClassic) meta.title = themeClassicTitle(meta.rest);
    const line = token.map?.[0] ?? 0;
    const imported = options.codeImport && importedCode(meta, { env, line, options: options.codeImport });
    const written = imported === undefined ? token.content : `${imported}\n`;
    // A Docusaurus site's code has its tabs made spaces, as MDX 1 makes them; a diagram's source is no code block
    // there (theme-mermaid's remark plugin takes it first), so it keeps its tabs.
    const content = options.themeClassic && meta.lang !== 'mermaid' ? detab(written) : written;
    const code = content.replace(/\n$/, '');
    if (meta.lang === 'fiddle') {
      const renderCode = (code: string, lang: string) => renderCodeBlock(code, { ...parseFenceMeta(''), lang });
      return renderFiddle(meta.rest, token.map?.[0] ?? 0, env, { fiddleUrl: options.fiddleUrl, renderCode });
    }
    if (meta.lang === 'mermaid' && options.diagrams) {
      env.features.mermaid = true;
      return `${diagramHtml(code)}\n`;
    }
    if (options.liveCode && isLiveFence(meta)) return renderPlayground(code, meta, env, options.liveCode);
    if (meta.npm2yarn && env.npm2yarnTabs !== false)
      return renderNpm2Yarn({ code, meta, line: token.map?.[0] ?? 0, env }, options);
    if (options.themeClassic && !options.codeImport) warnFileSnippet(code, meta, line, env);
    const block = { info: token.info, code: content };
    const own = () => renderCodeBlock(code, meta, options);
    return codeBlockElement(env, block, own) ?? own();
  };
  md.renderer.rules.code_block = (tokens, i, _opts, env) => {
    const content = options.themeClassic ? detab(tokens[i].content) : tokens[i].content;
    const block = { info: '', code: content };
    const own = () => renderCodeBlock(content.replace(/\n$/, ''), parseFenceMeta(''), options);
    return codeBlockElement(env as unknown as MarkdownEnv, block, own) ?? own();
  };
}

/**
 * How a site's code blocks are marked up beyond sitegen's own: `themeClassic` (a Docusaurus site) wraps each line
 * in Prism's `token-line` span, gives the `<pre>` Prism's and the language's class, and gives each part the
 * CSS-module class theme-classic gives it (templates/theme-classic-classes.ts), as theme-classic renders code, so a
 * site's CSS for them applies (tauri's `pre.language-shell .token-line::before { content: '$ ' }`, wails's line
 * numbers on `.prism-code.language-go .token-line::before`, react-native-website's `div[class*="codeBlockTitle"]`).
 */
export interface CodeMarkup {
  themeClassic?: boolean;
}

/** One code block with its title bar and buttons. */
export function renderCodeBlock(source: string, meta: FenceMeta, { themeClassic = false }: CodeMarkup = {}): string {
  // theme-classic gives a block that names no language the site's `prism.defaultLanguage`, class and colours.
  const fallback = themeClassic && !meta.lang ? defaultCodeLanguage() : undefined;
  if (fallback) meta = { ...meta, lang: fallback };
  // A `{1,3}` range in the meta wins over magic comments, as in Docusaurus.
  const magic = meta.highlightLines.size > 0 ? null : parseMagicComments(source, meta.lang);
  const code = magic ? magic.code : source;
  if (magic?.lines.size) meta = { ...meta, highlightLines: magic.lines };
  let html = highlight(code, meta.lang);
  const numbered = meta.showLineNumbers;
  const marked = meta.highlightLines.size > 0 || numbered;
  if (marked || themeClassic) {
    html = splitLines(html)
      .map(
        (line, i) =>
          `<span class="${lineClass(meta.highlightLines.has(i + 1), { marked, themeClassic, own: magic?.classes.get(i + 1) })}">${line || (marked ? ' ' : '')}</span>`,
      )
      .join('\n');
  }
  if (!marked && code.endsWith('\n')) {
    // A blank last line shows, as Docusaurus shows it: a <pre> does not draw the line after a final line break.
    html += '\n';
  }
  const lang = meta.lang ? escapeAttr(meta.lang.toLowerCase()) : 'text';
  const part = codeBlockClasses({ lang, numbered, themeClassic });
  const title = meta.title ? `<div class="${part.title}">${escapeText(meta.title)}</div>` : '';
  return (
    `<div class="${part.container}">${title}` +
    `<div class="${part.body}"><pre class="${part.pre}" tabindex="0"><code class="${part.code}">${html}</code></pre>` +
    `<div class="${part.buttons}">${codeButtonsHtml(BUTTON_LABELS, { themeClassic })}</div></div></div>\n`
  );
}

/** The buttons' texts, filled in each locale. */
const BUTTON_LABELS: CodeButtonLabels = {
  wrap: uiString('code.wrap'),
  copy: uiString('code.copy'),
  copyLabel: uiString('code.copyLabel'),
  copied: uiString('code.copied'),
  wrapGlyph: WRAP_GLYPH,
};

/** An npm2yarn fence: its code, its meta, its 0-based line in the body and the render's env. */
interface Npm2YarnFence {
  code: string;
  meta: FenceMeta;
  line: number;
  env: MarkdownEnv;
}

function renderNpm2Yarn({ code, meta, line, env }: Npm2YarnFence, options: CodeBlockOptions): string {
  const variants = npm2yarnVariants(code, {
    converters: options.npm2yarn,
    configFile: options.configFile,
    fence: { file: env.file, line: line + 1 + env.lineOffset, source: env.source },
  });
  const id = `tabs-${++env.uid}`;
  const list = renderTabList({
    id,
    // Docusaurus's `sync: false` gives the tabs no groupId: each set switches on its own.
    groupId: options.npm2yarnSync === false ? null : 'npm2yarn',
    items: variants.map((v) => ({ value: v.value, label: v.label, isDefault: false })),
    selected: 0,
  });
  const panels = variants
    .map(
      (v, i) =>
        renderPanelOpen(id, i, i === 0, v.label) +
        renderCodeBlock(v.code, { ...meta, npm2yarn: false }, options) +
        '</div>\n',
    )
    .join('');
  return `${list}${panels}</div>\n`;
}
