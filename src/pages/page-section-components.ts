/**
 * The components that draw the Markdown pages of a further pages folder (`pages.sections[].component`, Docusaurus's
 * `mdxPageComponent`): bundled with the page modules, each an island as a Docusaurus page is, and rendered at every
 * page of its folder with `content` (src/pages/page-module-routes.ts, templates/docusaurus/runtime.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError } from '../errors.js';

/** Each pages folder's component, by its absolute file; an error names one that does not exist. */
export function pageSectionComponents(config: ResolvedConfig): { id: string; file: string }[] {
  return config.pages.sections.flatMap(({ id, component }) => {
    if (!component) return [];
    const file = path.resolve(config.root, component);
    if (!existsSync(file))
      throw new SitegenError(`pages.sections (id ${id}): its component ${component} does not exist`, {
        location: { file: config.docusaurus?.configFile ?? config.configFile ?? config.root },
        hint: "write the component's file path from the site's folder, with its extension, or leave component out to draw the folder's pages as the main pages are.",
      });
    return [{ id, file }];
  });
}
