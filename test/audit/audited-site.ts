/**
 * The site the audits run against: the framework's real site (`content/`), English only, built once per test
 * run and read by every audit (see ../helpers/shared-build.ts). Real content finds what fixtures miss (long API
 * tables, MDX HTML, every component).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_KINDS, findPageKinds, type PageKind } from '../helpers/page-kinds.js';
import { sharedBuildToDisk } from '../helpers/shared-build.js';

/** The repository root, which holds `site.config.ts` and `content/`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A built copy of the site and the page kinds it has. */
export interface AuditedSite {
  outDir: string;
  kinds: PageKind[];
  /** Kinds the audits know but this build does not produce yet. */
  missing: string[];
  cleanup: () => Promise<void>;
}

/** Build `content/` in English, or wait for the build another audit of this run started; read it, never write. */
export async function buildAuditedSite(): Promise<AuditedSite> {
  const site = await sharedBuildToDisk({ root: REPO_ROOT, locales: ['en'] });
  const kinds = findPageKinds(site.outDir);
  const missing = ALL_KINDS.filter((k) => !kinds.some((x) => x.kind === k));
  return { outDir: site.outDir, kinds, missing, cleanup: site.cleanup };
}

/** One line naming what was checked and what the build lacks. */
export function describeKinds(site: AuditedSite): string {
  return `checked ${site.kinds.length} page kinds: ${site.kinds.map((k) => k.kind).join(', ')}${site.missing.length ? ` (not in this build: ${site.missing.join(', ')})` : ''}`;
}
