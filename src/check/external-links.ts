/** External links are never fetched (a build has no business on the network); `check --external` counts them by host. */
import type { LocaleModel } from '../routes/site-model.js';

/** Links to one host, and how many there are. */
export interface HostCount {
  host: string;
  count: number;
}

/** External links of every entry the build renders (each source counted once), by host, most linked first. */
export function countExternalLinks(models: LocaleModel[]): HostCount[] {
  const seen = new Set<unknown>();
  const counts = new Map<string, number>();
  for (const model of models) {
    for (const entry of model.content.entries.values()) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      for (const link of entry.links) {
        if (!link.external) continue;
        const host = hostOf(link.raw);
        if (host) counts.set(host, (counts.get(host) ?? 0) + 1);
      }
    }
  }
  return [...counts]
    .map(([host, count]) => ({ host, count }))
    .sort((a, b) => b.count - a.count || a.host.localeCompare(b.host));
}

function hostOf(raw: string): string | null {
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
    return url.host || null;
  } catch {
    return null;
  }
}
