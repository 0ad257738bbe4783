/**
 * Locales list mostly the same entries in the same order: a translation replaces a few pages and the others fall
 * back to the default locale's. Merging a locale's postings (merge-postings.ts) costs per entry, term and field, so
 * eight locales merged the same few hundred entries eight times. Here runs of entries that several locales list
 * alike are joined once per build (`joinPostings`, postings-groups.ts) and each of those locales merges the run as
 * one entry: the same index bytes, since joining is associative (test/search/postings-groups.test.ts).
 */
import type { EntryPostings } from './encode-postings.js';
import { joinPostings } from './postings-groups.js';

/**
 * Each locale's entries (in its order) with the runs it shares with other locales joined, the joined runs shared
 * between them. A run is a stretch of entries listed by the same two or more locales; it is joined only when it
 * is listed alike at least twice (a run another locale lists in another order stays as it was).
 */
export function joinSharedRuns(locales: EntryPostings[][]): EntryPostings[][] {
  const owners = ownersOf(locales);
  const cut = locales.map((entries) => runsOf(entries, owners));
  const seen = new Map<string, number>();
  for (const runs of cut) for (const run of runs) if (run.key) seen.set(run.key, (seen.get(run.key) ?? 0) + 1);
  const joined = new Map<string, EntryPostings>();
  return cut.map((runs) =>
    runs.flatMap((run) => {
      if (!run.key || seen.get(run.key)! < 2) return run.entries;
      let entry = joined.get(run.key);
      if (!entry) joined.set(run.key, (entry = joinPostings(run.entries)));
      return [entry];
    }),
  );
}

/** An entry's number and the locales (by position, as text) that list it. */
interface Owner {
  id: number;
  locales: string;
}

function ownersOf(locales: EntryPostings[][]): Map<EntryPostings, Owner> {
  const owners = new Map<EntryPostings, Owner>();
  locales.forEach((entries, l) => {
    for (const entry of entries) {
      let owner = owners.get(entry);
      if (!owner) owners.set(entry, (owner = { id: owners.size, locales: '' }));
      owner.locales += `${l},`;
    }
  });
  return owners;
}

/** A locale's entries cut where the set of locales listing them changes; `key` names a run worth joining. */
function runsOf(
  entries: EntryPostings[],
  owners: Map<EntryPostings, Owner>,
): { entries: EntryPostings[]; key?: string }[] {
  const runs: { entries: EntryPostings[]; key?: string }[] = [];
  let start = 0;
  for (let i = 1; i <= entries.length; i++) {
    if (i < entries.length && owners.get(entries[i])!.locales === owners.get(entries[start])!.locales) continue;
    const run = entries.slice(start, i);
    const shared = run.length > 1 && /,.*,/.test(owners.get(run[0])!.locales);
    runs.push({ entries: run, key: shared ? run.map((e) => owners.get(e)!.id).join(' ') : undefined });
    start = i;
  }
  return runs;
}
