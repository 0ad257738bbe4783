/**
 * Build-time syntax highlighting with highlight.js. Only the grammars a docs site meets are registered (loading
 * all 190 costs ~60 ms per process); unknown languages render as escaped plain text, never an error.
 * Results are cached by language and code: translated pages repeat most code blocks verbatim.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import objectivec from 'highlight.js/lib/languages/objectivec';
import plaintext from 'highlight.js/lib/languages/plaintext';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shell from 'highlight.js/lib/languages/shell';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeText } from '../../templates/escape.js';

const GRAMMARS = { bash, c, cpp, css, diff, dockerfile, go, ini, java, javascript, json, markdown, objectivec, plaintext, powershell, python, rust, shell, swift, typescript, xml, yaml };
for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);
hljs.registerAliases(['mjs', 'cjs', 'jsx', 'js', 'node'], { languageName: 'javascript' });
hljs.registerAliases(['tsx', 'ts', 'mts', 'cts'], { languageName: 'typescript' });
hljs.registerAliases(['sh', 'zsh', 'console'], { languageName: 'bash' });
hljs.registerAliases(['html', 'svg', 'plist', 'xhtml'], { languageName: 'xml' });
hljs.registerAliases(['objc', 'mm', 'objective-c'], { languageName: 'objectivec' });
hljs.registerAliases(['ps', 'ps1', 'pwsh'], { languageName: 'powershell' });
hljs.registerAliases(['text', 'txt', 'plain'], { languageName: 'plaintext' });
hljs.registerAliases(['gn', 'toml'], { languageName: 'ini' });
hljs.registerAliases(['patch'], { languageName: 'diff' });

/** Languages that are not worth a grammar run: their output would be escaped text anyway. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

const cache = new Map<string, string>();

/** Highlighted HTML for `code` in `lang`, or escaped text when the language has no grammar. */
export function highlight(code: string, lang: string): string {
  const name = lang.toLowerCase();
  if (PLAIN.has(name) || !hljs.getLanguage(name)) return escapeText(code);
  const key = `${name}\u0000${code}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
    if (cache.size > 5000) cache.clear();
    cache.set(key, html);
  }
  return html;
}

/**
 * Splits highlighted HTML into lines, closing the spans open at each line end and reopening them on the next,
 * so that each line can be wrapped (for highlighted ranges and line numbers).
 */
export function splitLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const re = /(<span[^>]*>)|(<\/span>)|(\n)/g;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    current += html.slice(last, m.index);
    last = re.lastIndex;
    if (m[1]) {
      open.push(m[1]);
      current += m[1];
    } else if (m[2]) {
      open.pop();
      current += m[2];
    } else {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    }
  }
  current += html.slice(last);
  lines.push(current);
  return lines;
}
