/**
 * ```fiddle <folder>[|focus=<file>] embeds every file of a folder as a tab, with a button that opens the
 * example in the playground. The folder is read at build time; a missing folder or focus file stops the build.
 */
import { SitegenError } from '../errors.js';
import { LOCALE_BASE } from '../types.js';
import type { MarkdownEnv } from './env.js';
import { highlight } from './highlight.js';
import { escapeAttr, escapeHtml } from './tabs.js';

/** Extension -> highlight.js language. */
const LANGS: Record<string, string> = { js: 'javascript', mjs: 'javascript', cjs: 'javascript', html: 'xml', css: 'css', json: 'json', ts: 'typescript' };

/** Render a fiddle embed; `line` is the fence's 0-based line in the body, `playgroundPath` a site path. */
export function renderFiddle(arg: string, line: number, env: MarkdownEnv, playgroundPath: string): string {
  const [folder, ...options] = arg.split('|').map((s) => s.trim());
  const focusOpt = options.find((o) => o.startsWith('focus='));
  const focus = focusOpt ? focusOpt.slice(6) : 'main.js';
  const location = { file: env.file, line: line + 1 + env.lineOffset, source: env.source };
  if (!folder) throw new SitegenError('a fiddle fence needs a folder', { location, hint: 'write ```fiddle docs/latest/fiddles/<name>' });
  const found = env.readFiddle(folder);
  if (found.files === null) {
    throw new SitegenError(`the fiddle folder "${folder}" does not exist`, {
      location,
      hint: found.existing.length
        ? `use one of the folders that exist: ${found.existing.join(', ')}.`
        : 'give the folder from the site root (or from the content folder), e.g. docs/latest/fiddles/quick-start.',
    });
  }
  const names = Object.keys(found.files).sort(byImportance);
  if (!names.includes(focus)) {
    throw new SitegenError(`the fiddle folder "${folder}" has no file "${focus}" to focus`, {
      location,
      hint: `focus one of the files it holds: ${names.join(', ') || '(the folder is empty)'}.`,
    });
  }
  const id = `fiddle-${++env.uid}`;
  const tabs = names
    .map((name, i) => {
      const sel = name === focus;
      return `<button type="button" role="tab" class="tabs__tab" id="${id}-tab-${i}" aria-controls="${id}-panel-${i}" aria-selected="${sel}" tabindex="${sel ? 0 : -1}">${escapeHtml(name)}</button>`;
    })
    .join('');
  const panels = names
    .map((name, i) => {
      const lang = LANGS[name.split('.').pop() ?? ''] ?? '';
      const code = highlight(found.files[name].replace(/\n$/, ''), lang);
      return `<div role="tabpanel" class="tabs__panel" id="${id}-panel-${i}" aria-labelledby="${id}-tab-${i}" data-label="${escapeAttr(name)}"${name === focus ? '' : ' hidden'}><div class="code-block"><pre class="hljs" tabindex="0"><code class="language-${lang || 'text'}">${code}</code></pre></div></div>`;
    })
    .join('');
  // The playground page is per locale, like every internal link.
  const href = `${LOCALE_BASE}${playgroundPath}?example=${encodeURIComponent(folder)}`;
  return `<div class="fiddle tabs" data-fiddle="${escapeAttr(folder)}"><div class="fiddle__bar"><div role="tablist" class="tabs__list" aria-label="${escapeAttr(folder)}">${tabs}</div><a class="button button--primary fiddle__open" href="${escapeAttr(href)}">\u0000t:fiddle.open\u0000</a></div>${panels}</div>\n`;
}

/** main.js first, then the usual order of an Electron app, then the rest by name. */
function byImportance(a: string, b: string): number {
  const order = ['main.js', 'preload.js', 'index.html', 'renderer.js', 'styles.css'];
  const ia = order.indexOf(a) < 0 ? order.length : order.indexOf(a);
  const ib = order.indexOf(b) < 0 ? order.length : order.indexOf(b);
  return ia - ib || a.localeCompare(b);
}
