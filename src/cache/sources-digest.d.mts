/** The hex digest of sitegen's sources (src/ and templates/) below `root`; see sources-digest.mjs. */
export function sourcesDigest(root: string): string;
