/**
 * The module scripts that mount a Docusaurus page's `data-hydrate="load"` islands before the window's load event
 * (client/islands-now.ts says why and how). Chromium holds `load` (and DOMContentLoaded) for module scripts in the
 * page's HTML, with every module they import, and runs them in document order; it does not hold it for `import()`
 * or `<link rel="modulepreload">`, which is how islands otherwise load. One script per island module, each
 * importing it, so that each module runs after the previous script made its island's page current.
 */
import { EARLY_ISLANDS_ATTRIBUTE, ISLANDS_NOW } from '../../templates/early-islands.js';

/** An island's opening tag; its attribute values hold no `>` (React escapes it). */
const ISLAND_TAG = /<sitegen-island [^>]*>/g;

/**
 * `parts` (a linked page, src/render/island-links.ts) with the scripts before its last `</body>`, when the client
 * bundle has the module that mounts islands early (a Docusaurus site's) and the page has islands to mount.
 */
export function withEarlyIslands(parts: string[], chunks: Record<string, string>): string[] {
  const entry = chunks[ISLANDS_NOW];
  if (!entry || !parts.some((part) => part.includes('<sitegen-island '))) return parts;
  const urls = earlyModules(parts);
  if (urls.length === 0) return parts;
  const scripts = urls.map((url, i) => {
    const previous = i > 0 ? urls[i - 1] : null;
    const imports = `import{step}from${js(entry)};${previous ? `import*as m from${js(previous)};` : ''}`;
    return script(`${imports}step(${js(previous)},${previous ? 'm' : 'null'},${js(url)})`);
  });
  scripts.push(
    script(`import{step}from${js(entry)};import*as m from${js(urls.at(-1)!)};step(${js(urls.at(-1)!)},m,null)`),
  );
  const at = parts.findLastIndex((part) => part.includes('</body>'));
  const out = [...parts];
  if (at < 0) out[out.length - 1] += scripts.join('');
  else {
    const end = out[at].lastIndexOf('</body>');
    out[at] = out[at].slice(0, end) + scripts.join('') + out[at].slice(end);
  }
  return out;
}

/** The modules of the page's early islands, each once, in document order, a Root's before its island's. */
function earlyModules(parts: string[]): string[] {
  const urls = new Set<string>();
  for (const part of parts) {
    for (const [tag] of part.matchAll(ISLAND_TAG)) {
      // An island whose stylesheet loads with it is left to client/islands.ts, which waits for it.
      if (!tag.includes(' data-hydrate="load"') || tag.includes(' data-css="')) continue;
      const src = attribute(tag, 'data-src');
      if (!src) continue;
      const root = attribute(tag, 'data-root-src');
      if (root) urls.add(root);
      urls.add(src);
    }
  }
  return [...urls];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

function script(source: string): string {
  return `<script type="module" ${EARLY_ISLANDS_ATTRIBUTE}>${source}</script>`;
}

/** A string as a JavaScript literal inside a `<script>`. */
function js(value: string | null): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
