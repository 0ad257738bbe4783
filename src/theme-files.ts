/**
 * Docusaurus's theme folders: where `@theme/Name` finds its file (the site's `src/theme`, a plugin's theme path).
 * Shared by the page bundle's resolver (src/pages/docusaurus/page-imports.ts) and Markdown's imports
 * (src/markdown/mdx/evaluate.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const THEME_FILES = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/** The file of the theme component `name` (`Navbar/Content`) in the theme folder `dir`, if it has one. */
export function themeFile(dir: string, name: string): string | undefined {
  return THEME_FILES.map((ext) => path.join(dir, name + ext)).find((f) => existsSync(f) && statSync(f).isFile());
}

/**
 * Whether the component in `file` wraps theme-classic's `name`: it imports `@theme-original/<name>`, or
 * `@theme-init/<name>` (theme-classic's, past every other theme).
 */
export function wrapsOriginal(file: string, name: string): boolean {
  const specifier = `@theme-(?:original|init)/${name}`;
  const imports = new RegExp(String.raw`\bfrom\s*['"]${specifier}['"]|\brequire\(\s*['"]${specifier}['"]`);
  return imports.test(readFileSync(file, 'utf8'));
}
