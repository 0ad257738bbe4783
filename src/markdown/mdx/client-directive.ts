/**
 * Which modules are client modules (islands): React's `'use client'` directive, or, for a page module, an import
 * of Docusaurus's theme or core modules (a Docusaurus page is one island). Page bundling turns them into islands
 * (src/pages/client-modules.ts); Markdown reads it to say which of its imports will not hydrate.
 */
/** `'use client'` as the first statement, after comments. */
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;
/** An import of Docusaurus's theme or core modules. */
const DOCUSAURUS_IMPORT = /\bfrom\s*['"]@(?:theme|docusaurus)\/|\bimport\s*['"]@(?:theme|docusaurus)\//;

/** Whether `source` is a client module; `page`: it is a page module (Docusaurus pages are whole islands). */
export function isClientModule(source: string, { page = false }: { page?: boolean } = {}): boolean {
  return USE_CLIENT.test(source) || (page && DOCUSAURUS_IMPORT.test(source));
}
