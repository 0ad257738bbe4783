/**
 * Where sitegen writes the files it generates for a Docusaurus site: its `.docusaurus` (plugins' `createData`
 * files, the inject file of its ProvidePlugin, the module of its Root around its Layout wrapper). Below the config
 * stage, so that any stage may name it.
 */
import path from 'node:path';

/** Where Docusaurus's `.docusaurus` is for sitegen: plugins' `createData` files and what sitegen writes for them. */
export function generatedFilesDir(siteDir: string): string {
  return path.join(siteDir, '.sitegen', 'generated');
}
