/**
 * A locale's postings merged straight from its groups as the build cache keeps them (packed strings, terms and
 * words sorted: stored-analysis.ts `packPostings`), for a warm build's search thread (stored-index.ts). Unpacking
 * each group into a map of run objects, numbering its terms and merging them (merge-postings.ts) was most of that
 * thread's time and garbage; here the groups' sorted lines are merged in one pass, as sorted lists are, and each
 * term's cells are joined from the run texts. The index is the same bytes as `mergePostings` of them unpacked
 * (test/search/packed-merge.test.ts).
 */
import { SEARCH_FIELDS, type SearchIndexFile } from '../../templates/search/index-format.js';
import { item } from './encode-postings.js';
import type { StoredAnalysis } from './stored-analysis.js';

/** An entry's or group's postings as the cache keeps them. */
export type PackedPostings = Omit<StoredAnalysis, 'sections'>;

/** `mergePostings` of these groups (in the locale's order), unpacked. */
export function mergePacked(
  groups: PackedPostings[],
): Pick<SearchIndexFile, 'terms' | 'postings' | 'lengths' | 'words'> {
  const bases: number[] = [];
  let base = 0;
  for (const group of groups) {
    bases.push(base);
    base += group.sectionCount;
  }
  const withSections = groups.filter((g) => g.sectionCount > 0);
  return {
    ...termLines(groups, bases),
    lengths: SEARCH_FIELDS.map((_, f) => withSections.map((g) => g.lengths[f]).join(',')),
    words: wordLines(groups),
  };
}

function lines(text: string): string[] {
  return text ? text.split('\n') : [];
}

/**
 * Every term of the groups, in order, and its line: per field, the runs of the groups that have it (in their
 * order) shifted by the group's first section and joined. The groups' terms are found through one map and sorted
 * once (builtins both), and the groups that have a term chained in their order (`next`).
 */
function termLines(groups: PackedPostings[], bases: number[]): { terms: string; postings: string } {
  const terms = groups.map((g) => lines(g.terms));
  const runLines = groups.map((g) => lines(g.runs));
  const count = terms.reduce((n, list) => n + list.length, 0);
  // Per place (a group's term, numbered across groups in their order): its group, its line, the next place of
  // the same term.
  const groupOf = new Int32Array(count);
  const lineOf = new Int32Array(count);
  const next = new Int32Array(count).fill(-1);
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  let place = 0;
  terms.forEach((list, g) => {
    for (let i = 0; i < list.length; i++, place++) {
      groupOf[place] = g;
      lineOf[place] = i;
      const before = last.get(list[i]);
      if (before === undefined) first.set(list[i], place);
      else next[before] = place;
      last.set(list[i], place);
    }
  });
  const names = [...first.keys()].sort();
  const fields = SEARCH_FIELDS.length;
  const cells: string[] = new Array<string>(fields);
  const lasts: number[] = new Array<number>(fields);
  const out: string[] = new Array<string>(names.length);
  for (let t = 0; t < names.length; t++) {
    cells.fill('');
    lasts.fill(0);
    for (let p = first.get(names[t])!; p >= 0; p = next[p]) {
      const g = groupOf[p];
      addRuns(runLines[g][lineOf[p]], bases[g], cells, lasts);
    }
    out[t] = cells.join(';');
  }
  return { terms: names.join('\n'), postings: out.join('\n') };
}

/**
 * Add a group's line of one term (per field `first.firstTf.last` in base 36 then the rest, or nothing; `;`
 * between) to the term's cells: each run's first item becomes a gap from the cell's last section.
 */
function addRuns(line: string, base: number, cells: string[], lasts: number[]): void {
  let at = 0;
  for (let f = 0; f < cells.length; f++) {
    let end = line.indexOf(';', at);
    if (end < 0) end = line.length;
    if (end > at) {
      const a = line.indexOf('.', at);
      const b = line.indexOf('.', a + 1);
      let c = line.indexOf(',', b + 1);
      if (c < 0 || c > end) c = end;
      const first = base + parseInt(line.slice(at, a), 36);
      const text = item(first - lasts[f], parseInt(line.slice(a + 1, b), 36)) + line.slice(c, end);
      cells[f] = cells[f] ? `${cells[f]},${text}` : text;
      lasts[f] = base + parseInt(line.slice(b + 1, c), 36);
    }
    at = end + 1;
  }
}

/** Every word of the groups, in order, with the term of the last group that has it (as a map set in turn keeps). */
function wordLines(groups: PackedPostings[]): string {
  const pairs = new Map<string, string>();
  for (const group of groups) for (const line of lines(group.words)) pairs.set(line.slice(0, line.indexOf(' ')), line);
  return [...pairs.keys()]
    .sort()
    .map((word) => pairs.get(word)!)
    .join('\n');
}
