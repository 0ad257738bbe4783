/**
 * The site's static folders, in order: `paths.static`, then `paths.staticMore` (Docusaurus's `staticDirectories`
 * past the first). Each is copied to the output root, and a server-relative path (`/img/x.png`) names the file of
 * the first folder that has it, as webpack's `resolve.roots` and Docusaurus's copy of its static folders take them.
 */
import path from 'node:path';

/** The absolute static folders of a site, the first one's files winning over the later ones'. */
export function staticFolders(config: { root: string; paths: { static: string; staticMore?: string[] } }): string[] {
  return [config.paths.static, ...(config.paths.staticMore ?? [])].map((dir) => path.join(config.root, dir));
}
