/**
 * The code that starts one of sitegen's threads: its CommonJS bundle (compiled beside the CLI's by bin/compile.mjs)
 * through V8's code cache (src/code-cache.ts), as the CLI runs `build`. As an ES module each thread compiled its
 * code afresh (~40 ms of CPU per render thread, measured). Run from TypeScript sources (tests, through tsx) there is
 * none: workers would not inherit the TypeScript loader, so the work stays in the calling thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `new Worker(code, { eval: true })`'s code for `bundle` (e.g. `render-worker.cjs`), calling its export `start`. */
export function threadEntry(bundle: string, start: string): string | null {
  if (import.meta.url.endsWith('.ts')) return null;
  const file = fileURLToPath(new URL(`./${bundle}`, import.meta.url));
  const loader = fileURLToPath(new URL('./code-cache.cjs', import.meta.url));
  if (!existsSync(file) || !existsSync(loader)) return null;
  return [
    `const { requireWithCodeCache } = require(${JSON.stringify(loader)});`,
    `const worker = requireWithCodeCache(${JSON.stringify(file)});`,
    `void worker.exports.${start}({ saveCodeCache: worker.saveCodeCache });`,
  ].join('\n');
}
