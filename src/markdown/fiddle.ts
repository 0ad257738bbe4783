/**
 * ```fiddle <folder>[|focus=<file>] embeds every file of a folder as a tab, with a button that opens the
 * example in the playground. The folder is read at build time; a missing folder or focus file stops the build.
 */
import { SitegenError, withLocation } from '../errors.js';
import { escapeAttr } from '../../templates/escape.js';
import { LOCALE_BASE, uiString } from '../../templates/placeholders.js';
import type { LinkRecord } from '../types.js';
import type { MarkdownEnv } from './env.js';
import { renderPanelOpen, renderTabStrip } from './tabs.js';

/** Extension -> highlight.js language. */
const LANGS: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  html: 'xml',
  css: 'css',
  json: 'json',
  ts: 'typescript',
};

/** What a fiddle embed needs from the code-block plugin. */
export interface FiddleOptions {
  /** The 'Open in Fiddle' target, `{folder}` filled in; a site path is per locale, a full URL kept as written. */
  fiddleUrl: string;
  /** One file's code block (the fence renderer's, with its buttons). */
  renderCode: (code: string, lang: string) => string;
}

/** Render a fiddle embed; `line` is the fence's 0-based line in the body. */
export function renderFiddle(arg: string, line: number, env: MarkdownEnv, options: FiddleOptions): string {
  const [folder, ...settings] = arg.split('|').map((s) => s.trim());
  const focusOpt = settings.find((o) => o.startsWith('focus='));
  const focus = focusOpt ? focusOpt.slice(6) : 'main.js';
  const location = { file: env.file, line: line + 1 + env.lineOffset, source: env.source };
  if (!folder)
    throw new SitegenError('a fiddle fence needs a folder', {
      location,
      hint: 'write ```fiddle docs/latest/fiddles/<name>',
    });
  const found = withLocation(location, () => env.readFiddle(folder));
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
  const selected = names.indexOf(focus);
  const strip = renderTabStrip({
    id,
    items: names.map((name) => ({ value: name, label: name, isDefault: false })),
    selected,
  });
  const panels = names.map((name, i) => {
    const code = found.files[name].replace(/\n$/, '');
    return `${renderPanelOpen(id, i, i === selected, name)}${options.renderCode(code, LANGS[name.split('.').pop() ?? ''] ?? '')}</div>\n`;
  });
  const href = fiddleHref(options.fiddleUrl, folder);
  env.links.push(fiddleLink(href, location.line));
  const open = `<a class="button button--primary fiddle__open" href="${escapeAttr(href)}">${uiString('fiddle.open')}</a>`;
  return `<div class="fiddle tabs" data-fiddle="${escapeAttr(folder)}">${strip}${open}\n${panels.join('')}</div>\n`;
}

/** The button's target: a site path is per locale, like every internal link; a full URL is kept as written. */
function fiddleHref(template: string, folder: string): string {
  const url = template
    .replaceAll('{folder}', encodeURIComponent(folder))
    .replaceAll('{folderPath}', folder.split('/').map(encodeURIComponent).join('/'));
  return url.startsWith('/') && !url.startsWith('//') ? `${LOCALE_BASE}${url}` : url;
}

/** The button's link, recorded for `check` like any link the page writes. */
function fiddleLink(href: string, line: number): LinkRecord {
  const raw = href.startsWith(LOCALE_BASE) ? href.slice(LOCALE_BASE.length) : href;
  // A full URL (or a relative one, which the browser resolves against each page) is not the site's to judge.
  const external = raw === href;
  const resolved = external ? null : raw.split(/[?#]/)[0];
  return { kind: 'link', raw, resolved, anchor: null, line, column: 1, external, via: 'fiddle' };
}

/** main.js first, then the usual order of an Electron app, then the rest by name. */
function byImportance(a: string, b: string): number {
  const order = ['main.js', 'preload.js', 'index.html', 'renderer.js', 'styles.css'];
  const ia = order.indexOf(a) < 0 ? order.length : order.indexOf(a);
  const ib = order.indexOf(b) < 0 ? order.length : order.indexOf(b);
  return ia - ib || a.localeCompare(b);
}
