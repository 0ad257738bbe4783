/**
 * Docusaurus's theme folders: where `@theme/Name` finds its file (the site's `src/theme`, a plugin's theme path).
 * Shared by the page bundle's resolver (src/pages/docusaurus/page-imports.ts) and Markdown's imports
 * (src/markdown/mdx/evaluate.ts).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const THEME_FILES = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/** The file of the theme component `name` (`Navbar/Content`) in the theme folder `dir`, if it has one. */
export function themeFile(dir: string, name: string): string | undefined {
  return THEME_FILES.map((ext) => path.join(dir, name + ext)).find((f) => existsSync(f) && statSync(f).isFile());
}
