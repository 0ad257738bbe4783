/**
 * Page code that imports one of theme-classic's page components sitegen draws itself (templates/docusaurus/modules.ts,
 * DRAWN_BY_SITEGEN) gets a stand-in: importing it builds, rendering it is an error that names it, and each import is
 * a warning naming the importing file. react-navigation's `src/pages/layouts/DocItem.js` wraps `@theme/DocItem` and
 * renders it only in the browser; as a page of its own it renders nothing, under Docusaurus too.
 */
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { BuildWarning } from '../../types.js';

/** The esbuild namespace of the stand-ins. */
export const DRAWN_NAMESPACE = 'sitegen-drawn';

/** The stand-in module of `id` (`@theme/DocItem`): a component that throws when rendered. */
export function drawnStandIn(id: string): string {
  const message = `${id} is drawn by sitegen itself (its docs and blog pages); page code cannot render it`;
  return `export default function Drawn() { throw new Error(${JSON.stringify(message)}); }\n`;
}

/** A warning for each site file of the bundle that imports a stand-in. */
export function drawnImportWarnings(root: string, metafile: Metafile): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  const seen = new Set<string>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path: imported } of imports) {
      if (!imported.startsWith(`${DRAWN_NAMESPACE}:`)) continue;
      const id = imported.slice(DRAWN_NAMESPACE.length + 1);
      // A module bundled for the browser too is an input again, with a query (`?sitegen-client-source`).
      const file = path.resolve(root, input.replace(/\?.*$/, ''));
      if (seen.has(`${file}\u0000${id}`)) continue;
      seen.add(`${file}\u0000${id}`);
      warnings.push({
        code: 'other',
        file,
        message: `imports ${id}, which sitegen draws itself: the page builds, but rendering ${id} is an error; the docs and blog pages are sitegen's own (swizzled parts are listed in the Docusaurus warning)`,
      });
    }
  }
  return warnings;
}
