/**
 * Which modules are client modules (islands): React's `'use client'` directive, or, for a page module, an import
 * of Docusaurus's theme or core modules (a Docusaurus page is one island). Page bundling turns them into islands
 * (src/pages/client-modules.ts); Markdown reads it to say which of its imports will not hydrate.
 *
 * A Docusaurus site says no `'use client'`: everything hydrates there. So in its Markdown, a component module that
 * needs the browser (state, effects, event handlers, `<BrowserOnly>`) is a client module too, and one that only
 * turns props into markup stays server HTML, with no script.
 */
/** `'use client'` as the first statement, after comments. */
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;
/** An import of Docusaurus's theme or core modules. */
const DOCUSAURUS_IMPORT = /\bfrom\s*['"]@(?:theme|docusaurus)\/|\bimport\s*['"]@(?:theme|docusaurus)\//;
/**
 * What only does something in the browser: React state and effects, an event handler (`onClick={` in JSX,
 * `onClick:` in an object of props), Docusaurus's browser-only helpers, and its hooks whose answer the visitor
 * decides (the colour mode, the window's size).
 */
const USES_BROWSER =
  /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|IsBrowser|ColorMode|WindowSize)\s*\(|\bon[A-Z][A-Za-z]+\s*(?:=\s*\{|:)|@docusaurus\/(?:BrowserOnly|ExecutionEnvironment)\b/;

/** What decides: `page`, a page module (Docusaurus pages are whole islands); `docusaurus`, a Docusaurus site's. */
export interface ClientModuleScope {
  page?: boolean;
  docusaurus?: boolean;
}

/** Whether `source` is a client module. */
export function isClientModule(source: string, { page = false, docusaurus = false }: ClientModuleScope = {}): boolean {
  return (
    USE_CLIENT.test(source) ||
    (page && DOCUSAURUS_IMPORT.test(source)) ||
    (docusaurus && !page && USES_BROWSER.test(source))
  );
}

/**
 * The same for a package's built code, where names are minified and hooks are called through their module
 * (`(0, r.useState)(!1)`) and handlers are props of `createElement` (`onClick: ...`).
 */
const PACKAGE_USES_BROWSER =
  /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore)\b|\bon(?:Click|Change|Input|Submit|KeyDown|PointerDown|MouseDown)\s*:/;

/** Whether a package's file needs the browser (state, effects, handlers). */
export function packageUsesBrowser(source: string): boolean {
  return PACKAGE_USES_BROWSER.test(source);
}

/** Whether a client module says so itself, rather than being one because a Docusaurus site's code needs the browser. */
export function saysUseClient(source: string): boolean {
  return USE_CLIENT.test(source);
}
