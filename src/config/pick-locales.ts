import type { ResolvedConfig } from './schema.js';
import { SitegenError } from '../errors.js';

/** The locales to build: all configured ones, or the `--locale` choice (each must be configured). */
export function pickLocales(config: ResolvedConfig, wanted?: string[]): string[] {
  if (!wanted || wanted.length === 0) return config.i18n.locales;
  for (const l of wanted) {
    if (!config.i18n.locales.includes(l)) {
      throw new SitegenError(`unknown locale "${l}"`, {
        hint: `use one of the configured locales: ${config.i18n.locales.join(', ')}`,
      });
    }
  }
  // Only these are written; the scan still reads the default locale's sources, which every locale falls back to.
  return config.i18n.locales.filter((l) => wanted.includes(l));
}
