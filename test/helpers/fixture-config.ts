/**
 * What a fixture site is made of, apart from building it (fixture-site.ts): a module without the build pipeline,
 * so a test file that only reads a shared build (shared-build.ts) does not load sitegen.
 */

/** A fixture's files, path -> content. `site.config.ts` defaults to a minimal config. */
export type FixtureFiles = Record<string, string>;

/** Minimal config source; pass extra fields as a JS object literal body. */
export function configSource(extra = ''): string {
  return `export default { title: 'Fixture', url: 'https://example.com', ${extra} };\n`;
}
