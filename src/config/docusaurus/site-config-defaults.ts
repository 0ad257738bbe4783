/**
 * The site config as Docusaurus hands it to presets and plugins (`context.siteConfig`): validated, so every field
 * the config leaves out has Docusaurus 2.4.3's default (@docusaurus/core's `DEFAULT_CONFIG`). Code written for
 * Docusaurus reads them without a guard: docusaurus-preset-shiki-twoslash (rematch's) throws "Couldn't find either
 * a preset or a plugin" when `siteConfig.plugins` is missing.
 */

type Obj = Record<string, unknown>;

/** A fresh copy of Docusaurus's defaults each call: a preset may change the arrays it is given. */
function docusaurusDefaults(): Obj {
  return {
    i18n: { defaultLocale: 'en', path: 'i18n', locales: ['en'], localeConfigs: {} },
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
    plugins: [],
    themes: [],
    presets: [],
    headTags: [],
    stylesheets: [],
    scripts: [],
    clientModules: [],
    customFields: {},
    themeConfig: {},
    titleDelimiter: '|',
    noIndex: false,
    tagline: '',
    baseUrlIssueBanner: true,
    staticDirectories: ['static'],
    markdown: { mermaid: false },
  };
}

/** `raw` with Docusaurus's default in each field it leaves out (undefined counts as left out, as Joi takes it). */
export function withDocusaurusDefaults(raw: Obj): Obj {
  const config = docusaurusDefaults();
  for (const [key, value] of Object.entries(raw)) if (value !== undefined) config[key] = value;
  return config;
}
