/**
 * A site folder with `docusaurus.config.*` and no `site.config.*`: import the Docusaurus config, map it to
 * sitegen's config and validate that like any other. What could not be honoured travels with the config and is
 * reported once by the build (`docusaurusWarnings`).
 */
import path from 'node:path';
import { resolveConfig } from '../load-config.js';
import type { ResolvedConfig } from '../schema.js';
import type { BuildWarning } from '../../types.js';
import { importDocusaurusConfig } from './import-docusaurus-config.js';
import { mapDocusaurusConfig } from './map-docusaurus-config.js';

/** Load `file` (a docusaurus.config.*) as the config of the site in `root`. */
export async function loadDocusaurusSite({ root, file }: { root: string; file: string }): Promise<ResolvedConfig> {
  const { raw, missingPackages } = await importDocusaurusConfig(file);
  const mapped = mapDocusaurusConfig(raw, { root: path.resolve(root) });
  if (missingPackages.length)
    mapped.ignored.push(
      `not installed, so replaced by inert stand-ins while reading the config: ${missingPackages.join(', ')}`,
    );
  const config = resolveConfig(mapped.config, { root, configFile: file });
  return {
    ...config,
    docusaurus: { configFile: file, context: mapped.context, ignored: mapped.ignored, customCss: mapped.customCss },
  };
}

/** The one warning that lists what the Docusaurus config asks for and sitegen does not do. */
export function docusaurusWarnings(config: ResolvedConfig): BuildWarning[] {
  const d = config.docusaurus;
  if (!d || d.ignored.length === 0) return [];
  const lines = d.ignored.map((line) => `\n  - ${line}`).join('');
  return [
    {
      code: 'other',
      file: d.configFile,
      message: `${d.ignored.length} setting${d.ignored.length === 1 ? '' : 's'} of ${path.basename(d.configFile)} ${d.ignored.length === 1 ? 'is' : 'are'} not honoured:${lines}`,
    },
  ];
}
