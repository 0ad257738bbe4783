/** The public API of the `sitegen` package, for `site.config.ts`. */
import type { UserConfig } from './config/schema.js';

export type { UserConfig, ResolvedConfig, NavbarItem } from './config/schema.js';
export type { SiteData } from '../templates/site-data.js';

/** Type the site config: `export default defineConfig({ title, url, ... })`. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
