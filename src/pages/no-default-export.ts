/** The error for a page module without a component to render, raised at bundle time and again at import time. */
import { SitegenError } from '../errors.js';

/** The spec's words for a page module that exports no component. */
const NO_DEFAULT_EXPORT = 'The page component does not have a default export, so nothing can be rendered';

/** The error naming the module's file. */
export function noDefaultExport(file: string): SitegenError {
  return new SitegenError(`${NO_DEFAULT_EXPORT}: ${file}`, {
    location: { file },
    hint: 'export the page component as the default export: `export default function Page() { ... }`.',
  });
}
