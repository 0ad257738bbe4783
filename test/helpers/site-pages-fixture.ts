/**
 * A fixture built from the real site's own pages: `content/pages/**`, the data files and the home readme (with
 * its German translation), under a small config. Tests of the pages run against exactly what the site ships,
 * without building its hundreds of docs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { configSource, type FixtureFiles } from './fixture-site.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The site's page modules, data and home readme as fixture files, plus `extra` (which wins). */
export function sitePagesFixture(extra: FixtureFiles = {}, config = ''): FixtureFiles {
  const files: FixtureFiles = {};
  const copy = (pattern: string) => {
    for (const rel of fg.sync(pattern, { cwd: ROOT })) files[rel] = readFileSync(path.join(ROOT, rel), 'utf8');
  };
  copy('content/pages/**/*.{ts,tsx,md}');
  copy('content/data/*.json');
  copy('content/home/README.md');
  copy('content/i18n/de/home/README.md');
  files['site.config.ts'] = configSource(
    `title: 'Electron', tagline: 'Build cross-platform desktop apps', navbar: { logo: { alt: 'Electron logo', src: 'assets/img/logo.svg' } }, ` +
      `i18n: { defaultLocale: 'en', locales: ['en', 'de'] }, ${config}`,
  );
  return { ...files, ...extra };
}
