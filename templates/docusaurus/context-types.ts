/**
 * What the Docusaurus compatibility modules (templates/docusaurus/) read about a site built from
 * `docusaurus.config.*`: its config as pages see it through `useDocusaurusContext()`, and the plugins' global data.
 * Serialisable: it travels to the render workers inside `SiteData`.
 */

/** `useDocusaurusContext()`'s site part, and the global data of `useGlobalData()`. */
export interface DocusaurusContext {
  /** The config as Docusaurus exposes it to pages (functions dropped), `customFields` and `themeConfig` included. */
  siteConfig: Record<string, unknown> & { customFields: Record<string, unknown>; themeConfig: Record<string, unknown> };
  /** Plugin name -> plugin id -> data (`setGlobalData`). */
  globalData: Record<string, Record<string, unknown>>;
}

/** What sitegen keeps of a Docusaurus config beyond its own fields. */
export interface DocusaurusSite {
  /** The `docusaurus.config.*` file. */
  configFile: string;
  context: DocusaurusContext;
  /** Everything in the config that sitegen does not honour, one line each, for one warning. */
  ignored: string[];
  /** The classic theme's `customCss` files, absolute. */
  customCss: string[];
}
