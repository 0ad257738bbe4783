/**
 * The config's languages: the locales, their settings, and the resolved list the whole build reads.
 */
import { z } from 'zod';
import type { LocaleInfo } from '../../../templates/site-data.js';

const localeConfig = z
  .object({
    /** The language's own name, shown in the language menu. @example 'Deutsch' */
    label: z.string().describe("The language's own name, shown in the language menu. Example: 'Deutsch'"),
    /** Text direction. */
    direction: z.enum(['ltr', 'rtl']).default('ltr').describe('Text direction.'),
    /** `<html lang>` value. @example 'de-DE' */
    htmlLang: z.string().describe("`<html lang>` value. Example: 'de-DE'"),
    /** Calendar used to format dates. @example 'gregory' */
    calendar: z.string().default('gregory').describe("Calendar used to format dates. Example: 'gregory'"),
    /** URL prefix of the locale (without slashes); the default locale has none. @example 'de' */
    path: z
      .string()
      .optional()
      .describe("URL prefix of the locale (without slashes); the default locale has none. Example: 'de'"),
  })
  .strict();

/** Languages. */
export const i18nSchema = z
  .object({
    /** The locale served at the root, without a URL prefix; must be one of `locales`. @example 'en' */
    defaultLocale: z
      .string()
      .default('en')
      .describe("The locale served at the root, without a URL prefix; must be one of `locales`. Example: 'en'"),
    /** Every locale the site is built in, in the language menu's order. @example ['en', 'de', 'ja'] */
    locales: z
      .array(z.string())
      .min(1)
      .default(['en'])
      .describe("Every locale the site is built in, in the language menu's order. Example: ['en', 'de', 'ja']"),
    /** Per-locale settings by code. @example { de: { label: 'Deutsch', htmlLang: 'de-DE' } } */
    localeConfigs: z
      .record(localeConfig)
      .default({})
      .describe("Per-locale settings by code. Example: { de: { label: 'Deutsch', htmlLang: 'de-DE' } }"),
  })
  .strict()
  .default({})
  .superRefine(checkDefaultLocale)
  .transform((i18n) => ({ ...i18n, resolved: resolveLocales(i18n) }))
  .describe('Languages.');

/**
 * Every configured locale, resolved once: its label, `<html lang>`, direction, calendar and URL prefix (none for
 * the default locale), in config order. Read as `config.i18n.resolved` everywhere instead of recomputed.
 */
function resolveLocales(i18n: {
  defaultLocale: string;
  locales: string[];
  localeConfigs: Record<string, z.output<typeof localeConfig>>;
}): LocaleInfo[] {
  return i18n.locales.map((code) => {
    const c = i18n.localeConfigs[code];
    return {
      code,
      label: c?.label ?? code,
      htmlLang: c?.htmlLang ?? code,
      direction: c?.direction ?? 'ltr',
      calendar: c?.calendar ?? 'gregory',
      path: code === i18n.defaultLocale ? '' : (c?.path ?? code),
    };
  });
}

/**
 * The default locale must be one of the locales. Checked on `i18n` itself (not on the whole config), so that it
 * is reported beside the other fields' problems: zod skips an object's own checks once one of its fields failed.
 */
function checkDefaultLocale(
  { defaultLocale, locales }: { defaultLocale: string; locales: string[] },
  ctx: z.RefinementCtx,
) {
  if (locales.includes(defaultLocale)) return;
  ctx.addIssue({
    code: z.ZodIssueCode.custom,
    path: ['defaultLocale'],
    message: `"${defaultLocale}" is not in i18n.locales (${JSON.stringify(locales)}); add it there or pick one of them`,
  });
}
