/**
 * DocSearch's shared Algolia application, which theme-search-algolia used for a config without `algolia.appId`
 * until 2.0.0-beta.16 made the field required. A site still on an earlier 2.0 prerelease (rematch's, on beta.14)
 * names no `appId` and builds there; sitegen reads its config as that installed version does.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { installedVersion } from '../../installed-version.js';

const LEGACY_DOCSEARCH_APP_ID = 'BH4D9OD16A';

/** The `appId` the site's installed theme-search-algolia defaults to: the shared one before 2.0.0-beta.16, else none. */
export function defaultAlgoliaAppId(root: string): string | undefined {
  const version = themeVersion(root);
  return version && defaultsAppId(version) ? LEGACY_DOCSEARCH_APP_ID : undefined;
}

/** Whether theme-search-algolia `version` fills in a missing `appId`: 2.0.0's alphas, and betas 1 to 15. */
export function defaultsAppId(version: string): boolean {
  const pre = /^2\.0\.0-(alpha|beta)\.(\d+)$/.exec(version);
  return pre !== null && (pre[1] === 'alpha' || Number(pre[2]) < 16);
}

/**
 * Whether the site's installed theme-search-algolia draws DocSearch 3, which takes no `algoliaOptions` (DocSearch 2's,
 * and Docusaurus 1's, setting): every 2.0 beta and release does; the 2.0 alphas, some on DocSearch 2, are not told.
 */
export function drawsDocSearch3(root: string): boolean {
  const version = themeVersion(root);
  return version !== undefined && !/^(0|1)\.|^2\.0\.0-alpha/.test(version);
}

function themeVersion(root: string): string | undefined {
  return installedVersion(createRequire(path.join(root, 'package.json')), '@docusaurus/theme-search-algolia');
}
