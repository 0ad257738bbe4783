/** Build-time constants the bundler defines (src/bundle/bundle-client.ts); import this file's types to see them. */
declare global {
  /** The site has docs versions or sections: the version preference and per-version search are built in. */
  const SITEGEN_DOCS_VERSIONS: boolean;
  /** A Docusaurus site: its CSS may style the page by theme-classic's names, kept as they are in Docusaurus. */
  const SITEGEN_THEME_CLASSIC: boolean;
}

export {};
